import { MigrationInterface, QueryRunner } from 'typeorm';

/** Access keys, token signing keys, dashboard users, and the webhook secret kept during a rotation. */
export class Access1763800000000 implements MigrationInterface {
  name = 'Access1763800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      ALTER TABLE merchants
        ADD COLUMN previous_webhook_secret text,
        ADD COLUMN webhook_secret_rotated_at timestamptz`);
    await runner.query(`
      CREATE TABLE access_keys (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants(id),
        client_id text NOT NULL UNIQUE,
        client_secret_digest text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('rest', 'mcp')),
        auth_type text CHECK (auth_type IN ('m2m', 'web_app')),
        scopes text[] NOT NULL,
        expires_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'mcp') = (auth_type IS NOT NULL))
      )`);
    await runner.query('CREATE INDEX access_keys_merchant_idx ON access_keys (merchant_id)');
    await runner.query(`
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        algorithm text NOT NULL,
        public_jwk jsonb NOT NULL,
        private_key_sealed text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retires_at timestamptz NOT NULL
      )`);
    await runner.query(`
      CREATE TABLE users (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants(id),
        email text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL CHECK (role IN ('admin', 'read_only')),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE UNIQUE INDEX users_email_idx ON users (lower(email))');
    await runner.query('CREATE INDEX users_merchant_idx ON users (merchant_id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE users');
    await runner.query('DROP TABLE signing_keys');
    await runner.query('DROP TABLE access_keys');
    await runner.query('ALTER TABLE merchants DROP COLUMN previous_webhook_secret, DROP COLUMN webhook_secret_rotated_at');
  }
}
