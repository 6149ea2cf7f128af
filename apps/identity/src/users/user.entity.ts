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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
