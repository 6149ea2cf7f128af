import { DomainError, NotFoundError } from '@netline/contracts';

export class CustomerNotFoundError extends NotFoundError {
  constructor() {
    super('Customer', 'CREDIT.CUSTOMER_NOT_FOUND');
  }
}

/** A second credit check for one customer: 422 with an `invalid_request` body (docs/api-conventions.md, Errors). */
export class CreditCheckExistsError extends DomainError {
  constructor() {
    super('CREDIT.CREDIT_CHECK_EXISTS', 'unprocessable', 'Credit check already created for this customer.');
  }
}

export class NoPendingEnrollmentError extends DomainError {
  constructor(status: string | null) {
    super('CREDIT.NO_PENDING_ENROLLMENT', 'invalid_request', `The customer has no pending net-terms enrollment (net_terms_status is ${status ?? 'null'})`);
  }
}

export class InvalidDecisionError extends DomainError {
  constructor(message: string) {
    super('CREDIT.INVALID_DECISION', 'invalid_request', message);
  }
}

export class SubMerchantNotFoundError extends DomainError {
  constructor() {
    super('CREDIT.MERCHANT_NOT_FOUND', 'not_found', 'Merchant not found');
  }
}
