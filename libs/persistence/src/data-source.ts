import { Client } from 'pg';
import { DataSource, DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { BaseConfig, databaseName } from '@netline/config';
import { SnakeNamingStrategy } from './naming';

type EntityList = MixedList<string | (abstract new (...args: never[]) => unknown) | EntitySchema>;

export interface ServiceDataSourceInput {
  config: Pick<BaseConfig, 'DATABASE_URL' | 'DB_PREFIX' | 'NETLINE_NAMESPACE' | 'DB_POOL_SIZE'> & Partial<Pick<BaseConfig, 'RPC_TIMEOUT_MS'>>;
  service: string;
  entities: EntityList;
  migrations: EntityList;
}

/** The URL of the service's own database on the configured server. */
export function serviceDatabaseUrl(input: Pick<ServiceDataSourceInput, 'config' | 'service'>): string {
  const url = new URL(input.config.DATABASE_URL);
  url.pathname = `/${databaseName(input.config, input.service)}`;
  return url.toString();
}

/**
 * Deadlines of every PostgreSQL call, all below the RPC deadline so that a request meeting a database
 * that is away, slow or locked fails with the service's own answer before the caller gives up:
 * - `connectionTimeoutMillis`: connecting, and waiting for a free client of the pool;
 * - `statement_timeout` (server side) and `query_timeout` (client side, for a server that stopped
 *   answering altogether);
 * - `idle_in_transaction_session_timeout`: a transaction left open by a stalled process releases its locks.
 * The pool replaces broken connections by itself, so nothing needs restarting once the database is back.
 */
export function databaseTimeouts(rpcTimeoutMs = 10_000) {
  const statement = Math.max(500, Math.floor(rpcTimeoutMs * 0.5));
  return {
    connectionTimeoutMillis: Math.max(250, Math.floor(rpcTimeoutMs * 0.2)),
    statement_timeout: statement,
    query_timeout: statement + Math.max(250, Math.floor(rpcTimeoutMs * 0.1)),
    idle_in_transaction_session_timeout: Math.max(5_000, rpcTimeoutMs * 2),
    lock_timeout: Math.max(250, Math.floor(rpcTimeoutMs * 0.4)),
  };
}

/** TypeORM options for one service. Schema changes come from migrations only, never `synchronize`. */
export function serviceDataSourceOptions(input: ServiceDataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: serviceDatabaseUrl(input),
    entities: input.entities as DataSourceOptions['entities'],
    migrations: input.migrations as DataSourceOptions['migrations'],
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    extra: {
      max: input.config.DB_POOL_SIZE,
      application_name: `netline-${input.service}`,
      keepAlive: true,
      ...databaseTimeouts(input.config.RPC_TIMEOUT_MS),
    },
  };
}

/** Creates the service's database on first start (CREATE DATABASE cannot run inside a transaction). */
export async function ensureDatabase(input: Pick<ServiceDataSourceInput, 'config' | 'service'>): Promise<void> {
  const name = databaseName(input.config, input.service);
  const client = new Client({ connectionString: input.config.DATABASE_URL, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (error) {
        // Two replicas starting together may race here; the loser sees duplicate_database (42P04).
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    }
  } finally {
    await client.end();
  }
}

/**
 * Runs pending migrations under a PostgreSQL advisory lock, so that replicas (or the migrations Job and a
 * replica) starting together apply each migration exactly once; the others wait and then find nothing to do.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    // Waiting for another replica's migrations may take longer than a request's lock deadline.
    await runner.query('SET lock_timeout = 0; SET statement_timeout = 0');
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', ['netline.migrations']);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', ['netline.migrations']).catch(() => undefined);
    await runner.release();
  }
}

export async function openServiceDataSource(input: ServiceDataSourceInput, migrate: boolean): Promise<DataSource> {
  await ensureDatabase(input);
  const dataSource = new DataSource(serviceDataSourceOptions(input));
  await dataSource.initialize();
  if (migrate) await runMigrations(dataSource);
  return dataSource;
}
