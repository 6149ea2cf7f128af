import { baseEnv, envBoolean, loadConfig } from '@netline/config';
import { DEFAULT_API_URL, DEFAULT_MCP_URL, DEFAULT_TOKEN_ISSUER } from '@netline/contracts';
import { z } from 'zod';

const DEVELOPMENT_HMAC_KEY = 'netline-development-only-hmac-key-change-me';

export const identityEnv = baseEnv
  .extend({
    /** The port of this service's health (`/healthz`, `/readyz`) and metrics (`/metrics`) endpoints. */
    HTTP_PORT: z.coerce.number().int().default(3001),
    /** The address those endpoints listen on. */
    HTTP_HOST: z.string().default('127.0.0.1'),
    /**
     * Server-side key of the HMAC under which secret API keys and client secrets are stored; a key
     * derived from it also seals the token signing keys at rest.
     */
    SECRET_HMAC_KEY: z.string().min(32).default(DEVELOPMENT_HMAC_KEY),
    /**
     * The secret from which the keys that seal data at rest (token signing keys, webhook secrets,
     * sub-merchants' bank details) are derived; SECRET_HMAC_KEY when unset. To rotate it, set the new value
     * here and the old one in SEALING_KEYS_PREVIOUS: identity re-seals everything at boot, after which
     * the old value can be removed (docs/security.md).
     */
    SEALING_KEY: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32).optional()),
    /** Earlier sealing secrets (comma-separated), still able to open data sealed under them. */
    SEALING_KEYS_PREVIOUS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
    /** The REST API's public base URL: the `aud` of REST tokens. Every gateway replica must use the same value. */
    PUBLIC_BASE_URL: z.string().url().default(DEFAULT_API_URL),
    /** The tool-protocol endpoint's URL: the `aud` of MCP tokens. */
    MCP_URL: z.string().url().default(DEFAULT_MCP_URL),
    /** The `iss` of the access tokens identity mints; the gateway and the MCP app check it. */
    TOKEN_ISSUER: z.string().min(1).default(DEFAULT_TOKEN_ISSUER),
    /** Lifetime of a REST access token. */
    TOKEN_TTL_REST_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    /** Lifetime of an MCP access token. */
    TOKEN_TTL_MCP_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    /** Lifetime of an MCP access token of the web-app sign-in (OAuth authorization code and refresh). */
    OAUTH_ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).max(86_400).default(3600),
    /** A new signing key takes over once the newest is this old; older keys keep verifying until their tokens expire. */
    SIGNING_KEY_ROTATE_AFTER_HOURS: z.coerce
      .number()
      .min(1)
      .default(24 * 7),
    /** How long a signed document upload link stays usable (its key is derived from SECRET_HMAC_KEY). */
    UPLOAD_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
    /** Downloads of documents partners point at (`download_url`): deadline, and loopback/private targets (tests only). */
    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Download from loopback/private addresses and over http:// (tests and local development only; refused in production). */
    OUTBOUND_ALLOW_PRIVATE_TARGETS: envBoolean(false),
    /** How often each replica sweeps for documents to download and applications to underwrite (work is also started at once when it arrives); 0 turns the timer off. */
    PARTNER_WORK_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
    /**
     * The dashboard's public address: the start of the links in account emails (password reset,
     * invitation). Every identity replica must use the same value.
     */
    DASHBOARD_URL: z.string().url().default('http://127.0.0.1:3000/dashboard'),
    /** The buyer portal's public URL: buyer sign-in links go to `<PORTAL_URL>/sign-in?token=…` (the gateway's `/portal`). */
    PORTAL_URL: z.string().url().default('http://127.0.0.1:3000/portal'),
    /**
     * The mail server account emails (password reset links, invitations) go through: `smtp://host:port`,
     * `smtps://user:pass@host:port`, or `smtp://…` upgraded by STARTTLS. Unset: account emails are not sent
     * (`captured`, their link dropped at once) and the operator CLI's `user create` is the way in.
     */
    SMTP_URL: z.string().url().optional(),
    /** The sender of account emails (envelope and `From` address). */
    MAIL_FROM: z.email().default('accounts@netline.localhost'),
    /** How often each replica looks for account emails to send (a request that queued one kicks the sender at once as well). */
    MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
    /** The wait before the first retry of an account email the mail server did not take; it doubles per attempt, up to 10 minutes. */
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    /** Attempts before an account email the mail server keeps refusing is given up (`failed`, its link dropped). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(6),
    /** Deadline of one SMTP connection, greeting or command. */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    /**
     * Account emails sent, captured or given up are deleted this many days after they finished (their
     * row keeps only the address, kind and outcome); queued ones are never deleted. At least 1: the
     * addresses are personal data nothing needs for long.
     */
    RETENTION_ACCOUNT_EMAILS_DAYS: z.coerce.number().min(1).default(30),
    /**
     * Single-use links (buyer sign-in links, password resets) are deleted this many days after they
     * expired, used or not: a spent link opens nothing, and its row only says who asked and when. At
     * least 1, so an investigation of a burst of requests has the last day's rows.
     */
    RETENTION_SPENT_LINKS_DAYS: z.coerce.number().min(1).default(7),
  })
  .superRefine((env, context) => {
    if (env.SMTP_URL && !/^smtps?:$/.test(new URL(env.SMTP_URL).protocol)) {
      context.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be an smtp:// or smtps:// URL' });
    }
    if (env.APP_ENV !== 'production') return;
    if (env.SECRET_HMAC_KEY === DEVELOPMENT_HMAC_KEY)
      context.addIssue({ code: 'custom', path: ['SECRET_HMAC_KEY'], message: 'must be set to a secret value in production' });
    if (env.OUTBOUND_ALLOW_PRIVATE_TARGETS)
      context.addIssue({ code: 'custom', path: ['OUTBOUND_ALLOW_PRIVATE_TARGETS'], message: 'must not be set in production' });
  });
export type IdentityConfig = z.infer<typeof identityEnv>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfig(identityEnv, env);
