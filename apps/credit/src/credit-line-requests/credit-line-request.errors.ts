import { DomainError, NotFoundError } from '@netline/contracts';

export class CreditLineRequestNotFoundError extends NotFoundError {
  constructor() {
    super('Credit-line request', 'CREDIT.CREDIT_LINE_REQUEST_NOT_FOUND');
  }
}

/** A second request while one is pending: 409 in the contract's error shape, naming the pending one. */
export class CreditLineRequestPendingError extends DomainError {
  constructor(pendingId: string) {
    super('CREDIT.CREDIT_LINE_REQUEST_PENDING', 'conflict', `The customer already has a pending credit-line request (${pendingId})`);
  }
}

export class CreditLineRequestNotPendingError extends DomainError {
  constructor(status: string) {
    super('CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING', 'invalid_request', `The credit-line request is no longer pending (status is ${status})`);
  }
}

export class AmountNotAboveLineError extends DomainError {
  constructor(lineCents: number) {
    super('CREDIT.AMOUNT_NOT_ABOVE_LINE', 'invalid_request', `The amount asked for must be more than the current line of ${(lineCents / 100).toFixed(2)}`);
  }
}
