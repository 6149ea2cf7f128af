import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { CreditSubjects, CustomerBalances, CustomerSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { LedgerQueriesService } from './ledger-queries.service';
import { ReservationsService } from './reservations.service';

/** The ledger's NATS API (billing, treasury) and the merchant API's ledger list. */
@Controller()
export class LedgerHandler {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly queries: LedgerQueriesService,
  ) {}

  @RpcHandler(CreditSubjects.reserve)
  reserve(@Payload() message: RpcMessage<typeof CreditSubjects.reserve>) {
    return this.reservations.reserve(message.body);
  }

  @RpcHandler(CreditSubjects.release)
  release(@Payload() message: RpcMessage<typeof CreditSubjects.release>) {
    return this.reservations.release(message.body);
  }

  @RpcHandler(CreditSubjects.enlarge)
  enlarge(@Payload() message: RpcMessage<typeof CreditSubjects.enlarge>) {
    return this.reservations.enlarge(message.body);
  }

  @RpcHandler(CreditSubjects.authorizeCharge)
  authorize(@Payload() message: RpcMessage<typeof CreditSubjects.authorizeCharge>) {
    return this.reservations.authorizeCharge(message.body);
  }

  @RpcHandler(CreditSubjects.captureCharge)
  capture(@Payload() message: RpcMessage<typeof CreditSubjects.captureCharge>) {
    return this.reservations.captureCharge(message.body);
  }

  @RpcHandler(CreditSubjects.cancelCharge)
  cancel(@Payload() message: RpcMessage<typeof CreditSubjects.cancelCharge>) {
    return this.reservations.cancelCharge(message.body);
  }

  @RpcHandler(CreditSubjects.figures)
  figures(@Payload() message: RpcMessage<typeof CreditSubjects.figures>) {
    const body = message.body;
    return this.queries.figures(body.merchant_id, body.customer_id);
  }

  @RpcHandler(CreditSubjects.unappliedPayments)
  unappliedPayments(@Payload() message: RpcMessage<typeof CreditSubjects.unappliedPayments>) {
    return this.queries.unappliedPayments(message.body.merchant_id, message.body.customer_ids);
  }

  @RpcHandler(CustomerSubjects.ledger)
  list(@Payload() message: RpcMessage<typeof CustomerSubjects.ledger>) {
    return this.queries.list(message.principal, message.params.customer_id, message.query);
  }

  /** Operator: what credit counts as outstanding per customer, compared with billing by `reconcile`. */
  @RpcHandler(CustomerSubjects.operatorBalances)
  balances(@Payload() message: RpcMessage<typeof CustomerSubjects.operatorBalances>): Promise<CustomerBalances> {
    return this.queries.balances(message.body);
  }
}
