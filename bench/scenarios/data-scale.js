'use strict';
/**
 * Data scale: the request path on a merchant with years of history, not on an almost empty database.
 *
 * A big merchant is made with the operator's identity request (as every bench merchant), 10,000 small
 * merchants beside it get a few invoices each, and the big one is grown through `BENCH_DATA_SIZES`
 * invoices (default 10000,100000; the seeding inserts only the difference between sizes) by
 * bench/lib/seed-data.js: bulk SQL into each service's own database, then VACUUM (ANALYZE) and a CHECKPOINT. At each size the
 * operator's `reconcile` (the three bus requests `admin reconcile --merchant` sends) must pass, and then
 * every request below is timed, one at a time, through the gateway with the big merchant's own Basic
 * credential, at the real rate limit: at most 90 requests a minute, as that merchant's own integration
 * would send them (its one window is the limit; several credentials of one merchant share it). Each
 * request kind notes the CPU time the stack's processes (the apps and this namespace's PostgreSQL
 * backends) spent per request, less what they spend idle over the same time; Redis and NATS are left out,
 * as they serve other stacks on a shared machine.
 *
 * Rows: `data-scale <size>: <request>` with p50/p99 over BENCH_DATA_SAMPLES requests (default 20: with so
 * few, p99 is the slowest), BENCH_DATA_HEAVY_SAMPLES (default 3) for reports, statements, payout runs and
 * clock advances, and one reconcile. `latest.json` `data_scale` has every size's rows, the ratio of each
 * request's p50 and p99 to the first size's, and every table's and its indexes' size per service. The
 * heavy requests (reports, statements, payout runs, the jobs' pass, reconcile) also note each app's peak
 * resident memory while they ran (its high-water mark, reset before them), against the 300 MB bound.
 */
const { join } = require('node:path');
const { CustomerSubjects, InvoiceSubjects, PayoutSubjects } = require('@netline/contracts');
const { ROOT } = require('@netline/testing');
const { adminDbUrls } = require('../lib/databases');
const { gitRevision } = require('../lib/revision');
const { MerchantPool } = require('../lib/merchants');
const { peakRssMb, resetPeakRss, settleOrWarn } = require('../lib/proc');
const { streamsCaughtUp } = require('../lib/drained');
const { percentile } = require('../lib/paced');
const { SEEDED_SERVICES, analyze, seedInvoices, tableSizes } = require('../lib/seed-data');
const { commandLine, snapshot, spent } = require('./capacity');

const SIZES = (process.env.BENCH_DATA_SIZES || '10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0)
  .sort((a, b) => a - b);
const SMALL_MERCHANTS = Number(process.env.BENCH_DATA_SMALL_MERCHANTS ?? 10_000);
const SMALL_INVOICES = 5;
const PER_CUSTOMER = 10;
const SAMPLES = Number(process.env.BENCH_DATA_SAMPLES || 20);
const HEAVY_SAMPLES = Number(process.env.BENCH_DATA_HEAVY_SAMPLES || 3);
/** Seconds the stack's idle CPU is measured over before a size's requests. */
const IDLE_SECONDS = Number(process.env.BENCH_DATA_IDLE_SECONDS || 60);
/** A merchant's requests a minute the rows stay under (the gateway's limit is 100; setup requests need room). */
const PER_MINUTE = 90;

/**
 * The CPU each of the stack's apps and this namespace's PostgreSQL backends has used so far, by pid (a
 * `snapshot` of those processes). The server's own processes (checkpointer, WAL writer) are left out: after
 * a million rows are seeded they write them out for minutes, at a rate no read request approaches, and
 * would swamp its figure.
 */
function stackCpu(stack) {
  const namespaceDatabases = `_${stack.namespace}_`;
  const cpu = snapshot(stack);
  for (const [pid, { tier }] of cpu) {
    if (tier === 'redis' || tier === 'nats' || (tier === 'postgresql' && !commandLine(pid).includes(namespaceDatabases))) cpu.delete(pid);
  }
  return cpu;
}

/**
 * CPU seconds the stack used since `before` (a `stackCpu`), process by process (`spent`): one started in
 * between counts from zero, and one that ended in between (a backend whose connection closed) drops out,
 * where a difference of two totals would subtract the whole life of a backend that closed.
 */
function stackCpuSince(stack, before) {
  return Object.values(spent(before, stackCpu(stack))).reduce((sum, seconds) => sum + seconds, 0);
}

const DAY_MS = 86_400_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each app process's peak resident memory since `resetPeaks`, in MB, by app (the largest where an app runs several). */
function appPeaks(stack) {
  const peaks = {};
  for (const entry of stack.processes) {
    const mb = entry.child.pid ? peakRssMb(entry.child.pid) : null;
    if (mb !== null) peaks[entry.app] = Math.max(peaks[entry.app] ?? 0, mb);
  }
  return peaks;
}

function resetPeaks(stack) {
  for (const entry of stack.processes) if (entry.child.pid) resetPeakRss(entry.child.pid);
}

/** Sends one merchant's requests no faster than PER_MINUTE a minute. */
class Pacer {
  constructor() {
    this.next = 0;
  }
  async slot() {
    const wait = this.next - Date.now();
    if (wait > 0) await sleep(wait);
    this.next = Date.now() + 60_000 / PER_MINUTE;
  }
}

/**
 * Waits until billing's mail outbox holds no message due to be tried (the sandbox captures what it would
 * send), or `maxMs`; answers how long it took and how many messages were handled meanwhile.
 */
async function mailSent(billingUrl, maxMs) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: billingUrl });
  await client.connect();
  const started = Date.now();
  const count = async (where) => Number((await client.query(`SELECT count(*) AS n FROM emails WHERE ${where}`)).rows[0].n);
  try {
    const handledBefore = await count("status <> 'queued'");
    for (;;) {
      const due = await count("status = 'queued' AND next_attempt_at <= now()");
      const done = due === 0;
      if (done || Date.now() - started >= maxMs) {
        return { done, ms: Date.now() - started, handled: (await count("status <> 'queued'")) - handledBefore };
      }
      await sleep(500);
    }
  } finally {
    await client.end();
  }
}

/** Keyed reads and first pages: the requests whose time must not grow with the merchant's history. */
const KEYED = (label) => /^GET \/(invoices|customers)\/\{id\}$/.test(label) || (label.startsWith('GET /') && !/page 100|reports|statements|export/.test(label));
const HEAVY = (label) => /reports|statements|reconcile|payouts\/run/.test(label);

/**
 * The data-scale targets, at the largest size: keyed reads and first pages at most 1.5× their p50 at the
 * first size, no request through the gateway above 250 ms p99, each report, statement, reconcile and
 * payout run within 10 s, and no app process at 300 MB or more while the heavy requests run.
 */
function sizeTargets(sizes) {
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  const keyed = last.requests
    .filter((request) => KEYED(request.label))
    .map((request) => ({ label: request.label, ratio: request.p50_ms / (first.requests.find((base) => base.label === request.label)?.p50_ms || Infinity) }))
    .filter((entry) => entry.ratio > 1.5);
  const slow = last.requests.filter((request) => !/reconcile|clock advance/.test(request.label) && request.p99_ms > 250);
  const heavy = last.requests.filter((request) => HEAVY(request.label) && request.max_ms > 10_000);
  const large = last.requests.flatMap((request) =>
    Object.entries(request.peak_rss_mb ?? {})
      .filter(([, mb]) => mb >= 300)
      .map(([app, mb]) => ({ label: `${request.label} (${app})`, mb })),
  );
  const names = (list, value) => list.map((entry) => `${entry.label} ${value(entry)}`).join('; ') || 'none';
  return {
    [`keyed_reads_${last.size}_vs_${first.size}`]: {
      met: sizes.length > 1 && keyed.length === 0,
      bound: '≤ 1.5× p50',
      detail: `over 1.5×: ${names(keyed, (entry) => `${entry.ratio.toFixed(2)}×`)}`,
    },
    [`requests_p99_${last.size}`]: { met: slow.length === 0, bound: '≤ 250 ms p99', detail: `over 250 ms: ${names(slow, (entry) => `${entry.p99_ms} ms`)}` },
    [`heavy_requests_${last.size}`]: { met: heavy.length === 0, bound: '≤ 10 s', detail: `over 10 s: ${names(heavy, (entry) => `${entry.max_ms} ms`)}` },
    [`heavy_memory_${last.size}`]: {
      met: large.length === 0,
      bound: '< 300 MB per process',
      detail: `300 MB or more: ${names(large, (entry) => `${entry.mb} MB`)}`,
    },
  };
}

module.exports = {
  name: 'data-scale',
  async run(ctx) {
    const { stack } = ctx;
    // A customer's invoices are inserted in one growth step (its figures are summed at insert): whole customers.
    const uneven = SIZES.filter((size) => size % PER_CUSTOMER !== 0);
    if (uneven.length > 0) throw new Error(`BENCH_DATA_SIZES must be multiples of ${PER_CUSTOMER} (invoices per customer): ${uneven.join(', ')}`);

    const urls = adminDbUrls(stack, SEEDED_SERVICES);
    const pool = new MerchantPool(stack, { perMinute: 100 });
    await pool.connect();
    const pacer = new Pacer();
    try {
      await pool.create(1);
      const big = pool.merchants[0];
      const now = new Date();
      const log = (line) => console.log(line);

      console.log(`  data-scale: ${SMALL_MERCHANTS} small merchants with ${SMALL_INVOICES} invoices each …`);
      let started = Date.now();
      await pool.create(SMALL_MERCHANTS);
      const small = pool.merchants.slice(1).map((merchant) => merchant.merchant_id);
      await seedInvoices(urls, small, { from: 1, to: SMALL_INVOICES, perCustomer: SMALL_INVOICES, now, log });
      console.log(`  … in ${((Date.now() - started) / 1000).toFixed(1)} s`);

      const api = async (method, path, body, headers = {}) => {
        await pacer.slot();
        const begun = process.hrtime.bigint();
        const response = await fetch(`${stack.apiUrl}${path}`, {
          method,
          headers: { authorization: big.authorization, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
          body: body ? JSON.stringify(body) : undefined,
        });
        const text = await response.text();
        const ms = Number(process.hrtime.bigint() - begun) / 1e6;
        return { status: response.status, ms, body: text };
      };

      const sizes = [];
      const rows = [];
      let seeded = 0;
      /** Days the big merchant's clock was advanced (the jobs' pass at each size advances it). */
      let advancedDays = 0;
      for (const size of SIZES) {
        console.log(`  data-scale: growing ${big.merchant_id} to ${size} invoices …`);
        started = Date.now();
        // At the big merchant's own clock, which the sizes before advanced: seeded at the real time, the
        // invoices' reminder steps would lag that clock by days, and the collections pass would send the
        // steps it finds due (thousands of reminders) while the requests are timed.
        const merchantNow = new Date(Date.now() + advancedDays * DAY_MS);
        await seedInvoices(urls, [big.merchant_id], { from: seeded + 1, to: size, perCustomer: PER_CUSTOMER, now: merchantNow, log });
        seeded = size;
        await analyze(urls);
        const seedSeconds = (Date.now() - started) / 1000;
        console.log(`  … seeded and analyzed in ${seedSeconds.toFixed(1)} s`);
        // Nothing the seeding wrote is an event; what the stack still works off (the small merchants'
        // creation) is waited for, and then for a quiet machine, but not for as long as between scenarios.
        await streamsCaughtUp(stack.namespace, `data-scale at ${size}`, 300_000, 500);
        await settleOrWarn(`data-scale at ${size}`);

        // Keys the requests below read: a customer, one of its invoices, the merchant's oldest and newest.
        const customerId = JSON.parse((await api('GET', '/customers')).body).results[0].id;
        const invoiceId = JSON.parse((await api('GET', `/invoices?filter[customer_id][eq]=${customerId}`)).body).results[0].id;

        const measured = [];
        // Idle CPU of the same processes, to subtract from each kind's window: over a whole minute, the
        // period of the services' own passes (billing's collections pass visits every merchant with an open
        // invoice each minute), so that it is their average and not one pass caught or missed.
        const idleFrom = stackCpu(stack);
        await sleep(IDLE_SECONDS * 1000);
        const idlePerSecond = stackCpuSince(stack, idleFrom) / IDLE_SECONDS;

        const time = async (label, send, samples = SAMPLES) => {
          const latencies = [];
          const statuses = {};
          const heavy = HEAVY(label) || /clock advance/.test(label);
          if (heavy) resetPeaks(stack);
          const cpuFrom = stackCpu(stack);
          const windowFrom = Date.now();
          for (let sample = 0; sample < samples; sample += 1) {
            const result = await send(sample);
            latencies.push(result.ms);
            statuses[result.status] = (statuses[result.status] ?? 0) + 1;
            if (result.status >= 300 && statuses[result.status] === 1) console.warn(`  ${label}: ${result.status} ${String(result.body).slice(0, 200)}`);
          }
          const cpu = stackCpuSince(stack, cpuFrom) - idlePerSecond * ((Date.now() - windowFrom) / 1000);
          latencies.sort((a, b) => a - b);
          const round = (value) => Math.round(value * 10) / 10;
          const entry = {
            label,
            samples,
            p50_ms: round(percentile(latencies, 50)),
            p99_ms: round(percentile(latencies, 99)),
            max_ms: round(latencies[latencies.length - 1]),
            cpu_ms_per_request: round(Math.max(0, (cpu * 1000) / samples)),
            statuses,
            ...(heavy ? { peak_rss_mb: appPeaks(stack) } : {}),
          };
          measured.push(entry);
          // A size takes minutes at the rate limit: each kind is printed as soon as it is measured.
          const peak = entry.peak_rss_mb ? Object.entries(entry.peak_rss_mb).sort((a, b) => b[1] - a[1])[0] : null;
          console.log(
            `    ${size} ${label}: p50 ${entry.p50_ms} ms, p99 ${entry.p99_ms} ms, CPU ${entry.cpu_ms_per_request} ms/request${peak ? `, peak RSS ${peak[1]} MB (${peak[0]})` : ''}`,
          );
          return entry;
        };
        const get = (path) => () => api('GET', path);
        // The same list in V6, whose pages answer has_more and are read without counting every match.
        const getV6 = (path) => () => api('GET', path, undefined, { 'x-api-version': 'V6' });

        await time('GET /invoices/{id}', get(`/invoices/${invoiceId}`));
        await time('GET /customers/{id}', get(`/customers/${customerId}`));
        await time('GET /invoices', get('/invoices'));
        await time('GET /invoices?customer_id', get(`/invoices?filter[customer_id][eq]=${customerId}`));
        await time('GET /invoices?fully_paid=false', get('/invoices?filter[fully_paid][eq]=false'));
        await time('GET /invoices?number prefix', get('/invoices?filter[number][prefix]=BS-0000'));
        await time('GET /invoices?amount_due range', get('/invoices?filter[amount_due][gte]=4000'));
        await time('GET /invoices page 100', get('/invoices?page=100'));
        await time('GET /invoices (V6)', getV6('/invoices'));
        await time('GET /invoices?fully_paid=false (V6)', getV6('/invoices?filter[fully_paid][eq]=false'));
        await time('GET /invoices?amount_due range (V6)', getV6('/invoices?filter[amount_due][gte]=4000'));
        await time('GET /customers', get('/customers'));
        await time('GET /customers sorted by name', get('/customers?sort=business_name'));
        await time('GET /customers?business_name prefix', get('/customers?filter[business_name][prefix]=Bench%20Buyer%20000'));
        await time('GET /customers page 100', get('/customers?page=100'));
        await time('GET /customers (V6)', getV6('/customers'));
        await time('GET /customers/{id}/ledger', get(`/customers/${customerId}/ledger`));
        await time('GET /payments', get('/payments'));
        await time('GET /payments sorted by amount', get('/payments?sort=-amount'));
        await time('GET /payments page 100', get('/payments?page=100'));
        await time('GET /credit-notes', get('/credit-notes'));
        await time('GET /credit-notes sorted by amount', get('/credit-notes?sort=-amount'));
        await time('GET /payouts', get('/payouts'));
        await time('GET /payout-transactions', get('/payout-transactions'));
        await time('GET /payout-transactions?type', get('/payout-transactions?filter[type][eq]=payment'));
        await time('GET /payout-transactions page 100', get('/payout-transactions?page=100'));
        await time('GET /webhooks/deliveries', get('/webhooks/deliveries'));
        await time('GET /webhooks/deliveries?event_type', get('/webhooks/deliveries?filter[event_type][eq]=invoice.created'));
        await time('GET /webhooks/deliveries page 100', get('/webhooks/deliveries?page=100'));
        await time('GET /collections/overdue', get('/collections/overdue'));
        await time('GET /reports/ar-aging', get('/reports/ar-aging'), HEAVY_SAMPLES);
        await time('GET /reports/ar-aging/history', get('/reports/ar-aging/history'), HEAVY_SAMPLES);
        await time('GET /reports/ar-aging/history weekly 365 d', get('/reports/ar-aging/history?interval=week&days=365'), HEAVY_SAMPLES);
        await time('GET /reports/dso', get('/reports/dso'), HEAVY_SAMPLES);
        await time('GET /customers/{id}/statements/current', get(`/customers/${customerId}/statements/current`), HEAVY_SAMPLES);
        await time('GET /audit-events/export', get('/audit-events/export'), HEAVY_SAMPLES);
        await time('POST /sandbox/payouts/run', () => api('POST', '/sandbox/payouts/run'), HEAVY_SAMPLES);
        // The overdue and reminder jobs' pass: a clock advance runs credit's due jobs before it answers;
        // billing's collections and statements pass runs on the `clock.advanced` event, so the time is
        // until every consumer of the stack has caught up after the answer.
        await time(
          'clock advance + overdue/reminder pass',
          async () => {
            const answered = await api('POST', '/sandbox/clock/advance', { days: 1 });
            advancedDays += 1;
            const begun = Date.now();
            await streamsCaughtUp(stack.namespace, 'the collections pass', 600_000, 20);
            return { ...answered, ms: answered.ms + (Date.now() - begun) };
          },
          HEAVY_SAMPLES,
        );
        // `reconcile` is an operator's check for a quiet system (apps/treasury/README.md, "Reconciliation").
        // The passes above queued the days' reminders (about 2,700 a day at a million invoices), which
        // billing's mail sender composes one at a time for a minute or two after the events are applied:
        // the check waits until they are out and the machine is quiet, or it would time the mail beside it.
        const mail = await mailSent(urls.billing, 600_000);
        console.log(`  the reminders' mail: ${mail.handled} message(s) handled in ${(mail.ms / 1000).toFixed(1)} s${mail.done ? '' : ' (gave up waiting)'}`);
        await settleOrWarn(`reconcile at ${size}`);
        // The operator's reconcile for this merchant: what `admin reconcile --merchant` sends (no gateway).
        let reconcileReport;
        const reconcile = await time(
          'reconcile --merchant (bus)',
          async () => {
            const begun = process.hrtime.bigint();
            const scope = { merchant_id: big.merchant_id };
            const { allCustomerBalances, customerBalanceDifferences } = require(join(ROOT, 'apps', 'admin', 'dist', 'commands', 'treasury.js'));
            const [report, credit, billing] = await Promise.all([
              pool.rpc.ask(PayoutSubjects.operatorReconcile, scope, 1_800_000),
              allCustomerBalances((page) => pool.rpc.ask(CustomerSubjects.operatorBalances, page, 1_800_000), scope),
              allCustomerBalances((page) => pool.rpc.ask(InvoiceSubjects.operatorOpenBalances, page, 1_800_000), scope),
            ]);
            const ms = Number(process.hrtime.bigint() - begun) / 1e6;
            const differences = [...report.differences, ...customerBalanceDifferences(credit, billing)];
            reconcileReport = { ok: differences.length === 0, differences: differences.length, first: differences.slice(0, 5), figures: report.merchants[0] };
            return { status: reconcileReport.ok ? 200 : 409, ms, body: JSON.stringify(reconcileReport.first) };
          },
          1,
        );
        console.log(`  reconcile at ${size}: ${reconcileReport.ok ? 'passes' : `${reconcileReport.differences} difference(s)`} in ${reconcile.p50_ms} ms`);

        const tables = await tableSizes(urls, SEEDED_SERVICES);
        sizes.push({ size, seed_seconds: +seedSeconds.toFixed(1), requests: measured, reconcile: reconcileReport, reminders_mail: mail, tables });
        for (const entry of measured) {
          rows.push(
            ctx.row(
              `data-scale ${size}: ${entry.label}`,
              { rps: null, p50_ms: entry.p50_ms, p99_ms: entry.p99_ms, statuses: entry.statuses },
              `${entry.samples} sequential, max ${entry.max_ms} ms, CPU ${entry.cpu_ms_per_request} ms/request`,
            ),
          );
        }
      }

      // Each request's time at every size ÷ its time at the first size.
      const first = sizes[0];
      const ratios = sizes.slice(1).map((entry) => ({
        size: entry.size,
        vs: first.size,
        requests: entry.requests.map((request) => {
          const base = first.requests.find((candidate) => candidate.label === request.label);
          const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 100) / 100 : null);
          return { label: request.label, p50: ratio(request.p50_ms, base?.p50_ms), p99: ratio(request.p99_ms, base?.p99_ms) };
        }),
      }));
      for (const entry of ratios) {
        console.log(`  data-scale ${entry.size} ÷ ${entry.vs} (p50, p99):`);
        for (const request of entry.requests)
          console.log(`    ${request.label.padEnd(48)} ${String(request.p50).padStart(6)} ${String(request.p99).padStart(6)}`);
      }
      for (const entry of sizes) {
        const byService = {};
        for (const table of entry.tables) byService[table.service] = (byService[table.service] ?? 0) + table.total_bytes;
        console.log(
          `  data-scale ${entry.size}: database sizes ${Object.entries(byService)
            .map(([service, bytes]) => `${service} ${(bytes / 1048576).toFixed(0)} MB`)
            .join(', ')}`,
        );
      }
      const targets = sizeTargets(sizes);
      for (const [name, t] of Object.entries(targets)) console.log(`  ${t.met ? 'met    ' : 'NOT MET'}  ${name.padEnd(36)} ${t.detail}`);
      ctx.results.data_scale = {
        merchant_id: big.merchant_id,
        small_merchants: SMALL_MERCHANTS,
        small_invoices_each: SMALL_INVOICES,
        invoices_per_customer: PER_CUSTOMER,
        sizes,
        ratios,
        targets,
      };
      return rows;
    } finally {
      await pool.close();
    }
  },
};

/**
 * Standalone: `node bench/scenarios/data-scale.js` (after `npm run build`) starts a stack as the runner
 * does (the services' own pools, the gateway's real rate limit) and runs only this scenario, without the
 * main rows and the waits for a quiet machine between them. Prints the rows, writes
 * bench/results/data-scale-latest.json, and with BENCH_LOG=1 appends its summary to the results log.
 */
async function standalone() {
  const { appendFileSync, mkdirSync, writeFileSync } = require('node:fs');
  const os = require('node:os');
  const { Stack } = require('@netline/testing');
  const rateLimit = require(join(ROOT, 'apps', 'gateway', 'dist', 'config.js')).gatewayEnv.shape.RATE_LIMIT_PER_MINUTE.parse(undefined);
  const stack = await Stack.start({
    namespace: 'random',
    productionPools: true,
    logDir: join(__dirname, '..', '..', 'var', 'bench-logs'),
    env: { LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: String(rateLimit), TRUSTED_PROXIES: '127.0.0.1' },
  });
  const stop = () => stack.stop().finally(() => process.exit(130));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const results = {};
    const row = (scenario, result, note) => {
      const bad = Object.entries(result.statuses ?? {}).filter(([status]) => !(Number(status) >= 200 && Number(status) < 300));
      const valid = bad.length === 0;
      return {
        scenario,
        rps: result.rps,
        p50_ms: result.p50_ms,
        p99_ms: result.p99_ms,
        statuses: result.statuses,
        valid,
        note: valid ? note : `INVALID: ${bad.map(([status, count]) => `${count} × ${status}`).join(', ')}; ${note}`,
      };
    };
    const rows = await module.exports.run({ stack, results, row });
    const width = Math.max(...rows.map((entry) => entry.scenario.length));
    console.log(`\n${'scenario'.padEnd(width)}  ${'p50 ms'.padStart(9)}  ${'p99 ms'.padStart(9)}  note`);
    for (const entry of rows)
      console.log(`${entry.scenario.padEnd(width)}  ${String(entry.p50_ms).padStart(9)}  ${String(entry.p99_ms).padStart(9)}  ${entry.note}`);
    const at = new Date().toISOString();
    const machine = { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version, loadavg: os.loadavg() };
    mkdirSync(join(__dirname, '..', 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, '..', 'results', 'data-scale-latest.json'),
      `${JSON.stringify({ at, machine, rate_limit_per_minute: rateLimit, rows, ...results }, null, 2)}\n`,
    );
    console.log('wrote bench/results/data-scale-latest.json');
    if (process.env.BENCH_LOG === '1') {
      const summary = results.data_scale;
      appendFileSync(
        join(__dirname, '..', 'results', 'log.jsonl'),
        `${JSON.stringify({
          at,
          ...gitRevision(),
          machine,
          settings: { scenarios: ['data-scale'], sizes: SIZES, small_merchants: SMALL_MERCHANTS, samples: SAMPLES, heavy_samples: HEAVY_SAMPLES },
          ratios: {},
          targets: Object.fromEntries(Object.entries(summary.targets).map(([name, t]) => [name, { met: t.met, bound: t.bound }])),
          rss_mb: {},
          data_scale: summary.sizes.map((entry) => ({
            size: entry.size,
            seed_seconds: entry.seed_seconds,
            reconcile_ok: entry.reconcile.ok,
            // Waited for before reconcile: the reminders' mail the jobs' passes queued.
            reminders_mail: { handled: entry.reminders_mail.handled, seconds: Math.round(entry.reminders_mail.ms / 100) / 10, done: entry.reminders_mail.done },
            requests: Object.fromEntries(entry.requests.map((request) => [request.label, [request.p50_ms, request.p99_ms, request.cpu_ms_per_request]])),
            // The heavy requests' largest app process while they ran: [MB, app].
            peak_rss_mb: Object.fromEntries(
              entry.requests
                .filter((request) => request.peak_rss_mb)
                .map((request) => [
                  request.label,
                  Object.entries(request.peak_rss_mb)
                    .sort((a, b) => b[1] - a[1])[0]
                    ?.reverse() ?? null,
                ]),
            ),
            database_mb: entry.tables.reduce((byService, table) => {
              byService[table.service] = Math.round(((byService[table.service] ?? 0) + table.total_bytes / 1048576) * 10) / 10;
              return byService;
            }, {}),
          })),
        })}\n`,
      );
      console.log('appended the summary to bench/results/log.jsonl');
    }
  } finally {
    // BENCH_DATA_KEEP=1 keeps the seeded databases (not the processes) for EXPLAIN and the like; drop them
    // with `dropNamespaceDatabases` from @netline/persistence when done.
    const keep = process.env.BENCH_DATA_KEEP === '1';
    await stack.stop({ keepData: keep });
    if (keep) console.log(`kept the databases of namespace ${stack.namespace} (netline_${stack.namespace}_<service>)`);
  }
}

if (require.main === module) {
  standalone().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
