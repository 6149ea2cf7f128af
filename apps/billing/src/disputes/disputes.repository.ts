import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Dispute, DisputeMessage } from './dispute.entity';

const LIST_COLUMNS: Record<string, string> = {
  status: 'dispute.status',
  invoice_id: 'dispute.invoice_id',
  customer_id: 'dispute.customer_id',
  created_at: 'dispute.created_at',
};

/** Every method takes the merchant id or a caller's `MerchantScope` (and, for a buyer, its customer). */
@Injectable()
export class DisputesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, dispute: Dispute): Promise<void> {
    await manager.insert(Dispute, { ...dispute });
  }

  async save(manager: EntityManager, dispute: Dispute): Promise<void> {
    const { id, merchantId, ...changes } = dispute;
    await manager.update(Dispute, { merchantId, id }, changes);
  }

  async find(scope: MerchantScope, id: string, customerId?: string): Promise<Dispute | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT * FROM disputes WHERE merchant_id = ANY($1::text[]) AND id = $2 AND ($3::text IS NULL OR customer_id = $3)',
      [scope, id, customerId ?? null],
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, Dispute, rows[0]);
  }

  /** Locks the dispute for the rest of the transaction (taken after its invoice's lock, as every writer does). */
  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<Dispute | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM disputes WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Dispute, rows[0]);
  }

  async list(scope: MerchantScope, query: ListQuery, customerId?: string): Promise<ListPage<Dispute>> {
    const builder = this.dataSource
      .getRepository(Dispute)
      .createQueryBuilder('dispute')
      .where(...scopeCondition('dispute.merchant_id', scope));
    if (customerId) builder.andWhere('dispute.customer_id = :ownCustomer', { ownCustomer: customerId });
    applyListQuery(builder, query, LIST_COLUMNS, 'dispute.id');
    return pageOf(builder, query);
  }

  async addMessage(manager: EntityManager, message: DisputeMessage): Promise<void> {
    await manager.insert(DisputeMessage, { ...message });
  }

  async messageCount(manager: EntityManager, merchantId: string, disputeId: string): Promise<number> {
    const rows: Array<{ count: number }> = await manager.query(
      'SELECT count(*)::int AS count FROM dispute_messages WHERE merchant_id = $1 AND dispute_id = $2',
      [merchantId, disputeId],
    );
    return rows[0]?.count ?? 0;
  }

  /** The threads of these disputes, each oldest first. */
  async messagesOf(
    merchantIds: readonly string[],
    disputeIds: readonly string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, DisputeMessage[]>> {
    const threads = new Map<string, DisputeMessage[]>(disputeIds.map((id) => [id, []]));
    if (disputeIds.length === 0) return threads;
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM dispute_messages WHERE merchant_id = ANY($1::text[]) AND dispute_id = ANY($2::text[]) ORDER BY dispute_id, position',
      [[...new Set(merchantIds)], [...disputeIds]],
    );
    for (const row of rows) {
      const message = hydrate(this.dataSource, DisputeMessage, row);
      threads.get(message.disputeId)?.push(message);
    }
    return threads;
  }
}
