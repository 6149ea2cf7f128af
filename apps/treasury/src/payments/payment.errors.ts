import { DomainError, ErrorDetail, NotFoundError } from '@netline/contracts';

export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super('Payment', 'TREASURY.PAYMENT_NOT_FOUND');
  }
}

export class InvalidPaymentTransitionError extends DomainError {
  constructor(from: string, to: string, allowed: readonly string[]) {
    super(
      'TREASURY.INVALID_PAYMENT_TRANSITION',
      'invalid_request',
      `A ${from} payment cannot become ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ' (it is final)'}`,
    );
  }
}

/** A link names an invoice the payment cannot pay (another customer's, unsent, closed, or too much). */
export class InvalidPaymentLinksError extends DomainError {
  constructor(details: ErrorDetail[]) {
    super(
      'TREASURY.INVALID_PAYMENT_LINKS',
      'invalid_request',
      `The payment links cannot be applied: ${details.map((detail) => detail.message).join('; ')}`,
      details,
    );
  }
}

export class SandboxOnlyError extends DomainError {
  constructor() {
    super('TREASURY.SANDBOX_ONLY', 'not_found', 'Not found');
  }
}

/** A partner's forwarded payment cannot apply to its invoice: 422, as the partners API answers it. */
export class ForwardedPaymentRefusedError extends DomainError {
  constructor(path: string, message: string) {
    super('TREASURY.FORWARDED_PAYMENT_REFUSED', 'unprocessable', `The payment cannot be forwarded: ${message}`, [{ path, message }]);
  }
}
