import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ageing history (`GET /reports/ar-aging/history`, README "Ageing history"): besides each invoice's
 * current state, insights keeps every balance and every due date an invoice had, with the time it took
 * effect (the event's `occurred_at`, the merchant's time). The buckets at any past moment are then the
 * balances and due dates as they stood then, aged at that moment, and the history rebuilds from the
 * streams like the rest of the projection.
 *
 * Invoices already held get the history that can be told from what was kept: the balance held since
 * `balance_at`, the amount as sent before that, and the due date held since `sent_at`.
 */
export class AgingHistory1765500000000 implements MigrationInterface {
  name = 'AgingHistory1765500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE receivable_balance_history (
        invoice_id text NOT NULL,
        merchant_id text NOT NULL,
        at timestamptz NOT NULL,
        amount_balance bigint NOT NULL CHECK (amount_balance >= 0),
        PRIMARY KEY (invoice_id, at)
      )`);
    await runner.query(`
      CREATE TABLE receivable_due_history (
        invoice_id text NOT NULL,
        merchant_id text NOT NULL,
        at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        PRIMARY KEY (invoice_id, at)
      )`);
    await runner.query(
      'INSERT INTO receivable_balance_history (invoice_id, merchant_id, at, amount_balance) SELECT id, merchant_id, balance_at, amount_balance FROM receivable_invoices',
    );
    await runner.query(
      `INSERT INTO receivable_balance_history (invoice_id, merchant_id, at, amount_balance)
       SELECT id, merchant_id, sent_at, amount FROM receivable_invoices WHERE sent_at < balance_at`,
    );
    await runner.query(
      `INSERT INTO receivable_due_history (invoice_id, merchant_id, at, due_at)
       SELECT id, merchant_id, sent_at, due_at FROM receivable_invoices WHERE sent_at IS NOT NULL AND due_at IS NOT NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE receivable_due_history');
    await runner.query('DROP TABLE receivable_balance_history');
  }
}
