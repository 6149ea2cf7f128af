import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The request log (`GET /request-logs`): one row per authenticated API request the gateway answered,
 * numbered by `sequence` across all merchants (a follower asks for what came after the last it saw), kept
 * REQUEST_LOG_RETENTION_DAYS by the retention sweeper (`created_at`). No body, header or query value.
 */
export class RequestLogs1767000000000 implements MigrationInterface {
  name = 'RequestLogs1767000000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE request_logs (
        sequence bigserial PRIMARY KEY,
        merchant_id text NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        status smallint NOT NULL,
        request_id text NOT NULL,
        duration_ms double precision NOT NULL,
        credential_type text NOT NULL,
        credential_id text,
        created_at timestamptz NOT NULL
      )`);
    // Each list order (newest first by sequence, by created_at) and each exact filter (a request id, a
    // credential) has an index led by the merchant, ending in the order, so a page costs the same however
    // many requests a merchant made; the sweeper deletes by age across merchants.
    await runner.query('CREATE INDEX request_logs_merchant_idx ON request_logs (merchant_id, sequence)');
    await runner.query('CREATE INDEX request_logs_merchant_created_idx ON request_logs (merchant_id, created_at, sequence)');
    await runner.query('CREATE INDEX request_logs_request_idx ON request_logs (merchant_id, request_id, sequence)');
    await runner.query('CREATE INDEX request_logs_credential_idx ON request_logs (merchant_id, credential_id, sequence)');
    await runner.query('CREATE INDEX request_logs_created_idx ON request_logs (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE request_logs');
  }
}
