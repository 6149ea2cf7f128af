import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners' invoices name the sub-merchant that issued them (docs/decisions/0006-partners.md): the row
 * belongs to whoever owns the customer (`merchant_id`), the seller is `sub_merchant_id`. Credit notes
 * copy it from their invoice.
 */
export class SubMerchants1764100000000 implements MigrationInterface {
  name = 'SubMerchants1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE invoices ADD COLUMN sub_merchant_id text');
    await runner.query('CREATE INDEX invoices_sub_merchant_idx ON invoices (merchant_id, sub_merchant_id, created_at) WHERE sub_merchant_id IS NOT NULL');
    await runner.query('ALTER TABLE credit_notes ADD COLUMN sub_merchant_id text');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE credit_notes DROP COLUMN sub_merchant_id');
    await runner.query('DROP INDEX invoices_sub_merchant_idx');
    await runner.query('ALTER TABLE invoices DROP COLUMN sub_merchant_id');
  }
}
