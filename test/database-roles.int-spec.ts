import { baseEnv, BaseConfig, databaseRoles, loadConfig } from '@netline/config';
import { messagingMigrations, migrateOnly } from '@netline/messaging';
import {
  DATABASE_SERVICES,
  DatabaseNotReadyError,
  dropNamespaceDatabases,
  openServiceDataSource,
  provisionServiceDatabase,
  serviceDatabaseUrl,
} from '@netline/persistence';
import { testAdminDatabaseUrl } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { BILLING_ENTITIES } from '../apps/billing/src/app.module';
import { BILLING_MIGRATIONS } from '../apps/billing/src/migrations';
import { CREDIT_ENTITIES } from '../apps/credit/src/app.module';
import { CREDIT_MIGRATIONS } from '../apps/credit/src/migrations';
import { appsInRepository } from './deploy/manifest-rules';

/**
 * Least-privilege database access against real PostgreSQL: what each service's runtime role may and
 * may not do, that provisioning is repeatable and takes over a database made before roles existed, and
 * that a service refuses to open a database that is missing or behind its migrations.
 */
const adminUrl = testAdminDatabaseUrl();
const namespace = `t${randomBytes(5).toString('hex')}`;
const config: BaseConfig = loadConfig(baseEnv, { ...process.env, NETLINE_NAMESPACE: namespace });
const passwords = {
  credit: { owner: randomBytes(12).toString('hex'), runtime: randomBytes(12).toString('hex') },
  billing: { owner: randomBytes(12).toString('hex'), runtime: randomBytes(12).toString('hex') },
};
const credit = databaseRoles(config, 'credit');
const billing = databaseRoles(config, 'billing');
const clients: Client[] = [];

/** A connection to `service`'s database (or another database of the server) as one of its roles. */
async function connectAs(service: 'credit' | 'billing', role: 'runtime' | 'owner', database?: string): Promise<Client> {
  const url = new URL(serviceDatabaseUrl({ config: { ...config, DB_PASSWORD: passwords[service][role] }, service }, role));
  if (database) url.pathname = `/${database}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  clients.push(client);
  return client;
}

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'succeeded',
    (error: { code?: string }) => error.code,
  );

beforeAll(async () => {
  for (const service of ['credit', 'billing'] as const) {
    await provisionServiceDatabase({ adminUrl, config, service, passwords: passwords[service] });
  }
  await migrateOnly({
    config: { ...config, DB_PASSWORD: passwords.credit.owner },
    service: 'credit',
    migrations: CREDIT_MIGRATIONS,
  });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await dropNamespaceDatabases(adminUrl, config);
});

describe("a service's runtime role", () => {
  it('is a plain login: no superuser, no CREATEDB, no CREATEROLE, no replication, no RLS bypass', async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'SELECT rolname, rolsuper, rolcreatedb, rolcreaterole, rolreplication, rolbypassrls, rolcanlogin FROM pg_roles WHERE rolname = ANY($1) ORDER BY rolname',
        [[credit.owner, credit.runtime]],
      );
      expect(rows).toEqual(
        [credit.runtime, credit.owner].sort().map((rolname) => ({
          rolname,
          rolsuper: false,
          rolcreatedb: false,
          rolcreaterole: false,
          rolreplication: false,
          rolbypassrls: false,
          rolcanlogin: true,
        })),
      );
      const owner = await admin.query('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [credit.database]);
      expect(owner.rows[0].owner).toBe(credit.owner);
    } finally {
      await admin.end();
    }
  });

  it('reads and writes rows, sequences included', async () => {
    const runtime = await connectAs('credit', 'runtime');
    const eventId = `evt_${randomBytes(6).toString('hex')}`;
    const inserted = await runtime.query("INSERT INTO outbox (event_id, type, payload) VALUES ($1, 'test.event', '{}') RETURNING seq", [eventId]);
    expect(Number(inserted.rows[0].seq)).toBeGreaterThan(0);
    expect((await runtime.query('UPDATE outbox SET sent_at = now() WHERE event_id = $1', [eventId])).rowCount).toBe(1);
    expect((await runtime.query('SELECT event_id FROM outbox WHERE event_id = $1', [eventId])).rows).toEqual([{ event_id: eventId }]);
    expect((await runtime.query('DELETE FROM outbox WHERE event_id = $1', [eventId])).rowCount).toBe(1);
    // Every table the migrations made is readable by it (default privileges of the owner role).
    const { rows } = await runtime.query(
      "SELECT count(*)::int AS tables, count(*) FILTER (WHERE has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE'))::int AS usable FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r'",
    );
    expect(rows[0].tables).toBeGreaterThan(5);
    expect(rows[0].usable).toBe(rows[0].tables);
  });

  it('cannot create, alter, drop or truncate tables, nor create schemas, databases or roles', async () => {
    const runtime = await connectAs('credit', 'runtime');
    // 42501 insufficient_privilege, each one.
    expect(await code(runtime.query('CREATE TABLE intruder (id int)'))).toBe('42501');
    expect(await code(runtime.query('CREATE TEMP TABLE intruder (id int)'))).toBe('42501');
    expect(await code(runtime.query('DROP TABLE outbox'))).toBe('42501');
    expect(await code(runtime.query('ALTER TABLE outbox ADD COLUMN intruder int'))).toBe('42501');
    expect(await code(runtime.query('TRUNCATE outbox'))).toBe('42501');
    expect(await code(runtime.query('CREATE SCHEMA intruder'))).toBe('42501');
    expect(await code(runtime.query('CREATE DATABASE intruder'))).toBe('42501');
    expect(await code(runtime.query('CREATE ROLE intruder'))).toBe('42501');
    // Nothing of the above happened.
    expect((await runtime.query("SELECT to_regclass('public.intruder') AS found")).rows[0].found).toBeNull();
  });

  it("cannot connect to another service's database; neither can the owner role", async () => {
    expect(await code(connectAs('credit', 'runtime', billing.database))).toBe('42501');
    expect(await code(connectAs('credit', 'owner', billing.database))).toBe('42501');
    expect(await code(connectAs('billing', 'runtime', credit.database))).toBe('42501');
    // Its own, it may.
    await expect(connectAs('billing', 'runtime')).resolves.toBeDefined();
  });
});

describe('provisioning', () => {
  it('covers every app with migrations', () => {
    expect([...DATABASE_SERVICES].sort()).toEqual(appsInRepository().withMigrations.sort());
  });

  it('runs again with nothing to create and leaves the privileges as they were', async () => {
    const again = await provisionServiceDatabase({ adminUrl, config, service: 'credit', passwords: passwords.credit });
    expect(again).toMatchObject({ database: credit.database, owner: credit.owner, runtime: credit.runtime, created_database: false, created_roles: [] });
    const runtime = await connectAs('credit', 'runtime');
    expect(await code(runtime.query('CREATE TABLE intruder (id int)'))).toBe('42501');
    expect(await code(runtime.query('SELECT count(*) FROM outbox'))).toBe('succeeded');
  });

  it('hands the objects of a database made by another role (the superuser, before roles existed) to the owner role', async () => {
    const legacy = { ...config, NETLINE_NAMESPACE: `${namespace}_legacy` };
    const roles = databaseRoles(legacy, 'credit');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const opened: Client[] = [];
    try {
      await admin.query(`CREATE DATABASE "${roles.database}"`);
      const inside = new Client({ connectionString: Object.assign(new URL(adminUrl), { pathname: `/${roles.database}` }).toString() });
      await inside.connect();
      await inside.query("CREATE TYPE mood AS ENUM ('calm')");
      await inside.query('CREATE TABLE legacy (id bigserial PRIMARY KEY, mood mood)');
      await inside.query('CREATE SEQUENCE standalone');
      await inside.end();

      await provisionServiceDatabase({ adminUrl, config: legacy, service: 'credit', passwords: passwords.credit });
      const owner = new Client({
        connectionString: serviceDatabaseUrl({ config: { ...legacy, DB_PASSWORD: passwords.credit.owner }, service: 'credit' }, 'owner'),
      });
      await owner.connect();
      opened.push(owner);
      const owned = await owner.query(
        "SELECT c.relname, pg_get_userbyid(c.relowner) AS owner FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'S') ORDER BY c.relname",
      );
      expect(owned.rows).toEqual([
        { relname: 'legacy', owner: roles.owner },
        { relname: 'legacy_id_seq', owner: roles.owner },
        { relname: 'standalone', owner: roles.owner },
      ]);
      // The owner may now change what it owns (the next migration), the runtime role use it.
      await owner.query('ALTER TABLE legacy ADD COLUMN note text');
      const runtime = new Client({ connectionString: serviceDatabaseUrl({ config: { ...legacy, DB_PASSWORD: passwords.credit.runtime }, service: 'credit' }) });
      await runtime.connect();
      opened.push(runtime);
      await runtime.query("INSERT INTO legacy (mood, note) VALUES ('calm', 'kept')");
      expect((await runtime.query("SELECT nextval('standalone')::int AS next")).rows[0].next).toBe(1);
    } finally {
      await Promise.all(opened.map((client) => client.end()));
      await admin.end();
      await dropNamespaceDatabases(adminUrl, legacy);
    }
  });

  it('drops a namespace with its roles', async () => {
    const doomed = { ...config, NETLINE_NAMESPACE: `${namespace}_doomed` };
    const roles = databaseRoles(doomed, 'webhook-dispatcher');
    await provisionServiceDatabase({ adminUrl, config: doomed, service: 'webhook-dispatcher', passwords: passwords.credit });
    expect(await dropNamespaceDatabases(adminUrl, doomed)).toEqual([roles.database]);
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      expect((await admin.query('SELECT rolname FROM pg_roles WHERE rolname = ANY($1)', [[roles.owner, roles.runtime]])).rows).toEqual([]);
    } finally {
      await admin.end();
    }
    await expect(dropNamespaceDatabases(adminUrl, { ...config, NETLINE_NAMESPACE: '' })).rejects.toThrow(/default \(empty\) namespace/);
  });
});

describe('opening a service database', () => {
  const input = (service: 'credit' | 'billing', namespaceOf = namespace) => ({
    config: { ...config, NETLINE_NAMESPACE: namespaceOf, DB_PASSWORD: passwords[service].runtime },
    service,
    entities: service === 'credit' ? CREDIT_ENTITIES : BILLING_ENTITIES,
    migrations: service === 'credit' ? CREDIT_MIGRATIONS : BILLING_MIGRATIONS,
  });

  it('succeeds as the runtime role on a provisioned, migrated database', async () => {
    const source = await openServiceDataSource({ ...input('credit'), migrations: [...CREDIT_MIGRATIONS, ...messagingMigrations] });
    try {
      expect((await source.query('SELECT current_user AS role'))[0].role).toBe(credit.runtime);
    } finally {
      await source.destroy();
    }
  });

  it('refuses a database that was never provisioned, naming the command to run', async () => {
    const error = await openServiceDataSource(input('credit', `${namespace}_none`)).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DatabaseNotReadyError);
    expect((error as Error).message).toMatch(/credit's database netline_t\w+_none_credit is not ready .*npm run db:provision/);
  });

  it('refuses a database behind the code, listing the missing migrations', async () => {
    const error = await openServiceDataSource(input('billing')).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DatabaseNotReadyError);
    expect((error as Error).message).toContain(`billing's database ${billing.database} lacks ${BILLING_MIGRATIONS.length} migration(s)`);
    expect((error as Error).message).toContain('npm run db:provision');
  });
});
