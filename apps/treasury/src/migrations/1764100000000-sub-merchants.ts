import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners (docs/decisions/0006-partners.md): a payout transaction keeps the sub-merchant it concerns
 * (`sub_merchant_id`) beside its owner, who is also the payee of the payout it rolls into.
 */
export class SubMerchants1764100000000 implements MigrationInterface {
  name = 'SubMerchants1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE payout_transactions ADD COLUMN sub_merchant_id text');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE payout_transactions DROP COLUMN sub_merchant_id');
  }
}
