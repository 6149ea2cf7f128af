import { Injectable } from '@nestjs/common';
import { ListPage, ListQuery } from '@netline/contracts';
import { applyListQuery, hydrate, pageOf } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { SubMerchantProfile } from './sub-merchant.entity';

/** Public list fields → SQL over the `profile` alias (`name`, `legal_name`, `email`, `external_id` are aliases). */
const LIST_COLUMNS: Record<string, string> = {
  id: 'profile.merchant_id',
  external_id: "(profile.metadata ->> 'external_id')",
  name: 'COALESCE(profile.dba_name, profile.legal_business_name)',
  legal_name: 'profile.legal_business_name',
  email: 'profile.business_email',
  underwriting_status: 'profile.underwriting_status',
  created_at: 'profile.created_at',
};

/**
 * Sub-merchant profiles. Every query a partner's request reaches takes the partner id, so a partner
 * finds only its own sub-merchants; the underwriting runner and the operator read by merchant id.
 */
@Injectable()
export class SubMerchantsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(manager: EntityManager, profile: SubMerchantProfile): Promise<void> {
    await manager.insert(SubMerchantProfile, row({ ...profile }));
  }

  async save(manager: EntityManager, profile: SubMerchantProfile): Promise<void> {
    const { merchantId, partnerId, ...changes } = profile;
    await manager.update(SubMerchantProfile, { merchantId, partnerId }, row(changes));
  }

  async find(partnerId: string, merchantId: string, manager: EntityManager = this.dataSource.manager): Promise<SubMerchantProfile | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM sub_merchant_profiles WHERE partner_id = $1 AND merchant_id = $2', [
      partnerId,
      merchantId,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, SubMerchantProfile, rows[0]);
  }

  /** Locks the profile for the rest of the transaction (updates, decisions and document outcomes serialise on it). */
  async findForUpdate(manager: EntityManager, partnerId: string, merchantId: string): Promise<SubMerchantProfile | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM sub_merchant_profiles WHERE partner_id = $1 AND merchant_id = $2 FOR UPDATE', [
      partnerId,
      merchantId,
    ]);
    return rows.length === 0 ? null : hydrate(this.dataSource, SubMerchantProfile, rows[0]);
  }

  async list(partnerId: string, query: ListQuery): Promise<ListPage<SubMerchantProfile>> {
    const builder = this.dataSource.getRepository(SubMerchantProfile).createQueryBuilder('profile').where('profile.partner_id = :partnerId', { partnerId });
    const search = query.params.search;
    if (typeof search === 'string' && search.length > 0) {
      const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      builder.andWhere(
        '(profile.merchant_id ILIKE :search OR profile.legal_business_name ILIKE :search OR profile.dba_name ILIKE :search OR profile.business_email ILIKE :search)',
        { search: pattern },
      );
    }
    applyListQuery(builder, query, LIST_COLUMNS, 'profile.merchant_id');
    return pageOf(builder, query);
  }

  /** One application waiting for the underwriter, locked (other replicas skip it). */
  async lockNextToAssess(manager: EntityManager): Promise<SubMerchantProfile | null> {
    const rows: Record<string, unknown>[] = await manager.query(
      'SELECT * FROM sub_merchant_profiles WHERE underwriting_assessed_at IS NULL ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED',
    );
    return rows.length === 0 ? null : hydrate(this.dataSource, SubMerchantProfile, rows[0]);
  }

  /** Operators name a sub-merchant only; this finds it (never reachable from the partners API). */
  async lockForOperator(manager: EntityManager, merchantId: string): Promise<SubMerchantProfile | null> {
    const rows: Record<string, unknown>[] = await manager.query('SELECT * FROM sub_merchant_profiles WHERE merchant_id = $1 FOR UPDATE', [merchantId]);
    return rows.length === 0 ? null : hydrate(this.dataSource, SubMerchantProfile, rows[0]);
  }

  /** Applications the underwriter left to people (production's review queue). */
  async awaitingReview(): Promise<SubMerchantProfile[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      "SELECT * FROM sub_merchant_profiles WHERE underwriting_status = 'pending' AND underwriting_assessed_at IS NOT NULL ORDER BY created_at LIMIT 500",
    );
    return rows.map((row) => hydrate(this.dataSource, SubMerchantProfile, row));
  }
}

/** TypeORM's deep-partial type cannot follow free-form JSON columns; the entity's own fields are the row. */
function row(values: Partial<SubMerchantProfile>): QueryDeepPartialEntity<SubMerchantProfile> {
  return values as unknown as QueryDeepPartialEntity<SubMerchantProfile>;
}
