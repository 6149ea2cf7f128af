/**
 * Webhook deliveries per second to a local HTTPS receiver:
 *
 *   baseline  a bare BullMQ queue and worker (concurrency 50) that signs each body and POSTs it over
 *             keep-alive HTTPS: the ceiling for "a queue plus an HTTPS call" on this machine
 *   dispatcher  the real webhook-dispatcher: N customers are created while it is stopped (their events
 *             wait in credit's stream), then it is started and the clock runs from its readiness until the
 *             receiver holds all N deliveries: stream consumption, inbox and fan-out, enqueue, secret
 *             lookup, signing, HTTPS, and the attempt written to PostgreSQL for every delivery
 *
 * Target: the dispatcher reaches at least 60% of the baseline. BENCH_WEBHOOK_EVENTS (default 3000).
 * Both runs use the same receiver, in the benchmark process; the baseline worker runs in its own process,
 * like the dispatcher.
 */
const { fork } = require('node:child_process');
const { createHmac } = require('node:crypto');
const { Agent, request } = require('node:https');
const { randomBytes } = require('node:crypto');

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS || 3000);
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
  const { url, ca, count, prefix } = JSON.parse(process.argv[3]);
  const redis = () => new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queue = new Queue('bench-webhooks', { connection: redis(), prefix });
  const body = (index) => JSON.stringify({ id: `evt_${index}`, object: 'customer', type: 'customer.created', occurred_at: new Date().toISOString(), data: { id: `cus_${index}` } });
  await queue.addBulk(Array.from({ length: count }, (_, index) => ({ name: 'deliver', data: { body: body(index) }, opts: { jobId: `bench.${index}`, removeOnComplete: true } })));
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
  const started = Date.now();
  const worker = new Worker('bench-webhooks', (job) => post(job.data.body), { connection: redis(), prefix, concurrency: 50 });
  await new Promise((resolve) => worker.on('completed', () => ++done === count && resolve()));
  const elapsed = Date.now() - started;
  await worker.close();
  await queue.obliterate({ force: true });
  await queue.close();
  process.send({ elapsed });
  process.exit(0);
}

async function measureBaseline(receiver, path) {
  const prefix = `bench${randomBytes(4).toString('hex')}`;
  const child = fork(__filename, ['webhook-baseline', JSON.stringify({ url: receiver.url(path), ca: receiver.certificate.cert, count: EVENTS, prefix })]);
  const { elapsed } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => code !== 0 && reject(new Error(`baseline worker exited with ${code}`)));
  });
  return { rps: rate(EVENTS, elapsed), elapsed };
}

async function createCustomers(api, count) {
  const { customerInput } = testing();
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next++ < count) {
        const response = await api.post('/customers', customerInput());
        if (response.status !== 200) throw new Error(`customer create answered ${response.status}`);
      }
    }),
  );
}

async function run(ctx) {
  const { WebhookReceiver } = testing();
  const receiver = await WebhookReceiver.start(certificate);
  try {
    const baseline = await measureBaseline(receiver, '/baseline');

    const path = '/dispatcher';
    await ctx.api.post('/webhooks', { endpoint_url: receiver.url(path), events: { 'customer.created': true } });
    await ctx.stack.kill(ctx.stack.process('webhook-dispatcher'), 'SIGTERM');
    await createCustomers(ctx.api, EVENTS);
    await ctx.stack.launch('webhook-dispatcher');
    const before = receiver.requestsTo(path).length;
    const started = Date.now();
    await receiver.waitFor(() => receiver.requestsTo(path).length >= EVENTS, 600_000, 'dispatcher deliveries');
    const elapsed = Date.now() - started;
    const received = receiver.requestsTo(path);
    // Latency from the event occurring (while the dispatcher was down, so it includes the backlog wait) is
    // not meaningful here; report the receiver-side spacing instead via p50/p99 of inter-arrival gaps.
    const gaps = received.slice(1).map((entry, index) => entry.at - received[index].at).sort((a, b) => a - b);
    const dispatcherRps = rate(EVENTS - before, elapsed);
    const ratio = dispatcherRps / baseline.rps;
    return [
      { scenario: 'webhooks baseline: bare BullMQ + HTTPS POST', rps: baseline.rps, p50_ms: 0, p99_ms: 0, note: `${EVENTS} deliveries, concurrency ${CONCURRENCY}` },
      {
        scenario: 'webhooks: dispatcher deliveries/s',
        rps: dispatcherRps,
        p50_ms: percentile(gaps, 50),
        p99_ms: percentile(gaps, 99),
        note: `${(ratio * 100).toFixed(0)}% of baseline (target ≥ 60%: ${ratio >= 0.6 ? 'met' : 'not met'}); p50/p99 = gap between arrivals`,
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
