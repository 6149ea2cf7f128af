import { ManualClock } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { FailureThrottle } from './failure-throttle';

/** Against the real Redis, with a clock moved by hand: the free failures, the doubling wait and its cap. */
describe('FailureThrottle (Redis)', () => {
  const namespace = `it${randomBytes(4).toString('hex')}`;
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const clock = new ManualClock('2030-01-15T12:00:00.000Z');
  const throttle = new FailureThrottle(
    redis,
    { NETLINE_NAMESPACE: namespace },
    { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 4_000, forgetMs: 60_000 },
    clock,
  );

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lets three failures through, then makes each next attempt wait twice as long, up to the cap', async () => {
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) delays.push(await throttle.fail('ak_1', '203.0.113.7'));
    expect(delays).toEqual([0, 0, 0]);
    expect(await throttle.wait('ak_1', '203.0.113.7')).toBe(0);

    expect(await throttle.fail('ak_1', '203.0.113.7')).toBe(1_000);
    expect(await throttle.wait('ak_1', '203.0.113.7')).toBe(1_000);
    clock.advance(999);
    expect(await throttle.wait('ak_1', '203.0.113.7')).toBe(1);
    clock.advance(1);
    expect(await throttle.wait('ak_1', '203.0.113.7')).toBe(0);

    expect(await throttle.fail('ak_1', '203.0.113.7')).toBe(2_000);
    clock.advance(2_000);
    expect(await throttle.fail('ak_1', '203.0.113.7')).toBe(4_000);
    clock.advance(4_000);
    expect(await throttle.fail('ak_1', '203.0.113.7')).toBe(4_000);
  });

  it('holds up only the address that failed, and a success starts the pair again from zero', async () => {
    for (let attempt = 0; attempt < 4; attempt++) await throttle.fail('ak_2', '203.0.113.8');
    expect(await throttle.wait('ak_2', '203.0.113.8')).toBe(1_000);
    expect(await throttle.wait('ak_2', '198.51.100.99')).toBe(0);
    expect(await throttle.wait('ak_other', '203.0.113.8')).toBe(0);

    await throttle.succeed('ak_2', '203.0.113.8');
    expect(await throttle.wait('ak_2', '203.0.113.8')).toBe(0);
    expect(await throttle.fail('ak_2', '203.0.113.8')).toBe(0);
  });
});
