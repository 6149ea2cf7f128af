import { randomUUID } from 'node:crypto';
import type { Authorizer } from './credentials';

export interface RetryOptions {
  /** Attempts after the first, for a request that may be retried (default 2). */
  maxRetries: number;
  /** The first wait; each next one doubles, with jitter, up to `maxDelayMs` (defaults 500 ms and 8 s). */
  initialDelayMs: number;
  maxDelayMs: number;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Answers after which the same request may succeed: rate limited, or a service or proxy that did not answer. */
const RETRIED_STATUSES = new Set([429, 502, 503, 504]);

/**
 * The `fetch` the client sends through. For every request it sets the authorization and the API version;
 * for a write it sets an `Idempotency-Key` (a random UUID, unless the caller gave one) that every retry of
 * that write repeats, so the API applies the write once however many attempts reach it
 * (the API reference, "Idempotency-Key"). It retries reads and writes alike after a network failure or a
 * 429/502/503/504, waiting as `Retry-After` says or backing off exponentially with jitter; and after a 401
 * of a client-credentials token it fetches a new token and tries once more.
 */
export function netlineFetch(options: {
  authorizer: Authorizer;
  retry: RetryOptions;
  apiVersion?: string;
  fetchImpl: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}) {
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (input: Request): Promise<Response> => {
    const template = input.clone();
    if (WRITE_METHODS.has(template.method) && !template.headers.has('idempotency-key')) template.headers.set('idempotency-key', randomUUID());
    if (options.apiVersion && !template.headers.has('x-api-version')) template.headers.set('x-api-version', options.apiVersion);
    let refreshed = false;
    for (let attempt = 0; ; attempt += 1) {
      const request = template.clone();
      request.headers.set('authorization', await options.authorizer.header());
      let response: Response;
      try {
        response = await options.fetchImpl(request);
      } catch (error) {
        if (attempt >= options.retry.maxRetries) throw error;
        await sleep(backoff(options.retry, attempt));
        continue;
      }
      if (response.status === 401 && !refreshed && options.authorizer.invalidate()) {
        refreshed = true;
        await response.body?.cancel();
        attempt -= 1; // a new token is not a retry
        continue;
      }
      if (!RETRIED_STATUSES.has(response.status) || attempt >= options.retry.maxRetries) return response;
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? backoff(options.retry, attempt);
      await response.body?.cancel();
      await sleep(Math.min(wait, options.retry.maxDelayMs));
    }
  };
}

function backoff(retry: RetryOptions, attempt: number): number {
  const ceiling = Math.min(retry.maxDelayMs, retry.initialDelayMs * 2 ** attempt);
  // "Equal jitter": at least half the step, so clients that failed together do not retry together.
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}
