import { z } from 'zod';
import { AGING_BUCKETS, AgingBucket } from './insights';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';

/**
 * Collections and the email log, served by billing (docs/collections.md): what Netline mails a merchant's
 * customers (the invoice, reminders, receipts), when it reminds them, and the record of every message.
 */

/** What a message is for; each kind can be switched off per merchant (`emails` in the settings). */
export const EMAIL_KINDS = ['invoice', 'reminder', 'receipt', 'enrollment_offer', 'statement'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * `queued`: written, not yet accepted by the mail server (retries included); `sent`: accepted;
 * `captured`: kept and shown instead of sent (the sandbox without `SMTP_URL`); `failed`: refused for good,
 * out of attempts, or nobody to send it to (`last_error` says which).
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'captured', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The default reminder schedule, in days relative to the due date (negative: before it). */
export const DEFAULT_REMINDER_SCHEDULE = [-3, 0, 1, 7, 14, 30] as const;
/** How far a reminder may sit from the due date, in days, and how many steps a schedule may have. */
export const REMINDER_OFFSET_RANGE = { min: -30, max: 120 } as const;
export const MAX_REMINDER_STEPS = 10;

const dateTime = () => z.string().meta({ format: 'date-time' });

export const emailSchema = z
  .object({
    id: z.string(),
    kind: z.enum(EMAIL_KINDS),
    status: z.enum(EMAIL_STATUSES),
    to: z.array(z.string()).meta({ description: 'Recipients; empty until the message is composed, and on a message with nobody to send to' }),
    reply_to: z.string().nullable(),
    subject: z.string().nullable().meta({ description: 'Null until the message is composed' }),
    text: z.string().nullable().meta({ description: 'The plain-text part as composed (the HTML part says the same)' }),
    customer_id: z.string(),
    invoice_id: z.string().nullable(),
    payment_id: z.string().nullable(),
    reminder_offset_days: z.number().int().nullable().meta({ description: 'A reminder: its step of the schedule, in days from the due date' }),
    attachments: z.array(z.string()).meta({ description: 'File names attached (the invoice PDF on an invoice message, the statement PDF on a statement)' }),
    attempts: z.number().int().meta({ description: 'Deliveries tried' }),
    last_error: z.string().nullable(),
    next_attempt_at: dateTime().nullable(),
    sent_at: dateTime().nullable(),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Email' });
export type Email = z.infer<typeof emailSchema>;

export const emailIdParams = z.strictObject({ email_id: z.string().min(1).max(64) });

export const emailListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    invoice_id: { type: 'string', ops: EQ },
    customer_id: { type: 'string', ops: EQ },
    payment_id: { type: 'string', ops: EQ },
    kind: { type: 'enum', ops: EQ, values: EMAIL_KINDS },
    status: { type: 'enum', ops: EQ, values: EMAIL_STATUSES },
  },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};

const emailKindSwitches = z.strictObject(Object.fromEntries(EMAIL_KINDS.map((kind) => [kind, z.boolean()])) as Record<EmailKind, z.ZodBoolean>);

export const collectionSettingsSchema = z
  .object({
    reminders_enabled: z.boolean(),
    reminder_schedule: z.array(z.number().int()).meta({ description: 'Days relative to the due date, ascending (negative: before it)' }),
    reply_to: z.string().nullable().meta({ description: "Where customers' replies go; null: no Reply-To" }),
    emails: emailKindSwitches.meta({ description: 'Which kinds of message are sent' }),
    updated_at: dateTime().nullable(),
  })
  .meta({ id: 'CollectionSettings' });
export type CollectionSettings = z.infer<typeof collectionSettingsSchema>;

export const updateCollectionSettingsSchema = z
  .strictObject({
    reminders_enabled: z.boolean().optional(),
    reminder_schedule: z
      .array(z.number().int().min(REMINDER_OFFSET_RANGE.min).max(REMINDER_OFFSET_RANGE.max))
      .min(1)
      .max(MAX_REMINDER_STEPS)
      .refine((offsets) => new Set(offsets).size === offsets.length, 'must not repeat a day')
      .optional()
      .meta({
        description: `Days relative to the due date, ${REMINDER_OFFSET_RANGE.min} to ${REMINDER_OFFSET_RANGE.max}, 1 to ${MAX_REMINDER_STEPS} distinct steps`,
      }),
    reply_to: z.email().max(254).nullable().optional(),
    emails: emailKindSwitches.partial().optional(),
  })
  .meta({ id: 'CollectionSettingsUpdateRequest' });
export type UpdateCollectionSettings = z.infer<typeof updateCollectionSettingsSchema>;

export const customerCollectionsSchema = z
  .object({
    customer_id: z.string(),
    reminders_enabled: z.boolean().meta({ description: "Off: this customer gets no reminders whatever the merchant's schedule" }),
    updated_at: dateTime().nullable(),
  })
  .meta({ id: 'CustomerCollections' });
export type CustomerCollections = z.infer<typeof customerCollectionsSchema>;

export const updateCustomerCollectionsSchema = z.strictObject({ reminders_enabled: z.boolean() }).meta({ id: 'CustomerCollectionsUpdateRequest' });
export type UpdateCustomerCollections = z.infer<typeof updateCustomerCollectionsSchema>;

export const collectionsCustomerParams = z.strictObject({ customer_id: z.string().min(1).max(64) });

/** The ageing buckets an overdue invoice can be in: every bucket of AR ageing but `current`. */
export const OVERDUE_BUCKETS = AGING_BUCKETS.filter((bucket) => bucket !== 'current') as Array<Exclude<AgingBucket, 'current'>>;
export type OverdueBucket = (typeof OVERDUE_BUCKETS)[number];

/**
 * One overdue invoice of `GET /collections/overdue`: sent, neither voided nor canceled, a balance owed
 * and past its due date on the merchant's clock (docs/collections.md, "The overdue list").
 */
export const overdueInvoiceSchema = z
  .object({
    invoice_id: z.string(),
    number: z.string(),
    customer_id: z.string(),
    customer_name: z.string().nullable().meta({ description: "The customer's business name; null when it cannot be read right now" }),
    amount_due: z.number().meta({ description: 'The invoice amount, US dollars' }),
    amount_balance: z.number().meta({ description: 'What is still owed, US dollars' }),
    due_at: dateTime(),
    days_overdue: z.number().int().meta({ description: "Whole days past `due_at` on the merchant's clock, as on the invoice (0 in the first day)" }),
    bucket: z
      .enum(OVERDUE_BUCKETS)
      .meta({ description: 'The AR-ageing bucket of the balance (started days past due, as `GET /reports/ar-aging` counts them)' }),
    last_reminder_at: dateTime()
      .nullable()
      .meta({ description: 'When the latest reminder email about the invoice was written (scheduled or on request); null: none' }),
    next_reminder_at: dateTime().nullable().meta({
      description:
        'When the next step of the reminder schedule falls due for the invoice (a time already past: the next collections pass sends it); null when reminders are off for the merchant or the customer, reminder emails are switched off, or no step is left',
    }),
  })
  .meta({ id: 'OverdueInvoice' });
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;

export const overdueListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    bucket: { type: 'enum', ops: EQ, values: OVERDUE_BUCKETS },
    customer_id: { type: 'string', ops: EQ },
  },
  sort: { fields: ['due_at', 'amount_balance'], default: 'due_at', multi: false },
};

export const EmailSubjects = {
  list: 'billing.emails.list',
  get: 'billing.emails.get',
} as const;

export const CollectionSubjects = {
  getSettings: 'billing.collections.get-settings',
  updateSettings: 'billing.collections.update-settings',
  getCustomer: 'billing.collections.get-customer',
  updateCustomer: 'billing.collections.update-customer',
  overdue: 'billing.collections.overdue',
} as const;
