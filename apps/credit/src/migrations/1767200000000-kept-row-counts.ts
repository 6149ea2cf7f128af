import { dropRowCounts, keepRowCounts } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-merchant row counts of the lists that grow with a merchant's history (`GET /customers`), kept by
 * the database, so a page without a filter answers its `count` without counting the merchant's rows
 * (docs/persistence.md, "Kept row counts").
 */
const TABLES = ['customers'];

export class KeptRowCounts1767200000000 implements MigrationInterface {
  name = 'KeptRowCounts1767200000000';

  async up(runner: QueryRunner): Promise<void> {
    await keepRowCounts(runner, TABLES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropRowCounts(runner, TABLES);
  }
}
