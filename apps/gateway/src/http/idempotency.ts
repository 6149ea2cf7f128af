import { ApiError, ErrorType, IDEMPOTENCY_IN_PROGRESS, Principal } from '@netline/contracts';
import { IdempotencyStore, outcomeUnknown } from '@netline/edge';
import { Logger } from '@netline/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sendError } from './error-reply';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
/** Headers that belong to one exchange, not to the stored response an idempotent replay repeats. */
const NOT_REPLAYED = new Set([
  'x-request-id',
  'x-ratelimit-limit',
  'x-ratelimit-remaining',
  'x-ratelimit-reset',
  'retry-after',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'idempotent-replayed',
]);

/**
 * `Idempotency-Key` on writes: claimed after validation, answered from an earlier request's stored
 * response, and the response stored (from the `onSend` hook) once this request's is known.
 */
export class IdempotencyKeys {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly logger: Logger,
  ) {}

  /** Claims the request's Idempotency-Key, or answers (resolving `true`) from what an earlier request with it did. */
  async claim(request: FastifyRequest, reply: FastifyReply, principal: Principal): Promise<boolean> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      sendError(reply, { status: 400, type: ErrorType.InvalidRequest, message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' });
      return true;
    }
    const fingerprint = fingerprintOf(request);
    const owner = keyOwnerOf(principal);
    const claim = await this.store.claim(owner, key, fingerprint);
    switch (claim.outcome) {
      case 'claimed':
        request.idempotency = { merchantId: owner, key, fingerprint, retry: claim.retry };
        return false;
      case 'mismatch':
        sendError(reply, { status: 400, type: ErrorType.InvalidRequest, message: 'This Idempotency-Key was already used with a different request' });
        return true;
      case 'in_progress':
        sendError(reply, { status: 409, type: ErrorType.Conflict, message: 'A request with this Idempotency-Key is still in progress; retry shortly' });
        return true;
      case 'replay':
        reply
          .code(claim.response.status)
          .headers(claim.response.headers)
          .header('idempotent-replayed', 'true')
          .send(Buffer.from(claim.response.body, 'base64'));
        return true;
    }
  }

  /**
   * The answer to a keyed request the service did not answer, or answered "still producing the first
   * attempt's answer": the request may have taken effect or may still do so. The key stays claimed
   * (`unknown`) and the next attempt asks the service again, which answers with its first outcome.
   * Storing the service's "in progress" as the key's response would replay that 409 for the key's whole
   * lifetime. Null when the service's own error stands.
   */
  unknownOutcome(request: FastifyRequest, error: ApiError): ApiError | null {
    if (!request.idempotency || !outcomeUnknown(error)) return null;
    request.idempotency.unknown = true;
    if (!request.idempotency.retry) return null;
    return {
      status: 409,
      type: ErrorType.Conflict,
      code: IDEMPOTENCY_IN_PROGRESS,
      message: 'A request with this Idempotency-Key is in progress and its outcome is not known yet; retry shortly',
    };
  }

  /**
   * Stores the response of a request that claimed an Idempotency-Key. Without an answer from the service,
   * or with a 5xx, the outcome is `unknown` (never released): the next attempt asks the service again.
   */
  async remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const claim = request.idempotency;
    if (!claim) return;
    request.idempotency = undefined;
    try {
      if (claim.unknown || reply.statusCode >= 500 || !(payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload))) {
        await this.store.markUnknown(claim.merchantId, claim.key, claim.fingerprint);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      const body = payload === null || payload === undefined ? '' : Buffer.from(payload).toString('base64');
      await this.store.complete(claim.merchantId, claim.key, claim.fingerprint, { status: reply.statusCode, headers, body });
    } catch (error) {
      this.logger.error({ err: error }, 'could not store the idempotent response');
    }
  }
}

/**
 * Whose keys a request's key is among: the merchant's, or, for a buyer in the portal, that buyer's within
 * the merchant, so neither side can replay (or block) the other's keys.
 */
function keyOwnerOf(principal: Principal): string {
  return principal.actor.type === 'buyer' ? `${principal.merchant_id}:buyer:${principal.actor.id}` : principal.merchant_id;
}

/** What makes two requests "the same" for an Idempotency-Key: method, path with query, and body. */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body);
  return createHash('sha256').update(request.method).update('\n').update(request.url).update('\n').update(body).digest('base64url');
}
