import { ErrorType, ListQuery, MerchantApiVersion, Principal, RawReplyBody } from '@netline/contracts';
import { answerIn, listsUncounted, Operation, reshapes } from '@netline/catalogue';
import { RpcClient } from '@netline/messaging/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-reply';
import { IdempotencyKeys } from './idempotency';
import { buildMessage, IDEMPOTENT_METHODS, unsupportedBodyType, validationError } from './validate';

/**
 * One admitted request to its operation: validation, the Idempotency-Key's claim, one NATS request, and
 * the reply mapped to HTTP unchanged: a JSON answer's bytes become the body as the service wrote them,
 * never parsed here (libs/messaging, `RpcClient.relay`), unless the request's API version answers the
 * operation in another shape than the services write (docs/api-conventions.md, "Versions").
 */
export class Dispatcher {
  constructor(
    private readonly rpc: RpcClient,
    private readonly idempotency: IdempotencyKeys,
    /** Called after a partner operation that changed the caller's grant succeeded, before the answer leaves. */
    private readonly onPartnerGrantChanged: ((partnerId: string) => void) | undefined,
    /** Called after an operation with a `sessionEffect` succeeded, before the answer leaves (the dashboard session's part). */
    private readonly onSessionEffect?: (route: Operation, request: FastifyRequest, reply: FastifyReply, answer: unknown) => Promise<void>,
  ) {}

  async forward(
    route: Operation,
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal | null,
    version?: MerchantApiVersion,
  ): Promise<FastifyReply> {
    if (unsupportedBodyType(route, request)) {
      return sendError(reply, { status: 415, type: ErrorType.InvalidRequest, message: 'Send the request body as application/json' });
    }
    const message = buildMessage(route, request, principal);
    if ('details' in message) return sendError(reply, validationError(route, message.details));
    // A version whose lists answer has_more lets the service read one record past the page instead of counting.
    if (version && listsUncounted(version, route)) (message.query as ListQuery).uncounted = true;
    if (principal && IDEMPOTENT_METHODS.has(route.method) && request.headers['idempotency-key'] !== undefined) {
      if (await this.idempotency.claim(request, reply, principal)) return reply;
    }
    const result = await this.rpc.relay(route.subject, message);
    if (!result.ok) return sendError(reply, this.idempotency.unknownOutcome(request, result.error) ?? result.error);
    if (route.changesPartnerGrant && principal?.partner) this.onPartnerGrantChanged?.(principal.merchant_id);
    if (route.sessionEffect && principal?.actor.type === 'user' && this.onSessionEffect) {
      await this.onSessionEffect(route, request, reply, result.json === undefined ? undefined : JSON.parse(bufferOf(result.json).toString('utf8')));
    }
    const json = version && result.json !== undefined && reshapes(version, route) ? reshaped(version, route, result.json) : result.json;
    return sendResult(route, reply, json);
  }
}

/** A successful answer's bytes as `version` shapes them. */
function reshaped(version: MerchantApiVersion, route: Operation, json: Uint8Array): Uint8Array {
  return Buffer.from(JSON.stringify(answerIn(version, route, JSON.parse(bufferOf(json).toString('utf8')))), 'utf8');
}

/** The service's answer as the operation's response: its status, headers, and body (JSON or raw bytes). */
function sendResult(route: Operation, reply: FastifyReply, json: Uint8Array | undefined): FastifyReply {
  if (route.headers) reply.headers(route.headers);
  if (route.rawResponse) {
    // A file (a PDF, say) travels base64-encoded inside JSON; its bytes are decoded here.
    if (json === undefined) throw new Error(`${route.subject} answered no file`);
    const raw = JSON.parse(bufferOf(json).toString('utf8')) as RawReplyBody;
    if (raw.headers) reply.headers(raw.headers);
    return reply
      .code(raw.status ?? route.status ?? 200)
      .type(raw.content_type)
      .send(Buffer.from(raw.body, raw.encoding));
  }
  const status = route.status ?? 200;
  if (status === 204 || json === undefined) return reply.code(status).send();
  return reply.code(status).type(JSON_TYPE).send(bufferOf(json));
}

/** The same bytes as a Buffer, without a copy. */
function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** What Fastify itself names a body it serialized from an object. */
const JSON_TYPE = 'application/json; charset=utf-8';
