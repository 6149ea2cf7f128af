import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The OAuth authorization server's state (grants, authorization codes, refresh tokens, interactions and
 * sign-in sessions), kept here so every gateway replica serves every step, and keys get a name for the
 * consent screen. `grant_id`, `account_id` and `client_id` are copied out of the payload so a revoked
 * key, a deactivated user or a disconnected assistant ends its grants with one statement.
 */
export class OAuth1764700000000 implements MigrationInterface {
  name = 'OAuth1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE access_keys ADD COLUMN name text');
    await runner.query(`
      CREATE TABLE oauth_records (
        model text NOT NULL,
        id text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        account_id text,
        client_id text,
        uid text,
        user_code text,
        consumed_at timestamptz,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (model, id)
      )`);
    await runner.query('CREATE INDEX oauth_records_grant_idx ON oauth_records (grant_id) WHERE grant_id IS NOT NULL');
    await runner.query('CREATE INDEX oauth_records_account_idx ON oauth_records (account_id) WHERE account_id IS NOT NULL');
    await runner.query('CREATE INDEX oauth_records_client_idx ON oauth_records (client_id) WHERE client_id IS NOT NULL');
    await runner.query('CREATE INDEX oauth_records_uid_idx ON oauth_records (model, uid) WHERE uid IS NOT NULL');
    await runner.query('CREATE INDEX oauth_records_expiry_idx ON oauth_records (expires_at) WHERE expires_at IS NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE oauth_records');
    await runner.query('ALTER TABLE access_keys DROP COLUMN name');
  }
}
