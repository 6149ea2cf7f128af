import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreditCheckRequest,
  CreditDecisionRequest,
  creditDecisionRequestSchema,
  CustomerSubjects,
  InternalRequest,
  OperatorDecisionBody,
  RpcRequest,
} from '@netline/contracts';
import { z } from 'zod';
import { validateMessage } from '../validate-message';
import { DecisionsService } from './decisions.service';

type CustomerParams = { customer_id: string };

const operatorDecisionSchema = z.looseObject({ customer_id: z.string().min(1) });

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
  @MessagePattern(CustomerSubjects.operatorDecide)
  operatorDecide(@Payload() message: InternalRequest<OperatorDecisionBody>) {
    const { customer_id, ...decision } = validateMessage(operatorDecisionSchema, message.body);
    return this.decisions.operatorDecide({ customer_id, ...validateMessage(creditDecisionRequestSchema, decision) });
  }

  @MessagePattern(CustomerSubjects.operatorPending)
  async pending() {
    return { pending: await this.decisions.pendingReviews() };
  }
}
