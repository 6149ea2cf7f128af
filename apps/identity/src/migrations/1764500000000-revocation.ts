import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Token revocation that bites before expiry: the instant before which an account's tokens no longer count
 * (secret key rotated, OAuth switched off), when a user was deactivated, and an index to find the access
 * keys revoked while their tokens may still be alive.
 */
export class Revocation1764500000000 implements MigrationInterface {
  name = 'Revocation1764500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE merchants ADD COLUMN tokens_not_before timestamptz');
    await runner.query('ALTER TABLE users ADD COLUMN deactivated_at timestamptz');
    await runner.query('UPDATE users SET deactivated_at = updated_at WHERE NOT active');
    await runner.query('CREATE INDEX access_keys_revoked_idx ON access_keys (merchant_id, revoked_at) WHERE revoked_at IS NOT NULL');
    await runner.query('CREATE INDEX users_deactivated_idx ON users (merchant_id, deactivated_at) WHERE deactivated_at IS NOT NULL');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX users_deactivated_idx');
    await runner.query('DROP INDEX access_keys_revoked_idx');
    await runner.query('ALTER TABLE users DROP COLUMN deactivated_at');
    await runner.query('ALTER TABLE merchants DROP COLUMN tokens_not_before');
  }
}
