import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreditCheckRequest,
  CreditDecisionRequest,
  creditDecisionRequestSchema,
  CustomerSubjects,
  RpcMessage,
  RpcRequest,
} from '@netline/contracts';
import { RpcHandler, validateRpcPart } from '@netline/messaging';
import { DecisionsService } from './decisions.service';

type CustomerParams = { customer_id: string };

@Controller()
export class DecisionsHandler {
  constructor(private readonly decisions: DecisionsService) {}

  @MessagePattern(CustomerSubjects.creditCheck)
  creditCheck(@Payload() message: RpcRequest<CreditCheckRequest, CustomerParams>) {
    return this.decisions.creditCheck(message.principal, message.params.customer_id, message.body);
  }

  @MessagePattern(CustomerSubjects.sandboxDecision)
  sandboxDecision(@Payload() message: RpcRequest<CreditDecisionRequest, CustomerParams>) {
    return this.decisions.sandboxDecision(message.principal, message.params.customer_id, message.body);
  }

  /** The operator CLI is outside the gateway, so its body is validated here. */
  @RpcHandler(CustomerSubjects.operatorDecide)
  operatorDecide(@Payload() message: RpcMessage<typeof CustomerSubjects.operatorDecide>) {
    const { customer_id, ...decision } = message.body;
    return this.decisions.operatorDecide({ customer_id, ...validateRpcPart(creditDecisionRequestSchema, decision) });
  }

  @MessagePattern(CustomerSubjects.operatorPending)
  async pending() {
    return { pending: await this.decisions.pendingReviews() };
  }
}
