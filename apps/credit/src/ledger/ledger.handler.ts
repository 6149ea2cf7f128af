import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  authorizeChargeSchema,
  cancelChargeSchema,
  captureChargeSchema,
  CreditSubjects,
  CustomerBalances,
  creditFiguresRequestSchema,
  CustomerSubjects,
  InternalRequest,
  ListQuery,
  releaseCreditSchema,
  enlargeReservationSchema,
  reserveCreditSchema,
  operatorMerchantScopeSchema,
  RpcRequest,
} from '@netline/contracts';
import { validateMessage } from '../validate-message';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/** The ledger's NATS API (billing, treasury) and the merchant API's ledger list. */
@Controller()
export class LedgerHandler {
  constructor(
    private readonly ledger: LedgerService,
    private readonly repository: LedgerRepository,
  ) {}

  @MessagePattern(CreditSubjects.reserve)
  reserve(@Payload() message: InternalRequest) {
    return this.ledger.reserve(validateMessage(reserveCreditSchema, message.body));
  }

  @MessagePattern(CreditSubjects.release)
  release(@Payload() message: InternalRequest) {
    return this.ledger.release(validateMessage(releaseCreditSchema, message.body));
  }

  @MessagePattern(CreditSubjects.enlarge)
  enlarge(@Payload() message: InternalRequest) {
    return this.ledger.enlarge(validateMessage(enlargeReservationSchema, message.body));
  }

  @MessagePattern(CreditSubjects.authorizeCharge)
  authorize(@Payload() message: InternalRequest) {
    return this.ledger.authorizeCharge(validateMessage(authorizeChargeSchema, message.body));
  }

  @MessagePattern(CreditSubjects.captureCharge)
  capture(@Payload() message: InternalRequest) {
    return this.ledger.captureCharge(validateMessage(captureChargeSchema, message.body));
  }

  @MessagePattern(CreditSubjects.cancelCharge)
  cancel(@Payload() message: InternalRequest) {
    return this.ledger.cancelCharge(validateMessage(cancelChargeSchema, message.body));
  }

  @MessagePattern(CreditSubjects.figures)
  figures(@Payload() message: InternalRequest) {
    const body = validateMessage(creditFiguresRequestSchema, message.body);
    return this.ledger.figures(body.merchant_id, body.customer_id);
  }

  @MessagePattern(CustomerSubjects.ledger)
  list(@Payload() message: RpcRequest<unknown, { customer_id: string }, ListQuery>) {
    return this.ledger.list(message.principal, message.params.customer_id, message.query);
  }

  /** Operator: what credit counts as outstanding per customer, compared with billing by `reconcile`. */
  @MessagePattern(CustomerSubjects.operatorBalances)
  async balances(@Payload() message: InternalRequest): Promise<CustomerBalances> {
    return { balances: await this.repository.outstandingByCustomer(validateMessage(operatorMerchantScopeSchema, message.body).merchant_id) };
  }
}
