import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit checks (one per customer), the immutable credit ledger, the open receivables it tracks, and the
 * hosted-enrollment token.
 */
export class CreditLedger1763800000000 implements MigrationInterface {
  name = 'CreditLedger1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE customers ADD COLUMN net_terms_enrollment_token text');
    await runner.query('CREATE UNIQUE INDEX customers_enrollment_token_idx ON customers (net_terms_enrollment_token)');
    await runner.query(`CREATE INDEX customers_enrollment_due_idx ON customers (merchant_id, net_terms_enrollment_expires_at)
                          WHERE net_terms_status = 'pending_enrollment'`);
    await runner.query(`
      CREATE TABLE credit_checks (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL REFERENCES customers (id),
        amount_requested bigint NOT NULL CHECK (amount_requested > 0),
        has_purchase_history boolean NOT NULL,
        has_purchase_terms_history boolean,
        business_description text,
        status text NOT NULL,
        created_at timestamptz NOT NULL,
        decided_at timestamptz,
        UNIQUE (merchant_id, customer_id)
      )`);
    await runner.query(`CREATE INDEX credit_checks_pending_idx ON credit_checks (created_at) WHERE status = 'pending'`);
    await runner.query(`
      CREATE TABLE credit_ledger (
        seq bigserial PRIMARY KEY,
        id text NOT NULL UNIQUE,
        merchant_id text NOT NULL,
        customer_id text NOT NULL REFERENCES customers (id),
        kind text NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        approved_change bigint NOT NULL DEFAULT 0,
        balance_change bigint NOT NULL DEFAULT 0,
        authorized_change bigint NOT NULL DEFAULT 0,
        unapplied_change bigint NOT NULL DEFAULT 0,
        invoice_id text,
        reference text NOT NULL,
        idempotency_key text NOT NULL,
        created_at timestamptz NOT NULL,
        UNIQUE (merchant_id, idempotency_key)
      )`);
    await runner.query('CREATE INDEX credit_ledger_customer_idx ON credit_ledger (merchant_id, customer_id, seq)');
    await runner.query('CREATE INDEX credit_ledger_reference_idx ON credit_ledger (merchant_id, reference)');
    // The ledger is append-only: the database itself refuses to change or remove a movement.
    await runner.query(`
      CREATE FUNCTION credit_ledger_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'credit_ledger rows are immutable';
      END $$`);
    await runner.query(`
      CREATE TRIGGER credit_ledger_no_change BEFORE UPDATE OR DELETE ON credit_ledger
        FOR EACH ROW EXECUTE FUNCTION credit_ledger_immutable()`);
    await runner.query(`
      CREATE TABLE credit_receivables (
        merchant_id text NOT NULL,
        invoice_id text NOT NULL,
        customer_id text NOT NULL REFERENCES customers (id),
        purpose text NOT NULL,
        amount_reserved bigint NOT NULL CHECK (amount_reserved > 0),
        amount_outstanding bigint NOT NULL CHECK (amount_outstanding >= 0 AND amount_outstanding <= amount_reserved),
        due_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, invoice_id)
      )`);
    await runner.query(`CREATE INDEX credit_receivables_overdue_idx ON credit_receivables (merchant_id, due_at)
                          WHERE amount_outstanding > 0`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE credit_receivables');
    await runner.query('DROP TABLE credit_ledger');
    await runner.query('DROP FUNCTION credit_ledger_immutable');
    await runner.query('DROP TABLE credit_checks');
    await runner.query('DROP INDEX customers_enrollment_due_idx');
    await runner.query('DROP INDEX customers_enrollment_token_idx');
    await runner.query('ALTER TABLE customers DROP COLUMN net_terms_enrollment_token');
  }
}
