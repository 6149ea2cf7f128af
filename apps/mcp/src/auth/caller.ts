import { Principal } from '@netline/contracts';

/**
 * Which tools a caller is offered. Today every token belongs to a merchant; a partner account's key will
 * get the partner tool set in its place (see the README, "Tokens and what they may do").
 */
export type ToolSetName = 'merchant';

/** The account behind a verified token, as the tools act for it. */
export interface McpCaller {
  /** How the token was obtained: a machine-to-machine access key (client credentials). */
  auth: 'm2m';
  toolSet: ToolSetName;
  /** Sent to the services in every request envelope, exactly as the REST API sends it. */
  principal: Principal;
  /** What the caller may do: `read` tools only, or `write` (read and write tools). */
  canRead: boolean;
  canWrite: boolean;
  /** The budget the caller's requests are counted in, shared with the REST API (`merchant:<id>`). */
  rateLimitSubject: string;
}
