import { DomainError } from '@netline/messaging';

export class UserNotFoundError extends DomainError {
  constructor() {
    super('IDENTITY.USER_NOT_FOUND', 'not_found', 'User not found');
  }
}

export class EmailTakenError extends DomainError {
  constructor() {
    super('IDENTITY.EMAIL_TAKEN', 'conflict', 'A user with this email already exists');
  }
}

export class InvalidLoginError extends DomainError {
  constructor() {
    // Unknown email, wrong password and a deactivated user all read the same.
    super('IDENTITY.INVALID_LOGIN', 'authentication', 'Invalid email or password');
  }
}
