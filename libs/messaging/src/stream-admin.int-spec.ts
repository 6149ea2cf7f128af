import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { compareStreamIds, oldestNeededEntry, rewindGroup, trimStreamByAge } from './stream-admin';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const DAY = 86_400_000;

/** Trimming by age and rewinding a group, against real Redis. */
describe('stream upkeep', () => {
  const redis = new IORedis(REDIS_URL);
  const keys: string[] = [];
  const newStream = () => {
    const key = `streamtest:${randomBytes(4).toString('hex')}:events:test`;
    keys.push(key);
    return key;
  };
  const ids = async (stream: string) => (await redis.xrange(stream, '-', '+')).map(([id]) => id);

  afterAll(async () => {
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('orders entry ids numerically', () => {
    expect(compareStreamIds('9-0', '10-0')).toBeLessThan(0);
    expect(compareStreamIds('10-2', '10-10')).toBeLessThan(0);
    expect(compareStreamIds('10-1', '10-1')).toBe(0);
  });

  it('trims entries older than the retention, never past the oldest entry a group has not acknowledged', async () => {
    const stream = newStream();
    const now = Date.now();
    const old = now - 30 * DAY;
    for (let index = 0; index < 6; index += 1) await redis.xadd(stream, `${old + index}-0`, 'event', `{"n":${index}}`);
    await redis.xadd(stream, `${now - 1000}-0`, 'event', '{"n":"recent"}');
    await redis.xgroup('CREATE', stream, 'reader', '0');
    const read = (await redis.xreadgroup('GROUP', 'reader', 'c1', 'COUNT', 100, 'STREAMS', stream, '>')) as Array<[string, Array<[string, string[]]>]>;
    const delivered = read[0][1].map(([id]) => id);
    // Everything acknowledged but the third entry: it is still owed to the group.
    await redis.xack(stream, 'reader', ...delivered.filter((id) => id !== `${old + 2}-0`));
    expect(await oldestNeededEntry(redis, stream)).toBe(`${old + 2}-0`);

    expect(await trimStreamByAge(redis, stream, 7 * DAY, new Date(now))).toEqual({ trimmed: 2, minId: `${old + 2}-0` });
    expect(await ids(stream)).toEqual([...delivered.slice(2)]);

    await redis.xack(stream, 'reader', `${old + 2}-0`);
    const trimmed = await trimStreamByAge(redis, stream, 7 * DAY, new Date(now));
    expect(trimmed.trimmed).toBe(4);
    expect(await ids(stream)).toEqual([`${now - 1000}-0`]);
  });

  it('keeps what a group has not read yet, however old', async () => {
    const stream = newStream();
    const old = Date.now() - 30 * DAY;
    await redis.xadd(stream, `${old}-0`, 'event', '{}');
    await redis.xadd(stream, `${old + 1}-0`, 'event', '{}');
    await redis.xgroup('CREATE', stream, 'reader', '0');
    await redis.xgroup('CREATE', stream, 'behind', '0');
    await redis.xreadgroup('GROUP', 'reader', 'c1', 'COUNT', 100, 'STREAMS', stream, '>');
    await redis.xack(stream, 'reader', `${old}-0`, `${old + 1}-0`);
    // `behind` has read nothing: its last delivered id is 0-0, so nothing goes.
    expect((await trimStreamByAge(redis, stream, 7 * DAY)).trimmed).toBe(0);
    expect(await redis.xlen(stream)).toBe(2);
    // Without groups, age alone decides.
    await redis.xgroup('DESTROY', stream, 'reader');
    await redis.xgroup('DESTROY', stream, 'behind');
    expect((await trimStreamByAge(redis, stream, 7 * DAY)).trimmed).toBe(2);
  });

  it('rewinds one group to the first entry at or after a time; other groups are untouched', async () => {
    const stream = newStream();
    const base = Date.now() - 3 * 3_600_000;
    for (let hour = 0; hour < 3; hour += 1) await redis.xadd(stream, `${base + hour * 3_600_000}-0`, 'event', `{"hour":${hour}}`);
    for (const group of ['rebuilder', 'other']) {
      await redis.xgroup('CREATE', stream, group, '0');
      const read = (await redis.xreadgroup('GROUP', group, 'c1', 'COUNT', 100, 'STREAMS', stream, '>')) as Array<[string, Array<[string, string[]]>]>;
      await redis.xack(stream, group, ...read[0][1].map(([id]) => id));
    }
    const rewound = await rewindGroup(redis, stream, 'rebuilder', new Date(base + 3_600_000));
    expect(rewound).toEqual({ lastDeliveredId: `${base}-0`, toDeliver: 2, firstId: `${base + 3_600_000}-0` });
    const again = (await redis.xreadgroup('GROUP', 'rebuilder', 'c1', 'COUNT', 100, 'STREAMS', stream, '>')) as Array<[string, Array<[string, string[]]>]>;
    expect(again[0][1].map(([, fields]) => fields[1])).toEqual(['{"hour":1}', '{"hour":2}']);
    expect(await redis.xreadgroup('GROUP', 'other', 'c1', 'COUNT', 100, 'STREAMS', stream, '>')).toBeNull();
    await expect(rewindGroup(redis, stream, 'nobody', new Date())).rejects.toThrow(/No consumer group nobody/);
  });
});
