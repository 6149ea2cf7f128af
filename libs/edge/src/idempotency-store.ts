import { redisKey } from '@netline/config';
import { ApiError, IDEMPOTENCY_IN_PROGRESS } from '@netline/contracts';
import type { Redis } from 'ioredis';

/**
 * `Idempotency-Key` on POST, PUT and DELETE, per merchant, in Redis.
 *
 * The first request with a key claims it atomically (SET NX) with a short-lived `pending` record that
 * holds a fingerprint of the request (method, path, body). When its response is ready the record becomes
 * `done` with the exact status, headers and body bytes, kept for 24 h. A later request with the same key:
 *   - a different fingerprint → 400 invalid_request (the key was used for another request);
 *   - `done` → the stored response, byte for byte;
 *   - still `pending` (a concurrent duplicate) → 409 conflict_error; the client retries and gets the replay;
 *   - `unknown` (the first attempt got no answer from the service, or a 5xx) → this request takes the claim
 *     over and asks the owning service again. That is safe because the service records the key with its
 *     effect and answers a repeat with the first outcome; if the service still does not answer, the
 *     request gets 409 "in progress" and the key stays `unknown`.
 * A claim is never released on a timeout: only the owning service can say whether the request took effect.
 */
/**
 * Whether an error from the owning service leaves a keyed request's outcome unknown, so the key must be
 * marked `unknown` rather than completed with it: no answer at all (the RPC failed, 503
 * `COMMON.UNAVAILABLE`), or the service's own "in progress" (another attempt with the key is still being
 * handled there). Storing either as the key's response would replay it for the key's whole lifetime
 * although the request may well have succeeded.
 */
export function outcomeUnknown(error: ApiError): boolean {
  return (error.status === 503 && error.code === 'COMMON.UNAVAILABLE') || (error.status === 409 && error.code === IDEMPOTENCY_IN_PROGRESS);
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  /** The body bytes, base64. */
  body: string;
}

type Record_ =
  { state: 'pending'; fingerprint: string } | { state: 'unknown'; fingerprint: string } | ({ state: 'done'; fingerprint: string } & StoredResponse);

export type Claim =
  { outcome: 'claimed'; retry: boolean } | { outcome: 'replay'; response: StoredResponse } | { outcome: 'in_progress' } | { outcome: 'mismatch' };

/** Replaces the record only if it is still exactly what was read (compare and set). */
const TAKE_OVER = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0`;

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
    if (set === 'OK') return { outcome: 'claimed', retry: false };
    const raw = await this.redis.get(key);
    // Expired between the two calls: treat as a concurrent request rather than loop.
    if (!raw) return { outcome: 'in_progress' };
    const existing = JSON.parse(raw) as Record_;
    if (existing.fingerprint !== fingerprint) return { outcome: 'mismatch' };
    if (existing.state === 'pending') return { outcome: 'in_progress' };
    if (existing.state === 'unknown') {
      const taken = await this.redis.eval(TAKE_OVER, 1, key, raw, JSON.stringify(pending), String(this.pendingTtlMs));
      return taken === 1 ? { outcome: 'claimed', retry: true } : { outcome: 'in_progress' };
    }
    return { outcome: 'replay', response: { status: existing.status, headers: existing.headers, body: existing.body } };
  }

  /** The service's outcome is not known (no answer, or a 5xx): the next request with the key asks it again. */
  async markUnknown(merchantId: string, idempotencyKey: string, fingerprint: string): Promise<void> {
    const record: Record_ = { state: 'unknown', fingerprint };
    await this.redis.set(this.key(merchantId, idempotencyKey), JSON.stringify(record), 'PX', this.ttlMs);
  }

  async complete(merchantId: string, idempotencyKey: string, fingerprint: string, response: StoredResponse): Promise<void> {
    const record: Record_ = { state: 'done', fingerprint, ...response };
    await this.redis.set(this.key(merchantId, idempotencyKey), JSON.stringify(record), 'PX', this.ttlMs);
  }
}
