import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { DataSource } from 'typeorm';
import { IdentityConfig } from '../config';
import { KeySealer, SealPurpose, sealerFor } from './key-sealer';

/** Every column holding a sealed value: table, key column, sealed column, and the purpose it was sealed for. */
const SEALED_COLUMNS: ReadonlyArray<{ table: string; key: string; column: string; purpose: string }> = [
  { table: 'signing_keys', key: 'kid', column: 'private_key_sealed', purpose: SealPurpose.SigningKey },
  { table: 'merchants', key: 'id', column: 'webhook_secret', purpose: SealPurpose.WebhookSecret },
  { table: 'merchants', key: 'id', column: 'previous_webhook_secret', purpose: SealPurpose.WebhookSecret },
  { table: 'sub_merchant_profiles', key: 'merchant_id', column: 'ein_sealed', purpose: SealPurpose.SubMerchantData },
  { table: 'sub_merchant_profiles', key: 'merchant_id', column: 'plaid_access_token_sealed', purpose: SealPurpose.SubMerchantData },
  { table: 'sub_merchant_profiles', key: 'merchant_id', column: 'bank_account_number_sealed', purpose: SealPurpose.SubMerchantData },
  { table: 'users', key: 'id', column: 'totp_secret_sealed', purpose: SealPurpose.TotpSecret },
  { table: 'users', key: 'id', column: 'totp_pending_sealed', purpose: SealPurpose.TotpSecret },
  { table: 'account_emails', key: 'id', column: 'sealed_content', purpose: SealPurpose.AccountMail },
];

/**
 * Rotation of the sealing secret: when SEALING_KEYS_PREVIOUS is set, identity re-seals every stored sealed
 * value under the current SEALING_KEY at boot (owners' SSN digits inside `beneficial_owners` included).
 * Each row is updated only if it still holds the value read, so replicas booting together do not fight.
 * Once a boot has logged the re-seal, the previous secrets can be removed from the configuration.
 */
@Injectable()
export class SealedDataResealer implements OnApplicationBootstrap {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.SEALING_KEYS_PREVIOUS.length === 0) return;
    await this.resealAll();
  }

  /** Re-seals every value not yet under the current key; resolves how many were changed. */
  async resealAll(): Promise<number> {
    let changed = 0;
    const sealers = new Map<string, KeySealer>();
    const sealer = (purpose: string) => {
      if (!sealers.has(purpose)) sealers.set(purpose, sealerFor(this.config, purpose));
      return sealers.get(purpose) as KeySealer;
    };
    for (const { table, key, column, purpose } of SEALED_COLUMNS) {
      const rows: Array<{ key: string; value: string }> = await this.dataSource.query(
        `SELECT ${key} AS key, ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL`,
      );
      for (const row of rows) {
        if (sealer(purpose).isCurrent(row.value)) continue;
        const result: [unknown[], number] = await this.dataSource.query(`UPDATE ${table} SET ${column} = $1 WHERE ${key} = $2 AND ${column} = $3`, [
          sealer(purpose).reseal(row.value),
          row.key,
          row.value,
        ]);
        changed += result[1];
      }
    }
    const owners: Array<{ key: string; owners: Array<Record<string, unknown>> }> = await this.dataSource.query(
      'SELECT merchant_id AS key, beneficial_owners AS owners FROM sub_merchant_profiles WHERE jsonb_array_length(beneficial_owners) > 0',
    );
    for (const row of owners) {
      const data = sealer(SealPurpose.SubMerchantData);
      const stale = row.owners.some((owner) => typeof owner.ssn_last_4_sealed === 'string' && !data.isCurrent(owner.ssn_last_4_sealed));
      if (!stale) continue;
      const resealed = row.owners.map((owner) =>
        typeof owner.ssn_last_4_sealed === 'string' ? { ...owner, ssn_last_4_sealed: data.reseal(owner.ssn_last_4_sealed) } : owner,
      );
      const result: [unknown[], number] = await this.dataSource.query(
        'UPDATE sub_merchant_profiles SET beneficial_owners = $1 WHERE merchant_id = $2 AND beneficial_owners = $3',
        [JSON.stringify(resealed), row.key, JSON.stringify(row.owners)],
      );
      changed += result[1];
    }
    return changed;
  }
}
