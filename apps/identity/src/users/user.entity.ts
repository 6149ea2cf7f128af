import { UserRole } from '@netline/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A person who signs in to the dashboard (and, later, to the MCP web app flow). */
@Entity({ name: 'users' })
export class User {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  merchantId!: string;

  @Column({ type: 'text' })
  email!: string;

  /** argon2id in PHC string form (salt and parameters included). */
  @Column({ type: 'text' })
  passwordHash!: string;

  @Column({ type: 'text' })
  role!: UserRole;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** When the user was deactivated: their tokens and sessions stop counting from then. */
  @Column({ type: 'timestamptz', nullable: true })
  deactivatedAt!: Date | null;

  /** The confirmed TOTP secret (base32), sealed (KeySealer, its own purpose); null without a second factor. */
  @Column({ type: 'text', nullable: true })
  totpSecretSealed!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  totpEnabledAt!: Date | null;

  /** A secret handed out for enrolment and not yet confirmed by a code (sealed). */
  @Column({ type: 'text', nullable: true })
  totpPendingSealed!: string | null;

  /** The time step of the last code accepted: a code of that step or an earlier one is a replay. */
  @Column({
    type: 'bigint',
    nullable: true,
    transformer: { to: (value: number | null) => value, from: (value: string | null) => (value === null ? null : Number(value)) },
  })
  totpLastStep!: number | null;

  /** Sessions started before this instant have ended (the password was changed or reset). */
  @Column({ type: 'timestamptz', nullable: true })
  sessionsNotBefore!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  passwordChangedAt!: Date | null;

  /** Wrong passwords and codes on the signed-in paths (proof of presence, password change) in the current window. */
  @Column({ type: 'integer', default: 0 })
  checkFailures!: number;

  @Column({ type: 'timestamptz', nullable: true })
  checkFailuresSince!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
