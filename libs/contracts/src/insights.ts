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

export const arAgingReportSchema = z
  .object({
    object: z.literal('ar_aging_report'),
    merchant_id: z.string(),
    as_of: dateTime().meta({ description: "The merchant's time the balances were aged at" }),
    total: dollars().meta({ description: 'Every open balance; the sum of the buckets' }),
    buckets: agingBucketsSchema,
    customers: z.array(customerAgingSchema).meta({ description: 'Customers with any invoice, payment or credit note, by outstanding balance (largest first)' }),
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

export const InsightsSubjects = {
  arAging: 'insights.reports.ar-aging',
  dso: 'insights.reports.dso',
  /** Operator (`InternalRequest` → the rebuild's counts): empty the projection and read every stream again (`admin insights rebuild`). */
  operatorRebuild: 'insights.operator.rebuild',
} as const;

/** What `insights.operator.rebuild` answers. */
export interface InsightsRebuildResult {
  deleted: { invoices: number; customers: number; clocks: number; inbox: number };
  streams: Array<{ stream: string; entries: number }>;
}

/** The streams insights reads (namespaced with the Redis key prefix) and its consumer group. */
export const INSIGHTS_CONSUMED_STREAMS = ['events:billing', 'events:treasury', 'events:credit'] as const;
export const INSIGHTS_CONSUMER_GROUP = 'insights';
