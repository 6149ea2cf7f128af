import { Injectable } from '@nestjs/common';
import { hydrate, PreparedQuery, selectList, sql } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { Merchant } from './merchant.entity';

/** Merchants are the tenants themselves, so these are the only queries in Netline keyed by id alone. */
@Injectable()
export class MerchantsRepository {
  private byIdStatement?: PreparedQuery;

  constructor(private readonly dataSource: DataSource) {}

  async insert(merchant: Merchant, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(Merchant, { ...merchant });
  }

  findOldest(): Promise<Merchant | null> {
    return this.dataSource.manager.findOne(Merchant, { where: {}, order: { createdAt: 'ASC' } });
  }

  async update(id: string, changes: Partial<Merchant>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(Merchant, { id }, changes);
  }

  /**
   * A prepared statement (docs/persistence.md, "Prepared SQL"): every Basic credential the gateway has not
   * cached reads its merchant here, and TypeORM's `findOneBy` cost several times the statement itself.
   */
  async findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<Merchant | null> {
    this.byIdStatement ??= sql(`SELECT ${selectList(this.dataSource, Merchant)} FROM merchants WHERE id = $1`, { pipelined: true });
    const row = await this.byIdStatement.first(manager, [id]);
    return row ? hydrate(this.dataSource, Merchant, row) : null;
  }

  async idTaken(manager: EntityManager, id: string): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM merchants WHERE id = $1', [id]);
    return rows.length > 0;
  }

  /** A partner's sub-merchants, oldest first (the partner's grant). */
  async subMerchantIds(partnerId: string): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query('SELECT id FROM merchants WHERE partner_id = $1 ORDER BY created_at, id', [partnerId]);
    return rows.map((row) => row.id);
  }

  /** The names of the merchants among `ids` (an unknown id is left out). */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    const rows: Array<{ id: string; name: string }> = await this.dataSource.query('SELECT id, name FROM merchants WHERE id = ANY($1::text[])', [ids]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async setMfaRequired(id: string, required: boolean): Promise<void> {
    await this.dataSource.manager.update(Merchant, { id }, { mfaRequired: required });
  }
}
