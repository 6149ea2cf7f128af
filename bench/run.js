#!/usr/bin/env node
/**
 * `npm run bench`: measures the request path against baselines started in the same run, on the same
 * machine, so the ratios hold even where absolute numbers move between machines.
 *
 *   bare        Fastify JSON route (ceiling)
 *   nats-echo   Fastify route + one NATS request to an echo responder process
 *   full path   GET /api/customers/{id} through the gateway (Basic auth, validation, rate limiting),
 *               NATS, the credit service and PostgreSQL
 * Then every scenario module in bench/scenarios/ adds its rows (`BENCH_SCENARIOS=mcp,auth` runs only
 * those). A scenario may export `stackEnv()` (environment for the stack) and `stackPorts()` (fixed ports
 * by process name). Prints a table and writes bench/results/latest.json. BENCH_DURATION (seconds,
 * default 10) and BENCH_CONNECTIONS (default 50).
 */
const autocannon = require('autocannon');
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { mkdirSync, readdirSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const { ApiClient, adminCli, createMerchant, customerInput, freePort, Stack } = require('@netline/testing');

const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);

/** `setupRequest` (optional) rewrites each request before it is sent, e.g. to give every POST a unique body. */
function measure({ url, method = 'GET', headers = {}, body, setupRequest, connections = CONNECTIONS, durationSec = DURATION }) {
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
        resolve({
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50_ms: result.latency.p50,
          p99_ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
  });
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

function row(scenario, result, note = '') {
  return { scenario, rps: result.rps, p50_ms: result.p50_ms, p99_ms: result.p99_ms, non2xx: result.non2xx, errors: result.errors, note };
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

async function main() {
  const only = (process.env.BENCH_SCENARIOS || '').split(',').map((name) => name.trim()).filter(Boolean);
  const scenarios = readdirSync(join(__dirname, 'scenarios'))
    .filter((file) => file.endsWith('.js'))
    .sort()
    .map((file) => require(join(__dirname, 'scenarios', file)))
    .filter((scenario) => only.length === 0 || only.includes(scenario.name));
  const scenarioEnv = Object.assign({}, ...(await Promise.all(scenarios.map((s) => (s.stackEnv ? s.stackEnv() : {})))));
  const scenarioPorts = Object.assign({}, ...(await Promise.all(scenarios.map((s) => (s.stackPorts ? s.stackPorts() : {})))));

  const rows = [];
  const cleanups = [];
  try {
    console.log(`Benchmark: ${CONNECTIONS} connections, ${DURATION} s per target, ${os.cpus().length} cores, node ${process.version}\n`);

    const bare = await startServer('bare.js', []);
    cleanups.push(() => bare.child.kill());
    rows.push(row('baseline: bare fastify', await measure({ url: `${bare.url}/customer` })));
    bare.child.kill();

    const benchId = randomBytes(4).toString('hex');
    const responder = await startServer('nats-echo.js', ['responder'], { BENCH_ID: benchId });
    cleanups.push(() => responder.child.kill());
    const echo = await startServer('nats-echo.js', ['server'], { BENCH_ID: benchId });
    cleanups.push(() => echo.child.kill());
    rows.push(row('baseline: fastify + NATS echo', await measure({ url: `${echo.url}/customer` })));
    echo.child.kill();
    responder.child.kill();

    const stack = await Stack.start({
      namespace: 'random',
      logDir: join(__dirname, '..', 'var', 'bench-logs'),
      env: { RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn', ...scenarioEnv },
      ports: scenarioPorts,
    });
    cleanups.push(() => stack.stop());
    const merchant = await createMerchant(stack.env, 'Bench Merchant', ['--oauth', 'on']);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const customer = (await api.post('/customers', customerInput())).body;
    const authorization = `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`;
    rows.push(row('full path: GET /api/customers/{id}', await measure({ url: `${stack.apiUrl}/customers/${customer.id}`, headers: { authorization } }), 'Basic auth'));

    const results = {};
    const context = { stack, merchant, api, measure, adminCli, customer, results };
    for (const scenario of scenarios) {
      console.log(`scenario ${scenario.name} …`);
      rows.push(...(await scenario.run(context)));
    }

    const find = (name) => rows.find((r) => r.scenario === name);
    const full = find('full path: GET /api/customers/{id}');
    const echoRow = find('baseline: fastify + NATS echo');
    const bareRow = find('baseline: bare fastify');
    const ratios = {
      full_path_vs_nats_echo: +(full.rps / echoRow.rps).toFixed(3),
      full_path_vs_bare: +(full.rps / bareRow.rps).toFixed(3),
      nats_echo_vs_bare: +(echoRow.rps / bareRow.rps).toFixed(3),
    };
    const targets = {
      full_path_vs_nats_echo: { min: 0.25, met: ratios.full_path_vs_nats_echo >= 0.25 },
      full_path_p99_ms: { max: 50, met: full.p99_ms < 50 },
    };

    console.log('');
    printTable(rows);
    console.log('\nratios');
    for (const [name, value] of Object.entries(ratios)) console.log(`  ${name.padEnd(24)} ${value}`);
    console.log('targets');
    for (const [name, target] of Object.entries(targets)) console.log(`  ${name.padEnd(24)} ${JSON.stringify(target)}`);

    mkdirSync(join(__dirname, 'results'), { recursive: true });
    writeFileSync(
      join(__dirname, 'results', 'latest.json'),
      `${JSON.stringify({ at: new Date().toISOString(), machine: { cores: os.cpus().length, node: process.version }, connections: CONNECTIONS, duration_s: DURATION, rows, ratios, targets, ...results }, null, 2)}\n`,
    );
    console.log('\nwrote bench/results/latest.json');
  } finally {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
