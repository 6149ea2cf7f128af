import { ErrorDetail, parseListQuery, Principal, PublicRpcRequest, RawQuery, RpcRequest, validationDetails } from '@netline/contracts';
import { z } from 'zod';
import { Operation } from './operation';
import { unsafeTextDetails } from './unsafe-text';

/** What a caller sends for one operation, before validation: path parameters, query and JSON body. */
export interface OperationInput {
  params: Record<string, unknown>;
  /** Query parameters as they appear in a URL (`filter[status][eq]`, `limit` …), values as text. */
  query: RawQuery;
  /** The JSON body; `undefined` (or `null`) when none was sent. */
  body: unknown;
}

/** Who asks, and the request's identifiers, for the envelope. */
export interface OperationContext {
  principal: Principal | null;
  requestId: string;
  idempotencyKey?: string;
}

/** What the owning service receives: on behalf of a principal, or with none for a public operation. */
export type OperationRequestResult<R = RpcRequest | PublicRpcRequest> = { ok: true; request: R } | { ok: false; details: ErrorDetail[] };

/**
 * Validates an operation's input against its catalogue entry and builds the NATS request the owning
 * service receives: path parameters and JSON body through their zod schemas, list queries through
 * `parseListQuery` (so services get typed filters, never raw query text), and unknown query parameters
 * refused. Every problem is collected, so one answer names every wrong field. Both edges build their
 * requests here: the REST gateway from an HTTP request, the MCP endpoint from a tool call's arguments.
 *
 * Operations with a raw (non-JSON) body are the caller's to read: pass the body already converted, and
 * it is forwarded as it is.
 *
 * Before any schema, every text value of the path, query and JSON body is checked for NUL characters
 * and invalid Unicode (`unsafeTextDetails`): such a request is refused naming only those fields.
 */
export function buildOperationRequest(
  operation: Operation,
  input: OperationInput,
  context: OperationContext & { principal: Principal },
): OperationRequestResult<RpcRequest>;
export function buildOperationRequest(operation: Operation, input: OperationInput, context: OperationContext): OperationRequestResult;
export function buildOperationRequest(operation: Operation, input: OperationInput, context: OperationContext): OperationRequestResult {
  const unsafe = [
    ...unsafeTextDetails(input.params, ['params']),
    ...unsafeTextDetails(input.query, ['query']),
    ...(operation.rawBody ? [] : unsafeTextDetails(input.body)),
  ];
  if (unsafe.length > 0) return { ok: false, details: unsafe };
  const details: ErrorDetail[] = [];
  const params = validate(operation.params, input.params, 'params', details);
  let query: unknown = {};
  if (operation.list) {
    const parsed = parseListQuery(input.query, operation.list);
    if (parsed.ok) query = parsed.query;
    else details.push(...parsed.details);
  } else if (operation.query) {
    query = validate(operation.query, input.query, 'query', details);
  } else {
    details.push(...Object.keys(input.query).map((key) => ({ path: key, message: `unknown query parameter \`${key}\`` })));
  }
  let body: unknown = undefined;
  if (operation.rawBody) {
    body = input.body;
  } else if (operation.body) {
    if (input.body === undefined || input.body === null) {
      if (!operation.bodyOptional) details.push({ path: 'body', message: 'a JSON request body is required' });
    } else {
      body = validate(operation.body, input.body, undefined, details);
    }
  }
  if (details.length > 0) return { ok: false, details };
  const envelope = {
    request_id: context.requestId,
    ...(context.idempotencyKey !== undefined ? { idempotency_key: context.idempotencyKey } : {}),
    params: (params ?? {}) as Record<string, string>,
    query: query as Record<string, unknown>,
    body,
  };
  // No principal only on public operations, whose subjects the RPC map types as `PublicRpcRequest`.
  return { ok: true, request: context.principal === null ? { ...envelope, principal: null } : { ...envelope, principal: context.principal } };
}

function validate(schema: z.ZodType | undefined, input: unknown, prefix: string | undefined, details: ErrorDetail[]): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  details.push(...validationDetails(parsed.error.issues, prefix ? [prefix] : []));
  return undefined;
}
