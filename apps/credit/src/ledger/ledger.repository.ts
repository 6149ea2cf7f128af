import { Injectable } from '@nestjs/common';
import { LedgerKind, ListPage, ListQuery } from '@netline/contracts';
import { applyListQuery, hydrate, newId, pageOf, parseCents } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { LedgerEntry, Receivable } from './ledger.entity';

export interface NewMovement {
  merchantId: string;
  customerId: string;
  kind: LedgerKind;
  /** Unique per merchant: the second attempt of the same movement inserts nothing. */
  idempotencyKey: string;
  reference: string;
  invoiceId?: string | null;
  amount: number;
  approvedChange?: number;
  balanceChange?: number;
  authorizedChange?: number;
  unappliedChange?: number;
  createdAt: Date;
}

export interface LedgerTotals {
  approved: number;
  balance: number;
  authorized: number;
  unapplied: number;
}

const LIST_COLUMNS: Record<string, string> = {
  kind: 'entry.kind',
  invoice_id: 'entry.invoice_id',
  created_at: 'entry.created_at',
};

/** Every method takes the merchant id. Ledger rows are only ever inserted (a trigger refuses the rest). */
@Injectable()
export class LedgerRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts the movement unless its idempotency key was used before; true when it was inserted. */
  async insert(manager: EntityManager, movement: NewMovement): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO credit_ledger (id, merchant_id, customer_id, kind, amount, approved_change, balance_change, authorized_change,
                                  unapplied_change, invoice_id, reference, idempotency_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING seq`,
      [
        newId('cle'),
        movement.merchantId,
        movement.customerId,
        movement.kind,
        movement.amount,
        movement.approvedChange ?? 0,
        movement.balanceChange ?? 0,
        movement.authorizedChange ?? 0,
        movement.unappliedChange ?? 0,
        movement.invoiceId ?? null,
        movement.reference,
        movement.idempotencyKey,
        movement.createdAt,
      ],
    );
    return rows.length > 0;
  }

  async exists(manager: EntityManager, merchantId: string, idempotencyKey: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM credit_ledger WHERE merchant_id = $1 AND idempotency_key = $2', [merchantId, idempotencyKey]);
    return rows.length > 0;
  }

  /** How many times an orphaned reservation of this invoice was released (each reservation cycle's number). */
  async orphanReleases(manager: EntityManager, merchantId: string, invoiceId: string): Promise<number> {
    const rows: Array<{ count: number }> = await manager.query(
      `SELECT count(*)::int AS count FROM credit_ledger WHERE merchant_id = $1 AND starts_with(idempotency_key, $2)`,
      [merchantId, `release:${invoiceId}:orphan:`],
    );
    return rows[0]?.count ?? 0;
  }

  /** How many captures of this charge were undone as orphans (each capture cycle's number). */
  async capturesUndone(manager: EntityManager, merchantId: string, chargeId: string): Promise<number> {
    const rows: Array<{ count: number }> = await manager.query(
      `SELECT count(*)::int AS count FROM credit_ledger WHERE merchant_id = $1 AND starts_with(idempotency_key, $2)`,
      [merchantId, `charge_authorized:${chargeId}:reopened:`],
    );
    return rows[0]?.count ?? 0;
  }

  async deleteReceivable(manager: EntityManager, merchantId: string, invoiceId: string): Promise<void> {
    await manager.query('DELETE FROM credit_receivables WHERE merchant_id = $1 AND invoice_id = $2', [merchantId, invoiceId]);
  }

  /**
   * Reservations of invoices (not charges) still untouched (nothing paid, credited or released), made
   * between `minAgeMs` and `minAgeMs` + 1 h ago: the candidates of the orphan sweep. The window keeps
   * the sweep from asking billing about every old, unpaid sent invoice on each run; an orphan is looked
   * at on every run during that hour, so billing being away for a while does not let it escape.
   */
  async untouchedReservations(minAgeMs: number, limit = 500): Promise<Array<{ merchantId: string; customerId: string; invoiceId: string }>> {
    const rows: Array<{ merchant_id: string; customer_id: string; invoice_id: string }> = await this.dataSource.query(
      `SELECT merchant_id, customer_id, invoice_id FROM credit_receivables
        WHERE purpose IN ('invoice', 'advance') AND amount_outstanding = amount_reserved
          AND updated_at < now() - make_interval(secs => $1::float8 / 1000)
          AND updated_at > now() - make_interval(secs => $1::float8 / 1000) - interval '1 hour'
        ORDER BY updated_at LIMIT $2`,
      [minAgeMs, limit],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, customerId: row.customer_id, invoiceId: row.invoice_id }));
  }

  /**
   * Charge authorizations neither captured nor canceled, made between `minAgeMs` and `minAgeMs` + 1 h ago:
   * the candidates of the orphan-authorization sweep, in the same window as reservations' (a charge
   * waiting for its capture is looked at during one hour, not on every run for as long as it waits).
   */
  async openAuthorizations(minAgeMs: number, limit = 500): Promise<Array<{ merchantId: string; customerId: string; chargeId: string }>> {
    const rows: Array<{ merchant_id: string; customer_id: string; reference: string }> = await this.dataSource.query(
      `SELECT a.merchant_id, a.customer_id, a.reference FROM credit_ledger a
        WHERE a.kind = 'charge_authorized'
          AND a.created_at < now() - make_interval(secs => $1::float8 / 1000)
          AND a.created_at > now() - make_interval(secs => $1::float8 / 1000) - interval '1 hour'
          AND NOT EXISTS (SELECT 1 FROM credit_ledger c WHERE c.merchant_id = a.merchant_id AND c.reference = a.reference
                                                          AND c.kind IN ('charge_captured', 'charge_canceled'))
        ORDER BY a.created_at LIMIT $2`,
      [minAgeMs, limit],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, customerId: row.customer_id, chargeId: row.reference }));
  }

  /**
   * Charge captures not undone since, made between `minAgeMs` and `minAgeMs` + 1 h ago: the candidates of
   * the orphan-capture sweep, in the same window as the others'.
   */
  async recentCaptures(minAgeMs: number, limit = 500): Promise<Array<{ merchantId: string; customerId: string; chargeId: string }>> {
    const rows: Array<{ merchant_id: string; customer_id: string; reference: string }> = await this.dataSource.query(
      `SELECT c.merchant_id, c.customer_id, c.reference FROM credit_ledger c
        WHERE c.kind = 'charge_captured'
          AND c.created_at < now() - make_interval(secs => $1::float8 / 1000)
          AND c.created_at > now() - make_interval(secs => $1::float8 / 1000) - interval '1 hour'
          AND NOT EXISTS (SELECT 1 FROM credit_ledger r WHERE r.merchant_id = c.merchant_id AND r.reference = c.reference
                                                          AND r.kind = 'charge_authorized' AND r.seq > c.seq)
        ORDER BY c.created_at LIMIT $2`,
      [minAgeMs, limit],
    );
    return rows.map((row) => ({ merchantId: row.merchant_id, customerId: row.customer_id, chargeId: row.reference }));
  }

  async findReceivable(manager: EntityManager, merchantId: string, invoiceId: string): Promise<Receivable | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM credit_receivables WHERE merchant_id = $1 AND invoice_id = $2 FOR UPDATE', [
      merchantId,
      invoiceId,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Receivable, rows[0]);
  }

  async insertReceivable(manager: EntityManager, receivable: Receivable): Promise<void> {
    await manager.query(
      `INSERT INTO credit_receivables (merchant_id, invoice_id, customer_id, purpose, amount_reserved, amount_outstanding, due_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        receivable.merchantId,
        receivable.invoiceId,
        receivable.customerId,
        receivable.purpose,
        receivable.amountReserved,
        receivable.amountOutstanding,
        receivable.dueAt,
        receivable.createdAt,
        receivable.updatedAt,
      ],
    );
  }

  /** A reservation grows (a sent invoice's amount went up): reserved and outstanding both by `amount`. */
  async enlargeReceivable(manager: EntityManager, merchantId: string, invoiceId: string, amount: number, now: Date): Promise<void> {
    await manager.query(
      'UPDATE credit_receivables SET amount_reserved = amount_reserved + $3, amount_outstanding = amount_outstanding + $3, updated_at = $4 WHERE merchant_id = $1 AND invoice_id = $2',
      [merchantId, invoiceId, amount, now],
    );
  }

  async setOutstanding(manager: EntityManager, merchantId: string, invoiceId: string, outstanding: number, now: Date): Promise<void> {
    await manager.query('UPDATE credit_receivables SET amount_outstanding = $3, updated_at = $4 WHERE merchant_id = $1 AND invoice_id = $2', [
      merchantId,
      invoiceId,
      outstanding,
      now,
    ]);
  }

  /** What a charge still holds of the line: the sum of its authorization movements. */
  async authorizedFor(manager: EntityManager, merchantId: string, customerId: string, chargeId: string): Promise<number> {
    const rows: Array<{ total: string }> = await manager.query(
      `SELECT COALESCE(SUM(authorized_change), 0) AS total FROM credit_ledger
        WHERE merchant_id = $1 AND customer_id = $2 AND reference = $3 AND kind LIKE 'charge_%'`,
      [merchantId, customerId, chargeId],
    );
    return parseCents(rows[0].total);
  }

  async movementsOf(manager: EntityManager, merchantId: string, reference: string, kind: LedgerKind): Promise<LedgerEntry[]> {
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM credit_ledger WHERE merchant_id = $1 AND reference = $2 AND kind = $3 ORDER BY seq',
      [merchantId, reference, kind],
    );
    return rows.map((row) => hydrate(this.dataSource, LedgerEntry, row));
  }

  /** The figures the ledger adds up to for one customer (checked against the stored ones in tests). */
  async totals(merchantId: string, customerId: string): Promise<LedgerTotals> {
    const rows: Array<Record<string, string>> = await this.dataSource.query(
      `SELECT COALESCE(SUM(approved_change), 0) AS approved, COALESCE(SUM(balance_change), 0) AS balance,
              COALESCE(SUM(authorized_change), 0) AS authorized, COALESCE(SUM(unapplied_change), 0) AS unapplied
         FROM credit_ledger WHERE merchant_id = $1 AND customer_id = $2`,
      [merchantId, customerId],
    );
    const row = rows[0];
    return {
      approved: parseCents(row.approved),
      balance: parseCents(row.balance),
      authorized: parseCents(row.authorized),
      unapplied: parseCents(row.unapplied),
    };
  }

  async list(merchantId: string, customerId: string, query: ListQuery): Promise<ListPage<LedgerEntry>> {
    const builder = this.dataSource
      .getRepository(LedgerEntry)
      .createQueryBuilder('entry')
      .where('entry.merchant_id = :merchantId AND entry.customer_id = :customerId', { merchantId, customerId });
    applyListQuery(builder, query, LIST_COLUMNS, 'entry.seq');
    return pageOf(builder, query);
  }

  /**
   * Approved customers of this merchant with something more than the grace period past due at `cutoff`. An
   * invoice with an open dispute (billing's events, `credit_invoice_disputes`) does not count.
   */
  async overdueApprovedCustomers(merchantId: string, cutoff: Date): Promise<string[]> {
    const rows: Array<{ customer_id: string }> = await this.dataSource.query(
      `SELECT DISTINCT r.customer_id FROM credit_receivables r
         JOIN customers c ON c.merchant_id = r.merchant_id AND c.id = r.customer_id
        WHERE r.merchant_id = $1 AND r.amount_outstanding > 0 AND r.due_at < $2 AND c.credit_status = 'approved'
          AND NOT EXISTS (SELECT 1 FROM credit_invoice_disputes d
                           WHERE d.merchant_id = r.merchant_id AND d.invoice_id = r.invoice_id AND d.closed_at IS NULL)
        ORDER BY r.customer_id`,
      [merchantId, cutoff],
    );
    return rows.map((row) => row.customer_id);
  }

  /** Billing opened a dispute on an invoice; a close already recorded for it stays (see the migration). */
  async disputeOpened(manager: EntityManager, merchantId: string, data: { id: string; invoice_id: string; customer_id: string }, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO credit_invoice_disputes (merchant_id, dispute_id, invoice_id, customer_id, opened_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, dispute_id) DO UPDATE SET opened_at = COALESCE(credit_invoice_disputes.opened_at, EXCLUDED.opened_at)`,
      [merchantId, data.id, data.invoice_id, data.customer_id, at],
    );
  }

  /** Billing closed the dispute (credited or rejected): the invoice counts again. */
  async disputeClosed(manager: EntityManager, merchantId: string, data: { id: string; invoice_id: string; customer_id: string }, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO credit_invoice_disputes (merchant_id, dispute_id, invoice_id, customer_id, closed_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, dispute_id) DO UPDATE SET closed_at = COALESCE(credit_invoice_disputes.closed_at, EXCLUDED.closed_at)`,
      [merchantId, data.id, data.invoice_id, data.customer_id, at],
    );
  }

  async merchantsWithOpenReceivables(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query(
      'SELECT DISTINCT merchant_id FROM credit_receivables WHERE amount_outstanding > 0',
    );
    return rows.map((row) => row.merchant_id);
  }

  /**
   * Every customer's outstanding balance (cents) where it is not zero, for the operator's `reconcile`:
   * the customer's running balance, which the ledger moves as invoices are reserved, paid, credited,
   * voided or canceled.
   */
  async outstandingByCustomer(
    merchantId: string | undefined,
    after: { merchant_id: string; customer_id: string } | undefined,
    limit: number,
  ): Promise<Array<{ merchant_id: string; customer_id: string; amount: number }>> {
    const rows: Array<{ merchant_id: string; customer_id: string; amount: string }> = await this.dataSource.query(
      `SELECT merchant_id, id AS customer_id, amount_balance AS amount FROM customers
        WHERE amount_balance <> 0 AND ($1::text IS NULL OR merchant_id = $1) AND ($2::text IS NULL OR (merchant_id, id) > ($2, $3))
        ORDER BY merchant_id, id LIMIT $4`,
      [merchantId ?? null, after?.merchant_id ?? null, after?.customer_id ?? null, limit],
    );
    return rows.map((row) => ({ merchant_id: row.merchant_id, customer_id: row.customer_id, amount: parseCents(row.amount) }));
  }
}
