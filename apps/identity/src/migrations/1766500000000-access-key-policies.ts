import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Policies of machine-to-machine MCP keys and the approvals they ask for (docs/mcp.md, "Key policies and
 * approvals"): the policy as set (amounts in US dollars) on the key, and one row per tool call that waited
 * for an admin, with the arguments shown to the admin and their digest, which the assistant's next call
 * of the same tool with the same arguments is matched by.
 */
export class AccessKeyPolicies1766500000000 implements MigrationInterface {
  name = 'AccessKeyPolicies1766500000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE access_keys ADD COLUMN mcp_policy jsonb');
    await runner.query(`
      CREATE TABLE access_key_approvals (
        id text PRIMARY KEY,
        merchant_id text NOT NULL,
        client_id text NOT NULL,
        tool text NOT NULL,
        arguments_digest text NOT NULL,
        arguments jsonb NOT NULL,
        amount bigint NOT NULL CHECK (amount > 0),
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'used', 'expired')),
        requested_at timestamptz NOT NULL,
        decided_by text,
        decided_at timestamptz,
        used_at timestamptz,
        expires_at timestamptz NOT NULL
      )`);
    // One open approval per call (key, tool, arguments): a second call while it waits finds the first.
    await runner.query(
      "CREATE UNIQUE INDEX access_key_approvals_open_idx ON access_key_approvals (client_id, tool, arguments_digest) WHERE status IN ('pending', 'approved')",
    );
    // The dashboard's list: the merchant's approvals, newest first.
    await runner.query('CREATE INDEX access_key_approvals_merchant_idx ON access_key_approvals (merchant_id, requested_at DESC, id)');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TABLE access_key_approvals');
    await runner.query('ALTER TABLE access_keys DROP COLUMN mcp_policy');
  }
}
