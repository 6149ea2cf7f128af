import { McpAuthType, Principal } from '@netline/contracts';

/**
 * Which tools a caller is offered: the merchant API's operations, or the partners API's to a partner
 * account, in place of the merchant ones (docs/partners.md, "AI assistants (MCP)").
 */
export const TOOL_SET_NAMES = ['merchant', 'partner'] as const;
export type ToolSetName = (typeof TOOL_SET_NAMES)[number];

/** The account behind a verified token, as the tools act for it. */
export interface McpCaller {
  /** The token profile that admitted it: `m2m`, a machine-to-machine access key (client credentials). */
  auth: McpAuthType;
  toolSet: ToolSetName;
  /**
   * Sent to the services in every request envelope, exactly as the REST API sends it: a partner's carries
   * its grant (the sub-merchants it acts for), read from identity for this request.
   */
  principal: Principal;
  /** What the caller may do: `read` tools only, or `write` (read and write tools). */
  canRead: boolean;
  canWrite: boolean;
  /**
   * Whether the money-moving tools answer a preview first and act only when confirmed (docs/mcp.md,
   * "Previews and confirmation"): always for a person's token, and for an access key unless the merchant
   * turned previews off for that key.
   */
  previews: boolean;
  /** The budget the caller's requests are counted in, shared with the REST API (`merchant:<account id>`). */
  rateLimitSubject: string;
}
