import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `statement_closings`: the month start through which every customer of a merchant has been closed, so the
 * statements job's search for customers behind (which reads every sent invoice of the merchant) runs once
 * per month turn rather than on every pass (StatementsJobs, docs/collections.md "Statements").
 */
export class StatementClosings1767420000000 implements MigrationInterface {
  name = 'StatementClosings1767420000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE TABLE statement_closings (merchant_id text PRIMARY KEY, closed_through timestamptz NOT NULL)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE statement_closings');
  }
}
