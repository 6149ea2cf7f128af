import { DomainError, NotFoundError } from '@netline/contracts';

export class PayoutNotFoundError extends NotFoundError {
  constructor() {
    super('Payout', 'TREASURY.PAYOUT_NOT_FOUND');
  }
}

export class PayoutTransactionNotFoundError extends NotFoundError {
  constructor() {
    super('Payout transaction', 'TREASURY.PAYOUT_TRANSACTION_NOT_FOUND');
  }
}

export class InvalidPayoutTransitionError extends DomainError {
  constructor(from: string, to: string, allowed: readonly string[]) {
    super(
      'TREASURY.INVALID_PAYOUT_TRANSITION',
      'invalid_request',
      `A ${from} payout cannot become ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (it is final)'}`,
    );
  }
}

export class PayoutNotRetryableError extends DomainError {
  constructor(message: string) {
    super('TREASURY.PAYOUT_NOT_RETRYABLE', 'invalid_request', message);
  }
}
