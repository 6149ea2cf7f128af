import { z } from 'zod';

/** The `error.type` values of the contract's error shape (see docs/api-conventions.md). */
export const ErrorType = {
  Validation: 'validation_error',
  InvalidRequest: 'invalid_request',
  Authentication: 'authentication_error',
  Forbidden: 'forbidden_error',
  NotFound: 'not_found_error',
  RateLimit: 'rate_limit_error',
  Conflict: 'conflict_error',
  Unavailable: 'service_unavailable',
  Internal: 'internal_error',
} as const;
export type ErrorType = (typeof ErrorType)[keyof typeof ErrorType];

export const ErrorStatus: Record<ErrorType, number> = {
  validation_error: 400,
  invalid_request: 400,
  authentication_error: 401,
  forbidden_error: 403,
  not_found_error: 404,
  rate_limit_error: 429,
  conflict_error: 409,
  service_unavailable: 503,
  internal_error: 500,
};

/**
 * `error.code` of the 409 a request gets while another request with its Idempotency-Key is still being
 * handled. It is never an outcome: a retry after it gets the first request's answer.
 */
export const IDEMPOTENCY_IN_PROGRESS = 'COMMON.IDEMPOTENCY_IN_PROGRESS';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** What crosses NATS and becomes the HTTP error body. `code` is the stable domain code. */
export interface ApiError {
  status: number;
  type: ErrorType;
  message: string;
  code?: string;
  details?: ErrorDetail[];
}

export const errorBodySchema = z
  .object({
    error: z.object({
      type: z.enum(Object.values(ErrorType) as [ErrorType, ...ErrorType[]]),
      message: z.string(),
      code: z.string().optional(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'Error' });

export function errorBody(error: ApiError): z.infer<typeof errorBodySchema> {
  const body: z.infer<typeof errorBodySchema> = { error: { type: error.type, message: error.message } };
  if (error.code) body.error.code = error.code;
  if (error.details) body.error.details = error.details;
  return body;
}

/** Turns zod issues into the contract's `details[{path, message}]`. */
export function validationDetails(issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[] = []): ErrorDetail[] {
  return issues.map((issue) => {
    const segments = [...prefix, ...issue.path].map(String);
    const path = segments.join('.');
    const field = segments.at(-1) ?? 'body';
    if (issue.code === 'invalid_type') {
      const received = receivedType(issue);
      if (received === 'undefined') return { path, message: `\`${field}\` is required` };
      const expected = typeName((issue as { expected?: string }).expected ?? 'another type');
      // A present value of the wrong type says what was expected, and what came (never "is required").
      return { path: path || 'body', message: `\`${field}\` must be ${withArticle(expected)}${received ? `, not ${withArticle(received)}` : ''}` };
    }
    if (issue.code === 'unrecognized_keys') {
      const keys = (issue as { keys: string[] }).keys;
      return {
        path: [...segments, keys[0]].filter(Boolean).join('.'),
        message: `unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`,
      };
    }
    return { path, message: `\`${field}\` ${issue.message}` };
  });
}

/**
 * What an `invalid_type` issue received: the input's type when zod reported the input, else the type its
 * message names ("Invalid input: expected string, received number"); `undefined` means the field was absent.
 */
function receivedType(issue: z.core.$ZodIssue): string | null {
  if ('input' in issue && issue.input !== undefined) {
    const input = issue.input;
    return input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;
  }
  return /received (\w+)/.exec(issue.message)?.[1] ?? null;
}

/** Zod's names of JSON types, as a client knows them (a record is a JSON object). */
const typeName = (type: string) => ({ record: 'object', tuple: 'array', int: 'integer' })[type] ?? type;

const withArticle = (type: string) => (['null', 'undefined'].includes(type) ? type : `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`);
