import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The OAuth clients a merchant lets its people sign in to by their Client ID Metadata Document (an https
 * URL as the client id, docs/decisions/0029): one row per merchant and client URL, added and removed by
 * an admin in the dashboard. The authorization server signs nobody in through such a client unless their
 * merchant has its row, and identity mints no token for it after the row is gone.
 */
export class AllowedOAuthClients1766600000000 implements MigrationInterface {
  name = 'AllowedOAuthClients1766600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE allowed_oauth_clients (
        merchant_id text NOT NULL,
        client_id text NOT NULL,
        name text,
        added_by text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (merchant_id, client_id)
      )`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE allowed_oauth_clients');
  }
}
