import { Injectable } from '@nestjs/common';
import { CreatedUser, CreateUserRequest, DeactivatedUser, newEvent, SessionUser, TeamUser, USER_ROLES, UserRole, ValidationError } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { QueryFailedError } from 'typeorm';
import { MerchantNotFoundError } from '../merchants/merchant.errors';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { PasswordHasher } from './password-hasher';
import { User } from './user.entity';
import { EmailTakenError, LastAdminError, OwnAccountError, UserNotFoundError } from './user.errors';
import { UsersRepository } from './users.repository';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

@Injectable()
export class UsersService {
  private readonly hasher = new PasswordHasher();

  constructor(
    private readonly users: UsersRepository,
    private readonly merchants: MerchantsRepository,
    private readonly oauthRecords: OAuthRecordsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async create(request: CreateUserRequest): Promise<CreatedUser> {
    const details = [];
    const email = typeof request.email === 'string' ? request.email.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 254) details.push({ path: 'email', message: '`email` must be an email address' });
    if (typeof request.password !== 'string' || request.password.length < 10 || request.password.length > 200) {
      details.push({ path: 'password', message: '`password` must be 10 to 200 characters' });
    }
    if (!USER_ROLES.includes(request.role)) details.push({ path: 'role', message: '`role` must be admin or read_only' });
    if (details.length > 0) throw new ValidationError(details);
    const merchant = typeof request.merchant_id === 'string' ? await this.merchants.findById(request.merchant_id) : null;
    if (!merchant) throw new MerchantNotFoundError();
    if (await this.users.findByEmail(email)) throw new EmailTakenError();

    const user = Object.assign(new User(), {
      id: newId('usr'),
      merchantId: merchant.id,
      email,
      passwordHash: await this.hasher.hash(request.password),
      role: request.role,
      active: true,
    });
    try {
      await this.unitOfWork.run(async ({ manager, emit }) => {
        await this.users.insert(user, manager);
        await emit(newEvent('user.created', merchant.id, { id: user.id, role: user.role }));
      });
    } catch (error) {
      // Two creates racing past the check above: the unique index decides.
      if (error instanceof QueryFailedError && isUniqueViolation(error)) throw new EmailTakenError();
      throw error;
    }
    return { id: user.id, email: user.email, role: user.role };
  }

  async deactivate(userId: string): Promise<DeactivatedUser> {
    const user = typeof userId === 'string' ? await this.deactivateRecorded(userId) : null;
    if (!user) throw new UserNotFoundError();
    // The grants the person gave assistants end with them: their refresh tokens stop at once.
    await this.oauthRecords.revokeByAccount(user.id);
    return { id: user.id, active: false };
  }

  /** The user behind a dashboard session as it is now; null once gone. Deactivated users come back inactive. */
  async sessionUser(userId: string): Promise<SessionUser> {
    const user = typeof userId === 'string' ? await this.users.findById(userId) : null;
    if (!user) throw new UserNotFoundError();
    const merchant = await this.merchants.findById(user.merchantId);
    const totpEnabled = user.totpSecretSealed !== null;
    return {
      id: user.id,
      merchant_id: user.merchantId,
      email: user.email,
      role: user.role,
      active: user.active,
      totp_enabled: totpEnabled,
      enrolment_required: (merchant?.mfaRequired ?? false) && !totpEnabled,
      sessions_not_before: user.sessionsNotBefore?.getTime() ?? null,
    };
  }

  async list(merchantId: string): Promise<TeamUser[]> {
    return (await this.users.listForMerchant(merchantId)).map(teamUserOf);
  }

  /** One user of the merchant as the team page shows it (another merchant's user reads as not found). */
  async get(merchantId: string, userId: string): Promise<TeamUser> {
    return teamUserOf(await this.own(merchantId, userId));
  }

  /** Another user of the same merchant (any other id reads as not found). */
  private async own(merchantId: string, userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user || user.merchantId !== merchantId) throw new UserNotFoundError();
    return user;
  }

  async changeRole(merchantId: string, actingUserId: string, userId: string, role: UserRole): Promise<TeamUser> {
    const user = await this.own(merchantId, userId);
    if (user.id === actingUserId && role !== user.role) throw new OwnAccountError('change the role of');
    if (user.role === 'admin' && role !== 'admin' && user.active && (await this.users.countActiveAdmins(merchantId)) <= 1) throw new LastAdminError();
    const updated = await this.unitOfWork.run(async ({ manager, emit }) => {
      const changed = await this.users.updateRole(user.id, role, manager);
      // The team's history, for the audit trail (docs/security.md, "Audit trail").
      if (changed && role !== user.role) await emit(newEvent('user.updated', merchantId, { id: changed.id, role: changed.role, active: changed.active }));
      return changed;
    });
    if (!updated) throw new UserNotFoundError();
    return teamUserOf(updated);
  }

  async deactivateOwn(merchantId: string, actingUserId: string, userId: string): Promise<TeamUser> {
    const user = await this.own(merchantId, userId);
    if (user.id === actingUserId) throw new OwnAccountError('deactivate');
    if (user.role === 'admin' && user.active && (await this.users.countActiveAdmins(merchantId)) <= 1) throw new LastAdminError();
    const updated = await this.deactivateRecorded(user.id);
    if (!updated) throw new UserNotFoundError();
    await this.oauthRecords.revokeByAccount(user.id);
    return teamUserOf(updated);
  }

  /** Deactivates a user and, when this call did, writes `user.updated` in the same transaction (the audit trail). */
  private deactivateRecorded(userId: string): Promise<User | null> {
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const wasActive = (await manager.findOneBy(User, { id: userId }))?.active === true;
      const user = await this.users.deactivate(userId, this.clock.now(), manager);
      if (user && wasActive) await emit(newEvent('user.updated', user.merchantId, { id: user.id, role: user.role, active: false }));
      return user;
    });
  }
}

function teamUserOf(user: User): TeamUser {
  return { id: user.id, email: user.email, role: user.role, active: user.active, created_at: user.createdAt.toISOString() };
}

/** PostgreSQL's unique-violation code, which TypeORM copies from the driver's error onto its own. */
function isUniqueViolation(error: QueryFailedError): boolean {
  return 'code' in error && error.code === '23505';
}
