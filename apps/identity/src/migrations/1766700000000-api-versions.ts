import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The merchant API version an account, or one of its REST access keys, pins (docs/api-conventions.md,
 * "Versions"). Null follows the next level: a key its account, an account the default version. The values
 * are checked at the API; the column is plain text so that adding a version needs no migration.
 */
export class ApiVersions1766700000000 implements MigrationInterface {
  name = 'ApiVersions1766700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE merchants ADD COLUMN api_version text');
    await runner.query('ALTER TABLE access_keys ADD COLUMN api_version text');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE access_keys DROP COLUMN api_version');
    await runner.query('ALTER TABLE merchants DROP COLUMN api_version');
  }
}
