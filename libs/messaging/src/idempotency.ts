import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { ErrorType, IDEMPOTENCY_IN_PROGRESS, RpcReply } from '@netline/contracts';
import { sql } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';

/**
 * `Idempotency-Key` where the effect happens. The gateway's Redis record answers a client's retry
 * quickly, but only the owning service knows whether a request took effect: a reply lost to a timeout, a
 * gateway that died, or two gateways receiving the same key must not apply it twice.
 *
 * So a service handling a keyed request records `(merchant, key)` **in the same transaction as the
 * effect** (the first `UnitOfWork.run` of the request claims the key; a concurrent duplicate blocks on
 * the row and then finds it taken), and the reply as soon as the handler has produced it. A request with
 * a key already recorded is not executed again: it gets the first outcome, or "in progress" while that
 * outcome is being produced. The same key with a different request is refused.
 */
export interface KeyedRequest {
  merchantId: string;
  key: string;
  subject: string;
  fingerprint: string;
  /** Set once a transaction that recorded the key committed. */
  recorded: boolean;
}

const current = new AsyncLocalStorage<KeyedRequest>();

export function currentKeyedRequest(): KeyedRequest | undefined {
  return current.getStore();
}

/** Whether the current request carries an Idempotency-Key that no committed transaction has recorded yet. */
export function idempotencyKeyToRecord(): boolean {
  const keyed = current.getStore();
  return keyed !== undefined && !keyed.recorded;
}

/** Thrown inside a transaction when another request recorded the key first; the transaction rolls back. */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('This Idempotency-Key was recorded by another request');
  }
}

// Prepared statements: every keyed write claims its key, and every keyed request looks it up first.
const claimKey = sql(
  `INSERT INTO idempotency_keys (merchant_id, key, subject, fingerprint) VALUES ($1, $2, $3, $4)
   ON CONFLICT (merchant_id, key) DO NOTHING RETURNING key`,
);
const findKey = sql<StoredKey>('SELECT fingerprint, reply FROM idempotency_keys WHERE merchant_id = $1 AND key = $2', { pipelined: true });
const completeKey = sql('UPDATE idempotency_keys SET reply = $3 WHERE merchant_id = $1 AND key = $2 AND reply IS NULL');
const recordReply = sql(
  `INSERT INTO idempotency_keys (merchant_id, key, subject, fingerprint, reply) VALUES ($1, $2, $3, $4, $5)
   ON CONFLICT (merchant_id, key) DO NOTHING`,
);

/** Claims the current request's key inside `manager`'s transaction (no-op without a key, or once recorded). */
export async function claimIdempotencyKey(manager: EntityManager): Promise<KeyedRequest | undefined> {
  const keyed = current.getStore();
  if (!keyed || keyed.recorded) return undefined;
  const inserted = await claimKey.rows(manager, [keyed.merchantId, keyed.key, keyed.subject, keyed.fingerprint]);
  if (inserted.length === 0) throw new IdempotencyKeyTaken();
  return keyed;
}

/** What a keyed request's message must carry; anything else is handled without a record. */
export function keyedRequestOf(subject: string, message: unknown): KeyedRequest | undefined {
  if (!message || typeof message !== 'object') return undefined;
  const {
    idempotency_key: key,
    principal,
    params,
    query,
    body,
  } = message as {
    idempotency_key?: unknown;
    principal?: { merchant_id?: unknown } | null;
    params?: unknown;
    query?: unknown;
    body?: unknown;
  };
  if (typeof key !== 'string' || typeof principal?.merchant_id !== 'string') return undefined;
  const fingerprint = createHash('sha256').update(subject).update('\n').update(JSON.stringify({ params, query, body })).digest('base64url');
  return { merchantId: principal.merchant_id, key, subject, fingerprint, recorded: false };
}

interface StoredKey {
  fingerprint: string;
  reply: RpcReply | null;
}

export class IdempotencyRecorder {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(keyed: KeyedRequest, work: () => T): T {
    return current.run(keyed, work);
  }

  async find(keyed: KeyedRequest): Promise<StoredKey | null> {
    return findKey.first(this.dataSource, [keyed.merchantId, keyed.key]);
  }

  /** The answer for a key recorded before: the first reply, a refusal for another request, or "in progress". */
  answerFor(stored: StoredKey, keyed: KeyedRequest): RpcReply {
    if (stored.fingerprint !== keyed.fingerprint) {
      return {
        ok: false,
        error: {
          status: 400,
          type: ErrorType.InvalidRequest,
          code: 'COMMON.IDEMPOTENCY_KEY_REUSED',
          message: 'This Idempotency-Key was already used with a different request',
        },
      };
    }
    if (stored.reply) return stored.reply;
    return {
      ok: false,
      error: {
        status: 409,
        type: ErrorType.Conflict,
        code: IDEMPOTENCY_IN_PROGRESS,
        message: 'A request with this Idempotency-Key is still in progress; retry shortly',
      },
    };
  }

  /** After a concurrent duplicate took the key: waits briefly for its reply, then answers from the record. */
  async answerAfterRace(keyed: KeyedRequest, waitMs = 2_000): Promise<RpcReply> {
    const until = Date.now() + waitMs;
    for (;;) {
      const stored = await this.find(keyed);
      if (stored && (stored.reply || stored.fingerprint !== keyed.fingerprint || Date.now() >= until)) return this.answerFor(stored, keyed);
      if (!stored && Date.now() >= until) return this.answerFor({ fingerprint: keyed.fingerprint, reply: null }, keyed);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Stores the reply of a keyed request. When its effect recorded the key, the reply completes that row
   * (whatever it is: a later step's failure is the request's outcome too). A request that changed
   * nothing through a unit of work records only a success, so a retry of a refused request runs again.
   */
  async remember(keyed: KeyedRequest, reply: RpcReply): Promise<void> {
    if (keyed.recorded) {
      await completeKey.rows(this.dataSource, [keyed.merchantId, keyed.key, JSON.stringify(reply)]);
    } else if (reply.ok) {
      await recordReply.rows(this.dataSource, [keyed.merchantId, keyed.key, keyed.subject, keyed.fingerprint, JSON.stringify(reply)]);
    }
  }
}
