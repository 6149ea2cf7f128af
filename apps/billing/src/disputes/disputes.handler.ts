import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { DisputeSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { DisputesService, merchantSide } from './disputes.service';

/** NATS handlers of the merchant API's disputes: one line each, the caller on the merchant's side. */
@Controller()
export class DisputesHandler {
  constructor(private readonly disputes: DisputesService) {}

  @RpcHandler(DisputeSubjects.open)
  open(@Payload() message: RpcMessage<typeof DisputeSubjects.open>) {
    return this.disputes.open(merchantSide(message.principal), message.params.invoice_id, message.body);
  }

  @RpcHandler(DisputeSubjects.list)
  list(@Payload() message: RpcMessage<typeof DisputeSubjects.list>) {
    return this.disputes.list(merchantSide(message.principal), message.query);
  }

  @RpcHandler(DisputeSubjects.get)
  get(@Payload() message: RpcMessage<typeof DisputeSubjects.get>) {
    return this.disputes.get(merchantSide(message.principal), message.params.dispute_id);
  }

  @RpcHandler(DisputeSubjects.addMessage)
  addMessage(@Payload() message: RpcMessage<typeof DisputeSubjects.addMessage>) {
    return this.disputes.addMessage(merchantSide(message.principal), message.params.dispute_id, message.body);
  }

  @RpcHandler(DisputeSubjects.resolve)
  resolve(@Payload() message: RpcMessage<typeof DisputeSubjects.resolve>) {
    return this.disputes.resolve(merchantSide(message.principal), message.params.dispute_id, message.body);
  }

  @RpcHandler(DisputeSubjects.reject)
  reject(@Payload() message: RpcMessage<typeof DisputeSubjects.reject>) {
    return this.disputes.reject(merchantSide(message.principal), message.params.dispute_id, message.body);
  }
}
