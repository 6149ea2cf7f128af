import { ApiError, ErrorDetail, ErrorType, Principal, PublicRpcRequest, RawQuery, RpcRequest } from '@netline/contracts';
import { buildOperationRequest, Operation } from '@netline/catalogue';
import type { FastifyRequest } from 'fastify';
import { entityOf } from './route-table';

/** Writes: the methods that carry an Idempotency-Key. */
export const IDEMPOTENT_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/**
 * A JSON operation sent a body of another type (415). JSON operations take `application/json` (or a
 * `+json` type); the framework also parses plain text, which must not pass for JSON. Public pages also
 * take HTML form posts.
 */
export function unsupportedBodyType(route: Operation, request: FastifyRequest): boolean {
  if (!route.body || route.rawBody) return false;
  return hasBody(request) && !acceptsBodyType(route, request);
}

/**
 * The service's request from the path, query and body, validated against the operation's schemas, or
 * what is wrong with them.
 */
export function buildMessage(
  route: Operation,
  request: FastifyRequest,
  principal: Principal | null,
): RpcRequest | PublicRpcRequest | { details: ErrorDetail[] } {
  let body: unknown = request.body;
  const rawDetails: ErrorDetail[] = [];
  if (route.rawBody) {
    body = undefined;
    const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (!Buffer.isBuffer(request.body) || !route.rawBody.contentTypes.includes(contentType)) {
      rawDetails.push({ path: 'body', message: `send the file as one of: ${route.rawBody.contentTypes.join(', ')}` });
    } else if (request.body.length > route.rawBody.maxBytes) {
      // The content-type parser's limit is the largest of all routes; each route keeps its own.
      rawDetails.push({ path: 'body', message: `the file is ${request.body.length} bytes; this operation accepts at most ${route.rawBody.maxBytes} bytes` });
    } else {
      body = { content_type: contentType, body_base64: request.body.toString('base64'), size: request.body.length };
    }
  }
  // Only writes carry the key: the owning service records it with the effect.
  const idempotencyKey = IDEMPOTENT_METHODS.has(route.method) ? request.headers['idempotency-key'] : undefined;
  const built = buildOperationRequest(
    route,
    { params: (request.params ?? {}) as Record<string, unknown>, query: (request.query ?? {}) as RawQuery, body },
    { principal, requestId: request.requestId, ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}) },
  );
  if (!built.ok) return { details: [...built.details, ...rawDetails] };
  return rawDetails.length > 0 ? { details: rawDetails } : built.request;
}

/** The answer to a request that failed validation. */
export function validationError(route: Operation, details: ErrorDetail[]): ApiError {
  // A path parameter no id can have (too long, wrong characters) names no object: 404, as for an unknown id.
  if (details.some((detail) => detail.path.startsWith('params.'))) {
    return { status: 404, type: ErrorType.NotFound, message: `${entityOf(route.path)} not found` };
  }
  return { status: 400, type: ErrorType.Validation, message: 'Validation error', details };
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function acceptsBodyType(route: Operation, request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return true;
  return route.auth === 'public' && type === 'application/x-www-form-urlencoded';
}
