import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ListEnvelope, RequestLog, RequestLogSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { RequestLogsRepository } from './request-logs.repository';

/**
 * NATS handlers of the request log. `record` comes from the gateway alone (only its NATS user may send the
 * subject: BUS_CALLS); `list` answers the caller's own account's entries, the query validated by the gateway.
 */
@Controller()
export class RequestLogHandler {
  constructor(private readonly logs: RequestLogsRepository) {}

  @RpcHandler(RequestLogSubjects.record)
  async record(@Payload() message: RpcMessage<typeof RequestLogSubjects.record>): Promise<{ recorded: number }> {
    return { recorded: await this.logs.record(message.body.entries) };
  }

  @RpcHandler(RequestLogSubjects.list)
  list(@Payload() message: RpcMessage<typeof RequestLogSubjects.list>): Promise<ListEnvelope<RequestLog>> {
    return this.logs.list(message.principal.merchant_id, message.query);
  }
}
