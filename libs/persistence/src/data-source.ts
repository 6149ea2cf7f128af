import { DataSource, DataSourceOptions, EntitySchema, MixedList } from 'typeorm';
import { BaseConfig, databaseRoles } from '@netline/config';
import { SnakeNamingStrategy } from './naming';

type EntityList = MixedList<string | (abstract new (...args: never[]) => unknown) | EntitySchema>;

export interface ServiceDataSourceInput {
  config: Pick<BaseConfig, 'DATABASE_URL' | 'DB_PASSWORD' | 'DB_PREFIX' | 'NETLINE_NAMESPACE' | 'DB_POOL_SIZE'> &
    Partial<Pick<BaseConfig, 'RPC_TIMEOUT_MS' | 'DB_PIPELINE_CONNECTIONS'>>;
  service: string;
  entities: EntityList;
  migrations: EntityList;
}

/** Which of the service's roles connects: `runtime` to serve, `owner` to migrate (see `databaseRoles`). */
export type DatabaseRole = 'runtime' | 'owner';

/** The URL of the service's own database on the configured server, logged in as one of its roles. */
export function serviceDatabaseUrl(input: Pick<ServiceDataSourceInput, 'config' | 'service'>, role: DatabaseRole = 'runtime'): string {
  const url = new URL(input.config.DATABASE_URL);
  const roles = databaseRoles(input.config, input.service);
  url.username = encodeURIComponent(roles[role]);
  url.password = encodeURIComponent(input.config.DB_PASSWORD);
  url.pathname = `/${encodeURIComponent(roles.database)}`;
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
export function serviceDataSourceOptions(input: ServiceDataSourceInput, role: DatabaseRole = 'runtime'): DataSourceOptions {
  return {
    type: 'postgres',
    url: serviceDatabaseUrl(input, role),
    entities: input.entities as DataSourceOptions['entities'],
    migrations: input.migrations as DataSourceOptions['migrations'],
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    migrationsTableName: 'migrations',
    extra: {
      max: input.config.DB_POOL_SIZE,
      // Read by the prepared-statement layer (`pipelinedConnectionsOf`); `pg` ignores it.
      ...(input.config.DB_PIPELINE_CONNECTIONS === undefined ? {} : { pipelineConnections: input.config.DB_PIPELINE_CONNECTIONS }),
      application_name: `netline-${input.service}`,
      keepAlive: true,
      ...databaseTimeouts(input.config.RPC_TIMEOUT_MS),
    },
  };
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

/** The command that creates databases and roles and applies migrations, named in boot errors. */
export const PROVISION_COMMAND = 'npm run db:provision';

/**
 * The service's database cannot serve: missing, its roles missing or with another password, or its
 * schema behind the code. The message names what is wrong and the command that fixes it.
 */
export class DatabaseNotReadyError extends Error {}

/** PostgreSQL error codes met when a database or its roles were never provisioned. */
const NOT_PROVISIONED: Record<string, string> = {
  '3D000': 'the database does not exist',
  '28000': 'the role does not exist or may not log in',
  '28P01': 'the role does not exist or its password differs',
  '42501': 'the role may not connect to it',
};

function notReady(input: Pick<ServiceDataSourceInput, 'config' | 'service'>, role: DatabaseRole, reason: string): DatabaseNotReadyError {
  const roles = databaseRoles(input.config, input.service);
  const fix =
    role === 'owner'
      ? `create it and its roles with \`${PROVISION_COMMAND}\` (or \`npm run admin -- db provision\`)`
      : `run \`${PROVISION_COMMAND}\` first (in a cluster: the db-provision Job, then the ${input.service}-migrate Job)`;
  return new DatabaseNotReadyError(`${input.service}'s database ${roles.database} is not ready (as role ${roles[role]}): ${reason}; ${fix}`);
}

/** Connects, turning "never provisioned" into a `DatabaseNotReadyError`; other failures (server away…) stay as they are. */
async function connect(dataSource: DataSource, input: Pick<ServiceDataSourceInput, 'config' | 'service'>, role: DatabaseRole): Promise<void> {
  try {
    await dataSource.initialize();
  } catch (error) {
    const code = (error as { code?: string }).code;
    const reason = code ? NOT_PROVISIONED[code] : undefined;
    if (reason) throw notReady(input, role, `${reason} (${(error as Error).message})`);
    throw error;
  }
}

/** Names of the data source's migrations that the database has not applied (all of them when it has none). */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  let applied = new Set<string>();
  try {
    // Read directly: TypeORM's own check would first try to create the migrations table, which the
    // runtime role may not.
    const rows: Array<{ name: string }> = await dataSource.query(`SELECT name FROM "${dataSource.options.migrationsTableName ?? 'migrations'}"`);
    applied = new Set(rows.map((row) => row.name));
  } catch (error) {
    if ((error as { code?: string }).code !== '42P01') throw error; // undefined_table: nothing applied yet
  }
  return dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name).filter((name) => !applied.has(name));
}

/**
 * The service's data source, logged in as its runtime role. Nothing is created or migrated here: a
 * database that is missing, or whose schema lacks a migration of this code, stops the start with a
 * `DatabaseNotReadyError` naming the command to run.
 */
export async function openServiceDataSource(input: ServiceDataSourceInput): Promise<DataSource> {
  const dataSource = new DataSource(serviceDataSourceOptions(input, 'runtime'));
  await connect(dataSource, input, 'runtime');
  try {
    const pending = await pendingMigrations(dataSource);
    if (pending.length > 0) {
      throw new DatabaseNotReadyError(
        `${input.service}'s database ${databaseRoles(input.config, input.service).database} lacks ${pending.length} migration(s) of this release (${pending.join(', ')}); run \`${PROVISION_COMMAND}\` (in a cluster: the ${input.service}-migrate Job) before starting it`,
      );
    }
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/** Applies the service's pending migrations as its owner role (`main.js migrate`), returning their names. */
export async function migrateServiceDatabase(input: ServiceDataSourceInput): Promise<string[]> {
  const dataSource = new DataSource(serviceDataSourceOptions(input, 'owner'));
  await connect(dataSource, input, 'owner');
  try {
    return await runMigrations(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
