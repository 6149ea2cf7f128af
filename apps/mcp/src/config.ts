import { baseEnv, loadConfig } from '@netline/config';
import { DEFAULT_MCP_URL, DEFAULT_OAUTH_ISSUER, DEFAULT_TOKEN_ISSUER } from '@netline/contracts';
import { z } from 'zod';

const origins = z
  .string()
  .default('')
  .transform((value, context) => {
    const list = value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    for (const item of list) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(item);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== item) context.addIssue({ code: 'custom', message: `\`${item}\` is not an origin (scheme://host[:port])` });
    }
    return list;
  });

export const mcpEnv = baseEnv.extend({
  /** The port of the MCP endpoint (and its health and metrics). */
  MCP_PORT: z.coerce.number().int().default(3100),
  /** The address the MCP endpoint listens on. */
  MCP_HOST: z.string().default('127.0.0.1'),
  /**
   * The endpoint's public address ({mcp_url}): the `aud` every token must carry, the `resource` of the
   * protected-resource metadata, and where `WWW-Authenticate` points clients. Identity mints MCP tokens
   * for its own `MCP_URL`, so both must be given the same value, and every replica too.
   */
  MCP_URL: z.string().url().default(DEFAULT_MCP_URL),
  /** The authorization server named in the protected-resource metadata (the MCP web-app sign-in). */
  OAUTH_ISSUER: z.string().url().default(DEFAULT_OAUTH_ISSUER),
  /**
   * Browser origins allowed to call the endpoint besides the endpoint's own. A request with any other
   * `Origin` header is refused with 403 (DNS-rebinding and cross-site protection); requests without one
   * (assistants, servers, command-line clients) are not affected.
   */
  MCP_ALLOWED_ORIGINS: origins,
  /** The `iss` every access token must carry; identity's TOKEN_ISSUER. */
  TOKEN_ISSUER: z.string().min(1).default(DEFAULT_TOKEN_ISSUER),
  /** How long an account's settings (the OAuth switch) and a partner's grant are trusted without asking identity again. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(5_000),
  /** Requests per sliding 60 s per merchant, taken from the same Redis window as the REST API. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  /** How long an idempotency key of a tool call and its answer are kept; the gateway's value. */
  IDEMPOTENCY_TTL_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * Billing's `ADVANCE_FEE_RATE`, for the advance a send previews (docs/mcp.md, "Previews and confirmation");
   * give both the same value. Billing prices the advance itself when the send is confirmed.
   */
  ADVANCE_FEE_RATE: z.coerce.number().min(0).max(1).default(0.02),
  /** Billing's `ADVANCE_RATE` (the rate of a customer whose credit decision set none), for the same previews. */
  ADVANCE_RATE: z.coerce.number().min(0).max(1).default(0.9),
});

export type McpConfig = z.infer<typeof mcpEnv> & { HTTP_PORT: number; HTTP_HOST: string };

export function loadMcpConfig(env: NodeJS.ProcessEnv = process.env): McpConfig {
  const config = loadConfig(mcpEnv, env);
  return { ...config, HTTP_PORT: config.MCP_PORT, HTTP_HOST: config.MCP_HOST };
}
