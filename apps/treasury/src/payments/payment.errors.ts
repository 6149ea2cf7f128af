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

/** A partner's forwarded payment cannot apply to its invoice: 422, as the partners API answers it. */
export class ForwardedPaymentRefusedError extends DomainError {
  constructor(path: string, message: string) {
    super('TREASURY.FORWARDED_PAYMENT_REFUSED', 'unprocessable', `The payment cannot be forwarded: ${message}`, [{ path, message }]);
  }
}

/** No payment provider is configured (`PAYMENT_PROVIDER=none`), or it does not take this method. */
export class OnlinePaymentsUnavailableError extends DomainError {
  constructor(method?: string) {
    super(
      'TREASURY.ONLINE_PAYMENTS_UNAVAILABLE',
      'conflict',
      method ? `Online payment by ${method} is not offered` : 'Online payment is not offered: no payment provider is configured',
    );
  }
}

/** The invoice cannot take this online payment (not this customer's, unsent, closed, or less owed). */
export class OnlinePaymentRefusedError extends DomainError {
  constructor(message: string) {
    super('TREASURY.ONLINE_PAYMENT_REFUSED', 'conflict', `The payment cannot be taken: ${message}`);
  }
}

/** The invoice had ONLINE_PAYMENT_MAX_DECLINES declined online payments within the hour. */
export class TooManyDeclinesError extends DomainError {
  constructor(readonly retryInMinutes: number) {
    super(
      'TREASURY.ONLINE_PAYMENT_DECLINES_EXCEEDED',
      'rate_limited',
      `Too many declined payments on this invoice: online payment opens again in ${retryInMinutes} minute${retryInMinutes === 1 ? '' : 's'}`,
    );
  }
}
