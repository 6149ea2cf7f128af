#!/usr/bin/env node
/**
 * `npm run bench`: measures the request path against baselines started in the same run, on the same
 * machine, so the ratios hold even where absolute numbers move between machines. bench/README.md says
 * what every row and target means and how to read them.
 *
 *   bare         Fastify JSON route (ceiling)
 *   nats-echo    Fastify route + one NATS request to an echo responder process
 *   full path    GET /api/customers/{id} through the gateway (Basic auth, validation, rate limiting),
 *                NATS, the credit service and PostgreSQL
 *   creates      POST /api/customers and POST /api/invoices, each beside a raw `pg` loop writing the same
 *                rows and outbox events in one transaction each (bench/lib/pg-loop.js)
 *   latency      full path and NATS echo at half the full path's saturation rate, evenly paced
 *                (bench/lib/paced.js), latency from the intended send time
 *   memory       every stack process's resident memory once the load is over
 *
 * Each ratio target's two rows run as BENCH_PAIRS back-to-back pairs (default 3); the median pair counts.
 * The stack runs with the gateway's default rate limit; the load is spread over enough merchants that
 * none exceeds it (bench/lib/merchants.js). Every row is preceded by an unrecorded warm-up of the same
 * load. A row that met any non-2xx answer is marked INVALID. Then every scenario module in
 * bench/scenarios/ adds its rows (`BENCH_SCENARIOS=mcp,auth` runs only those; `BENCH_SCENARIOS=none`
 * none; an opt-in scenario, `optIn: true`, such as the hour-long `retention` soak, only when named).
 * BENCH_DURATION (seconds per row, default 10), BENCH_WARMUP (default 3), BENCH_CONNECTIONS (default 50).
 * After a merchant row's preparation, before each scenario and before the memory reading, the stack
 * finishes what came before (bench/lib/drained.js). Prints a table and the targets, and writes
 * bench/results/latest.json. With BENCH_LOG=1 it also appends the run's summary (commit, runtime,
 * ratios, targets, memory) as one line to bench/results/log.jsonl, the committed results log.
 */
const autocannon = require('autocannon');
const { fork } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { appendFileSync, mkdirSync, readdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const { DATABASE_SERVICES } = require('@netline/persistence');
const { ApiClient, adminCli, customerInput, freePort, ROOT, Stack } = require('@netline/testing');
const { paced } = require('./lib/paced');
const { medianPair, pairsNote } = require('./lib/pairs');
const { serviceDbUrl } = require('./lib/databases');
const { gitRevision } = require('./lib/revision');
const { MerchantPool } = require('./lib/merchants');
const { rssMb, stealMeter } = require('./lib/proc');
const { runPgLoop } = require('./lib/pg-loop');
const { drainedOrWarn } = require('./lib/drained');

const DURATION = Number(process.env.BENCH_DURATION || 10);
const WARMUP = Number(process.env.BENCH_WARMUP || 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
/**
 * A ratio compares two rows measured seconds apart, and a 2-core machine's speed drifts between them: each
 * ratio target is measured as BENCH_PAIRS interleaved pairs of its two rows, and the median pair counts.
 */
const PAIRS = Math.max(1, Math.floor(Number(process.env.BENCH_PAIRS || 3)));
/** The gateway's own default, read from its configuration schema: the bench never raises it. */
const RATE_LIMIT_PER_MINUTE = require(join(ROOT, 'apps', 'gateway', 'dist', 'config.js')).gatewayEnv.shape.RATE_LIMIT_PER_MINUTE.parse(undefined);
/** Resident memory every app must stay under, idle after the load. */
const RSS_LIMIT_MB = 150;

const ROWS = {
  bare: 'baseline: bare fastify',
  echo: 'baseline: fastify + NATS echo',
  full: 'full path: GET /api/customers/{id}',
  createCustomer: 'create: POST /api/customers',
  rawCustomer: 'baseline: raw pg customer + outbox txn',
  createInvoice: 'create: POST /api/invoices',
  rawInvoice: 'baseline: raw pg invoice + outbox txn',
  latencyFull: 'latency: full path, paced',
  latencyEcho: 'latency: NATS echo, paced',
};

/**
 * One autocannon run. `setupRequest` (optional) rewrites each request before it is sent (credentials
 * rotated over merchants, a unique body). Resolves with req/s, latency and the answers by status.
 */
function measure({ url, method = 'GET', headers = {}, body, setupRequest, connections = CONNECTIONS, durationSec = DURATION }) {
  const stolen = stealMeter();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        requests: setupRequest ? [{ setupRequest }] : undefined,
        connections,
        duration: durationSec,
      },
      (error, result) => {
        if (error) return reject(error);
        const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
        resolve({
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          non2xx: result.non2xx,
          statuses,
          errors: result.errors + result.timeouts,
          steal_pct: stolen(),
        });
      },
    );
  });
}

/** An unrecorded warm-up of the same load, then the measured run. */
async function warmedMeasure(target) {
  await measure({ ...target, durationSec: WARMUP });
  return measure(target);
}

async function startServer(script, args, env) {
  const port = await freePort();
  const child = fork(join(__dirname, 'servers', script), args, { env: { ...process.env, ...env, PORT: String(port) }, stdio: 'inherit' });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * A table row. A row that met any non-2xx answer (a 429 above all: the request was refused by the rate
 * limiter, which is cheaper than serving it) or transport errors measured something else than it says:
 * it is marked invalid, with what went wrong. `expectStatus` names a non-2xx status the row is about.
 */
function row(scenario, result, note = '', { expectStatus } = {}) {
  const statuses = result.statuses ?? {};
  const unexpected = Object.entries(statuses).filter(([status]) => !(Number(status) >= 200 && Number(status) < 300) && Number(status) !== expectStatus);
  const problems = [
    ...unexpected.map(([status, count]) => `${count} × ${status}${status === '429' ? ' (rate limited)' : ''}`),
    ...(result.errors ? [`${result.errors} errors`] : []),
    // Older results (or rows without status counts) still say how many answers were not 2xx.
    ...(!result.statuses && result.non2xx && !expectStatus ? [`${result.non2xx} non-2xx`] : []),
  ];
  const valid = problems.length === 0;
  // Stolen time above a percent is worth a reader's attention: the row ran on less machine than the others.
  const steal = result.steal_pct >= 1 ? `hypervisor steal ${result.steal_pct}%` : '';
  const noted = [note, steal].filter(Boolean).join('; ');
  return {
    scenario,
    rps: result.rps,
    p50_ms: result.p50_ms,
    p99_ms: result.p99_ms,
    non2xx: expectStatus ? unexpected.reduce((sum, [, count]) => sum + count, 0) : (result.non2xx ?? 0),
    errors: result.errors ?? 0,
    statuses,
    valid,
    note: valid ? noted : `INVALID: ${problems.join(', ')}${noted ? `; ${noted}` : ''}`,
    ...(result.steal_pct === undefined ? {} : { steal_pct: result.steal_pct }),
    ...(result.extra ?? {}),
  };
}

function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'note'];
  const lines = rows.map((r) => [r.scenario, String(r.rps), String(r.p50_ms), String(r.p99_ms), String(r.non2xx ?? ''), String(r.errors ?? ''), r.note || '']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((line) => console.log(format(line)));
}

/**
 * Runs a row as many merchants, at the real rate limit: leases enough merchants for `expectedRps` over
 * the warm-up and the run (`request(merchant, index)` gives each request's path, body and headers,
 * round-robin over them), prepares them (`prepare(lease)`), warms up, measures, and rests them.
 * `beforeMeasure()` runs between the warm-up and the recorded run.
 */
async function measureAsMerchants(
  pool,
  { url, method = 'GET', headers = {}, expectedRps, prepare, request, connections, durationSec = DURATION, beforeMeasure },
) {
  const lease = await pool.lease(expectedRps * (WARMUP + durationSec));
  try {
    if (prepare) {
      await prepare(lease);
      // What the preparation left behind (its events, identity underwriting a partner's sub-merchants, the
      // collections after its burst) runs before the row.
      await drainedOrWarn(pool.stack.namespace, `${method} ${new URL(url).pathname}`);
    }
    const base = new URL(url);
    let index = 0;
    const setupRequest = (req) => {
      const merchant = lease.next();
      const custom = request(merchant, index++);
      return {
        ...req,
        path: custom.path ?? `${base.pathname}${base.search}`,
        headers: { ...req.headers, authorization: merchant.authorization, ...(custom.headers ?? {}) },
        ...(custom.body !== undefined ? { body: custom.body } : {}),
      };
    };
    const target = { url, method, headers, body: method === 'GET' ? undefined : '{}', setupRequest, connections, durationSec };
    await measure({ ...target, durationSec: WARMUP });
    if (beforeMeasure) await beforeMeasure();
    const result = await measure(target);
    const merchants = lease.used();
    // Requests per merchant over the warm-up and the run (what its rate-limit window saw).
    return { ...result, extra: { merchants, per_merchant: Math.round(lease.issued() / merchants) } };
  } finally {
    lease.release();
  }
}

/** Gives every merchant of the lease one customer of its own (one request each, once). */
const withCustomers = (pool) => (lease) => pool.withCustomers(lease);

/**
 * Warns when PostgreSQL may run out of connections: the stack's pools (DB_POOL_SIZE, default 10, per
 * service) and a raw pg loop's BENCH_CONNECTIONS must fit beside whatever else uses the server, or rows
 * fail with 500s and are marked invalid.
 */
async function checkDatabaseConnections(services) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.DATABASE_ADMIN_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await client.connect();
    const max = Number((await client.query('SHOW max_connections')).rows[0].max_connections);
    const used = Number((await client.query('SELECT count(*) AS n FROM pg_stat_activity')).rows[0].n);
    const needed = services * Number(process.env.DB_POOL_SIZE || 10) + CONNECTIONS;
    if (used + needed > max) {
      console.warn(`warning: PostgreSQL allows ${max} connections, ${used} are in use and the bench may need ${needed} more; rows may fail\n`);
    }
  } catch (error) {
    console.warn(`warning: could not check PostgreSQL's connections (${error.message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Every row of every pair: a target is met only if none of them is invalid. */
function pairRows(pairs) {
  return pairs.flatMap((pair) => [pair.first, pair.second]);
}

/** The median pair's row, its note naming every pair's ratio. */
function withPairsNote(chosen, pairs) {
  const note = pairsNote(pairs);
  return note ? { ...chosen, note: `${chosen.note}${chosen.note ? '; ' : ''}${note}` } : chosen;
}

async function pacedLatency(label, target) {
  await paced({ ...target, durationSec: WARMUP });
  const stolen = stealMeter();
  const result = await paced({ ...target, durationSec: DURATION });
  return { ...result, rps: result.achieved_rps, label, steal_pct: stolen() };
}

/**
 * One line of the results log: enough to compare runs across commits, runtimes and machines without the
 * rows (latest.json keeps those for the run at hand).
 */
function logEntry({ scenarios, ratios, targets, rss, stealPct, webhooks }) {
  return {
    at: new Date().toISOString(),
    ...gitRevision(),
    machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version, steal_pct: stealPct },
    settings: { duration_s: DURATION, warmup_s: WARMUP, connections: CONNECTIONS, scenarios: scenarios.map((scenario) => scenario.name) },
    ratios,
    targets: Object.fromEntries(
      Object.entries(targets).map(([name, t]) => [name, { value: t.value, ...('min' in t ? { min: t.min } : { max: t.max }), met: t.met }]),
    ),
    rss_mb: Object.fromEntries(rss.map((entry) => [entry.process, entry.rss_mb])),
    // A profiled webhooks run (BENCH_PROFILE_DIR): where each side's CPU per delivery went.
    ...(webhooks?.profile ? { webhooks: { cpu_us_per_delivery: webhooks.cpu_us_per_delivery, profile: webhooks.profile } } : {}),
  };
}

async function main() {
  const runStolen = stealMeter();
  const only = (process.env.BENCH_SCENARIOS || '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const scenarios = readdirSync(join(__dirname, 'scenarios'))
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => require(join(__dirname, 'scenarios', file)))
    // An opt-in scenario (the hour-long retention soak) runs only when BENCH_SCENARIOS names it.
    .filter((scenario) => (only.length === 0 ? !scenario.optIn : only.includes(scenario.name)));
  const scenarioEnv = Object.assign({}, ...(await Promise.all(scenarios.map((s) => (s.stackEnv ? s.stackEnv() : {})))));
  const scenarioPorts = Object.assign({}, ...(await Promise.all(scenarios.map((s) => (s.stackPorts ? s.stackPorts() : {})))));

  const rows = [];
  const cleanups = [];
  try {
    console.log(
      `Benchmark: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per row, rate limit ${RATE_LIMIT_PER_MINUTE}/min per merchant, ${os.cpus().length} cores, node ${process.version}\n`,
    );

    const bare = await startServer('bare.js', []);
    cleanups.push(() => bare.child.kill());
    rows.push(row(ROWS.bare, await warmedMeasure({ url: `${bare.url}/customer` })));
    bare.child.kill();

    // The echo pair stays up until the paced latency rows have run against it at the full path's rate.
    const benchId = randomBytes(4).toString('hex');
    const responder = await startServer('nats-echo.js', ['responder'], { BENCH_ID: benchId });
    cleanups.push(() => responder.child.kill());
    const echo = await startServer('nats-echo.js', ['server'], { BENCH_ID: benchId });
    cleanups.push(() => echo.child.kill());

    const stack = await Stack.start({
      namespace: 'random',
      // The services' own pool sizes, as deployed: test stacks get smaller ones.
      productionPools: true,
      logDir: join(__dirname, '..', 'var', 'bench-logs'),
      // Test stacks otherwise run with a limit raised for test suites: the bench runs at the real one.
      // As deployed (deploy/k8s/base/config.env), the gateway trusts the proxy in front of it for the
      // client address; here the bench is that proxy, and spreads rows limited per address over addresses.
      env: { ...scenarioEnv, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE), TRUSTED_PROXIES: '127.0.0.1' },
      ports: scenarioPorts,
    });
    cleanups.push(() => stack.stop());
    await checkDatabaseConnections(stack.processes.filter((entry) => DATABASE_SERVICES.includes(entry.app)).length);
    const pool = new MerchantPool(stack, { perMinute: RATE_LIMIT_PER_MINUTE });
    await pool.connect();
    cleanups.push(() => pool.close());

    // Full path at saturation, each run beside an echo run. No request can be faster than the NATS echo,
    // so the echo's rate sizes the merchants the row needs. Both run with the stack up (and idle, for the
    // echo), so both meet the same background.
    const getPairs = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const echoRun = row(ROWS.echo, await warmedMeasure({ url: `${echo.url}/customer` }));
      const fullRun = row(
        ROWS.full,
        await measureAsMerchants(pool, {
          url: `${stack.apiUrl}/customers/x`,
          expectedRps: echoRun.rps,
          prepare: withCustomers(pool),
          request: (merchant) => ({ path: `/api/customers/${merchant.customer}` }),
        }),
        'Basic auth; every merchant reads its own customer, ≤ 90 requests each',
      );
      getPairs.push({ first: echoRun, second: fullRun, ratio: echoRun.rps > 0 ? fullRun.rps / echoRun.rps : 0 });
    }
    const getPair = medianPair(getPairs);
    const echoRow = withPairsNote(getPair.first, getPairs);
    const full = withPairsNote(getPair.second, getPairs);
    rows.push(echoRow, full);

    // Latency at half the full path's saturation rate, both paths paced the same way, in pairs too.
    const halfRate = Math.max(1, Math.round(full.rps / 2));
    const latencyPairs = [];
    for (let pair = 0; pair < PAIRS; pair += 1) {
      const latencyLease = await pool.lease(halfRate * (WARMUP + DURATION));
      await withCustomers(pool)(latencyLease);
      const latencyFull = await pacedLatency('full', {
        url: `${stack.apiUrl}/customers/x`,
        rate: halfRate,
        connections: CONNECTIONS,
        setupRequest: (request) => {
          const merchant = latencyLease.next();
          return { ...request, path: `/api/customers/${merchant.customer}`, headers: { ...request.headers, authorization: merchant.authorization } };
        },
      });
      latencyLease.release();
      const latencyEcho = await pacedLatency('echo', { url: `${echo.url}/customer`, rate: halfRate, connections: CONNECTIONS });
      const note = (result) =>
        `open loop at ${halfRate}/s (half the full path's rate); send lag mean ${result.send_lag_ms.mean} ms, max ${result.send_lag_ms.max} ms`;
      latencyPairs.push({
        first: row(ROWS.latencyFull, latencyFull, note(latencyFull), {}),
        second: row(ROWS.latencyEcho, latencyEcho, note(latencyEcho), {}),
        full: latencyFull,
        echo: latencyEcho,
        ratio: latencyEcho.p99_ms > 0 ? latencyFull.p99_ms / latencyEcho.p99_ms : Infinity,
      });
    }
    echo.child.kill();
    responder.child.kill();
    const latencyPair = medianPair(latencyPairs);
    const { full: latencyFull, echo: latencyEcho } = latencyPair;
    rows.push(withPairsNote(latencyPair.first, latencyPairs), withPairsNote(latencyPair.second, latencyPairs));

    // Creates, each beside the raw pg loop writing the same rows.
    const json = { 'content-type': 'application/json' };
    const createCustomer = row(
      ROWS.createCustomer,
      await measureAsMerchants(pool, {
        url: `${stack.apiUrl}/customers`,
        method: 'POST',
        headers: json,
        expectedRps: Math.max(echoRow.rps, full.rps),
        request: () => ({ body: JSON.stringify(customerInput()) }),
      }),
      'unique body per request',
    );
    rows.push(createCustomer);
    const rawCustomer = await runPgLoop({
      url: serviceDbUrl(stack, 'credit'),
      table: 'customers',
      concurrency: CONNECTIONS,
      warmupSec: WARMUP,
      durationSec: DURATION,
    });
    rows.push(row(ROWS.rawCustomer, rawCustomer, `credit's database as its runtime role, ${CONNECTIONS} transactions in flight`));

    const createInvoice = row(
      ROWS.createInvoice,
      await measureAsMerchants(pool, {
        url: `${stack.apiUrl}/invoices`,
        method: 'POST',
        headers: json,
        expectedRps: Math.max(echoRow.rps, createCustomer.rps),
        prepare: (lease) => pool.approveCustomers(lease),
        request: (merchant) => ({ body: JSON.stringify({ customer_id: merchant.approved, number: `INV-${randomUUID()}`, amount: 100 }) }),
      }),
      'unique number per request, customers approved in the sandbox',
    );
    rows.push(createInvoice);
    const rawInvoice = await runPgLoop({
      url: serviceDbUrl(stack, 'billing'),
      table: 'invoices',
      concurrency: CONNECTIONS,
      warmupSec: WARMUP,
      durationSec: DURATION,
    });
    rows.push(row(ROWS.rawInvoice, rawInvoice, `billing's database as its runtime role, ${CONNECTIONS} transactions in flight`));

    // Scenarios share the stack, a merchant of their own and the pool (for rows at the rate limit).
    const merchant = (await pool.lease(1)).merchants[0];
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const customer = (await api.post('/customers', customerInput())).body;
    const results = {};
    const context = {
      stack,
      merchant,
      api,
      measure,
      adminCli,
      customer,
      results,
      pool,
      warmup: WARMUP,
      duration: DURATION,
      /** How many interleaved pairs a scenario's ratio is measured as (the median pair counts). */
      pairs: PAIRS,
      /** A row at the real rate limit over the pool's merchants, or over `accounts` (another pool, e.g. of partners). */
      measureAsMerchants: (target, accounts = pool) => measureAsMerchants(accounts, target),
      withCustomers: withCustomers(pool),
      row,
      // No gateway row outruns the NATS echo: sizing leases by it keeps every row under the limit (only
      // the merchants a row reaches are rested, so a generous lease costs their setup, nothing more).
      expectedRps: Math.max(echoRow.rps, full.rps),
    };
    for (const scenario of scenarios) {
      // What the rows before it left queued (events every consumer still has to apply) runs before it,
      // not inside its measured seconds.
      await drainedOrWarn(stack.namespace, `scenario ${scenario.name}`);
      console.log(`scenario ${scenario.name} …`);
      // Scenario rows go through row() too, so a 429 marks them invalid like the rows above.
      rows.push(
        ...(await scenario.run(context)).map((scenarioRow) =>
          scenarioRow.valid === undefined ? row(scenarioRow.scenario, scenarioRow, scenarioRow.note) : scenarioRow,
        ),
      );
    }

    // Memory once the load has settled: the consumers have applied every event of the last rows, then 15 s
    // for each service's idle heap collection (a look every 2 s, after an idle interval) to run.
    await drainedOrWarn(stack.namespace, 'the memory reading');
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const rss = stack.processes
      .filter((entry) => entry.child.pid && entry.child.exitCode === null && entry.child.signalCode === null)
      .map((entry) => ({ process: entry.name, pid: entry.child.pid, rss_mb: rssMb(entry.child.pid) }));

    const find = (name) => rows.find((r) => r.scenario === name);
    const ratio = (a, b) => (a && b && b.rps > 0 ? +(a.rps / b.rps).toFixed(3) : null);
    const bareRow = find(ROWS.bare);
    const ratios = {
      full_path_vs_nats_echo: ratio(full, echoRow),
      full_path_vs_bare: ratio(full, bareRow),
      nats_echo_vs_bare: ratio(echoRow, bareRow),
      create_customer_vs_raw_pg: ratio(createCustomer, find(ROWS.rawCustomer)),
      create_invoice_vs_raw_pg: ratio(createInvoice, find(ROWS.rawInvoice)),
      paced_p99_full_vs_echo: Number.isFinite(latencyPair.ratio) ? +latencyPair.ratio.toFixed(3) : null,
    };
    const webhooks = results.webhooks;
    if (webhooks) ratios.webhook_dispatcher_vs_baseline = webhooks.ratio;

    /** A target is met only when its value meets the bound and every row it rests on is valid. */
    const target = (description, value, bound, rowsUsed) => {
      const invalid = rowsUsed.filter((used) => used && !used.valid).map((used) => used.scenario);
      const within = value !== null && value !== undefined && ('min' in bound ? value >= bound.min : value <= bound.max);
      return { description, value, ...bound, met: within && invalid.length === 0, ...(invalid.length ? { invalid_rows: invalid } : {}) };
    };
    const targets = {
      full_path_vs_nats_echo: target('GET /api/customers/{id} req/s ÷ NATS echo req/s', ratios.full_path_vs_nats_echo, { min: 0.45 }, pairRows(getPairs)),
      create_customer_vs_raw_pg: target('POST /api/customers req/s ÷ raw pg customer + outbox txn/s', ratios.create_customer_vs_raw_pg, { min: 0.4 }, [
        createCustomer,
        find(ROWS.rawCustomer),
      ]),
      create_invoice_vs_raw_pg: target('POST /api/invoices req/s ÷ raw pg invoice + outbox txn/s', ratios.create_invoice_vs_raw_pg, { min: 0.3 }, [
        createInvoice,
        find(ROWS.rawInvoice),
      ]),
      ...(webhooks
        ? {
            webhook_dispatcher_vs_baseline: target(
              'dispatcher deliveries/s ÷ bare BullMQ + HTTPS deliveries/s',
              webhooks.ratio,
              { min: 0.8 },
              webhooks.rows.map(find),
            ),
          }
        : {}),
      paced_p99_full_vs_echo: target(
        `full path p99 ÷ NATS echo p99, both paced at ${halfRate}/s (half the full path's saturation rate)`,
        ratios.paced_p99_full_vs_echo,
        { max: 1.5 },
        pairRows(latencyPairs),
      ),
      ...Object.fromEntries(
        rss.map((entry) => [
          `rss_${entry.process}`,
          target(`${entry.process} resident memory (MB), idle after the bench`, entry.rss_mb, { max: RSS_LIMIT_MB }, []),
        ]),
      ),
    };

    console.log('');
    printTable(rows);
    console.log('\nresident memory after the load (VmRSS)');
    for (const entry of rss) console.log(`  ${entry.process.padEnd(22)} ${String(entry.rss_mb).padStart(5)} MB`);
    console.log('\nratios');
    for (const [name, value] of Object.entries(ratios)) console.log(`  ${name.padEnd(32)} ${value}`);
    console.log('\ntargets');
    for (const [name, t] of Object.entries(targets)) {
      const bound = 'min' in t ? `≥ ${t.min}` : `≤ ${t.max}`;
      const why = t.invalid_rows ? ` (invalid rows: ${t.invalid_rows.join(', ')})` : '';
      console.log(`  ${t.met ? 'met    ' : 'NOT MET'}  ${name.padEnd(32)} ${String(t.value).padStart(8)} ${bound.padEnd(8)} ${t.description}${why}`);
    }
    console.log(`\nmerchants created: ${pool.created} in ${(pool.creatingMs / 1000).toFixed(1)} s`);
    const stealPct = runStolen();
    console.log(`hypervisor steal over the run: ${stealPct}% of the machine's time (bench/README.md, "Reading the results")`);

    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'latest.json'),
      `${JSON.stringify(
        {
          at: new Date().toISOString(),
          machine: { cores: os.cpus().length, node: process.version, loadavg: os.loadavg(), steal_pct: stealPct },
          connections: CONNECTIONS,
          duration_s: DURATION,
          warmup_s: WARMUP,
          rate_limit_per_minute: RATE_LIMIT_PER_MINUTE,
          merchants_created: pool.created,
          rows,
          latency: { rate: halfRate, full: latencyFull, echo: latencyEcho },
          pairs: {
            full_path_vs_nats_echo: getPairs.map((pair) => +pair.ratio.toFixed(3)),
            paced_p99_full_vs_echo: latencyPairs.map((pair) => +pair.ratio.toFixed(3)),
            ...(webhooks ? { webhook_dispatcher_vs_baseline: webhooks.pair_ratios } : {}),
          },
          ratios,
          targets,
          rss_mb: rss,
          ...results,
        },
        null,
        2,
      )}\n`,
    );
    console.log('wrote bench/results/latest.json');
    if (process.env.BENCH_LOG === '1') {
      appendFileSync(
        join(__dirname, 'results', 'log.jsonl'),
        `${JSON.stringify(logEntry({ scenarios, ratios, targets, rss, stealPct, webhooks: results.webhooks }))}\n`,
      );
      console.log('appended the summary to bench/results/log.jsonl');
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
