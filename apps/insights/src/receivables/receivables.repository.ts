import { Injectable } from '@nestjs/common';
import { AGING_BUCKETS, AgingBucket, agingBucketDueRange, agingBucketOf, INSIGHTS_CONSUMER_GROUP, InsightsRebuildResult } from '@netline/contracts';
import { keptBucketsSql, keptRowCount, rangeBucket, rangeBucketStart, rangeCountKey } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';

/** Open balances summed at a moment, in cents (bigint sums arrive as text): the total and each ageing bucket's. */
export type AgingSumsRow = { open_invoices: string; total: string } & Record<AgingBucket, string>;

/** What the ageing report shows of a customer beside its open balances, in cents. */
export interface CustomerFiguresRow {
  customer_id: string;
  invoiced: string;
  paid: string;
  credited: string;
}

/**
 * The read side of the receivables projection's tables (`receivable_invoices`, their balance and due-date
 * histories, `customer_totals`, `merchant_clocks`) for the reports, and their emptying for a rebuild. The
 * projection (receivables.projection.ts) writes them, one step per event.
 */
@Injectable()
export class ReceivablesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The merchant's time as the last `clock.advanced` insights applied announced it, if any was. */
  async announcedNow(merchantId: string): Promise<Date | undefined> {
    const rows = (await this.dataSource.query('SELECT now FROM merchant_clocks WHERE merchant_id = $1', [merchantId])) as Array<{ now: Date }>;
    return rows[0]?.now;
  }

  /**
   * The merchant's open receivables aged at `now`: their number, total and the sum in each ageing bucket
   * (`agingBucketDueRange`, the rule `agingBucketOf` ages one balance by). Every ageing bucket is a range
   * of due dates, so its sums are those of the due days it covers whole, kept by the database
   * (migration 1767460000000), plus those of the open receivables due on the days a bucket's end cuts
   * into, and of those without a due date, summed by the same SQL rule from
   * `receivable_invoices_open_due_idx` (`onDays`). One statement, so one snapshot; it reads a row per due
   * day and the receivables due on four days, whatever the merchant's history.
   */
  async openAging(merchantId: string, now: Date): Promise<AgingSumsRow> {
    const edges = agingEdgeDays(now);
    const { sums, values } = agingSums(now, 4);
    const [row]: Array<{ edges: AgingSumsRow; days: Array<[string, string, string]> }> = await this.dataSource.query(
      `WITH edges AS (
         SELECT ${sums} FROM (
           SELECT due_at, amount_balance FROM receivable_invoices WHERE merchant_id = $1 AND ${OPEN} AND due_at IS NULL
           UNION ALL
           ${onDays('due_at, amount_balance', 'due_at', '$3', `merchant_id = $1 AND ${OPEN}`)}
         ) AS open_on_edges
       ), days AS (${keptBucketsSql({ merchant: '$1', key: '$2' })})
       SELECT (SELECT to_jsonb(edges) FROM edges) AS edges,
              COALESCE((SELECT jsonb_agg(jsonb_build_array(bucket::text, counted::text, summed::text)) FROM days WHERE bucket <> ALL($3::bigint[])), '[]') AS days`,
      [merchantId, OPEN_DUE_DAYS, edges, ...values],
    );
    const cents = { open_invoices: Number(row.edges.open_invoices), total: Number(row.edges.total) } as Record<keyof AgingSumsRow, number>;
    for (const bucket of AGING_BUCKETS) cents[bucket] = Number(row.edges[bucket]);
    // A day no bucket's end cuts into lies whole in one bucket: the one its first moment ages into.
    for (const [day, counted, summed] of row.days) {
      const bucket = agingBucketOf(new Date(rangeBucketStart('day', Number(day))), now);
      cents.open_invoices += Number(counted);
      cents.total += Number(summed);
      cents[bucket] += Number(summed);
    }
    return Object.fromEntries(Object.entries(cents).map(([name, value]) => [name, String(value)])) as AgingSumsRow;
  }

  /**
   * The same per customer, for the `limit` customers owing most (then by id), with what each was invoiced,
   * paid and credited. Those customers and their figures are the first entries of
   * `receivable_customers_owed_figures_idx` (what each owes, kept by triggers: migration 1767400000000; the
   * figures beside it: 1767530000000, 1767600000000), and the buckets are summed over their open invoices
   * only, each customer's read from `receivable_invoices_open_aging_idx`: the cost follows `limit`, not the
   * merchant's open invoices. One statement, so the figures and the sums are of one snapshot.
   */
  async openAgingByCustomer(merchantId: string, now: Date, limit: number): Promise<Array<AgingSumsRow & CustomerFiguresRow>> {
    const { sums, values } = agingSums(now, 3);
    return this.dataSource.query(
      `SELECT owing.customer_id, owing.invoiced, owing.paid, owing.credited, aged.* FROM (
         SELECT customer_id, owed, invoiced, paid, credited FROM receivable_customers WHERE merchant_id = $1 AND owed > 0 ORDER BY owed DESC, customer_id LIMIT $2
       ) owing
       CROSS JOIN LATERAL (SELECT ${sums} FROM receivable_invoices WHERE merchant_id = $1 AND customer_id = owing.customer_id AND ${OPEN}) aged
       ORDER BY owing.owed DESC, owing.customer_id`,
      [merchantId, limit, ...values],
    );
  }

  /**
   * How many customers the merchant has sent an invoice to or taken a payment or credit note from: the
   * rows of `receivable_customers`, which holds those and no other, as its kept row count.
   */
  async knownCustomerCount(merchantId: string): Promise<number> {
    return keptRowCount(this.dataSource, 'receivable_customers', [merchantId]);
  }

  /** Up to `limit` of those customers, by id, leaving out `listed` (customers already shown). */
  async knownCustomersBesides(merchantId: string, listed: string[], limit: number): Promise<string[]> {
    const rows: Array<{ customer_id: string }> = await this.dataSource.query(
      `SELECT customer_id FROM receivable_customers WHERE merchant_id = $1 AND customer_id <> ALL($2::text[]) ORDER BY customer_id LIMIT $3`,
      [merchantId, listed, limit],
    );
    return rows.map((row) => row.customer_id);
  }

  /**
   * What each of `customerIds` was invoiced (sent invoices), paid and credited: a look-up of each customer's
   * `receivable_customers` row by key (a customer it does not hold has none of the three). As a join,
   * PostgreSQL hashed all of a large merchant's customers for a thousand ids; the `LIMIT 1` (each is a key)
   * keeps it from turning the look-ups back into a join.
   */
  async customerFigures(merchantId: string, customerIds: string[]): Promise<CustomerFiguresRow[]> {
    return this.dataSource.query(
      `SELECT ids.customer_id, COALESCE(known.invoiced, 0) AS invoiced, COALESCE(known.paid, 0) AS paid, COALESCE(known.credited, 0) AS credited
         FROM unnest($2::text[]) AS ids(customer_id)
         LEFT JOIN LATERAL (SELECT invoiced, paid, credited FROM receivable_customers WHERE merchant_id = $1 AND customer_id = ids.customer_id LIMIT 1) AS known ON true`,
      [merchantId, customerIds],
    );
  }

  /**
   * The ageing history's day sums (`aging_day_changes`, kept by the projection through
   * `aging_day_sums_add`): per bucket (its index in `AGING_BUCKETS`), the cents its balances changed by on
   * each UTC day from `firstDay` to `lastDay` (`YYYY-MM-DD`), every earlier day's added into `firstDay`'s.
   * The buckets at the end of a day are the sums of the changes up to it.
   */
  async agingDayChanges(merchantId: string, firstDay: string, lastDay: string): Promise<Array<{ day: string; bucket: number; cents: string }>> {
    return this.dataSource.query(
      `SELECT to_char(greatest(day, $2::date), 'YYYY-MM-DD') AS day, bucket, sum(cents)::text AS cents FROM aging_day_changes
        WHERE merchant_id = $1 AND day <= $3::date
        GROUP BY 1, 2`,
      [merchantId, firstDay, lastDay],
    );
  }

  /**
   * The receivables (open balances) and the credit sales (amounts sent after `start`, up to `end`) of the
   * merchant's sent invoices, summed, in one statement: the open balances from the kept due days (and the
   * receivables without a due date), the credit sales from the kept sent days the period covers whole and
   * the invoices sent on its first and last day (`receivable_invoices_sent_idx`, `onDays`).
   */
  async receivablesAndCreditSales(merchantId: string, start: Date, end: Date): Promise<{ receivables: string; credit_sales: string }> {
    const first = rangeBucket('day', start.getTime());
    const last = rangeBucket('day', end.getTime());
    const [row]: Array<{ receivables: string; credit_sales: string }> = await this.dataSource.query(
      `SELECT
         (COALESCE((SELECT sum(summed) FROM (${keptBucketsSql({ merchant: '$1', key: '$2' })}) AS due), 0)
          + COALESCE((SELECT sum(amount_balance) FROM receivable_invoices WHERE merchant_id = $1 AND ${OPEN} AND due_at IS NULL), 0))::text AS receivables,
         (COALESCE((SELECT sum(summed) FROM (${keptBucketsSql({ merchant: '$1', key: '$3', from: '$6', to: '$7' })}) AS sent), 0)
          + COALESCE((SELECT sum(amount) FROM (${onDays('amount', 'sent_at', '$8', 'merchant_id = $1 AND sent_at > $4 AND sent_at <= $5')}) AS on_edges), 0))::text
           AS credit_sales`,
      [merchantId, OPEN_DUE_DAYS, SENT_DAYS, start, end, first + 1, last - 1, first === last ? [first] : [first, last]],
    );
    return row;
  }

  /**
   * Empties the projection's tables and the group's inbox rows in the caller's transaction, and says how
   * many rows each lost.
   */
  async deleteAll(manager: EntityManager): Promise<InsightsRebuildResult['deleted']> {
    const count = async (sql: string, params: unknown[] = []) => ((await manager.query(sql, params)) as [unknown[], number])[1];
    const invoices = await count('DELETE FROM receivable_invoices');
    // Kept from receivable_invoices and customer_totals by their triggers, which delete a customer's row
    // once neither holds one of its rows; the customers known by their totals alone go here.
    await manager.query('DELETE FROM receivable_customers');
    // The ageing history's day sums, derived from the facts: rebuilt with them.
    await manager.query('DELETE FROM aging_day_changes');
    return {
      invoices,
      history: (await count('DELETE FROM receivable_balance_history')) + (await count('DELETE FROM receivable_due_history')),
      customers: await count('DELETE FROM customer_totals'),
      clocks: await count('DELETE FROM merchant_clocks'),
      inbox: await count('DELETE FROM inbox WHERE consumer = $1', [INSIGHTS_CONSUMER_GROUP]),
    };
  }
}

/**
 * A receivable: sent, not closed, owing something (the predicate of `receivable_invoices_open_aging_idx`,
 * and the rule by which `receivable_customers` keeps what each customer owes).
 */
const OPEN = 'sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0';

/** The keys of the day sums migration 1767460000000 keeps: open balances by due day, sent amounts by sent day. */
const OPEN_DUE_DAYS = rangeCountKey('receivable_invoices', 'due_at', 'open');
const SENT_DAYS = rangeCountKey('receivable_invoices', 'sent_at');

/** The UTC days (as day numbers) the ends of the ageing buckets at `now` fall in, each once. */
function agingEdgeDays(now: Date): number[] {
  const ends = AGING_BUCKETS.flatMap((bucket) => Object.values(agingBucketDueRange(bucket, now)));
  return [...new Set(ends.filter((end): end is Date => end !== null).map((end) => rangeBucket('day', end.getTime())))].sort((a, b) => a - b);
}

/**
 * The `columns` of the receivables meeting `where` whose `column` falls on one of the UTC days (day numbers)
 * the placeholder `days` lists, each day read as a range of its own of the index on `column`: as one OR of
 * the days, PostgreSQL planned a scan of the merchant's whole range. `OFFSET 0` keeps the day's read a
 * subquery run once per day: pulled up into a join, PostgreSQL may instead read all of what `where` allows
 * once and match the days against it (DSO's 90-day window, 78,000 invoices at a million: 100 ms against 2).
 */
function onDays(columns: string, column: string, days: string, where: string): string {
  return `SELECT on_day.* FROM unnest(${days}::bigint[]) AS edge (day)
     CROSS JOIN LATERAL (
       SELECT ${columns} FROM receivable_invoices
        WHERE ${where} AND ${column} >= to_timestamp(edge.day * 86400) AND ${column} < to_timestamp((edge.day + 1) * 86400)
       OFFSET 0
     ) AS on_day`;
}

/**
 * The select list summing open balances per ageing bucket at `now`, with its bound values numbered from
 * `$first`: each bucket is a range of due dates (a balance without a due date is current).
 */
function agingSums(now: Date, first: number): { sums: string; values: Array<Date | null> } {
  const values: Array<Date | null> = [];
  const param = (value: Date | null) => `$${first + values.push(value) - 1}::timestamptz`;
  const sums = AGING_BUCKETS.map((bucket) => {
    const { from, before } = agingBucketDueRange(bucket, now);
    const range = [from && `due_at >= ${param(from)}`, before && `due_at < ${param(before)}`].filter(Boolean).join(' AND ');
    const condition = bucket === 'current' ? `(due_at IS NULL OR ${range})` : range;
    return `COALESCE(SUM(amount_balance) FILTER (WHERE ${condition}), 0) AS ${bucket}`;
  });
  return { sums: ['count(*) AS open_invoices', 'COALESCE(SUM(amount_balance), 0) AS total', ...sums].join(', '), values };
}
