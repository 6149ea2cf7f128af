import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PaymentSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { OnlinePayments } from './online-payments.service';
import { SandboxOnlyError } from '../sandbox-only.error';
import { PaymentsService } from './payments.service';
import { UnbookedPayments } from './unbooked-payments.service';

/** NATS handlers: the merchant API, the sandbox bank, billing's payment page, and the operator's payment commands. */
@Controller()
export class PaymentsHandler {
  constructor(
    private readonly payments: PaymentsService,
    private readonly clock: MerchantClock,
    private readonly unbooked: UnbookedPayments,
    private readonly online: OnlinePayments,
  ) {}

  @RpcHandler(PaymentSubjects.list)
  list(@Payload() message: RpcMessage<typeof PaymentSubjects.list>) {
    return this.payments.listFor(message.principal, message.query);
  }

  @RpcHandler(PaymentSubjects.get)
  get(@Payload() message: RpcMessage<typeof PaymentSubjects.get>) {
    return this.payments.getFor(message.principal, message.params.payment_id);
  }

  /** Partners API: a payment the payee received, forwarded for one invoice. */
  @RpcHandler(PaymentSubjects.create)
  create(@Payload() message: RpcMessage<typeof PaymentSubjects.create>) {
    return this.payments.recordForwarded(message.principal, message.body);
  }

  @RpcHandler(PaymentSubjects.sandboxCreate)
  sandboxCreate(@Payload() message: RpcMessage<typeof PaymentSubjects.sandboxCreate>) {
    if (!this.clock.adjustable) throw new SandboxOnlyError();
    return this.payments.recordFor(message.principal, message.body);
  }

  @RpcHandler(PaymentSubjects.sandboxStatus)
  sandboxStatus(@Payload() message: RpcMessage<typeof PaymentSubjects.sandboxStatus>) {
    if (!this.clock.adjustable) throw new SandboxOnlyError();
    return this.payments.setStatusFor(message.principal, message.params.payment_id, message.body);
  }

  /** Billing's payment page: what online payment offers, and the buyer's payment through the provider. */
  @RpcHandler(PaymentSubjects.onlineOptions)
  onlineOptions() {
    return this.online.options();
  }

  @RpcHandler(PaymentSubjects.online)
  payOnline(@Payload() message: RpcMessage<typeof PaymentSubjects.online>) {
    return this.online.pay(message.body);
  }

  @RpcHandler(PaymentSubjects.onlineSubmission)
  onlineSubmission(@Payload() message: RpcMessage<typeof PaymentSubjects.onlineSubmission>) {
    return this.online.submission(message.body.merchant_id, message.body.idempotency_key);
  }

  @RpcHandler(PaymentSubjects.operatorRecord)
  operatorRecord(@Payload() message: RpcMessage<typeof PaymentSubjects.operatorRecord>) {
    const { merchant_id, ...input } = message.body;
    return this.payments.record(merchant_id, input, 'admin_user');
  }

  /** Operator: settle now the payments billing applied but treasury never booked. */
  @RpcHandler(PaymentSubjects.operatorCompleteUnbooked)
  completeUnbooked() {
    return this.unbooked.sweep();
  }

  @RpcHandler(PaymentSubjects.operatorStatus)
  operatorStatus(@Payload() message: RpcMessage<typeof PaymentSubjects.operatorStatus>) {
    const { merchant_id, payment_id, ...request } = message.body;
    return this.payments.setStatus(merchant_id, payment_id, request);
  }
}
