import { Injectable } from '@nestjs/common';
import { AgingBucket, StatementLineKind, ListPage, ListQuery } from '@netline/contracts';
import { parseCents, pageOfRows } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { LedgerRows, StatementFigures } from './statement-ledger';

type Executor = Pick<DataSource | EntityManager, 'query'>;

/** A closed month's statement as stored (cents). */
export interface StoredStatement extends StatementFigures {
  id: string;
  merchantId: string;
  customerId: string;
  createdAt: Date;
}

/** A line as the `lines` column holds it. */
interface StoredLine {
  kind: StatementLineKind;
  at: string;
  reference: string;
  invoice_id: string;
  invoice_number: string;
  amount: number;
  balance: number;
}

interface StatementRow {
  id: string;
  merchant_id: string;
  customer_id: string;
  period_start: Date;
  period_end: Date;
  opening_balance: string;
  invoiced: string;
  paid: string;
  credited: string;
  voided: string;
  closing_balance: string;
  aged_current: string;
  aged_1_30: string;
  aged_31_60: string;
  aged_61_90: string;
  aged_over_90: string;
  lines: StoredLine[];
  created_at: Date;
}

const AGING_COLUMNS: Record<AgingBucket, keyof StatementRow> = {
  current: 'aged_current',
  days_1_30: 'aged_1_30',
  days_31_60: 'aged_31_60',
  days_61_90: 'aged_61_90',
  days_over_90: 'aged_over_90',
};

/** Billing's rows a statement is made of, and the statements written; every query is scoped by merchant. */
@Injectable()
export class StatementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One customer's movements up to `before` (exclusive), from the rows billing keeps anyway. */
  async ledgerRows(merchantId: string, customerId: string, before: Date, executor: Executor = this.dataSource): Promise<LedgerRows> {
    // One after another: the executor may be a transaction's one connection.
    const [invoices, changes, applications, notes] = await sequence([
      () =>
        executor.query(
          `SELECT id, number, sent_at, amount_due, due_at, voided_at, amount_voided, canceled_at, amount_canceled
           FROM invoices WHERE merchant_id = $1 AND customer_id = $2 AND sent AND sent_at < $3`,
          [merchantId, customerId, before],
        ) as Promise<
          Array<{
            id: string;
            number: string;
            sent_at: Date;
            amount_due: string;
            due_at: Date | null;
            voided_at: Date | null;
            amount_voided: string;
            canceled_at: Date | null;
            amount_canceled: string;
          }>
        >,
      // Every change (a later one moves the amount the invoice was sent for); the ledger dates each.
      () =>
        executor.query(
          `SELECT c.invoice_id, c.delta, c.changed_at FROM invoice_amount_changes c
           JOIN invoices i ON i.merchant_id = c.merchant_id AND i.id = c.invoice_id
          WHERE c.merchant_id = $1 AND i.customer_id = $2`,
          [merchantId, customerId],
        ) as Promise<Array<{ invoice_id: string; delta: string; changed_at: Date }>>,
      () =>
        executor.query(
          `SELECT a.payment_id, a.invoice_id, a.amount, a.applied_at, a.reversed_at FROM payment_applications a
           JOIN invoices i ON i.merchant_id = a.merchant_id AND i.id = a.invoice_id
          WHERE a.merchant_id = $1 AND i.customer_id = $2 AND a.applied_at < $3`,
          [merchantId, customerId, before],
        ) as Promise<Array<{ payment_id: string; invoice_id: string; amount: string; applied_at: Date; reversed_at: Date | null }>>,
      () =>
        executor.query(
          `SELECT id, number, invoice_id, amount, created_at, voided_at FROM credit_notes
          WHERE merchant_id = $1 AND customer_id = $2 AND created_at < $3`,
          [merchantId, customerId, before],
        ) as Promise<Array<{ id: string; number: string | null; invoice_id: string; amount: string; created_at: Date; voided_at: Date | null }>>,
    ]);
    return {
      invoices: invoices.map((row) => ({
        id: row.id,
        number: row.number,
        sentAt: row.sent_at,
        amountDue: parseCents(row.amount_due),
        dueAt: row.due_at,
        voidedAt: row.voided_at,
        amountVoided: parseCents(row.amount_voided),
        canceledAt: row.canceled_at,
        amountCanceled: parseCents(row.amount_canceled),
      })),
      amountChanges: changes.map((row) => ({ invoiceId: row.invoice_id, delta: parseCents(row.delta), at: row.changed_at })),
      applications: applications.map((row) => ({
        paymentId: row.payment_id,
        invoiceId: row.invoice_id,
        amount: parseCents(row.amount),
        appliedAt: row.applied_at,
        reversedAt: row.reversed_at,
      })),
      creditNotes: notes.map((row) => ({
        id: row.id,
        number: row.number,
        invoiceId: row.invoice_id,
        amount: parseCents(row.amount),
        createdAt: row.created_at,
        voidedAt: row.voided_at,
      })),
    };
  }

  /**
   * The customers whose months up to `through` are not all closed yet: a sent invoice before it, and the
   * job's progress behind it. `merchantIds` limits the search to those merchants, `exceptMerchantIds`
   * leaves those out (merchants on a clock of their own, searched on their own).
   */
  async behind(
    through: Date,
    scope: { merchantIds?: string[]; exceptMerchantIds?: string[] },
  ): Promise<Array<{ merchantId: string; customerId: string; firstSentAt: Date; closedThrough: Date | null }>> {
    const rows: Array<{ merchant_id: string; customer_id: string; first_sent_at: Date; closed_through: Date | null }> = await this.dataSource.query(
      `SELECT i.merchant_id, i.customer_id, min(i.sent_at) AS first_sent_at, p.closed_through
         FROM invoices i
         LEFT JOIN statement_progress p ON p.merchant_id = i.merchant_id AND p.customer_id = i.customer_id
        WHERE i.sent AND i.sent_at < $1
          AND ($2::text[] IS NULL OR i.merchant_id = ANY($2::text[]))
          AND i.merchant_id <> ALL($3::text[])
          AND (p.closed_through IS NULL OR p.closed_through < $1)
        GROUP BY i.merchant_id, i.customer_id, p.closed_through
        ORDER BY i.merchant_id, i.customer_id`,
      [through, scope.merchantIds ?? null, scope.exceptMerchantIds ?? []],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, customerId: row.customer_id, firstSentAt: row.first_sent_at, closedThrough: row.closed_through }));
  }

  /** The month start through which every customer of the merchant is closed (`markClosed`), if any. */
  async closedThrough(merchantId: string): Promise<Date | null> {
    const rows: Array<{ closed_through: Date }> = await this.dataSource.query('SELECT closed_through FROM statement_closings WHERE merchant_id = $1', [
      merchantId,
    ]);
    return rows[0]?.closed_through ?? null;
  }

  /** Every customer of the merchant is closed through `through`; a later mark never moves it back. */
  async markClosed(merchantId: string, through: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO statement_closings (merchant_id, closed_through) VALUES ($1, $2)
       ON CONFLICT (merchant_id) DO UPDATE SET closed_through = GREATEST(statement_closings.closed_through, EXCLUDED.closed_through)`,
      [merchantId, through],
    );
  }

  async progress(manager: EntityManager, merchantId: string, customerId: string): Promise<Date | null> {
    const rows: Array<{ closed_through: Date }> = await manager.query(
      'SELECT closed_through FROM statement_progress WHERE merchant_id = $1 AND customer_id = $2',
      [merchantId, customerId],
    );
    return rows[0]?.closed_through ?? null;
  }

  async advance(manager: EntityManager, merchantId: string, customerId: string, through: Date): Promise<void> {
    await manager.query(
      `INSERT INTO statement_progress (merchant_id, customer_id, closed_through) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id, customer_id) DO UPDATE SET closed_through = GREATEST(statement_progress.closed_through, EXCLUDED.closed_through)`,
      [merchantId, customerId, through],
    );
  }

  /** Writes a closed month's statement unless one exists for that customer and month; true when written. */
  async insertOnce(manager: EntityManager, statement: StoredStatement): Promise<boolean> {
    const lines: StoredLine[] = statement.lines.map((line) => ({
      kind: line.kind,
      at: line.at.toISOString(),
      reference: line.reference,
      invoice_id: line.invoiceId,
      invoice_number: line.invoiceNumber,
      amount: line.amount,
      balance: line.balance,
    }));
    const rows: unknown[] = await manager.query(
      `INSERT INTO statements (id, merchant_id, customer_id, period_start, period_end, opening_balance, invoiced, paid, credited, voided, closing_balance,
                               aged_current, aged_1_30, aged_31_60, aged_61_90, aged_over_90, lines, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       ON CONFLICT ON CONSTRAINT statements_period_unique DO NOTHING
       RETURNING id`,
      [
        statement.id,
        statement.merchantId,
        statement.customerId,
        statement.periodStart,
        statement.periodEnd,
        statement.openingBalance,
        statement.totals.invoiced,
        statement.totals.paid,
        statement.totals.credited,
        statement.totals.voided,
        statement.closingBalance,
        statement.aging.current,
        statement.aging.days_1_30,
        statement.aging.days_31_60,
        statement.aging.days_61_90,
        statement.aging.days_over_90,
        JSON.stringify(lines),
        statement.createdAt,
      ],
    );
    return rows.length === 1;
  }

  async find(merchantId: string, id: string, executor: Executor = this.dataSource): Promise<StoredStatement | null> {
    const rows: StatementRow[] = await executor.query('SELECT * FROM statements WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows.length === 0 ? null : fromRow(rows[0]);
  }

  /** A customer's closed statements, newest month first. */
  async list(merchantId: string, customerId: string, query: Pick<ListQuery, 'limit' | 'offset' | 'uncounted'>): Promise<ListPage<StoredStatement>> {
    return pageOfRows(
      query,
      async (limit) =>
        (
          (await this.dataSource.query('SELECT * FROM statements WHERE merchant_id = $1 AND customer_id = $2 ORDER BY period_start DESC LIMIT $3 OFFSET $4', [
            merchantId,
            customerId,
            limit,
            query.offset,
          ])) as StatementRow[]
        ).map(fromRow),
      async () =>
        (
          (await this.dataSource.query('SELECT count(*)::int AS count FROM statements WHERE merchant_id = $1 AND customer_id = $2', [
            merchantId,
            customerId,
          ])) as Array<{
            count: number;
          }>
        )[0].count,
    );
  }
}

/** Runs the queries in turn, answering their results in order (typed as a tuple). */
async function sequence<T extends unknown[]>(queries: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as Array<() => Promise<unknown>>) results.push(await query());
  return results as T;
}

function fromRow(row: StatementRow): StoredStatement {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    customerId: row.customer_id,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    openingBalance: parseCents(row.opening_balance),
    lines: row.lines.map((line) => ({
      kind: line.kind,
      at: new Date(line.at),
      reference: line.reference,
      invoiceId: line.invoice_id,
      invoiceNumber: line.invoice_number,
      amount: line.amount,
      balance: line.balance,
    })),
    totals: { invoiced: parseCents(row.invoiced), paid: parseCents(row.paid), credited: parseCents(row.credited), voided: parseCents(row.voided) },
    closingBalance: parseCents(row.closing_balance),
    aging: Object.fromEntries(Object.entries(AGING_COLUMNS).map(([bucket, column]) => [bucket, parseCents(row[column] as string)])) as Record<
      AgingBucket,
      number
    >,
    createdAt: row.created_at,
  };
}
