import { OperationInput } from '@netline/catalogue';
import { ErrorDetail, RawQuery } from '@netline/contracts';
import { IDEMPOTENCY_KEY_ARGUMENT, IDEMPOTENCY_KEY_PATTERN, McpTool } from './tool-catalogue';

export type SplitArguments = { ok: true; input: OperationInput; idempotencyKey?: string } | { ok: false; details: ErrorDetail[] };

type Scalar = string | number | boolean;
const isScalar = (value: unknown): value is Scalar => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sorts a tool call's flat arguments back into the operation's path parameters, list query and JSON body,
 * so that the shared `buildOperationRequest` validates them exactly as it validates a REST request.
 * List arguments become the query text the REST API reads (`filter: {status: {eq: "sent"}}` →
 * `filter[status][eq]=sent`), and so do the plain query parameters of an operation that has them
 * (`days: 30` → `days=30`), so filters, limits, sorting and parameters follow one set of rules on both edges.
 * Every argument that fits nowhere is named in the answer.
 */
export function splitArguments(tool: McpTool, args: unknown): SplitArguments {
  const { operation } = tool;
  const details: ErrorDetail[] = [];
  if (args !== undefined && !isObject(args)) return { ok: false, details: [{ path: 'arguments', message: 'the arguments must be an object' }] };
  const params: Record<string, unknown> = {};
  const query: RawQuery = {};
  const body: Record<string, unknown> = {};
  let idempotencyKey: string | undefined;

  for (const [key, value] of Object.entries(args ?? {})) {
    if (key === IDEMPOTENCY_KEY_ARGUMENT && operation.access === 'write') {
      if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
        details.push({ path: key, message: `\`${key}\` must be 1 to 255 printable ASCII characters` });
      } else {
        idempotencyKey = value;
      }
    } else if (tool.paramNames.has(key)) {
      params[key] = value;
    } else if (operation.list && (key === 'limit' || key === 'page' || key === 'sort' || tool.listParamNames.has(key))) {
      if (isScalar(value)) query[key] = String(value);
      else details.push({ path: key, message: `\`${key}\` must be a ${key === 'limit' || key === 'page' ? 'non-negative integer' : 'string'}` });
    } else if (operation.list && key === 'filter') {
      addFilters(value, query, details);
    } else if (operation.query && key in operation.query.shape) {
      // A plain query parameter goes as the text a URL would carry; the operation's schema reads it.
      if (isScalar(value)) query[key] = String(value);
      else details.push({ path: key, message: `\`${key}\` takes a single value` });
    } else if (operation.body) {
      body[key] = value;
    } else {
      details.push({ path: key, message: `unknown argument \`${key}\`` });
    }
  }
  if (details.length > 0) return { ok: false, details };

  let bodyInput: unknown = undefined;
  // A required body with no field given still goes to validation, so that the answer names each missing field.
  if (operation.body && (Object.keys(body).length > 0 || !operation.bodyOptional)) bodyInput = body;
  return { ok: true, input: { params, query, body: bodyInput }, ...(idempotencyKey !== undefined ? { idempotencyKey } : {}) };
}

function addFilters(value: unknown, query: RawQuery, details: ErrorDetail[]): void {
  if (!isObject(value)) {
    details.push({ path: 'filter', message: '`filter` must be an object: {field: value} or {field: {op: value}}' });
    return;
  }
  for (const [field, condition] of Object.entries(value)) {
    if (isScalar(condition)) {
      query[`filter[${field}]`] = String(condition);
    } else if (isObject(condition)) {
      for (const [op, operand] of Object.entries(condition)) {
        if (isScalar(operand)) query[`filter[${field}][${op}]`] = String(operand);
        else details.push({ path: `filter.${field}.${op}`, message: `\`${field}\` ${op} takes a single value` });
      }
    } else {
      details.push({ path: `filter.${field}`, message: `\`${field}\` takes a value or {op: value}` });
    }
  }
}

/** Path-parameter problems are named as the argument the caller sent (`customer_id`, not `params.customer_id`). */
export function argumentDetails(details: ErrorDetail[]): ErrorDetail[] {
  return details.map((detail) => (detail.path.startsWith('params.') ? { ...detail, path: detail.path.slice('params.'.length) } : detail));
}
