import { z } from 'zod';
import type { EventData } from './event-catalogue';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { positiveMoney } from './money';

/** Credit notes, served by billing. */
export const CREDIT_NOTE_SOURCES = ['MERCHANT_USER', 'ADMIN_USER', 'API'] as const;
export const CREDIT_NOTE_REASON_CODES = [
  'chargeback',
  'duplicate',
  'fraudulent',
  'requested_by_customer',
  'missing_remittance',
  'overpayment_on_invoice',
  'invoice_was_refunded',
  'double_payment_on_invoice',
  'missing_invoice_in_resolve',
  'credit_transfer',
  'other',
] as const;
export const CREDIT_NOTE_ACTION_STATUSES = ['pending', 'processing', 'failed', 'completed'] as const;

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

export const creditNoteSchema = z
  .object({
    id: z.string(),
    source: z.enum(CREDIT_NOTE_SOURCES),
    customer_id: z.string(),
    merchant_id: z.string(),
    invoice_id: z.string(),
    created_by_user_id: z.string().nullable(),
    number: z.string().nullable(),
    amount: dollars(),
    amount_balance: dollars().meta({ description: 'Left to apply' }),
    amount_paid: dollars().meta({ description: 'Applied to the invoice' }),
    amount_voided: dollars(),
    amount_payout: dollars(),
    amount_payout_balance: dollars(),
    amount_payout_paid: dollars(),
    credit_note_url: z.string().nullable(),
    resolve_credit_note_url: z.string().nullable(),
    reason_code: z.enum(CREDIT_NOTE_REASON_CODES),
    reason_message: z.string().nullable(),
    voided: z.boolean(),
    voided_at: dateTime().nullable(),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'CreditNote' });
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const createCreditNoteSchema = z
  .strictObject({
    invoice_id: z.string().min(1).max(64),
    amount: positiveMoney(),
    reason_code: z.enum(CREDIT_NOTE_REASON_CODES),
    number: z.string().trim().min(1).max(64).optional(),
    reason_message: z.string().trim().max(2000).optional(),
    credit_note_url: z.url().max(2048).optional(),
  })
  .meta({ id: 'CreditNoteCreateRequest' });
export type CreateCreditNote = z.infer<typeof createCreditNoteSchema>;

/** The answer to creating a credit note: the action's status plus the new note's id. */
export const creditNoteActionSchema = z.object({ status: z.enum(CREDIT_NOTE_ACTION_STATUSES), id: z.string() }).meta({ id: 'CreditNoteAction' });
export type CreditNoteAction = z.infer<typeof creditNoteActionSchema>;

export const creditNoteIdParams = z.strictObject({ credit_note_id: z.string().min(1).max(64) });

const MONEY_RANGE = ['eq', 'gt', 'lt', 'gte', 'lte'] as const;
export const creditNoteListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    number: { type: 'string', ops: EQ },
    customer_id: { type: 'string', ops: EQ },
    invoice_id: { type: 'string', ops: EQ },
    payment_id: { type: 'string', ops: EQ },
    amount: { type: 'money', ops: MONEY_RANGE },
    amount_balance: { type: 'money', ops: MONEY_RANGE },
    amount_paid: { type: 'money', ops: MONEY_RANGE },
  },
  sort: { fields: ['id', 'created_at', 'amount', 'amount_balance'], default: '-created_at', multi: false },
};

export const CreditNoteSubjects = {
  list: 'billing.credit-notes.list',
  create: 'billing.credit-notes.create',
  get: 'billing.credit-notes.get',
  void: 'billing.credit-notes.void',
} as const;

/**
 * `credit_note.applied` on `events:billing` (cents). Credit reads the base shape; treasury also reads
 * `invoice_advanced` and `invoice_number` to book a `credit_note` payout transaction on advanced invoices.
 */
export type BillingCreditNoteAppliedData = EventData<'credit_note.applied'>;
