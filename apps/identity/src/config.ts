import { baseEnv, loadConfig } from '@netline/config';
import { z } from 'zod';

const DEVELOPMENT_HMAC_KEY = 'netline-development-only-hmac-key-change-me';

export const identityEnv = baseEnv
  .extend({
    HTTP_PORT: z.coerce.number().int().default(3001),
    HTTP_HOST: z.string().default('127.0.0.1'),
    DB_MIGRATE_ON_BOOT: z.enum(['true', 'false']).default('true').transform((value) => value === 'true'),
    /** Server-side key of the HMAC under which secret API keys are stored. */
    SECRET_HMAC_KEY: z.string().min(32).default(DEVELOPMENT_HMAC_KEY),
  })
  .refine((env) => env.APP_ENV !== 'production' || env.SECRET_HMAC_KEY !== DEVELOPMENT_HMAC_KEY, {
    path: ['SECRET_HMAC_KEY'],
    message: 'must be set to a secret value in production',
  });
export type IdentityConfig = z.infer<typeof identityEnv>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig => loadConfig(identityEnv, env);
