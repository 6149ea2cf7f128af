import { Injectable } from '@nestjs/common';
import { newEvent, SecondFactorReset } from '@netline/contracts';
import { InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock } from '@netline/persistence';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';
import { User } from '../users/user.entity';
import { UserNotFoundError } from '../users/user.errors';
import { RecoveryCode } from './account.entities';
import { TotpStateError } from './account.errors';

/**
 * An operator clears the second factor of a person who lost their authenticator and every recovery code
 * (`admin user reset-second-factor`, docs/security.md "Second factor"). In one transaction, holding the
 * person's row: the TOTP secret (and any set-up waiting for a code), the last accepted step and every
 * recovery code go, and `sessions_not_before` ends each dashboard session started before now. Then the
 * person's assistant connections end as at a password reset, each recorded as an ended grant so the
 * edges refuse its access tokens too. The log line names the operator the CLI reported.
 *
 * The person then signs in with their password alone; on a team that requires a second factor that
 * session may only set up a new authenticator. A person with no authenticator is refused (nothing is
 * changed), so a mistyped id does not end someone's sessions. The change is `user.second_factor_updated`,
 * authored by the operator (the audit trail).
 */
@Injectable()
export class ResetSecondFactorUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly oauthRecords: OAuthRecordsRepository,
    private readonly clock: Clock,
    @InjectLogger() private readonly logger: Logger,
  ) {}

  async execute(userId: string, operator: string): Promise<SecondFactorReset> {
    const now = this.clock.now();
    const { user, recoveryCodesRemoved } = await this.unitOfWork.run(async ({ manager, emit }) => {
      const found =
        typeof userId === 'string'
          ? await manager.createQueryBuilder(User, 'user').where('user.id = :id', { id: userId }).setLock('pessimistic_write').getOne()
          : null;
      if (!found) throw new UserNotFoundError();
      if (!found.totpSecretSealed) throw new TotpStateError('This user has no authenticator set up: nothing was changed');
      await manager.update(
        User,
        { id: found.id },
        {
          totpSecretSealed: null,
          totpPendingSealed: null,
          totpEnabledAt: null,
          totpLastStep: null,
          sessionsNotBefore: now,
          checkFailures: 0,
          checkFailuresSince: null,
        },
      );
      const removed = await manager.delete(RecoveryCode, { userId: found.id });
      await emit(newEvent('user.second_factor_updated', found.merchantId, { id: found.id, totp_enabled: false, recovery_codes_replaced: false }));
      return { user: found, recoveryCodesRemoved: removed.affected ?? 0 };
    });
    const grantsEnded = await this.oauthRecords.endGrantsOf(user.id);
    this.logger.info(
      { user_id: user.id, merchant_id: user.merchantId, operator, recovery_codes_removed: recoveryCodesRemoved, grants_ended: grantsEnded },
      'second factor cleared by an operator',
    );
    return {
      id: user.id,
      email: user.email,
      totp_enabled: false,
      recovery_codes_removed: recoveryCodesRemoved,
      sessions_not_before: now.toISOString(),
      grants_ended: grantsEnded,
    };
  }
}
