import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { newEvent, PASSWORD_RESET_TTL_MINUTES } from '@netline/contracts';
import { InjectLogger, UnitOfWork } from '@netline/messaging';
import { Logger } from '@netline/observability';
import { Clock, newId } from '@netline/persistence';
import { DataSource, MoreThan } from 'typeorm';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { asPerson } from '../users/person-actor';
import { checkNewPassword, newLinkToken, tokenDigest } from './account-tokens';
import { PasswordReset } from './account.entities';
import { ResetLinkInvalidError } from './account.errors';
import { PasswordResetsRepository } from './password-resets.repository';
import { AccountMail } from './account-mail';
import { AfterAnswer } from './after-answer';

/** Reset emails one person can be sent per hour; further requests are answered the same and send nothing. */
const RESETS_PER_HOUR = 3;

/** The answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  'If this address has a Netline dashboard account, a link to choose a new password is on its way. It works once, for 30 minutes.';

/**
 * Password reset by email (docs/security.md, "Password change and reset"). A request answers the same
 * whatever the address, and in the same time: the answer goes back before the address is even looked
 * up, and the work behind it runs afterwards (`request` starts it and does not wait), so nothing an
 * unknown address skips (the row, the queued email) can show in how long the answer took. For an
 * active user that work stores the SHA-256 of a new 256-bit token (valid 30 minutes, once) and queues
 * the link in identity's mail outbox in the same transaction, superseding the person's earlier unused
 * links. A failure there is logged; the person asks again. Shutdown waits for the work already started.
 *
 * Using the link sets the password, marks it used (compare-and-set: two uses racing, one wins), and
 * ends every session of the person: `sessions_not_before`, which the gateway checks on every session
 * request, and their assistants' OAuth grants. The change is `user.password_changed` (`reset: true`),
 * authored by the person.
 */
@Injectable()
export class PasswordResetsService implements BeforeApplicationShutdown {
  private readonly hasher = new PasswordHasher();
  /** Requests answered whose lookup and mail have not finished yet. */
  private readonly later: AfterAnswer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly oauthRecords: OAuthRecordsRepository,
    private readonly mail: AccountMail,
    private readonly clock: Clock,
    @InjectLogger() logger: Logger,
  ) {
    this.later = new AfterAnswer(logger, 'password reset request');
  }

  /** Answers at once; the lookup and, for an active user, the link and its email follow (`settled`). */
  async request(rawEmail: string): Promise<{ message: string }> {
    const email = typeof rawEmail === 'string' ? rawEmail.trim() : '';
    if (email) this.later.run(() => this.issueFor(email));
    return { message: RESET_REQUESTED_MESSAGE };
  }

  /** Resolves once the work of every request answered so far is done (shutdown, tests). */
  async settled(): Promise<void> {
    await this.later.settled();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }

  private async issueFor(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (user?.active) await this.issue(user);
  }

  private async issue(user: User): Promise<void> {
    const now = this.clock.now();
    const queued = await this.dataSource.transaction(async (manager) => {
      // Serialises one person's requests, so the hourly count holds under concurrency.
      await this.users.lock(manager, user.id);
      const recent = await manager.countBy(PasswordReset, { userId: user.id, createdAt: MoreThan(new Date(now.getTime() - 3_600_000)) });
      if (recent >= RESETS_PER_HOUR) return false;
      await this.resets.supersedeUnused(manager, user.id, now);
      const token = newLinkToken();
      await manager.insert(PasswordReset, {
        id: newId('pwr'),
        userId: user.id,
        tokenDigest: tokenDigest(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
        usedAt: null,
        createdAt: now,
      });
      await this.mail.queue(manager, user.email, user.merchantId, { kind: 'password_reset', link: this.mail.link('reset-password', token) });
      return true;
    });
    if (queued) this.mail.kick();
  }

  async reset(token: string, password: string): Promise<{ email: string }> {
    const now = this.clock.now();
    const passwordHash = await this.hasher.hash(checkNewPassword(password));
    const user = await this.unitOfWork.run(async ({ manager, emit }) => {
      const reset = typeof token === 'string' ? await manager.findOneBy(PasswordReset, { tokenDigest: tokenDigest(token) }) : null;
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) throw new ResetLinkInvalidError();
      if (!(await this.resets.markUsed(manager, reset.id, now))) throw new ResetLinkInvalidError();
      const found = await manager.findOneBy(User, { id: reset.userId });
      if (!found?.active) throw new ResetLinkInvalidError();
      await manager.update(
        User,
        { id: found.id },
        { passwordHash, passwordChangedAt: now, sessionsNotBefore: now, checkFailures: 0, checkFailuresSince: null },
      );
      await asPerson(found.id, () => emit(newEvent('user.password_changed', found.merchantId, { id: found.id, reset: true })));
      return found;
    });
    // Assistants the person connected end too, their access tokens included (a reset may follow a theft).
    await this.oauthRecords.endGrantsOf(user.id);
    return { email: user.email };
  }
}
