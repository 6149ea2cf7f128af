import { createMessagingTables, dropMessagingTables } from '@netline/messaging/schema';
import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1763700000000 implements MigrationInterface {
  name = 'Init1763700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE merchants (
        id text PRIMARY KEY,
        name text NOT NULL,
        secret_key_digest text NOT NULL,
        basic_enabled boolean NOT NULL DEFAULT true,
        oauth_enabled boolean NOT NULL DEFAULT false,
        webhook_secret text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await createMessagingTables(runner);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropMessagingTables(runner);
    await runner.query('DROP TABLE merchants');
  }
}
