import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';

export interface SessionRecord {
  user_id: string;
  merchant_id: string;
  /** Echoed by the browser in `X-CSRF-Token` on every state-changing request. */
  csrf_token: string;
  /** Epoch milliseconds; the session ends `absoluteMs` after this whatever the activity. */
  created_at: number;
  /** Epoch milliseconds of the last proof of presence (password or code) for revealing or rotating secrets. */
  proved_at?: number;
}

export interface SessionStoreOptions {
  /** Ends a session this long after its last request. */
  idleMs: number;
  /** Ends a session this long after sign-in. */
  absoluteMs: number;
}

/**
 * Dashboard sessions in Redis, shared by every gateway replica. The browser holds only a random 256-bit
 * id; Redis holds the record under the id's SHA-256, so a copy of Redis yields no usable cookie. The
 * key's time to live is the idle timeout (renewed on each use, never past the absolute expiry), and a
 * set per user lists its sessions so they can all be ended at once.
 */
export class SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    readonly options: SessionStoreOptions,
  ) {}

  /**
   * A new session. `notBefore` (epoch ms): the instant identity ended the person's earlier sessions at
   * (a password change); the new one counts as started no earlier, so a clock behind identity's does not
   * end it at once.
   */
  async create(user: { id: string; merchant_id: string }, notBefore?: number): Promise<{ id: string; record: SessionRecord }> {
    const id = randomBytes(32).toString('base64url');
    const record: SessionRecord = {
      user_id: user.id,
      merchant_id: user.merchant_id,
      csrf_token: randomBytes(32).toString('base64url'),
      created_at: Math.max(Date.now(), notBefore ?? 0),
    };
    const digest = digestOf(id);
    await this.redis
      .multi()
      .set(this.key(digest), JSON.stringify(record), 'PX', this.options.idleMs)
      .sadd(this.userKey(user.id), digest)
      .pexpire(this.userKey(user.id), this.options.absoluteMs)
      .exec();
    return { id, record };
  }

  /** The live session for this id (its idle timer restarted), or null when unknown, idle or too old. */
  async touch(id: string): Promise<SessionRecord | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const key = this.key(digestOf(id));
    const raw = await this.redis.get(key);
    if (!raw) return null;
    const record = JSON.parse(raw) as SessionRecord;
    const left = record.created_at + this.options.absoluteMs - Date.now();
    if (left <= 0) {
      await this.destroy(id, record.user_id);
      return null;
    }
    await this.redis.pexpire(key, Math.min(this.options.idleMs, left));
    return record;
  }

  async destroy(id: string, userId?: string): Promise<void> {
    const digest = digestOf(id);
    const multi = this.redis.multi().del(this.key(digest));
    if (userId) multi.srem(this.userKey(userId), digest);
    await multi.exec();
  }

  /** Records a proof of presence on a live session, keeping its time to live. */
  async markProved(id: string, at: number): Promise<void> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return;
    const key = this.key(digestOf(id));
    const raw = await this.redis.get(key);
    if (!raw) return;
    const record = JSON.parse(raw) as SessionRecord;
    await this.redis.set(key, JSON.stringify({ ...record, proved_at: at }), 'KEEPTTL');
  }

  /** Ends every session of a user (deactivated). */
  async destroyAllFor(userId: string): Promise<void> {
    const digests = await this.redis.smembers(this.userKey(userId));
    const multi = this.redis.multi();
    for (const digest of digests) multi.del(this.key(digest));
    multi.del(this.userKey(userId));
    await multi.exec();
  }

  private key(digest: string): string {
    return redisKey(this.config, `dashboard:session:${digest}`);
  }

  private userKey(userId: string): string {
    return redisKey(this.config, `dashboard:user-sessions:${userId}`);
  }
}

function digestOf(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}
