import { MigrationInterface, QueryRunner } from 'typeorm';

/** What each payment actually applied to each invoice, so a reversal takes back exactly that. */
export class PaymentApplications1764000000000 implements MigrationInterface {
  name = 'PaymentApplications1764000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE payment_applications (
        merchant_id text NOT NULL,
        payment_id text NOT NULL,
        invoice_id text NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        applied_at timestamptz NOT NULL,
        reversed_at timestamptz,
        PRIMARY KEY (merchant_id, payment_id, invoice_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE payment_applications');
  }
}
