import { DomainError } from '@netline/contracts';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    super('IDENTITY.INVALID_CREDENTIALS', 'authentication', 'Invalid merchant credentials');
  }
}

export class BasicDisabledError extends DomainError {
  constructor() {
    // Same message as bad credentials: the answer must not reveal which merchants exist or how they are set up.
    super('IDENTITY.BASIC_DISABLED', 'authentication', 'Invalid merchant credentials');
  }
}

export class MerchantNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.MERCHANT_NOT_FOUND', 'not_found', 'Merchant not found');
  }
}
