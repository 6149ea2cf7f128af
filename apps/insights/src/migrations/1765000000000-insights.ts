import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Insights1765000000000 implements MigrationInterface {
  name = 'Insights1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    // One row per invoice seen on events:billing (integer cents). A receivable while sent, not closed
    // and with a balance; `balance_at` is when the balance held was true (the event's occurred_at).
    await runner.query(`
      CREATE TABLE receivable_invoices (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        amount_balance bigint NOT NULL CHECK (amount_balance >= 0),
        balance_at timestamptz NOT NULL,
        sent_at timestamptz,
        due_at timestamptz,
        closed_at timestamptz,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(
      'CREATE INDEX receivable_invoices_open_idx ON receivable_invoices (merchant_id, customer_id) WHERE sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0',
    );
    await runner.query('CREATE INDEX receivable_invoices_sent_idx ON receivable_invoices (merchant_id, sent_at) WHERE sent_at IS NOT NULL');
    // Running totals per customer from payments and credit notes (reversals and voids subtract).
    await runner.query(`
      CREATE TABLE customer_totals (
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        paid bigint NOT NULL,
        credited bigint NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, customer_id)
      )`);
    // The latest time each sandbox merchant's clock was moved to (clock.advanced).
    await runner.query(`
      CREATE TABLE merchant_clocks (
        merchant_id text PRIMARY KEY,
        now timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    await runner.query('DROP TABLE merchant_clocks');
    await runner.query('DROP TABLE customer_totals');
    await runner.query('DROP TABLE receivable_invoices');
  }
}
