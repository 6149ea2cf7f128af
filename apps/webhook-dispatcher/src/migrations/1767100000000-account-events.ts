import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The events API's record (docs/events-api.md): every event an account may receive as a webhook, stored by
 * the intake in the fan-out's transaction whether or not the account has endpoints. `body` is the webhook
 * body byte for byte. `tx` (the storing transaction) and `sequence` order the account's events: the live
 * stream hands out only events whose transaction is older than every transaction still running, so an
 * event committed late can never land behind a position a reader has already passed.
 *
 * Indexes: the list's order and the stream's keyset (account_id, tx, sequence), the exact-value filters
 * led by their column in that order, and occurred_at alone for the retention sweep. Nothing else, since
 * every index is paid on the intake's hot path.
 */
export class AccountEvents1767100000000 implements MigrationInterface {
  name = 'AccountEvents1767100000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE account_events (
        account_id text NOT NULL,
        id text NOT NULL,
        sequence bigint GENERATED ALWAYS AS IDENTITY,
        tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
        type text NOT NULL,
        object text NOT NULL,
        object_id text NOT NULL,
        occurred_at timestamptz NOT NULL,
        body text NOT NULL,
        PRIMARY KEY (account_id, id)
      )`);
    await runner.query('CREATE INDEX account_events_order_idx ON account_events (account_id, tx, sequence)');
    await runner.query('CREATE INDEX account_events_type_idx ON account_events (account_id, type, tx, sequence)');
    await runner.query('CREATE INDEX account_events_object_idx ON account_events (account_id, object_id, tx, sequence)');
    await runner.query('CREATE INDEX account_events_retention_idx ON account_events (occurred_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account_events');
  }
}
