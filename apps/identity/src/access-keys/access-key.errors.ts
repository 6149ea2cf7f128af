import { DomainError } from '@netline/contracts';

export class InvalidClientError extends DomainError {
  constructor() {
    // One message for an unknown client and a wrong secret: the answer must not reveal which client ids exist.
    super('IDENTITY.INVALID_CLIENT', 'authentication', 'Invalid client credentials');
  }
}

export class AccessKeyRevokedError extends DomainError {
  constructor() {
    super('IDENTITY.ACCESS_KEY_REVOKED', 'forbidden', 'API access key revoked');
  }
}

export class AccessKeyExpiredError extends DomainError {
  constructor() {
    super('IDENTITY.ACCESS_KEY_EXPIRED', 'forbidden', 'API access key expired');
  }
}

export class OAuthDisabledError extends DomainError {
  constructor() {
    super('IDENTITY.OAUTH_DISABLED', 'forbidden', 'OAuth access keys are disabled for this merchant');
  }
}

export class WrongAudienceError extends DomainError {
  constructor(kind: string, wanted: string) {
    super('IDENTITY.WRONG_AUDIENCE', 'forbidden', `A ${kind} access key cannot mint a ${wanted} token`);
  }
}

export class InteractiveKeyError extends DomainError {
  constructor() {
    super('IDENTITY.INTERACTIVE_KEY', 'forbidden', 'A web app access key signs in interactively; it cannot mint tokens with client credentials');
  }
}

export class AccessKeyNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.ACCESS_KEY_NOT_FOUND', 'not_found', 'Access key not found');
  }
}
