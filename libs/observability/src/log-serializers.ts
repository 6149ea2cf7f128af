/**
 * What an error, a set of headers or a body may put into a log line. Errors thrown by the database
 * driver carry the statement's parameters (customers' e-mail addresses, a merchant's webhook secret on an
 * insert) and the row that failed (`detail`: "Key (email)=(…) already exists"); HTTP errors carry
 * request bodies and headers. None of that is written: an error keeps its type, message, code-like
 * fields, the SQL text (the statement, never its values) and its stack; headers keep only a few
 * harmless names; bodies are never logged.
 */

/** Error fields that name what failed without quoting data. */
const ERROR_FIELDS = ['code', 'kind', 'status', 'statusCode', 'errno', 'syscall', 'severity', 'routine', 'table', 'column', 'constraint', 'schema'] as const;
/** Header names safe to log: none of them can carry a credential or personal data. */
const SAFE_HEADERS = new Set(['content-type', 'content-length', 'user-agent', 'accept', 'x-request-id', 'idempotency-key', 'x-api-version', 'traceparent']);

export interface SafeError {
  type: string;
  message: string;
  stack?: string;
  query?: string;
  cause?: SafeError;
  [field: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): unknown {
  if (error === null || typeof error !== 'object') return error;
  const source = error as Record<string, unknown> & { message?: unknown; stack?: unknown; query?: unknown; cause?: unknown; driverError?: unknown };
  const safe: SafeError = {
    type: (error as object).constructor?.name ?? 'Error',
    message: typeof source.message === 'string' ? source.message : String(error),
  };
  for (const field of ERROR_FIELDS) {
    const value = source[field] ?? (source.driverError as Record<string, unknown> | undefined)?.[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  // The statement text is code, not data; its parameters (`parameters`) are deliberately not copied.
  if (typeof source.query === 'string') safe.query = source.query.slice(0, 2_000);
  if (typeof source.stack === 'string') safe.stack = source.stack;
  if (source.cause !== undefined && depth < 3) safe.cause = serializeError(source.cause, depth + 1) as SafeError;
  return safe;
}

export function serializeHeaders(headers: unknown): unknown {
  if (headers === null || typeof headers !== 'object') return undefined;
  const safe: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    safe[name] = SAFE_HEADERS.has(name.toLowerCase()) ? value : '[omitted]';
  }
  return safe;
}

export const omitted = (): string => '[omitted]';

/** The serializers every Netline logger uses, by the field names log calls use. */
export const LOG_SERIALIZERS = {
  err: serializeError,
  error: serializeError,
  headers: serializeHeaders,
  body: omitted,
  params: omitted,
  parameters: omitted,
};
