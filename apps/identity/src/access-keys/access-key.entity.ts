import { AccessKeyKind, AccessKeyPolicy, McpAuthType, MerchantApiVersion } from '@netline/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'access_keys' })
export class AccessKey {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  merchantId!: string;

  @Column({ type: 'text' })
  clientId!: string;

  /** What the key is for; a web-app key's consent screen names the assistant with it. */
  @Column({ type: 'text', nullable: true })
  name!: string | null;

  /** HMAC of the client secret, which is shown once at creation and never stored. */
  @Column({ type: 'text' })
  clientSecretDigest!: string;

  @Column({ type: 'text' })
  kind!: AccessKeyKind;

  /** Only for `mcp` keys: machine-to-machine (client credentials) or web app (interactive sign-in). */
  @Column({ type: 'text', nullable: true })
  authType!: McpAuthType | null;

  @Column({ type: 'text', array: true })
  scopes!: string[];

  /** Web-app MCP keys only: the exact OAuth callback addresses their client may be sent back to. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  redirectUris!: string[];

  /**
   * Machine-to-machine MCP keys: their money-moving tool calls answer a preview first (docs/mcp.md,
   * "Previews and confirmation"); false for trusted automation. Ignored on other keys.
   */
  @Column({ type: 'boolean', default: true })
  mcpPreviews!: boolean;

  /**
   * Machine-to-machine MCP keys: the tools the key may call and the limits of its money-moving tools, as
   * set (docs/mcp.md, "Key policies and approvals"); null when none is set.
   */
  @Column({ type: 'jsonb', nullable: true })
  mcpPolicy!: AccessKeyPolicy | null;

  /** REST keys: the merchant API version the key's requests answer in; null follows the account's (docs/api-conventions.md, "Versions"). */
  @Column({ type: 'text', nullable: true })
  apiVersion!: MerchantApiVersion | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  isExpired(now: Date): boolean {
    return this.expiresAt !== null && this.expiresAt.getTime() <= now.getTime();
  }
}
