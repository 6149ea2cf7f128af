import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id travels with the work: set from `X-Request-Id` (or generated) at the gateway, carried in
 * every NATS message and event envelope, and re-established here on the receiving side so that each log
 * line written while handling it carries the same id.
 */
export interface RequestContext {
  request_id: string;
  /**
   * Who the work is for (the `EventActor` of @netline/contracts: a request's verified principal, an
   * operator command, or the author of the event a consumer applies); the outbox writes it into every
   * event of the work, for the audit trail (docs/security.md, "Audit trail").
   */
  actor?: object;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestId<T>(requestId: string | undefined, work: () => T, actor?: object): T {
  return storage.run({ request_id: requestId || randomUUID(), ...(actor ? { actor } : {}) }, work);
}

/** The actor of the work in hand (see `RequestContext.actor`), if any. */
export function currentActor(): object | undefined {
  return storage.getStore()?.actor;
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.request_id;
}
