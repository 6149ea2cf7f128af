import { DomainError, fromApiError, NotFoundError, toApiError } from './domain-error';

describe('domain error mapping: error kinds to HTTP status and error type', () => {
  it.each([
    ['validation', 400, 'validation_error'],
    ['invalid_request', 400, 'invalid_request'],
    ['authentication', 401, 'authentication_error'],
    ['forbidden', 403, 'forbidden_error'],
    ['not_found', 404, 'not_found_error'],
    ['conflict', 409, 'conflict_error'],
    ['unprocessable', 422, 'invalid_request'],
    ['rate_limited', 429, 'rate_limit_error'],
    ['unavailable', 503, 'service_unavailable'],
  ] as const)('maps %s to %i %s', (kind, status, type) => {
    expect(toApiError(new DomainError('X.Y', kind, 'message'))).toEqual({ status, type, message: 'message', code: 'X.Y' });
  });

  it('round-trips through the wire form', () => {
    const original = new NotFoundError('Customer', 'CREDIT.CUSTOMER_NOT_FOUND');
    const rebuilt = fromApiError(toApiError(original));
    expect(rebuilt).toMatchObject({ kind: 'not_found', code: 'CREDIT.CUSTOMER_NOT_FOUND', message: 'Customer not found' });
    expect(fromApiError(toApiError(new DomainError('A.B', 'unprocessable', 'm'))).kind).toBe('unprocessable');
  });
});
