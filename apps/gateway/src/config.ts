import { baseEnv, envBoolean, loadConfig } from '@netline/config';
import { DEFAULT_API_URL, DEFAULT_MCP_URL, DEFAULT_OAUTH_ISSUER, DEFAULT_TOKEN_ISSUER } from '@netline/contracts';

const DEVELOPMENT_OAUTH_COOKIE_SECRET = 'netline-development-only-oauth-cookie-secret';
import { z } from 'zod';

export const gatewayEnv = baseEnv
  .extend({
    /** The port of the public HTTP API (merchant and partners APIs, dashboard, OAuth server, health and metrics). */
    GATEWAY_PORT: z.coerce.number().int().default(3000),
    /** The address the gateway listens on. */
    GATEWAY_HOST: z.string().default('127.0.0.1'),
    /**
     * The public base URL of the REST API ({base_url}); also the audience of REST tokens, so every gateway
     * replica and identity must be given the same value.
     */
    PUBLIC_BASE_URL: z.string().url().optional(),
    /** How long a verified Basic credential or a merchant's settings are trusted without asking identity again. */
    AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(5_000).default(5_000),
    /** The `iss` every access token must carry; identity's TOKEN_ISSUER, the same everywhere. */
    TOKEN_ISSUER: z.string().min(1).default(DEFAULT_TOKEN_ISSUER),
    /** Requests per sliding 60 s, per merchant (authenticated) or per client address (otherwise). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
    /**
     * Requests per sliding 60 s from one client address to the OAuth authorization server (`/oauth/*`:
     * authorization requests, sign-in and consent, the token endpoint), which answers before any credential.
     */
    OAUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /**
     * Failed credential checks (token endpoint per `client_id`, Basic per merchant id) allowed from one client
     * address before each further attempt from it must wait; the wait starts at AUTH_FAILURE_DELAY_MS and
     * doubles with each failure, up to AUTH_FAILURE_MAX_DELAY_MS. Other addresses are not affected.
     */
    AUTH_FREE_FAILURES: z.coerce.number().int().min(0).default(3),
    /** The first wait after AUTH_FREE_FAILURES failures from one address. */
    AUTH_FAILURE_DELAY_MS: z.coerce.number().int().min(1).default(1_000),
    /** The longest that wait grows to. */
    AUTH_FAILURE_MAX_DELAY_MS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60_000),
    /**
     * How often the requests answered are sent to insights for the request log (`GET /request-logs`); 0
     * turns the request log off on this replica.
     */
    REQUEST_LOG_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(250),
    /** Live event streams (`GET /api/events/stream`) one account may hold open at once on one gateway replica; 429 beyond. */
    EVENT_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).max(100).default(5),
    /** How often an open event stream sends a `: keep-alive` comment line, so idle connections and proxies stay open. */
    EVENT_STREAM_KEEPALIVE_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /** How long an `Idempotency-Key` and the response it stands for are kept (a retry within it is answered the same). */
    IDEMPOTENCY_TTL_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 30)
      .default(24),
    /** A dashboard session ends this long after its last request… */
    DASHBOARD_SESSION_IDLE_MINUTES: z.coerce
      .number()
      .min(1)
      .max(24 * 60)
      .default(30),
    /** …and this long after sign-in, whatever the activity. */
    DASHBOARD_SESSION_ABSOLUTE_HOURS: z.coerce
      .number()
      .min(1)
      .max(24 * 30)
      .default(12),
    /**
     * Sign-in attempts (dashboard and OAuth sign-in) per 15 minutes for one email from one client address; a
     * correct password starts the count again. Never for the email alone, so nobody can lock a person out.
     */
    DASHBOARD_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).default(5),
    /** Sign-in attempts per 15 minutes from one client address, whatever the email. */
    DASHBOARD_LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    /**
     * How long a proof of presence (password, or a code for a person with TOTP) lets a dashboard session
     * reveal or rotate secrets and create access keys before it is asked again.
     */
    DASHBOARD_STEP_UP_MINUTES: z.coerce.number().min(1).max(60).default(5),
    /**
     * Buyer portal sign-in links asked for one email per 15 minutes, from any address (`POST
     * /portal/session/link`); further requests are answered 429, whether or not the email is known.
     */
    PORTAL_LINK_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
    /** Buyer portal sign-in links asked for from one client address per 15 minutes, whatever the email. */
    PORTAL_LINK_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    /** The built dashboard (static files); default apps/dashboard/dist beside this app. */
    DASHBOARD_DIST: z.string().optional(),
    /**
     * The OAuth authorization server of the MCP web-app sign-in: its public issuer URL (mounted at the
     * URL's path, `/oauth`), the MCP endpoint's URL (the only resource it issues tokens for; identity's
     * and the MCP app's MCP_URL), the secret its cookies and form tokens are signed with, and how long a
     * connection (its grant and refresh tokens) lasts from consent; then the person signs in again.
     */
    OAUTH_ISSUER: z.string().url().default(DEFAULT_OAUTH_ISSUER),
    /** The MCP endpoint's public URL: the only resource the OAuth server issues tokens for (identity's and the MCP app's MCP_URL). */
    MCP_URL: z.string().url().default(DEFAULT_MCP_URL),
    /** The secret the OAuth server's cookies and form tokens are signed with; the default is a published development value, which production and deployed sandboxes refuse. */
    OAUTH_COOKIE_SECRET: z.string().min(32).default(DEVELOPMENT_OAUTH_COOKIE_SECRET),
    /** How long an MCP web-app connection (its grant and refresh tokens) lasts from consent; then the person signs in again. */
    OAUTH_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().min(1).max(365).default(30),
    /**
     * Fetch OAuth clients' metadata documents (client ids that are https URLs) from loopback and private
     * addresses too (tests and local development only; refused in production). A test's document server
     * still needs a certificate the process trusts (NODE_EXTRA_CA_CERTS).
     */
    OUTBOUND_ALLOW_PRIVATE_TARGETS: envBoolean(false),
  })
  .superRefine((env, context) => {
    // The address rules are what keeps a client id URL from making the gateway reach inside the network.
    if (env.APP_ENV === 'production' && env.OUTBOUND_ALLOW_PRIVATE_TARGETS) {
      context.addIssue({ code: 'custom', path: ['OUTBOUND_ALLOW_PRIVATE_TARGETS'], message: 'must not be set in production' });
    }
  });
export type GatewayConfig = z.infer<typeof gatewayEnv> & {
  HTTP_PORT: number;
  HTTP_HOST: string;
  PUBLIC_BASE_URL: string;
  /** The `aud` a REST token must carry. */
  TOKEN_AUDIENCE: string;
};

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const config = loadConfig(gatewayEnv, env);
  return {
    ...config,
    HTTP_PORT: config.GATEWAY_PORT,
    HTTP_HOST: config.GATEWAY_HOST,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL ?? `http://${config.GATEWAY_HOST}:${config.GATEWAY_PORT}/api`,
    // Not the per-port URL: replicas on other ports must accept the same tokens.
    TOKEN_AUDIENCE: config.PUBLIC_BASE_URL ?? DEFAULT_API_URL,
  };
}
