import { baseEnv, DEVELOPMENT_DB_PASSWORD, loadConfig } from '@netline/config';
import { DATABASE_SERVICES } from '@netline/persistence/provision';
import { z } from 'zod';

export const adminEnv = baseEnv.pick({
  NATS_URL: true,
  NATS_USER: true,
  NATS_PASSWORD: true,
  NATS_TLS_CA_FILE: true,
  NATS_TLS_CERT_FILE: true,
  NATS_TLS_KEY_FILE: true,
  REDIS_URL: true,
  REDIS_USERNAME: true,
  REDIS_PASSWORD: true,
  REDIS_TLS_CA_FILE: true,
  REDIS_TLS_CERT_FILE: true,
  REDIS_TLS_KEY_FILE: true,
  NETLINE_NAMESPACE: true,
  RPC_TIMEOUT_MS: true,
});
export type AdminConfig = z.infer<typeof adminEnv>;
export const loadAdminConfig = (env: NodeJS.ProcessEnv = process.env): AdminConfig => loadConfig(adminEnv, env);

/** `DB_PASSWORD_CREDIT`, `DB_OWNER_PASSWORD_WEBHOOK_DISPATCHER`…: the settings of one service's role passwords. */
export const passwordSetting = (service: string, role: 'owner' | 'runtime') =>
  `DB_${role === 'owner' ? 'OWNER_' : ''}PASSWORD_${service.toUpperCase().replace(/-/g, '_')}`;

const passwords = Object.fromEntries(
  DATABASE_SERVICES.flatMap((service) => [
    [
      passwordSetting(service, 'runtime'),
      z
        .string()
        .min(1)
        .default(DEVELOPMENT_DB_PASSWORD)
        .describe(`The password given to ${service}'s runtime role (the same value as ${service}'s DB_PASSWORD).`),
    ],
    [
      passwordSetting(service, 'owner'),
      z
        .string()
        .min(1)
        .default(DEVELOPMENT_DB_PASSWORD)
        .describe(`The password given to ${service}'s owner role (the DB_PASSWORD of ${service}'s migrations).`),
    ],
  ]),
) as Record<string, z.ZodDefault<z.ZodString>>;

/**
 * `admin db …`: provisioning logs in with `DATABASE_ADMIN_URL` (a role that may create databases and
 * roles) and gives each service's two roles the passwords of `DB_PASSWORD_<SERVICE>` (the runtime role,
 * the same value as that service's `DB_PASSWORD`) and `DB_OWNER_PASSWORD_<SERVICE>` (the owner role, the
 * migrations Job's `DB_PASSWORD`). The defaults serve a developer machine only: a deployed environment
 * (`APP_ENV` or `NODE_ENV` production) must name the admin login and may not use published passwords.
 */
export const adminDatabaseEnv = baseEnv.pick({ APP_ENV: true, NODE_ENV: true, DATABASE_URL: true, DB_PREFIX: true, NETLINE_NAMESPACE: true }).extend({
  /** The login that creates databases and roles (may create both); required where APP_ENV or NODE_ENV is production. */
  DATABASE_ADMIN_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  ...passwords,
});
export type AdminDatabaseConfig = z.infer<typeof adminDatabaseEnv>;

/** The development default of DATABASE_ADMIN_URL: the local PostgreSQL trusts user postgres. */
export const DEVELOPMENT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function loadAdminDatabaseConfig(env: NodeJS.ProcessEnv = process.env): AdminDatabaseConfig & { DATABASE_ADMIN_URL: string } {
  const config = loadConfig(adminDatabaseEnv, env);
  const deployed = config.APP_ENV === 'production' || config.NODE_ENV === 'production';
  if (deployed && !config.DATABASE_ADMIN_URL) throw new Error('Invalid configuration:\n  DATABASE_ADMIN_URL: required where APP_ENV or NODE_ENV is production');
  return { ...config, DATABASE_ADMIN_URL: config.DATABASE_ADMIN_URL ?? DEVELOPMENT_ADMIN_URL };
}
