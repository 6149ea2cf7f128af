import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { Clock } from './clock';
import { MerchantClock } from './merchant-clock';

/** Per-merchant sandbox time in real Redis: offsets are shared, per merchant, and never used in production. */
describe('MerchantClock', () => {
  const namespace = `t${randomBytes(5).toString('hex')}`;
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const fixed = new Date('2030-01-01T00:00:00.000Z');
  const clock = { now: () => fixed } as Clock;

  afterAll(async () => {
    await redis.del(`${namespace}:clock:offsets`);
    redis.disconnect();
  });

  it('moves one merchant forward by whole days and leaves the others on real time', async () => {
    const sandbox = new MerchantClock(redis, { APP_ENV: 'sandbox', NETLINE_NAMESPACE: namespace }, clock);
    expect(await sandbox.now('mer_a')).toEqual(fixed);
    expect(await sandbox.advance('mer_a', 16)).toEqual(new Date('2030-01-17T00:00:00.000Z'));
    expect(await sandbox.advance('mer_a', 1)).toEqual(new Date('2030-01-18T00:00:00.000Z'));
    expect(await sandbox.now('mer_b')).toEqual(fixed);
    // A second instance (another replica or service) sees the same time.
    const replica = new MerchantClock(redis, { APP_ENV: 'sandbox', NETLINE_NAMESPACE: namespace }, clock);
    expect(await replica.now('mer_a')).toEqual(new Date('2030-01-18T00:00:00.000Z'));
    expect(await replica.offsets()).toEqual(new Map([['mer_a', 17 * 86_400_000]]));
    await expect(sandbox.advance('mer_a', 0)).rejects.toThrow(RangeError);
  });

  it('always answers real time in production and refuses to move', async () => {
    const production = new MerchantClock(redis, { APP_ENV: 'production', NETLINE_NAMESPACE: namespace }, clock);
    expect(await production.now('mer_a')).toEqual(fixed);
    await expect(production.advance('mer_a', 1)).rejects.toThrow(/sandbox/);
  });
});
