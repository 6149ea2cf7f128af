import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per MCP access key: whether its money-moving tool calls answer a preview first (docs/mcp.md, "Previews
 * and confirmation"). On for every key, existing ones included; a merchant turns it off for trusted
 * automation. The edges learn the keys with previews off from the account's settings answer.
 */
export class McpPreviews1766200000000 implements MigrationInterface {
  name = 'McpPreviews1766200000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE access_keys ADD COLUMN mcp_previews boolean NOT NULL DEFAULT true');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE access_keys DROP COLUMN mcp_previews');
  }
}
