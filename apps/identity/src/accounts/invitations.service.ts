import { Injectable } from '@nestjs/common';
import { AcceptedInvitation, INVITATION_TTL_DAYS, InvitationPreview, InvitationView, newEvent, UserRole, ValidationError } from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { MerchantNotFoundError } from '../merchants/merchant.errors';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { EmailTakenError } from '../users/user.errors';
import { UsersRepository } from '../users/users.repository';
import { checkNewPassword, newLinkToken, tokenDigest } from './account-tokens';
import { Invitation } from './account.entities';
import { InvitationClosedError, InvitationInvalidError, InvitationNotFoundError, InvitationPendingError } from './account.errors';
import { InvitationsRepository } from './invitations.repository';
import { AccountMail } from './account-mail';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/**
 * Invitations by email link (docs/security.md, "Invitations"): an admin names an address and a role;
 * identity stores the SHA-256 of a new token (valid 7 days) and queues the link in its mail outbox in
 * the same transaction. The person opens the link, chooses their own password, and becomes an active
 * user of that merchant; when the merchant requires a second factor, their first session may only enrol
 * one. A resend replaces the token (the old link stops working) and restarts the 7 days; a revoke ends
 * the link. Accepting holds the invitation's row, so one link makes one user.
 */
@Injectable()
export class InvitationsService {
  private readonly hasher = new PasswordHasher();

  constructor(
    private readonly dataSource: DataSource,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly merchants: MerchantsRepository,
    private readonly mail: AccountMail,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(merchantId: string): Promise<InvitationView[]> {
    const rows = await this.dataSource.manager.find(Invitation, { where: { merchantId }, order: { createdAt: 'DESC' } });
    return rows.map((row) => this.view(row));
  }

  async create(merchantId: string, invitedBy: string, rawEmail: string, role: UserRole): Promise<InvitationView> {
    const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
    if (!EMAIL.test(email) || email.length > 254) throw new ValidationError([{ path: 'email', message: '`email` must be an email address' }]);
    const merchant = await this.merchants.findById(merchantId);
    if (!merchant) throw new MerchantNotFoundError();
    if (await this.users.findByEmail(email)) throw new EmailTakenError();
    const now = this.clock.now();
    const token = newLinkToken();
    const invitation = Object.assign(new Invitation(), {
      id: newId('inv'),
      merchantId,
      email,
      role,
      tokenDigest: tokenDigest(token),
      invitedBy,
      expiresAt: new Date(now.getTime() + TTL_MS),
      acceptedAt: null,
      revokedAt: null,
      userId: null,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.dataSource.transaction(async (manager) => {
        // An expired invitation of the same address no longer blocks a new one.
        await this.invitations.revokeExpired(manager, email, now);
        await manager.insert(Invitation, invitation);
        await this.mail.queue(manager, email, merchantId, await this.content(merchant.name, role, invitedBy, token));
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new InvitationPendingError();
      throw error;
    }
    this.mail.kick();
    return this.view(invitation);
  }

  async resend(merchantId: string, invitationId: string, invitedBy: string): Promise<InvitationView> {
    const now = this.clock.now();
    const token = newLinkToken();
    const invitation = await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(Invitation, { where: { id: invitationId, merchantId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new InvitationNotFoundError();
      if (row.acceptedAt || row.revokedAt) throw new InvitationClosedError(row.statusAt(now));
      const merchant = await this.merchants.findById(merchantId);
      if (!merchant) throw new MerchantNotFoundError();
      Object.assign(row, { tokenDigest: tokenDigest(token), expiresAt: new Date(now.getTime() + TTL_MS), invitedBy, updatedAt: now });
      await manager.save(Invitation, row);
      await this.mail.queue(manager, row.email, merchantId, await this.content(merchant.name, row.role, invitedBy, token));
      return row;
    });
    this.mail.kick();
    return this.view(invitation);
  }

  async revoke(merchantId: string, invitationId: string): Promise<InvitationView> {
    const now = this.clock.now();
    const row = await this.dataSource.manager.findOneBy(Invitation, { id: invitationId, merchantId });
    if (!row) throw new InvitationNotFoundError();
    if (row.revokedAt) return this.view(row);
    if (row.acceptedAt) throw new InvitationClosedError('accepted');
    await this.dataSource.manager.update(Invitation, { id: row.id }, { revokedAt: now });
    row.revokedAt = now;
    return this.view(row);
  }

  async preview(token: string): Promise<InvitationPreview> {
    const row = await this.open(token);
    const merchant = await this.merchants.findById(row.merchantId);
    if (!merchant) throw new InvitationInvalidError();
    return { email: row.email, merchant_name: merchant.name, role: row.role, mfa_required: merchant.mfaRequired };
  }

  async accept(token: string, password: string): Promise<AcceptedInvitation> {
    const passwordHash = await this.hasher.hash(checkNewPassword(password));
    const now = this.clock.now();
    const accepted = await this.unitOfWork.run(async ({ manager, emit }) => {
      const row = await manager.findOne(Invitation, {
        where: { tokenDigest: typeof token === 'string' ? tokenDigest(token) : '' },
        lock: { mode: 'pessimistic_write' },
      });
      if (!row || row.statusAt(now) !== 'pending') throw new InvitationInvalidError();
      const merchant = await this.merchants.findById(row.merchantId);
      if (!merchant) throw new InvitationInvalidError();
      const taken = await manager.createQueryBuilder(User, 'user').where('lower(user.email) = lower(:email)', { email: row.email }).getCount();
      if (taken > 0) throw new EmailTakenError();
      const user = Object.assign(new User(), {
        id: newId('usr'),
        merchantId: row.merchantId,
        email: row.email,
        passwordHash,
        role: row.role,
        active: true,
        passwordChangedAt: now,
      });
      await manager.insert(User, { ...user });
      await manager.update(Invitation, { id: row.id }, { acceptedAt: now, userId: user.id });
      await emit(newEvent('user.created', row.merchantId, { id: user.id, role: user.role }));
      return { email: user.email, mfa_required: merchant.mfaRequired };
    });
    return accepted;
  }

  /** The pending invitation behind a token; any other state reads as invalid. */
  private async open(token: string): Promise<Invitation> {
    const row = typeof token === 'string' ? await this.dataSource.manager.findOneBy(Invitation, { tokenDigest: tokenDigest(token) }) : null;
    if (!row || row.statusAt(this.clock.now()) !== 'pending') throw new InvitationInvalidError();
    return row;
  }

  private async content(merchantName: string, role: UserRole, invitedBy: string, token: string) {
    const inviter = await this.users.findById(invitedBy);
    return {
      kind: 'invitation' as const,
      link: this.mail.link('accept-invitation', token),
      merchant_name: merchantName,
      role,
      invited_by: inviter?.email ?? 'An admin',
    };
  }

  private view(row: Invitation): InvitationView {
    return {
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.statusAt(this.clock.now()),
      expires_at: row.expiresAt.toISOString(),
      created_at: row.createdAt.toISOString(),
    };
  }
}
