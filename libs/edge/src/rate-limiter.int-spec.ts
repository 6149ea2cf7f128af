import IORedis from 'ioredis';
import crypto, { randomBytes } from 'node:crypto';
import { ManualClock } from '@netline/testing';
import { RateLimiter } from './rate-limiter';

/** Against the real Redis: atomicity across connections, the sliding window, and the reset time. */
describe('RateLimiter (Redis)', () => {
  const namespace = `it${randomBytes(4).toString('hex')}`;
  const connections = [new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379'), new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379')];

  afterAll(async () => {
    const keys = await connections[0].keys(`${namespace}:*`);
    if (keys.length > 0) await connections[0].del(...keys);
    connections.forEach((connection) => connection.disconnect());
  });

  it('admits exactly the limit from concurrent callers on separate connections', async () => {
    const limiters = connections.map((connection) => new RateLimiter(connection, { NETLINE_NAMESPACE: namespace }));
    const results = await Promise.all(Array.from({ length: 150 }, (_, index) => limiters[index % 2].take('merchant:burst', 100)));
    expect(results.filter((result) => result.allowed)).toHaveLength(100);
    expect(results.filter((result) => !result.allowed).every((result) => result.remaining === 0 && result.retryAfter >= 1)).toBe(true);
    expect(await connections[0].zcard(`${namespace}:ratelimit:merchant:burst`)).toBe(100);
  });

  it('slides: slots come back as old requests leave the window, not all at once', async () => {
    const clock = new ManualClock('2030-01-15T12:00:00.000Z');
    const limiter = new RateLimiter(connections[0], { NETLINE_NAMESPACE: namespace }, 1_000, clock);
    expect((await limiter.take('merchant:slide', 2)).remaining).toBe(1);
    clock.advance(600);
    const second = await limiter.take('merchant:slide', 2);
    expect(second).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.take('merchant:slide', 2)).allowed).toBe(false);
    // The first request leaves the window at 1.0 s, the second at 1.6 s.
    clock.advance(399);
    expect((await limiter.take('merchant:slide', 2)).allowed).toBe(false);
    clock.advance(1);
    expect(await limiter.take('merchant:slide', 2)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.take('merchant:slide', 2)).allowed).toBe(false);
    clock.advance(600);
    expect(await limiter.take('merchant:slide', 2)).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('reports the reset time as when the oldest counted request leaves the window', async () => {
    const clock = new ManualClock('2030-01-15T12:00:00.250Z');
    const limiter = new RateLimiter(connections[0], { NETLINE_NAMESPACE: namespace }, 60_000, clock);
    const first = await limiter.take('merchant:reset', 5);
    const leaves = Date.parse('2030-01-15T12:01:00.250Z') / 1000;
    expect(first).toMatchObject({ allowed: true, remaining: 4, resetAt: Math.ceil(leaves), retryAfter: 60 });
    clock.advance(30_000);
    expect(await limiter.take('merchant:reset', 5)).toMatchObject({ remaining: 3, resetAt: first.resetAt, retryAfter: 30 });
    // Redis' own time (no clock given) reads the same window.
    const real = new RateLimiter(connections[0], { NETLINE_NAMESPACE: namespace });
    const before = Date.now() / 1000;
    const now = await real.take('merchant:reset-real', 5);
    expect(now.resetAt).toBeGreaterThanOrEqual(Math.floor(before + 60));
    expect(now.resetAt).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000 + 61));
    expect(await connections[0].pttl(`${namespace}:ratelimit:merchant:reset-real`)).toBeGreaterThan(55_000);
  });

  it('holds at most the limit members, however many requests are refused, and refusals do not extend the key', async () => {
    const clock = new ManualClock('2030-01-15T12:00:00.000Z');
    const limiter = new RateLimiter(connections[0], { NETLINE_NAMESPACE: namespace }, 60_000, clock);
    const key = `${namespace}:ratelimit:merchant:flood`;
    const first = await Promise.all(Array.from({ length: 5 }, () => limiter.take('merchant:flood', 5)));
    expect(first.every((result) => result.allowed)).toBe(true);
    // The key's time to live is Redis' own: lower it by hand, as if 30 s had passed since the last
    // admitted request, so a refusal that renewed it would show as a time to live back near 60 s.
    expect(await connections[0].pttl(key)).toBeGreaterThan(30_000);
    await connections[0].pexpire(key, 30_000);
    clock.advance(400);
    const refused = await Promise.all(Array.from({ length: 500 }, () => limiter.take('merchant:flood', 5)));
    expect(refused.filter((result) => result.allowed)).toEqual([]);
    expect(refused.every((result) => result.remaining === 0)).toBe(true);
    expect(await connections[0].zcard(key)).toBe(5);
    // The key lives one window past its newest admitted entry, not past the latest refusal.
    const ttl = await connections[0].pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30_000);
    expect(refused.every((result) => result.resetAt === first[0].resetAt && result.retryAfter === 60)).toBe(true);
  });

  it('draws no random bytes per request, and members stay unique across limiters (replicas)', async () => {
    const limiters = connections.map((connection) => new RateLimiter(connection, { NETLINE_NAMESPACE: namespace }));
    const randomBytesSpy = jest.spyOn(crypto, 'randomBytes');
    try {
      const results = await Promise.all(Array.from({ length: 60 }, (_, index) => limiters[index % 2].take('merchant:unique', 1_000)));
      expect(results.every((result) => result.allowed)).toBe(true);
      expect(randomBytesSpy).not.toHaveBeenCalled();
    } finally {
      randomBytesSpy.mockRestore();
    }
    // Both limiters count from zero: only their per-process prefixes keep the 60 members apart.
    expect(await connections[0].zcard(`${namespace}:ratelimit:merchant:unique`)).toBe(60);
  });

  it('sends the takes of one event-loop turn as one pipeline, each answered for its own subject', async () => {
    const limiter = new RateLimiter(connections[0], { NETLINE_NAMESPACE: namespace });
    const pipelines = jest.spyOn(connections[0], 'pipeline');
    try {
      const results = await Promise.all(Array.from({ length: 30 }, (_, index) => limiter.take(`merchant:turn${index % 3}`, 8)));
      expect(pipelines).toHaveBeenCalledTimes(1);
      // 10 takes per subject against a limit of 8: each subject's window admits exactly 8.
      for (let subject = 0; subject < 3; subject += 1) {
        const own = results.filter((_, index) => index % 3 === subject);
        expect(own.filter((result) => result.allowed)).toHaveLength(8);
      }
      // A take alone in its turn goes out as a single command.
      await limiter.take('merchant:alone', 8);
      expect(pipelines).toHaveBeenCalledTimes(1);
    } finally {
      pipelines.mockRestore();
    }
  });

  it('fails every take of a batch when Redis cannot take them', async () => {
    const closed = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    const limiter = new RateLimiter(closed, { NETLINE_NAMESPACE: namespace });
    await closed.quit();
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => limiter.take('merchant:down', 8)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
  });
});
