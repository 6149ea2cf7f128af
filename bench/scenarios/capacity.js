'use strict';
/**
 * Capacity: what one request costs each tier, in CPU time, for the three requests that make up most of
 * a merchant's traffic — a read (GET /api/customers/{id}), a customer created (POST /api/customers) and an
 * invoice created (POST /api/invoices). While each is driven at saturation, the CPU time (user + system,
 * from /proc/<pid>/stat) of every process is sampled: each Netline process of the stack, the PostgreSQL
 * backends serving this stack's databases plus the server's own workers, the Redis server and the NATS
 * server. Work a write sets off after its answer (the outbox relay, the consumers, webhooks) is counted by
 * letting the measurement window run on until every process is idle again.
 *
 * Dividing a tier's CPU time by the requests answered gives µs of CPU per request per tier; docs/capacity.md
 * turns those into replicas and server sizes for a target rate. The figures are CPU, not wall time, so they
 * hold on a loaded or differently sized machine better than req/s do; they assume the shared PostgreSQL,
 * Redis and NATS serve only this stack while the row runs (run the bench on a quiet machine).
 */
const { readFileSync, readdirSync } = require('node:fs');
const { randomUUID } = require('node:crypto');
const { customerInput } = require('@netline/testing');
const { cpuSeconds, rssMb } = require('../lib/proc');

const IDLE_CPU_SHARE = 0.05; // a tier below 5% of a core is idle for the tail window

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
}

/** The processes of each tier: Netline processes by app, and the three servers. */
function tiers(stack) {
  const result = new Map();
  const add = (tier, pid) => result.set(tier, [...(result.get(tier) ?? []), pid]);
  for (const entry of stack.processes) if (entry.child.pid) add(entry.app, entry.child.pid);
  const databasePrefix = `_${stack.namespace}_`;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const command = commandLine(pid);
    if (/^redis-server\b/.test(command)) add('redis', pid);
    else if (/(^|\/)nats-server\b/.test(command)) add('nats', pid);
    else if (/^postgres: /.test(command)) {
      // A backend names its database; the server's own workers (WAL writer, checkpointer…) name none.
      const backend = /^postgres: \S+: \S+ (\S+) /.exec(command);
      if (!backend || backend[1].includes(databasePrefix)) add('postgresql', pid);
    } else if (/\/postgres -D /.test(command)) add('postgresql', pid);
  }
  return result;
}

/** CPU seconds used so far by every process of every tier, by pid. */
function snapshot(stack) {
  const map = tiers(stack);
  const cpu = new Map();
  for (const [tier, pids] of map) for (const pid of pids) cpu.set(pid, { tier, seconds: cpuSeconds(pid) ?? 0 });
  return cpu;
}

/** CPU seconds each tier used between two snapshots (a process started in between counts from zero). */
function spent(before, after) {
  const byTier = {};
  for (const [pid, { tier, seconds }] of after) byTier[tier] = (byTier[tier] ?? 0) + seconds - (before.get(pid)?.seconds ?? 0);
  return byTier;
}

/**
 * Waits until every tier used under a twentieth of a core over the last half second (at most 20 s), so
 * the work a request set off after its answer falls inside the window. A PostgreSQL backend that closes
 * in the window takes its CPU time with it; the pools keep their connections, so that is rare.
 */
async function untilIdle(stack) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const before = snapshot(stack);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (Object.values(spent(before, snapshot(stack))).every((seconds) => seconds / 0.5 <= IDLE_CPU_SHARE)) return;
  }
}

async function profile(ctx, label, target) {
  const { stack } = ctx;
  let before;
  // The CPU window holds the recorded run only (not the setup or the warm-up) and the work it set off.
  const result = await ctx.measureAsMerchants({
    ...target,
    beforeMeasure: async () => {
      await untilIdle(stack);
      before = snapshot(stack);
    },
  });
  await untilIdle(stack);
  const byTier = spent(before, snapshot(stack));
  const requests = result.requests;
  const perTier = Object.fromEntries(Object.entries(byTier).map(([tier, seconds]) => [tier, requests > 0 ? Math.round((seconds * 1e6) / requests) : null]));
  return {
    row: ctx.row(`capacity: ${label}`, result, 'CPU µs/request by tier: latest.json capacity'),
    cpu_us_per_request: perTier,
  };
}

module.exports = {
  name: 'capacity',
  async run(ctx) {
    const { stack, pool, withCustomers, expectedRps } = ctx;
    const json = { 'content-type': 'application/json' };

    const read = await profile(ctx, 'GET /api/customers/{id}', {
      url: `${stack.apiUrl}/customers/x`,
      expectedRps,
      prepare: withCustomers,
      request: (merchant) => ({ path: `/api/customers/${merchant.customer}` }),
    });
    const customers = await profile(ctx, 'POST /api/customers', {
      url: `${stack.apiUrl}/customers`,
      method: 'POST',
      headers: json,
      expectedRps,
      request: () => ({ body: JSON.stringify(customerInput()) }),
    });
    const invoices = await profile(ctx, 'POST /api/invoices', {
      url: `${stack.apiUrl}/invoices`,
      method: 'POST',
      headers: json,
      expectedRps,
      prepare: (lease) => pool.approveCustomers(lease),
      request: (merchant) => ({ body: JSON.stringify({ customer_id: merchant.approved, number: `INV-${randomUUID().slice(0, 12)}`, amount: 100 }) }),
    });

    const memory = Object.fromEntries(stack.processes.filter((entry) => entry.child.pid).map((entry) => [entry.name, rssMb(entry.child.pid)]));
    ctx.results.capacity = {
      cpu_us_per_request: { read: read.cpu_us_per_request, create_customer: customers.cpu_us_per_request, create_invoice: invoices.cpu_us_per_request },
      rss_mb_after: memory,
    };
    for (const [label, profiled] of [
      ['read', read],
      ['create_customer', customers],
      ['create_invoice', invoices],
    ]) {
      console.log(
        `  ${label}: ${Object.entries(profiled.cpu_us_per_request)
          .map(([tier, us]) => `${tier} ${us} µs`)
          .join(', ')}`,
      );
    }
    return [read.row, customers.row, invoices.row];
  },
  // The data-scale scenario counts CPU per request over the same processes.
  commandLine,
  snapshot,
  spent,
};
