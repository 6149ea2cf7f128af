import { Injectable } from '@nestjs/common';
import { OnDomainEvent, OutboxWriter, TypedEvent } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { PayoutLedger } from '../payouts/payout-ledger.service';
import { TreasuryJobs } from './treasury-jobs.service';

/**
 * Treasury's handlers in the `treasury` consumer group on `events:billing` and `events:credit` (hosted by
 * the consumer kit, jobs.module.ts). Each event is applied in
 * the inbox transaction (a redelivery finds its inbox row and changes nothing), and every transaction it
 * books carries a unique source key besides, so even a re-sent copy with a new event id books nothing.
 *
 * - `invoice.advanced` → an `advance` transaction (gross = the advance, fee = the advance fee);
 * - `credit_note.applied` / `credit_note.voided` on an advanced invoice → a negative / positive
 *   `credit_note` transaction;
 * - `invoice.sent`, `charge.captured` → the merchant had activity this month (monthly fee);
 * - `clock.advanced` (sandbox) → the due jobs run at once at the merchant's new time.
 */
@Injectable()
export class TreasuryConsumer {
  constructor(
    private readonly ledger: PayoutLedger,
    private readonly jobs: TreasuryJobs,
    private readonly outbox: OutboxWriter,
    private readonly clock: MerchantClock,
  ) {}

  @OnDomainEvent('invoice.advanced')
  async onInvoiceAdvanced(event: TypedEvent<'invoice.advanced'>, manager: EntityManager): Promise<void> {
    const now = await this.clock.now(event.merchant_id);
    await this.ledger.bookAdvance(manager, event.merchant_id, event.data, now);
    await this.ledger.recordActivity(manager, event.merchant_id, now);
  }

  @OnDomainEvent('credit_note.applied', 'credit_note.voided')
  async onCreditNote(event: TypedEvent<'credit_note.applied' | 'credit_note.voided'>, manager: EntityManager): Promise<void> {
    if (!event.data.invoice_advanced) return;
    const direction = event.type === 'credit_note.applied' ? 'applied' : 'voided';
    await this.ledger.bookCreditNote(manager, event.merchant_id, event.data, direction, await this.clock.now(event.merchant_id));
  }

  @OnDomainEvent('invoice.sent', 'charge.captured')
  async onActivity(event: TypedEvent<'invoice.sent' | 'charge.captured'>, manager: EntityManager): Promise<void> {
    await this.ledger.recordActivity(manager, event.merchant_id, await this.clock.now(event.merchant_id));
  }

  @OnDomainEvent('clock.advanced')
  async onClockAdvanced(event: TypedEvent<'clock.advanced'>, manager: EntityManager): Promise<void> {
    // The catalogue validated `now` as an ISO date-time. The merchant's clock only moves forward; a late
    // copy of an older advance runs at the current time.
    const now = new Date(event.data.now);
    const current = await this.clock.now(event.merchant_id);
    await this.jobs.runForMerchant(manager, (events) => this.outbox.append(manager, events), event.merchant_id, current > now ? current : now);
  }
}
