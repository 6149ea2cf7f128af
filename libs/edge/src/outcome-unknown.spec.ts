import { ErrorType, IDEMPOTENCY_IN_PROGRESS } from '@netline/contracts';
import { outcomeUnknown } from './idempotency-store';

describe('outcomeUnknown', () => {
  it('is true for no answer and for the owning service still handling another attempt', () => {
    expect(outcomeUnknown({ status: 503, type: ErrorType.Unavailable, code: 'COMMON.UNAVAILABLE', message: 'no answer' })).toBe(true);
    expect(outcomeUnknown({ status: 409, type: ErrorType.Conflict, code: IDEMPOTENCY_IN_PROGRESS, message: 'in progress' })).toBe(true);
  });

  it('is false for an outcome: a refusal, another conflict, or a 503 that is the service answering', () => {
    expect(outcomeUnknown({ status: 409, type: ErrorType.Conflict, code: 'CREDIT.CUSTOMER_EXISTS', message: 'exists' })).toBe(false);
    expect(outcomeUnknown({ status: 400, type: ErrorType.Validation, message: 'bad' })).toBe(false);
    expect(outcomeUnknown({ status: 503, type: ErrorType.Unavailable, code: 'CREDIT.BUREAU_DOWN', message: 'bureau' })).toBe(false);
  });
});
