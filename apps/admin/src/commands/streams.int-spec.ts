import { adminCli, waitFor } from '@netline/testing';
import IORedis from 'ioredis';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const MAIN = join(__dirname, '..', '..', 'dist', 'main.js');

/** `npm run admin -- events replay|tail` against real Redis (the built CLI). */
describe('admin events replay and tail', () => {
  const namespace = `st${randomBytes(4).toString('hex')}`;
  const env = { NETLINE_NAMESPACE: namespace, REDIS_URL };
  const stream = `${namespace}:events:treasury`;
  const redis = new IORedis(REDIS_URL);

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  const event = (id: string, data: Record<string, unknown>) =>
    JSON.stringify({ id, type: 'payment.paid', object: 'payment', version: 1, merchant_id: 'mer_1', occurred_at: new Date().toISOString(), data });

  /** Runs the CLI as an operator would, collecting its lines; `onStart` runs once it is up. */
  function runCli(args: string[], onStart?: (child: ReturnType<typeof spawn>) => void): Promise<{ code: number | null; lines: string[]; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [MAIN, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('exit', (code) => resolve({ code, lines: stdout.split('\n').filter(Boolean), stderr }));
      onStart?.(child);
    });
  }

  it('re-delivers a stream to one group from a time on', async () => {
    const base = Date.now() - 3 * 3_600_000;
    for (let hour = 0; hour < 3; hour += 1) await redis.xadd(stream, `${base + hour * 3_600_000}-0`, 'event', event(`evt_${hour}`, { id: `pay_${hour}` }));
    await redis.xgroup('CREATE', stream, 'credit', '0');
    const read = (await redis.xreadgroup('GROUP', 'credit', 'c1', 'COUNT', 100, 'STREAMS', stream, '>')) as Array<[string, Array<[string, string[]]>]>;
    await redis.xack(stream, 'credit', ...read[0][1].map(([id]) => id));

    const from = new Date(base + 3_600_000).toISOString();
    const replay = await adminCli<Record<string, unknown>>(env, ['events', 'replay', '--stream', 'treasury', '--group', 'credit', '--from', from]);
    expect(replay).toMatchObject({
      stream: 'events:treasury',
      group: 'credit',
      from,
      last_delivered_id: `${base}-0`,
      entries_to_redeliver: 2,
      trimmed_before_from: false,
    });
    expect(String(replay.inbox_note)).toContain("DELETE FROM inbox WHERE consumer = 'credit'");
    const again = (await redis.xreadgroup('GROUP', 'credit', 'c1', 'COUNT', 100, 'STREAMS', stream, '>')) as Array<[string, Array<[string, string[]]>]>;
    expect(again[0][1].map(([, fields]) => JSON.parse(fields[1]).id)).toEqual(['evt_1', 'evt_2']);

    await expect(adminCli(env, ['events', 'replay', '--stream', 'treasury', '--group', 'nobody', '--from', from])).rejects.toMatchObject({
      stdout: expect.stringContaining('No consumer group nobody on events:treasury'),
    });
    await expect(adminCli(env, ['events', 'replay', '--stream', 'treasury', '--group', 'credit', '--from', 'yesterday'])).rejects.toMatchObject({
      stderr: expect.stringContaining('expected an ISO 8601 time'),
    });
  });

  it('tails the events arriving on a stream, parsed against the catalogue, and stops after --count', async () => {
    const since = new Date();
    const tail = runCli(['events', 'tail', '--stream', 'treasury', '--from', since.toISOString(), '--count', '2', '--json']);
    await redis.xadd(stream, '*', 'event', event('evt_live', { id: 'pay_live', customer_id: 'cus_1', amount: 500, applied: [], unapplied: 500 }));
    await redis.xadd(stream, '*', 'event', event('evt_broken', { id: 'pay_broken', customer_id: 'cus_1', amount: 'lots', applied: [], unapplied: 0 }));
    await redis.xadd(stream, '*', 'event', event('evt_after', { id: 'pay_after', customer_id: 'cus_1', amount: 1, applied: [], unapplied: 1 }));
    const { code, lines } = await tail;
    expect(code).toBe(0);
    expect(lines).toHaveLength(2);
    const [live, broken] = lines.map((line) => JSON.parse(line));
    expect(live).toMatchObject({
      stream: 'events:treasury',
      valid: true,
      event: { id: 'evt_live', type: 'payment.paid', data: { amount: 500, unapplied: 500 } },
    });
    expect(broken).toMatchObject({ valid: false, error: expect.stringMatching(/^invalid_data: .*data\.amount/) });
  });

  /** Resolves once the tail of process `pid` is waiting in XREAD (so it is up, with its Ctrl-C handler). */
  async function blockedInXread(pid: number): Promise<void> {
    const name = `name=netline-admin-tail-${pid} `;
    const waiting = (clients: string[]) => clients.some((client) => client.includes(name) && / cmd=xread( |$)/.test(client));
    const clients = await waitFor(async () => String(await redis.client('LIST')).split('\n'), waiting, 20_000);
    if (!waiting(clients)) throw new Error(`the tail (pid ${pid}) never waited in XREAD`);
  }

  it('exits cleanly on Ctrl-C', async () => {
    // Ctrl-C once the tail is waiting for entries: how long a CLI takes to start varies with the machine.
    let tail: ReturnType<typeof spawn> | undefined;
    const exited = runCli(['events', 'tail', '--stream', 'treasury'], (child) => (tail = child));
    await blockedInXread(tail!.pid!).catch((error: unknown) => {
      tail!.kill('SIGKILL');
      throw error;
    });
    tail!.kill('SIGINT');
    const { code, stderr } = await exited;
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
