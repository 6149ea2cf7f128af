import { DomainError, NotFoundError } from '@netline/contracts';

export class InsufficientCreditError extends DomainError {
  constructor(availableCents: number, requestedCents: number) {
    super(
      'CREDIT.INSUFFICIENT_CREDIT',
      'invalid_request',
      `insufficient available credit: ${(availableCents / 100).toFixed(2)} available, ${(requestedCents / 100).toFixed(2)} requested`,
    );
  }
}

export class CustomerNotApprovedError extends DomainError {
  constructor(status: string | null) {
    super('CREDIT.CUSTOMER_NOT_APPROVED', 'invalid_request', `The customer is not approved for credit (credit_status is ${status ?? 'null'})`);
  }
}

export class ReservationNotFoundError extends NotFoundError {
  constructor() {
    super('Reservation', 'CREDIT.RESERVATION_NOT_FOUND');
  }
}

export class ReleaseExceedsReservationError extends DomainError {
  constructor(outstandingCents: number) {
    super('CREDIT.RELEASE_EXCEEDS_RESERVATION', 'invalid_request', `Only ${(outstandingCents / 100).toFixed(2)} of this reservation is outstanding`);
  }
}

export class ChargeNotAuthorizedError extends DomainError {
  constructor(message = 'The charge has no open authorization') {
    super('CREDIT.CHARGE_NOT_AUTHORIZED', 'invalid_request', message);
  }
}
