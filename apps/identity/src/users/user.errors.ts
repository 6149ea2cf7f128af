import { DomainError } from '@netline/contracts';

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

export class LastAdminError extends DomainError {
  constructor() {
    super('IDENTITY.LAST_ADMIN', 'conflict', 'A merchant keeps at least one active admin: make someone else admin first');
  }
}

export class OwnAccountError extends DomainError {
  constructor(action: string) {
    super('IDENTITY.OWN_ACCOUNT', 'conflict', `You cannot ${action} your own account; ask another admin`);
  }
}
