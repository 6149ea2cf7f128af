import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { waitForQueueDrained } from './queue-drained';
import { waitForStreamEntry, waitForStreamSettled } from './stream-events';

/** The sentinels that replace fixed waits, against real Redis: a stream's consumer groups and a BullMQ queue. */
describe('settled sentinels', () => {
  const prefix = `t${randomUUID().slice(0, 8)}`;
  let redis: IORedis;

  beforeAll(() => {
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  /** Resolves to 'settled' or, if `promise` has not resolved by then, to 'waiting'. */
  const within = (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('waiting'), ms))]);

  it('finds an entry by its envelope, and settles only once every group has read and acknowledged up to it', async () => {
    const stream = `${prefix}:events:credit`;
    await redis.xgroup('CREATE', stream, 'fast', '0', 'MKSTREAM');
    await redis.xgroup('CREATE', stream, 'slow', '0');
    const first = (await redis.xadd(stream, '*', 'event', JSON.stringify({ id: 'evt_1', type: 'customer.created', data: { id: 'cus_1' } }))) as string;
    const second = (await redis.xadd(stream, '*', 'event', JSON.stringify({ id: 'evt_2', type: 'customer.created', data: { id: 'cus_2' } }))) as string;
    expect(await waitForStreamEntry(redis, stream, (event) => event.data.id === 'cus_2')).toBe(second);
    await expect(waitForStreamEntry(redis, stream, (event) => event.data.id === 'cus_3', 200)).rejects.toThrow(/no entry/);

    const settled = waitForStreamSettled(redis, stream, second, 5_000);
    // `fast` reads both and acknowledges them; `slow` reads only the first.
    await redis.xreadgroup('GROUP', 'fast', 'c', 'COUNT', 10, 'STREAMS', stream, '>');
    await redis.xack(stream, 'fast', first, second);
    await redis.xreadgroup('GROUP', 'slow', 'c', 'COUNT', 1, 'STREAMS', stream, '>');
    expect(await within(settled, 300)).toBe('waiting');
    // Read but not yet acknowledged (its transaction still open) is not settled either.
    await redis.xreadgroup('GROUP', 'slow', 'c', 'COUNT', 1, 'STREAMS', stream, '>');
    expect(await within(settled, 300)).toBe('waiting');
    await redis.xack(stream, 'slow', first, second);
    expect(await within(settled, 1_000)).toBe('settled');
    await expect(waitForStreamSettled(redis, `${prefix}:events:none`, first, 200)).rejects.toThrow(/no consumer group/);
  });

  it('drains a queue only when no job is waiting, active or delayed for a retry', async () => {
    const name = 'sentinel-jobs';
    const queue = new Queue(name, { connection: redis, prefix });
    let runs = 0;
    const workerConnection = redis.duplicate();
    const worker = new Worker(
      name,
      async () => {
        runs += 1;
        if (runs < 3) throw new Error('not yet');
      },
      { connection: workerConnection, prefix, settings: { backoffStrategy: () => 300 } },
    );
    try {
      await queue.add('job', {}, { attempts: 3, backoff: { type: 'custom' } });
      await waitForQueueDrained(redis, prefix, name, 10_000);
      expect(runs).toBe(3);
      expect(await queue.getJobCounts('completed')).toEqual({ completed: 1 });
    } finally {
      await worker.close();
      await queue.close();
      workerConnection.disconnect();
    }
  });
});
