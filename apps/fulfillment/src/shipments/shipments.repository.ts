import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery, MerchantScope, ShipmentListParams, SortKey } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf, scopeCondition } from '@netline/persistence';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Shipment } from './shipment.entity';

/** Public field → table column (list filters, sort and search). */
const COLUMN: Record<string, string> = {
  id: 'id',
  created_at: 'created_at',
  merchant_invoice_id: 'merchant_invoice_id',
  fulfillment_method: 'fulfillment_method',
  verification_status: 'verification_status',
  shipment_courier: 'shipment_courier',
  tracking_number: 'shipment_tracking_number',
  courier: 'shipment_courier',
};
const LIST_COLUMNS = Object.fromEntries(Object.entries(COLUMN).map(([field, column]) => [field, `shipment.${column}`]));

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every method takes the merchant id. */
@Injectable()
export class ShipmentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, shipment: Shipment): Promise<void> {
    // A copy: TypeORM writes RETURNING values back into the object it is given.
    await manager.insert(Shipment, { ...shipment });
  }

  async save(manager: EntityManager, shipment: Shipment): Promise<void> {
    const { id, merchantId, ...changes } = shipment;
    await manager.update(Shipment, { merchantId, id }, changes);
  }

  async remove(manager: EntityManager, merchantId: string, id: string): Promise<void> {
    await manager.delete(Shipment, { merchantId, id });
  }

  async find(scope: MerchantScope, id: string): Promise<Shipment | null> {
    const rows: Record<string, unknown>[] = await this.dataSource.query('SELECT * FROM shipments WHERE merchant_id = ANY($1::text[]) AND id = $2', [scope, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Shipment, rows[0]);
  }

  async findForUpdate(manager: EntityManager, merchantId: string, id: string): Promise<Shipment | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM shipments WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, id]);
    return rows.length === 0 ? null : hydrate(this.dataSource, Shipment, rows[0]);
  }

  async exists(scope: MerchantScope, id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM shipments WHERE merchant_id = ANY($1::text[]) AND id = $2', [scope, id]);
    return rows.length > 0;
  }

  /**
   * One page of shipments. Offsets (`page`) and cursors combine: the cursor picks where the walk starts
   * and `page × limit` skips from there. A cursor is keyset paging over the sort keys plus the id:
   * "after X" means "greater than X's values on the first key where they differ", the comparison flipping
   * for descending keys; `ending_before` walks the reversed order and reverses the page back, so pages
   * neither repeat nor skip rows however many are inserted meanwhile. `count` is every match of the
   * filters, cursor or not; an `uncounted` page counts nothing, and one shipment read past the page, in
   * the direction read, says whether another page follows.
   */
  async list(scope: MerchantScope, query: ListQuery): Promise<ListPage<Shipment>> {
    const params = query.params as ShipmentListParams;

    const cursor = params.starting_after ?? params.ending_before;
    const backwards = params.ending_before !== undefined;
    const sort: SortKey[] = backwards ? query.sort.map((key) => ({ ...key, direction: key.direction === 'asc' ? 'desc' : 'asc' })) : query.sort;
    const builder = this.scoped(scope, params);
    if (cursor !== undefined) {
      const keys = [
        ...sort.map((key) => ({ column: COLUMN[key.field], direction: key.direction })),
        { column: 'id', direction: sort.at(-1)?.direction ?? 'asc' },
      ];
      const value = (column: string) => `(SELECT ${column} FROM shipments WHERE merchant_id = ANY(:scope) AND id = :cursor)`;
      const alternatives = keys.map((key, index) => {
        const equalBefore = keys.slice(0, index).map((earlier) => `shipment.${earlier.column} = ${value(earlier.column)}`);
        const beyond = `shipment.${key.column} ${key.direction === 'asc' ? '>' : '<'} ${value(key.column)}`;
        return `(${[...equalBefore, beyond].join(' AND ')})`;
      });
      builder.andWhere(`(${alternatives.join(' OR ')})`, { cursor });
    }
    const ordered = applyListQuery(builder, { ...query, sort }, LIST_COLUMNS, 'shipment.id');
    const inOrder = (items: Shipment[]) => (backwards ? items.reverse() : items);
    if (query.uncounted) {
      const page = await pageOf(ordered, query);
      return { ...page, items: inOrder(page.items) };
    }
    const [count, items] = await Promise.all([applyListQuery(this.scoped(scope, params), query, LIST_COLUMNS, 'shipment.id').getCount(), ordered.getMany()]);
    return { count, items: inOrder(items) };
  }

  private scoped(scope: MerchantScope, params: ShipmentListParams): SelectQueryBuilder<Shipment> {
    const builder = this.dataSource
      .getRepository(Shipment)
      .createQueryBuilder('shipment')
      .where(...scopeCondition('shipment.merchant_id', scope));
    for (const field of ['merchant_invoice_id', 'fulfillment_method', 'verification_status', 'shipment_courier'] as const) {
      const value = params[field];
      if (value !== undefined) builder.andWhere(`shipment.${COLUMN[field]} = :${field}`, { [field]: value });
    }
    if (params.search !== undefined) {
      const fields = params.searchBy ? [params.searchBy] : (['tracking_number', 'courier', 'id', 'merchant_invoice_id'] as const);
      builder.andWhere(`(${fields.map((field) => `shipment.${COLUMN[field]} ILIKE :search`).join(' OR ')})`, { search: `%${escapeLike(params.search)}%` });
    }
    return builder;
  }
}
