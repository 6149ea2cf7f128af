import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { CreditNote } from './credit-note.entity';

const LIST_COLUMNS: Record<string, string> = {
  id: 'note.id',
  number: 'note.number',
  customer_id: 'note.customer_id',
  invoice_id: 'note.invoice_id',
  // Credit notes are never tied to a payment here; the filter is accepted (it is part of the list's documented filters) and matches none.
  payment_id: 'NULL::text',
  amount: 'note.amount',
  amount_balance: '(note.amount - note.amount_paid - note.amount_voided)',
  amount_paid: 'note.amount_paid',
  created_at: 'note.created_at',
  // Partners API: the invoice's sub-merchant.
  merchant_id: 'COALESCE(note.sub_merchant_id, note.merchant_id)',
};

/** Every method takes the merchant id or a caller's `MerchantScope`. */
@Injectable()
export class CreditNotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, note: CreditNote): Promise<void> {
    await manager.insert(CreditNote, { ...note });
  }

  async save(manager: EntityManager, note: CreditNote): Promise<void> {
    const { id, merchantId, ...changes } = note;
    await manager.update(CreditNote, { merchantId, id }, changes);
  }

  async find(scope: MerchantScope, id: string): Promise<CreditNote | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM credit_notes WHERE merchant_id = ANY($1::text[]) AND id = $2', [
      scope,
      id,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, CreditNote, rows[0]);
  }

  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<CreditNote | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM credit_notes WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, CreditNote, rows[0]);
  }

  async list(scope: MerchantScope, query: ListQuery): Promise<ListPage<CreditNote>> {
    const builder = this.dataSource
      .getRepository(CreditNote)
      .createQueryBuilder('note')
      .where(...scopeCondition('note.merchant_id', scope));
    applyListQuery(builder, query, LIST_COLUMNS, 'note.id');
    return pageOf(builder, query, { table: 'credit_notes', scope });
  }
}
