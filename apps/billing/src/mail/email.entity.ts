import { EmailKind, EmailStatus } from '@netline/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One message to a customer: the mail outbox row and the merchant's log entry at once
 * (docs/collections.md, "The mail path"). Written `queued` with its cause in the transaction of the change
 * that causes it; composed (recipients, subject, both parts) by the sender on its first attempt, so the log
 * shows exactly what went out.
 */
@Entity({ name: 'emails' })
export class Email {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  /** What caused it, unique per merchant: one cause never makes two messages (`invoice:<id>`, `receipt:<payment id>`…). */
  @Column({ type: 'text' }) cause!: string;
  @Column({ type: 'text' }) kind!: EmailKind;
  @Column({ type: 'text' }) status!: EmailStatus;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text', nullable: true }) invoiceId!: string | null;
  @Column({ type: 'text', nullable: true }) paymentId!: string | null;
  @Column({ type: 'integer', nullable: true }) reminderOffsetDays!: number | null;
  @Column({ type: 'text', array: true }) toAddresses!: string[];
  @Column({ type: 'text', nullable: true }) replyTo!: string | null;
  @Column({ type: 'text', nullable: true }) fromName!: string | null;
  @Column({ type: 'text', nullable: true }) subject!: string | null;
  @Column({ type: 'text', nullable: true }) textBody!: string | null;
  @Column({ type: 'text', nullable: true }) htmlBody!: string | null;
  @Column({ type: 'text', array: true }) attachments!: string[];
  /** The `Message-ID` header, fixed at composition, so a retry carries the same one. */
  @Column({ type: 'text', nullable: true }) messageId!: string | null;
  @Column({ type: 'integer' }) attempts!: number;
  @Column({ type: 'text', nullable: true }) lastError!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) nextAttemptAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) sentAt!: Date | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  get composed(): boolean {
    return this.subject !== null;
  }
}
