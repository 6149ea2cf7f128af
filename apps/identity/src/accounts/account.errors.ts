import { DomainError } from '@netline/contracts';

/** A wrong code at sign-in (the password was right): the gateway counts it like a wrong password. */
export class InvalidSecondFactorError extends DomainError {
  constructor() {
    super(
      'IDENTITY.INVALID_SECOND_FACTOR',
      'authentication',
      'Wrong or already used code. Enter the current code from your authenticator app, or a recovery code',
    );
  }
}

/**
 * A wrong password or code on a signed-in path (proof of presence, password change, turning TOTP off).
 * 403, not 401: the session itself is fine, and a 401 would sign the person out.
 */
export class WrongCredentialError extends DomainError {
  constructor(what: 'password' | 'code') {
    super(
      what === 'password' ? 'IDENTITY.WRONG_PASSWORD' : 'IDENTITY.WRONG_CODE',
      'forbidden',
      what === 'password' ? 'That is not your current password' : 'Wrong or already used code: enter the current code from your authenticator app',
    );
  }
}

export class TooManyChecksError extends DomainError {
  constructor() {
    super('IDENTITY.TOO_MANY_CHECKS', 'rate_limited', 'Too many wrong passwords or codes: wait 15 minutes and try again');
  }
}

export class ResetLinkInvalidError extends DomainError {
  constructor() {
    // Unknown, used and expired links read the same.
    super('IDENTITY.RESET_LINK_INVALID', 'invalid_request', 'This reset link is invalid, already used or expired: ask for a new one from the sign-in page');
  }
}

export class InvitationInvalidError extends DomainError {
  constructor() {
    super('IDENTITY.INVITATION_INVALID', 'not_found', 'This invitation is invalid, expired or revoked: ask an admin of the team to send it again');
  }
}

export class InvitationNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.INVITATION_NOT_FOUND', 'not_found', 'Invitation not found');
  }
}

export class InvitationClosedError extends DomainError {
  constructor(status: string) {
    super('IDENTITY.INVITATION_CLOSED', 'conflict', `This invitation is ${status}: it cannot be changed`);
  }
}

export class InvitationPendingError extends DomainError {
  constructor() {
    super('IDENTITY.INVITATION_PENDING', 'conflict', 'This address has a pending invitation already: resend or revoke it from the Team page');
  }
}

export class TotpStateError extends DomainError {
  constructor(message: string) {
    super('IDENTITY.TOTP_STATE', 'conflict', message);
  }
}

export class SecondFactorRequiredError extends DomainError {
  constructor(message: string) {
    super('IDENTITY.SECOND_FACTOR_REQUIRED', 'conflict', message);
  }
}
