import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';

/**
 * `Idempotency-Key` on POST, PUT and DELETE, per merchant, in Redis.
 *
 * The first request with a key claims it atomically (SET NX) with a short-lived `pending` record that
 * holds a fingerprint of the request (method, path, body). When its response is ready the record becomes
 * `done` with the exact status, headers and body bytes, kept for 24 h. A later request with the same key:
 *   - a different fingerprint → 400 invalid_request (the key was used for another request);
 *   - `done` → the stored response, byte for byte;
 *   - still `pending` (a concurrent duplicate) → 409 conflict_error; the client retries and gets the replay.
 * A 5xx answer releases the key instead of storing it, so the client can retry the operation.
 */
export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  /** The body bytes, base64. */
  body: string;
}

type Record_ = { state: 'pending'; fingerprint: string } | ({ state: 'done'; fingerprint: string } & StoredResponse);

export type Claim = { outcome: 'claimed' } | { outcome: 'replay'; response: StoredResponse } | { outcome: 'in_progress' } | { outcome: 'mismatch' };

export class IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    private readonly ttlMs: number,
    private readonly pendingTtlMs: number,
  ) {}

  private key(merchantId: string, idempotencyKey: string): string {
    return redisKey(this.config, `idempotency:${merchantId}:${idempotencyKey}`);
  }

  async claim(merchantId: string, idempotencyKey: string, fingerprint: string): Promise<Claim> {
    const key = this.key(merchantId, idempotencyKey);
    const pending: Record_ = { state: 'pending', fingerprint };
    const set = await this.redis.set(key, JSON.stringify(pending), 'PX', this.pendingTtlMs, 'NX');
    if (set === 'OK') return { outcome: 'claimed' };
    const raw = await this.redis.get(key);
    // Released or expired between the two calls: treat as a concurrent request rather than loop.
    if (!raw) return { outcome: 'in_progress' };
    const existing = JSON.parse(raw) as Record_;
    if (existing.fingerprint !== fingerprint) return { outcome: 'mismatch' };
    if (existing.state === 'pending') return { outcome: 'in_progress' };
    return { outcome: 'replay', response: { status: existing.status, headers: existing.headers, body: existing.body } };
  }

  async complete(merchantId: string, idempotencyKey: string, fingerprint: string, response: StoredResponse): Promise<void> {
    const record: Record_ = { state: 'done', fingerprint, ...response };
    await this.redis.set(this.key(merchantId, idempotencyKey), JSON.stringify(record), 'PX', this.ttlMs);
  }

  async release(merchantId: string, idempotencyKey: string): Promise<void> {
    await this.redis.del(this.key(merchantId, idempotencyKey));
  }
}
