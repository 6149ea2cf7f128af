import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { IdempotencyStore } from './idempotency-store';

describe('IdempotencyStore (Redis)', () => {
  const namespace = `it${randomBytes(4).toString('hex')}`;
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const store = new IdempotencyStore(redis, { NETLINE_NAMESPACE: namespace }, 86_400_000, 2_000);
  const response = { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: Buffer.from('{"id":"cus_1"}').toString('base64') };

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('lets one of many concurrent claims win; the rest see it in progress', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.claim('mer_a', 'key-1', 'fp')));
    expect(claims.filter((claim) => claim.outcome === 'claimed')).toHaveLength(1);
    expect(claims.filter((claim) => claim.outcome === 'in_progress')).toHaveLength(19);
    expect(await store.claim('mer_a', 'key-1', 'other')).toEqual({ outcome: 'mismatch' });
  });

  it('replays a completed response for 24 h, per merchant', async () => {
    expect(await store.claim('mer_a', 'key-2', 'fp')).toEqual({ outcome: 'claimed', retry: false });
    await store.complete('mer_a', 'key-2', 'fp', response);
    expect(await store.claim('mer_a', 'key-2', 'fp')).toEqual({ outcome: 'replay', response });
    expect(await store.claim('mer_a', 'key-2', 'fp2')).toEqual({ outcome: 'mismatch' });
    expect(await store.claim('mer_b', 'key-2', 'fp')).toEqual({ outcome: 'claimed', retry: false });
    const ttl = await redis.pttl(`${namespace}:idempotency:mer_a:key-2`);
    expect(ttl).toBeGreaterThan(86_000_000);
  });

  it('never frees a key whose outcome is unknown: one retry at a time takes it over, for 24 h', async () => {
    await store.claim('mer_a', 'key-3', 'fp');
    await store.markUnknown('mer_a', 'key-3', 'fp');
    expect(await redis.pttl(`${namespace}:idempotency:mer_a:key-3`)).toBeGreaterThan(86_000_000);
    expect(await store.claim('mer_a', 'key-3', 'other')).toEqual({ outcome: 'mismatch' });
    const retries = await Promise.all(Array.from({ length: 10 }, () => store.claim('mer_a', 'key-3', 'fp')));
    expect(retries.filter((claim) => claim.outcome === 'claimed')).toEqual([{ outcome: 'claimed', retry: true }]);
    expect(retries.filter((claim) => claim.outcome === 'in_progress')).toHaveLength(9);
    // The retry's pending claim expires if its process dies, leaving the key to the next attempt.
    expect(await redis.pttl(`${namespace}:idempotency:mer_a:key-3`)).toBeLessThanOrEqual(2_000);
  });
});
