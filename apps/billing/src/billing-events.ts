import { DisputeSide, newEvent } from '@netline/contracts';
import { NewEvent } from '@netline/messaging';
import type { Dispute } from './disputes/dispute.entity';
import { Invoice } from './invoices/invoice.entity';
import type { PromiseToPay } from './promises/promise-to-pay.entity';

/** Records events in the current transaction's outbox (UnitOfWork's `emit`, or the consumer's writer). */
export type Emit = (events: NewEvent | NewEvent[]) => Promise<unknown>;

/**
 * Builders of every event billing writes to `events:billing`; each payload is checked against its schema
 * in the event catalogue (@netline/contracts, `EVENT_CATALOGUE`). Public events (`invoice.created`,
 * `invoice.balance_updated`) reach webhooks with `data.id` only; the other fields serve internal
 * consumers. Amounts are integer cents.
 */

/**
 * A partner's invoice names its sub-merchant: events about it (and its credit notes) carry
 * `sub_merchant_id`, which treasury keeps on payout transactions and webhooks send partners as
 * `data.merchant_id`.
 */
const seller = (invoice: Invoice) => (invoice.subMerchantId ? { sub_merchant_id: invoice.subMerchantId } : {});

export const invoiceCreated = (invoice: Invoice) =>
  newEvent(
    'invoice.created',
    invoice.merchantId,
    { id: invoice.id, customer_id: invoice.customerId, amount: invoice.amountDue, ...seller(invoice) },
    invoice.createdAt,
  );

export const balanceUpdated = (invoice: Invoice) =>
  newEvent(
    'invoice.balance_updated',
    invoice.merchantId,
    { id: invoice.id, customer_id: invoice.customerId, amount_balance: invoice.amountBalance, ...seller(invoice) },
    invoice.updatedAt,
  );

export const invoiceSent = (invoice: Invoice) =>
  newEvent(
    'invoice.sent',
    invoice.merchantId,
    {
      id: invoice.id,
      customer_id: invoice.customerId,
      number: invoice.number,
      amount: invoice.amountDue,
      advanced: invoice.advanced,
      ...(invoice.dueAt ? { due_at: invoice.dueAt.toISOString() } : {}),
      ...seller(invoice),
    },
    invoice.sentAt ?? undefined,
  );

/** A sent invoice's due date moved (new terms); consumers that age receivables re-bucket it. */
export const invoiceDueDateUpdated = (invoice: Invoice, dueAt: Date) =>
  newEvent(
    'invoice.due_date_updated',
    invoice.merchantId,
    { id: invoice.id, customer_id: invoice.customerId, due_at: dueAt.toISOString(), ...seller(invoice) },
    invoice.updatedAt,
  );

export const invoiceAdvanced = (invoice: Invoice) =>
  newEvent(
    'invoice.advanced',
    invoice.merchantId,
    {
      id: invoice.id,
      customer_id: invoice.customerId,
      number: invoice.number,
      amount: invoice.amountDue,
      amount_advance: invoice.amountAdvance,
      amount_advance_fee: invoice.amountAdvanceFee,
      advance_rate: invoice.advanceRate ?? 0,
      ...seller(invoice),
    },
    invoice.advancedAt ?? undefined,
  );

export const invoiceVoided = (invoice: Invoice) =>
  newEvent('invoice.voided', invoice.merchantId, { id: invoice.id, customer_id: invoice.customerId }, invoice.voidedAt ?? undefined);

export const invoiceCanceled = (invoice: Invoice) =>
  newEvent('invoice.canceled', invoice.merchantId, { id: invoice.id, customer_id: invoice.customerId }, invoice.canceledAt ?? undefined);

/** A credit note applied to (or, voided, given back to) an invoice; both carry the same facts. */
const creditNoteEvent = (type: 'credit_note.applied' | 'credit_note.voided') => (invoice: Invoice, creditNoteId: string, amount: number, at: Date) =>
  newEvent(
    type,
    invoice.merchantId,
    {
      id: creditNoteId,
      customer_id: invoice.customerId,
      invoice_id: invoice.id,
      amount,
      invoice_number: invoice.number,
      invoice_advanced: invoice.advanced,
      ...seller(invoice),
    },
    at,
  );

export const creditNoteApplied = creditNoteEvent('credit_note.applied');

/** A voided credit note gives its amount back to the invoice (credit puts it back on the customer's balance). */
export const creditNoteVoided = creditNoteEvent('credit_note.voided');

export const chargeCaptured = (merchantId: string, data: { id: string; customer_id: string; invoice_id: string; amount: number }, at: Date) =>
  newEvent('charge.captured', merchantId, data, at);

/** A sent invoice passed its due date with a balance owed (collections; once per invoice). */
export const invoiceOverdue = (invoice: Invoice, at: Date) =>
  newEvent(
    'invoice.overdue',
    invoice.merchantId,
    {
      id: invoice.id,
      customer_id: invoice.customerId,
      number: invoice.number,
      amount_balance: invoice.amountBalance,
      due_at: invoice.dueAt!.toISOString(),
      ...seller(invoice),
    },
    at,
  );

/** A dispute was opened on an invoice (a webhook topic; credit leaves the invoice out of its past-due hold). */
export const disputeOpened = (dispute: Dispute) =>
  newEvent(
    'invoice.dispute_opened',
    dispute.merchantId,
    {
      id: dispute.id,
      invoice_id: dispute.invoiceId,
      customer_id: dispute.customerId,
      reason: dispute.reason,
      amount: dispute.amount,
      ...(dispute.subMerchantId ? { sub_merchant_id: dispute.subMerchantId } : {}),
    },
    dispute.createdAt,
  );

/** A dispute was closed, credited or rejected (a webhook topic; credit counts the invoice again). */
export const disputeResolved = (dispute: Dispute) =>
  newEvent(
    'invoice.dispute_resolved',
    dispute.merchantId,
    {
      id: dispute.id,
      invoice_id: dispute.invoiceId,
      customer_id: dispute.customerId,
      resolution: dispute.resolution ?? 'rejected',
      credit_note_id: dispute.creditNoteId,
      amount_credited: dispute.amountCredited,
      ...(dispute.subMerchantId ? { sub_merchant_id: dispute.subMerchantId } : {}),
    },
    dispute.closedAt ?? dispute.updatedAt,
  );

/** A message joined an open dispute's thread (no webhook; the audit trail records who wrote it). */
export const disputeMessageAdded = (dispute: Dispute, author: DisputeSide, messageNumber: number, at: Date) =>
  newEvent(
    'dispute.message_added',
    dispute.merchantId,
    {
      id: dispute.id,
      invoice_id: dispute.invoiceId,
      customer_id: dispute.customerId,
      author,
      message_number: messageNumber,
      ...(dispute.subMerchantId ? { sub_merchant_id: dispute.subMerchantId } : {}),
    },
    at,
  );

/** A customer promised to pay some of its invoices by a day (a webhook topic). */
export const promiseToPayCreated = (promise: PromiseToPay) =>
  newEvent(
    'invoice.promise_to_pay_created',
    promise.merchantId,
    { id: promise.id, customer_id: promise.customerId, invoice_ids: promise.invoiceIds, amount: promise.amount, promised_for: promise.promisedFor },
    promise.createdAt,
  );

/** The promised day ended without the promised amount paid (the collections pass; a webhook topic). */
export const promiseToPayBroken = (promise: PromiseToPay) =>
  newEvent(
    'invoice.promise_to_pay_broken',
    promise.merchantId,
    {
      id: promise.id,
      customer_id: promise.customerId,
      invoice_ids: promise.invoiceIds,
      amount: promise.amount,
      amount_paid: promise.amountPaid,
      promised_for: promise.promisedFor,
    },
    promise.brokenAt ?? promise.updatedAt,
  );
