import { ApiError, ErrorDetail, ErrorStatus, ErrorType } from './errors';

/**
 * Services throw domain errors with a stable code (`<APP>.<REASON>`) and a kind; they never throw HTTP
 * exceptions. One mapping (`toApiError`) turns a kind into the contract's status and `error.type`.
 */
export type ErrorKind =
  'validation' | 'invalid_request' | 'authentication' | 'forbidden' | 'not_found' | 'conflict' | 'unprocessable' | 'rate_limited' | 'unavailable';

const KIND_TO_TYPE: Record<ErrorKind, ErrorType> = {
  validation: ErrorType.Validation,
  invalid_request: ErrorType.InvalidRequest,
  authentication: ErrorType.Authentication,
  forbidden: ErrorType.Forbidden,
  not_found: ErrorType.NotFound,
  conflict: ErrorType.Conflict,
  // Some domain refusals (a second credit check) are 422 with an `invalid_request` body (docs/api-conventions.md).
  unprocessable: ErrorType.InvalidRequest,
  rate_limited: ErrorType.RateLimit,
  unavailable: ErrorType.Unavailable,
};

export class DomainError extends Error {
  constructor(
    readonly code: string,
    readonly kind: ErrorKind,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(entity: string, code = 'COMMON.NOT_FOUND') {
    super(code, 'not_found', `${entity} not found`);
  }
}

export class ValidationError extends DomainError {
  constructor(details: ErrorDetail[], message = 'Validation error') {
    super('COMMON.VALIDATION', 'validation', message, details);
  }
}

export function toApiError(error: DomainError): ApiError {
  const type = KIND_TO_TYPE[error.kind];
  const status = error.kind === 'unprocessable' ? 422 : ErrorStatus[type];
  const apiError: ApiError = { status, type, message: error.message, code: error.code };
  if (error.details) apiError.details = error.details;
  return apiError;
}

/** The reply for anything that is not a domain error: no message, stack or internals leave the process. */
export function internalApiError(): ApiError {
  return { status: 500, type: ErrorType.Internal, message: 'An internal error occurred', code: 'COMMON.INTERNAL' };
}

/** Rebuilds a domain error from a reply received over NATS (service-to-service calls). */
export function fromApiError(error: ApiError): DomainError {
  const kind = (Object.entries(KIND_TO_TYPE).find(([, type]) => type === error.type)?.[0] ?? 'unavailable') as ErrorKind;
  return new DomainError(error.code ?? 'COMMON.REMOTE', error.status === 422 ? 'unprocessable' : kind, error.message, error.details);
}
