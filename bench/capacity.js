#!/usr/bin/env node
'use strict';
/**
 * `node bench/capacity.js [--merchants N] [--per-minute R] [--mix read=0.8,create_customer=0.1,create_invoice=0.1]
 *  [--utilisation U] [--results FILE]`
 *
 * Sizes a deployment from the CPU cost per request per tier that `npm run bench` measured (its `capacity`
 * section in bench/results/latest.json): N merchants each sending R requests a minute (their rate limit)
 * in the given mix. For each tier it prints the weighted CPU µs per request, the cores the load needs at
 * utilisation U (the HPAs' target), the replicas that means for a Node.js app (one core each at most: a
 * process runs JavaScript on one thread), and the ceiling of one instance of a single-threaded tier.
 * docs/capacity.md explains the model and what it leaves out.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const SERVERS = new Set(['postgresql', 'redis', 'nats']);
/** Tiers whose one instance runs on one core: every Netline app, and Redis's command thread. */
const SINGLE_THREADED = (tier) => !SERVERS.has(tier) || tier === 'redis';
/** The production overlay never runs fewer than this many replicas of an app (deploy/k8s). */
const MIN_REPLICAS = 3;

function options(argv) {
  const read = (name, fallback) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : fallback;
  };
  const mix = Object.fromEntries(
    read('mix', 'read=0.8,create_customer=0.1,create_invoice=0.1')
      .split(',')
      .map((pair) => pair.split('='))
      .map(([name, share]) => [name, Number(share)]),
  );
  const total = Object.values(mix).reduce((sum, share) => sum + share, 0);
  if (Math.abs(total - 1) > 1e-6) throw new Error(`--mix shares add up to ${total}, not 1`);
  return {
    merchants: Number(read('merchants', 10_000)),
    perMinute: Number(read('per-minute', 100)),
    utilisation: Number(read('utilisation', 0.7)),
    mix,
    results: read('results', join(__dirname, 'results', 'latest.json')),
  };
}

function size({ merchants, perMinute, utilisation, mix }, costs) {
  const rate = (merchants * perMinute) / 60;
  const tiers = new Set(Object.values(costs).flatMap((byTier) => Object.keys(byTier)));
  return {
    rate,
    rows: [...tiers]
      .map((tier) => {
        const us = Object.entries(mix).reduce((sum, [kind, share]) => {
          if (!costs[kind]) throw new Error(`the bench measured no "${kind}" (have: ${Object.keys(costs).join(', ')})`);
          return sum + share * (costs[kind][tier] ?? 0);
        }, 0);
        const cores = (rate * us) / 1e6 / utilisation;
        const app = !SERVERS.has(tier);
        return {
          tier,
          us_per_request: Math.round(us),
          cores: +cores.toFixed(2),
          replicas: app ? Math.max(MIN_REPLICAS, Math.ceil(cores)) : null,
          one_instance_ceiling_rps: SINGLE_THREADED(tier) && us > 0 ? Math.round((1e6 / us) * utilisation) : null,
        };
      })
      .sort((a, b) => b.cores - a.cores),
  };
}

function main() {
  const opts = options(process.argv.slice(2));
  const results = JSON.parse(readFileSync(opts.results, 'utf8'));
  if (!results.capacity) throw new Error(`${opts.results} has no capacity section: run \`BENCH_SCENARIOS=capacity npm run bench\``);
  const { rate, rows } = size(opts, results.capacity.cpu_us_per_request);
  console.log(
    `${opts.merchants} merchants × ${opts.perMinute}/min = ${Math.round(rate)} req/s; mix ${JSON.stringify(opts.mix)}; utilisation ${opts.utilisation}`,
  );
  console.log(`measured ${results.at} on ${results.machine.cores} cores\n`);
  console.table(rows);
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

module.exports = { size };
