import { Injectable } from '@nestjs/common';
import {
  AGING_BUCKETS,
  AgingBuckets,
  AR_AGING_CUSTOMER_LIMIT,
  ArAgingHistory,
  ArAgingHistoryQuery,
  ArAgingReport,
  DsoReport,
  DSO_PERIOD_DAYS,
  toDollars,
} from '@netline/contracts';
import { MerchantClock } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { ageBalances, agingOverTime, BucketCents, dso, dsoPeriod, historyPoints, ReceivableHistory } from '../receivables/aging';

const asDollars = (buckets: BucketCents): AgingBuckets =>
  Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, toDollars(buckets[bucket])])) as AgingBuckets;

/** The reports, read from insights' own tables only and aged at the merchant's time. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: MerchantClock,
  ) {}

  /**
   * The merchant's time: its clock (shared by every service through Redis), and never earlier than the
   * last `clock.advanced` insights applied, so a report cannot age at a time the events have passed.
   */
  async now(merchantId: string): Promise<Date> {
    const [clock, rows] = await Promise.all([
      this.clock.now(merchantId),
      this.dataSource.query('SELECT now FROM merchant_clocks WHERE merchant_id = $1', [merchantId]) as Promise<Array<{ now: Date }>>,
    ]);
    const announced = rows[0]?.now;
    return announced && announced.getTime() > clock.getTime() ? new Date(announced) : clock;
  }

  async arAging(merchantId: string): Promise<ArAgingReport> {
    const now = await this.now(merchantId);
    const open: Array<{ customer_id: string; amount_balance: string; due_at: Date | null }> = await this.dataSource.query(
      `SELECT customer_id, amount_balance, due_at FROM receivable_invoices
       WHERE merchant_id = $1 AND sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0`,
      [merchantId],
    );
    const aging = ageBalances(
      open.map((row) => ({ customerId: row.customer_id, balance: Number(row.amount_balance), dueAt: row.due_at })),
      now,
    );
    const invoiced: Array<{ customer_id: string; invoiced: string }> = await this.dataSource.query(
      'SELECT customer_id, SUM(amount) AS invoiced FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL GROUP BY customer_id',
      [merchantId],
    );
    const totals: Array<{ customer_id: string; paid: string; credited: string }> = await this.dataSource.query(
      'SELECT customer_id, paid, credited FROM customer_totals WHERE merchant_id = $1',
      [merchantId],
    );
    const customers = new Map<string, { invoiced: number; paid: number; credited: number }>();
    const entry = (id: string) => {
      let found = customers.get(id);
      if (!found) customers.set(id, (found = { invoiced: 0, paid: 0, credited: 0 }));
      return found;
    };
    for (const row of invoiced) entry(row.customer_id).invoiced = Number(row.invoiced);
    for (const row of totals) Object.assign(entry(row.customer_id), { paid: Number(row.paid), credited: Number(row.credited) });
    for (const id of aging.customers.keys()) entry(id);
    const empty = ageBalances([], now).buckets;
    return {
      object: 'ar_aging_report',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      total: toDollars(aging.total),
      buckets: asDollars(aging.buckets),
      customer_count: customers.size,
      customers: [...customers.entries()]
        .map(([customerId, figures]) => {
          const aged = aging.customers.get(customerId);
          return {
            customer_id: customerId,
            open_invoices: aged?.openInvoices ?? 0,
            total: toDollars(aged?.total ?? 0),
            buckets: asDollars(aged?.buckets ?? empty),
            invoiced: toDollars(figures.invoiced),
            paid: toDollars(figures.paid),
            credited: toDollars(figures.credited),
            cents: aged?.total ?? 0,
          };
        })
        .sort((a, b) => b.cents - a.cents || a.customer_id.localeCompare(b.customer_id))
        .slice(0, AR_AGING_CUSTOMER_LIMIT)
        .map(({ cents: _cents, ...customer }) => customer),
    };
  }

  /**
   * The ageing buckets at the end of each day or week of the window (README, "Ageing history"): each
   * point ages the balances and due dates in effect at its moment, at that moment. The last point is
   * now, the ageing report's own time.
   */
  async arAgingHistory(merchantId: string, query: ArAgingHistoryQuery): Promise<ArAgingHistory> {
    const now = await this.now(merchantId);
    const points = historyPoints(now, query.days, query.interval);
    const first = points[0];
    // Only invoices that can hold a balance within the window: sent by its end, not closed before its
    // first point, and owing something now or changed since that point (an invoice settled before the
    // window owed nothing throughout it).
    const invoices: Array<{ id: string; sent_at: Date; closed_at: Date | null }> = await this.dataSource.query(
      `SELECT id, sent_at, closed_at FROM receivable_invoices
        WHERE merchant_id = $1 AND sent_at IS NOT NULL AND sent_at <= $3
          AND (closed_at IS NULL OR closed_at > $2) AND (amount_balance > 0 OR balance_at > $2)`,
      [merchantId, first, now],
    );
    const ids = invoices.map((invoice) => invoice.id);
    // Each invoice's facts from the one in effect at the first point on.
    const facts = (table: string, column: string) =>
      this.dataSource.query(
        `SELECT invoice_id, at, ${column} AS value FROM ${table} fact
          WHERE merchant_id = $1 AND invoice_id = ANY($2::text[]) AND at <= $4
            AND at >= COALESCE((SELECT max(at) FROM ${table} earlier WHERE earlier.invoice_id = fact.invoice_id AND earlier.at <= $3), '-infinity')
          ORDER BY invoice_id, at`,
        [merchantId, ids, first, now],
      ) as Promise<Array<{ invoice_id: string; at: Date; value: string | Date }>>;
    const [balances, dueDates] = await Promise.all([facts('receivable_balance_history', 'amount_balance'), facts('receivable_due_history', 'due_at')]);
    const histories = new Map<string, ReceivableHistory>(
      invoices.map((invoice) => [invoice.id, { sentAt: invoice.sent_at, closedAt: invoice.closed_at, balances: [], dueDates: [] }]),
    );
    for (const fact of balances) histories.get(fact.invoice_id)?.balances.push({ at: fact.at, cents: Number(fact.value) });
    for (const fact of dueDates) histories.get(fact.invoice_id)?.dueDates.push({ at: fact.at, dueAt: fact.value as Date });
    const aged = agingOverTime(histories.values(), points);
    return {
      object: 'ar_aging_history',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      interval: query.interval,
      days: query.days,
      points: points.map((point, index) => ({ as_of: point.toISOString(), total: toDollars(aged[index].total), buckets: asDollars(aged[index].buckets) })),
    };
  }

  async dso(merchantId: string): Promise<DsoReport> {
    const now = await this.now(merchantId);
    const period = dsoPeriod(now);
    const [row]: Array<{ receivables: string; credit_sales: string }> = await this.dataSource.query(
      `SELECT
         COALESCE(SUM(amount_balance) FILTER (WHERE closed_at IS NULL), 0) AS receivables,
         COALESCE(SUM(amount) FILTER (WHERE sent_at > $2 AND sent_at <= $3), 0) AS credit_sales
       FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL`,
      [merchantId, period.start, period.end],
    );
    const receivables = Number(row.receivables);
    const creditSales = Number(row.credit_sales);
    return {
      object: 'dso_report',
      merchant_id: merchantId,
      as_of: now.toISOString(),
      period_start: period.start.toISOString(),
      period_days: DSO_PERIOD_DAYS,
      receivables: toDollars(receivables),
      credit_sales: toDollars(creditSales),
      dso: dso(receivables, creditSales),
    };
  }
}
