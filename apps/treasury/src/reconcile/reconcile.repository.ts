import { Inject, Injectable } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { parseCents } from '@netline/persistence';
import type { PoolClient } from 'pg';
import { DataSource, DataSourceOptions, QueryRunner } from 'typeorm';
import { InvoiceSums } from '@netline/contracts';
import { TreasuryConfig } from '../config';
import { Payment, PaymentLink } from '../payments/payment.entity';
import { PayoutTransaction } from '../payouts/payout.entity';

/**
 * What the checks read of a payment, a link and a payout transaction: the columns they compare, as plain
 * objects, not whole entities. Of a payment's dates they need only whether they are set; of a
 * transaction's time its milliseconds (a number is far cheaper to read than a date).
 */
export interface BookedPayment extends Pick<Payment, 'id' | 'customerId' | 'method' | 'status' | 'amount' | 'amountUnapplied'> {
  /** It was paid at some point (`paid_at` is set). */
  paid: boolean;
  /** It was reversed after it was paid (`reversed_at` is set). */
  reversed: boolean;
}
export type BookedLink = Pick<PaymentLink, 'paymentId' | 'invoiceId' | 'amount' | 'amountApplied' | 'invoiceAdvanced'>;
export interface BookedTransaction extends Pick<
  PayoutTransaction,
  'id' | 'type' | 'sourceKey' | 'invoiceId' | 'payoutId' | 'amountGross' | 'amountFee' | 'amountNet'
> {
  /** `created_at` in whole milliseconds, as `Date.getTime()` gives it. */
  createdAtMs: number;
}

const BOOKED_PAYMENT_COLUMNS = 'id, customer_id, method, status, amount, amount_unapplied, paid_at IS NOT NULL AS paid, reversed_at IS NOT NULL AS reversed';
const BOOKED_TRANSACTION_COLUMNS =
  'id, type, source_key, invoice_id, payout_id, amount_gross, amount_fee, amount_net, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_at_ms';

interface BookedPaymentRow {
  id: string;
  customer_id: string;
  method: string;
  status: Payment['status'];
  amount: string;
  amount_unapplied: string;
  paid: boolean;
  reversed: boolean;
}

interface BookedTransactionRow {
  id: string;
  type: PayoutTransaction['type'];
  source_key: string;
  invoice_id: string | null;
  payout_id: string | null;
  amount_gross: string;
  amount_fee: string;
  amount_net: string;
  created_at_ms: number;
}

function bookedPayment(row: BookedPaymentRow): BookedPayment {
  return {
    id: row.id,
    customerId: row.customer_id,
    method: row.method,
    status: row.status,
    amount: parseCents(row.amount),
    amountUnapplied: parseCents(row.amount_unapplied),
    paid: row.paid,
    reversed: row.reversed,
  };
}

function bookedTransaction(row: BookedTransactionRow): BookedTransaction {
  return {
    id: row.id,
    type: row.type,
    sourceKey: row.source_key,
    invoiceId: row.invoice_id,
    payoutId: row.payout_id,
    amountGross: parseCents(row.amount_gross),
    amountFee: parseCents(row.amount_fee),
    amountNet: parseCents(row.amount_net),
    createdAtMs: row.created_at_ms,
  };
}

/** What a payout's transactions add up to: sums in cents, and the first and last transaction times. */
export interface PayoutTotal {
  count: number;
  gross: number;
  fee: number;
  net: number;
  first: number;
  last: number;
}

/**
 * The merchant's payout transactions as the checks read them: each payout's sums by payout id, the figures
 * per type (by type), and the transactions that may disagree (oldest first).
 */
export interface TransactionBooks {
  totals: Map<string, PayoutTotal>;
  figures: TransactionTypeFigures[];
  suspects: BookedTransaction[];
}

/** The unapplied money of paying customers' payments still paid, in cents: one list per column, of one length. */
export interface CustomerSums {
  customer_ids: string[];
  unapplied: number[];
}

/** One transaction type's count and net, and how many of them (and how much net) no payout holds yet. */
export interface TransactionTypeFigures {
  type: string;
  count: number;
  net: number;
  unpaidOut: number;
  unpaidOutNet: number;
}

/** The merchant's payments that were paid: still paid (their count and money) or since reversed. */
export interface PaymentFigures {
  paid: number;
  reversed: number;
  amountPaid: number;
}

/** The rows a books check judges, for the payments the database found that may disagree. */
export interface PaymentBooks {
  payments: BookedPayment[];
  links: BookedLink[];
  transactions: BookedTransaction[];
}

/**
 * The next `$3` invoices of merchant `$1` after invoice `$2`, with their sums (`ReconcileReads.invoiceSums`).
 * Each range is ordered on its own, so that PostgreSQL merges the two indexes' orders (a union ordered
 * only as a whole, it sorts). The lists of a batch are gathered from one ordered pass, so they are in one
 * order; `last` is where the next batch starts.
 */
const INVOICE_SUMS_BATCH = `
  SELECT json_build_object('invoice_ids', json_agg(invoice_id), 'applied', json_agg(applied), 'forwarded', json_agg(forwarded),
                           'links', json_agg(links), 'transactions', json_agg(transactions), 'last', max(invoice_id)) AS batch
    FROM (SELECT invoice_id, sum(applied) AS applied, sum(forwarded) AS forwarded,
                 count(*) FILTER (WHERE link) AS links, bool_or(NOT link) AS transactions
            FROM ((SELECT invoice_id, amount_applied AS applied, 0::bigint AS forwarded, true AS link
                     FROM payment_links
                    WHERE merchant_id = $1 AND invoice_id > $2 AND amount_applied > 0
                    ORDER BY invoice_id)
                  UNION ALL
                  (SELECT invoice_id, 0::bigint, amount_gross, false
                     FROM payout_transactions
                    WHERE merchant_id = $1 AND invoice_id > $2 AND invoice_id IS NOT NULL
                      AND (source_key LIKE 'payment:%' OR source_key LIKE 'refund:%')
                    ORDER BY invoice_id)) AS booked
           GROUP BY invoice_id
           ORDER BY invoice_id
           LIMIT $3) AS sums`;

/** Connections of one reconciliation's own pool: its two streams, and two for the queries beside them. */
const RECONCILE_CONNECTIONS = 4;

/**
 * Opens the reads of one reconciliation on a pool of their own: a merchant's whole history takes seconds
 * to sum, longer than the request path's statement timeout allows a query (half of `RPC_TIMEOUT_MS`), and
 * its scans should not hold the connections requests need. The pool lives as long as the check.
 */
@Injectable()
export class ReconcileRepository {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: Pick<TreasuryConfig, 'RECONCILE_STATEMENT_TIMEOUT_MS'>,
  ) {}

  async open(): Promise<ReconcileReads> {
    const deadline = this.config.RECONCILE_STATEMENT_TIMEOUT_MS;
    const options = this.dataSource.options as DataSourceOptions & { extra?: Record<string, unknown> };
    const reads = new DataSource({
      ...options,
      extra: {
        ...options.extra,
        max: RECONCILE_CONNECTIONS,
        application_name: 'netline-treasury-reconcile',
        // The sums' hash tables hold a row per invoice: at the default 4 MB they spill to disk in dozens of
        // batches (64 MB: a fifth less time for the sums per invoice at a million). Four sessions at most.
        // No parallel workers and no JIT: the check already keeps four sessions busy, so workers only take
        // cores from the request path beside it, and each statement runs once, so compiling it does not
        // pay (docs/capacity.md, "Work that reads the whole history once").
        options: '-c work_mem=64MB -c max_parallel_workers_per_gather=0 -c jit=off',
        // The check's queries queue for its few connections, by design.
        connectionTimeoutMillis: deadline,
        statement_timeout: deadline,
        query_timeout: deadline + 1_000,
        // A stream's transaction waits for billing or credit between two fetches.
        idle_in_transaction_session_timeout: deadline,
      },
    } as DataSourceOptions);
    await reads.initialize();
    return new ReconcileReads(reads);
  }
}

/**
 * What `reconcile` reads, as sums and as the few rows that may disagree: the database compares, so a
 * merchant with a million invoices costs treasury a few thousand rows and two streams of sums, not its
 * whole history (docs/capacity.md). The queries read the merchant's rows in sequential scans joined by
 * hash, rather than a hundred ranges of random reads.
 *
 * The `suspect…` queries may answer more rows than disagree, never fewer: the checks in
 * `reconcile-checks.ts` judge and word what they answer, and `reconcile.medium-spec.ts` breaks each rule
 * through the database to hold the queries to that.
 */
export class ReconcileReads {
  constructor(private readonly dataSource: DataSource) {}

  async close(): Promise<void> {
    await this.dataSource.destroy();
  }

  async merchants(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query(
      'SELECT merchant_id FROM payments UNION SELECT merchant_id FROM payout_transactions UNION SELECT merchant_id FROM payouts UNION SELECT merchant_id FROM merchant_activity ORDER BY 1',
    );
    return rows.map((row) => row.merchant_id);
  }

  /**
   * The merchant's payout transactions in one pass: each payout's transactions summed (by payout id), the
   * figures per type, and the transactions whose net is not gross − fee or that name a payout not among
   * `payoutIds` (the merchant's). The sums are grouping sets of one scan; the few suspect rows are read
   * only when the sums show there are any (a count per type, a payout id no payout has). Three questions
   * each scanned the merchant's transactions (771,000 rows at a million invoices).
   */
  async transactionBooks(merchantId: string, payoutIds: string[]): Promise<TransactionBooks> {
    const rows: Array<{
      by_type: boolean;
      payout_id: string | null;
      type: string | null;
      count: number;
      gross: string;
      fee: string;
      net: string;
      first_ms: number;
      last_ms: number;
      unpaid_out: number;
      unpaid_out_net: string;
      unbalanced: number;
    }> = await this.dataSource.query(
      `SELECT GROUPING(payout_id) = 1 AS by_type, payout_id, type,
              count(*)::int AS count, sum(amount_gross) AS gross, sum(amount_fee) AS fee, sum(amount_net) AS net,
              floor(extract(epoch FROM min(created_at)) * 1000)::float8 AS first_ms,
              floor(extract(epoch FROM max(created_at)) * 1000)::float8 AS last_ms,
              count(*) FILTER (WHERE payout_id IS NULL)::int AS unpaid_out,
              COALESCE(sum(amount_net) FILTER (WHERE payout_id IS NULL), 0) AS unpaid_out_net,
              count(*) FILTER (WHERE amount_net <> amount_gross - amount_fee)::int AS unbalanced
         FROM payout_transactions
        WHERE merchant_id = $1
        GROUP BY GROUPING SETS ((payout_id), (type))`,
      [merchantId],
    );
    const totals = new Map<string, PayoutTotal>();
    const figures: TransactionTypeFigures[] = [];
    let unbalanced = 0;
    for (const row of rows) {
      if (row.by_type) {
        unbalanced += row.unbalanced;
        figures.push({
          type: row.type as string,
          count: row.count,
          net: parseCents(row.net),
          unpaidOut: row.unpaid_out,
          unpaidOutNet: parseCents(row.unpaid_out_net),
        });
      } else if (row.payout_id !== null) {
        totals.set(row.payout_id, {
          count: row.count,
          gross: parseCents(row.gross),
          fee: parseCents(row.fee),
          net: parseCents(row.net),
          first: row.first_ms,
          last: row.last_ms,
        });
      }
    }
    figures.sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
    const known = new Set(payoutIds);
    const unknown = [...totals.keys()].filter((payoutId) => !known.has(payoutId));
    const suspects =
      unbalanced === 0 && unknown.length === 0
        ? []
        : ((await this.dataSource.query(
            `SELECT ${BOOKED_TRANSACTION_COLUMNS} FROM payout_transactions
              WHERE merchant_id = $1 AND (amount_net <> amount_gross - amount_fee OR payout_id = ANY($2::text[]))`,
            [merchantId, unknown],
          )) as BookedTransactionRow[]);
    // Sorted here (there are few): an ORDER BY made PostgreSQL read the whole table in index order, at random.
    return { totals, figures, suspects: suspects.map(bookedTransaction).sort(oldestFirst) };
  }

  /**
   * The payments (ids, oldest first) whose applications or forwarding may disagree: a link applying more
   * than it asked; money forwarded for a link that should forward none, or not the applied amount; a
   * reversal without its refund, or a refund without a reversal; a never-paid payment applying money; a
   * paid one whose applied and unapplied money is not its amount, or no longer paid and never reversed.
   * `payment:<payment>:<invoice>` and `refund:<payment>:<invoice>` are the transactions of a link (the
   * key is unique per merchant).
   */
  async suspectPayments(merchantId: string): Promise<string[]> {
    // One pass: each payment with its links and the links' two transactions, grouped by payment. Asked as
    // two questions (the money of each payment, the forwarding of each link), PostgreSQL hashed the payments
    // and the links twice: 4.8–5.3 s of CPU at a million invoices, against 3.3–4.3 s for this one
    // (docs/capacity.md, "Work that reads the whole history once").
    const rows: Array<{ id: string; createdAtMs: number }> = await this.dataSource.query(
      `SELECT payment.id, floor(extract(epoch FROM payment.created_at) * 1000)::float8 AS "createdAtMs"
         FROM payments payment
         LEFT JOIN payment_links link ON link.merchant_id = $1 AND link.payment_id = payment.id
         LEFT JOIN (SELECT source_key, amount_gross, amount_net FROM payout_transactions WHERE merchant_id = $1 AND source_key LIKE 'payment:%') forwarded
                ON forwarded.source_key = 'payment:' || link.payment_id || ':' || link.invoice_id
         LEFT JOIN (SELECT source_key, amount_net FROM payout_transactions WHERE merchant_id = $1 AND source_key LIKE 'refund:%') refund
                ON refund.source_key = 'refund:' || link.payment_id || ':' || link.invoice_id
        WHERE payment.merchant_id = $1
        GROUP BY payment.id
       HAVING bool_or(link.amount_applied > link.amount)
           OR bool_or(CASE WHEN payment.paid_at IS NOT NULL AND link.amount_applied > 0 AND link.invoice_advanced IS FALSE AND payment.method <> 'merchant'
                           THEN forwarded.amount_gross IS DISTINCT FROM link.amount_applied
                                OR (payment.reversed_at IS NOT NULL AND refund.amount_net IS DISTINCT FROM -forwarded.amount_net)
                                OR (payment.reversed_at IS NULL AND refund.source_key IS NOT NULL)
                           ELSE forwarded.source_key IS NOT NULL OR refund.source_key IS NOT NULL
                      END)
           OR (payment.paid_at IS NULL AND (COALESCE(sum(link.amount_applied), 0) > 0 OR payment.amount_unapplied > 0))
           OR (payment.paid_at IS NOT NULL
               AND (COALESCE(sum(link.amount_applied), 0) + payment.amount_unapplied <> payment.amount
                    OR (payment.status <> 'paid' AND payment.reversed_at IS NULL)))`,
      [merchantId],
    );
    // Sorted here, not by the database: an ORDER BY made PostgreSQL walk the table in index order.
    return rows.sort(oldestFirst).map((row) => row.id);
  }

  /** The merchant's payments among `paymentIds`, oldest first (unknown ids are left out). */
  async payments(merchantId: string, paymentIds: string[]): Promise<BookedPayment[]> {
    const rows: BookedPaymentRow[] = await this.dataSource.query(
      `SELECT ${BOOKED_PAYMENT_COLUMNS} FROM payments WHERE merchant_id = $1 AND id = ANY($2::text[]) ORDER BY created_at, id`,
      [merchantId, paymentIds],
    );
    return rows.map(bookedPayment);
  }

  /** `paymentIds`' payments, all their links, and the transactions those links forwarded and refunded. */
  async paymentBooks(merchantId: string, paymentIds: string[]): Promise<PaymentBooks> {
    const [payments, linkRows] = await Promise.all([
      this.payments(merchantId, paymentIds),
      this.dataSource.query(
        `SELECT payment_id, invoice_id, amount, amount_applied, invoice_advanced FROM payment_links
          WHERE merchant_id = $1 AND payment_id = ANY($2::text[]) ORDER BY payment_id, position`,
        [merchantId, paymentIds],
      ) as Promise<Array<{ payment_id: string; invoice_id: string; amount: string; amount_applied: string | null; invoice_advanced: boolean | null }>>,
    ]);
    const links: BookedLink[] = linkRows.map((row) => ({
      paymentId: row.payment_id,
      invoiceId: row.invoice_id,
      amount: parseCents(row.amount),
      amountApplied: row.amount_applied === null ? null : parseCents(row.amount_applied),
      invoiceAdvanced: row.invoice_advanced,
    }));
    const sourceKeys = links.flatMap((link) => [`payment:${link.paymentId}:${link.invoiceId}`, `refund:${link.paymentId}:${link.invoiceId}`]);
    const transactionRows: BookedTransactionRow[] =
      sourceKeys.length === 0
        ? []
        : await this.dataSource.query(`SELECT ${BOOKED_TRANSACTION_COLUMNS} FROM payout_transactions WHERE merchant_id = $1 AND source_key = ANY($2::text[])`, [
            merchantId,
            sourceKeys,
          ]);
    return { payments, links, transactions: transactionRows.map(bookedTransaction) };
  }

  /**
   * Treasury's sums per invoice, `batch` invoices at a time in id order: what the payments still paid
   * applied to it, and what was forwarded for it (`payment:` transactions less `refund:` ones). An invoice
   * with either is listed. Each batch is the body billing is asked with, and in id order it is one short
   * range of billing's index of the compared amounts (billing's `settlementDifferences`).
   *
   * Each batch is a statement of its own, the next invoices after the last one handed over: two short
   * ranges of the indexes that hold the summed columns (migration 1767500000000), merged in id order, so the
   * first batch is ready at once and the database sums the next while billing judges this one. Summing the
   * whole history in one statement kept billing waiting seconds for its first batch (docs/capacity.md). The
   * ranges read every link that applied money; the applications of payments not (or no longer) paid are few,
   * read once beforehand and taken out of each batch here (`unpaidApplications`). All in one snapshot.
   */
  async *invoiceSums(merchantId: string, batch: number): AsyncGenerator<InvoiceSums> {
    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    let open = false;
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      open = true;
      // PostgreSQL cannot tell how many invoices the two ranges hold (it guesses 200, all within one batch),
      // so it would hash the merchant's whole history for the first batch and compile each batch's plan:
      // 1.8 s for the first batch at a million invoices, against 3–5 ms for any batch read in index order.
      // That plan is the same for every batch, so it is made once (a prepared statement, its generic plan).
      for (const setting of ['enable_hashagg = off', 'plan_cache_mode = force_generic_plan']) {
        await runner.query(`SET LOCAL ${setting}`);
      }
      const unpaid = await unpaidApplications(runner, merchantId);
      const read = (after: string) => {
        const batchRead = client
          .query<{ batch: BookedInvoiceSums }>({ name: 'reconcile_invoice_sums', text: INVOICE_SUMS_BATCH, values: [merchantId, after, batch] })
          .then((result) => result.rows[0].batch);
        // Handled where it is awaited; until then a failure must not count as unhandled (and end the process).
        batchRead.catch(() => undefined);
        return batchRead;
      };
      let reading = read('');
      for (;;) {
        const booked = await reading;
        // No invoice after the last batch: the aggregates of no rows are null.
        if (booked.last === null) break;
        const more = booked.invoice_ids.length === batch;
        // The next batch is read while the caller works on this one: billing judges a batch in about the
        // time the database takes to sum one, so they overlap rather than take turns.
        if (more) reading = read(booked.last);
        const sums = paidSums(booked, unpaid);
        if (sums.invoice_ids.length > 0) yield sums;
        if (!more) break;
      }
      await runner.query('COMMIT');
      open = false;
    } finally {
      // Still open when the caller stopped early or a statement failed. The client runs its statements in
      // order, so the rollback waits for a batch read ahead for a caller that stopped.
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }

  /** The unapplied money of each paying customer's payments still paid, `batch` customers at a time. */
  customerSums(merchantId: string, batch: number): AsyncGenerator<CustomerSums> {
    return this.stream(
      `SELECT customer_id, COALESCE(sum(amount_unapplied) FILTER (WHERE status = 'paid'), 0) AS unapplied
         FROM payments
        WHERE merchant_id = $1 AND paid_at IS NOT NULL
        GROUP BY customer_id`,
      { customer_ids: 'customer_id', unapplied: 'unapplied' },
      [merchantId],
      batch,
      (sums: CustomerSums) => ({ customer_ids: sums.customer_ids, unapplied: sums.unapplied.map(parseCents) }),
    );
  }

  /** The merchant's payments that were paid, counted: still paid (and their money) or since reversed. */
  async paymentFigures(merchantId: string): Promise<PaymentFigures> {
    const [row]: Array<{ paid: number; reversed: number; amount_paid: string }> = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE status = 'paid')::int AS paid,
              count(*) FILTER (WHERE status <> 'paid')::int AS reversed,
              COALESCE(sum(amount) FILTER (WHERE status = 'paid'), 0) AS amount_paid
         FROM payments
        WHERE merchant_id = $1 AND paid_at IS NOT NULL`,
      [merchantId],
    );
    return { paid: row.paid, reversed: row.reversed, amountPaid: parseCents(row.amount_paid) };
  }

  /**
   * Runs `rows` once and hands them over `batch` at a time, each batch as one JSON object of columns
   * (`columns` names each list and the column of `rows` it gathers), through a cursor in a read-only
   * transaction: the database sums the whole merchant in one pass, and treasury holds one batch (and what
   * its caller keeps in flight), never the whole answer. A batch arrives as one value, not a row per
   * customer: at a million rows the driver's row objects alone grew treasury by about 90 MB of garbage,
   * where the batches' text grows it by a few (docs/capacity.md). The caller pulls the next batch when it
   * is ready for it; stopping early (a `break`, a throw) closes the cursor and frees the connection.
   */
  private async *stream<T>(
    rows: string,
    columns: Record<keyof T & string, string>,
    parameters: unknown[],
    batch: number,
    check: (batch: T) => T,
  ): AsyncGenerator<T> {
    const lists = Object.entries(columns).map(([name, column]) => `'${name}', json_agg(${column as string})`);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let open = false;
    try {
      await runner.query('BEGIN READ ONLY');
      open = true;
      // Rows are numbered as they come and cut into batches; all lists of a batch gather its rows in one
      // order. Batches themselves may come in any order.
      await runner.query(
        `DECLARE reconcile_sums NO SCROLL CURSOR FOR
         SELECT json_build_object(${lists.join(', ')}) AS batch
           FROM (SELECT sums.*, (row_number() OVER () - 1) / ${Number(batch)} AS batch FROM (${rows}) sums) numbered
          GROUP BY batch`,
        parameters,
      );
      for (;;) {
        const [row]: Array<{ batch: T }> = await runner.query('FETCH 1 FROM reconcile_sums');
        if (!row) break;
        yield check(row.batch);
      }
      await runner.query('COMMIT');
      open = false;
    } finally {
      // Still open when the caller stopped early or a statement failed.
      if (open) await runner.query('ROLLBACK').catch(() => undefined);
      await runner.release();
    }
  }
}

/**
 * A batch of sums per invoice as the database reads them, over every link that applied money: beside each
 * invoice, how many such links it has and whether money was forwarded or refunded for it.
 */
interface BookedInvoiceSums {
  /** The batch's greatest invoice id; null when no invoice comes after the last batch. */
  last: string | null;
  invoice_ids: string[];
  applied: Array<number | string>;
  forwarded: Array<number | string>;
  links: number[];
  transactions: boolean[];
}

/** What the links of payments not paid (or no longer paid) applied to an invoice, and how many links they are. */
interface UnpaidApplications {
  amount: number;
  links: number;
}

/** Oldest first, and by id where two were written in the same millisecond: the order the report lists rows in. */
function oldestFirst(a: { id: string; createdAtMs: number }, b: { id: string; createdAtMs: number }): number {
  return a.createdAtMs - b.createdAtMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The money that payments of the merchant not paid, or no longer paid, applied, by invoice: the part of
 * the links' sums that is not treasury's money. Payments that were never paid apply nothing, and reversals
 * are rare, so this is a short list; it is read from the payments' side (their own index, then their links
 * by key) rather than by joining every link to its payment. (A link whose payment is another merchant's,
 * which only a hand-edited database holds, thus counts as applied: billing shows less settled than that,
 * and the check reports the invoice.)
 */
async function unpaidApplications(runner: QueryRunner, merchantId: string): Promise<Map<string, UnpaidApplications>> {
  const rows: Array<{ invoice_id: string; amount: string; links: number }> = await runner.query(
    `SELECT link.invoice_id, sum(link.amount_applied) AS amount, count(*)::int AS links
       FROM payments payment
       JOIN payment_links link ON link.payment_id = payment.id
      WHERE payment.merchant_id = $1 AND (payment.paid_at IS NULL OR payment.status <> 'paid')
        AND link.merchant_id = $1 AND link.amount_applied > 0
      GROUP BY link.invoice_id`,
    [merchantId],
  );
  return new Map(rows.map((row) => [row.invoice_id, { amount: parseCents(row.amount), links: row.links }]));
}

/**
 * `booked` less the applications of payments not paid: an invoice whose only links are theirs, and for
 * which nothing was forwarded, is left out, as it holds none of treasury's money.
 */
function paidSums(booked: BookedInvoiceSums, unpaid: Map<string, UnpaidApplications>): InvoiceSums {
  if (unpaid.size === 0) return { invoice_ids: booked.invoice_ids, applied: booked.applied.map(parseCents), forwarded: booked.forwarded.map(parseCents) };
  const sums: InvoiceSums = { invoice_ids: [], applied: [], forwarded: [] };
  booked.invoice_ids.forEach((invoiceId, index) => {
    const taken = unpaid.get(invoiceId);
    if (taken !== undefined && taken.links === booked.links[index] && !booked.transactions[index]) return;
    sums.invoice_ids.push(invoiceId);
    sums.applied.push(parseCents(booked.applied[index]) - (taken?.amount ?? 0));
    sums.forwarded.push(parseCents(booked.forwarded[index]));
  });
  return sums;
}
