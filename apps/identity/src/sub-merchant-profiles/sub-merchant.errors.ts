import { DomainError, ErrorDetail } from '@netline/contracts';

export class SubMerchantNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.SUB_MERCHANT_NOT_FOUND', 'not_found', 'Merchant not found');
  }
}

/** A field the final underwriting decision rests on was sent after that decision. */
export class LockedFieldsError extends DomainError {
  constructor(fields: string[]) {
    super(
      'IDENTITY.MERCHANT_FIELDS_LOCKED',
      'validation',
      `Underwriting is completed; these fields can no longer change: ${fields.join(', ')}`,
      fields.map((field): ErrorDetail => ({ path: field, message: `\`${field}\` is locked after the underwriting decision` })),
    );
  }
}

export class NotAPartnerError extends DomainError {
  constructor() {
    // The partners API's paths do not exist for merchants; the gateway never routes them here.
    super('IDENTITY.NOT_A_PARTNER', 'not_found', 'Merchant not found');
  }
}
