import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Invoices are searched by what their number starts with, ignoring case (`filter[number][prefix]`,
 * docs/api-conventions.md). text_pattern_ops lets PostgreSQL answer `lower(number) LIKE 'inv-10%'` from
 * the index whatever the database's collation, within one merchant's rows.
 */
export class SearchPrefixes1765300000000 implements MigrationInterface {
  name = 'SearchPrefixes1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE INDEX invoices_number_prefix_idx ON invoices (merchant_id, lower(number) text_pattern_ops)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX invoices_number_prefix_idx');
  }
}
