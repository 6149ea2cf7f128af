import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online payments from invoice payment pages (treasury's README, "Online payments"): the provider that
 * took a payment and its reference, and the payment-page submission that made it, unique per merchant so
 * a submission sent twice finds the payment the first made.
 */
export class OnlinePayments1765300000000 implements MigrationInterface {
  name = 'OnlinePayments1765300000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE payments ADD COLUMN provider text, ADD COLUMN provider_reference text, ADD COLUMN idempotency_key text');
    await runner.query(
      'CREATE UNIQUE INDEX payments_merchant_idempotency_key_idx ON payments (merchant_id, idempotency_key) WHERE idempotency_key IS NOT NULL',
    );
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX payments_merchant_idempotency_key_idx');
    await runner.query('ALTER TABLE payments DROP COLUMN idempotency_key, DROP COLUMN provider_reference, DROP COLUMN provider');
  }
}
