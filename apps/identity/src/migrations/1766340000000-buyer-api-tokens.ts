import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buyer API tokens: a buyer address's named tokens for scripts and AI assistants, each stored as the
 * SHA-256 of its secret (never the secret), with its expiry and when it was revoked.
 */
export class BuyerApiTokens1766340000000 implements MigrationInterface {
  name = 'BuyerApiTokens1766340000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE buyer_api_tokens (
        id text PRIMARY KEY,
        email text NOT NULL CHECK (email = lower(email)),
        name text NOT NULL,
        hint text NOT NULL,
        token_digest text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // An address's list, newest first.
    await runner.query('CREATE INDEX buyer_api_tokens_email_idx ON buyer_api_tokens (email, created_at DESC, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE buyer_api_tokens');
  }
}
