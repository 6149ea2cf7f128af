import { Injectable } from '@nestjs/common';
import { EventData, EventType } from '@netline/contracts';
import { OnDomainEventBatch, TypedEvent } from '@netline/messaging';
import { EntityManager } from 'typeorm';

/** The envelope facts a projection step needs besides `data`. */
export interface EventContext {
  merchantId: string;
  occurredAt: Date;
}

/** The event types insights applies; every other type on its streams is skipped. */
export const APPLIED_EVENTS = [
  'invoice.created',
  'invoice.sent',
  'invoice.balance_updated',
  'invoice.due_date_updated',
  'invoice.voided',
  'invoice.canceled',
  'credit_note.applied',
  'credit_note.voided',
  'payment.paid',
  'payment.reversed',
  'clock.advanced',
] as const satisfies readonly EventType[];
type AppliedEvent = (typeof APPLIED_EVENTS)[number];

/** The invoice whose balance, due date or state an event changes; null for the others. */
function invoiceOf(event: TypedEvent<AppliedEvent>): string | null {
  switch (event.type) {
    case 'invoice.created':
    case 'invoice.sent':
    case 'invoice.balance_updated':
    case 'invoice.due_date_updated':
    case 'invoice.voided':
    case 'invoice.canceled':
      return event.data.id;
    default:
      return null;
  }
}

/** The customer whose figures (`receivable_customers`, `customer_totals`) an event changes; null for the clock. */
function customerOf(event: TypedEvent<AppliedEvent>): string | null {
  return event.type === 'clock.advanced' ? null : event.data.customer_id;
}

/** The invoices the events change, by merchant, each once. */
function invoicesByMerchant(events: Array<TypedEvent<AppliedEvent>>): Map<string, string[]> {
  const touched = new Map<string, Set<string>>();
  for (const event of events) {
    const invoiceId = invoiceOf(event);
    if (invoiceId === null) continue;
    let ids = touched.get(event.merchant_id);
    if (!ids) touched.set(event.merchant_id, (ids = new Set()));
    ids.add(invoiceId);
  }
  return new Map([...touched].map(([merchantId, ids]) => [merchantId, [...ids]]));
}

/**
 * The receivables projection: what insights keeps from billing's, treasury's and credit's events, one
 * method per event type taking the event's typed `data`. Every step runs inside the consumer's inbox
 * transaction (`manager`), so each event changes these tables exactly once.
 *
 * Balances are absolute (`invoice.balance_updated` carries the new balance), so a step only takes a
 * balance at least as recent as the one it holds (`balance_at`): an older entry redelivered late, or
 * reclaimed from a dead replica after a newer one was applied, cannot move a balance back. Payment and
 * credit-note totals are sums, which the inbox keeps from counting twice.
 *
 * Each balance and due date is also kept with the time it took effect (`receivable_balance_history`,
 * `receivable_due_history`, keyed by invoice and time), for the ageing history: a fact is a fact whatever
 * order it arrives in, and the one in effect at a moment is the latest at or before it.
 */
@Injectable()
export class ReceivablesProjection {
  /**
   * The consumer's handler: a read batch of events in one inbox transaction (one multi-row inbox insert
   * and one commit for the batch), each applied in stream order. Every step is plain idempotent SQL, so a
   * batch that fails is re-applied entry by entry by the kit. The kit acknowledges every type not listed
   * here without calling this.
   */
  @OnDomainEventBatch(...APPLIED_EVENTS)
  async applyAll(events: Array<TypedEvent<AppliedEvent>>, manager: EntityManager): Promise<void> {
    // The ageing history's day sums follow the invoices the batch touches: what they contributed before
    // its steps is taken away and what they contribute after is added (`aging_day_sums_add`, migration
    // 1767300000000). Each of those invoices is locked first, until the batch commits (an advisory lock,
    // all in one order, which holds for an invoice not stored yet): two batches touching one invoice follow
    // each other, and the second takes away what the first left, not what both saw before.
    // The customers whose figures the batch changes are locked in the same order: their rows in
    // `receivable_customers` are updated statement by statement, so two batches sharing two customers
    // could otherwise take those rows in opposite orders and deadlock.
    const touched = invoicesByMerchant(events);
    const locks = new Set([...touched.values()].flat().map((id) => `aging ${id}`));
    for (const event of events) {
      const customerId = customerOf(event);
      if (customerId !== null) locks.add(`customer ${event.merchant_id} ${customerId}`);
    }
    if (locks.size > 0) {
      await manager.query('SELECT pg_advisory_xact_lock(hashtextextended(key, 0)) FROM unnest($1::text[]) AS lock (key) ORDER BY key', [[...locks]]);
    }
    for (const [merchantId, ids] of touched) await manager.query('SELECT aging_day_sums_add($1, $2::text[], -1)', [merchantId, ids]);
    for (const event of events) await this.step(event, manager);
    for (const [merchantId, ids] of touched) await manager.query('SELECT aging_day_sums_add($1, $2::text[], 1)', [merchantId, ids]);
  }

  /** One event, as a batch of one. */
  async apply(event: TypedEvent<AppliedEvent>, manager: EntityManager): Promise<void> {
    await this.applyAll([event], manager);
  }

  /**
   * Dispatches an event to its step (the switch narrows `data` to the event's schema). The consumer kit
   * (reports.module.ts) has validated it against the catalogue already, dead-lettering one that fails.
   */
  private async step(event: TypedEvent<AppliedEvent>, manager: EntityManager): Promise<void> {
    const context: EventContext = { merchantId: event.merchant_id, occurredAt: new Date(event.occurred_at) };
    switch (event.type) {
      case 'invoice.created':
        return this.invoiceCreated(event.data, context, manager);
      case 'invoice.sent':
        return this.invoiceSent(event.data, context, manager);
      case 'invoice.balance_updated':
        return this.invoiceBalanceUpdated(event.data, context, manager);
      case 'invoice.due_date_updated':
        return this.invoiceDueDateUpdated(event.data, context, manager);
      case 'invoice.voided':
      case 'invoice.canceled':
        return this.invoiceClosed(event.data, context, manager);
      case 'credit_note.applied':
        return this.creditNote(event.data, 1, context, manager);
      case 'credit_note.voided':
        return this.creditNote(event.data, -1, context, manager);
      case 'payment.paid':
        return this.payment(event.data, 1, context, manager);
      case 'payment.reversed':
        return this.payment(event.data, -1, context, manager);
      case 'clock.advanced':
        return this.clockAdvanced(event.data, context, manager);
    }
  }

  /** A draft: known to the customer totals only once sent, but its balance is tracked from the start. */
  async invoiceCreated(data: EventData<'invoice.created'>, context: EventContext, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, now())
       ON CONFLICT (id) DO NOTHING`,
      [data.id, context.merchantId, data.customer_id, data.amount, context.occurredAt],
    );
    await this.balanceFact(manager, data.id, context, data.amount, 'keep');
  }

  /**
   * Sent: the amount becomes a credit sale and the balance a receivable due at `due_at`. Sending changes
   * no balance: the one held stays; the amount is the balance only of an invoice whose creation was not seen.
   */
  async invoiceSent(data: EventData<'invoice.sent'>, context: EventContext, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, sent_at, due_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, $5, $6, now())
       ON CONFLICT (id) DO UPDATE SET
         customer_id = EXCLUDED.customer_id,
         amount = EXCLUDED.amount,
         sent_at = EXCLUDED.sent_at,
         -- A due date already held can only come from a later invoice.due_date_updated.
         due_at = COALESCE(receivable_invoices.due_at, EXCLUDED.due_at),
         updated_at = now()`,
      [data.id, context.merchantId, data.customer_id, data.amount, context.occurredAt, data.due_at ?? null],
    );
    // The amount is the balance from now on only when no balance of the invoice is known (its creation unseen).
    await manager.query(
      `INSERT INTO receivable_balance_history (invoice_id, merchant_id, at, amount_balance)
       SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM receivable_balance_history WHERE invoice_id = $1)
       ON CONFLICT (invoice_id, at) DO NOTHING`,
      [data.id, context.merchantId, context.occurredAt, data.amount],
    );
    // A due date held at the same moment can only come from an invoice.due_date_updated, which follows.
    if (data.due_at) await this.dueDateFact(manager, data.id, context, new Date(data.due_at), 'keep');
  }

  async invoiceBalanceUpdated(data: EventData<'invoice.balance_updated'>, context: EventContext, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, updated_at)
       VALUES ($1, $2, $3, $4, $4, $5, now())
       ON CONFLICT (id) DO UPDATE SET
         customer_id = EXCLUDED.customer_id,
         amount_balance = EXCLUDED.amount_balance,
         balance_at = EXCLUDED.balance_at,
         updated_at = now()
       WHERE receivable_invoices.balance_at <= EXCLUDED.balance_at`,
      [data.id, context.merchantId, data.customer_id, data.amount_balance, context.occurredAt],
    );
    await this.balanceFact(manager, data.id, context, data.amount_balance, 'replace');
  }

  async invoiceDueDateUpdated(data: EventData<'invoice.due_date_updated'>, context: EventContext, manager: EntityManager): Promise<void> {
    await manager.query(`UPDATE receivable_invoices SET due_at = $3, updated_at = now() WHERE id = $1 AND merchant_id = $2`, [
      data.id,
      context.merchantId,
      new Date(data.due_at),
    ]);
    await this.dueDateFact(manager, data.id, context, new Date(data.due_at), 'replace');
  }

  /** Voided or canceled: no longer a receivable, whatever balance arrives after. */
  async invoiceClosed(data: EventData<'invoice.voided'>, context: EventContext, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO receivable_invoices (id, merchant_id, customer_id, amount, amount_balance, balance_at, closed_at, updated_at)
       VALUES ($1, $2, $3, 0, 0, $4, $4, now())
       ON CONFLICT (id) DO UPDATE SET closed_at = EXCLUDED.closed_at, updated_at = now()`,
      [data.id, context.merchantId, data.customer_id, context.occurredAt],
    );
  }

  async creditNote(data: EventData<'credit_note.applied'>, sign: 1 | -1, context: EventContext, manager: EntityManager): Promise<void> {
    await this.addToCustomer(manager, context.merchantId, data.customer_id, { credited: sign * data.amount });
  }

  async payment(data: EventData<'payment.paid'>, sign: 1 | -1, context: EventContext, manager: EntityManager): Promise<void> {
    await this.addToCustomer(manager, context.merchantId, data.customer_id, { paid: sign * data.amount });
  }

  /** The merchant's clock as last announced; reports never age at an earlier time than this. */
  async clockAdvanced(data: EventData<'clock.advanced'>, context: EventContext, manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO merchant_clocks (merchant_id, now, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (merchant_id) DO UPDATE SET now = GREATEST(merchant_clocks.now, EXCLUDED.now), updated_at = now()`,
      [context.merchantId, new Date(data.now)],
    );
  }

  /**
   * An invoice's balance from `occurredAt` on. Two facts of one moment: a creation keeps the one held, a
   * balance update replaces it (the later applied wins, as `balance_at` decides for the current balance).
   */
  private async balanceFact(manager: EntityManager, invoiceId: string, context: EventContext, cents: number, tie: 'keep' | 'replace'): Promise<void> {
    await manager.query(
      `INSERT INTO receivable_balance_history (invoice_id, merchant_id, at, amount_balance) VALUES ($1, $2, $3, $4)
       ON CONFLICT (invoice_id, at) DO ${tie === 'keep' ? 'NOTHING' : 'UPDATE SET amount_balance = EXCLUDED.amount_balance'}`,
      [invoiceId, context.merchantId, context.occurredAt, cents],
    );
  }

  /** An invoice's due date from `occurredAt` on (ties as for balances). */
  private async dueDateFact(manager: EntityManager, invoiceId: string, context: EventContext, dueAt: Date, tie: 'keep' | 'replace'): Promise<void> {
    await manager.query(
      `INSERT INTO receivable_due_history (invoice_id, merchant_id, at, due_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (invoice_id, at) DO ${tie === 'keep' ? 'NOTHING' : 'UPDATE SET due_at = EXCLUDED.due_at'}`,
      [invoiceId, context.merchantId, context.occurredAt, dueAt],
    );
  }

  private async addToCustomer(manager: EntityManager, merchantId: string, customerId: string, change: { paid?: number; credited?: number }): Promise<void> {
    await manager.query(
      `INSERT INTO customer_totals (merchant_id, customer_id, paid, credited, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (merchant_id, customer_id) DO UPDATE SET
         paid = customer_totals.paid + EXCLUDED.paid, credited = customer_totals.credited + EXCLUDED.credited, updated_at = now()`,
      [merchantId, customerId, change.paid ?? 0, change.credited ?? 0],
    );
  }
}
