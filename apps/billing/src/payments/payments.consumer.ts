import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  BILLING_CONSUMED_STREAMS,
  BILLING_CONSUMER_GROUP,
  CreditConsumedEvents,
  DomainEvent,
  PaymentApplication,
  PaymentPaidData,
  PaymentReversedData,
} from '@netline/contracts';
import { redisKey } from '@netline/config';
import { CONFIG, createRedis, InjectLogger, OutboxRelay, OutboxWriter, StreamConsumer } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { DataSource, EntityManager } from 'typeorm';
import { balanceUpdated } from '../billing-events';
import { BillingConfig } from '../config';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { PaymentApplicationsRepository } from './payment-applications.repository';
import { PaymentApplications } from './payment-applications.service';

/**
 * Applies treasury's settled payments to invoices: reads `events:treasury` in the `billing` consumer
 * group; each event is applied in the inbox transaction (exactly once), under each invoice's row lock.
 * `payment.paid` raises `amount_paid` by what it applies to each invoice (never beyond the balance; the
 * excess stays treasury's unapplied money) and records what it applied; `payment.reversed` takes back
 * exactly those recorded amounts, so a capped application is never over-reversed into another payment.
 * Each invoice whose balance moved emits `invoice.balance_updated` through the outbox in that transaction.
 */
@Injectable()
export class PaymentsConsumer implements OnApplicationBootstrap, OnApplicationShutdown {
  private consumer?: StreamConsumer;
  private redis?: Redis;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly applications: PaymentApplicationsRepository,
    private readonly paymentApplications: PaymentApplications,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly clock: MerchantClock,
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: BillingConfig,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.BILLING_CONSUME_EVENTS) return;
    // XREADGROUP BLOCK holds its connection, so the consumer gets one of its own.
    this.redis = createRedis(this.config.REDIS_URL, 'netline-billing-consumer', { role: 'blocking' });
    this.consumer = new StreamConsumer(
      this.redis,
      this.dataSource,
      { handle: (event, manager) => this.apply(event, manager), afterCommit: async () => this.relay.kick() },
      this.logger,
      {
        streams: BILLING_CONSUMED_STREAMS.map((stream) => redisKey(this.config, stream)),
        group: BILLING_CONSUMER_GROUP,
        consumer: `billing-${hostname()}-${process.pid}`,
      },
    );
    await this.consumer.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.consumer?.stop();
    this.redis?.disconnect();
  }

  async apply(event: DomainEvent, manager: EntityManager): Promise<void> {
    if (event.type === CreditConsumedEvents.paymentPaid) {
      const data = event.data as unknown as PaymentPaidData;
      await this.applyPayment(manager, event, data.id, data.customer_id, data.applied ?? []);
    } else if (event.type === CreditConsumedEvents.paymentReversed) {
      const data = event.data as unknown as PaymentReversedData;
      await this.reversePayment(manager, event, data.id);
    }
  }

  private async applyPayment(manager: EntityManager, event: DomainEvent, paymentId: string, customerId: string, links: PaymentApplication[]): Promise<void> {
    // Treasury asks billing to decide when the payment is paid (PaymentApplications): the event then
    // only reports that decision. A payment billing never decided (paid before that existed) is applied here.
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`payment-application:${event.merchant_id}:${paymentId}`]);
    // Treasury's payment.paid is written with its booking: from here on the decision is booked.
    if (await this.applications.decided(manager, event.merchant_id, paymentId)) {
      await this.applications.markBooked(manager, event.merchant_id, paymentId, await this.clock.now(event.merchant_id));
      return;
    }
    await this.applications.markDecided(manager, event.merchant_id, paymentId, await this.clock.now(event.merchant_id), true);
    const now = await this.clock.now(event.merchant_id);
    // A fixed order of row locks, so two payments over the same invoices cannot deadlock.
    for (const link of [...links].sort((a, b) => a.invoice_id.localeCompare(b.invoice_id))) {
      const amount = Number.isSafeInteger(link.amount) ? link.amount : 0;
      const invoice = await this.invoices.findForUpdate(manager, event.merchant_id, link.invoice_id);
      if (!invoice || invoice.customerId !== customerId) {
        this.logger.warn({ event_id: event.id, invoice_id: link.invoice_id }, 'payment names an invoice billing does not hold for that customer; skipped');
        continue;
      }
      const applied = invoice.applyPayment(amount, now);
      if (applied === 0) continue;
      if (applied < amount) {
        this.logger.warn({ event_id: event.id, invoice_id: invoice.id, requested: amount, applied }, 'payment capped at the invoice balance');
      }
      await this.applications.record(manager, event.merchant_id, paymentId, invoice.id, applied, now);
      await this.invoices.save(manager, invoice);
      await this.outbox.append(manager, balanceUpdated(invoice));
    }
  }

  private async reversePayment(manager: EntityManager, event: DomainEvent, paymentId: string): Promise<void> {
    await this.paymentApplications.reverse(manager, event.merchant_id, paymentId, (events) => this.outbox.append(manager, events));
  }
}
