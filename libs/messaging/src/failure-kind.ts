import { DomainError } from '@netline/contracts';

/**
 * Whether a failure may go away by itself. An event whose handling failed for a `transient` reason
 * (a dependency unreachable, slow, restarting, a lock or serialization conflict) is retried forever with
 * backoff; only a `deterministic` failure (a payload that does not parse or validate, a rule the event
 * violates, a bug) can be dead-lettered, because retrying it gives the same answer.
 */
export type FailureKind = 'transient' | 'deterministic';

/** PostgreSQL SQLSTATE classes and codes that describe the server or the connection, not the data. */
const TRANSIENT_SQLSTATE_CLASSES = ['08', '53', '57', '58'];
const TRANSIENT_SQLSTATES = new Set(['40001', '40P01', '55P03', '55006', '25P03', '57014']);

const TRANSIENT_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

const TRANSIENT_MESSAGES = [
  'connection terminated',
  'connection is closed',
  'timeout exceeded when trying to connect',
  'query read timeout',
  'command timed out',
  'connection error',
  'client has encountered a connection error',
  'cannot use a pool after calling end',
  "stream isn't writeable",
  'reached the max retries per request limit',
  'getaddrinfo',
  'socket hang up',
  'nogroup',
  'loading redis is loading',
];

export function classifyFailure(error: unknown): FailureKind {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof DomainError) return current.kind === 'unavailable' || current.kind === 'rate_limited' ? 'transient' : 'deterministic';
    if (typeof current !== 'object') break;
    const candidate = current as { code?: unknown; name?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^[0-9A-Z]{5}$/.test(code) && (TRANSIENT_SQLSTATES.has(code) || TRANSIENT_SQLSTATE_CLASSES.includes(code.slice(0, 2)))) return 'transient';
    if (TRANSIENT_NODE_CODES.has(code)) return 'transient';
    if (candidate.name === 'MaxRetriesPerRequestError') return 'transient';
    const message = typeof candidate.message === 'string' ? candidate.message.toLowerCase() : '';
    if (TRANSIENT_MESSAGES.some((fragment) => message.includes(fragment))) return 'transient';
    current = candidate.driverError ?? candidate.cause;
  }
  return 'deterministic';
}
