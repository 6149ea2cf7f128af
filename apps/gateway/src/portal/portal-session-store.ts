import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';

/** A portal session ends this long after its last request… */
export const PORTAL_SESSION_IDLE_MS = 30 * 60_000;
/** …and this long after sign-in, whatever the activity. */
export const PORTAL_SESSION_ABSOLUTE_MS = 12 * 3_600_000;

export interface PortalSessionRecord {
  /** The signed-in address, lower-cased; what it reaches is asked of identity on every request. */
  email: string;
  /** Echoed by the browser in `X-CSRF-Token` on every state-changing request. */
  csrf_token: string;
  /** Epoch milliseconds; the session ends `absoluteMs` after this whatever the activity. */
  created_at: number;
}

/**
 * Buyer portal sessions in Redis, apart from the dashboard's (their own keys, cookie and record): the
 * browser holds a random 256-bit id, Redis the record under the id's SHA-256, with the idle timeout as
 * its time to live (renewed on each use, never past the absolute expiry).
 */
export class PortalSessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    readonly options: { idleMs: number; absoluteMs: number } = { idleMs: PORTAL_SESSION_IDLE_MS, absoluteMs: PORTAL_SESSION_ABSOLUTE_MS },
  ) {}

  async create(email: string): Promise<{ id: string; record: PortalSessionRecord }> {
    const id = randomBytes(32).toString('base64url');
    const record: PortalSessionRecord = { email, csrf_token: randomBytes(32).toString('base64url'), created_at: Date.now() };
    await this.redis.set(this.key(id), JSON.stringify(record), 'PX', this.options.idleMs);
    return { id, record };
  }

  /** The live session for this id (its idle timer restarted), or null when unknown, idle or too old. */
  async touch(id: string): Promise<PortalSessionRecord | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
    const key = this.key(id);
    const raw = await this.redis.get(key);
    if (!raw) return null;
    const record = JSON.parse(raw) as PortalSessionRecord;
    const left = record.created_at + this.options.absoluteMs - Date.now();
    if (left <= 0) {
      await this.redis.del(key);
      return null;
    }
    await this.redis.pexpire(key, Math.min(this.options.idleMs, left));
    return record;
  }

  async destroy(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  private key(id: string): string {
    return redisKey(this.config, `portal:session:${createHash('sha256').update(id).digest('base64url')}`);
  }
}
