import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id travels with the work: set from `X-Request-Id` (or generated) at the gateway, carried in
 * every NATS message and event envelope, and re-established here on the receiving side so that each log
 * line written while handling it carries the same id.
 */
export interface RequestContext {
  request_id: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestId<T>(requestId: string | undefined, work: () => T): T {
  return storage.run({ request_id: requestId || randomUUID() }, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.request_id;
}
