import { z } from 'zod';
import type { EventData } from './event-catalogue';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { positiveMoney } from './money';

/**
 * Promises to pay, served by billing (docs/collections.md, "Promises to pay"): a buyer's word that it pays
 * `amount` on some of its invoices by `promised_for`. Until that day is over the invoices get no
 * reminders; then the collections pass marks the promise `kept` or `broken`, and reminders resume.
 */
export const PROMISE_TO_PAY_STATUSES = ['open', 'kept', 'broken'] as const;
export type PromiseToPayStatus = (typeof PROMISE_TO_PAY_STATUSES)[number];

/** The most invoices one promise covers. */
export const MAX_PROMISE_INVOICES = 50;

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

export const promiseToPaySchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    invoice_ids: z.array(z.string()),
    amount: dollars().meta({ description: 'The amount promised' }),
    promised_for: z.string().meta({ format: 'date', description: "The day (the merchant's time, UTC) by whose end the payment is promised" }),
    message: z.string().nullable(),
    status: z.enum(PROMISE_TO_PAY_STATUSES),
    amount_paid: dollars().meta({ description: 'Paid on its invoices since the promise was made' }),
    created_at: dateTime(),
    updated_at: dateTime(),
    kept_at: dateTime().nullable(),
    broken_at: dateTime().nullable(),
  })
  .meta({ id: 'PromiseToPay' });
export type PromiseToPay = z.infer<typeof promiseToPaySchema>;

export const createPromiseToPaySchema = z
  .strictObject({
    invoice_ids: z
      .array(z.string().min(1).max(64))
      .min(1)
      .max(MAX_PROMISE_INVOICES)
      .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an invoice')
      .meta({ description: 'Sent, open invoices of one customer' }),
    amount: positiveMoney(),
    promised_for: z.iso.date().meta({ description: "YYYY-MM-DD, today or later on your account's clock (UTC)" }),
    message: z.string().trim().min(1, 'must not be empty').max(2000).optional(),
  })
  .meta({ id: 'PromiseToPayCreateRequest' });
export type CreatePromiseToPay = z.infer<typeof createPromiseToPaySchema>;

export const promiseToPayIdParams = z.strictObject({ promise_id: z.string().min(1).max(64) });

export const promiseToPayListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    status: { type: 'enum', ops: EQ, values: PROMISE_TO_PAY_STATUSES },
    customer_id: { type: 'string', ops: EQ },
  },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};

export const PromiseToPaySubjects = {
  list: 'billing.promises-to-pay.list',
  create: 'billing.promises-to-pay.create',
  get: 'billing.promises-to-pay.get',
} as const;

export type PromiseToPayCreatedData = EventData<'invoice.promise_to_pay_created'>;
export type PromiseToPayBrokenData = EventData<'invoice.promise_to_pay_broken'>;
