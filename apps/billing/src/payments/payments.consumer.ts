import { Injectable } from '@nestjs/common';
import { EventData } from '@netline/contracts';
import { AfterDomainEventsCommit, InjectLogger, OnDomainEvent, OutboxWriter, TypedEvent } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { lockForTransaction, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { balanceUpdated } from '../billing-events';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { MailOutbox } from '../mail/mail-outbox.service';
import { PaymentApplicationsRepository } from './payment-applications.repository';
import { PaymentApplications } from './payment-applications.service';

/**
 * Applies treasury's settled payments to invoices: its handlers run in the `billing` consumer group
 * on `events:treasury` (hosted by the consumer kit, payments.module.ts); each event is applied in the inbox transaction (exactly once), under each invoice's row lock.
 * `payment.paid` raises `amount_paid` by what it applies to each invoice (never beyond the balance; the
 * excess stays treasury's unapplied money) and records what it applied; `payment.reversed` takes back
 * exactly those recorded amounts, so a capped application is never over-reversed into another payment.
 * Each invoice whose balance moved emits `invoice.balance_updated` through the outbox in that transaction.
 */
@Injectable()
export class PaymentsConsumer {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly applications: PaymentApplicationsRepository,
    private readonly paymentApplications: PaymentApplications,
    private readonly outbox: OutboxWriter,
    private readonly clock: MerchantClock,
    private readonly mail: MailOutbox,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  @OnDomainEvent('payment.paid')
  async onPaid(event: TypedEvent<'payment.paid'>, manager: EntityManager): Promise<void> {
    await this.applyPayment(manager, event, event.data.id, event.data.customer_id, event.data.applied);
    // The receipt, in this transaction: one per payment that applied something (docs/collections.md).
    if (await this.applications.appliesAnything(manager, event.merchant_id, event.data.id)) {
      const cause = {
        merchantId: event.merchant_id,
        cause: `receipt:${event.data.id}`,
        kind: 'receipt' as const,
        customerId: event.data.customer_id,
        paymentId: event.data.id,
      };
      await this.mail.enqueue(manager, cause, await this.clock.now(event.merchant_id));
    }
  }

  /** Receipts written in the batch just committed go out at once, not at the sender's next sweep. */
  @AfterDomainEventsCommit()
  async afterCommit(): Promise<void> {
    this.mail.queued();
  }

  @OnDomainEvent('payment.reversed')
  async onReversed(event: TypedEvent<'payment.reversed'>, manager: EntityManager): Promise<void> {
    await this.paymentApplications.reverse(manager, event.merchant_id, event.data.id, (events) => this.outbox.append(manager, events));
  }

  private async applyPayment(
    manager: EntityManager,
    event: TypedEvent<'payment.paid'>,
    paymentId: string,
    customerId: string,
    links: EventData<'payment.paid'>['applied'],
  ): Promise<void> {
    // Treasury asks billing to decide when the payment is paid (PaymentApplications): the event then
    // only reports that decision. A payment billing never decided (paid before that existed) is applied here.
    await lockForTransaction(manager, `payment-application:${event.merchant_id}:${paymentId}`);
    // Treasury's payment.paid is written with its booking: from here on the decision is booked.
    if (await this.applications.decided(manager, event.merchant_id, paymentId)) {
      await this.applications.markBooked(manager, event.merchant_id, paymentId, await this.clock.now(event.merchant_id));
      return;
    }
    await this.applications.markDecided(manager, event.merchant_id, paymentId, await this.clock.now(event.merchant_id), true);
    const now = await this.clock.now(event.merchant_id);
    // A fixed order of row locks, so two payments over the same invoices cannot deadlock.
    for (const link of [...links].sort((a, b) => a.invoice_id.localeCompare(b.invoice_id))) {
      const amount = link.amount;
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
}
