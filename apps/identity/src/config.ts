import { baseEnv, loadConfig } from '@netline/config';
import { DEFAULT_API_URL, DEFAULT_MCP_URL, DEFAULT_TOKEN_ISSUER } from '@netline/contracts';
import { z } from 'zod';

const DEVELOPMENT_HMAC_KEY = 'netline-development-only-hmac-key-change-me';

export const identityEnv = baseEnv
  .extend({
    HTTP_PORT: z.coerce.number().int().default(3001),
    HTTP_HOST: z.string().default('127.0.0.1'),
    DB_MIGRATE_ON_BOOT: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
    /**
     * Server-side key of the HMAC under which secret API keys and client secrets are stored; a key
     * derived from it also seals the token signing keys at rest.
     */
    SECRET_HMAC_KEY: z.string().min(32).default(DEVELOPMENT_HMAC_KEY),
    /** The REST API's public base URL: the `aud` of REST tokens. Every gateway replica must use the same value. */
    PUBLIC_BASE_URL: z.string().url().default(DEFAULT_API_URL),
    /** The tool-protocol endpoint's URL: the `aud` of MCP tokens. */
    MCP_URL: z.string().url().default(DEFAULT_MCP_URL),
    TOKEN_ISSUER: z.string().min(1).default(DEFAULT_TOKEN_ISSUER),
    TOKEN_TTL_REST_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
    TOKEN_TTL_MCP_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
    /** A new signing key takes over once the newest is this old; older keys keep verifying until their tokens expire. */
    SIGNING_KEY_ROTATE_AFTER_HOURS: z.coerce.number().min(1).default(24 * 7),
  })
  .refine((env) => env.APP_ENV !== 'production' || env.SECRET_HMAC_KEY !== DEVELOPMENT_HMAC_KEY, {
    path: ['SECRET_HMAC_KEY'],
    message: 'must be set to a secret value in production',
  });
export type IdentityConfig = z.infer<typeof identityEnv>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfig(identityEnv, env);
