import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PayoutSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { SandboxOnlyError } from '../sandbox-only.error';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';

/** NATS handlers: the merchant API, the sandbox bank and the operator's payout commands. */
@Controller()
export class PayoutsHandler {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly repository: PayoutsRepository,
    private readonly clock: MerchantClock,
  ) {}

  @RpcHandler(PayoutSubjects.list)
  list(@Payload() message: RpcMessage<typeof PayoutSubjects.list>) {
    return this.payouts.list(message.principal, message.query);
  }

  @RpcHandler(PayoutSubjects.get)
  get(@Payload() message: RpcMessage<typeof PayoutSubjects.get>) {
    return this.payouts.get(message.principal, message.params.payout_id);
  }

  @RpcHandler(PayoutSubjects.listTransactions)
  listTransactions(@Payload() message: RpcMessage<typeof PayoutSubjects.listTransactions>) {
    return this.payouts.listTransactions(message.principal, message.query);
  }

  @RpcHandler(PayoutSubjects.getTransaction)
  getTransaction(@Payload() message: RpcMessage<typeof PayoutSubjects.getTransaction>) {
    return this.payouts.getTransaction(message.principal, message.params.payout_transaction_id);
  }

  @RpcHandler(PayoutSubjects.sandboxRun)
  sandboxRun(@Payload() message: RpcMessage<typeof PayoutSubjects.sandboxRun>) {
    this.sandboxOnly();
    return this.payouts.runFor(message.principal);
  }

  @RpcHandler(PayoutSubjects.sandboxStatus)
  sandboxStatus(@Payload() message: RpcMessage<typeof PayoutSubjects.sandboxStatus>) {
    this.sandboxOnly();
    return this.payouts.setStatusFor(message.principal, message.params.payout_id, message.body.status);
  }

  @RpcHandler(PayoutSubjects.sandboxRetry)
  sandboxRetry(@Payload() message: RpcMessage<typeof PayoutSubjects.sandboxRetry>) {
    this.sandboxOnly();
    return this.payouts.retryFor(message.principal, message.params.payout_id);
  }

  @RpcHandler(PayoutSubjects.operatorStatus)
  operatorStatus(@Payload() message: RpcMessage<typeof PayoutSubjects.operatorStatus>) {
    const body = message.body;
    return this.payouts.setStatus(body.merchant_id, body.payout_id, body.status);
  }

  @RpcHandler(PayoutSubjects.operatorRetry)
  operatorRetry(@Payload() message: RpcMessage<typeof PayoutSubjects.operatorRetry>) {
    const body = message.body;
    return this.payouts.retry(body.merchant_id, body.payout_id);
  }

  /** Operator: build payouts now for one merchant, or for every merchant with unpaid-out transactions. */
  @RpcHandler(PayoutSubjects.operatorRun)
  async operatorRun(@Payload() message: RpcMessage<typeof PayoutSubjects.operatorRun>) {
    const body = message.body;
    const merchants = body.merchant_id ? [body.merchant_id] : (await this.repository.merchantsWithUnpaidOut()).sort();
    const payouts = [];
    for (const merchantId of merchants) payouts.push(...(await this.payouts.run(merchantId)).payouts.map((payout) => ({ merchant_id: merchantId, ...payout })));
    return { payouts };
  }

  private sandboxOnly(): void {
    if (!this.clock.adjustable) throw new SandboxOnlyError();
  }
}
