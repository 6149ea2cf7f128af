import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Customer statements (docs/collections.md, "Statements").
 *
 * - `invoice_amount_changes` keeps each change of a sent invoice's amount with the merchant's time of it
 *   (the invoice's `updated_at` of that write), so a statement knows the amount an invoice was sent for
 *   and when it changed. A trigger writes it, so no path that changes an amount can forget it; like
 *   `payment_applications` it is a money fact: rows are never changed or deleted (only the owner role
 *   could drop the guard).
 * - `statements` holds a month's statement once the month has closed: written once per customer and
 *   month (`statements_period_unique`), never changed. The figures are columns so the database checks
 *   that they reconcile: opening + invoiced − paid − credited − voided = closing, and the ageing buckets
 *   add up to the closing balance.
 * - `statement_progress` is how far the statements job has closed months for a customer, so a customer
 *   with nothing in a month is not read again.
 */
export class Statements1766310000000 implements MigrationInterface {
  name = 'Statements1766310000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE invoice_amount_changes (
        merchant_id text NOT NULL,
        invoice_id text NOT NULL,
        delta bigint NOT NULL CHECK (delta <> 0),
        changed_at timestamptz NOT NULL,
        seq bigserial PRIMARY KEY
      )`);
    await runner.query('CREATE INDEX invoice_amount_changes_invoice_idx ON invoice_amount_changes (merchant_id, invoice_id)');
    await runner.query(`
      CREATE FUNCTION invoice_amount_changes_record() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO invoice_amount_changes (merchant_id, invoice_id, delta, changed_at)
          VALUES (NEW.merchant_id, NEW.id, NEW.amount_due - OLD.amount_due, NEW.updated_at);
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER invoices_amount_changes AFTER UPDATE OF amount_due ON invoices
        FOR EACH ROW WHEN (OLD.sent AND NEW.amount_due <> OLD.amount_due) EXECUTE FUNCTION invoice_amount_changes_record()`);
    await runner.query(`
      CREATE FUNCTION invoice_amount_changes_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'invoice_amount_changes rows are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await runner.query(`
      CREATE TRIGGER invoice_amount_changes_append_only BEFORE UPDATE OR DELETE ON invoice_amount_changes
        FOR EACH ROW EXECUTE FUNCTION invoice_amount_changes_guard()`);
    await runner.query(`
      CREATE TABLE statements (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        opening_balance bigint NOT NULL,
        invoiced bigint NOT NULL,
        paid bigint NOT NULL,
        credited bigint NOT NULL,
        voided bigint NOT NULL,
        closing_balance bigint NOT NULL,
        aged_current bigint NOT NULL,
        aged_1_30 bigint NOT NULL,
        aged_31_60 bigint NOT NULL,
        aged_61_90 bigint NOT NULL,
        aged_over_90 bigint NOT NULL,
        lines jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        -- One statement per customer and month; its index also serves the list, newest month first.
        CONSTRAINT statements_period_unique UNIQUE (merchant_id, customer_id, period_start),
        CONSTRAINT statements_period_order CHECK (period_end > period_start),
        CONSTRAINT statements_reconcile CHECK (opening_balance + invoiced - paid - credited - voided = closing_balance),
        CONSTRAINT statements_aging_sum CHECK (aged_current + aged_1_30 + aged_31_60 + aged_61_90 + aged_over_90 = closing_balance)
      )`);
    await runner.query(`
      CREATE TABLE statement_progress (
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        closed_through timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, customer_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE statement_progress');
    await runner.query('DROP TABLE statements');
    await runner.query('DROP TRIGGER invoices_amount_changes ON invoices');
    await runner.query('DROP FUNCTION invoice_amount_changes_record()');
    await runner.query('DROP TABLE invoice_amount_changes');
    await runner.query('DROP FUNCTION invoice_amount_changes_guard()');
  }
}
