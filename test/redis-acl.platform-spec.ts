import { REDIS_USERS, RedisUser, redisPasswordVariable } from '@netline/catalogue';
import { DomainEvent, streamName } from '@netline/contracts';
import { FailureThrottle, IdempotencyStore, RateLimiter } from '@netline/edge';
import { consumerGroupsOf, createRedis, readStoreSettings, RedisStreamPublisher, rewindGroup, StreamConsumer, trimStreamByAge } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { MerchantClock } from '@netline/persistence';
import { DurableRedis, freePort, waitFor } from '@netline/testing';
import { Job, Worker } from 'bullmq';
import IORedis, { Redis } from 'ioredis';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { SessionStore } from '../apps/gateway/src/dashboard/session-store';
import { CredentialLocks } from '../apps/gateway/src/oauth/credential-locks';
import { WebhookDispatcherConfig } from '../apps/webhook-dispatcher/src/config';
import { DeliveryQueue, JobName, QueueName, queuePrefix } from '../apps/webhook-dispatcher/src/dispatch/delivery-queue';
import { messagingBed } from '../libs/messaging/src/messaging.int-fixture';
import { aclFile, grantedCommands, parseAcl, RENDER_SCRIPT, ROOT } from './deploy/redis-acl-rules';

/**
 * The production Redis ACL file on a redis-server of the test's own, its passwords supplied as the
 * deployment supplies them (deploy/redis/render-acl.sh, each REDIS_PASSWORD_<USER> in its environment):
 * nothing runs without a login; no user runs a dangerous command; the gateway cannot add to
 * `events:treasury`, read a stream or another app's keys, and the MCP endpoint cannot read the gateway's
 * sessions; and each app does what it really does through its own code, under its own user: the edges'
 * idempotency records, rate-limit windows, failure throttle, sessions and OAuth locks; treasury's stream
 * and billing's consumer group on it (a real StreamConsumer, with its dead letters); the dispatcher's
 * BullMQ queue and worker; insights' rebuild; KEDA's reads; the admin CLI's replay and rewind.
 */
const NO_NAMESPACE = { NETLINE_NAMESPACE: '' };

class AclRedis {
  private constructor(
    private readonly child: ChildProcess,
    private readonly dir: string,
    readonly url: string,
    readonly passwords: Record<RedisUser, string>,
  ) {}

  /** Renders deploy/redis/<env>.acl with fresh passwords and starts a durable redis-server on it. */
  static async start(appEnv: 'sandbox' | 'production' = 'production'): Promise<AclRedis> {
    const dir = mkdtempSync(join(tmpdir(), 'netline-redis-acl-'));
    const passwords = Object.fromEntries(REDIS_USERS.map((user) => [user, randomBytes(18).toString('base64url')])) as Record<RedisUser, string>;
    const rendered = join(dir, 'users.acl');
    execFileSync('sh', [RENDER_SCRIPT, aclFile(appEnv), rendered], {
      env: { ...process.env, ...Object.fromEntries(REDIS_USERS.map((user) => [redisPasswordVariable(user), passwords[user]])) },
    });
    const port = await freePort();
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--aclfile',
        rendered,
        '--appendonly',
        'yes',
        '--maxmemory-policy',
        'noeviction',
        '--save',
        '',
      ],
      { stdio: 'ignore' },
    );
    const redis = new AclRedis(child, dir, `redis://127.0.0.1:${port}`, passwords);
    const deadline = Date.now() + 10_000;
    // A plain TCP probe: a refused ioredis connection leaves its connect timer behind.
    while (!(await listening(port))) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await redis.stop();
        throw new Error(`redis-server did not start (exit code ${child.exitCode}): is the rendered ACL file valid?`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return redis;
  }

  /** The settings that make a process log in as `user`. */
  settings(user: RedisUser) {
    return { REDIS_URL: this.url, REDIS_USERNAME: user, REDIS_PASSWORD: this.passwords[user] };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const NOPERM = /NOPERM/;
const event = (type: string, data: Record<string, unknown>): DomainEvent => ({
  id: `evt_${randomUUID()}`,
  type,
  object: 'payment',
  merchant_id: 'mer_acl',
  occurred_at: new Date().toISOString(),
  data: { id: `pay_${randomUUID()}`, ...data },
});

describe('Redis ACL users (deploy/redis/production.acl)', () => {
  const bed = messagingBed('redisacl');
  let redis: AclRedis;
  const connections: Redis[] = [];

  /**
   * A connection as `user`, made the way the apps make theirs (createRedis with their settings). KEDA is
   * no Netline process: its connection skips ioredis's ready check (INFO, which it may not send).
   */
  const as = (user: RedisUser, role: 'request' | 'blocking' | 'queue' = 'request') => {
    const connection =
      user === 'keda'
        ? new IORedis(redis.url, { username: 'keda', password: redis.passwords.keda, enableReadyCheck: false, maxRetriesPerRequest: 1 })
        : createRedis(redis.settings(user), `acl-test-${user}`, { role });
    connections.push(connection);
    return connection;
  };

  beforeAll(async () => {
    redis = await AclRedis.start();
  });

  afterAll(async () => {
    for (const connection of connections) connection.disconnect();
    await redis?.stop();
  });

  it('runs nothing without a login, and refuses a wrong password and the default user', async () => {
    const anonymous = new IORedis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, enableReadyCheck: false });
    try {
      await anonymous.connect();
      await expect(anonymous.ping()).rejects.toThrow(/NOAUTH/);
      await expect(anonymous.get('idempotency:mer_acl:key')).rejects.toThrow(/NOAUTH/);
      await expect(anonymous.xadd('events:treasury', '*', 'event', '{}')).rejects.toThrow(/NOAUTH/);
      await expect(anonymous.call('AUTH', 'default', '')).rejects.toThrow(/WRONGPASS/);
      await expect(anonymous.call('AUTH', 'gateway', 'guessed')).rejects.toThrow(/WRONGPASS/);
      // Control: the gateway's own password logs in.
      await expect(anonymous.call('AUTH', 'gateway', redis.passwords.gateway)).resolves.toBe('OK');
    } finally {
      anonymous.disconnect();
    }
  });

  it('lets no user run a dangerous command, list the key space or use pub/sub', async () => {
    // What Redis itself counts as dangerous, asked of a server without ACLs; INFO is the one granted
    // (ioredis's ready check, the production guards and BullMQ read it).
    const plain = await DurableRedis.start();
    let dangerous: string[];
    try {
      const client = new IORedis(plain.url);
      dangerous = (await client.call('ACL', 'CAT', 'dangerous')) as string[];
      client.disconnect();
    } finally {
      await plain.stop();
    }
    expect(dangerous).toEqual(expect.arrayContaining(['flushall', 'keys', 'info']));
    for (const user of parseAcl(readFileSync(aclFile('production'), 'utf8'))) {
      expect({ user: user.name, dangerous: grantedCommands(user).filter((command) => dangerous.includes(command) && command !== 'info') }).toEqual({
        user: user.name,
        dangerous: [],
      });
    }
    const attempts = [
      ['FLUSHALL'],
      ['FLUSHDB'],
      ['KEYS', '*'],
      ['CONFIG', 'GET', '*'],
      ['SORT', 'events:treasury'],
      ['SLOWLOG', 'GET'],
      ['BGREWRITEAOF'],
      ['ACL', 'LIST'],
      ['CLIENT', 'LIST'],
      ['CLIENT', 'KILL', 'ID', '1'],
      ['SAVE'],
      ['SWAPDB', '0', '1'],
      ['SCRIPT', 'FLUSH'],
      ['FUNCTION', 'FLUSH'],
      ['REPLICAOF', 'NO', 'ONE'],
      ['RANDOMKEY'],
      ['DBSIZE'],
      ['PUBLISH', 'events', 'x'],
      ['SHUTDOWN', 'NOSAVE'],
    ];
    for (const user of REDIS_USERS) {
      const connection = as(user);
      for (const [command, ...args] of [...attempts, ...(user === 'admin' ? [] : [['SCAN', '0']])]) {
        await expect(connection.call(command, ...args).then(() => `${user} ran ${command}`)).rejects.toThrow(NOPERM);
      }
    }
  });

  it("keeps the gateway off the streams and other apps' keys, and the MCP endpoint off the gateway's sessions", async () => {
    const stream = streamName('treasury');
    await new RedisStreamPublisher(as('treasury')).publish(stream, [event('payment.paid', { amount: 1000 })]);
    const entries = await as('admin').xlen(stream);
    const gateway = as('gateway');
    const forged = ['event', JSON.stringify(event('payment.paid', { amount: 99_999_999 }))];
    await expect(gateway.xadd(stream, '*', ...forged)).rejects.toThrow(NOPERM);
    // Nor through a script run on a key it may use: Redis checks each call of a script too.
    await expect(gateway.eval(`return redis.call('XADD', '${stream}', '*', 'event', ARGV[1])`, 1, 'idempotency:mer_acl:x', forged[1])).rejects.toThrow(
      /can't (access|run)|NOPERM/,
    );
    await expect(gateway.xrange(stream, '-', '+')).rejects.toThrow(NOPERM);
    await expect(gateway.xgroup('CREATE', stream, 'gateway', '0')).rejects.toThrow(NOPERM);
    await expect(gateway.del(stream)).rejects.toThrow(NOPERM);
    await expect(gateway.get('online-declines:mer_acl:inv_1')).rejects.toThrow(NOPERM);
    await expect(gateway.hgetall('bull:webhook-deliveries:1')).rejects.toThrow(NOPERM);
    await expect(gateway.hgetall('clock:offsets')).rejects.toThrow(NOPERM);
    // A service that consumes treasury's stream cannot forge on it either, nor can any other app.
    for (const user of ['billing', 'credit', 'insights', 'identity', 'webhook-dispatcher', 'keda', 'mcp'] as const) {
      await expect(as(user).xadd(stream, '*', ...forged)).rejects.toThrow(NOPERM);
    }
    expect(await as('admin').xlen(stream)).toBe(entries);

    const options = { idleMs: 60_000, absoluteMs: 3_600_000 };
    const session = await new SessionStore(gateway, NO_NAMESPACE, options).create({ id: 'usr_acl', merchant_id: 'mer_acl' });
    expect(await new SessionStore(gateway, NO_NAMESPACE, options).touch(session.id)).toMatchObject({ user_id: 'usr_acl' });
    await expect(new SessionStore(as('mcp'), NO_NAMESPACE, options).touch(session.id)).rejects.toThrow(NOPERM);
    await expect(new SessionStore(as('mcp'), NO_NAMESPACE, options).destroyAllFor('usr_acl')).rejects.toThrow(NOPERM);
    // MCP shares the account and address windows with the gateway, not the gateway's sign-in windows.
    await expect(new RateLimiter(as('mcp'), NO_NAMESPACE).reset('dashboard-login:address:10.0.0.1')).rejects.toThrow(NOPERM);
  });

  it('runs the edges as their own users: idempotency records, shared rate-limit windows, failure throttle, sessions, OAuth locks', async () => {
    const gateway = as('gateway');
    const mcp = as('mcp');
    for (const connection of [gateway, mcp]) {
      const store = new IdempotencyStore(connection, NO_NAMESPACE, 60_000, 5_000);
      const key = `key_${randomUUID()}`;
      expect(await store.claim('mer_acl', key, 'POST /customers {}')).toEqual({ outcome: 'claimed', retry: false });
      await store.markUnknown('mer_acl', key, 'POST /customers {}');
      // Taking over an unknown outcome is the compare-and-set script.
      expect(await store.claim('mer_acl', key, 'POST /customers {}')).toEqual({ outcome: 'claimed', retry: true });
      await store.complete('mer_acl', key, 'POST /customers {}', { status: 200, headers: {}, body: 'e30=' });
      expect(await store.claim('mer_acl', key, 'POST /customers {}')).toEqual({ outcome: 'replay', response: { status: 200, headers: {}, body: 'e30=' } });
    }
    // One window per account across both edges (pipelined takes included).
    const subject = `merchant:mer_${randomUUID()}`;
    const byGateway = new RateLimiter(gateway, NO_NAMESPACE);
    const byMcp = new RateLimiter(mcp, NO_NAMESPACE);
    const [first, second] = await Promise.all([byGateway.take(subject, 10), byGateway.take(subject, 10)]);
    expect([first.remaining, second.remaining].sort()).toEqual([8, 9]);
    expect((await byMcp.take(subject, 10)).remaining).toBe(7);
    await byGateway.reset(subject);
    expect((await new RateLimiter(gateway, NO_NAMESPACE).take('dashboard-login:address:10.0.0.1', 5)).remaining).toBe(4);

    const throttle = new FailureThrottle(gateway, NO_NAMESPACE, { freeFailures: 1, baseDelayMs: 60_000, maxDelayMs: 60_000, forgetMs: 60_000 });
    expect(await throttle.fail('basic:mer_acl', '10.0.0.9')).toBe(0);
    expect(await throttle.fail('basic:mer_acl', '10.0.0.9')).toBe(60_000);
    expect(await throttle.wait('basic:mer_acl', '10.0.0.9')).toBeGreaterThan(0);
    await throttle.succeed('basic:mer_acl', '10.0.0.9');
    expect(await throttle.wait('basic:mer_acl', '10.0.0.9')).toBe(0);

    const sessions = new SessionStore(gateway, NO_NAMESPACE, { idleMs: 60_000, absoluteMs: 3_600_000 });
    const session = await sessions.create({ id: 'usr_edge', merchant_id: 'mer_acl' });
    expect(await sessions.touch(session.id)).toMatchObject({ merchant_id: 'mer_acl' });
    await sessions.destroyAllFor('usr_edge');
    expect(await sessions.touch(session.id)).toBeNull();

    const locks = new CredentialLocks(gateway, NO_NAMESPACE, { holdMs: 10_000, waitMs: 50, pollMs: 10 });
    const release = await locks.acquire('refresh-token-1');
    expect(release).not.toBeNull();
    expect(await locks.acquire('refresh-token-1')).toBeNull();
    await release!();
    const again = await locks.acquire('refresh-token-1');
    expect(again).not.toBeNull();
    await again!();
  });

  it("runs treasury's stream and billing's consumer group as their own users: events applied, a bad one dead-lettered, replayed by the admin CLI", async () => {
    const stream = streamName('treasury');
    const treasury = as('treasury');
    const startedAt = new Date();
    const paid = event('payment.paid', { amount: 2500 });
    await new RedisStreamPublisher(treasury).publish(stream, [paid]);
    await treasury.xadd(stream, '*', 'event', 'not json');

    const applied: string[] = [];
    const consumer = new StreamConsumer(
      as('billing', 'blocking'),
      bed.dataSource,
      {
        handle: async (received) => {
          applied.push(received.id);
        },
      },
      createLogger('billing', 'silent'),
      { streams: [stream], group: 'billing', consumer: 'billing-acl-test', blockMs: 100, claimIdleMs: 1_000 },
    );
    await consumer.start();
    try {
      await waitFor(
        async () => applied,
        (ids) => ids.includes(paid.id),
      );
      const groups = await waitFor(
        () => consumerGroupsOf(as('billing'), stream),
        (found) => found.some((group) => group.group === 'billing' && group.pending === 0 && group.lag === 0),
      );
      expect(groups).toEqual(expect.arrayContaining([{ group: 'billing', pending: 0, lag: 0 }]));
      expect(consumer.failing()).toBeNull();
    } finally {
      await consumer.stop();
    }
    expect(applied).toContain(paid.id);
    // The unreadable entry went to the dead-letter stream, as billing's user, with its XACK.
    const billing = as('billing');
    expect(await billing.xlen(`${stream}:dead`)).toBe(1);

    // The trimmer as treasury: nothing is trimmed that billing's group has not applied.
    expect((await trimStreamByAge(treasury, stream, 7 * 86_400_000)).trimmed).toBe(0);

    // The admin CLI: finds the dead letter, replays it onto its stream, rewinds billing's group.
    const admin = as('admin');
    const [, deadStreams] = await admin.scan('0', 'MATCH', 'events:*:dead', 'COUNT', 1000);
    expect(deadStreams).toEqual([`${stream}:dead`]);
    const [[deadId, fields]] = (await admin.xrange(`${stream}:dead`, '-', '+')) as Array<[string, string[]]>;
    const replayed = await admin
      .multi()
      .xadd(stream, '*', 'event', fields[fields.indexOf('event') + 1])
      .xdel(`${stream}:dead`, deadId)
      .exec();
    expect(replayed?.every(([error]) => error === null)).toBe(true);
    const rewound = await rewindGroup(admin, stream, 'billing', startedAt);
    expect(rewound.toDeliver).toBe(3);
    const [[, tail]] = (await admin.xread('COUNT', 100, 'STREAMS', stream, rewound.lastDeliveredId)) as Array<[string, Array<[string, string[]]>]>;
    expect(tail.map(([, entry]) => entry[1])).toEqual([JSON.stringify(paid), 'not json', 'not json']);
  });

  it("runs the dispatcher's delivery queue and worker as its own user, a failed attempt retried", async () => {
    const config = { ...redis.settings('webhook-dispatcher'), NETLINE_NAMESPACE: '' } as WebhookDispatcherConfig;
    const queue = new DeliveryQueue(config);
    const attempts: number[] = [];
    const worker = new Worker(
      QueueName.WebhookDeliveries,
      async (job: Job) => {
        attempts.push(job.attemptsMade + 1);
        if (job.attemptsMade === 0) throw new Error('endpoint answered 500');
      },
      { connection: as('webhook-dispatcher', 'queue'), prefix: queuePrefix(config), settings: { backoffStrategy: () => 0 } },
    );
    try {
      await queue.enqueue([
        {
          id: 'del_acl',
          merchant_id: 'mer_acl',
          event_id: 'evt_acl',
          endpoint_id: 'we_acl',
          resend_of: null,
          endpoint_url: 'https://merchant.example/hooks',
          payload: '{}',
          occurred_at: new Date(),
        } as Parameters<DeliveryQueue['enqueue']>[0][number],
      ]);
      const counts = await waitFor(
        () => queue.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized', 'waiting-children'),
        (found) => found.completed === 1,
      );
      expect(counts).toMatchObject({ completed: 1, failed: 0, waiting: 0, active: 0 });
      expect(attempts).toEqual([1, 2]);
      const [job] = await queue.queue.getJobs(['completed']);
      expect(job.name).toBe(JobName.DeliverWebhook);
    } finally {
      await worker.close();
      await queue.beforeApplicationShutdown();
    }
    // KEDA reads the wait list the dispatcher fills; the gateway may not.
    expect(await as('keda').llen('bull:webhook-deliveries:wait')).toBe(0);
    await expect(as('gateway').llen('bull:webhook-deliveries:wait')).rejects.toThrow(NOPERM);
  });

  it("gives KEDA the lags and lengths, and nothing to write or read entries with; lets insights rebuild its group's position", async () => {
    const stream = streamName('billing');
    await new RedisStreamPublisher(as('billing')).publish(stream, [event('invoice.sent', {})]);
    const insights = as('insights');
    await insights.xgroup('CREATE', stream, 'insights', '0', 'MKSTREAM');
    const keda = as('keda');
    const length = await keda.xlen(stream);
    expect(length).toBeGreaterThan(0);
    expect(await consumerGroupsOf(keda, stream)).toEqual(expect.arrayContaining([{ group: 'insights', pending: 0, lag: length }]));
    expect(await keda.xpending(stream, 'insights')).toEqual([0, null, null, null]);
    for (const write of [
      () => keda.xadd(stream, '*', 'event', '{}'),
      () => keda.xack(stream, 'insights', '0-1'),
      () => keda.xgroup('CREATE', stream, 'keda', '0'),
      () => keda.xreadgroup('GROUP', 'insights', 'keda', 'STREAMS', stream, '>'),
      () => keda.xrange(stream, '-', '+'),
      () => keda.del(stream),
      () => keda.lpush('bull:webhook-deliveries:wait', 'job'),
    ]) {
      await expect(write()).rejects.toThrow(NOPERM);
    }
    // Rebuilding insights' projection: its group back to the start of the stream.
    await insights.xgroup('DESTROY', stream, 'insights');
    await insights.xgroup('CREATE', stream, 'insights', '0', 'MKSTREAM');
    expect(await insights.xlen(stream)).toBe(length);
  });

  it('lets every service write its own stream and the production guards read INFO as it', async () => {
    for (const service of ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'] as const) {
      const connection = as(service);
      await new RedisStreamPublisher(connection).publish(streamName(service), [event('test.written', {})]);
      expect((await trimStreamByAge(connection, streamName(service), 7 * 86_400_000)).trimmed).toBe(0);
      expect(await connection.ping()).toBe('PONG');
    }
    for (const user of ['gateway', 'mcp', 'identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights'] as const) {
      expect(await readStoreSettings({ ...redis.settings(user), DATABASE_URL: 'postgres://127.0.0.1/postgres' }, { postgres: false })).toEqual({
        redis: { appendonly: true, maxmemoryPolicy: 'noeviction' },
      });
    }
    // As KEDA's user a process would not even pass its guards: it may not read INFO (ioredis says so too).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(readStoreSettings({ ...redis.settings('keda'), DATABASE_URL: 'postgres://127.0.0.1/postgres' }, { postgres: false })).rejects.toThrow(
        NOPERM,
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('serves the built gateway as its own Redis user (rate limits included), and leaves it unready with a wrong password', async () => {
    /** Starts the gateway (sandbox: the production settings are beside the point here) and reads its readiness once it listens. */
    const boot = async (password: string, then: (url: string) => Promise<void> = async () => undefined) => {
      const port = await freePort();
      const child = spawn(process.execPath, [join(ROOT, 'apps', 'gateway', 'dist', 'main.js')], {
        // No namespace: the keys are the production file's. The gateway only subscribes on NATS here.
        env: { ...process.env, ...redis.settings('gateway'), REDIS_PASSWORD: password, NETLINE_NAMESPACE: '', GATEWAY_PORT: String(port), LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const url = `http://127.0.0.1:${port}`;
      try {
        const readiness = await waitFor(
          async () =>
            output.includes('"msg":"gateway listening"')
              ? fetch(`${url}/readyz`).then(
                  async (response) => ({ status: response.status, body: (await response.json()) as { checks: Record<string, string> } }),
                  () => null,
                )
              : null,
          (answer) => answer?.status === 200 || (answer !== null && answer.body.checks.redis !== 'ok') || child.exitCode !== null,
          30_000,
        );
        if (readiness?.status === 200) await then(url);
        return { readiness, output };
      } finally {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      }
    };

    const served = await boot(redis.passwords.gateway, async (url) => {
      // Refused for want of credentials, after the per-address window was taken in Redis as the gateway.
      const response = await fetch(`${url}/api/customers`);
      expect(response.status).toBe(401);
      expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
      expect(response.headers.get('x-ratelimit-remaining')).not.toBeNull();
    });
    expect(served.readiness).toMatchObject({ status: 200 });
    expect(served.output).not.toContain('rate limiter unavailable');

    const refused = await boot('guessed');
    expect(refused.readiness?.status).toBe(503);
    expect(refused.readiness?.body.checks.redis).not.toBe('ok');
  });
});

describe('Redis ACL users (deploy/redis/sandbox.acl)', () => {
  it("lets credit move the merchants' clocks, billing, treasury and insights read them, and no one else touch them", async () => {
    const sandbox = await AclRedis.start('sandbox');
    const connections: Redis[] = [];
    const clockAs = (user: RedisUser) => {
      const connection = createRedis(sandbox.settings(user), `acl-test-${user}`);
      connections.push(connection);
      return new MerchantClock(connection, { APP_ENV: 'sandbox', NETLINE_NAMESPACE: '' });
    };
    try {
      await clockAs('credit').advance('mer_acl', 3);
      for (const user of ['billing', 'treasury', 'insights'] as const) {
        expect(await clockAs(user).offsetMs('mer_acl')).toBe(3 * 86_400_000);
        expect(await clockAs(user).offsets()).toEqual(new Map([['mer_acl', 3 * 86_400_000]]));
        await expect(clockAs(user).advance('mer_acl', 1)).rejects.toThrow(NOPERM);
      }
      for (const user of ['gateway', 'mcp', 'identity', 'fulfillment', 'webhook-dispatcher'] as const) {
        await expect(clockAs(user).offsetMs('mer_acl')).rejects.toThrow(NOPERM);
      }
      expect(await clockAs('credit').offsetMs('mer_acl')).toBe(3 * 86_400_000);
    } finally {
      for (const connection of connections) connection.disconnect();
      await sandbox.stop();
    }
  });
});
