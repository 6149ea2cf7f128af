import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CreditLineRequestSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CreditLineRequestsService } from './credit-line-requests.service';

/** NATS handlers: one line each; every message is checked against its subject's schemas in the RPC map first. */
@Controller()
export class CreditLineRequestsHandler {
  constructor(private readonly requests: CreditLineRequestsService) {}

  @RpcHandler(CreditLineRequestSubjects.create)
  create(@Payload() message: RpcMessage<typeof CreditLineRequestSubjects.create>) {
    return this.requests.create(message.principal, message.params.customer_id, message.body);
  }

  @RpcHandler(CreditLineRequestSubjects.list)
  list(@Payload() message: RpcMessage<typeof CreditLineRequestSubjects.list>) {
    return this.requests.list(message.principal, message.query);
  }

  @RpcHandler(CreditLineRequestSubjects.get)
  get(@Payload() message: RpcMessage<typeof CreditLineRequestSubjects.get>) {
    return this.requests.get(message.principal, message.params.credit_line_request_id);
  }

  @RpcHandler(CreditLineRequestSubjects.sandboxDecide)
  sandboxDecide(@Payload() message: RpcMessage<typeof CreditLineRequestSubjects.sandboxDecide>) {
    return this.requests.sandboxDecide(message.principal, message.params.credit_line_request_id, message.body);
  }

  @RpcHandler(CreditLineRequestSubjects.operatorList)
  operatorList(@Payload() message: RpcMessage<typeof CreditLineRequestSubjects.operatorList>) {
    return this.requests.operatorList(message.body);
  }

  @RpcHandler(CreditLineRequestSubjects.operatorDecide)
  operatorDecide(@Payload() message: RpcMessage<typeof CreditLineRequestSubjects.operatorDecide>) {
    return this.requests.operatorDecide(message.body);
  }
}
