import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buyer portal sign-in: the merchants' buyer users (an address with access to one customer; a live one
 * per merchant, customer and address) and the emailed sign-in links, each stored as the SHA-256 of its
 * token and of the browser binding it was asked from, never either of them.
 */
export class Buyers1766330100000 implements MigrationInterface {
  name = 'Buyers1766330100000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE buyer_users (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        customer_id text NOT NULL,
        email text NOT NULL CHECK (email = lower(email)),
        created_by text NOT NULL CHECK (created_by IN ('merchant', 'customer_email')),
        created_at timestamptz NOT NULL DEFAULT now(),
        deactivated_at timestamptz
      )`);
    await runner.query('CREATE UNIQUE INDEX buyer_users_active_idx ON buyer_users (merchant_id, customer_id, email) WHERE deactivated_at IS NULL');
    // The merchant's list of a customer's buyer users, in its order.
    await runner.query('CREATE INDEX buyer_users_customer_idx ON buyer_users (merchant_id, customer_id, created_at, id)');
    // Sign-in: an address's live grants across merchants.
    await runner.query('CREATE INDEX buyer_users_email_idx ON buyer_users (email) WHERE deactivated_at IS NULL');
    await runner.query(`
      CREATE TABLE buyer_sign_in_links (
        id text PRIMARY KEY,
        email text NOT NULL,
        token_digest text NOT NULL UNIQUE,
        binding_digest text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX buyer_sign_in_links_created_idx ON buyer_sign_in_links (created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE buyer_sign_in_links');
    await runner.query('DROP TABLE buyer_users');
  }
}
