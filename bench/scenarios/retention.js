'use strict';
/**
 * Retention soak: does every table that grows with traffic stop growing once its retention rule runs?
 *
 * The scenario starts a stack of its own (the services' own pools, the gateway's real rate limit), because
 * it shortens every retention age (docs/retention.md) to BENCH_SOAK_RETENTION_MINUTES (default 10) through
 * the real settings, with the sweeper and the stream trimmer running every minute; no other scenario's
 * stack may run with those. For BENCH_SOAK_MINUTES (default 60) it sends a constant, paced mix of requests
 * through the gateway (BENCH_SOAK_RATE a second, default 20), spread over enough merchants that each stays
 * at half the rate limit: customers created, approved and updated, invoices created and sent, payments
 * linked to them, all with an `Idempotency-Key`, and reads of customers, invoices, payments, webhook
 * deliveries and events. Every merchant has a webhook endpoint at a local HTTPS receiver, so deliveries
 * and their attempts are written too.
 *
 * Every minute it reads the size (`pg_total_relation_size`) of every table of every service database,
 * split into the growth tables (docs/retention.md, "Deleted by age") and the kept ones, the Redis memory
 * of the namespace's event streams (`<namespace>:events:<app>`) and of its other keys, and how many
 * requests were answered. It reports bytes per thousand requests in two windows: before retention can
 * delete anything (from the start until the retention age has passed) and after (the last half of the
 * soak). Growth tables and streams must grow, per thousand requests, at most a tenth as fast after as
 * before; kept tables grow by design and are reported only. The rows the sweepers deleted are counted
 * from their `retention sweep` log lines.
 *
 * Opt-in: `npm run bench` runs it only when BENCH_SCENARIOS names it. Alone: `node bench/scenarios/retention.js`
 * (after `npm run build`), which writes bench/results/retention-latest.json. In both, BENCH_LOG=1 appends
 * the soak's summary as one line to bench/results/log.jsonl.
 */
const http = require('node:http');
const { randomBytes, randomUUID } = require('node:crypto');
const { appendFileSync, mkdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const IORedis = require('ioredis');
const { Client } = require('pg');
const { DATABASE_SERVICES } = require('@netline/persistence');
const { ROOT, Stack, WebhookReceiver, createTestCertificate, customerInput } = require('@netline/testing');
const { adminDbUrls } = require('../lib/databases');
const { gitRevision } = require('../lib/revision');
const { MerchantPool, inParallel } = require('../lib/merchants');
const { exchange, paced } = require('../lib/paced');
const { stealMeter } = require('../lib/proc');

const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES || 60);
const RETENTION_MINUTES = Number(process.env.BENCH_SOAK_RETENTION_MINUTES || 10);
const RATE = Number(process.env.BENCH_SOAK_RATE || 20);
/** `auto`: stand in for autovacuum only where the server has it off; `1` always; `0` never (see `vacuumStandIn`). */
const VACUUM = process.env.BENCH_SOAK_VACUUM || 'auto';
/** How often the sweeper and the stream trimmer run (RETENTION_INTERVAL_MS), and how often the soak measures. */
const INTERVAL_MS = 60_000;
/** After ÷ before, per thousand requests, that the growth tables and the streams must stay under. */
const BOUND = 0.1;
/** Each merchant is sent at most this share of the rate limit: room for the generator catching up after a stall. */
const LIMIT_SHARE = 0.5;

/** The tables docs/retention.md lists as deleted by age (or folded away); every other table is kept. */
const GROWTH_TABLES = new Set([
  'outbox',
  'inbox',
  'idempotency_keys',
  'webhook_deliveries',
  'webhook_delivery_attempts',
  'account_events',
  'request_logs',
  'account_emails',
  'buyer_sign_in_links',
  'password_resets',
  'oauth_records',
  'ended_grants',
  'row_count_changes',
  'range_count_changes',
  'shipment_files',
]);

/** The growth tables each age setting governs: a setting no service reads leaves them at their default age. */
const SETTING_TABLES = {
  RETENTION_OUTBOX_DAYS: ['outbox'],
  RETENTION_INBOX_DAYS: ['inbox'],
  RETENTION_IDEMPOTENCY_KEYS_HOURS: ['idempotency_keys'],
  RETENTION_DELIVERIES_DAYS: ['webhook_deliveries', 'webhook_delivery_attempts'],
  EVENTS_RETENTION_DAYS: ['account_events'],
  REQUEST_LOG_RETENTION_DAYS: ['request_logs'],
  RETENTION_ORPHANED_UPLOADS_HOURS: ['shipment_files'],
};

/** Every retention age of docs/retention.md set to `minutes`, in the unit its setting takes (they accept fractions). */
function retentionEnv(minutes) {
  const days = String(minutes / 1440);
  const hours = String(minutes / 60);
  return {
    RETENTION_INTERVAL_MS: String(INTERVAL_MS),
    RETENTION_OUTBOX_DAYS: days,
    RETENTION_INBOX_DAYS: days,
    RETENTION_IDEMPOTENCY_KEYS_HOURS: hours,
    RETENTION_STREAM_DAYS: days,
    RETENTION_DELIVERIES_DAYS: days,
    EVENTS_RETENTION_DAYS: days,
    REQUEST_LOG_RETENTION_DAYS: days,
    RETENTION_ORPHANED_UPLOADS_HOURS: hours,
  };
}

/**
 * Which services' configurations read each retention setting, parsed from each running service's own
 * environment with its own schema: a setting no service reads (an unknown name is dropped silently)
 * leaves its rows at the default age, and the soak says so instead of reporting a rule that never ran.
 */
function settingsInEffect(stack, settings) {
  const readers = Object.fromEntries(Object.keys(settings).map((name) => [name, []]));
  const apps = [...new Set(stack.processes.map((entry) => entry.app))].filter((app) => DATABASE_SERVICES.includes(app));
  for (const app of apps) {
    const exported = require(join(ROOT, 'apps', app, 'dist', 'config.js'));
    const schema = Object.entries(exported).find(([name, value]) => name.endsWith('Env') && typeof value?.safeParse === 'function')?.[1];
    const parsed = schema?.safeParse(stack.process(app).env);
    if (!parsed?.success) continue;
    for (const [name, value] of Object.entries(settings)) if (parsed.data[name] === Number(value)) readers[name].push(app);
  }
  return readers;
}

/** Every table's size with its indexes and TOAST, and its live and dead rows, in one service database. */
async function tableSizes(client) {
  const { rows } = await client.query(
    `SELECT c.relname AS table, pg_total_relation_size(c.oid)::bigint AS bytes,
            coalesce(s.n_live_tup, 0)::bigint AS live, coalesce(s.n_dead_tup, 0)::bigint AS dead
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
      WHERE n.nspname = 'public' AND c.relkind = 'r'`,
  );
  return rows.map((row) => ({ table: row.table, bytes: Number(row.bytes), live: Number(row.live), dead: Number(row.dead) }));
}

/**
 * The namespace's Redis memory: each event stream (`MEMORY USAGE … SAMPLES 0`, exact, and its length)
 * and the other keys by kind: the delivery queue (BullMQ keeps completed jobs a day), the gateway's
 * Idempotency-Key replies (IDEMPOTENCY_TTL_HOURS, at least an hour) and the rest.
 */
async function redisSizes(redis, namespace) {
  const streams = {};
  const other = { webhook_queue: 0, edge_idempotency: 0, other: 0 };
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length === 0) continue;
    const pipeline = redis.pipeline();
    for (const key of keys) {
      const stream = key.startsWith(`${namespace}:events:`);
      pipeline.call('MEMORY', 'USAGE', key, ...(stream ? ['SAMPLES', '0'] : []));
      if (stream) pipeline.call('XLEN', key);
    }
    const replies = await pipeline.exec();
    let at = 0;
    for (const key of keys) {
      const bytes = Number(replies[at++][1] ?? 0);
      const name = key.slice(namespace.length + 1);
      if (name.startsWith('events:')) streams[name] = { bytes, entries: Number(replies[at++][1] ?? 0) };
      else if (name.startsWith('bull:')) other.webhook_queue += bytes;
      else if (name.startsWith('idempotency:')) other.edge_idempotency += bytes;
      else other.other += bytes;
    }
  } while (cursor !== '0');
  return { streams, other };
}

/**
 * Deployments run PostgreSQL with autovacuum, which makes the space of deleted rows reusable; without it
 * a table keeps every page its deleted rows held and grows whatever retention deletes. Where the server has
 * it off (the CI configuration does), the soak stands in for it on its own namespace's databases: after
 * each minute's reading it vacuums every table autovacuum would (dead rows over the server's
 * `autovacuum_vacuum_threshold` + `autovacuum_vacuum_scale_factor` × live rows, as autovacuum decides).
 */
async function vacuumStandIn(clients, sizes, vacuumed) {
  for (const [service, tables] of Object.entries(sizes)) {
    const { threshold, scale } = clients[service].autovacuum;
    for (const table of tables) {
      if (table.dead <= threshold + scale * table.live) continue;
      await clients[service].query(`VACUUM "${table.table.replace(/"/g, '""')}"`);
      vacuumed[`${service}.${table.table}`] = (vacuumed[`${service}.${table.table}`] ?? 0) + 1;
    }
  }
}

/** The soak reads every answer (a step takes ids from its predecessor's), and gives a busy machine 30 s. */
const ANSWERS = { read: true, timeoutMs: 30_000 };

const hex = () => randomBytes(3).toString('hex');

/**
 * The mix, one step per request, each merchant going through the steps in turn: six writes (each with an
 * `Idempotency-Key`) and six reads. A step answers null when what it needs is not there yet (the answer
 * that makes it still in flight, or an earlier request failed); a read of the merchant's first customer
 * goes instead, and the substitution is counted.
 */
const STEPS = [
  {
    kind: 'POST /customers',
    build: (merchant) => ({
      method: 'POST',
      path: '/customers',
      body: customerInput(),
      after: (json) => {
        merchant.toApprove = json.id;
        merchant.lastCustomer = json.id;
      },
    }),
  },
  {
    kind: 'POST /sandbox/customers/{id}/credit-decision',
    build: (merchant) => {
      const id = merchant.toApprove;
      if (!id) return null;
      merchant.toApprove = undefined;
      return {
        method: 'POST',
        path: `/sandbox/customers/${id}/credit-decision`,
        body: { decision: 'approved', amount: 1_000_000 },
        after: () => (merchant.invoiceCustomer = id),
      };
    },
  },
  {
    kind: 'POST /invoices',
    build: (merchant) => {
      const customer = merchant.invoiceCustomer ?? merchant.approved;
      const amount = 100 + Math.floor(Math.random() * 900);
      return {
        method: 'POST',
        path: '/invoices',
        body: { customer_id: customer, number: `SOAK-${randomUUID()}`, amount, terms: 'net30' },
        after: (json) => {
          merchant.toSend = { id: json.id, customer, amount };
          merchant.lastInvoice = json.id;
        },
      };
    },
  },
  {
    kind: 'PUT /invoices/{id}/send',
    build: (merchant) => {
      const invoice = merchant.toSend;
      if (!invoice) return null;
      merchant.toSend = undefined;
      return { method: 'PUT', path: `/invoices/${invoice.id}/send`, after: () => (merchant.toPay = invoice) };
    },
  },
  {
    kind: 'POST /sandbox/payments',
    build: (merchant) => {
      const invoice = merchant.toPay;
      if (!invoice) return null;
      merchant.toPay = undefined;
      return {
        method: 'POST',
        path: '/sandbox/payments',
        body: { customer_id: invoice.customer, amount: invoice.amount, method: 'ach_debit', links: [{ invoice_id: invoice.id, amount: invoice.amount }] },
      };
    },
  },
  {
    kind: 'PUT /customers/{id}',
    build: (merchant) =>
      merchant.lastCustomer ? { method: 'PUT', path: `/customers/${merchant.lastCustomer}`, body: { business_name: `Acme Supply ${hex()}` } } : null,
  },
  { kind: 'GET /customers/{id}', build: (merchant) => (merchant.lastCustomer ? { method: 'GET', path: `/customers/${merchant.lastCustomer}` } : null) },
  { kind: 'GET /invoices/{id}', build: (merchant) => (merchant.lastInvoice ? { method: 'GET', path: `/invoices/${merchant.lastInvoice}` } : null) },
  {
    kind: 'GET /invoices?customer_id',
    build: (merchant) => ({ method: 'GET', path: `/invoices?filter[customer_id][eq]=${merchant.invoiceCustomer ?? merchant.approved}` }),
  },
  { kind: 'GET /payments', build: () => ({ method: 'GET', path: '/payments' }) },
  { kind: 'GET /webhooks/deliveries', build: () => ({ method: 'GET', path: '/webhooks/deliveries' }) },
  { kind: 'GET /events', build: () => ({ method: 'GET', path: '/events' }) },
];

/** The topics the merchants' endpoints subscribe to: what the mix's writes emit. */
const TOPICS = ['customer.created', 'customer.credit_decision_created', 'invoice.created', 'invoice.balance_updated', 'payment.created'];

/** Sums `bytes` of the entries by table name (over services), or over all. */
const byTable = (entries) => entries.reduce((sum, entry) => ({ ...sum, [entry.table]: (sum[entry.table] ?? 0) + entry.bytes }), {});
const total = (entries) => entries.reduce((sum, entry) => sum + entry.bytes, 0);
const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;
const kb = (bytes) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * Bytes per thousand requests from sample `from` to sample `to`: the growth tables (in all, by table), the
 * event streams (in all, by stream), the kept tables (in all, by table) and the other Redis keys.
 */
function windowFigures(samples, from, to) {
  const a = samples[from];
  const b = samples[to];
  const thousands = (b.requests - a.requests) / 1000;
  const per = (before, after) => (thousands > 0 ? Math.round((after - before) / thousands) : null);
  const perEach = (before, after) =>
    Object.fromEntries([...new Set([...Object.keys(before), ...Object.keys(after)])].sort().map((name) => [name, per(before[name] ?? 0, after[name] ?? 0)]));
  const streamBytes = (sample) => Object.fromEntries(Object.entries(sample.streams).map(([name, stream]) => [name, stream.bytes]));
  return {
    from_minute: a.minute,
    to_minute: b.minute,
    requests: b.requests - a.requests,
    growth_bytes_per_1k: per(total(a.growth), total(b.growth)),
    growth_tables: perEach(byTable(a.growth), byTable(b.growth)),
    streams_bytes_per_1k: per(a.streams_bytes, b.streams_bytes),
    streams: perEach(streamBytes(a), streamBytes(b)),
    kept_bytes_per_1k: per(total(a.kept), total(b.kept)),
    kept_tables: perEach(byTable(a.kept), byTable(b.kept)),
    redis_other: perEach(a.redis_other, b.redis_other),
  };
}

/**
 * The targets: growth tables and event streams, per thousand requests, after ≤ BOUND × before, and no
 * request answered other than 2xx (the row valid). The detail names each growth table over the bound.
 */
function soakTargets(before, after, row, unread) {
  const ratio = (a, b) => (a !== null && b > 0 ? Math.round((a / b) * 1000) / 1000 : null);
  const invalid = row.valid ? '' : '; the traffic row is INVALID';
  // Tables that grew by less than 1% of the total before are left out: a page more or less is their whole ratio.
  const over = Object.entries(before.growth_tables)
    .filter(([, bytes]) => bytes > 0 && bytes >= before.growth_bytes_per_1k / 100)
    .map(([table, bytes]) => ({ table, ratio: ratio(after.growth_tables[table] ?? 0, bytes) }))
    .filter((entry) => entry.ratio > BOUND)
    .map((entry) => `${entry.table} ${entry.ratio}`);
  const growth = ratio(after.growth_bytes_per_1k, before.growth_bytes_per_1k);
  // The same ratio without the tables whose setting no service read: whether the rules that did run hold.
  const skipped = unread.flatMap((name) => SETTING_TABLES[name] ?? []);
  const without = (figures) => figures.growth_bytes_per_1k - skipped.reduce((sum, table) => sum + (figures.growth_tables[table] ?? 0), 0);
  const rest = skipped.length > 0 ? `; without ${skipped.join(', ')} (setting not read): ${ratio(without(after), without(before))}` : '';
  const streams = ratio(after.streams_bytes_per_1k, before.streams_bytes_per_1k);
  return {
    growth_tables_after_vs_before: {
      value: growth,
      bound: `≤ ${BOUND}`,
      met: row.valid && growth !== null && growth <= BOUND,
      detail: `growth tables' bytes per 1k requests after ÷ before; tables over ${BOUND}: ${over.join(', ') || 'none'}${rest}${invalid}`,
    },
    event_streams_after_vs_before: {
      value: streams,
      bound: `≤ ${BOUND}`,
      met: row.valid && streams !== null && streams <= BOUND,
      detail: `event streams' Redis bytes per 1k requests after ÷ before${invalid}`,
    },
  };
}

/** The stack the running soak started, for the standalone's signal handler. */
let running;

module.exports = {
  name: 'retention',
  /** Not part of a plain `npm run bench`: an hour long, it runs only when BENCH_SCENARIOS names it. */
  optIn: true,
  async run(ctx) {
    const beforeEnd = Math.floor(RETENTION_MINUTES);
    const afterStart = Math.ceil(SOAK_MINUTES / 2);
    if (!(RETENTION_MINUTES >= 1) || !Number.isInteger(SOAK_MINUTES) || !(RATE > 0))
      throw new Error('retention soak: BENCH_SOAK_RETENTION_MINUTES must be at least 1, BENCH_SOAK_MINUTES whole minutes, BENCH_SOAK_RATE positive');
    // The after window must start once the first rows have aged and a sweep has run.
    if (afterStart < RETENTION_MINUTES + INTERVAL_MS / 60_000)
      throw new Error(
        `retention soak: BENCH_SOAK_MINUTES (${SOAK_MINUTES}) is too short: its last half must start a minute or more after BENCH_SOAK_RETENTION_MINUTES (${RETENTION_MINUTES})`,
      );

    const rateLimit = require(join(ROOT, 'apps', 'gateway', 'dist', 'config.js')).gatewayEnv.shape.RATE_LIMIT_PER_MINUTE.parse(undefined);
    // The commit the stack runs, read now: an hour later the checkout may have moved on.
    const revision = gitRevision();
    const settings = retentionEnv(RETENTION_MINUTES);
    const certificate = await createTestCertificate();
    const deleted = {};
    const deletedSoFar = () => Object.values(deleted).reduce((sum, count) => sum + count, 0);
    console.log(`  retention soak: starting a stack of its own, every retention age ${RETENTION_MINUTES} min, swept every ${INTERVAL_MS / 1000} s …`);
    const receiver = await WebhookReceiver.start(certificate);
    const stack = await Stack.start({
      namespace: 'random',
      productionPools: true,
      logDir: join(__dirname, '..', '..', 'var', 'bench-logs'),
      env: {
        // The sweepers report what they deleted at `info`; few other lines are logged at that level.
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: String(rateLimit),
        TRUSTED_PROXIES: '127.0.0.1',
        // The receiver is local and signs with a certificate of its own (the dispatcher verifies it).
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        WEBHOOK_CA_FILE: certificate.certFile,
        ...settings,
      },
      onLine: (name, line) => {
        if (!line.includes('retention sweep')) return;
        try {
          const entry = JSON.parse(line);
          for (const [rule, count] of Object.entries(entry.deleted ?? {}))
            deleted[`${entry.app ?? name}.${rule}`] = (deleted[`${entry.app ?? name}.${rule}`] ?? 0) + count;
        } catch {
          // not a log line of ours
        }
      },
    }).catch(async (error) => {
      await receiver.stop();
      throw error;
    });
    running = stack;
    const pool = new MerchantPool(stack, { perMinute: rateLimit });
    const clients = {};
    const redis = new IORedis(stack.env.REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 3 });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    try {
      const readers = settingsInEffect(stack, settings);
      const unread = Object.entries(readers)
        .filter(([, apps]) => apps.length === 0)
        .map(([name]) => name);
      for (const name of unread) console.warn(`warning: no service reads ${name}: its rows keep the default age, and the soak measures them so`);

      const services = DATABASE_SERVICES.filter((service) => stack.processes.some((entry) => entry.app === service));
      for (const [service, url] of Object.entries(adminDbUrls(stack, services))) {
        const client = new Client({ connectionString: url });
        await client.connect();
        clients[service] = client;
      }
      const server = Object.values(clients)[0];
      const setting = async (name) => (await server.query('SELECT setting FROM pg_settings WHERE name = $1', [name])).rows[0].setting;
      const autovacuum = (await setting('autovacuum')) === 'on';
      const standIn = VACUUM === '1' || (VACUUM === 'auto' && !autovacuum);
      const thresholds = { threshold: Number(await setting('autovacuum_vacuum_threshold')), scale: Number(await setting('autovacuum_vacuum_scale_factor')) };
      for (const client of Object.values(clients)) client.autovacuum = thresholds;
      const vacuum = standIn
        ? `bench stand-in (${autovacuum ? 'BENCH_SOAK_VACUUM=1' : 'autovacuum off on this server'})`
        : autovacuum
          ? 'autovacuum'
          : 'none (autovacuum off, BENCH_SOAK_VACUUM=0)';
      if (standIn) console.log(`  vacuum: ${vacuum}: the soak vacuums its own databases' tables as autovacuum would, after each reading`);

      // Merchants: each sent LIMIT_SHARE of the limit at most, each with an approved customer and an endpoint.
      const merchantCount = Math.ceil((RATE * 60) / (rateLimit * LIMIT_SHARE));
      await pool.connect();
      await pool.create(merchantCount);
      const merchants = pool.merchants.slice(0, merchantCount);
      await pool.approveCustomers({ merchants });
      const target = new URL(stack.apiUrl);
      const prefix = target.pathname.replace(/\/$/, '');
      const endpointUrl = receiver.url('/soak');
      await inParallel(merchants.length, 8, async (index) => {
        const merchant = merchants[index];
        const body = JSON.stringify({ endpoint_url: endpointUrl, events: Object.fromEntries(TOPICS.map((topic) => [topic, true])) });
        const answer = await exchange(
          agent,
          target,
          {
            method: 'POST',
            path: `${prefix}/webhooks`,
            headers: { authorization: merchant.authorization, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
            body,
          },
          ANSWERS,
        );
        if (answer.status !== 200)
          throw new Error(`retention soak: could not register an endpoint (${answer.status ?? answer.error?.message} ${answer.text ?? ''})`);
        merchant.turn = index % STEPS.length;
      });

      // The mix: request i goes to merchant i mod N, which takes its next step.
      let answered = 0;
      const statuses = {};
      const byKind = {};
      const substituted = {};
      let errors = 0;
      let shown = 0;
      const send = async (request) => {
        const outcome = await exchange(agent, target, request, ANSWERS);
        answered += 1;
        const kind = (byKind[request.kind] ??= {});
        if (outcome.error) {
          errors += 1;
          kind.error = (kind.error ?? 0) + 1;
        } else {
          statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
          kind[outcome.status] = (kind[outcome.status] ?? 0) + 1;
          if (outcome.status < 300) request.after?.(outcome.json ?? {});
        }
        if ((outcome.error || outcome.status >= 300) && shown++ < 5)
          console.warn(`  ${request.kind}: ${outcome.error ? outcome.error.message : `${outcome.status} ${String(outcome.text).slice(0, 200)}`}`);
        return outcome.error ? { error: outcome.error } : { status: outcome.status };
      };
      const setupRequest = (request, index) => {
        const merchant = merchants[index % merchants.length];
        const step = STEPS[merchant.turn++ % STEPS.length];
        let built = step.build(merchant);
        let kind = step.kind;
        if (!built) {
          substituted[kind] = (substituted[kind] ?? 0) + 1;
          kind = 'GET /customers/{id}';
          built = { method: 'GET', path: `/customers/${merchant.approved}` };
        }
        const write = built.method !== 'GET';
        return {
          kind,
          method: built.method,
          path: `${prefix}${built.path}`,
          headers: {
            authorization: merchant.authorization,
            ...(built.body ? { 'content-type': 'application/json' } : {}),
            ...(write ? { 'idempotency-key': randomUUID() } : {}),
          },
          body: built.body ? JSON.stringify(built.body) : undefined,
          after: built.after,
        };
      };

      const samples = [];
      const vacuumed = {};
      const sample = async (minute) => {
        const requests = answered;
        const sizes = {};
        for (const [service, client] of Object.entries(clients)) sizes[service] = await tableSizes(client);
        const { streams, other } = await redisSizes(redis, stack.namespace);
        const entries = Object.entries(sizes).flatMap(([service, tables]) => tables.map((table) => ({ service, ...table })));
        const entry = {
          minute,
          at: new Date().toISOString(),
          requests,
          deleted_rows: deletedSoFar(),
          deliveries_received: receiver.countTo('/soak'),
          growth: entries.filter((table) => GROWTH_TABLES.has(table.table)),
          kept: entries.filter((table) => !GROWTH_TABLES.has(table.table)),
          streams,
          streams_bytes: Object.values(streams).reduce((sum, stream) => sum + stream.bytes, 0),
          redis_other: other,
        };
        samples.push(entry);
        // The receiver keeps every request; its count per path is all the soak needs.
        receiver.requests.splice(0);
        if (standIn) await vacuumStandIn(clients, sizes, vacuumed);
        return entry;
      };

      console.log(
        `  retention soak: ${SOAK_MINUTES} min at ${RATE} requests/s over ${merchants.length} merchants (≤ ${Math.round((RATE * 60) / merchants.length)}/min each), ` +
          `before window minutes 0–${beforeEnd}, after window ${afterStart}–${SOAK_MINUTES}`,
      );
      const stolen = stealMeter();
      await sample(0);
      const started = Date.now();
      const load = paced({ url: stack.apiUrl, rate: RATE, durationSec: SOAK_MINUTES * 60, setupRequest, send });
      for (let minute = 1; minute <= SOAK_MINUTES; minute += 1) {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + minute * INTERVAL_MS - Date.now())));
        const entry = await sample(minute);
        const bad = answered - Object.entries(statuses).reduce((sum, [status, count]) => sum + (Number(status) < 300 ? count : 0), 0);
        console.log(
          `    minute ${String(minute).padStart(3)}: ${entry.requests} requests${bad ? ` (${bad} not 2xx)` : ''}, growth tables ${mb(total(entry.growth))}, ` +
            `streams ${mb(entry.streams_bytes)}, kept ${mb(total(entry.kept))}, ${entry.deleted_rows} rows deleted so far`,
        );
      }
      const result = await load;
      const stealPct = stolen();

      const before = windowFigures(samples, 0, beforeEnd);
      const after = windowFigures(samples, afterStart, SOAK_MINUTES);
      const row = ctx.row(
        'retention soak: paced API mix',
        { rps: result.achieved_rps, p50_ms: result.p50_ms, p99_ms: result.p99_ms, statuses: result.statuses, errors: result.errors, steal_pct: stealPct },
        `${SOAK_MINUTES} min open loop at ${RATE}/s over ${merchants.length} merchants, retention ${RETENTION_MINUTES} min; send lag mean ${result.send_lag_ms.mean} ms, max ${result.send_lag_ms.max} ms`,
      );
      const targets = soakTargets(before, after, row, unread);
      const last = samples[samples.length - 1];
      const deletedByRule = Object.entries(deleted).reduce((sum, [key, count]) => {
        const rule = key.slice(key.indexOf('.') + 1);
        return { ...sum, [rule]: (sum[rule] ?? 0) + count };
      }, {});

      console.log(`\n  retention soak: bytes per 1,000 requests, before (minutes 0–${beforeEnd}) and after (minutes ${afterStart}–${SOAK_MINUTES})`);
      const line = (label, a, b, extra = '') => console.log(`    ${label.padEnd(34)} ${kb(a).padStart(11)} ${kb(b).padStart(11)}  ${extra}`);
      console.log(`    ${''.padEnd(34)} ${'before'.padStart(11)} ${'after'.padStart(11)}`);
      line('growth tables', before.growth_bytes_per_1k, after.growth_bytes_per_1k);
      const rows = byTable(last.growth.map((table) => ({ table: table.table, bytes: table.live })));
      for (const table of Object.keys(before.growth_tables))
        if (before.growth_tables[table] || after.growth_tables[table])
          line(`  ${table}`, before.growth_tables[table], after.growth_tables[table], `${rows[table]} rows at the end`);
      line('event streams (Redis)', before.streams_bytes_per_1k, after.streams_bytes_per_1k);
      for (const stream of Object.keys(before.streams))
        line(`  ${stream}`, before.streams[stream], after.streams[stream], `${last.streams[stream]?.entries ?? 0} entries at the end`);
      line('kept tables (report only)', before.kept_bytes_per_1k, after.kept_bytes_per_1k);
      const keptTop = Object.entries(before.kept_tables)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8);
      for (const [table, bytes] of keptTop) line(`  ${table}`, bytes, after.kept_tables[table]);
      for (const [kind, bytes] of Object.entries(before.redis_other)) line(`redis ${kind} (report only)`, bytes, after.redis_other[kind]);
      console.log(
        `  rows deleted by the sweepers: ${
          Object.entries(deletedByRule)
            .map(([rule, count]) => `${rule} ${count}`)
            .join(', ') || 'none'
        }`,
      );
      if (Object.keys(substituted).length > 0)
        console.log(
          `  steps replaced by a read (what they needed was not there yet): ${Object.entries(substituted)
            .map(([kind, count]) => `${kind} ${count}`)
            .join(', ')}`,
        );
      for (const [name, t] of Object.entries(targets))
        console.log(`  ${t.met ? 'met    ' : 'NOT MET'}  ${name.padEnd(32)} ${String(t.value).padStart(8)} ${t.bound}  ${t.detail}`);

      const summary = {
        namespace: stack.namespace,
        revision,
        soak_minutes: SOAK_MINUTES,
        retention_minutes: RETENTION_MINUTES,
        rate: RATE,
        merchants: merchants.length,
        interval_ms: INTERVAL_MS,
        settings,
        settings_read_by: readers,
        vacuum,
        vacuumed,
        requests: answered,
        statuses,
        errors,
        by_kind: byKind,
        substituted,
        deliveries_received: receiver.countTo('/soak'),
        deleted,
        deleted_by_rule: deletedByRule,
        before,
        after,
        targets,
        // Per minute, compactly: every growth table's [bytes, live rows, dead rows] and every kept table's bytes.
        samples: samples.map((entry) => ({
          ...entry,
          growth: Object.fromEntries(entry.growth.map((table) => [`${table.service}.${table.table}`, [table.bytes, table.live, table.dead]])),
          kept: Object.fromEntries(entry.kept.map((table) => [`${table.service}.${table.table}`, table.bytes])),
        })),
      };
      ctx.results.retention = summary;
      if (process.env.BENCH_LOG === '1') appendLog(summary, stealPct);
      return [row];
    } finally {
      await pool.close().catch(() => undefined);
      for (const client of Object.values(clients)) await client.end().catch(() => undefined);
      redis.disconnect();
      agent.destroy();
      await receiver.stop().catch(() => undefined);
      await stack.stop();
      running = undefined;
    }
  },
};

/** One line of the results log: the settings, the targets, both windows and the per-minute series, compactly. */
function appendLog(summary, stealPct) {
  const window = (figures) => ({
    minutes: [figures.from_minute, figures.to_minute],
    requests: figures.requests,
    growth_bytes_per_1k: figures.growth_bytes_per_1k,
    growth_tables: figures.growth_tables,
    streams_bytes_per_1k: figures.streams_bytes_per_1k,
    kept_bytes_per_1k: figures.kept_bytes_per_1k,
    redis_other: figures.redis_other,
  });
  appendFileSync(
    join(__dirname, '..', 'results', 'log.jsonl'),
    `${JSON.stringify({
      at: new Date().toISOString(),
      ...summary.revision,
      machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version, steal_pct: stealPct },
      settings: {
        scenarios: ['retention'],
        soak_minutes: summary.soak_minutes,
        retention_minutes: summary.retention_minutes,
        rate: summary.rate,
        merchants: summary.merchants,
        interval_ms: summary.interval_ms,
        vacuum: summary.vacuum,
      },
      ratios: {},
      targets: Object.fromEntries(Object.entries(summary.targets).map(([name, t]) => [name, { value: t.value, bound: t.bound, met: t.met }])),
      rss_mb: {},
      retention: {
        requests: summary.requests,
        statuses: summary.statuses,
        errors: summary.errors,
        settings_not_read: Object.entries(summary.settings_read_by)
          .filter(([, apps]) => apps.length === 0)
          .map(([name]) => name),
        deleted_by_rule: summary.deleted_by_rule,
        before: window(summary.before),
        after: window(summary.after),
        // Per minute: [minute, requests, growth tables' bytes, streams' bytes, kept tables' bytes, rows deleted so far].
        series: summary.samples.map((entry) => [
          entry.minute,
          entry.requests,
          Object.values(entry.growth).reduce((sum, [bytes]) => sum + bytes, 0),
          entry.streams_bytes,
          Object.values(entry.kept).reduce((sum, bytes) => sum + bytes, 0),
          entry.deleted_rows,
        ]),
      },
    })}\n`,
  );
  console.log('appended the soak summary to bench/results/log.jsonl');
}

/**
 * Standalone: `node bench/scenarios/retention.js` (after `npm run build`) runs only the soak, on its own
 * stack as always, prints its row, figures and targets and writes bench/results/retention-latest.json.
 */
async function standalone() {
  const stop = () => Promise.resolve(running?.stop()).finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const results = {};
  const row = (scenario, result, note) => {
    const problems = [
      ...Object.entries(result.statuses ?? {})
        .filter(([status]) => !(Number(status) >= 200 && Number(status) < 300))
        .map(([status, count]) => `${count} × ${status}${status === '429' ? ' (rate limited)' : ''}`),
      ...(result.errors ? [`${result.errors} errors`] : []),
    ];
    const valid = problems.length === 0;
    return { scenario, ...result, valid, note: valid ? note : `INVALID: ${problems.join(', ')}; ${note}` };
  };
  const rows = await module.exports.run({ results, row });
  console.log('');
  for (const entry of rows) console.log(`${entry.scenario}  ${entry.rps} req/s  p50 ${entry.p50_ms} ms  p99 ${entry.p99_ms} ms  ${entry.note}`);
  const machine = { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadavg: os.loadavg() };
  mkdirSync(join(__dirname, '..', 'results'), { recursive: true });
  writeFileSync(
    join(__dirname, '..', 'results', 'retention-latest.json'),
    `${JSON.stringify({ at: new Date().toISOString(), machine, rows, ...results }, null, 2)}\n`,
  );
  console.log('wrote bench/results/retention-latest.json');
}

if (require.main === module) {
  standalone().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
