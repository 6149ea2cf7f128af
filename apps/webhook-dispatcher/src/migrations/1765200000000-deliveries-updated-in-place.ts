import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets an attempt update its delivery in place (docs/webhooks.md, "How deliveries are stored").
 *
 * Every attempt rewrites its delivery's status, attempt count, last status code and times. The
 * `(merchant_id, status, created_at)` index made each of those updates a new row version with an entry in
 * every index, and PostgreSQL planned the attempt statement's lookup through it (all of a merchant's pending
 * deliveries, filtered by id) whenever the table's statistics were young. Without an index on any column an
 * attempt writes, the update is a heap-only (HOT) one: no index is touched. Pages are filled to 75% so the
 * new version usually fits beside the old one.
 */
export class DeliveriesUpdatedInPlace1765200000000 implements MigrationInterface {
  name = 'DeliveriesUpdatedInPlace1765200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX IF EXISTS webhook_deliveries_status_idx');
    await runner.query('ALTER TABLE webhook_deliveries SET (fillfactor = 75)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE webhook_deliveries RESET (fillfactor)');
    await runner.query('CREATE INDEX webhook_deliveries_status_idx ON webhook_deliveries (merchant_id, status, created_at)');
  }
}
