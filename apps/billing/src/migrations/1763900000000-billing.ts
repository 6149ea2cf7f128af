import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Billing1763900000000 implements MigrationInterface {
  name = 'Billing1763900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE invoices (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        source text NOT NULL,
        number text NOT NULL,
        order_number text,
        po_number text,
        notes text,
        terms text NOT NULL,
        merchant_invoice_url text,
        merchant_pdf_uploaded_at timestamptz,
        public_token text NOT NULL UNIQUE,
        resolve_invoice_status text NOT NULL DEFAULT 'not_generated',
        advance_requested boolean NOT NULL DEFAULT false,
        advanced boolean NOT NULL DEFAULT false,
        advanced_at timestamptz,
        advance_rate numeric(5,4),
        amount_due bigint NOT NULL CHECK (amount_due > 0),
        amount_balance bigint NOT NULL CHECK (amount_balance >= 0),
        amount_paid bigint NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
        amount_pending bigint NOT NULL DEFAULT 0,
        amount_refunded bigint NOT NULL DEFAULT 0,
        amount_credited bigint NOT NULL DEFAULT 0 CHECK (amount_credited >= 0),
        amount_voided bigint NOT NULL DEFAULT 0,
        amount_canceled bigint NOT NULL DEFAULT 0,
        amount_advance bigint NOT NULL DEFAULT 0,
        amount_advance_fee bigint NOT NULL DEFAULT 0,
        amount_payout_due bigint NOT NULL DEFAULT 0,
        amount_payout_paid bigint NOT NULL DEFAULT 0,
        sent boolean NOT NULL DEFAULT false,
        sent_at timestamptz,
        invoiced_at timestamptz NOT NULL,
        due_at timestamptz,
        original_due_at timestamptz,
        fully_paid boolean NOT NULL DEFAULT false,
        fully_paid_at timestamptz,
        voided boolean NOT NULL DEFAULT false,
        voided_at timestamptz,
        canceled boolean NOT NULL DEFAULT false,
        canceled_at timestamptz,
        archived boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        -- Whatever happened, what is owed is what was invoiced less what settled it.
        CHECK (amount_balance = amount_due - amount_paid - amount_credited - amount_voided - amount_canceled)
      )`);
    await runner.query('CREATE INDEX invoices_merchant_created_idx ON invoices (merchant_id, created_at)');
    await runner.query('CREATE INDEX invoices_merchant_customer_idx ON invoices (merchant_id, customer_id)');
    await runner.query("CREATE INDEX invoices_rendering_idx ON invoices (updated_at) WHERE resolve_invoice_status = 'processing'");

    // PDFs live beside the invoice so that reading an invoice never drags its files along.
    await runner.query(`
      CREATE TABLE invoice_files (
        invoice_id text NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('merchant', 'rendered')),
        merchant_id text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (invoice_id, kind)
      )`);

    await runner.query('CREATE SEQUENCE charge_number_seq START 100001');
    await runner.query(`
      CREATE TABLE charges (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        number text NOT NULL,
        amount bigint NOT NULL CHECK (amount >= 0),
        amount_authorized bigint NOT NULL CHECK (amount_authorized > 0),
        amount_captured bigint NOT NULL DEFAULT 0,
        terms text NOT NULL,
        order_number text,
        po_number text,
        invoice_url text,
        user_id text,
        metadata jsonb NOT NULL DEFAULT '{}',
        captured boolean NOT NULL DEFAULT false,
        captured_at timestamptz,
        canceled boolean NOT NULL DEFAULT false,
        canceled_at timestamptz,
        invoice_id text REFERENCES invoices (id),
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CHECK (amount <= amount_authorized)
      )`);
    await runner.query('CREATE INDEX charges_merchant_created_idx ON charges (merchant_id, created_at)');

    await runner.query(`
      CREATE TABLE credit_notes (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        customer_id text NOT NULL,
        invoice_id text NOT NULL REFERENCES invoices (id),
        source text NOT NULL,
        number text,
        amount bigint NOT NULL CHECK (amount > 0),
        amount_paid bigint NOT NULL,
        amount_voided bigint NOT NULL DEFAULT 0,
        amount_payout bigint NOT NULL DEFAULT 0,
        reason_code text NOT NULL,
        reason_message text,
        credit_note_url text,
        voided boolean NOT NULL DEFAULT false,
        voided_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await runner.query('CREATE INDEX credit_notes_merchant_created_idx ON credit_notes (merchant_id, created_at)');
    await runner.query('CREATE INDEX credit_notes_invoice_idx ON credit_notes (merchant_id, invoice_id)');
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    await runner.query('DROP TABLE credit_notes');
    await runner.query('DROP TABLE charges');
    await runner.query('DROP TABLE invoice_files');
    await runner.query('DROP SEQUENCE charge_number_seq');
    await runner.query('DROP TABLE invoices');
  }
}
