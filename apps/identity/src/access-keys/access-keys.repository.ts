import { Injectable } from '@nestjs/common';
import { AccessKeyPolicy, MerchantApiVersion } from '@netline/contracts';
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

  /** The client ids of the merchant's live machine-to-machine MCP keys with previews off, for the edges' settings lookup. */
  async previewsOff(merchantId: string): Promise<string[]> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(AccessKey, 'key')
      .select('key.client_id', 'client_id')
      .where("key.merchant_id = :merchantId AND key.kind = 'mcp' AND key.auth_type = 'm2m' AND NOT key.mcp_previews AND key.revoked_at IS NULL", { merchantId })
      .getRawMany<{ client_id: string }>();
    return rows.map((row) => row.client_id);
  }

  /** The policies of the merchant's live machine-to-machine MCP keys that have one, by client id, for the edges' settings lookup. */
  async policies(merchantId: string): Promise<Record<string, AccessKeyPolicy>> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(AccessKey, 'key')
      .select('key.client_id', 'client_id')
      .addSelect('key.mcp_policy', 'mcp_policy')
      .where("key.merchant_id = :merchantId AND key.kind = 'mcp' AND key.auth_type = 'm2m' AND key.mcp_policy IS NOT NULL AND key.revoked_at IS NULL", {
        merchantId,
      })
      .getRawMany<{ client_id: string; mcp_policy: AccessKeyPolicy }>();
    return Object.fromEntries(rows.map((row) => [row.client_id, row.mcp_policy]));
  }

  /**
   * The API versions the merchant's live REST keys pin, by client id, for the edges' settings lookup (a
   * key that follows its account's version is not listed).
   */
  async apiVersions(merchantId: string): Promise<Record<string, MerchantApiVersion>> {
    const rows = await this.dataSource.manager
      .createQueryBuilder(AccessKey, 'key')
      .select('key.client_id', 'client_id')
      .addSelect('key.api_version', 'api_version')
      .where("key.merchant_id = :merchantId AND key.kind = 'rest' AND key.api_version IS NOT NULL AND key.revoked_at IS NULL", { merchantId })
      .getRawMany<{ client_id: string; api_version: MerchantApiVersion }>();
    return Object.fromEntries(rows.map((row) => [row.client_id, row.api_version]));
  }

  /** Sets the preview switch, the policy or the API version of one key; null when there is no such key. */
  async update(
    clientId: string,
    change: Partial<Pick<AccessKey, 'mcpPreviews' | 'mcpPolicy' | 'apiVersion'>>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AccessKey | null> {
    await manager.createQueryBuilder().update(AccessKey).set(change).where('client_id = :clientId', { clientId }).execute();
    return manager.findOneBy(AccessKey, { clientId });
  }

  /** Sets `revoked_at` once; a second revoke keeps the first time. */
  async revoke(clientId: string, at: Date, manager: EntityManager = this.dataSource.manager): Promise<AccessKey | null> {
    await manager.createQueryBuilder().update(AccessKey).set({ revokedAt: at }).where('client_id = :clientId AND revoked_at IS NULL', { clientId }).execute();
    return manager.findOneBy(AccessKey, { clientId });
  }
}
