import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SealPurpose } from './key-sealer';

/** A column holding sealed values: its table, the key column of its rows, and the purpose the values were sealed for. */
export interface SealedColumn {
  table: string;
  key: string;
  column: string;
  purpose: string;
}

/** Every column holding a sealed value (the only identifiers the statements below are built from). */
export const SEALED_COLUMNS: ReadonlyArray<SealedColumn> = [
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
 * The sealed values of every identity table, for the re-seal at a rotation of the sealing secret
 * (sealed-data-resealer.ts). It spans the tables of several features because the sealing belongs to this
 * one: merchants/ and accounts/ seal with signing-keys/, so their repositories cannot be reached from here.
 * Each write is a compare-and-set on the value read, so replicas booting together do not fight.
 */
@Injectable()
export class SealedValuesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The column's values that are set, with the key of their row. */
  sealedValues({ table, key, column }: SealedColumn): Promise<Array<{ key: string; value: string }>> {
    return this.dataSource.query(`SELECT ${key} AS key, ${column} AS value FROM ${table} WHERE ${column} IS NOT NULL`);
  }

  /** Replaces the row's `value` with `resealed` if it still holds `value`; how many rows changed (0 or 1). */
  async replaceSealedValue({ table, key, column }: SealedColumn, rowKey: string, value: string, resealed: string): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(`UPDATE ${table} SET ${column} = $1 WHERE ${key} = $2 AND ${column} = $3`, [
      resealed,
      rowKey,
      value,
    ]);
    return result[1];
  }

  /** The sub-merchant profiles that have beneficial owners (whose SSN digits are sealed inside the JSON). */
  profilesWithOwners(): Promise<Array<{ key: string; owners: Array<Record<string, unknown>> }>> {
    return this.dataSource.query(
      'SELECT merchant_id AS key, beneficial_owners AS owners FROM sub_merchant_profiles WHERE jsonb_array_length(beneficial_owners) > 0',
    );
  }

  /** Replaces the profile's owners with `resealed` if they are still `owners`; how many rows changed (0 or 1). */
  async replaceOwners(merchantId: string, owners: Array<Record<string, unknown>>, resealed: Array<Record<string, unknown>>): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      'UPDATE sub_merchant_profiles SET beneficial_owners = $1 WHERE merchant_id = $2 AND beneficial_owners = $3',
      [JSON.stringify(resealed), merchantId, JSON.stringify(owners)],
    );
    return result[1];
  }
}
