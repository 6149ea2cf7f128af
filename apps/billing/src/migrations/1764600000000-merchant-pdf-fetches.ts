import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The merchant's PDF at `merchant_invoice_url` is fetched by a background job, not inside the request
 * that names it: an invoice waits for the job while its URL is set and it holds neither a PDF nor the
 * reason the last fetch failed.
 */
export class MerchantPdfFetches1764600000000 implements MigrationInterface {
  name = 'MerchantPdfFetches1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE invoices ADD COLUMN merchant_pdf_fetch_error text');
    // Payments billing has decided (what each applies), including those that applied nothing.
    await runner.query(`
      CREATE TABLE payment_decisions (
        merchant_id text NOT NULL,
        payment_id text NOT NULL,
        decided_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, payment_id)
      )`);
    await runner.query(
      `CREATE INDEX invoices_pdf_to_fetch_idx ON invoices (updated_at)
       WHERE merchant_invoice_url IS NOT NULL AND merchant_pdf_uploaded_at IS NULL AND merchant_pdf_fetch_error IS NULL`,
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE payment_decisions');
    await runner.query('DROP INDEX invoices_pdf_to_fetch_idx');
    await runner.query('ALTER TABLE invoices DROP COLUMN merchant_pdf_fetch_error');
  }
}
