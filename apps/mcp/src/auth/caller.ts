import { AccessKeyPolicy, BuyerGrant, McpAuthType, Principal } from '@netline/contracts';

/**
 * Which tools a caller is offered: the merchant API's operations, or the partners API's to a partner
 * account, in place of the merchant ones (docs/partners.md, "AI assistants (MCP)"), or the buyer portal's
 * to a buyer API token (docs/buyer-portal.md, "API tokens and the buyer tool set").
 */
export const TOOL_SET_NAMES = ['merchant', 'partner', 'buyer'] as const;
export type ToolSetName = (typeof TOOL_SET_NAMES)[number];

/** The account behind a verified token, as the tools act for it. */
export interface McpCaller {
  /**
   * The token profile that admitted it: `m2m`, a machine-to-machine access key (client credentials);
   * `web_app`, a person's OAuth sign-in; `buyer_token`, a buyer API token (`nlbt_…`).
   */
  auth: McpAuthType | 'buyer_token';
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
  /**
   * A machine-to-machine key's policy (docs/mcp.md, "Key policies and approvals"): the tools it may call
   * and the limits of its money-moving tools, enforced on every call. Absent: no policy.
   */
  policy?: AccessKeyPolicy;
  /** The budget the caller's requests are counted in, shared with the REST API (`merchant:<account id>`). */
  rateLimitSubject: string;
  /**
   * A buyer token's grant (the buyer tool set only): every call's `customer_id` picks the merchant the
   * call acts in (`buyerPrincipal`), and a customer the grant does not name is not found. `principal` is
   * then the buyer with no merchant yet (`merchant_id` empty), for the log only.
   */
  buyer?: { grant: BuyerGrant; tokenId: string };
}
