import type { components } from './generated/openapi';

/** The error body every Netline API refusal carries: `{"error": {type, message, code?, details?}}`. */
export type ApiErrorBody = components['schemas']['Error'];
export type ApiErrorType = ApiErrorBody['error']['type'];

/**
 * A refusal of the Netline API, as a typed error. Catch the subclass for the case (`NotFoundError`,
 * `ValidationError`…) or read `type`, which is the API's `error.type`; `code` is the stable machine code of
 * a rule of the domain when there is one, and `details` names each wrong field of a validation error.
 */
export class NetlineApiError extends Error {
  readonly type: ApiErrorType;
  readonly code?: string;
  readonly details: Array<{ path: string; message: string }>;
  /** The `X-Request-Id` of the answer, for support and the request logs. */
  readonly requestId?: string;

  constructor(
    readonly status: number,
    body: ApiErrorBody,
    requestId?: string,
  ) {
    super(body.error.message);
    this.name = new.target.name;
    this.type = body.error.type;
    this.code = body.error.code;
    this.details = body.error.details ?? [];
    this.requestId = requestId;
  }
}

export class ValidationError extends NetlineApiError {}
export class InvalidRequestError extends NetlineApiError {}
export class AuthenticationError extends NetlineApiError {}
export class ForbiddenError extends NetlineApiError {}
export class NotFoundError extends NetlineApiError {}
export class ConflictError extends NetlineApiError {}
export class RateLimitError extends NetlineApiError {}
export class ServiceUnavailableError extends NetlineApiError {}
export class InternalError extends NetlineApiError {}

const BY_TYPE: Record<ApiErrorType, new (status: number, body: ApiErrorBody, requestId?: string) => NetlineApiError> = {
  validation_error: ValidationError,
  invalid_request: InvalidRequestError,
  authentication_error: AuthenticationError,
  forbidden_error: ForbiddenError,
  not_found_error: NotFoundError,
  conflict_error: ConflictError,
  rate_limit_error: RateLimitError,
  service_unavailable: ServiceUnavailableError,
  internal_error: InternalError,
};

/** The typed error for an answer's status and body; a body that is not the contract's shape becomes an `InternalError`. */
export function apiErrorOf(status: number, body: unknown, requestId?: string): NetlineApiError {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  if (error && typeof error.type === 'string' && typeof error.message === 'string' && error.type in BY_TYPE) {
    return new BY_TYPE[error.type](status, body as ApiErrorBody, requestId);
  }
  return new InternalError(status, { error: { type: 'internal_error', message: `Unexpected answer ${status} from the Netline API` } }, requestId);
}
