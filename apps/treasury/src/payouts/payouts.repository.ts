import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Payout, PayoutTransaction } from './payout.entity';

const PAYOUT_COLUMNS: Record<string, string> = {
  id: 'payout.id',
  // Partners API: who receives the payout (the partner, or a sub-merchant).
  merchant_id: 'payout.merchant_id',
  status: 'payout.status',
  created_at: 'payout.created_at',
  expected_by: 'payout.expected_by',
};

// Nullable columns compare through COALESCE so that `ne` also returns the rows where they are null.
const TRANSACTION_COLUMNS: Record<string, string> = {
  id: 'tx.id',
  type: 'tx.type',
  customer_id: "COALESCE(tx.customer_id, '')",
  invoice_id: "COALESCE(tx.invoice_id, '')",
  payout_id: "COALESCE(tx.payout_id, '')",
  created_at: 'tx.created_at',
  // Partners API: the sub-merchant the transaction concerns.
  merchant_id: 'COALESCE(tx.sub_merchant_id, tx.merchant_id)',
};

/** Payouts and payout transactions; every method takes the merchant id, or a caller's scope for the API's reads. */
@Injectable()
export class PayoutsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Books a transaction unless its source already booked one; true when this call booked it. */
  async book(manager: EntityManager, transaction: PayoutTransaction): Promise<boolean> {
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PayoutTransaction)
      .values({ ...transaction })
      .orIgnore()
      .returning('id')
      .execute();
    return inserted.raw.length > 0;
  }

  async transactionBySource(manager: EntityManager, merchantId: string, sourceKey: string): Promise<PayoutTransaction | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM payout_transactions WHERE merchant_id = $1 AND source_key = $2', [
      merchantId,
      sourceKey,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, PayoutTransaction, rows[0]);
  }

  async findTransaction(scope: MerchantScope, id: string): Promise<PayoutTransaction | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM payout_transactions WHERE merchant_id = ANY($1::text[]) AND id = $2', [
      scope,
      id,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, PayoutTransaction, rows[0]);
  }

  async listTransactions(scope: MerchantScope, query: ListQuery): Promise<ListPage<PayoutTransaction>> {
    const builder = this.dataSource
      .getRepository(PayoutTransaction)
      .createQueryBuilder('tx')
      .where(...scopeCondition('tx.merchant_id', scope));
    applyListQuery(builder, query, TRANSACTION_COLUMNS, 'tx.id');
    return pageOf(builder, query, { table: 'payout_transactions', scope, facets: ['type'] });
  }

  /** The merchant's transactions not yet in a payout, locked for the run that takes them. */
  async unpaidOutForUpdate(manager: EntityManager, merchantId: string): Promise<PayoutTransaction[]> {
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM payout_transactions WHERE merchant_id = $1 AND payout_id IS NULL ORDER BY created_at, id FOR UPDATE',
      [merchantId],
    );
    return rows.map((row) => hydrate(this.dataSource, PayoutTransaction, row));
  }

  async transactionsOfPayout(manager: EntityManager, merchantId: string, payoutId: string): Promise<PayoutTransaction[]> {
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM payout_transactions WHERE merchant_id = $1 AND payout_id = $2 ORDER BY created_at, id FOR UPDATE',
      [merchantId, payoutId],
    );
    return rows.map((row) => hydrate(this.dataSource, PayoutTransaction, row));
  }

  async assign(manager: EntityManager, merchantId: string, transactionIds: string[], payoutId: string | null, now: Date): Promise<void> {
    await manager.query('UPDATE payout_transactions SET payout_id = $3, updated_at = $4 WHERE merchant_id = $1 AND id = ANY($2::text[])', [
      merchantId,
      transactionIds,
      payoutId,
      now,
    ]);
  }

  async allTransactions(merchantId: string): Promise<PayoutTransaction[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM payout_transactions WHERE merchant_id = $1 ORDER BY created_at, id', [
      merchantId,
    ]);
    return rows.map((row) => hydrate(this.dataSource, PayoutTransaction, row));
  }

  async merchantsWithUnpaidOut(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query('SELECT DISTINCT merchant_id FROM payout_transactions WHERE payout_id IS NULL');
    return rows.map((row) => row.merchant_id);
  }

  /** Serialises payout runs, status changes and retries of one merchant. */
  async lockMerchant(manager: EntityManager, merchantId: string): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`treasury:payouts:${merchantId}`]);
  }

  async insertPayout(manager: EntityManager, payout: Payout): Promise<void> {
    await manager.insert(Payout, { ...payout });
  }

  async savePayout(manager: EntityManager, payout: Payout): Promise<void> {
    const { id, merchantId, ...changes } = payout;
    await manager.update(Payout, { merchantId, id }, changes);
  }

  async findPayout(merchantId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<Payout | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM payouts WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payout, rows[0]);
  }

  /** A payout anywhere in a caller's scope. */
  async findPayoutInScope(scope: MerchantScope, id: string): Promise<Payout | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM payouts WHERE merchant_id = ANY($1::text[]) AND id = $2', [scope, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payout, rows[0]);
  }

  async retryOf(manager: EntityManager, merchantId: string, payoutId: string): Promise<Payout | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM payouts WHERE merchant_id = $1 AND retry_payout_id = $2', [
      merchantId,
      payoutId,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Payout, rows[0]);
  }

  async listPayouts(scope: MerchantScope, query: ListQuery): Promise<ListPage<Payout>> {
    const builder = this.dataSource
      .getRepository(Payout)
      .createQueryBuilder('payout')
      .where(...scopeCondition('payout.merchant_id', scope));
    applyListQuery(builder, query, PAYOUT_COLUMNS, 'payout.id');
    return pageOf(builder, query);
  }

  async allPayouts(merchantId: string): Promise<Payout[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM payouts WHERE merchant_id = $1 ORDER BY created_at, id', [merchantId]);
    return rows.map((row) => hydrate(this.dataSource, Payout, row));
  }

  // ---- Jobs ------------------------------------------------------------------------------------

  async recordActivity(manager: EntityManager, merchantId: string, month: string): Promise<void> {
    await manager.query('INSERT INTO merchant_activity (merchant_id, month) VALUES ($1, $2) ON CONFLICT DO NOTHING', [merchantId, month]);
  }

  async activityMonthsBefore(manager: EntityManager, merchantId: string, month: string): Promise<string[]> {
    const rows: Array<{ month: string }> = await manager.query('SELECT month FROM merchant_activity WHERE merchant_id = $1 AND month < $2 ORDER BY month', [
      merchantId,
      month,
    ]);
    return rows.map((row) => row.month);
  }

  /** True the first time it is called for a merchant and day. */
  async claimPayoutRun(manager: EntityManager, merchantId: string, day: string, now: Date): Promise<boolean> {
    const rows: unknown[] = await manager.query('INSERT INTO payout_runs (merchant_id, day, ran_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING day', [
      merchantId,
      day,
      now,
    ]);
    return rows.length > 0;
  }

  async merchantsWithActivity(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query('SELECT DISTINCT merchant_id FROM merchant_activity');
    return rows.map((row) => row.merchant_id);
  }
}
