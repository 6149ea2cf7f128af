import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { creditDecisionRequestSchema, CustomerSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler, validateRpcPart } from '@netline/messaging';
import { DecisionsService } from './decisions.service';

@Controller()
export class DecisionsHandler {
  constructor(private readonly decisions: DecisionsService) {}

  @RpcHandler(CustomerSubjects.creditCheck)
  creditCheck(@Payload() message: RpcMessage<typeof CustomerSubjects.creditCheck>) {
    return this.decisions.creditCheck(message.principal, message.params.customer_id, message.body);
  }

  @RpcHandler(CustomerSubjects.sandboxDecision)
  sandboxDecision(@Payload() message: RpcMessage<typeof CustomerSubjects.sandboxDecision>) {
    return this.decisions.sandboxDecision(message.principal, message.params.customer_id, message.body);
  }

  /** The operator CLI is outside the gateway, so its body is validated here. */
  @RpcHandler(CustomerSubjects.operatorDecide)
  operatorDecide(@Payload() message: RpcMessage<typeof CustomerSubjects.operatorDecide>) {
    const { customer_id, ...decision } = message.body;
    return this.decisions.operatorDecide({ customer_id, ...validateRpcPart(creditDecisionRequestSchema, decision) });
  }

  @RpcHandler(CustomerSubjects.operatorPending)
  async pending() {
    return { pending: await this.decisions.pendingReviews() };
  }
}
