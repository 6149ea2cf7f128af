import { DomainError, NotFoundError } from '@netline/contracts';

export class BuyerUserNotFoundError extends NotFoundError {
  constructor() {
    super('Buyer user', 'IDENTITY.BUYER_USER_NOT_FOUND');
  }
}

export class BuyerUserExistsError extends DomainError {
  constructor() {
    super('IDENTITY.BUYER_USER_EXISTS', 'conflict', 'This address is already a buyer user of this customer');
  }
}

export class BuyerUserIsCustomerEmailError extends DomainError {
  constructor() {
    super(
      'IDENTITY.BUYER_USER_IS_CUSTOMER_EMAIL',
      'conflict',
      "This is the customer's own email or AP email: it reaches the customer while the customer names it. Change the customer instead",
    );
  }
}

/**
 * Every refusal of a sign-in link, whatever the reason (unknown, used, expired, another browser, the
 * address reaches nothing any more): one message, so a refusal tells nothing about the link.
 */
export class SignInLinkInvalidError extends DomainError {
  constructor() {
    super('IDENTITY.SIGN_IN_LINK_INVALID', 'authentication', 'This sign-in link is not valid any more. Ask for a new one from this browser');
  }
}

/** Credit knows no such customer of the caller: the same answer as credit's own (`CREDIT.CUSTOMER_NOT_FOUND`). */
export class CustomerNotFoundError extends NotFoundError {
  constructor() {
    super('Customer', 'CREDIT.CUSTOMER_NOT_FOUND');
  }
}

/** Another address's token, or none: the same 404. */
export class BuyerApiTokenNotFoundError extends NotFoundError {
  constructor() {
    super('API token', 'IDENTITY.BUYER_API_TOKEN_NOT_FOUND');
  }
}

/** Every refusal of a presented buyer API token (unknown, expired, revoked, malformed): one 401. */
export class BuyerApiTokenInvalidError extends DomainError {
  constructor() {
    super('IDENTITY.BUYER_API_TOKEN_INVALID', 'authentication', 'Invalid API token');
  }
}

export class BuyerApiTokenLimitError extends DomainError {
  constructor(limit: number) {
    super('IDENTITY.BUYER_API_TOKEN_LIMIT', 'conflict', `An address holds at most ${limit} live API tokens: revoke one first`);
  }
}
