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
import { TREASURY_MIGRATIONS } from '../apps/treasury/src/migrations';
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
  treasury: { owner: randomBytes(12).toString('hex'), runtime: randomBytes(12).toString('hex') },
};
const credit = databaseRoles(config, 'credit');
const billing = databaseRoles(config, 'billing');
const clients: Client[] = [];

/** A connection to `service`'s database (or another database of the server) as one of its roles. */
async function connectAs(service: keyof typeof passwords, role: 'runtime' | 'owner', database?: string): Promise<Client> {
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
  for (const service of ['credit', 'billing', 'treasury'] as const) {
    await provisionServiceDatabase({ adminUrl, config, service, passwords: passwords[service] });
  }
  // Billing's database stays behind its code: 'opening a service database' needs one that is.
  const migrations = { credit: CREDIT_MIGRATIONS, treasury: TREASURY_MIGRATIONS };
  for (const service of ['credit', 'treasury'] as const) {
    await migrateOnly({ config: { ...config, DB_PASSWORD: passwords[service].owner }, service, migrations: migrations[service] });
  }
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

  it('cannot change or remove a money fact, nor switch off what guards them', async () => {
    const at = "'2026-11-20T10:00:00Z'";
    const credit = await connectAs('credit', 'runtime');
    await credit.query(
      `INSERT INTO customers (id, merchant_id, source, business_address, business_city, business_state, business_zip, business_country, business_ap_email,
         business_name, email, created_at, updated_at)
       VALUES ('cus_g', 'mer_g', 'api', '1 Main St', 'Austin', 'TX', '78701', 'US', 'ap@g.example', 'G Co', 'g@g.example', ${at}, ${at})`,
    );
    await credit.query(
      `INSERT INTO credit_decisions (id, merchant_id, customer_id, decision, amount, created_at) VALUES ('dec_g', 'mer_g', 'cus_g', 'approved', 500000, ${at})`,
    );
    expect(await code(credit.query("UPDATE credit_decisions SET amount = 900000 WHERE id = 'dec_g'"))).toBe('42501');
    expect(await code(credit.query("DELETE FROM credit_decisions WHERE id = 'dec_g'"))).toBe('42501');
    await credit.query(
      `INSERT INTO credit_ledger (id, merchant_id, customer_id, kind, amount, approved_change, reference, idempotency_key, created_at)
       VALUES ('led_g', 'mer_g', 'cus_g', 'line_approved', 500000, 500000, 'dec_g', 'decision:dec_g', ${at})`,
    );
    expect(await code(credit.query("UPDATE credit_ledger SET amount = 1 WHERE id = 'led_g'"))).toBe('P0001');
    expect(await code(credit.query('DELETE FROM credit_ledger'))).toBe('P0001');
    // Only the owner role may drop or disable a trigger.
    expect(await code(credit.query('ALTER TABLE credit_ledger DISABLE TRIGGER credit_ledger_no_change'))).toBe('42501');
    expect(await code(credit.query('DROP TRIGGER credit_decisions_no_change ON credit_decisions'))).toBe('42501');
    expect(await code(credit.query("SET session_replication_role = 'replica'"))).toBe('42501');
    expect((await credit.query("SELECT amount::int FROM credit_decisions WHERE id = 'dec_g'")).rows).toEqual([{ amount: 500000 }]);

    // Billing's migrations in a namespace of their own (this file's billing database stays unmigrated).
    const money = { ...config, NETLINE_NAMESPACE: `${namespace}_money` };
    await provisionServiceDatabase({ adminUrl, config: money, service: 'billing', passwords: passwords.billing });
    await migrateOnly({ config: { ...money, DB_PASSWORD: passwords.billing.owner }, service: 'billing', migrations: BILLING_MIGRATIONS });
    const billing = new Client({ connectionString: serviceDatabaseUrl({ config: { ...money, DB_PASSWORD: passwords.billing.runtime }, service: 'billing' }) });
    await billing.connect();
    clients.push(billing);
    const apply = (amount: number) =>
      billing.query(
        `INSERT INTO payment_applications (merchant_id, payment_id, invoice_id, amount, applied_at) VALUES ('mer_g', 'pay_g', 'inv_g', $1, ${at})
         ON CONFLICT (merchant_id, payment_id, invoice_id) DO UPDATE SET amount = payment_applications.amount + EXCLUDED.amount`,
        [amount],
      );
    await apply(1000);
    await apply(500); // a later part of the same payment adds to it
    expect(await code(billing.query("UPDATE payment_applications SET amount = 1 WHERE payment_id = 'pay_g'"))).toBe('42501');
    expect(await code(billing.query("UPDATE payment_applications SET invoice_id = 'inv_other' WHERE payment_id = 'pay_g'"))).toBe('42501');
    expect(await code(billing.query("DELETE FROM payment_applications WHERE payment_id = 'pay_g'"))).toBe('42501');
    expect(await code(billing.query("UPDATE payment_applications SET reversed_at = now() WHERE payment_id = 'pay_g'"))).toBe('succeeded');
    expect(await code(billing.query("UPDATE payment_applications SET reversed_at = NULL WHERE payment_id = 'pay_g'"))).toBe('42501');
    expect((await billing.query("SELECT amount::int, reversed_at IS NOT NULL AS reversed FROM payment_applications WHERE payment_id = 'pay_g'")).rows).toEqual([
      { amount: 1500, reversed: true },
    ]);

    const treasury = await connectAs('treasury', 'runtime');
    await treasury.query(
      `INSERT INTO payout_transactions (id, merchant_id, type, source_key, amount_gross, amount_fee, amount_net, created_at, updated_at)
       VALUES ('ptx_g', 'mer_g', 'advance', 'advance:inv_g', 1000, 100, 900, ${at}, ${at})`,
    );
    expect(await code(treasury.query("UPDATE payout_transactions SET amount_gross = 2000, amount_net = 1900 WHERE id = 'ptx_g'"))).toBe('42501');
    expect(await code(treasury.query("UPDATE payout_transactions SET merchant_id = 'mer_thief' WHERE id = 'ptx_g'"))).toBe('42501');
    expect(await code(treasury.query("DELETE FROM payout_transactions WHERE id = 'ptx_g'"))).toBe('42501');
    expect(await code(treasury.query("UPDATE payout_transactions SET updated_at = now() WHERE id = 'ptx_g'"))).toBe('succeeded');
    expect((await treasury.query("SELECT amount_net::int FROM payout_transactions WHERE id = 'ptx_g'")).rows).toEqual([{ amount_net: 900 }]);
    await billing.end();
    await dropNamespaceDatabases(adminUrl, money);
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

  it("creates the database with the byte-order collation and the server's character classes", async () => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `SELECT made.datcollate, made.datctype = template.datctype AS server_ctype FROM pg_database made, pg_database template
          WHERE made.datname = $1 AND template.datname = 'template0'`,
        [credit.database],
      );
      expect(rows).toEqual([{ datcollate: 'C', server_ctype: true }]);
    } finally {
      await admin.end();
    }
    // Ids and names sort by code point: capitals first, no letter folded or punctuation skipped.
    const owner = await connectAs('credit', 'owner');
    const { rows } = await owner.query("SELECT array_agg(name ORDER BY name) AS sorted FROM unnest(ARRAY['b', 'a_2', 'B', 'a1', 'Ab']) AS name");
    expect(rows[0].sorted).toEqual(['Ab', 'B', 'a1', 'a_2', 'b']);
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
