import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery } from '@netline/contracts';
import { hydrate, pageOf } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Charge } from './charge.entity';

const ORDER_COLUMNS: Record<string, string> = { created_at: 'charge.created_at', amount: 'charge.amount', number: 'charge.number' };

/** Every method takes the merchant id. */
@Injectable()
export class ChargesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async nextNumber(manager: EntityManager): Promise<string> {
    const rows: Array<{ value: string }> = await manager.query("SELECT nextval('charge_number_seq')::text AS value");
    return `ch_${rows[0].value}`;
  }

  async insert(manager: EntityManager, charge: Charge): Promise<void> {
    await manager.insert(Charge, { ...charge } as never);
  }

  async save(manager: EntityManager, charge: Charge): Promise<void> {
    const { id, merchantId, ...changes } = charge;
    // jsonb metadata is opaque to TypeORM's deep-partial typing.
    await manager.update(Charge, { merchantId, id }, changes as never);
  }

  async find(merchantId: string, id: string): Promise<Charge | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM charges WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Charge, rows[0]);
  }

  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<Charge | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM charges WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Charge, rows[0]);
  }

  /**
   * GET /charges: `search` matches the charge id or number, its order / PO numbers, the customer id and
   * the captured invoice's number (case-insensitive substring); `starting_at` / `ending_at` bound
   * `created_at`; `order` sorts (default newest first).
   */
  async list(merchantId: string, query: ListQuery): Promise<ListPage<Charge>> {
    const params = query.params as { search?: string; order?: string; starting_at?: string; ending_at?: string };
    const builder = this.dataSource.getRepository(Charge).createQueryBuilder('charge').where('charge.merchant_id = :merchantId', { merchantId });
    if (params.search) {
      const pattern = `%${params.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      builder.andWhere(
        `(charge.id ILIKE :pattern OR charge.number ILIKE :pattern OR charge.order_number ILIKE :pattern OR charge.po_number ILIKE :pattern
          OR charge.customer_id ILIKE :pattern
          OR EXISTS (SELECT 1 FROM invoices invoice WHERE invoice.merchant_id = charge.merchant_id AND invoice.id = charge.invoice_id
                     AND invoice.number ILIKE :pattern))`,
        { pattern },
      );
    }
    if (params.starting_at) builder.andWhere('charge.created_at >= :startingAt', { startingAt: new Date(params.starting_at) });
    if (params.ending_at) builder.andWhere('charge.created_at <= :endingAt', { endingAt: new Date(params.ending_at) });
    const order = params.order ?? '-created_at';
    const field = order.replace(/^-/, '');
    const direction = order.startsWith('-') ? 'DESC' : 'ASC';
    builder.orderBy(ORDER_COLUMNS[field], direction).addOrderBy('charge.id', direction);
    return pageOf(builder.skip(query.offset).take(query.limit), query);
  }
}
