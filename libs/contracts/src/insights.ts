import { z } from 'zod';

/**
 * Receivables reports, served by insights (apps/insights).
 *
 * Insights builds its figures only from domain events (billing's invoices and credit notes, treasury's
 * payments, credit's sandbox clock); it asks no other service. Ageing is computed at read time against
 * the merchant's clock, so an advanced sandbox clock re-buckets balances at once. Amounts are dollars,
 * like every other figure of the merchant API.
 */

/** The ageing buckets of an open balance, by whole days past its due date on the merchant's clock. */
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The days past due each bucket holds, inclusive (`max` null: no upper end). */
export const AGING_BUCKET_DAYS: Readonly<Record<AgingBucket, { min: number; max: number | null }>> = {
  current: { min: 0, max: 0 },
  days_1_30: { min: 1, max: 30 },
  days_31_60: { min: 31, max: 60 },
  days_61_90: { min: 61, max: 90 },
  days_over_90: { min: 91, max: null },
};

const DAY_MS = 86_400_000;

/**
 * Whole days a balance is past due at `now`, counting started days: 0 up to and including its due
 * moment, then `ceil((now − due_at) / 1 day)`. Due at 10:00, it is 1 day past due from 10:00:00.001 until
 * 10:00 the next day.
 */
export function daysPastDue(dueAt: Date, now: Date): number {
  const late = now.getTime() - dueAt.getTime();
  return late <= 0 ? 0 : Math.ceil(late / DAY_MS);
}

/**
 * The ageing bucket of an open balance at `now` (AR ageing, its history and billing's overdue list all
 * bucket by this one rule). A balance without a due date counts as current.
 */
export function agingBucketOf(dueAt: Date | null, now: Date): AgingBucket {
  if (!dueAt) return 'current';
  const days = daysPastDue(dueAt, now);
  return AGING_BUCKETS.find((bucket) => {
    const { min, max } = AGING_BUCKET_DAYS[bucket];
    return days >= min && (max === null || days <= max);
  })!;
}

/**
 * The due dates whose balances sit in `bucket` at `now`: `from <= due_at < before` (either end null: open),
 * for selecting a bucket in SQL by the same rule as `agingBucketOf`.
 */
export function agingBucketDueRange(bucket: AgingBucket, now: Date): { from: Date | null; before: Date | null } {
  const { min, max } = AGING_BUCKET_DAYS[bucket];
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // `current` holds everything due at `now` or later; a later bucket starts a day after the previous ends.
  return { from: max === null ? null : at(max), before: min === 0 ? null : at(min - 1) };
}

/** The trailing window DSO is measured over. */
export const DSO_PERIOD_DAYS = 90;

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars' });

export const agingBucketsSchema = z
  .object({
    current: dollars().meta({ description: 'Not yet due (due today or later)' }),
    days_1_30: dollars().meta({ description: '1 to 30 days past due' }),
    days_31_60: dollars().meta({ description: '31 to 60 days past due' }),
    days_61_90: dollars().meta({ description: '61 to 90 days past due' }),
    days_over_90: dollars().meta({ description: 'More than 90 days past due' }),
  })
  .meta({ id: 'AgingBuckets' });
export type AgingBuckets = z.infer<typeof agingBucketsSchema>;

export const customerAgingSchema = z
  .object({
    customer_id: z.string(),
    open_invoices: z.number().int().meta({ description: 'Sent invoices with a balance, neither voided nor canceled' }),
    total: dollars().meta({ description: 'Outstanding balance of those invoices' }),
    buckets: agingBucketsSchema,
    invoiced: dollars().meta({ description: 'Every invoice sent to the customer, at the amount it was sent for' }),
    paid: dollars().meta({ description: 'Settled payments, less reversed ones' }),
    credited: dollars().meta({ description: 'Applied credit notes, less voided ones' }),
  })
  .meta({ id: 'CustomerAging' });
export type CustomerAging = z.infer<typeof customerAgingSchema>;

/**
 * Most customers the ageing report lists (the largest balances): the whole answer must fit one bus message
 * (1 MB), and a merchant with more customers reads the rest from the customers list.
 */
export const AR_AGING_CUSTOMER_LIMIT = 1_000;

export const arAgingReportSchema = z
  .object({
    object: z.literal('ar_aging_report'),
    merchant_id: z.string(),
    as_of: dateTime().meta({ description: "The merchant's time the balances were aged at" }),
    total: dollars().meta({ description: 'Every open balance; the sum of the buckets' }),
    buckets: agingBucketsSchema,
    customer_count: z.number().int().meta({ description: 'Customers with any invoice, payment or credit note' }),
    customers: z.array(customerAgingSchema).meta({
      description: `Those customers by outstanding balance (largest first), at most ${AR_AGING_CUSTOMER_LIMIT.toLocaleString('en-US')}; \`total\` and \`buckets\` always cover every customer`,
    }),
  })
  .meta({ id: 'ArAgingReport' });
export type ArAgingReport = z.infer<typeof arAgingReportSchema>;

export const dsoReportSchema = z
  .object({
    object: z.literal('dso_report'),
    merchant_id: z.string(),
    as_of: dateTime().meta({ description: "The merchant's time the period ends at" }),
    period_start: dateTime(),
    period_days: z.number().int(),
    receivables: dollars().meta({ description: 'Open balances at the end of the period' }),
    credit_sales: dollars().meta({ description: 'Amounts of the invoices sent within the period' }),
    dso: z
      .number()
      .nullable()
      .meta({ description: 'receivables ÷ credit_sales × period_days, rounded to one decimal; null without credit sales in the period' }),
  })
  .meta({ id: 'DsoReport' });
export type DsoReport = z.infer<typeof dsoReportSchema>;

/** Both reports take no parameters: they are about the caller's own merchant account. */
export const reportQuerySchema = z.strictObject({});

/** How far back the ageing history reaches, in days of the merchant's clock. */
export const AGING_HISTORY_DAYS = { default: 30, max: 365 } as const;
/** One point per day, or per week (Monday to Sunday). */
export const AGING_HISTORY_INTERVALS = ['day', 'week'] as const;
export type AgingHistoryInterval = (typeof AGING_HISTORY_INTERVALS)[number];

const wholeDays = `must be a whole number of days from 1 to ${AGING_HISTORY_DAYS.max}`;

/** `GET /reports/ar-aging/history` query: values arrive as URL text, so `days` takes digits. */
export const arAgingHistoryQuerySchema = z.strictObject({
  days: z
    .preprocess(
      (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
      z.number({ error: wholeDays }).int({ error: wholeDays }).min(1, { error: wholeDays }).max(AGING_HISTORY_DAYS.max, { error: wholeDays }),
    )
    .default(AGING_HISTORY_DAYS.default)
    .meta({ description: `Days of history ending today on your account's clock, 1 to ${AGING_HISTORY_DAYS.max} (default ${AGING_HISTORY_DAYS.default})` }),
  interval: z
    .enum(AGING_HISTORY_INTERVALS, { error: `must be one of: ${AGING_HISTORY_INTERVALS.join(', ')}` })
    .default('day')
    .meta({ description: 'A point at the end of each day (default), or of each week (Monday to Sunday)' }),
});
export type ArAgingHistoryQuery = z.output<typeof arAgingHistoryQuerySchema>;

export const arAgingHistoryPointSchema = z
  .object({
    as_of: dateTime().meta({ description: "The end of the day or week (UTC), or the merchant's time now for the last point" }),
    total: dollars().meta({ description: 'Every balance open at `as_of`; the sum of the buckets' }),
    buckets: agingBucketsSchema,
  })
  .meta({ id: 'ArAgingHistoryPoint' });
export type ArAgingHistoryPoint = z.infer<typeof arAgingHistoryPointSchema>;

export const arAgingHistorySchema = z
  .object({
    object: z.literal('ar_aging_history'),
    merchant_id: z.string(),
    as_of: dateTime().meta({ description: "The merchant's time the history ends at (the last point's `as_of`)" }),
    interval: z.enum(AGING_HISTORY_INTERVALS),
    days: z.number().int(),
    points: z.array(arAgingHistoryPointSchema).meta({ description: 'Oldest first; each the open balances as they stood at its `as_of`, aged at that time' }),
  })
  .meta({ id: 'ArAgingHistory' });
export type ArAgingHistory = z.infer<typeof arAgingHistorySchema>;

export const InsightsSubjects = {
  arAging: 'insights.reports.ar-aging',
  dso: 'insights.reports.dso',
  arAgingHistory: 'insights.reports.ar-aging-history',
  /** Operator (`InternalRequest` → the rebuild's counts): empty the projection and read every stream again (`admin insights rebuild`). */
  operatorRebuild: 'insights.operator.rebuild',
} as const;

/** What `insights.operator.rebuild` answers. */
export interface InsightsRebuildResult {
  deleted: { invoices: number; history: number; customers: number; clocks: number; inbox: number };
  streams: Array<{ stream: string; entries: number }>;
}

/** The streams insights reads (namespaced with the Redis key prefix) and its consumer group. */
export const INSIGHTS_CONSUMED_STREAMS = ['events:billing', 'events:treasury', 'events:credit'] as const;
export const INSIGHTS_CONSUMER_GROUP = 'insights';
