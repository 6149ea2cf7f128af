import { Injectable } from '@nestjs/common';
import { EventData, merchantScope } from '@netline/contracts';
import { InjectLogger, TypedEvent } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { Customer } from '../customers/customer.entity';
import { CustomersRepository } from '../customers/customers.repository';
import { LedgerPostings, Movement } from './ledger-postings';
import { LedgerRepository } from './ledger.repository';

/**
 * The events credit applies to its ledger (billing's invoice closes and credit notes, treasury's payments),
 * and billing's disputes, which keep an invoice out of the past-due hold while open.
 */
export const CREDIT_CONSUMED_EVENT_TYPES = [
  'invoice.voided',
  'invoice.canceled',
  'credit_note.applied',
  'credit_note.voided',
  'payment.paid',
  'payment.reversed',
  'invoice.dispute_opened',
  'invoice.dispute_resolved',
] as const;
export type CreditConsumedEventType = (typeof CREDIT_CONSUMED_EVENT_TYPES)[number];

/**
 * Billing's and treasury's events applied to the ledger, inside the consumer's inbox transaction (so each
 * counts exactly once): voids, cancels and credit notes lower or restore what an invoice owes, payments
 * lower the balance or add unapplied payments, and reversals undo exactly what a payment did.
 */
@Injectable()
export class LedgerEventsService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly customers: CustomersRepository,
    private readonly postings: LedgerPostings,
    private readonly clock: MerchantClock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  /** Applies one validated event of billing or treasury (the consumer kit parsed it against the catalogue). */
  async applyEvent(event: TypedEvent<CreditConsumedEventType>, manager: EntityManager): Promise<void> {
    const now = await this.clock.now(event.merchant_id);
    const customer = await this.customers.findForUpdate(manager, merchantScope(event.merchant_id), event.data.customer_id);
    if (!customer) {
      // Another service's event about a customer credit does not know: nothing here can change that.
      this.logger.warn({ event_id: event.id, type: event.type, customer_id: event.data.customer_id }, 'event for an unknown customer ignored');
      return;
    }
    switch (event.type) {
      case 'invoice.voided':
      case 'invoice.canceled':
        return this.closeInvoice(manager, customer, event.data, event.type, now);
      case 'credit_note.applied':
        return this.applyCreditNote(manager, customer, event.data, now);
      case 'credit_note.voided':
        return this.voidCreditNote(manager, customer, event.data, now);
      case 'payment.paid':
        return this.applyPayment(manager, customer, event.data, now);
      case 'payment.reversed':
        return this.reversePayment(manager, customer, event.data, now);
      case 'invoice.dispute_opened':
        return this.ledger.disputeOpened(manager, customer.merchantId, event.data, now);
      case 'invoice.dispute_resolved':
        return this.ledger.disputeClosed(manager, customer.merchantId, event.data, now);
    }
  }

  /** A void or cancel releases what is still outstanding on the invoice. */
  async closeInvoice(
    manager: EntityManager,
    customer: Customer,
    data: EventData<'invoice.voided' | 'invoice.canceled'>,
    type: 'invoice.voided' | 'invoice.canceled',
    now: Date,
  ): Promise<void> {
    const open = await this.ledger.findReceivable(manager, customer.merchantId, data.id);
    if (!open || open.customerId !== customer.id) return;
    const kind = type === 'invoice.voided' ? 'invoice_voided' : 'invoice_canceled';
    await this.postings.reduceReceivable(manager, customer, open, open.amountOutstanding, now, {
      kind,
      idempotencyKey: `${kind}:${data.id}`,
      reference: data.id,
    });
  }

  /** A credit note lowers what is owed on its invoice, never below zero. */
  async applyCreditNote(manager: EntityManager, customer: Customer, data: EventData<'credit_note.applied' | 'credit_note.voided'>, now: Date): Promise<void> {
    const open = await this.ledger.findReceivable(manager, customer.merchantId, data.invoice_id);
    const owed = open && open.customerId === customer.id ? open.amountOutstanding : 0;
    const applied = Math.min(data.amount, owed);
    const movement: Movement = {
      kind: 'credit_note_applied',
      idempotencyKey: `credit_note:${data.id}`,
      reference: data.id,
      invoiceId: data.invoice_id,
      amount: applied,
    };
    if (open && applied > 0) await this.postings.reduceReceivable(manager, customer, open, applied, now, movement);
    else await this.postings.post(manager, customer, now, movement);
  }

  /** A voided credit note undoes what it lowered: the invoice is owed again, the balance rises back. */
  async voidCreditNote(manager: EntityManager, customer: Customer, data: EventData<'credit_note.applied' | 'credit_note.voided'>, now: Date): Promise<void> {
    const applied = await this.ledger.movementsOf(manager, customer.merchantId, data.id, 'credit_note_applied');
    for (const entry of applied.filter((row) => row.customerId === customer.id)) {
      const inserted = await this.postings.post(manager, customer, now, {
        kind: 'credit_note_voided',
        idempotencyKey: `credit_note_voided:${entry.id}`,
        reference: data.id,
        invoiceId: entry.invoiceId,
        amount: entry.amount,
        balanceChange: -entry.balanceChange,
      });
      if (inserted && entry.invoiceId && entry.balanceChange !== 0) {
        const open = await this.ledger.findReceivable(manager, customer.merchantId, entry.invoiceId);
        if (open) await this.ledger.setOutstanding(manager, customer.merchantId, open.invoiceId, open.amountOutstanding - entry.balanceChange, now);
      }
    }
  }

  /**
   * A settled payment raises available credit by its amount: what it pays on reserved invoices lowers
   * the balance (up to what each still owes), the rest is held as unapplied payments.
   */
  async applyPayment(manager: EntityManager, customer: Customer, data: EventData<'payment.paid'>, now: Date): Promise<void> {
    let remaining = data.amount;
    for (const link of data.applied) {
      const open = await this.ledger.findReceivable(manager, customer.merchantId, link.invoice_id);
      if (!open || open.customerId !== customer.id) continue;
      const applied = Math.min(link.amount, open.amountOutstanding, remaining);
      if (applied === 0) continue;
      const reduced = await this.postings.reduceReceivable(manager, customer, open, applied, now, {
        kind: 'payment_received',
        idempotencyKey: `payment:${data.id}:${link.invoice_id}`,
        reference: data.id,
      });
      if (reduced) remaining -= applied;
    }
    if (remaining > 0) {
      await this.postings.post(manager, customer, now, {
        kind: 'payment_received',
        idempotencyKey: `payment:${data.id}:unapplied`,
        reference: data.id,
        amount: remaining,
        unappliedChange: remaining,
      });
    }
  }

  /** A reversed payment undoes exactly what its receipt did, invoice by invoice. */
  async reversePayment(manager: EntityManager, customer: Customer, data: EventData<'payment.reversed'>, now: Date): Promise<void> {
    const received = await this.ledger.movementsOf(manager, customer.merchantId, data.id, 'payment_received');
    for (const entry of received.filter((row) => row.customerId === customer.id)) {
      const inserted = await this.postings.post(manager, customer, now, {
        kind: 'payment_reversed',
        idempotencyKey: `payment_reversed:${entry.id}`,
        reference: data.id,
        invoiceId: entry.invoiceId,
        amount: entry.amount,
        balanceChange: -entry.balanceChange,
        unappliedChange: -entry.unappliedChange,
      });
      if (inserted && entry.invoiceId && entry.balanceChange !== 0) {
        const open = await this.ledger.findReceivable(manager, customer.merchantId, entry.invoiceId);
        if (open) await this.ledger.setOutstanding(manager, customer.merchantId, open.invoiceId, open.amountOutstanding - entry.balanceChange, now);
      }
    }
  }
}
