/**
 * Webhook deliveries per second to a local HTTPS receiver:
 *
 *   baseline  a bare BullMQ queue and worker (concurrency 50) that signs each body and POSTs it over
 *             keep-alive HTTPS: the ceiling for "a queue plus an HTTPS call" on this machine
 *   dispatcher  the real webhook-dispatcher: N/5 + N customers are created while it is stopped (their
 *             events wait in credit's stream), then it is started; its first N/5 deliveries are the
 *             warm-up, and the clock runs from there until the receiver holds N more: stream
 *             consumption, inbox and fan-out, enqueue, secret lookup, signing, HTTPS, and the attempt
 *             written to PostgreSQL for every delivery. The baseline skips as many deliveries first.
 *
 * The two runs alternate, BENCH_PAIRS times (default 3), and the pair with the median ratio counts.
 * Target: the dispatcher reaches at least 80% of the baseline. The events come from customers of enough
 * merchants (each with its endpoint) that none of them exceeds the gateway's rate limit.
 * BENCH_WEBHOOK_EVENTS (N, default 8000: windows of 3,000 lasted about two seconds a side and their pairs
 * read anywhere from 0.51 to 0.92). Both runs use the same receiver, in the benchmark process; the
 * baseline worker runs in its own process, like the dispatcher.
 *
 * With BENCH_PROFILE_DIR set, every measured baseline worker and dispatcher runs under the CPU profiler,
 * and the results add where each spends its CPU per delivery, part by part (bench/lib/cpu-profile.js).
 */
const { fork } = require('node:child_process');
const { createHmac } = require('node:crypto');
const { Agent, request } = require('node:https');
const { randomBytes } = require('node:crypto');
const { join } = require('node:path');
const { profileIn } = require('../lib/cpu-profile');
const { cpuSeconds, machineBusySeconds, settleOrWarn, stealMeter } = require('../lib/proc');
const { medianPair, pairsNote } = require('../lib/pairs');

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS || 8000);
/** Deliveries before the clock starts, on both sides: the warm-up (JIT, connections, pools). */
const WARM = Math.round(EVENTS / 5);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** What a profiled process runs with: the preload that profiles its measured window (bench/lib/profile-window.js). */
const PROFILE_PRELOAD = join(__dirname, '..', 'lib', 'profile-window.js');
const CONCURRENCY = 50;
let certificate;

function testing() {
  return require('@netline/testing');
}

async function stackEnv() {
  certificate = await testing().createTestCertificate();
  return { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_CA_FILE: certificate.certFile, WEBHOOK_CONCURRENCY: String(CONCURRENCY) };
}

function rate(count, ms) {
  return Math.round((count * 1000) / ms);
}

function percentile(sorted, p) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Child process: the bare BullMQ + HTTPS loop. */
async function baselineWorker() {
  const { Queue, Worker } = require('bullmq');
  const IORedis = require('ioredis');
  const { url, ca, count, warm, prefix } = JSON.parse(process.argv[3]);
  const redis = () => new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queue = new Queue('bench-webhooks', { connection: redis(), prefix });
  const body = (index) =>
    JSON.stringify({ id: `evt_${index}`, object: 'customer', type: 'customer.created', occurred_at: new Date().toISOString(), data: { id: `cus_${index}` } });
  await queue.addBulk(
    Array.from({ length: warm + count }, (_, index) => ({
      name: 'deliver',
      data: { body: body(index) },
      opts: { jobId: `bench.${index}`, removeOnComplete: true },
    })),
  );
  const agent = new Agent({ keepAlive: true, ca });
  const post = (payload) =>
    new Promise((resolve, reject) => {
      const signature = createHmac('sha256', 'whsec_bench').update(payload).digest('hex');
      const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'x-webhook-signature': signature } }, (res) => {
        res.resume();
        res.on('end', () => (res.statusCode < 300 ? resolve() : reject(new Error(`status ${res.statusCode}`))));
      });
      req.on('error', reject);
      req.end(payload);
    });
  let done = 0;
  let started = Date.now();
  let cpuAtStart = process.cpuUsage();
  const worker = new Worker('bench-webhooks', (job) => post(job.data.body), { connection: redis(), prefix, concurrency: 50 });
  await new Promise((resolve) =>
    worker.on('completed', () => {
      done += 1;
      if (done === warm) {
        started = Date.now();
        cpuAtStart = process.cpuUsage();
        // The parent reads the whole machine's busy time from here to the result.
        process.send({ clockStarted: true });
      }
      if (done === warm + count) resolve();
    }),
  );
  const elapsed = Date.now() - started;
  const cpu = process.cpuUsage(cpuAtStart);
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  process.send({ elapsed, cpuUs: cpu.user + cpu.system });
  process.exit(0);
}

async function measureBaseline(receiver, path) {
  await settleOrWarn('the bare BullMQ run');
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const child = fork(
    __filename,
    ['webhook-baseline', JSON.stringify({ url: receiver.url(path), ca: receiver.certificate.cert, count: EVENTS, warm: WARM, prefix })],
    PROFILE_DIR
      ? { execArgv: [...process.execArgv, '--require', PROFILE_PRELOAD], env: { ...process.env, BENCH_PROFILE_OUT: join(PROFILE_DIR, 'baseline') } }
      : {},
  );
  let machineAtStart = machineBusySeconds();
  let stolen = stealMeter();
  const { elapsed, cpuUs } = await new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.clockStarted) {
        machineAtStart = machineBusySeconds();
        stolen = stealMeter();
        if (PROFILE_DIR) child.kill('SIGUSR2');
      } else resolve(message);
    });
    child.once('exit', (code) => code !== 0 && reject(new Error(`baseline worker exited with ${code}`)));
  });
  const machineUsPerDelivery = Math.round(((machineBusySeconds() - machineAtStart) * 1e6) / EVENTS);
  return { rps: rate(EVENTS, elapsed), elapsed, cpuUsPerDelivery: Math.round(cpuUs / EVENTS), machineUsPerDelivery, stealPct: stolen() };
}

/** `count` customers, 20 at a time, round-robin over the lease's merchants (their rate limit holds). */
async function createCustomers(stack, lease, count) {
  const { ApiClient, customerInput } = testing();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next++ < count) {
        const merchant = lease.next();
        const response = await ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key).post('/customers', customerInput());
        if (response.status !== 200) throw new Error(`customer create answered ${response.status}`);
      }
    }),
  );
}

/**
 * One measured dispatcher run: registers the lease's merchants' endpoints at `path`, stops the dispatcher,
 * creates WARM + EVENTS customers, starts it again and times the EVENTS deliveries after the warm-up.
 * The endpoints are deleted afterwards: a merchant lent again to a later pair must not still deliver to
 * this one's path, or that pair's dispatcher would do twice the work for it.
 */
async function measureDispatcher(ctx, receiver, path) {
  const { ApiClient } = testing();
  const lease = await ctx.pool.lease(WARM + EVENTS);
  const clients = lease.merchants.map((merchant) => ApiClient.basic(ctx.stack.apiUrl, merchant.merchant_id, merchant.secret_key));
  const endpoint_url = receiver.url(path);
  let elapsed;
  let cpuUsPerDelivery;
  let machineUsPerDelivery;
  let stealPct;
  try {
    for (const client of clients) {
      const registered = await client.post('/webhooks', { endpoint_url, events: { 'customer.created': true } });
      if (registered.status !== 200) throw new Error(`webhooks bench: could not register an endpoint (${registered.status} ${registered.text})`);
    }
    await ctx.stack.kill(ctx.stack.process('webhook-dispatcher'), 'SIGTERM');
    await createCustomers(ctx.stack, lease, WARM + EVENTS);
    // The other consumers working off these events, and the collections after the creation burst, finish
    // before the dispatcher starts, so its measured seconds hold its own work.
    await settleOrWarn('the dispatcher run');
    const dispatcher = await ctx.stack.launch(
      'webhook-dispatcher',
      'webhook-dispatcher',
      PROFILE_DIR ? { NODE_OPTIONS: `--require ${PROFILE_PRELOAD}`, BENCH_PROFILE_OUT: join(PROFILE_DIR, 'dispatcher') } : {},
    );
    await receiver.waitFor(() => receiver.countTo(path) >= WARM, 600_000, 'dispatcher warm-up deliveries');
    const started = Date.now();
    // Profiled from here until the next pair stops it (bench/lib/profile-window.js).
    if (PROFILE_DIR) dispatcher.child.kill('SIGUSR2');
    const cpuAtStart = cpuSeconds(dispatcher.child.pid);
    const machineAtStart = machineBusySeconds();
    const stolen = stealMeter();
    await receiver.waitFor(() => receiver.countTo(path) >= WARM + EVENTS, 600_000, 'dispatcher deliveries');
    stealPct = stolen();
    elapsed = Date.now() - started;
    cpuUsPerDelivery = Math.round(((cpuSeconds(dispatcher.child.pid) - cpuAtStart) * 1e6) / EVENTS);
    machineUsPerDelivery = Math.round(((machineBusySeconds() - machineAtStart) * 1e6) / EVENTS);
    for (const client of clients) {
      const deleted = await client.delete('/webhooks', { endpoint_url });
      if (deleted.status !== 204) throw new Error(`webhooks bench: could not delete an endpoint (${deleted.status} ${deleted.text})`);
    }
  } finally {
    lease.release();
  }
  const received = receiver.requestsTo(path).slice(WARM);
  // Latency from the event occurring (while the dispatcher was down, so it includes the backlog wait) is
  // not meaningful here; report the receiver-side spacing instead via p50/p99 of inter-arrival gaps.
  const gaps = received
    .slice(1)
    .map((entry, index) => entry.at - received[index].at)
    .sort((a, b) => a - b);
  return { rps: rate(EVENTS, elapsed), elapsed, cpuUsPerDelivery, machineUsPerDelivery, stealPct, merchants: lease.used(), gaps };
}

async function run(ctx) {
  const { WebhookReceiver } = testing();
  const receiver = await WebhookReceiver.start(certificate);
  try {
    // Baseline and dispatcher runs alternate (ctx.pairs pairs); the pair with the median ratio counts.
    const pairs = [];
    for (let pair = 0; pair < ctx.pairs; pair += 1) {
      const baseline = await measureBaseline(receiver, `/baseline/${pair}`);
      const dispatcher = await measureDispatcher(ctx, receiver, `/dispatcher/${pair}`);
      pairs.push({ baseline, dispatcher, ratio: dispatcher.rps / baseline.rps });
    }
    const { baseline, dispatcher, ratio } = medianPair(pairs);
    const pairNote = pairsNote(pairs);
    let profile;
    if (PROFILE_DIR) {
      // The last dispatcher writes its profile as it is stopped; a plain one takes its place for what follows.
      await ctx.stack.kill(ctx.stack.process('webhook-dispatcher'), 'SIGTERM');
      await ctx.stack.launch('webhook-dispatcher');
      const units = ctx.pairs * EVENTS;
      profile = {
        dir: PROFILE_DIR,
        baseline_worker: profileIn(join(PROFILE_DIR, 'baseline'), units),
        dispatcher: profileIn(join(PROFILE_DIR, 'dispatcher'), units),
      };
    }
    const names = ['webhooks baseline: bare BullMQ + HTTPS POST', 'webhooks: dispatcher deliveries/s'];
    ctx.results.webhooks = {
      ratio: +ratio.toFixed(3),
      pair_ratios: pairs.map((pair) => +pair.ratio.toFixed(3)),
      events: EVENTS,
      merchants: dispatcher.merchants,
      rows: names,
      // CPU of the delivering process alone, per measured delivery: steadier than req/s on a busy machine.
      cpu_us_per_delivery: { baseline_worker: baseline.cpuUsPerDelivery, dispatcher: dispatcher.cpuUsPerDelivery },
      // The whole machine's busy time per measured delivery (every process: PostgreSQL, Redis and the
      // receiver too). Both runs keep the two cores most of the way busy, so the ratio of deliveries per
      // second tracks the inverse ratio of these two figures (bench/README.md, "The rows").
      machine_us_per_delivery: { baseline: baseline.machineUsPerDelivery, dispatcher: dispatcher.machineUsPerDelivery },
      // The hypervisor's share of the machine during each measured window (the median pair's).
      steal_pct: { baseline: baseline.stealPct, dispatcher: dispatcher.stealPct },
      // With BENCH_PROFILE_DIR: each process's CPU per measured delivery, part by part.
      ...(profile ? { profile } : {}),
    };
    return [
      {
        scenario: names[0],
        rps: baseline.rps,
        p50_ms: 0,
        p99_ms: 0,
        note: `${EVENTS} deliveries after ${WARM} of warm-up, concurrency ${CONCURRENCY}; worker CPU ${baseline.cpuUsPerDelivery} µs/delivery, machine ${baseline.machineUsPerDelivery} µs/delivery`,
        steal_pct: baseline.stealPct,
      },
      {
        scenario: names[1],
        rps: dispatcher.rps,
        p50_ms: percentile(dispatcher.gaps, 50),
        p99_ms: percentile(dispatcher.gaps, 99),
        steal_pct: dispatcher.stealPct,
        note: `${(ratio * 100).toFixed(0)}% of baseline (target ≥ 80%: ${ratio >= 0.8 ? 'met' : 'not met'}); dispatcher CPU ${dispatcher.cpuUsPerDelivery} µs/delivery, machine ${dispatcher.machineUsPerDelivery} µs/delivery; p50/p99 = gap between arrivals${pairNote ? `; ${pairNote}` : ''}`,
      },
    ];
  } finally {
    await receiver.stop();
  }
}

if (process.argv[2] === 'webhook-baseline') {
  baselineWorker().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

module.exports = { name: 'webhooks', stackEnv, run };
