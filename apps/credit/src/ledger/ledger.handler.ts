import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CreditSubjects, CustomerBalances, CustomerSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

/** The ledger's NATS API (billing, treasury) and the merchant API's ledger list. */
@Controller()
export class LedgerHandler {
  constructor(
    private readonly ledger: LedgerService,
    private readonly repository: LedgerRepository,
  ) {}

  @RpcHandler(CreditSubjects.reserve)
  reserve(@Payload() message: RpcMessage<typeof CreditSubjects.reserve>) {
    return this.ledger.reserve(message.body);
  }

  @RpcHandler(CreditSubjects.release)
  release(@Payload() message: RpcMessage<typeof CreditSubjects.release>) {
    return this.ledger.release(message.body);
  }

  @RpcHandler(CreditSubjects.enlarge)
  enlarge(@Payload() message: RpcMessage<typeof CreditSubjects.enlarge>) {
    return this.ledger.enlarge(message.body);
  }

  @RpcHandler(CreditSubjects.authorizeCharge)
  authorize(@Payload() message: RpcMessage<typeof CreditSubjects.authorizeCharge>) {
    return this.ledger.authorizeCharge(message.body);
  }

  @RpcHandler(CreditSubjects.captureCharge)
  capture(@Payload() message: RpcMessage<typeof CreditSubjects.captureCharge>) {
    return this.ledger.captureCharge(message.body);
  }

  @RpcHandler(CreditSubjects.cancelCharge)
  cancel(@Payload() message: RpcMessage<typeof CreditSubjects.cancelCharge>) {
    return this.ledger.cancelCharge(message.body);
  }

  @RpcHandler(CreditSubjects.figures)
  figures(@Payload() message: RpcMessage<typeof CreditSubjects.figures>) {
    const body = message.body;
    return this.ledger.figures(body.merchant_id, body.customer_id);
  }

  @RpcHandler(CustomerSubjects.ledger)
  list(@Payload() message: RpcMessage<typeof CustomerSubjects.ledger>) {
    return this.ledger.list(message.principal, message.params.customer_id, message.query);
  }

  /** Operator: what credit counts as outstanding per customer, compared with billing by `reconcile`. */
  @RpcHandler(CustomerSubjects.operatorBalances)
  async balances(@Payload() message: RpcMessage<typeof CustomerSubjects.operatorBalances>): Promise<CustomerBalances>  {
    return { balances: await this.repository.outstandingByCustomer(message.body.merchant_id) };
  }
}
