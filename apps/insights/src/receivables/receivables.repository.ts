import { Injectable } from '@nestjs/common';
import { AGING_BUCKETS, AgingBucket, agingBucketDueRange, INSIGHTS_CONSUMER_GROUP, InsightsRebuildResult } from '@netline/contracts';
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

/** An invoice's balance or due date from `at` on (`receivable_balance_history`, `receivable_due_history`). */
export interface InvoiceFactRow<Value> {
  invoice_id: string;
  at: Date;
  value: Value;
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
   * (`agingBucketDueRange`, the rule `agingBucketOf` ages one balance by). Read from
   * `receivable_invoices_open_aging_idx`, so it costs what the open invoices cost, not the history.
   */
  async openAging(merchantId: string, now: Date): Promise<AgingSumsRow> {
    const { sums, values } = agingSums(now, 2);
    const [row]: AgingSumsRow[] = await this.dataSource.query(`SELECT ${sums} FROM receivable_invoices WHERE merchant_id = $1 AND ${OPEN}`, [
      merchantId,
      ...values,
    ]);
    return row;
  }

  /** The same per customer, for the `limit` customers owing most (then by id). */
  async openAgingByCustomer(merchantId: string, now: Date, limit: number): Promise<Array<AgingSumsRow & { customer_id: string }>> {
    const { sums, values } = agingSums(now, 3);
    return this.dataSource.query(
      `SELECT customer_id, ${sums} FROM receivable_invoices WHERE merchant_id = $1 AND ${OPEN}
        GROUP BY customer_id ORDER BY SUM(amount_balance) DESC, customer_id LIMIT $2`,
      [merchantId, limit, ...values],
    );
  }

  /** How many customers the merchant has sent an invoice to or taken a payment or credit note from. */
  async knownCustomerCount(merchantId: string): Promise<number> {
    const [row]: Array<{ count: string }> = await this.dataSource.query(`SELECT count(*) AS count FROM (${KNOWN_CUSTOMERS}) known`, [merchantId]);
    return Number(row.count);
  }

  /** Up to `limit` of those customers, by id, leaving out `listed` (customers already shown). */
  async knownCustomersBesides(merchantId: string, listed: string[], limit: number): Promise<string[]> {
    const rows: Array<{ customer_id: string }> = await this.dataSource.query(
      `SELECT customer_id FROM (${KNOWN_CUSTOMERS}) known WHERE customer_id <> ALL($2::text[]) ORDER BY customer_id LIMIT $3`,
      [merchantId, listed, limit],
    );
    return rows.map((row) => row.customer_id);
  }

  /** What each of `customerIds` was invoiced (sent invoices), paid and credited. */
  async customerFigures(merchantId: string, customerIds: string[]): Promise<CustomerFiguresRow[]> {
    return this.dataSource.query(
      `SELECT ids.customer_id, COALESCE(invoiced.invoiced, 0) AS invoiced, COALESCE(totals.paid, 0) AS paid, COALESCE(totals.credited, 0) AS credited
         FROM unnest($2::text[]) AS ids(customer_id)
         LEFT JOIN receivable_customers invoiced ON invoiced.merchant_id = $1 AND invoiced.customer_id = ids.customer_id
         LEFT JOIN customer_totals totals ON totals.merchant_id = $1 AND totals.customer_id = ids.customer_id`,
      [merchantId, customerIds],
    );
  }

  /**
   * The invoices that can hold a balance between `from` and `to`: sent by `to`, not closed before `from`,
   * and owing something now or changed since `from` (an invoice settled before `from` owed nothing after).
   * `limit` of them by id after `after` (null: from the first), through `receivable_invoices_merchant_idx`.
   */
  async invoicesOwingWithin(
    merchantId: string,
    from: Date,
    to: Date,
    after: string | null,
    limit: number,
  ): Promise<Array<{ id: string; sent_at: Date; closed_at: Date | null }>> {
    return this.dataSource.query(
      `SELECT id, sent_at, closed_at FROM receivable_invoices
        WHERE merchant_id = $1 AND ($4::text IS NULL OR id > $4) AND sent_at IS NOT NULL AND sent_at <= $3
          AND (closed_at IS NULL OR closed_at > $2) AND (amount_balance > 0 OR balance_at > $2)
        ORDER BY id LIMIT $5`,
      [merchantId, from, to, after, limit],
    );
  }

  /** Each invoice's balances from the one in effect at `from` up to `to`, by invoice and time (`value`: cents, as text). */
  async balanceFacts(merchantId: string, invoiceIds: string[], from: Date, to: Date): Promise<Array<InvoiceFactRow<string>>> {
    return this.facts('receivable_balance_history', 'amount_balance', merchantId, invoiceIds, from, to) as Promise<Array<InvoiceFactRow<string>>>;
  }

  /** Each invoice's due dates from the one in effect at `from` up to `to`, by invoice and time. */
  async dueDateFacts(merchantId: string, invoiceIds: string[], from: Date, to: Date): Promise<Array<InvoiceFactRow<Date>>> {
    return this.facts('receivable_due_history', 'due_at', merchantId, invoiceIds, from, to) as Promise<Array<InvoiceFactRow<Date>>>;
  }

  /** The receivables (open balances) and the credit sales (amounts sent in `start`..`end`) of the merchant's sent invoices, summed. */
  async receivablesAndCreditSales(merchantId: string, start: Date, end: Date): Promise<{ receivables: string; credit_sales: string }> {
    const [row]: Array<{ receivables: string; credit_sales: string }> = await this.dataSource.query(
      `SELECT
         COALESCE(SUM(amount_balance) FILTER (WHERE closed_at IS NULL), 0) AS receivables,
         COALESCE(SUM(amount) FILTER (WHERE sent_at > $2 AND sent_at <= $3), 0) AS credit_sales
       FROM receivable_invoices WHERE merchant_id = $1 AND sent_at IS NOT NULL`,
      [merchantId, start, end],
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
    // Kept from receivable_invoices by its triggers: all zero once the invoices are gone, and dropped with them.
    await manager.query('DELETE FROM receivable_customers');
    return {
      invoices,
      history: (await count('DELETE FROM receivable_balance_history')) + (await count('DELETE FROM receivable_due_history')),
      customers: await count('DELETE FROM customer_totals'),
      clocks: await count('DELETE FROM merchant_clocks'),
      inbox: await count('DELETE FROM inbox WHERE consumer = $1', [INSIGHTS_CONSUMER_GROUP]),
    };
  }

  /** Each invoice's facts of one history from the one in effect at `from` on (`table` and `column` are this file's constants). */
  private facts(table: string, column: string, merchantId: string, invoiceIds: string[], from: Date, to: Date) {
    return this.dataSource.query(
      `SELECT invoice_id, at, ${column} AS value FROM ${table} fact
          WHERE merchant_id = $1 AND invoice_id = ANY($2::text[]) AND at <= $4
            AND at >= COALESCE((SELECT max(at) FROM ${table} earlier WHERE earlier.invoice_id = fact.invoice_id AND earlier.at <= $3), '-infinity')
          ORDER BY invoice_id, at`,
      [merchantId, invoiceIds, from, to],
    ) as Promise<Array<InvoiceFactRow<string | Date>>>;
  }
}

/**
 * The merchant's (`$1`) customers the ageing report lists and counts: sent an invoice, or with a payment or
 * credit note. One statement of the rule for both the count and the list.
 */
const KNOWN_CUSTOMERS = `SELECT customer_id FROM receivable_customers WHERE merchant_id = $1 AND sent_invoices > 0
  UNION SELECT customer_id FROM customer_totals WHERE merchant_id = $1`;

/** A receivable: sent, not closed, owing something (the predicate of `receivable_invoices_open_aging_idx`). */
const OPEN = 'sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0';

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
