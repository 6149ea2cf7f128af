import { Inject, Injectable } from '@nestjs/common';
import { redisKey } from '@netline/config';
import {
  ONLINE_METHOD_RECORDED_AS,
  OnlinePaymentOptions,
  OnlinePaymentReply,
  OnlinePaymentRequest,
  OnlinePaymentSubmission,
  toDollars,
} from '@netline/contracts';
import { CONFIG, InjectLogger, REDIS } from '@netline/messaging';
import { Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { Counter, Registry } from 'prom-client';
import { TreasuryConfig } from '../config';
import { PeersClient } from '../peers.client';
import { OnlinePaymentRefusedError, OnlinePaymentsUnavailableError, TooManyDeclinesError } from './payment.errors';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { PAYMENT_PROVIDER, PaymentProvider } from './provider/payment-provider';
import { presentPayment } from './payment.presenter';

/** How long an invoice's declines count against ONLINE_PAYMENT_MAX_DECLINES. */
const DECLINE_WINDOW_MS = 60 * 60_000;

/**
 * Online payment of an invoice from its payment page. Billing has checked the page's token, the form and
 * that the invoice can take the amount; treasury then, in order:
 *
 * 1. answers the payment an earlier submission with the same idempotency key made (a double click, a
 *    resubmitted page), so one form pays once;
 * 2. refuses when no provider is configured, or when the invoice already had ONLINE_PAYMENT_MAX_DECLINES
 *    declines within the hour (card testing) — before the provider is asked;
 * 3. checks the customer and the invoice as any payment's link is checked (credit's 404, billing's 404,
 *    sent, open, the amount at most what the invoice can still take);
 * 4. asks the provider to take the money, with the idempotency key; a decline records nothing and counts
 *    against the invoice's declines;
 * 5. records the payment in the payments table like any other (`source: payment_gateway`, the method,
 *    the provider and its reference) and moves it to `paid` in the same transaction, through the
 *    ordinary path: billing decides what applies, forwarding and unapplied money are booked, and
 *    `payment.created`, `payment.status_changed` and `payment.paid` are written (webhooks, billing's
 *    balance and receipt, credit's available credit follow from them).
 *
 * The provider is asked outside any database transaction; if recording fails after it took the money,
 * the same submission sent again gets the same charge back from the provider (idempotent by key) and
 * records it then.
 */
@Injectable()
export class OnlinePayments {
  private readonly outcomes: Counter<'outcome'>;

  constructor(
    private readonly payments: PaymentsService,
    private readonly repository: PaymentsRepository,
    private readonly peers: PeersClient,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider | null,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: TreasuryConfig,
    @InjectLogger() private readonly logger: Logger,
    metrics: Registry,
  ) {
    this.outcomes = new Counter({
      name: 'treasury_online_payments_total',
      help: 'Online payments from invoice payment pages, by outcome (paid, processing, declined, replayed, refused)',
      labelNames: ['outcome'],
      registers: [metrics],
    });
  }

  options(): OnlinePaymentOptions {
    if (!this.provider) return { provider: null, methods: [], test_values: [] };
    return { provider: this.provider.name, methods: [...this.provider.methods], test_values: [...this.provider.testValues] };
  }

  async submission(merchantId: string, key: string): Promise<OnlinePaymentSubmission> {
    const payment = await this.repository.findByIdempotencyKey(merchantId, key);
    return { payment: payment ? presentPayment(payment, await this.repository.links(merchantId, [payment.id])) : null };
  }

  async pay(request: OnlinePaymentRequest): Promise<OnlinePaymentReply> {
    const merchantId = request.merchant_id;
    const earlier = await this.repository.findByIdempotencyKey(merchantId, request.idempotency_key);
    if (earlier) {
      this.outcomes.inc({ outcome: 'replayed' });
      return { outcome: 'paid', payment: presentPayment(earlier, await this.repository.links(merchantId, [earlier.id])), replayed: true };
    }
    const provider = this.provider;
    if (!provider) throw new OnlinePaymentsUnavailableError();
    if (!provider.methods.includes(request.instrument.method)) throw new OnlinePaymentsUnavailableError(request.instrument.method);
    const declinesKey = redisKey(this.config, `online-declines:${merchantId}:${request.invoice_id}`);
    const max = this.config.ONLINE_PAYMENT_MAX_DECLINES;
    if (max > 0 && Number((await this.redis.get(declinesKey)) ?? 0) >= max) {
      this.outcomes.inc({ outcome: 'refused' });
      throw new TooManyDeclinesError(Math.max(1, Math.ceil((await this.redis.pttl(declinesKey)) / 60_000)));
    }

    // The customer exists (credit's 404) and the invoice can take the amount, as for any payment's link.
    await this.peers.customerFigures(merchantId, request.customer_id);
    const room = await this.payments.invoiceRoom(merchantId, request.customer_id, request.invoice_id);
    const problem =
      room.problem ?? (request.amount > room.amount ? `${toDollars(request.amount)} is more than its balance of ${toDollars(room.amount)}` : null);
    if (problem) {
      this.outcomes.inc({ outcome: 'refused' });
      throw new OnlinePaymentRefusedError(`invoice ${room.invoice.number} ${problem}`);
    }

    const charge = await provider.charge({
      amount: request.amount,
      currency: request.currency,
      instrument: request.instrument,
      description: request.description,
      idempotency_key: request.idempotency_key,
      metadata: { merchant_id: merchantId, customer_id: request.customer_id, invoice_id: request.invoice_id },
    });
    if (charge.status === 'declined') {
      // The window opens with the first decline (SET NX), and the count ends with it.
      await this.redis.multi().set(declinesKey, 0, 'PX', DECLINE_WINDOW_MS, 'NX').incr(declinesKey).exec();
      this.outcomes.inc({ outcome: 'declined' });
      this.logger.info(
        { merchant_id: merchantId, invoice_id: request.invoice_id, method: request.instrument.method, decline_code: charge.decline_code },
        'online payment declined by the provider; nothing recorded',
      );
      return { outcome: 'declined', decline_code: charge.decline_code, message: charge.message };
    }
    const recorded = await this.payments.recordOnline({
      merchantId,
      customerId: request.customer_id,
      invoice: room.invoice,
      amount: request.amount,
      method: ONLINE_METHOD_RECORDED_AS[request.instrument.method],
      provider: provider.name,
      providerReference: charge.provider_reference,
      idempotencyKey: request.idempotency_key,
      status: charge.status === 'succeeded' ? 'paid' : 'in_transit',
    });
    this.outcomes.inc({ outcome: recorded.replayed ? 'replayed' : charge.status === 'succeeded' ? 'paid' : 'processing' });
    return { outcome: 'paid', ...recorded };
  }
}
