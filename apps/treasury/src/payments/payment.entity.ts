import { PAYMENT_TRANSITIONS, PaymentStatus } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A customer payment (integer cents). Status changes go through `moveTo`, which keeps the timestamps. */
@Entity({ name: 'payments' })
export class Payment {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) source!: string;
  @Column({ type: 'text' }) method!: string;
  @Column({ type: 'text' }) status!: PaymentStatus;
  @MoneyColumn() amount!: number;
  @MoneyColumn() amountUnapplied!: number;
  @MoneyColumn() processingFee!: number;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) processedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) paidAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) failedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) canceledAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) scheduledAt!: Date | null;
  /** Set when a paid payment failed afterwards and was taken back everywhere. */
  @Column({ type: 'timestamptz', nullable: true }) reversedAt!: Date | null;
  @Column({ type: 'text', nullable: true }) failedCode!: string | null;
  @Column({ type: 'text', nullable: true }) canceledCode!: string | null;
  @Column({ type: 'text', nullable: true }) createdByUserId!: string | null;
  /** The payment provider that took it online (null for a payment that arrived any other way). */
  @Column({ type: 'text', nullable: true }) provider!: string | null;
  @Column({ type: 'text', nullable: true }) providerReference!: string | null;
  /** The payment-page submission that made it (unique per merchant): a repeated submission finds it. */
  @Column({ type: 'text', nullable: true }) idempotencyKey!: string | null;

  canMoveTo(status: PaymentStatus): boolean {
    return PAYMENT_TRANSITIONS[this.status].includes(status);
  }

  /**
   * Records the new status and its timestamp. `processed_at` is when the bank first processed the
   * payment: the move to `in_transit`, or straight to `paid` / `in_review` / `failed` when it skipped that.
   */
  moveTo(status: PaymentStatus, now: Date, codes: { failedCode?: string; canceledCode?: string } = {}): void {
    if (status !== 'canceled' && status !== 'pending' && !this.processedAt) this.processedAt = now;
    if (status === 'paid') this.paidAt = now;
    if (status === 'failed') {
      this.failedAt = now;
      this.failedCode = codes.failedCode ?? null;
      if (this.status === 'paid') this.reversedAt = now;
    }
    if (status === 'canceled') {
      this.canceledAt = now;
      this.canceledCode = codes.canceledCode ?? null;
    }
    this.status = status;
    this.updatedAt = now;
  }
}

/** One invoice a payment names: the requested amount, and once paid the amount applied. */
@Entity({ name: 'payment_links' })
export class PaymentLink {
  @PrimaryColumn({ type: 'text' }) paymentId!: string;
  @PrimaryColumn({ type: 'text' }) invoiceId!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'integer' }) position!: number;
  @MoneyColumn() amount!: number;
  @MoneyColumn({ nullable: true }) amountApplied!: number | null;
  @Column({ type: 'text', nullable: true }) invoiceNumber!: string | null;
  @Column({ type: 'boolean', nullable: true }) invoiceAdvanced!: boolean | null;
}
