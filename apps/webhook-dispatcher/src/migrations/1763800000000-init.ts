import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763800000000 implements MigrationInterface {
  name = 'Init1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE webhook_endpoints (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        url text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (merchant_id, url)
      )`);
    await runner.query(`
      CREATE TABLE webhook_subscriptions (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
        topic text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (endpoint_id, topic)
      )`);
    await runner.query('CREATE INDEX webhook_subscriptions_topic_idx ON webhook_subscriptions (merchant_id, topic)');
    await runner.query('CREATE INDEX webhook_subscriptions_list_idx ON webhook_subscriptions (merchant_id, created_at, id)');
    // Deliveries keep the endpoint's URL and no foreign key: the log outlives a deleted endpoint.
    await runner.query(`
      CREATE TABLE webhook_deliveries (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        event_id text NOT NULL,
        event_type text NOT NULL,
        object text NOT NULL,
        endpoint_id text NOT NULL,
        endpoint_url text NOT NULL,
        payload text NOT NULL,
        occurred_at timestamptz NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
        attempt_count integer NOT NULL DEFAULT 0,
        last_status_code integer,
        next_attempt_at timestamptz,
        resend_of text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    // One original delivery per event and endpoint, however often the event is consumed.
    await runner.query('CREATE UNIQUE INDEX webhook_deliveries_original_idx ON webhook_deliveries (event_id, endpoint_id) WHERE resend_of IS NULL');
    await runner.query('CREATE INDEX webhook_deliveries_list_idx ON webhook_deliveries (merchant_id, created_at, id)');
    await runner.query('CREATE INDEX webhook_deliveries_status_idx ON webhook_deliveries (merchant_id, status, created_at)');
    await runner.query(`
      CREATE TABLE webhook_delivery_attempts (
        id bigserial PRIMARY KEY,
        merchant_id text NOT NULL,
        delivery_id text NOT NULL REFERENCES webhook_deliveries (id),
        number integer NOT NULL,
        attempted_at timestamptz NOT NULL,
        status_code integer,
        duration_ms integer NOT NULL,
        error text,
        next_attempt_at timestamptz
      )`);
    await runner.query('CREATE INDEX webhook_delivery_attempts_delivery_idx ON webhook_delivery_attempts (merchant_id, delivery_id, id)');
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    await runner.query('DROP TABLE webhook_delivery_attempts');
    await runner.query('DROP TABLE webhook_deliveries');
    await runner.query('DROP TABLE webhook_subscriptions');
    await runner.query('DROP TABLE webhook_endpoints');
  }
}
