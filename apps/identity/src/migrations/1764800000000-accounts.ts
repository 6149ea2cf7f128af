import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * People's own accounts: the TOTP second factor (secret sealed, the last accepted time step for replay
 * refusal, recovery codes as HMACs), the instant before which a person's sessions ended (password change
 * or reset), password reset links and invitations (each stored as the SHA-256 of its token, never the
 * token), the merchant's "second factor required" switch, and identity's own mail outbox, whose rows
 * hold the link they carry sealed until sent and then drop it.
 */
export class Accounts1764800000000 implements MigrationInterface {
  name = 'Accounts1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE merchants ADD COLUMN mfa_required boolean NOT NULL DEFAULT false');
    await runner.query(`
      ALTER TABLE users
        ADD COLUMN totp_secret_sealed text,
        ADD COLUMN totp_enabled_at timestamptz,
        ADD COLUMN totp_pending_sealed text,
        ADD COLUMN totp_last_step bigint,
        ADD COLUMN sessions_not_before timestamptz,
        ADD COLUMN password_changed_at timestamptz,
        ADD COLUMN check_failures integer NOT NULL DEFAULT 0,
        ADD COLUMN check_failures_since timestamptz`);
    await runner.query(`
      CREATE TABLE recovery_codes (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_digest text NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX recovery_codes_user_idx ON recovery_codes (user_id)');
    await runner.query(`
      CREATE TABLE password_resets (
        id text PRIMARY KEY,
        user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_digest text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX password_resets_user_idx ON password_resets (user_id, created_at)');
    await runner.query(`
      CREATE TABLE invitations (
        id text PRIMARY KEY,
        merchant_id text NOT NULL REFERENCES merchants (id),
        email text NOT NULL,
        role text NOT NULL,
        token_digest text NOT NULL UNIQUE,
        invited_by text NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        revoked_at timestamptz,
        user_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One open invitation per address (an email is one login across merchants).
    await runner.query('CREATE UNIQUE INDEX invitations_open_email_idx ON invitations (lower(email)) WHERE accepted_at IS NULL AND revoked_at IS NULL');
    await runner.query('CREATE INDEX invitations_merchant_idx ON invitations (merchant_id, created_at)');
    await runner.query(`
      CREATE TABLE account_emails (
        id text PRIMARY KEY,
        kind text NOT NULL,
        to_address text NOT NULL,
        merchant_id text,
        sealed_content text,
        status text NOT NULL DEFAULT 'queued',
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        last_error text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query("CREATE INDEX account_emails_due_idx ON account_emails (next_attempt_at) WHERE status = 'queued'");
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE account_emails');
    await runner.query('DROP TABLE invitations');
    await runner.query('DROP TABLE password_resets');
    await runner.query('DROP TABLE recovery_codes');
    await runner.query(`
      ALTER TABLE users
        DROP COLUMN totp_secret_sealed,
        DROP COLUMN totp_enabled_at,
        DROP COLUMN totp_pending_sealed,
        DROP COLUMN totp_last_step,
        DROP COLUMN sessions_not_before,
        DROP COLUMN password_changed_at,
        DROP COLUMN check_failures,
        DROP COLUMN check_failures_since`);
    await runner.query('ALTER TABLE merchants DROP COLUMN mfa_required');
  }
}
