import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, parseCents, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { PromiseProgress, PromiseToPay } from './promise-to-pay.entity';

const LIST_COLUMNS: Record<string, string> = {
  status: 'promise.status',
  customer_id: 'promise.customer_id',
  created_at: 'promise.created_at',
};

/** Every method takes the merchant id or a caller's `MerchantScope` (and, for a buyer, its customer). */
@Injectable()
export class PromisesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, promise: PromiseToPay): Promise<void> {
    await manager.insert(PromiseToPay, { ...promise });
  }

  async save(manager: EntityManager, promise: PromiseToPay): Promise<void> {
    const { id, merchantId, ...changes } = promise;
    await manager.update(PromiseToPay, { merchantId, id }, changes);
  }

  async find(scope: MerchantScope, id: string, customerId?: string): Promise<PromiseToPay | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT * FROM promises_to_pay WHERE merchant_id = ANY($1::text[]) AND id = $2 AND ($3::text IS NULL OR customer_id = $3)',
      [scope, id, customerId ?? null],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, PromiseToPay, rows[0]);
  }

  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<PromiseToPay | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM promises_to_pay WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [
      merchantId,
      id,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, PromiseToPay, rows[0]);
  }

  async list(scope: MerchantScope, query: ListQuery, customerId?: string): Promise<ListPage<PromiseToPay>> {
    const builder = this.dataSource
      .getRepository(PromiseToPay)
      .createQueryBuilder('promise')
      .where(...scopeCondition('promise.merchant_id', scope));
    if (customerId) builder.andWhere('promise.customer_id = :ownCustomer', { ownCustomer: customerId });
    applyListQuery(builder, query, LIST_COLUMNS, 'promise.id');
    return pageOf(builder, query);
  }

  /** The merchant's open promises (the collections pass settles them). */
  async openIds(merchantId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      "SELECT id FROM promises_to_pay WHERE merchant_id = $1 AND status = 'open' ORDER BY pauses_until, id",
      [merchantId],
    );
    return rows.map((row) => row.id);
  }

  /** Merchants with an open promise, for the pass over every merchant. */
  async merchantsWithOpenPromises(): Promise<string[]> {
    const rows: Array<{ merchant_id: string }> = await this.dataSource.query("SELECT DISTINCT merchant_id FROM promises_to_pay WHERE status = 'open'");
    return rows.map((row) => row.merchant_id);
  }

  /** Which of `invoiceIds` an open promise pauses at `now` (the collections pass, for a batch, in one query). */
  async pausingAmong(manager: EntityManager, merchantId: string, invoiceIds: readonly string[], now: Date): Promise<Set<string>> {
    if (invoiceIds.length === 0) return new Set();
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT DISTINCT ids.id FROM promises_to_pay p, unnest($2::text[]) AS ids (id)
        WHERE p.merchant_id = $1 AND p.status = 'open' AND p.pauses_until > $3 AND ids.id = ANY(p.invoice_ids)`,
      [merchantId, [...invoiceIds], now],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** What payments have applied to these invoices in all, and whether any of them still owes a balance. */
  async progress(manager: EntityManager, merchantId: string, invoiceIds: readonly string[]): Promise<PromiseProgress> {
    const rows: Array<{ paid: string; owing: boolean }> = await manager.query(
      `SELECT COALESCE(SUM(amount_paid), 0) AS paid, COALESCE(bool_or(amount_balance > 0 AND NOT voided AND NOT canceled), false) AS owing
         FROM invoices WHERE merchant_id = $1 AND id = ANY($2::text[])`,
      [merchantId, [...invoiceIds]],
    );
    return { amountPaid: parseCents(rows[0].paid), owing: rows[0].owing };
  }
}
