import { MigrationInterface, QueryRunner } from 'typeorm';

/** Partners' own ids for their customers (`external_id`, filterable, not unique). */
export class PartnerCustomers1764100000000 implements MigrationInterface {
  name = 'PartnerCustomers1764100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE customers ADD COLUMN external_id text');
    await runner.query('CREATE INDEX customers_external_id_idx ON customers (merchant_id, external_id) WHERE external_id IS NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX customers_external_id_idx');
    await runner.query('ALTER TABLE customers DROP COLUMN external_id');
  }
}
