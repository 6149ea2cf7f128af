import { Inject, Injectable } from '@nestjs/common';
import { AccountSecurity, newEvent, RECOVERY_CODE_COUNT, RecoveryCodes, TotpEnrolment } from '@netline/contracts';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { IdentityConfig } from '../config';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { KeySealer, SealPurpose, sealerFor } from '../signing-keys/key-sealer';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { UserNotFoundError } from '../users/user.errors';
import { UsersRepository } from '../users/users.repository';
import { newRecoveryCode, recoveryCodeDigest } from './account-tokens';
import { RecoveryCode } from './account.entities';
import { SecondFactorRequiredError, TooManyChecksError, TotpStateError, WrongCredentialError } from './account.errors';
import { Totp } from './totp';

/** Wrong passwords and codes a person may enter on the signed-in paths per window. */
const CHECK_LIMIT = 10;
const CHECK_WINDOW_MS = 15 * 60_000;

/**
 * The TOTP second factor and recovery codes (docs/security.md, "Second factor").
 *
 * - Enrolment: a new secret is sealed as pending and shown once (base32 and `otpauth://` URI); it counts
 *   only after a code from it is confirmed, and the confirmation answers ten recovery codes, stored as
 *   HMACs and shown once.
 * - A code is accepted once: the step it matched must be later than the last accepted step, written
 *   with a compare-and-set, so two requests with the same code cannot both pass.
 * - A recovery code is accepted once: marking it used is the check (`used_at IS NULL` in the update).
 * - Wrong passwords and codes on the signed-in paths count per person (10 per 15 minutes), so a
 *   stolen session cannot guess its way to a proof of presence; sign-in is throttled by the gateway.
 * - Each change (set up, turned off, new recovery codes) is `user.second_factor_updated`, written with it.
 */
@Injectable()
export class SecondFactorService {
  private readonly totp = new Totp();
  private readonly hasher = new PasswordHasher();
  private readonly sealer: KeySealer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly merchants: MerchantsRepository,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.sealer = sealerFor(config, SealPurpose.TotpSecret);
  }

  async security(userId: string): Promise<AccountSecurity> {
    const user = await this.user(userId);
    const merchant = await this.merchants.findById(user.merchantId);
    return {
      email: user.email,
      totp_enabled: user.totpSecretSealed !== null,
      recovery_codes_remaining: user.totpSecretSealed ? await this.dataSource.manager.countBy(RecoveryCode, { userId: user.id, usedAt: IsNull() }) : 0,
      mfa_required: merchant?.mfaRequired ?? false,
    };
  }

  async startEnrolment(userId: string): Promise<TotpEnrolment> {
    const user = await this.user(userId);
    if (user.totpSecretSealed) throw new TotpStateError('Your authenticator is already set up: turn it off first to set up another');
    const secret = this.totp.newSecret();
    await this.dataSource.manager.update(User, { id: user.id }, { totpPendingSealed: this.sealer.seal(secret) });
    return { secret, otpauth_uri: this.totp.uri(secret, user.email) };
  }

  async confirmEnrolment(userId: string, code: string): Promise<RecoveryCodes> {
    const user = await this.user(userId);
    if (user.totpSecretSealed) throw new TotpStateError('Your authenticator is already set up');
    if (!user.totpPendingSealed) throw new TotpStateError('Start the set-up first: no authenticator secret is waiting for a code');
    await this.checkAllowed(user);
    const step = this.totp.stepOf(code, this.sealer.open(user.totpPendingSealed), this.clock.now());
    if (step === null) {
      await this.countFailure(user);
      throw new WrongCredentialError('code');
    }
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const result = await manager
        .createQueryBuilder()
        .update(User)
        .set({ totpSecretSealed: user.totpPendingSealed, totpPendingSealed: null, totpEnabledAt: this.clock.now(), totpLastStep: step, checkFailures: 0 })
        .where('id = :id AND totp_pending_sealed = :pending AND totp_secret_sealed IS NULL', { id: user.id, pending: user.totpPendingSealed })
        .execute();
      if (result.affected !== 1) throw new TotpStateError('The set-up changed meanwhile: start it again');
      await emit(newEvent('user.second_factor_updated', user.merchantId, { id: user.id, totp_enabled: true, recovery_codes_replaced: true }));
      return { recovery_codes: await this.replaceRecoveryCodes(manager, user.id) };
    });
  }

  /** Turns TOTP off: the password and a current code, and not while the merchant requires a second factor. */
  async disable(userId: string, password: string, code: string): Promise<AccountSecurity> {
    const user = await this.user(userId);
    if (!user.totpSecretSealed) throw new TotpStateError('You have no authenticator set up');
    const merchant = await this.merchants.findById(user.merchantId);
    if (merchant?.mfaRequired)
      throw new SecondFactorRequiredError('Your team requires a second factor: an admin must turn that off before you can remove yours');
    await this.checkAllowed(user);
    if (!(await this.hasher.matches(password, user.passwordHash))) {
      await this.countFailure(user);
      throw new WrongCredentialError('password');
    }
    if (!(await this.acceptCode(user, code))) {
      await this.countFailure(user);
      throw new WrongCredentialError('code');
    }
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await manager.update(User, { id: user.id }, { totpSecretSealed: null, totpPendingSealed: null, totpEnabledAt: null, checkFailures: 0 });
      await manager.delete(RecoveryCode, { userId: user.id });
      await emit(newEvent('user.second_factor_updated', user.merchantId, { id: user.id, totp_enabled: false, recovery_codes_replaced: false }));
    });
    return this.security(user.id);
  }

  async regenerateRecoveryCodes(userId: string): Promise<RecoveryCodes> {
    const user = await this.user(userId);
    if (!user.totpSecretSealed) throw new TotpStateError('Recovery codes come with an authenticator: set one up first');
    return this.unitOfWork.run(async ({ manager, emit }) => {
      await emit(newEvent('user.second_factor_updated', user.merchantId, { id: user.id, totp_enabled: true, recovery_codes_replaced: true }));
      return { recovery_codes: await this.replaceRecoveryCodes(manager, user.id) };
    });
  }

  /**
   * A proof of presence before revealing or rotating a secret: a code when the person has TOTP (the
   * password alone is then not enough), else the password.
   */
  async stepUp(userId: string, proof: { password?: string; code?: string }): Promise<{ verified_at: string }> {
    const user = await this.user(userId);
    await this.checkAllowed(user);
    if (user.totpSecretSealed) {
      if (proof.code === undefined) throw new WrongCredentialError('code');
      if (!(await this.acceptCode(user, proof.code))) {
        await this.countFailure(user);
        throw new WrongCredentialError('code');
      }
    } else if (proof.password === undefined || !(await this.hasher.matches(proof.password, user.passwordHash))) {
      await this.countFailure(user);
      throw new WrongCredentialError('password');
    }
    await this.resetFailures(user);
    return { verified_at: this.clock.now().toISOString() };
  }

  /** The current password on a signed-in path (the password change), counted like a wrong code. */
  async checkPassword(user: User, password: string): Promise<void> {
    await this.checkAllowed(user);
    if (!(await this.hasher.matches(password, user.passwordHash))) {
      await this.countFailure(user);
      throw new WrongCredentialError('password');
    }
    await this.resetFailures(user);
  }

  /**
   * A code for the person's confirmed secret, accepted once: the matched step is written only if it is
   * later than the last accepted one (compare-and-set), so a replay, or a second request racing the
   * first with the same code, is refused.
   */
  async acceptCode(user: User, code: string): Promise<boolean> {
    if (!user.totpSecretSealed) return false;
    const step = this.totp.stepOf(code, this.sealer.open(user.totpSecretSealed), this.clock.now());
    if (step === null) return false;
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(User)
      .set({ totpLastStep: step })
      .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', { id: user.id, step })
      .execute();
    return result.affected === 1;
  }

  /** A recovery code, accepted once (marking it used is the check). */
  async acceptRecoveryCode(user: User, code: string): Promise<boolean> {
    if (!user.totpSecretSealed) return false;
    const result = await this.dataSource.manager
      .createQueryBuilder()
      .update(RecoveryCode)
      .set({ usedAt: this.clock.now() })
      .where('user_id = :userId AND code_digest = :digest AND used_at IS NULL', {
        userId: user.id,
        digest: recoveryCodeDigest(this.config.SECRET_HMAC_KEY, code),
      })
      .execute();
    return result.affected === 1;
  }

  private async replaceRecoveryCodes(manager: EntityManager, userId: string): Promise<string[]> {
    await manager.delete(RecoveryCode, { userId });
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode());
    await manager.insert(
      RecoveryCode,
      codes.map((code) => ({ id: newId('rcv'), userId, codeDigest: recoveryCodeDigest(this.config.SECRET_HMAC_KEY, code), usedAt: null })),
    );
    return codes;
  }

  private async checkAllowed(user: User): Promise<void> {
    const since = user.checkFailuresSince?.getTime() ?? 0;
    if (user.checkFailures >= CHECK_LIMIT && this.clock.now().getTime() - since < CHECK_WINDOW_MS) throw new TooManyChecksError();
  }

  private async countFailure(user: User): Promise<void> {
    const now = this.clock.now();
    // A new window starts with the first failure after the last one ended.
    await this.users.countCheckFailure(user.id, new Date(now.getTime() - CHECK_WINDOW_MS), now);
  }

  private async resetFailures(user: User): Promise<void> {
    if (user.checkFailures > 0) await this.dataSource.manager.update(User, { id: user.id }, { checkFailures: 0, checkFailuresSince: null });
  }

  private async user(userId: string): Promise<User> {
    const user = typeof userId === 'string' ? await this.dataSource.manager.findOneBy(User, { id: userId }) : null;
    if (!user || !user.active) throw new UserNotFoundError();
    return user;
  }
}
