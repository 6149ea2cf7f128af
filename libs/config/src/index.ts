import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Each app declares its environment as a zod schema, extending `baseEnv`, and reads it once at boot
 * through `loadConfig`. A bad value stops the process with every problem listed, before anything
 * connects. Defaults run locally against the services of a developer machine.
 */
const bool = () => z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).transform((value) => ['true', '1', 'on', 'yes'].includes(value));

export const envBoolean = (fallback: boolean) => bool().default(fallback);

/** An optional setting where an empty value (as `.env` files write it) means unset. */
function optionalText() {
  return z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
}

/** Every database role's password on a developer machine (whose PostgreSQL trusts local logins anyway). */
export const DEVELOPMENT_DB_PASSWORD = 'netline-development-only-db-password';

/** The marks every development default and example secret of the repository carries. */
const PUBLISHED_DEFAULT = /change[-_]?me|development[-_]only|compose[-_]only|netline[-_]dev/i;

/** Is this one of the repository's published development defaults or example secrets? */
export function isPublishedDefault(value: unknown): boolean {
  return typeof value === 'string' && PUBLISHED_DEFAULT.test(value);
}

/**
 * The default of PRINCIPAL_KEY: stands for the development bus key of each app, derived from its name
 * (published here, so the production guards refuse it like any other published secret).
 */
export const DEVELOPMENT_PRINCIPAL_KEY = 'netline-development-only-principal-key';
const BUS_KEY = /^[A-Za-z0-9_-]{43}$/;
const PUBLIC_BUS_KEY = /^[a-z][a-z0-9-]*:[A-Za-z0-9_-]{43}$/;

function commaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const baseEnv = z.object({
  /** `sandbox`: sandbox helper routes, instant underwriting, movable merchant clocks. `production`: real time, the production guards, sandbox routes answer 404. */
  APP_ENV: z.enum(['sandbox', 'production']).default('sandbox'),
  /** Node's own convention; `production` also counts as a deployed environment for the provisioning checks. */
  NODE_ENV: z.string().default('development'),
  /** The least severe level written to the JSON log (stdout). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The PostgreSQL server (host, port, options such as `sslmode`). Each service logs in to its own
   * database as its own role (`databaseRoles`), with `DB_PASSWORD`: a user, password or database
   * name in this URL is replaced.
   */
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/postgres'),
  /**
   * The password of the role this process logs in as: the service's runtime role when it serves, its
   * owner role for `main.js migrate`. The default is published, for a developer machine only (the
   * production guards refuse it).
   */
  DB_PASSWORD: z.string().min(1).default(DEVELOPMENT_DB_PASSWORD),
  /**
   * Redis: event streams, queues, rate-limit windows, idempotency keys, caches. Production needs a durable
   * (AOF, `noeviction`) instance, reached over TLS (`rediss://`) unless it is on this host. Deployments
   * leave credentials out of it and give each app its own user (REDIS_USERNAME, REDIS_PASSWORD).
   */
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /**
   * This process's Redis user (each app has its own, with the keys and commands it needs: see
   * deploy/redis). Unset: the user in REDIS_URL, else Redis's `default` user (a local Redis without ACLs).
   */
  REDIS_USERNAME: optionalText(),
  /** The password of REDIS_USERNAME; replaces a password in REDIS_URL. */
  REDIS_PASSWORD: optionalText(),
  /** TLS to Redis: a CA file to trust instead of the system's (turns TLS on, as `rediss://` does). */
  REDIS_TLS_CA_FILE: optionalText(),
  /** TLS to Redis: the client certificate, when the server asks for one (`tls-auth-clients`). */
  REDIS_TLS_CERT_FILE: optionalText(),
  /** TLS to Redis: the key of REDIS_TLS_CERT_FILE. */
  REDIS_TLS_KEY_FILE: optionalText(),
  /** The NATS server(s) the services talk over (comma-separated for a cluster). */
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /**
   * This process's NATS user and password (each app has its own, with subject permissions: see
   * deploy/nats/README.md). Unset: connect without credentials (a local NATS without authorization).
   */
  NATS_USER: optionalText(),
  /** The password of NATS_USER. */
  NATS_PASSWORD: optionalText(),
  /** TLS to NATS: a CA file to trust (turns TLS on). */
  NATS_TLS_CA_FILE: optionalText(),
  /** TLS to NATS: the client certificate, when the server asks for one. */
  NATS_TLS_CERT_FILE: optionalText(),
  /** TLS to NATS: the key of NATS_TLS_CERT_FILE. */
  NATS_TLS_KEY_FILE: optionalText(),
  /**
   * This app's private bus key (X25519, base64url of its 32 bytes): with a peer's public key it makes
   * the key that vouches for the principal of a request between the two (docs/decisions/0023-verifiable-principals.md).
   * `npm run -s principal:keys` makes one per app. The default (also when empty) stands for a development
   * key derived from the app's name, published in this repository: deployed processes refuse it.
   */
  PRINCIPAL_KEY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .default(DEVELOPMENT_PRINCIPAL_KEY)
      .refine((value) => value === DEVELOPMENT_PRINCIPAL_KEY || BUS_KEY.test(value), 'base64url of 32 bytes (43 characters)'),
  ),
  /** This app's earlier private bus keys (comma-separated), still accepted on requests sent to it while a rotation rolls out. */
  PRINCIPAL_KEYS_PREVIOUS: z
    .string()
    .default('')
    .transform(commaList)
    .refine((keys) => keys.every((key) => BUS_KEY.test(key)), 'base64url of 32 bytes (43 characters) each'),
  /**
   * Every app's public bus key, `app:key` comma-separated (`gateway:…,mcp:…,identity:…`); an app listed
   * twice during a rotation is sent to with its first key and accepted with either. Unset: the
   * development keys, which deployed processes refuse.
   */
  PRINCIPAL_PUBLIC_KEYS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .transform(commaList)
      .refine((entries) => entries.every((entry) => PUBLIC_BUS_KEY.test(entry)), '`app:key` pairs, each key base64url of 32 bytes')
      .optional(),
  ),
  /**
   * Separates stacks that share one PostgreSQL, Redis and NATS (test runs, several developers):
   * it prefixes database names, NATS subjects and queue groups, and Redis keys.
   */
  NETLINE_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/, 'lowercase letters, digits and _ only')
    .default(''),
  /** Databases are named `<prefix>[_<namespace>]_<service>`, their roles `<database>_owner` and `<database>_app`. */
  DB_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]+$/)
    .default('netline'),
  /** PostgreSQL connections per process. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PostgreSQL connections per process, beside the pool, that carry the hot reads pipelined (many
   * statements in flight on one connection); 0 sends those reads through the pool (docs/persistence.md).
   */
  DB_PIPELINE_CONNECTIONS: z.coerce.number().int().min(0).max(20).default(2),
  /** How long a request to another service over NATS may take before the caller answers 503. */
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often each service deletes rows past their retention (one replica at a time); 0 turns it off. */
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
  /**
   * How often a service that keeps per-merchant row counts folds their changes into them (one replica at a
   * time); a list's count reads the changes not yet folded, so this bounds that read. 0 turns it off.
   */
  ROW_COUNTS_FOLD_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  /** Outbox rows are kept this long after the relay sent them (for inspection); 0 keeps them. */
  RETENTION_OUTBOX_DAYS: z.coerce.number().min(0).default(7),
  /**
   * Inbox records (event ids already applied) are kept this long; 0 keeps them. Longer than any stream
   * entry can wait for redelivery: an event older than this arriving again would be applied twice.
   */
  RETENTION_INBOX_DAYS: z.coerce.number().min(0).default(30),
  /**
   * Idempotency keys (a write's reply, replayed for a repeated `Idempotency-Key`) are kept this long; 0
   * keeps them. Twice the gateway's replay window (`IDEMPOTENCY_TTL_HOURS`, 24 h), so a retry the edge no
   * longer remembers still finds its reply at the owning service.
   */
  RETENTION_IDEMPOTENCY_KEYS_HOURS: z.coerce.number().min(0).default(48),
  /**
   * Entries of a service's own `events:<app>` stream older than this are trimmed (XTRIM MINID), never one
   * a consumer group has not yet acknowledged; 0 keeps them. Shorter than RETENTION_INBOX_DAYS, so an
   * event still on a stream always finds its inbox record when it is redelivered.
   */
  RETENTION_STREAM_DAYS: z.coerce.number().min(0).default(7),
  /**
   * The proxies (addresses or CIDR ranges, comma-separated) whose `X-Forwarded-For` is believed. The
   * client address (per-address rate limits, failed-login throttling) is the socket's peer unless that
   * peer is one of these; by default none is, so a forged header changes nothing.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyEntry), 'a comma-separated list of IP addresses or CIDR ranges'),
});
export type BaseConfig = z.infer<typeof baseEnv>;

function isProxyEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export class ConfigError extends Error {}

export function loadConfig<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The database of one service: `<prefix>[_<namespace>]_<service>`. */
export function databaseName(config: Pick<BaseConfig, 'DB_PREFIX' | 'NETLINE_NAMESPACE'>, service: string): string {
  return [config.DB_PREFIX, config.NETLINE_NAMESPACE, service].filter(Boolean).join('_');
}

/**
 * The two PostgreSQL roles of one service's database: `owner` owns the database and its objects (the
 * migrations run as it); `runtime` is what the service logs in as to serve, with row access only
 * (SELECT, INSERT, UPDATE, DELETE on tables, USAGE on sequences), no DDL, and CONNECT on this database
 * alone. Named after the database, so every namespace has its own roles.
 */
export function databaseRoles(
  config: Pick<BaseConfig, 'DB_PREFIX' | 'NETLINE_NAMESPACE'>,
  service: string,
): { database: string; owner: string; runtime: string } {
  const database = databaseName(config, service);
  return { database, owner: `${database}_owner`, runtime: `${database}_app` };
}

/** A NATS subject or queue group inside the namespace. */
export function namespaced(config: Pick<BaseConfig, 'NETLINE_NAMESPACE'>, name: string): string {
  return config.NETLINE_NAMESPACE ? `${config.NETLINE_NAMESPACE}.${name}` : name;
}

/** A Redis key inside the namespace. */
export function redisKey(config: Pick<BaseConfig, 'NETLINE_NAMESPACE'>, name: string): string {
  return config.NETLINE_NAMESPACE ? `${config.NETLINE_NAMESPACE}:${name}` : name;
}
