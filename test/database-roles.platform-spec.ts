import { databaseRoles } from '@netline/config';
import { freePort, ROOT, Stack, testAdminDatabaseUrl } from '@netline/testing';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * The built processes and least-privilege database access: a service started before its database was
 * provisioned exits at once, saying which command to run; a stack provisions first, its services log in
 * as their runtime roles, and stopping it removes its databases and roles.
 */
async function bootUnprovisioned(app: string): Promise<{ code: number | null; output: string }> {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const child = spawn(process.execPath, [join(ROOT, 'apps', app, 'dist', 'main.js')], {
    env: { ...process.env, NETLINE_NAMESPACE: namespace, HTTP_PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}

async function adminQuery<T extends Record<string, unknown>>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: testAdminDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('database roles of the running services', () => {
  it('a service whose database was never provisioned exits non-zero, naming the command to run', async () => {
    const result = await bootUnprovisioned('treasury');
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/treasury failed to start: treasury's database netline_t\w+_treasury is not ready/);
    expect(result.output).toContain('npm run db:provision');
  });

  it('a stack provisions before starting, each service logs in as its runtime role, and stopping drops databases and roles', async () => {
    const stack = await Stack.start({ apps: ['identity', 'credit'], namespace: 'random' });
    const roles = ['identity', 'credit'].map((service) =>
      databaseRoles({ DB_PREFIX: process.env.DB_PREFIX || 'netline', NETLINE_NAMESPACE: stack.namespace }, service),
    );
    try {
      const sessions = await adminQuery<{ application_name: string; usename: string; datname: string }>(
        "SELECT DISTINCT application_name, usename, datname FROM pg_stat_activity WHERE datname = ANY($1) AND application_name LIKE 'netline-%' ORDER BY application_name",
        [roles.map((role) => role.database)],
      );
      expect(sessions).toEqual([
        { application_name: 'netline-credit', usename: roles[1].runtime, datname: roles[1].database },
        { application_name: 'netline-identity', usename: roles[0].runtime, datname: roles[0].database },
      ]);
    } finally {
      await stack.stop();
    }
    const left = await adminQuery<{ name: string }>(
      'SELECT datname AS name FROM pg_database WHERE datname = ANY($1) UNION ALL SELECT rolname FROM pg_roles WHERE rolname = ANY($2)',
      [roles.map((role) => role.database), roles.flatMap((role) => [role.owner, role.runtime])],
    );
    expect(left).toEqual([]);
  });
});
