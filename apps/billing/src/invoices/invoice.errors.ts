import { DomainError, ErrorDetail, NotFoundError } from '@netline/contracts';

export class InvoiceNotFoundError extends NotFoundError {
  constructor() {
    super('Invoice', 'BILLING.INVOICE_NOT_FOUND');
  }
}

/** A rule of the invoice lifecycle refused the operation: 400 `invalid_request`. */
export class InvoiceStateError extends DomainError {
  constructor(code: string, message: string) {
    super(`BILLING.${code}`, 'invalid_request', message);
  }
}

export class FieldsNotUpdatableError extends DomainError {
  constructor(fields: string[], state: string, allowed: readonly string[]) {
    super(
      'BILLING.FIELDS_NOT_UPDATABLE',
      'invalid_request',
      `${fields.map((field) => `\`${field}\``).join(', ')} cannot be changed on ${state} invoice (allowed: ${allowed.join(', ')})`,
      fields.map((field): ErrorDetail => ({ path: field, message: `cannot be changed on ${state} invoice` })),
    );
  }
}

/** `line_items` that do not add up to the invoice amount: a validation error naming the field. */
export class LineItemsMismatchError extends DomainError {
  constructor(path: 'line_items' | 'amount', message: string) {
    super('BILLING.LINE_ITEMS_MISMATCH', 'validation', `\`${path}\`: ${message}`, [{ path, message }]);
  }
}

/** A sent invoice's new, higher amount that the customer's credit line cannot take. */
export class AmountNotCoveredError extends DomainError {
  constructor(message: string) {
    super('BILLING.AMOUNT_NOT_COVERED', 'invalid_request', `\`amount\`: ${message}`, [{ path: 'amount', message }]);
  }
}

/** An advance needs (a) the PDF, (b) an approved customer, (c) available credit; names each one missing. */
export class AdvanceConditionsError extends DomainError {
  constructor(missing: ErrorDetail[]) {
    super(
      'BILLING.ADVANCE_CONDITIONS_NOT_MET',
      'invalid_request',
      `The invoice cannot be advanced: ${missing.map((detail) => detail.message).join('; ')}`,
      missing,
    );
  }
}

export class InvalidPdfError extends DomainError {
  constructor(message: string) {
    super('BILLING.INVALID_PDF', 'invalid_request', message);
  }
}

/** A partner named a merchant that is not one of its sub-merchants. */
export class SubMerchantNotFoundError extends DomainError {
  constructor() {
    super('BILLING.MERCHANT_NOT_FOUND', 'not_found', 'Merchant not found');
  }
}
