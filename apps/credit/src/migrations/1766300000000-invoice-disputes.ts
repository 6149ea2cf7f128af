import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing's disputes as credit sees them (`invoice.dispute_opened` / `invoice.dispute_resolved`): one row
 * per dispute, closed when billing closes it. An invoice with an open dispute here does not count towards
 * the past-due hold. Keyed by the dispute, and a close recorded before its open (events of one stream can
 * be handled out of order after a redelivery) is kept, so the open arriving later changes nothing.
 */
export class InvoiceDisputes1766300000000 implements MigrationInterface {
  name = 'InvoiceDisputes1766300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE credit_invoice_disputes (
        merchant_id text NOT NULL,
        dispute_id text NOT NULL,
        invoice_id text NOT NULL,
        customer_id text NOT NULL,
        opened_at timestamptz,
        closed_at timestamptz,
        PRIMARY KEY (merchant_id, dispute_id)
      )`);
    await runner.query('CREATE INDEX credit_invoice_disputes_open_idx ON credit_invoice_disputes (merchant_id, invoice_id) WHERE closed_at IS NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE credit_invoice_disputes');
  }
}
