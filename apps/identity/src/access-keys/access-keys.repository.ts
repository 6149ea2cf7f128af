import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AccessKey } from './access-key.entity';

/**
 * A client id is itself the tenant's credential: the token endpoint learns the merchant from the key it
 * finds, and the operator revokes by client id. Listing is scoped by merchant.
 */
@Injectable()
export class AccessKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(key: AccessKey, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.insert(AccessKey, { ...key });
  }

  findByClientId(clientId: string): Promise<AccessKey | null> {
    return this.dataSource.manager.findOneBy(AccessKey, { clientId });
  }

  listForMerchant(merchantId: string): Promise<AccessKey[]> {
    return this.dataSource.manager.find(AccessKey, { where: { merchantId }, order: { createdAt: 'DESC' } });
  }

  /** Client ids of the merchant's keys revoked after `since` (their tokens may still be unexpired). */
  async revokedSince(merchantId: string, since: Date): Promise<string[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(AccessKey, 'key')
      .select('key.client_id', 'client_id')
      .where('key.merchant_id = :merchantId AND key.revoked_at > :since', { merchantId, since })
      .getRawMany<{ client_id: string }>();
    return rows.map((row) => row.client_id);
  }

  /** Sets `revoked_at` once; a second revoke keeps the first time. */
  async revoke(clientId: string, at: Date): Promise<AccessKey | null> {
    await this.dataSource.manager
      .createQueryBuilder()
      .update(AccessKey)
      .set({ revokedAt: at })
      .where('client_id = :clientId AND revoked_at IS NULL', { clientId })
      .execute();
    return this.findByClientId(clientId);
  }
}
