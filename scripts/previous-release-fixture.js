#!/usr/bin/env node
// Writes test/fixtures/previous-release/: each service's database as the last release left it, schema and
// rows, and release.json (the release's commit, the migrations each database has, the row counts, the
// merchant's credentials and what the API answered for the merchant's data). test/previous-release.platform-spec.ts
// loads it, runs this checkout's migrations over it and reads the data back through the API
// (docs/persistence.md, "Upgrades").
//
//   node scripts/previous-release-fixture.js --release <commit of the last release>
//
// When: in the change that adds the first migration after a release, so that the fixture is always the
// last release and always lacks at least one migration of the checkout (the test refuses one that lacks
// none: it would prove only that a restart keeps data). Needs the checkout built, PostgreSQL, Redis and
// NATS up, and `pg_dump` of the server's major version.
//
// How: this checkout's processes write the data through the API (a merchant, customers, invoices, a credit
// note, payments, a webhook endpoint with its deliveries); then each migration the release did not have is
// undone with its down(), newest first, which test/migrations.int-spec.ts checks gives back exactly the
// schema before its up and keeps every other row. The release's migrations are read from its commit's
// files; the script refuses when one of them is no longer in this checkout (a released migration is never
// removed, renamed or edited).
const { execFileSync } = require('node:child_process');
const { mkdirSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');
const IORedis = require('ioredis');
const { DataSource } = require('typeorm');
const { messagingMigrations } = require('@netline/messaging/schema');
const { dropNamespaceDatabases } = require('@netline/persistence');
const { Stack, createMerchant, ApiClient, customerInput, WebhookReceiver, testAdminDatabaseUrl } = require('@netline/testing');

const ROOT = join(__dirname, '..');
const OUT = join(ROOT, 'test', 'fixtures', 'previous-release');
/** The services whose data the upgrade test reads back, and the apps it takes to write that data. */
const SERVICES = ['identity', 'credit', 'billing', 'treasury', 'webhook-dispatcher'];
const APPS = [...SERVICES, 'gateway'];
const DB_PREFIX = process.env.DB_PREFIX || 'netline';

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const timestampOf = (migration) => Number(/(\d{13})$/.exec(migration.name)[1]);

/** This checkout's migrations of a service, as `main.js migrate` applies them (its own and the messaging kit's). */
function currentMigrations(service) {
  const exported = require(join(ROOT, 'apps', service, 'dist', 'migrations'));
  const own = Object.values(exported).find(Array.isArray);
  return [...own, ...messagingMigrations].sort((a, b) => timestampOf(a) - timestampOf(b));
}

/** The names of the migrations `commit` applied to a service, taken from that commit's files. */
function releaseMigrations(commit, service) {
  const current = currentMigrations(service);
  const files = git('ls-tree', '--name-only', `${commit}:apps/${service}/src/migrations`).split('\n');
  const stamps = files.map((file) => /^(\d{13})-.*\.ts$/.exec(file)?.[1]).filter(Boolean);
  const names = [];
  for (const stamp of stamps) {
    const found = current.find((migration) => timestampOf(migration) === Number(stamp));
    if (!found) throw new Error(`${service}: migration ${stamp} of ${commit} is not in this checkout; a released migration must never be removed or renamed`);
    names.push(found.name);
  }
  for (const migration of messagingMigrations) {
    const present = execFileSync('git', ['grep', '-l', migration.name, commit, '--', 'libs/messaging/src'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (present) names.push(migration.name);
  }
  return current.map((migration) => migration.name).filter((name) => names.includes(name));
}

function databaseUrl(adminUrl, database) {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function query(url, text, values) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function waitUntil(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A merchant's data through the API, as a customer of the release would have left it; returns what the API answered. */
async function writeData(stack, receiver) {
  const merchant = await createMerchant(stack.env, 'Previous Release Supply Co');
  const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  const ok = async (response) => {
    const settled = await response;
    if (settled.status !== 200) throw new Error(`the API answered ${settled.status}: ${settled.text}`);
    return settled.body;
  };
  await ok(api.post('/webhooks', { endpoint_url: receiver.url('/netline'), events: { 'invoice.created': true, 'payment.created': true } }));
  const approved = await ok(api.post('/customers', customerInput({ business_name: 'Upgrade Hardware Inc', default_terms: 'net30' })));
  await ok(api.post(`/sandbox/customers/${approved.id}/credit-decision`, { decision: 'approved', amount: 5000, advance_rate: 0.8 }));
  const pending = await ok(api.post('/customers', customerInput({ business_name: 'Upgrade Pending LLC' })));
  const sent = await ok(
    api.post('/invoices', {
      customer_id: approved.id,
      number: 'INV-PREV-1',
      amount: 1000,
      po_number: 'PO-7',
      line_items: [{ description: 'Pallet of bolts', quantity: 4, unit_price: 250, amount: 1000 }],
    }),
  );
  await ok(api.put(`/invoices/${sent.id}/send`));
  const draft = await ok(api.post('/invoices', { customer_id: approved.id, number: 'INV-PREV-2', amount: 300 }));
  await ok(api.post('/credit-notes', { invoice_id: sent.id, amount: 50, reason_code: 'requested_by_customer', number: 'CN-PREV-1' }));
  const paid = await ok(
    api.post('/sandbox/payments', { customer_id: approved.id, amount: 400, method: 'ach_debit', links: [{ invoice_id: sent.id, amount: 400 }] }),
  );
  await ok(api.post(`/sandbox/payments/${paid.id}/status`, { status: 'in_transit' }));
  await ok(api.post(`/sandbox/payments/${paid.id}/status`, { status: 'paid' }));
  const open = await ok(
    api.post('/sandbox/payments', { customer_id: approved.id, amount: 100, method: 'wire', links: [{ invoice_id: sent.id, amount: 100 }] }),
  );
  // Billing applies the paid payment once treasury's event reaches it.
  await waitUntil('the payment to reach the invoice', async () => (await api.get(`/invoices/${sent.id}`)).body.amount_paid === 400);

  const read = async (path) => ok(api.get(path));
  return {
    merchant: { merchant_id: merchant.merchant_id, secret_key: merchant.secret_key },
    customers: [await read(`/customers/${approved.id}`), await read(`/customers/${pending.id}`)],
    invoices: [await read(`/invoices/${sent.id}`), await read(`/invoices/${draft.id}`)],
    payments: [await read(`/payments/${paid.id}`), await read(`/payments/${open.id}`)],
    webhooks: (await read('/webhooks')).results,
  };
}

/** The fields of each answer that no passing of time changes, which the upgrade test compares. */
function stable(answers) {
  const pick = (object, keys) => Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
  return {
    merchant: answers.merchant,
    customers: answers.customers.map((c) =>
      pick(c, ['id', 'business_name', 'email', 'business_ap_email', 'business_city', 'default_terms', 'amount_approved', 'created_at']),
    ),
    invoices: answers.invoices.map((i) =>
      pick(i, [
        'id',
        'customer_id',
        'number',
        'po_number',
        'amount',
        'amount_due',
        'amount_paid',
        'amount_credited',
        'amount_balance',
        'line_items',
        'created_at',
      ]),
    ),
    payments: answers.payments.map((p) => pick(p, ['id', 'customer_id', 'amount', 'status', 'method', 'created_at'])),
    webhooks: answers.webhooks.map((w) => ({ ...pick(w, ['id', 'endpoint_url', 'created_at']), topic: w.topic.name })),
  };
}

async function undoTo(url, service, keep) {
  const dataSource = new DataSource({ type: 'postgres', url, migrations: currentMigrations(service), migrationsTableName: 'migrations' });
  await dataSource.initialize();
  try {
    for (;;) {
      const [last] = await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
      if (!last || keep.includes(last.name)) break;
      console.log(`${service}: down ${last.name}`);
      await dataSource.undoLastMigration({ transaction: 'each' });
    }
    const applied = (await dataSource.query('SELECT name FROM migrations ORDER BY id')).map((row) => row.name);
    if (JSON.stringify(applied) !== JSON.stringify(keep)) throw new Error(`${service}: applied ${applied.join(', ')}, not the release's ${keep.join(', ')}`);
  } finally {
    await dataSource.destroy();
  }
}

/** A plain SQL dump without owners, privileges or psql meta-commands, which a `pg` client can run as one script. */
function dump(url) {
  const text = execFileSync('pg_dump', ['--no-owner', '--no-privileges', '--no-comments', '--inserts', '--dbname', url], {
    encoding: 'utf8',
    maxBuffer: 256 << 20,
  });
  return `${text
    .split('\n')
    .filter((line) => !line.startsWith('\\') && !line.startsWith('--'))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

async function main() {
  const index = process.argv.indexOf('--release');
  if (index < 0 || !process.argv[index + 1]) throw new Error('usage: node scripts/previous-release-fixture.js --release <commit of the last release>');
  const commit = git('rev-parse', '--verify', `${process.argv[index + 1]}^{commit}`);
  const [date, subject] = git('log', '-1', '--format=%cI%n%s', commit).split('\n');
  const migrations = Object.fromEntries(SERVICES.map((service) => [service, releaseMigrations(commit, service)]));
  const adminUrl = testAdminDatabaseUrl();

  const receiver = await WebhookReceiver.start();
  const stack = await Stack.start({
    apps: APPS,
    namespace: 'random',
    logDir: join(ROOT, 'var', 'test-logs'),
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: receiver.certificate.certFile },
  });
  const database = (service) => databaseUrl(adminUrl, `${DB_PREFIX}_${stack.namespace}_${service}`);
  let answers;
  try {
    answers = await writeData(stack, receiver);
    // Everything settled before the processes stop: each event published, each delivery made.
    await waitUntil('every outbox row to be published', async () => {
      for (const service of SERVICES)
        if (Number((await query(database(service), 'SELECT count(*) FROM outbox WHERE sent_at IS NULL'))[0].count) > 0) return false;
      return true;
    });
    await waitUntil('every webhook delivery to complete', async () => {
      const [row] = await query(
        database('webhook-dispatcher'),
        "SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) AS total FROM webhook_deliveries",
      );
      return Number(row.total) >= 3 && Number(row.pending) === 0;
    });
    await stack.stop({ keepData: true });

    mkdirSync(OUT, { recursive: true });
    for (const file of readdirSync(OUT)) if (file.endsWith('.sql')) rmSync(join(OUT, file));
    const rows = {};
    for (const service of SERVICES) {
      await undoTo(database(service), service, migrations[service]);
      writeFileSync(join(OUT, `${service}.sql`), dump(database(service)));
      const counts = await query(
        database(service),
        `SELECT c.relname AS name, (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM public.%I', c.relname), false, true, '')))[1]::text::int AS rows
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'migrations' ORDER BY 1`,
      );
      rows[service] = Object.fromEntries(counts.map((row) => [row.name, row.rows]));
    }
    const manifest = { release: { commit, date, subject }, migrations, rows, ...stable(answers) };
    writeFileSync(join(OUT, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`wrote ${OUT} for ${commit.slice(0, 12)} (${subject})`);
  } finally {
    await stack.stop();
    await dropNamespaceDatabases(adminUrl, { DB_PREFIX, NETLINE_NAMESPACE: stack.namespace });
    const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${stack.namespace}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
    await receiver.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
