import { Injectable } from '@nestjs/common';
import { newEvent, VerifiedUser, VerifyPasswordRequest } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { PasswordHasher } from '../users/password-hasher';
import { asPerson } from '../users/person-actor';
import { User } from '../users/user.entity';
import { InvalidLoginError, UserNotFoundError } from '../users/user.errors';
import { UsersRepository } from '../users/users.repository';
import { checkNewPassword } from './account-tokens';
import { InvalidSecondFactorError } from './account.errors';
import { SecondFactorService } from './second-factor.service';

/**
 * A person's password: signing in with it (then the second factor), and changing it while signed in. Both go
 * through the second factor's checks (`SecondFactorService`), which is why they sit in accounts/, not users/.
 */
@Injectable()
export class PasswordsService {
  private readonly hasher = new PasswordHasher();
  /** Verified against when the email is unknown, so that answer takes as long as a wrong password. */
  private readonly decoyHash = this.hasher.hash('netline-decoy-password');

  constructor(
    private readonly users: UsersRepository,
    private readonly merchants: MerchantsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly secondFactor: SecondFactorService,
  ) {}

  /**
   * The signed-in person's new password: the current one first (wrong ones count like wrong codes).
   * Every session of the person started before now ends (`sessions_not_before`); the gateway gives the
   * browser that asked a new one. `user.password_changed` is written with the change (the audit trail).
   */
  async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<{ sessions_not_before: string }> {
    const user = typeof userId === 'string' ? await this.users.findById(userId) : null;
    if (!user || !user.active) throw new UserNotFoundError();
    const checked = checkNewPassword(newPassword, 'new_password');
    await this.secondFactor.checkPassword(user, currentPassword);
    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(checked);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.users.setPassword(user.id, passwordHash, now, manager);
      await emit(newEvent('user.password_changed', user.merchantId, { id: user.id, reset: false }));
    });
    return { sessions_not_before: now.toISOString() };
  }

  /**
   * Sign-in (the dashboard and the OAuth sign-in page): the password, then the second factor. A person
   * with TOTP and no code sent gets `second_factor: 'needed'` (the gateway starts no session and asks
   * for the code); a wrong, replayed or used code is 401 `IDENTITY.INVALID_SECOND_FACTOR`. A completed
   * sign-in is `user.signed_in`, authored by the person (the audit trail).
   */
  async verifyPassword(request: VerifyPasswordRequest): Promise<VerifiedUser> {
    const email = typeof request.email === 'string' ? request.email.trim() : '';
    const password = typeof request.password === 'string' ? request.password : '';
    const user = email ? await this.users.findByEmail(email) : null;
    const matches = await this.hasher.matches(password, user?.passwordHash ?? (await this.decoyHash));
    if (!user || !matches || !user.active) throw new InvalidLoginError();
    const verified = { id: user.id, merchant_id: user.merchantId, email: user.email, role: user.role };
    if (user.totpSecretSealed) {
      if (typeof request.code === 'string') {
        if (!(await this.secondFactor.acceptCode(user, request.code.replace(/\s+/g, '')))) throw new InvalidSecondFactorError();
        return this.signedIn(user, { ...verified, second_factor: 'verified' });
      }
      if (typeof request.recovery_code === 'string') {
        if (!(await this.secondFactor.acceptRecoveryCode(user, request.recovery_code))) throw new InvalidSecondFactorError();
        return this.signedIn(user, { ...verified, second_factor: 'verified' });
      }
      return { ...verified, second_factor: 'needed' };
    }
    const merchant = await this.merchants.findById(user.merchantId);
    return this.signedIn(user, { ...verified, second_factor: merchant?.mfaRequired ? 'missing' : 'off' });
  }

  private async signedIn(user: User, verified: VerifiedUser): Promise<VerifiedUser> {
    await asPerson(user.id, () =>
      this.unitOfWork.run(({ emit }) =>
        emit(newEvent('user.signed_in', user.merchantId, { id: user.id, second_factor: verified.second_factor === 'verified' })),
      ),
    );
    return verified;
  }
}
