import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Treasury's booking of a decided payment, as billing learns it: `booked_at` when treasury's
 * `payment.paid` arrives, `withdrawn_at` when treasury withdrew a payment it could no longer book.
 * `recorded_at` is real time (`decided_at` follows the merchant's sandbox clock), so the sweep's minimum
 * age means the same for every merchant. Decisions made before this existed are taken as booked:
 * `reconcile` still checks each of them against treasury.
 */
export class PaymentBookings1764800000000 implements MigrationInterface {
  name = 'PaymentBookings1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE payment_decisions
        ADD COLUMN recorded_at timestamptz NOT NULL DEFAULT now(),
        ADD COLUMN booked_at timestamptz,
        ADD COLUMN withdrawn_at timestamptz`);
    await runner.query('UPDATE payment_decisions SET booked_at = decided_at');
    await runner.query('CREATE INDEX payment_decisions_unbooked_idx ON payment_decisions (recorded_at) WHERE booked_at IS NULL AND withdrawn_at IS NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX payment_decisions_unbooked_idx');
    await runner.query('ALTER TABLE payment_decisions DROP COLUMN recorded_at, DROP COLUMN booked_at, DROP COLUMN withdrawn_at');
  }
}
