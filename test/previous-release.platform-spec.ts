import { baseEnv } from '@netline/config';
import { messagingMigrations } from '@netline/messaging/schema';
import { DatabaseService, dropNamespaceDatabases, provisionServiceDatabase, serviceDatabaseUrl } from '@netline/persistence';
import { ApiClient, Stack, TEST_RATE_LIMIT_PER_MINUTE, testAdminDatabaseUrl } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { MigrationInterface } from 'typeorm';
import { BILLING_MIGRATIONS } from '../apps/billing/src/migrations';
import { CREDIT_MIGRATIONS } from '../apps/credit/src/migrations';
import { IDENTITY_MIGRATIONS } from '../apps/identity/src/migrations';
import { TREASURY_MIGRATIONS } from '../apps/treasury/src/migrations';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from '../apps/webhook-dispatcher/src/migrations';
import { runSqlScript } from './migrations/schema';

type Service = Extract<DatabaseService, 'identity' | 'credit' | 'billing' | 'treasury' | 'webhook-dispatcher'>;

/** What scripts/previous-release-fixture.js recorded beside the databases: see docs/persistence.md, "Upgrades". */
interface Release {
  release: { commit: string; date: string; subject: string };
  migrations: Record<Service, string[]>;
  rows: Record<Service, Record<string, number>>;
  merchant: { merchant_id: string; secret_key: string };
  customers: Array<Record<string, unknown> & { id: string }>;
  invoices: Array<Record<string, unknown> & { id: string }>;
  payments: Array<Record<string, unknown> & { id: string }>;
  webhooks: Array<Record<string, unknown> & { id: string; topic: string }>;
}

const FIXTURE = join(__dirname, 'fixtures', 'previous-release');
const release = JSON.parse(readFileSync(join(FIXTURE, 'release.json'), 'utf8')) as Release;

const MIGRATIONS: Record<Service, Array<new () => MigrationInterface>> = {
  identity: IDENTITY_MIGRATIONS,
  credit: CREDIT_MIGRATIONS,
  billing: BILLING_MIGRATIONS,
  treasury: TREASURY_MIGRATIONS,
  'webhook-dispatcher': WEBHOOK_DISPATCHER_MIGRATIONS,
};
const SERVICES = Object.keys(MIGRATIONS) as Service[];
/** This checkout's migrations of a service in the order `main.js migrate` applies them (TypeORM's: by the name's timestamp). */
const currentMigrations = (service: Service) =>
  [...MIGRATIONS[service], ...messagingMigrations]
    .map((migration) => migration.name)
    .sort((a, b) => Number(/\d{13}$/.exec(a)?.[0]) - Number(/\d{13}$/.exec(b)?.[0]));

/**
 * An upgrade from the previous release: each service's database as that release left it (schema and
 * rows, test/fixtures/previous-release) is loaded into a fresh namespace, the stack's start applies this
 * checkout's migrations over it the way every deployment does (`admin db provision --migrate`), and the
 * real processes then serve the release's merchant, customers, invoices, payments and webhook
 * subscriptions through the API with the credentials the release issued.
 */
describe(`upgrading from the previous release (${release.release.commit.slice(0, 12)})`, () => {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const adminUrl = testAdminDatabaseUrl();
  const config = baseEnv.parse({ ...process.env, DATABASE_URL: adminUrl, NETLINE_NAMESPACE: namespace });
  const appliedBefore = {} as Record<Service, string[]>;
  let stack: Stack | undefined;
  let api: ApiClient;

  const database = (service: Service) => {
    const url = new URL(adminUrl);
    url.pathname = `/${config.DB_PREFIX}_${namespace}_${service}`;
    return url.toString();
  };
  async function query<T>(service: Service, text: string): Promise<T[]> {
    const client = new Client({ connectionString: database(service) });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const applied = async (service: Service) => (await query<{ name: string }>(service, 'SELECT name FROM migrations ORDER BY id')).map((row) => row.name);

  beforeAll(async () => {
    // The release's databases, loaded as each service's owner role into databases and roles provisioned
    // as in production, so the migrations below alter tables their role owns.
    await Promise.all(
      SERVICES.map(async (service) => {
        const passwords = { owner: randomBytes(18).toString('base64url'), runtime: randomBytes(18).toString('base64url') };
        await provisionServiceDatabase({ adminUrl, config, service, passwords });
        const owner = serviceDatabaseUrl({ config: { ...config, DB_PASSWORD: passwords.owner }, service }, 'owner');
        await runSqlScript(owner, readFileSync(join(FIXTURE, `${service}.sql`), 'utf8'));
        appliedBefore[service] = await applied(service);
      }),
    );
    // A namespace of our own rather than 'random': the stack provisions the databases above (new
    // passwords, same objects), migrates them and starts its services on them, and drops them at stop.
    stack = await Stack.start({
      apps: [...SERVICES, 'gateway'],
      namespace,
      logDir: 'var/test-logs',
      env: { RATE_LIMIT_PER_MINUTE: TEST_RATE_LIMIT_PER_MINUTE },
    });
    api = ApiClient.basic(stack.apiUrl, release.merchant.merchant_id, release.merchant.secret_key);
  });

  afterAll(async () => {
    await stack?.stop();
    await dropNamespaceDatabases(adminUrl, config);
  });

  it('migrates the release’s databases across this checkout’s schema changes and keeps every row', async () => {
    expect(appliedBefore).toEqual(release.migrations);
    // A fixture with every migration would prove only that a restart keeps data (docs/persistence.md, "Upgrades").
    const pending = (service: Service) => currentMigrations(service).filter((name) => !appliedBefore[service].includes(name));
    expect(SERVICES.flatMap(pending)).not.toEqual([]);
    for (const service of SERVICES) {
      // The release's migrations stay recorded as they ran; this checkout's new ones follow, in their order.
      expect({ service, applied: await applied(service) }).toEqual({ service, applied: [...appliedBefore[service], ...pending(service)] });
      for (const [table, count] of Object.entries(release.rows[service])) {
        const [row] = await query<{ count: string }>(service, `SELECT count(*) AS count FROM ${table}`);
        expect({ service, table, rows: Number(row.count) }).toEqual({ service, table, rows: count });
      }
    }
    // Every payment the release had billing decide was booked by treasury (the fixture is written once
    // everything settled), so none may look unbooked after the upgrade, or the unbooked-payment sweep
    // would take it for a payment treasury never booked.
    const unbooked = await query<{ payment_id: string }>(
      'billing',
      'SELECT payment_id FROM payment_decisions WHERE booked_at IS NULL AND withdrawn_at IS NULL',
    );
    expect(unbooked).toEqual([]);
    expect(release.rows.billing.payment_decisions).toBeGreaterThan(0);
  });

  it('answers for the release’s customers, invoices, payments and webhook subscriptions with the credentials it issued', async () => {
    for (const customer of release.customers) {
      const read = await api.get(`/customers/${customer.id}`);
      expect({ status: read.status, body: read.body as unknown }).toEqual({ status: 200, body: expect.objectContaining(customer) });
    }
    for (const invoice of release.invoices) {
      const read = await api.get(`/invoices/${invoice.id}`);
      expect({ status: read.status, body: read.body as unknown }).toEqual({ status: 200, body: expect.objectContaining(invoice) });
    }
    for (const payment of release.payments) {
      const read = await api.get(`/payments/${payment.id}`);
      expect({ status: read.status, body: read.body as unknown }).toEqual({ status: 200, body: expect.objectContaining(payment) });
    }
    const webhooks = await api.get<{ results: Array<{ id: string; endpoint_url: string; created_at: string; topic: { name: string } }> }>('/webhooks');
    expect(webhooks.status).toBe(200);
    expect(webhooks.body.results.map(({ id, endpoint_url, created_at, topic }) => ({ id, endpoint_url, created_at, topic: topic.name }))).toEqual(
      expect.arrayContaining(release.webhooks),
    );
    expect(webhooks.body.results).toHaveLength(release.webhooks.length);
  });

  it('takes new work on the release’s data: an invoice for its customer', async () => {
    const [customer] = release.customers;
    const created = await api.post('/invoices', {
      customer_id: customer.id,
      number: `INV-UPGRADE-${randomBytes(3).toString('hex')}`,
      amount: 120,
      line_items: [{ description: 'Crate of washers', quantity: 2, unit_price: 60, amount: 120 }],
    });
    expect(created.status).toBe(200);
    expect((await api.get(`/invoices/${created.body.id}`)).body).toMatchObject({ customer_id: customer.id, amount_due: 120, amount_balance: 120 });
  });
});
