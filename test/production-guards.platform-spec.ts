import { newBusKeys } from '@netline/messaging/client';
import { DATABASE_SERVICES, dropNamespaceDatabases } from '@netline/persistence';
import { adminCli, DurableRedis, freePort, MailSink, ROOT, testAdminDatabaseUrl } from '@netline/testing';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';

/**
 * The production guards on the built processes: with APP_ENV=production a service exits non-zero, naming
 * the setting, on a Redis without an append-only file (the developer Redis here keeps nothing on disk),
 * on PostgreSQL with synchronous_commit=off, on a store off the host reached without TLS, or with a
 * published default secret; with durable stores and secrets of its own it starts (the stores here are
 * on the loopback address, which needs no TLS).
 */
const DEVELOPER_REDIS = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Boot {
  code: number | null;
  output: string;
  ready: boolean;
  namespace: string;
}

/**
 * Starts one app (its database provisioned and migrated first, with passwords of its own); resolves when
 * it exits, or (stopping it) once it has said it listens and `/readyz` answers 200. The namespace's
 * databases and roles are dropped after.
 */
async function boot(app: string, env: Record<string, string>): Promise<Boot> {
  const port = await freePort();
  const namespace = `t${randomBytes(5).toString('hex')}`;
  // The migrations read the app's settings too (identity's sealing key among them).
  // Bus keys of its own too (a deployed process refuses the published development keys).
  const keys = newBusKeys([app]);
  const busKeys = { PRINCIPAL_KEY: keys.privateKeys[app], PRINCIPAL_PUBLIC_KEYS: keys.publicKeys };
  const settings = { SECRET_HMAC_KEY: randomUUID() + randomUUID(), UPLOAD_SIGNING_SECRET: randomUUID(), ...busKeys, ...env };
  const database: Record<string, string> = {};
  const provisioned = (DATABASE_SERVICES as readonly string[]).includes(app);
  try {
    if (provisioned) {
      const suffix = app.toUpperCase().replace(/-/g, '_');
      database.DB_PASSWORD = randomUUID();
      await adminCli(
        {
          ...settings,
          NETLINE_NAMESPACE: namespace,
          APP_ENV: 'production',
          DATABASE_ADMIN_URL: testAdminDatabaseUrl(),
          [`DB_PASSWORD_${suffix}`]: database.DB_PASSWORD,
          [`DB_OWNER_PASSWORD_${suffix}`]: randomUUID(),
        },
        ['db', 'provision', '--migrate', '--services', app],
      );
    }
    return await run(app, port, namespace, { ...database, ...settings });
  } finally {
    if (provisioned) await dropNamespaceDatabases(testAdminDatabaseUrl(), { DB_PREFIX: process.env.DB_PREFIX || 'netline', NETLINE_NAMESPACE: namespace });
  }
}

async function run(app: string, port: number, namespace: string, env: Record<string, string>): Promise<Boot> {
  const child = spawn(process.execPath, [join(ROOT, 'apps', app, 'dist', 'main.js')], {
    env: {
      ...process.env,
      APP_ENV: 'production',
      NETLINE_NAMESPACE: namespace,
      HTTP_PORT: String(port),
      GATEWAY_PORT: String(port),
      OAUTH_COOKIE_SECRET: randomUUID() + randomUUID(),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  let ready = false;
  // Another suite's process may be handed the same free port and answer /readyz: only this child's own
  // "listening" line makes its /readyz worth asking.
  const listening = () => output.includes(`"msg":"${app} listening"`);
  while (child.exitCode === null && Date.now() < deadline && !ready) {
    ready =
      listening() &&
      (await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      ));
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (child.exitCode === null) child.kill('SIGTERM');
  const code = await exited;
  return { code, output, ready, namespace };
}

describe('production guards at boot', () => {
  let durable: DurableRedis;

  beforeAll(async () => {
    durable = await DurableRedis.start();
  });

  afterAll(async () => {
    await durable?.stop();
  });

  it.each(['treasury', 'gateway'])('%s refuses a Redis with appendonly no and exits non-zero, naming the setting', async (app) => {
    const result = await boot(app, { REDIS_URL: DEVELOPER_REDIS });
    expect(result.ready).toBe(false);
    expect(result.code).toBe(1);
    expect(result.output).toContain('refusing to start with APP_ENV=production');
    expect(result.output).toContain('Redis has appendonly no');
  });

  it('refuses Redis and NATS off the host without TLS, naming both settings, before connecting to either', async () => {
    // Names that do not resolve: a connection attempt would end in a lookup error instead of this refusal.
    const result = await boot('gateway', { REDIS_URL: 'redis://redis.netline.invalid:6379', NATS_URL: 'nats://nats.netline.invalid:4222' });
    expect(result.ready).toBe(false);
    expect(result.code).toBe(1);
    expect(result.output).toContain('refusing to start with APP_ENV=production');
    expect(result.output).toContain('REDIS_URL reaches redis.netline.invalid:6379 without TLS: use a rediss:// URL');
    expect(result.output).toContain('NATS_URL reaches nats.netline.invalid:4222 without TLS: use tls:// servers or set NATS_TLS_CA_FILE');
    expect(result.output).not.toMatch(/ENOTFOUND|EAI_AGAIN/);
  });

  it('refuses PostgreSQL with synchronous_commit=off', async () => {
    const separator = DATABASE_URL.includes('?') ? '&' : '?';
    const result = await boot('treasury', { REDIS_URL: durable.url, DATABASE_URL: `${DATABASE_URL}${separator}options=-c%20synchronous_commit%3Doff` });
    expect(result.code).toBe(1);
    expect(result.output).toContain('PostgreSQL has synchronous_commit=off');
    expect(result.output).not.toContain('appendonly');
  });

  it('refuses a database password left at the published development default', async () => {
    const result = await boot('treasury', { REDIS_URL: durable.url, DB_PASSWORD: 'netline-development-only-db-password' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('DB_PASSWORD is a published development default');
  });

  it('refuses a secret left at the compose default', async () => {
    const result = await boot('identity', { REDIS_URL: durable.url, SECRET_HMAC_KEY: 'compose-only-hmac-key-change-me-0000000' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('SECRET_HMAC_KEY is a published development default');
  });

  it("refuses the gateway with the MCP sign-in's development cookie secret", async () => {
    const result = await boot('gateway', { REDIS_URL: durable.url, OAUTH_COOKIE_SECRET: 'netline-development-only-oauth-cookie-secret' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('OAUTH_COOKIE_SECRET is a published development default');
  });

  it('refuses the published development bus keys: the private key as a published secret, an unset public list by name', async () => {
    const privateKey = await boot('gateway', { REDIS_URL: durable.url, PRINCIPAL_KEY: '' });
    expect(privateKey.code).toBe(1);
    expect(privateKey.output).toContain('PRINCIPAL_KEY is a published development default');
    const publicKeys = await boot('gateway', { REDIS_URL: durable.url, PRINCIPAL_PUBLIC_KEYS: '' });
    expect(publicKeys.code).toBe(1);
    expect(publicKeys.output).toContain('PRINCIPAL_PUBLIC_KEYS is not set');
  });

  it('refuses billing without a mail server, naming SMTP_URL, and starts it with one', async () => {
    const refused = await boot('billing', { REDIS_URL: durable.url });
    expect(refused.ready).toBe(false);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('refusing to start with APP_ENV=production');
    expect(refused.output).toContain('SMTP_URL is not set');
    const sink = await MailSink.start();
    try {
      const started = await boot('billing', { REDIS_URL: durable.url, SMTP_URL: sink.url });
      expect(started.output).not.toContain('refusing to start');
      expect(started.ready).toBe(true);
    } finally {
      await sink.stop();
    }
  });

  it('starts on durable stores with secrets of its own', async () => {
    const result = await boot('treasury', { REDIS_URL: durable.url });
    expect(result.output).not.toContain('refusing to start');
    expect(result.ready).toBe(true);
  });
});
