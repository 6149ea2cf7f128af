import { z } from 'zod';
import { agingBucketsSchema } from './insights';
import { ListSpec, STANDARD_LIMIT } from './list';

/**
 * Customer statements, served by billing (docs/collections.md, "Statements"): per customer and calendar
 * month on the merchant's clock, what the customer owed when the month began, every invoice sent, payment
 * applied and credit note of the month with the balance after each, what it owed when the month ended and
 * how old that balance was. A month's statement is written once when the month closes and never changes;
 * the month still running is computed on request. Amounts are dollars, like every figure of the API.
 */

/**
 * What a line of a statement is: an invoice sent (`invoice`), a change of a sent invoice's amount
 * (`invoice_adjustment`), a payment applied (`payment`) or taken back (`payment_reversal`), a credit note
 * applied (`credit_note`) or voided (`credit_note_voided`), an invoice voided (`invoice_voided`) or the
 * unpaid remainder of one canceled (`invoice_canceled`).
 */
export const STATEMENT_LINE_KINDS = [
  'invoice',
  'invoice_adjustment',
  'payment',
  'payment_reversal',
  'credit_note',
  'credit_note_voided',
  'invoice_voided',
  'invoice_canceled',
] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/** `closed`: a month that has ended, written once and fixed; `open`: the month still running, computed now. */
export const STATEMENT_STATUSES = ['closed', 'open'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars' });

export const statementLineSchema = z
  .object({
    kind: z.enum(STATEMENT_LINE_KINDS),
    date: dateTime().meta({ description: "When it happened, on the merchant's clock" }),
    reference: z.string().meta({
      description: 'The invoice number (invoices, adjustments, voids, cancels), the payment id, or the credit note number (its id when it has none)',
    }),
    invoice_id: z.string(),
    invoice_number: z.string(),
    amount: z.number().meta({
      description:
        'US dollars, signed as it moves what the customer owes: positive raises it (an invoice, a higher amount, a reversed payment, a voided credit note), negative lowers it',
    }),
    balance: dollars().meta({ description: 'What the customer owes after this line' }),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementTotalsSchema = z
  .object({
    invoiced: dollars().meta({ description: 'Invoices sent in the period, with changes of their amounts' }),
    paid: dollars().meta({ description: 'Payments applied in the period, less payments reversed' }),
    credited: dollars().meta({ description: 'Credit notes applied in the period, less credit notes voided' }),
    voided: dollars().meta({ description: 'Balances of invoices voided, and unpaid remainders of invoices canceled, in the period' }),
  })
  .meta({ id: 'StatementTotals' });
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

export const statementSchema = z
  .object({
    id: z.string().nullable().meta({ description: 'Fixed once the period closes; null on the open statement of the running period' }),
    object: z.literal('statement'),
    status: z.enum(STATEMENT_STATUSES),
    customer_id: z.string(),
    period_start: dateTime().meta({ description: "The first instant of the calendar month, on the merchant's clock (UTC)" }),
    period_end: dateTime().meta({ description: 'The first instant after the period (the start of the next month)' }),
    opening_balance: dollars().meta({ description: 'What the customer owed at `period_start`' }),
    lines: z.array(statementLineSchema).meta({ description: 'The period, oldest first, each with the balance after it' }),
    totals: statementTotalsSchema,
    closing_balance: dollars().meta({
      description:
        'What the customer owed at `period_end` (the open statement: now): opening_balance + invoiced − paid − credited − voided, and the sum of the open invoice balances then',
    }),
    // The closing balance by whole days past due at `period_end` (the rule of `GET /reports/ar-aging`);
    // the buckets add up to closing_balance.
    aging: agingBucketsSchema,
    as_of: dateTime().meta({ description: "When the figures were taken: `period_end` once closed, the merchant's time now while open" }),
    created_at: dateTime().nullable().meta({ description: 'When the closed statement was written; null while open' }),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;

export const statementIdParams = z.strictObject({ statement_id: z.string().min(1).max(64) });
export const statementCustomerParams = z.strictObject({ customer_id: z.string().min(1).max(64) });

/** Closed statements of one customer, newest period first. */
export const statementListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {},
};

export const StatementSubjects = {
  list: 'billing.statements.list',
  current: 'billing.statements.current',
  get: 'billing.statements.get',
  pdf: 'billing.statements.pdf',
} as const;
