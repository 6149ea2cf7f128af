import { MigrationInterface, QueryRunner } from 'typeorm';

/** Web-app MCP keys keep their OAuth callback addresses; the team page lists a merchant's users. */
export class Dashboard1764600000000 implements MigrationInterface {
  name = 'Dashboard1764600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE access_keys ADD COLUMN redirect_uris text[] NOT NULL DEFAULT '{}'`);
    await runner.query('CREATE INDEX IF NOT EXISTS users_merchant_idx ON users (merchant_id, created_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    // users_merchant_idx stays: Access1763800000000 made it, so the up's IF NOT EXISTS found it and
    // changed nothing, and dropping it here would take Access's index away.
    await runner.query('ALTER TABLE access_keys DROP COLUMN redirect_uris');
  }
}
