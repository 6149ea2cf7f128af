import { UserRole } from '@netline/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One recovery code of a person with TOTP: the HMAC of the code, never the code; good once. */
@Entity({ name: 'recovery_codes' })
export class RecoveryCode {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  userId!: string;

  @Column({ type: 'text' })
  codeDigest!: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** A password reset link: the SHA-256 of its token, its expiry, and when it was used (once). */
@Entity({ name: 'password_resets' })
export class PasswordReset {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  userId!: string;

  @Column({ type: 'text' })
  tokenDigest!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}

/** An invitation to a merchant's team: the SHA-256 of its link's token, the role, its expiry and fate. */
@Entity({ name: 'invitations' })
export class Invitation {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  merchantId!: string;

  @Column({ type: 'text' })
  email!: string;

  @Column({ type: 'text' })
  role!: UserRole;

  @Column({ type: 'text' })
  tokenDigest!: string;

  /** The admin who sent it (or resent it last). */
  @Column({ type: 'text' })
  invitedBy!: string;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** The user the acceptance created. */
  @Column({ type: 'text', nullable: true })
  userId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;

  statusAt(now: Date): 'pending' | 'accepted' | 'revoked' | 'expired' {
    if (this.acceptedAt) return 'accepted';
    if (this.revokedAt) return 'revoked';
    return this.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
  }
}

export type AccountEmailKind = 'password_reset' | 'invitation' | 'buyer_sign_in';
export type AccountEmailStatus = 'queued' | 'sent' | 'captured' | 'failed';

/**
 * Identity's mail outbox: one row per account email, written in the transaction that made its link.
 * The link (and what the message says around it) is sealed in `sealedContent`, and dropped once the
 * message is sent, captured or given up, so no usable token outlives the send in the database.
 */
@Entity({ name: 'account_emails' })
export class AccountEmail {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  kind!: AccountEmailKind;

  @Column({ type: 'text' })
  toAddress!: string;

  @Column({ type: 'text', nullable: true })
  merchantId!: string | null;

  @Column({ type: 'text', nullable: true })
  sealedContent!: string | null;

  @Column({ type: 'text', default: 'queued' })
  status!: AccountEmailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}

export const ACCOUNT_ENTITIES = [RecoveryCode, PasswordReset, Invitation, AccountEmail];
