import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customers are searched by what their name or email starts with, ignoring case (`filter[business_name][prefix]`,
 * docs/api-conventions.md). text_pattern_ops lets PostgreSQL answer `lower(x) LIKE 'abc%'` from the index
 * whatever the database's collation, within one merchant's rows.
 */
export class SearchPrefixes1765300000000 implements MigrationInterface {
  name = 'SearchPrefixes1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE INDEX customers_name_prefix_idx ON customers (merchant_id, lower(business_name) text_pattern_ops)');
    await runner.query('CREATE INDEX customers_email_prefix_idx ON customers (merchant_id, lower(email) text_pattern_ops)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX customers_email_prefix_idx');
    await runner.query('DROP INDEX customers_name_prefix_idx');
  }
}
