import IORedis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { SessionStore } from './session-store';

/** Waits `ms` between reads: the pace at which a poll below uses a session, well inside its idle timeout. */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Against the real Redis: idle and absolute expiry, ending every session of a user, nothing readable stored. */
describe('SessionStore (Redis)', () => {
  const namespace = `it${randomBytes(4).toString('hex')}`;
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const user = { id: 'usr_1', merchant_id: 'mer_1' };
  const sessionKey = (id: string) => `${namespace}:dashboard:session:${createHash('sha256').update(id).digest('base64url')}`;

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  // Expiry is Redis' own (a key's time to live) and the store reads no clock of ours, so these wait for
  // the outcome itself: each poll ends when the session ends, with a deadline well past the timeout.
  it('ends a session left idle, while use keeps it alive', async () => {
    // Wide enough that a busy machine's pauses (seconds, on two loaded cores) cannot end the used session
    // between the reads below: the use is proven by its timer restarting, not by a tight pace.
    const IDLE_MS = 3_000;
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: IDLE_MS, absoluteMs: 60_000 });
    const used = await store.create(user);
    const idle = await store.create(user);
    await pause(500);
    expect(await store.touch(used.id)).toMatchObject({ user_id: 'usr_1', merchant_id: 'mer_1', csrf_token: used.record.csrf_token });
    // The use restarted the used session's timer; the other's has kept running since both were created.
    const [usedLeft, idleLeft] = [await redis.pttl(sessionKey(used.id)), await redis.pttl(sessionKey(idle.id))];
    expect(usedLeft).toBeGreaterThan(idleLeft + 300);
    expect(usedLeft).toBeLessThanOrEqual(IDLE_MS);
    const deadline = Date.now() + IDLE_MS + 5_000;
    while ((await redis.exists(sessionKey(idle.id))) === 1 && Date.now() < deadline) await pause(100);
    expect(await redis.exists(sessionKey(idle.id))).toBe(0);
    expect(await store.touch(idle.id)).toBeNull();
  });

  it('ends a session at its absolute expiry however busy it is', async () => {
    // Wide enough that a busy machine's pause between creating the session and its first use (over 700 ms
    // once, on two loaded cores) does not end it before that use.
    const ABSOLUTE_MS = 3_000;
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: 30_000, absoluteMs: ABSOLUTE_MS });
    const { id } = await store.create(user);
    expect(await store.touch(id)).not.toBeNull();
    // A use never extends the session past its absolute expiry, however long the idle timeout.
    expect(await redis.pttl(sessionKey(id))).toBeLessThanOrEqual(ABSOLUTE_MS);
    // Used every 100 ms; only the absolute expiry can end it before the poll's deadline (idle is 30 s).
    const deadline = Date.now() + ABSOLUTE_MS + 5_000;
    let live = await store.touch(id);
    while (live !== null && Date.now() < deadline) {
      await pause(100);
      live = await store.touch(id);
    }
    expect(live).toBeNull();
    expect(await redis.exists(sessionKey(id))).toBe(0);
  });

  it('ends every session of a user at once, and stores neither the id nor anything to rebuild it', async () => {
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: 60_000, absoluteMs: 60_000 });
    const leaver = { id: 'usr_leaver', merchant_id: 'mer_1' };
    const sessions = [await store.create(leaver), await store.create(leaver)];
    const other = await store.create(user);
    const keys = await redis.keys(`${namespace}:*`);
    for (const session of sessions) {
      expect(keys.some((key) => key.includes(session.id))).toBe(false);
      expect(keys).toContain(sessionKey(session.id));
    }
    await store.destroyAllFor(leaver.id);
    for (const session of sessions) expect(await store.touch(session.id)).toBeNull();
    expect(await store.touch(other.id)).not.toBeNull();
  });

  it('refuses ids that are not of the issued shape without asking Redis', async () => {
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: 60_000, absoluteMs: 60_000 });
    expect(await store.touch('')).toBeNull();
    expect(await store.touch('../../etc')).toBeNull();
  });
});
