import { BaseConfig, isPublishedDefault } from '@netline/config';
import IORedis from 'ioredis';
import { Client } from 'pg';
import { redisConnection, RedisSettings } from './redis';
import { plaintextStoreProblems } from './store-links';

/**
 * Production guards: with `APP_ENV=production` a process refuses to start on settings that would lose
 * money movements silently. Redis holds the event streams, the webhook queue and the idempotency keys,
 * so it must write an append-only file (`appendonly yes`) and never evict keys (`maxmemory-policy
 * noeviction`); PostgreSQL must not acknowledge a commit before it is durable (`synchronous_commit` not
 * `off`); no store off the host may be reached without TLS (store-links.ts); and no secret may be a
 * value published in this repository as a development default. Every problem is named in one error, with
 * the setting to change. See deploy/README.md, "Production requirements".
 */
export interface StoreSettings {
  redis?: { appendonly: boolean; maxmemoryPolicy: string };
  postgres?: { synchronousCommit: string };
}

/** Setting names that hold secrets: `SECRET_HMAC_KEY`, `UPLOAD_SIGNING_SECRET`, `OPERATOR_TOKEN`… */
const SECRET_SETTING = /(SECRET|KEY|TOKEN|PASSWORD)$/;

export function productionProblems(config: Record<string, unknown>, stores: StoreSettings): string[] {
  const problems: string[] = [];
  problems.push(...publishedSecretProblems(config));
  if (stores.redis && !stores.redis.appendonly) {
    problems.push('Redis has appendonly no: streams, queued webhooks and idempotency keys would not survive a Redis restart; run Redis with appendonly yes');
  }
  if (stores.redis && stores.redis.maxmemoryPolicy !== 'noeviction') {
    problems.push(
      `Redis has maxmemory-policy ${stores.redis.maxmemoryPolicy}: it would evict stream, queue and idempotency keys under memory pressure; set maxmemory-policy noeviction`,
    );
  }
  if (stores.postgres && stores.postgres.synchronousCommit === 'off') {
    problems.push('PostgreSQL has synchronous_commit=off: a crash could lose commits already acknowledged; set synchronous_commit=on');
  }
  return problems;
}

/** Every secret setting left at a value published in this repository. */
export function publishedSecretProblems(config: Record<string, unknown>): string[] {
  return Object.entries(config)
    .filter(([name, value]) => SECRET_SETTING.test(name) && isPublishedDefault(value))
    .map(([name]) => `${name} is a published development default; set a secret value of your own`);
}

/** Reads the settings the guards judge; INFO rather than CONFIG GET, which managed Redis services often disable. */
export interface GuardedStores {
  postgres: boolean;
  /** The service's own database as its runtime role (the settings read are the ones its sessions get). */
  postgresUrl?: string;
}

export async function readStoreSettings(config: RedisSettings & Pick<BaseConfig, 'DATABASE_URL'>, stores: GuardedStores): Promise<StoreSettings> {
  const settings: StoreSettings = {};
  // As this app's Redis user, over TLS when configured: the same login its connections use.
  const { url, options } = redisConnection(config);
  const redis = new IORedis(url, {
    ...options,
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    connectionName: 'netline-guards',
    disableClientInfo: true,
  });
  try {
    await redis.connect();
    const info = await redis.info();
    const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();
    settings.redis = { appendonly: field('aof_enabled') === '1', maxmemoryPolicy: field('maxmemory_policy') ?? 'unknown' };
  } finally {
    redis.disconnect();
  }
  if (stores.postgres) {
    const client = new Client({ connectionString: stores.postgresUrl ?? config.DATABASE_URL, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
    } catch (error) {
      // A database never provisioned is named as such, with the command to run, by the data source.
      if (['3D000', '28000', '28P01', '42501'].includes((error as { code?: string }).code ?? '')) return settings;
      throw error;
    }
    try {
      const { rows } = await client.query<{ synchronous_commit: string }>('SHOW synchronous_commit');
      settings.postgres = { synchronousCommit: rows[0].synchronous_commit };
    } finally {
      await client.end();
    }
  }
  return settings;
}

export class ProductionGuardError extends Error {}

/**
 * Throws, naming each problem, when a production process would run on unsafe settings. A deployed sandbox
 * (`NODE_ENV=production`, as the cluster manifests set it) holds merchants' test data and their real
 * credentials, so it too refuses published development secrets; only a developer's machine (`npm start`,
 * compose, tests: any other NODE_ENV) may use them.
 */
export async function assertProductionReady(config: BaseConfig, stores: GuardedStores): Promise<void> {
  // DB_PASSWORD is every app's setting (baseEnv) but only a process with a database logs in with it.
  const settings: Record<string, unknown> = { ...config };
  if (!stores.postgres) delete settings.DB_PASSWORD;
  if (config.APP_ENV !== 'production') {
    const problems = config.NODE_ENV === 'production' ? publishedSecretProblems(settings) : [];
    if (problems.length > 0) {
      throw new ProductionGuardError(`refusing to start a deployed sandbox (NODE_ENV=production):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    }
    return;
  }
  // Before anything connects: a store off the host without TLS is refused without a word sent to it.
  const links = plaintextStoreProblems(config, { postgres: stores.postgres, redis: true, nats: true });
  const problems = links.length > 0 ? [...links, ...publishedSecretProblems(settings)] : productionProblems(settings, await readStoreSettings(config, stores));
  if (problems.length > 0) {
    throw new ProductionGuardError(`refusing to start with APP_ENV=production:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}
