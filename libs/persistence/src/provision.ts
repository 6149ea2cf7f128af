import { Client } from 'pg';
import { BaseConfig, databaseRoles } from '@netline/config';

/**
 * Provisioning: the databases of the services and their two roles each, made to be as documented in
 * docs/security.md ("Database access"). Runs with an administrative login (`DATABASE_ADMIN_URL`), never
 * from a service: `npm run db:provision`, the admin CLI's `db provision`, the db-provision Job, the test
 * stacks. Every step is idempotent, so it runs on every start and every release.
 */

/** The services with a database of their own (each has `src/migrations`; a test checks the list). */
export const DATABASE_SERVICES = ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'] as const;
export type DatabaseService = (typeof DATABASE_SERVICES)[number];

/**
 * How a Netline database is created: from `template0` with the byte-order collation `C`, its character
 * classes (what `lower()` folds) left as the server's. Every key here is an opaque ASCII identifier, and
 * under any other collation PostgreSQL compares text through the C library's `strcoll` and without
 * abbreviated keys: sorting a merchant's 771,000 invoice ids took 1.65 s under `C.UTF-8` against 0.65 s
 * under `C`, and every B-tree probe on an id pays the same. The order is the same as `C.UTF-8`'s (code
 * points); under a language's collation (`en_US.UTF-8`) names would sort ignoring case and punctuation, and
 * differently from one server to the next. A database made before keeps its collation (docs/persistence.md,
 * "Collation").
 */
export const CREATE_DATABASE_OPTIONS = "TEMPLATE template0 LC_COLLATE 'C'";

export interface ProvisionInput {
  /** A login that may create databases and roles (a superuser, or CREATEDB + CREATEROLE; see docs/security.md). */
  adminUrl: string;
  config: Pick<BaseConfig, 'DB_PREFIX' | 'NETLINE_NAMESPACE'>;
  service: string;
  passwords: { owner: string; runtime: string };
}

export interface ProvisionResult {
  service: string;
  database: string;
  owner: string;
  runtime: string;
  created_database: boolean;
  created_roles: string[];
}

const ROW_PRIVILEGES = 'SELECT, INSERT, UPDATE, DELETE';
const SEQUENCE_PRIVILEGES = 'USAGE, SELECT';

function urlFor(adminUrl: string, database?: string): string {
  if (!database) return adminUrl;
  const url = new URL(adminUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the role, or brings an existing one back to a plain login with the configured password. */
async function ensureRole(client: Client, role: string, password: string): Promise<boolean> {
  const id = client.escapeIdentifier(role);
  // Passwords cannot be query parameters in CREATE/ALTER ROLE; escapeLiteral quotes them safely.
  const secret = client.escapeLiteral(password);
  const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (exists.rowCount === 0) {
    try {
      await client.query(`CREATE ROLE ${id} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${secret}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code !== '42710') throw error; // duplicate_object: created meanwhile
    }
  }
  await client.query(`ALTER ROLE ${id} WITH LOGIN PASSWORD ${secret}`);
  return false;
}

/**
 * Makes one service's database and roles as they should be: the owner role owns the database, its
 * `public` schema and every object in it; the runtime role may connect to this database only and has
 * row access to its tables and sequences, now and (default privileges) for tables later migrations
 * create; PUBLIC may neither connect nor create. Existing objects of another owner (a database made
 * before roles existed) are handed to the owner role.
 */
export async function provisionServiceDatabase(input: ProvisionInput): Promise<ProvisionResult> {
  const roles = databaseRoles(input.config, input.service);
  return withClient(urlFor(input.adminUrl), async (admin) => {
    const database = admin.escapeIdentifier(roles.database);
    const owner = admin.escapeIdentifier(roles.owner);
    const runtime = admin.escapeIdentifier(roles.runtime);
    // Two provisioning runs of the same database (two npm starts, a Job retried) would otherwise race
    // on the same catalogue rows ("tuple concurrently updated"); other databases' runs go on in parallel.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [`netline.provision:${roles.database}`]);
    try {
      const createdRoles: string[] = [];
      if (await ensureRole(admin, roles.owner, input.passwords.owner)) createdRoles.push(roles.owner);
      if (await ensureRole(admin, roles.runtime, input.passwords.runtime)) createdRoles.push(roles.runtime);

      let createdDatabase = false;
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [roles.database]);
      if (exists.rowCount === 0) {
        try {
          await admin.query(`CREATE DATABASE ${database} OWNER ${owner} ${CREATE_DATABASE_OPTIONS}`);
          createdDatabase = true;
        } catch (error) {
          if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database
        }
      }
      if (!createdDatabase) await admin.query(`ALTER DATABASE ${database} OWNER TO ${owner}`);
      await admin.query(`REVOKE ALL ON DATABASE ${database} FROM PUBLIC`);
      await admin.query(`GRANT CONNECT ON DATABASE ${database} TO ${runtime}`);

      await withClient(urlFor(input.adminUrl, roles.database), async (client) => {
        await client.query(`ALTER SCHEMA public OWNER TO ${owner}`);
        // PostgreSQL 14 and older let every role create in `public`; 15 and newer no longer do. Either way:
        await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
        await client.query(`GRANT USAGE ON SCHEMA public TO ${runtime}`);
        await handOver(client, roles.owner);
        await client.query(`GRANT ${ROW_PRIVILEGES} ON ALL TABLES IN SCHEMA public TO ${runtime}`);
        await client.query(`GRANT ${SEQUENCE_PRIVILEGES} ON ALL SEQUENCES IN SCHEMA public TO ${runtime}`);
        // Tables and sequences the owner creates later (the migrations) give the runtime role the same.
        await client.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT ${ROW_PRIVILEGES} ON TABLES TO ${runtime}`);
        await client.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${owner} IN SCHEMA public GRANT ${SEQUENCE_PRIVILEGES} ON SEQUENCES TO ${runtime}`);
      });
      return {
        service: input.service,
        database: roles.database,
        owner: roles.owner,
        runtime: roles.runtime,
        created_database: createdDatabase,
        created_roles: createdRoles,
      };
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [`netline.provision:${roles.database}`]).catch(() => undefined);
    }
  });
}

/**
 * Gives the owner role every object of `public` that another role owns: tables, views and standalone
 * sequences (a column's sequence moves with its table), types (enums, domains) and functions.
 */
async function handOver(client: Client, ownerRole: string): Promise<void> {
  const owner = client.escapeIdentifier(ownerRole);
  const relations = await client.query<{ name: string; kind: string }>(
    `SELECT c.relname AS name, c.relkind AS kind
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S')
        AND pg_get_userbyid(c.relowner) <> $1
        AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.classid = 'pg_class'::regclass AND d.deptype IN ('a', 'i')))
      ORDER BY c.relkind = 'S'`,
    [ownerRole],
  );
  const keyword: Record<string, string> = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', f: 'FOREIGN TABLE', S: 'SEQUENCE' };
  for (const relation of relations.rows) {
    await client.query(`ALTER ${keyword[relation.kind]} public.${client.escapeIdentifier(relation.name)} OWNER TO ${owner}`);
  }
  const types = await client.query<{ name: string }>(
    `SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> $1`,
    [ownerRole],
  );
  for (const type of types.rows) await client.query(`ALTER TYPE public.${client.escapeIdentifier(type.name)} OWNER TO ${owner}`);
  const functions = await client.query<{ signature: string }>(
    `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public' AND pg_get_userbyid(p.proowner) <> $1`,
    [ownerRole],
  );
  for (const fn of functions.rows) await client.query(`ALTER ROUTINE ${fn.signature} OWNER TO ${owner}`);
}

/**
 * Drops the databases and roles of a namespace (test stacks when they stop): every database named
 * `<prefix>_<namespace>_…`, then the roles named after them. Refuses the empty namespace, whose
 * databases are a developer's own.
 */
export async function dropNamespaceDatabases(adminUrl: string, config: Pick<BaseConfig, 'DB_PREFIX' | 'NETLINE_NAMESPACE'>): Promise<string[]> {
  if (!config.NETLINE_NAMESPACE) throw new Error('refusing to drop the databases of the default (empty) namespace');
  const prefix = `${config.DB_PREFIX}_${config.NETLINE_NAMESPACE}_`;
  return withClient(urlFor(adminUrl), async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`);
    // Privileges on a dropped database go with it, so the roles own and hold nothing left.
    const roles = await client.query<{ rolname: string }>(
      "SELECT rolname FROM pg_roles WHERE starts_with(rolname, $1) AND (rolname LIKE '%\\_owner' OR rolname LIKE '%\\_app')",
      [prefix],
    );
    for (const { rolname } of roles.rows) await client.query(`DROP ROLE IF EXISTS ${client.escapeIdentifier(rolname)}`);
    return rows.map((row) => row.datname);
  });
}
