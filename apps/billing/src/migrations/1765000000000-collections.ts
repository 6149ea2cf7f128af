import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Collections and the mail path (docs/collections.md).
 *
 * - `emails` is the mail outbox and the merchant's email log at once: a row is written in the same
 *   transaction as the change that causes it (a send, a payment applied, a reminder step reached), then a
 *   worker composes and sends it. `(merchant_id, cause)` is unique, so one cause never makes two messages.
 * - `collection_settings` holds a merchant's schedule, switches and Reply-To (no row: the defaults);
 *   `customer_collections` a customer's own switch.
 * - On `invoices`, `reminder_offset_done` is the latest schedule step handled (reminders only move
 *   forward, so a step is never sent twice and a jump past several sends only the latest), and
 *   `overdue_at` when `invoice.overdue` was written (once per invoice).
 */
export class Collections1765000000000 implements MigrationInterface {
  name = 'Collections1765000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE emails (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        cause text NOT NULL,
        kind text NOT NULL,
        status text NOT NULL,
        customer_id text NOT NULL,
        invoice_id text,
        payment_id text,
        reminder_offset_days integer,
        to_addresses text[] NOT NULL DEFAULT '{}',
        reply_to text,
        from_name text,
        subject text,
        text_body text,
        html_body text,
        attachments text[] NOT NULL DEFAULT '{}',
        message_id text,
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        sent_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT emails_cause_unique UNIQUE (merchant_id, cause)
      )`);
    await runner.query("CREATE INDEX emails_due_idx ON emails (next_attempt_at) WHERE status = 'queued'");
    await runner.query('CREATE INDEX emails_merchant_created_idx ON emails (merchant_id, created_at DESC, id)');
    await runner.query('CREATE INDEX emails_invoice_idx ON emails (merchant_id, invoice_id) WHERE invoice_id IS NOT NULL');
    await runner.query(`
      CREATE TABLE collection_settings (
        merchant_id text PRIMARY KEY,
        reminders_enabled boolean NOT NULL,
        reminder_schedule integer[] NOT NULL,
        reply_to text,
        emails jsonb NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE customer_collections (
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        reminders_enabled boolean NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, customer_id)
      )`);
    await runner.query('ALTER TABLE invoices ADD COLUMN reminder_offset_done integer, ADD COLUMN overdue_at timestamptz');
    // What the collections pass reads: sent invoices with a balance, by due date.
    await runner.query('CREATE INDEX invoices_collectable_idx ON invoices (due_at) WHERE sent AND NOT voided AND NOT canceled AND amount_balance > 0');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX invoices_collectable_idx');
    await runner.query('ALTER TABLE invoices DROP COLUMN reminder_offset_done, DROP COLUMN overdue_at');
    await runner.query('DROP TABLE customer_collections');
    await runner.query('DROP TABLE collection_settings');
    await runner.query('DROP TABLE emails');
  }
}
