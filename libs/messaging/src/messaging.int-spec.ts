import { DomainEvent } from '@netline/contracts';
import { createLogger } from '@netline/observability';
import { Clock, sql } from '@netline/persistence';
import { waitFor } from '@netline/testing';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { EventPublisher, OutboxRelay, outboxInsertSql, outboxWrittenIn, OutboxWriter, RedisStreamPublisher } from './outbox';
import { failingConsumers } from './running-consumers';
import { StreamConsumer } from './stream-consumer';
import { messagingBed } from './messaging.int-fixture';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const logger = createLogger('messaging-test', 'silent');

/** Outbox, relay and consumer against real PostgreSQL and Redis, including a kill -9 mid-relay. */
describe('outbox relay and stream consumer', () => {
  const bed = messagingBed('msgtest', ['CREATE TABLE effects (event_id text PRIMARY KEY, applied_count int NOT NULL DEFAULT 1)']);
  const databaseUrl = bed.databaseUrl;
  let dataSource: DataSource;
  let redis: IORedis;
  let stream: string;

  beforeAll(() => {
    ({ dataSource, redis } = bed);
  });

  beforeEach(() => {
    stream = `msgtest:${randomBytes(4).toString('hex')}:events:test`;
    bed.track(stream, `${stream}:dead`);
  });

  async function appendEvents(count: number): Promise<DomainEvent[]> {
    const writer = new OutboxWriter(new Clock());
    return dataSource.transaction((manager) =>
      writer.append(
        manager,
        Array.from({ length: count }, (_, index) => ({ type: 'thing.created', object: 'thing', merchant_id: 'mer_test', data: { id: `thing_${index}` } })),
      ),
    );
  }

  async function streamEventIds(): Promise<string[]> {
    const entries = await redis.xrange(stream, '-', '+');
    return entries.map(([, fields]) => (JSON.parse(fields[1]) as DomainEvent).id);
  }

  async function unsentCount(): Promise<number> {
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM outbox WHERE sent_at IS NULL');
    return count;
  }

  it('publishes committed events once and marks them sent', async () => {
    await dataSource.query('DELETE FROM outbox');
    const events = await appendEvents(5);
    const relay = new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream });
    expect(await relay.relayOnce()).toBe(5);
    expect(await relay.relayOnce()).toBe(0);
    expect(await streamEventIds()).toEqual(events.map((event) => event.id));
    expect(await unsentCount()).toBe(0);
  });

  it("writes staged events with the caller's own statement, in its transaction", async () => {
    await dataSource.query('DELETE FROM outbox');
    const writer = new OutboxWriter(new Clock());
    // The change and its outbox rows in one statement (a CTE), as the hot write paths do.
    const write = sql(`WITH effect AS (INSERT INTO effects (event_id) VALUES ($1)) ${outboxInsertSql(2)}`);
    const staged = await dataSource.transaction(async (manager) => {
      expect(outboxWrittenIn(manager)).toBe(false);
      const rows = writer.stage(manager, { type: 'thing.created', object: 'thing', merchant_id: 'mer_test', data: { id: 'staged_1' } });
      expect(outboxWrittenIn(manager)).toBe(true);
      await write.rows(manager, ['staged_effect_1', ...rows.values]);
      return rows;
    });
    const relay = new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream });
    expect(await relay.relayOnce()).toBe(1);
    expect(await streamEventIds()).toEqual(staged.envelopes.map((event) => event.id));

    await expect(
      dataSource.transaction(async (manager) => {
        const rows = writer.stage(manager, { type: 'thing.created', object: 'thing', merchant_id: 'mer_test', data: { id: 'staged_2' } });
        await write.rows(manager, ['staged_effect_2', ...rows.values]);
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await unsentCount()).toBe(0);
    expect(await dataSource.query('SELECT event_id FROM effects WHERE event_id LIKE $1', ['staged_effect_%'])).toEqual([{ event_id: 'staged_effect_1' }]);
  });

  it('coalesces kicks: however many arrive during a pass, one more pass follows at once', async () => {
    await dataSource.query('DELETE FROM outbox');
    const inner = new RedisStreamPublisher(redis);
    let entered: () => void = () => undefined;
    const publishing = new Promise<void>((resolve) => (entered = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // A publisher the test holds keeps the first pass busy until every kick below has arrived.
    const held: EventPublisher = {
      publish: async (target, events, traces) => {
        entered();
        await released;
        await inner.publish(target, events, traces);
      },
    };
    // Polls once a minute: every pass below comes from a kick. The relay idles only when no kick is left
    // unanswered, so each idle is the point where every pass asked for has run.
    let idles = 0;
    const relay = new OutboxRelay(dataSource, held, logger, { stream, idleDelayMs: 60_000, onIdle: () => (idles += 1) });
    const passes = jest.spyOn(relay, 'relayOnce');
    relay.start();
    try {
      // The start's own pass found nothing to send, and the relay is waiting.
      expect(
        await waitFor(
          async () => idles,
          (count) => count >= 1,
        ),
      ).toBe(1);
      expect(passes).toHaveBeenCalledTimes(1);
      passes.mockClear();
      const first = await appendEvents(1);
      relay.kick();
      await publishing;
      // Committed while the first pass is publishing (its rows are locked and read already)…
      const second = await appendEvents(1);
      for (let index = 0; index < 10; index += 1) relay.kick();
      release();
      // …and published by one more pass right after it, not a minute later and not by ten passes: the relay
      // is idle again, so any further pass those kicks caused would have run before this.
      expect(
        await waitFor(
          async () => idles,
          (count) => count >= 2,
        ),
      ).toBe(2);
      expect(await streamEventIds()).toEqual([...first, ...second].map((event) => event.id));
      expect(passes).toHaveBeenCalledTimes(2);
    } finally {
      passes.mockRestore();
      await relay.stop();
    }
  });

  it('polls a quiet outbox with one look, and still sends rows no kick announced at the next poll', async () => {
    await dataSource.query('DELETE FROM outbox');
    let idles = 0;
    const relay = new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream, idleDelayMs: 100, onIdle: () => (idles += 1) });
    const passes = jest.spyOn(relay, 'relayOnce');
    const looks = jest.spyOn(relay, 'hasUnsent');
    relay.start();
    try {
      // Four idle waits: the one after the start's own pass, then one after each of three polls, so each of
      // those polls has finished whatever it was going to do.
      expect(
        await waitFor(
          async () => idles,
          (count) => count >= 4,
        ),
      ).toBeGreaterThanOrEqual(4);
      // The start's own pass, then looks only: nothing was locked for an empty outbox.
      expect(passes).toHaveBeenCalledTimes(1);
      expect(looks.mock.calls.length).toBeGreaterThanOrEqual(3);
      // Rows committed by a writer that never kicked this relay (another replica that died, say).
      const events = await appendEvents(2);
      const relayed = await waitFor(
        async () => ({ ids: await streamEventIds(), unsent: await unsentCount() }),
        ({ ids, unsent }) => ids.length >= 2 && unsent === 0,
        5_000,
      );
      expect(relayed).toEqual({ ids: events.map((event) => event.id), unsent: 0 });
      expect(passes).toHaveBeenCalledTimes(2);
    } finally {
      passes.mockRestore();
      looks.mockRestore();
      await relay.stop();
    }
  });

  it('writes no event when the transaction that would have carried it rolls back', async () => {
    await dataSource.query('DELETE FROM outbox');
    const writer = new OutboxWriter(new Clock());
    await expect(
      dataSource.transaction(async (manager) => {
        await writer.append(manager, { type: 'thing.created', object: 'thing', merchant_id: 'mer_test', data: { id: 'x' } });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    expect(await unsentCount()).toBe(0);
  });

  it('loses nothing when the relay is killed between XADD and marking the rows sent', async () => {
    await dataSource.query('DELETE FROM outbox');
    const events = await appendEvents(50);
    const child = fork(join(__dirname, '..', 'test', 'relay-child.js'), [], {
      env: { ...process.env, TEST_DATABASE_URL: databaseUrl, TEST_STREAM: stream },
      stdio: 'inherit',
    });
    const published = await new Promise<string[]>((resolve, reject) => {
      child.once('message', (message: { published: string[] }) => resolve(message.published));
      child.once('exit', (code) => reject(new Error(`relay child exited early with ${code}`)));
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // The crash came after XADD and before the mark: everything is on the stream and still unsent.
    expect(published).toHaveLength(50);
    expect(await streamEventIds()).toEqual(events.map((event) => event.id));
    expect(await unsentCount()).toBe(50);

    // A new relay re-sends them: at-least-once, the same ids, nothing lost. The killed relay's backend keeps
    // its row locks until PostgreSQL notices the closed connection, and a relay skips rows another holds.
    const relay = new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream });
    const relayed = await waitFor(
      () => relay.relayOnce(),
      (count) => count > 0,
      10_000,
    );
    expect(relayed).toBe(50);
    const ids = await streamEventIds();
    expect(ids).toHaveLength(100);
    expect(new Set(ids)).toEqual(new Set(events.map((event) => event.id)));
    expect(await unsentCount()).toBe(0);

    // A consumer with an inbox applies each event exactly once despite the duplicates.
    await dataSource.query('DELETE FROM effects');
    const consumerRedis = new IORedis(REDIS_URL);
    const consumer = new StreamConsumer(
      consumerRedis,
      dataSource,
      {
        handle: async (event, manager) => {
          await manager.query('INSERT INTO effects (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET applied_count = effects.applied_count + 1', [
            event.id,
          ]);
        },
      },
      logger,
      { streams: [stream], group: 'testers', consumer: 'c1', blockMs: 100 },
    );
    await consumer.start();
    const settled = await waitFor(
      async () => ({ pending: (await redis.xpending(stream, 'testers'))[0], applied: await appliedCount() }),
      ({ pending, applied }) => pending === 0 && applied === 50,
    );
    expect(settled).toEqual({ pending: 0, applied: 50 });
    await consumer.stop();
    consumerRedis.disconnect();
    const rows: Array<{ applied_count: number }> = await dataSource.query('SELECT applied_count FROM effects');
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => row.applied_count === 1)).toBe(true);
  });

  it('retries a failing event, then moves it to the dead-letter stream with its error', async () => {
    await dataSource.query('DELETE FROM outbox');
    const [event] = await appendEvents(1);
    await new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream }).relayOnce();
    let attempts = 0;
    const consumerRedis = new IORedis(REDIS_URL);
    const consumer = new StreamConsumer(
      consumerRedis,
      dataSource,
      {
        handle: async () => {
          attempts += 1;
          throw new Error('downstream refused');
        },
      },
      logger,
      { streams: [stream], group: 'failing', consumer: 'c1', blockMs: 50, claimIdleMs: 50, maxDeliveries: 3 },
    );
    await consumer.start();
    expect(
      await waitFor(
        () => redis.xlen(`${stream}:dead`),
        (length) => length >= 1,
        20_000,
      ),
    ).toBe(1);
    await consumer.stop();
    consumerRedis.disconnect();
    const [[, fields]] = await redis.xrange(`${stream}:dead`, '-', '+');
    const dead = Object.fromEntries(Array.from({ length: fields.length / 2 }, (_, i) => [fields[2 * i], fields[2 * i + 1]]));
    expect(dead.error).toBe('downstream refused');
    expect(dead.group).toBe('failing');
    expect(JSON.parse(dead.event).id).toBe(event.id);
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect((await redis.xpending(stream, 'failing'))[0]).toBe(0);
    // Nothing was recorded as processed: the inbox insert rolled back with the failed effect.
    const inbox = await dataSource.query('SELECT 1 FROM inbox WHERE consumer = $1', ['failing']);
    expect(inbox).toHaveLength(0);
  });

  it('retries an event failing for a transient reason without ever dead-lettering it, and reports the loop unready', async () => {
    await dataSource.query('DELETE FROM outbox');
    const [event] = await appendEvents(1);
    await new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream }).relayOnce();
    let attempts = 0;
    let available = false;
    const consumerRedis = new IORedis(REDIS_URL);
    const consumer = new StreamConsumer(
      consumerRedis,
      dataSource,
      {
        handle: async (applied, manager: EntityManager) => {
          attempts += 1;
          // What pg throws when the database is unreachable.
          if (!available) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [applied.id]);
        },
      },
      logger,
      { streams: [stream], group: 'transient', consumer: 'c1', blockMs: 50, claimIdleMs: 50, maxDeliveries: 2 },
    );
    await consumer.start();
    // Far more failures than maxDeliveries, and more than two seconds of them.
    const failing = await waitFor(
      async () => (attempts >= 4 ? consumer.failing() : null),
      (problem) => problem !== null,
      20_000,
    );
    expect(failing).toContain('ECONNREFUSED');
    expect(failingConsumers().some((problem) => problem.includes('transient'))).toBe(true);
    expect(await redis.xlen(`${stream}:dead`)).toBe(0);
    available = true;
    const effects = await waitFor(
      async (): Promise<unknown[]> => dataSource.query('SELECT 1 FROM effects WHERE event_id = $1', [event.id]),
      (rows) => rows.length > 0,
      40_000,
    );
    expect(effects).toHaveLength(1);
    expect(
      await waitFor(
        async () => consumer.failing(),
        (problem) => problem === null,
        5_000,
      ),
    ).toBeNull();
    await consumer.stop();
    consumerRedis.disconnect();
    expect(await redis.xlen(`${stream}:dead`)).toBe(0);
    expect((await redis.xpending(stream, 'transient'))[0]).toBe(0);
  });

  it('re-creates its consumer group when it disappears, and applies what arrives afterwards', async () => {
    await dataSource.query('DELETE FROM outbox');
    const relay = new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream });
    const [first] = await appendEvents(1);
    await relay.relayOnce();
    const applied: string[] = [];
    const consumerRedis = new IORedis(REDIS_URL);
    const consumer = new StreamConsumer(consumerRedis, dataSource, { handle: async (event) => void applied.push(event.id) }, logger, {
      streams: [stream],
      group: 'regroup',
      consumer: 'c1',
      blockMs: 50,
      claimIdleMs: 50,
    });
    await consumer.start();
    expect(await waitFor(async () => applied.includes(first.id), Boolean)).toBe(true);
    await redis.xgroup('DESTROY', stream, 'regroup');
    const [second] = await appendEvents(1);
    await relay.relayOnce();
    expect(await waitFor(async () => applied.includes(second.id), Boolean, 20_000)).toBe(true);
    await consumer.stop();
    consumerRedis.disconnect();
    // Re-reading the stream from its start applied nothing twice: the inbox remembered the first event.
    expect(applied.filter((id) => id === first.id)).toHaveLength(1);
    const groups = (await redis.xinfo('GROUPS', stream)) as unknown[][];
    expect(groups.map((fields) => fields[fields.indexOf('name') + 1])).toContain('regroup');
  });

  it('applies a read batch in one transaction, and entry by entry when the batch fails', async () => {
    await dataSource.query('DELETE FROM outbox');
    const events = await appendEvents(10);
    await new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream }).relayOnce();
    const poison = events[3].id;
    const batchSizes: number[] = [];
    const apply = async (event: DomainEvent, manager: EntityManager) => {
      await manager.query('INSERT INTO effects (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET applied_count = effects.applied_count + 1', [
        event.id,
      ]);
      if (event.id === poison) throw new Error('poison event');
    };
    const consumerRedis = new IORedis(REDIS_URL);
    const consumer = new StreamConsumer(
      consumerRedis,
      dataSource,
      {
        handle: apply,
        handleBatch: async (batch, manager) => {
          batchSizes.push(batch.length);
          for (const event of batch) await apply(event, manager);
        },
      },
      logger,
      { streams: [stream], group: 'batching', consumer: 'c1', blockMs: 50, claimIdleMs: 50, maxDeliveries: 2 },
    );
    await consumer.start();
    expect(
      await waitFor(
        () => redis.xlen(`${stream}:dead`),
        (length) => length >= 1,
        20_000,
      ),
    ).toBe(1);
    await consumer.stop();
    consumerRedis.disconnect();
    // The whole read batch was tried at once; its failure rolled back, then each entry went alone.
    expect(batchSizes[0]).toBe(10);
    const ids = events.map((event) => event.id);
    const applied: Array<{ event_id: string; applied_count: number }> = await dataSource.query(
      'SELECT event_id, applied_count FROM effects WHERE event_id = ANY($1)',
      [ids],
    );
    expect(applied.map((row) => row.event_id).sort()).toEqual(ids.filter((id) => id !== poison).sort());
    expect(applied.every((row) => row.applied_count === 1)).toBe(true);
    const inbox: unknown[] = await dataSource.query('SELECT 1 FROM inbox WHERE consumer = $1', ['batching']);
    expect(inbox).toHaveLength(9);
    expect((await redis.xpending(stream, 'batching'))[0]).toBe(0);
  });

  it('acknowledges a clean batch once with every event applied once', async () => {
    await dataSource.query('DELETE FROM outbox');
    const events = await appendEvents(20);
    await new OutboxRelay(dataSource, new RedisStreamPublisher(redis), logger, { stream }).relayOnce();
    const batchSizes: number[] = [];
    const afterBatches: number[] = [];
    const consumerRedis = new IORedis(REDIS_URL);
    const consumer = new StreamConsumer(
      consumerRedis,
      dataSource,
      {
        handle: () => Promise.reject(new Error('the batch path should have applied these')),
        handleBatch: async (batch, manager) => {
          batchSizes.push(batch.length);
          for (const event of batch) await manager.query('INSERT INTO effects (event_id) VALUES ($1)', [event.id]);
        },
        afterCommitBatch: async (batch) => {
          afterBatches.push(batch.length);
        },
      },
      logger,
      { streams: [stream], group: 'clean-batch', consumer: 'c1', blockMs: 50 },
    );
    await consumer.start();
    expect(
      await waitFor(
        async () => afterBatches.reduce((sum, size) => sum + size, 0),
        (total) => total >= 20,
      ),
    ).toBe(20);
    await consumer.stop();
    consumerRedis.disconnect();
    expect(batchSizes.reduce((sum, size) => sum + size, 0)).toBe(20);
    expect(batchSizes.length).toBeLessThan(20);
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM effects WHERE event_id = ANY($1)', [events.map((event) => event.id)]);
    expect(count).toBe(20);
    expect((await redis.xpending(stream, 'clean-batch'))[0]).toBe(0);
  });

  async function appliedCount(): Promise<number> {
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM effects');
    return count;
  }
});
