import IORedis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { SessionStore } from './session-store';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Against the real Redis: idle and absolute expiry, ending every session of a user, nothing readable stored. */
describe('SessionStore (Redis)', () => {
  const namespace = `it${randomBytes(4).toString('hex')}`;
  const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  const user = { id: 'usr_1', merchant_id: 'mer_1' };

  afterAll(async () => {
    const keys = await redis.keys(`${namespace}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('ends a session left idle, while use keeps it alive', async () => {
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: 600, absoluteMs: 60_000 });
    const used = await store.create(user);
    const idle = await store.create(user);
    for (let step = 0; step < 4; step++) {
      await sleep(250);
      expect(await store.touch(used.id)).toMatchObject({ user_id: 'usr_1', merchant_id: 'mer_1', csrf_token: used.record.csrf_token });
    }
    expect(await store.touch(idle.id)).toBeNull();
  });

  it('ends a session at its absolute expiry however busy it is', async () => {
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: 10_000, absoluteMs: 700 });
    const { id } = await store.create(user);
    await sleep(300);
    expect(await store.touch(id)).not.toBeNull();
    await sleep(500);
    expect(await store.touch(id)).toBeNull();
  });

  it('ends every session of a user at once, and stores neither the id nor anything to rebuild it', async () => {
    const store = new SessionStore(redis, { NETLINE_NAMESPACE: namespace }, { idleMs: 60_000, absoluteMs: 60_000 });
    const leaver = { id: 'usr_leaver', merchant_id: 'mer_1' };
    const sessions = [await store.create(leaver), await store.create(leaver)];
    const other = await store.create(user);
    const keys = await redis.keys(`${namespace}:*`);
    for (const session of sessions) {
      expect(keys.some((key) => key.includes(session.id))).toBe(false);
      expect(keys).toContain(`${namespace}:dashboard:session:${createHash('sha256').update(session.id).digest('base64url')}`);
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
