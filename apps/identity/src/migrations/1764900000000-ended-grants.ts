import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grants that ended (an assistant disconnected, a replayed refresh token or code) while access tokens
 * minted under them may still be unexpired. The edges receive the recent ones with the account's
 * revocations and refuse those tokens; rows older than the longest token lifetime are swept.
 */
export class EndedGrants1764900000000 implements MigrationInterface {
  name = 'EndedGrants1764900000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE TABLE ended_grants (
        grant_id text PRIMARY KEY,
        merchant_id text NOT NULL,
        ended_at timestamptz NOT NULL DEFAULT now()
      )`);
    await runner.query('CREATE INDEX ended_grants_merchant_idx ON ended_grants (merchant_id, ended_at)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE ended_grants');
  }
}
