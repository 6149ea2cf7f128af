import { PAYOUT_TRANSITIONS, PayoutStatus, PayoutTransactionType } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A transfer between Netline and the merchant; its amounts are the sums of its transactions (cents). */
@Entity({ name: 'payouts' })
export class Payout {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) status!: PayoutStatus;
  @MoneyColumn() amountGross!: number;
  @MoneyColumn() amountFee!: number;
  @MoneyColumn() amountNet!: number;
  @Column({ type: 'text', nullable: true }) retryPayoutId!: string | null;
  @Column({ type: 'timestamptz' }) expectedBy!: Date;
  @Column({ type: 'timestamptz', nullable: true }) transactionsStartingAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) transactionsEndingAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) inTransitAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) paidAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) failedAt!: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) canceledAt!: Date | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  canMoveTo(status: PayoutStatus): boolean {
    return PAYOUT_TRANSITIONS[this.status].includes(status);
  }

  moveTo(status: PayoutStatus, now: Date): void {
    if (status === 'in_transit') this.inTransitAt = now;
    if (status === 'paid') this.paidAt = now;
    if (status === 'failed') this.failedAt = now;
    if (status === 'canceled') this.canceledAt = now;
    this.status = status;
    this.updatedAt = now;
  }
}

/** One item owed between Netline and the merchant, booked once per `sourceKey` (cents; net = gross − fee). */
@Entity({ name: 'payout_transactions' })
export class PayoutTransaction {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  /** The sub-merchant a partner's transaction concerns (its invoice's); null for a merchant's own. */
  @Column({ type: 'text', nullable: true }) subMerchantId!: string | null;
  @Column({ type: 'text', nullable: true }) payoutId!: string | null;
  @Column({ type: 'text' }) type!: PayoutTransactionType;
  @Column({ type: 'text' }) sourceKey!: string;
  @Column({ type: 'text', nullable: true }) customerId!: string | null;
  @Column({ type: 'text', nullable: true }) customerName!: string | null;
  @Column({ type: 'text', nullable: true }) invoiceId!: string | null;
  @Column({ type: 'text', nullable: true }) invoiceNumber!: string | null;
  @Column({ type: 'text', nullable: true }) orderId!: string | null;
  @Column({ type: 'text', nullable: true }) poNumber!: string | null;
  @Column({ type: 'text', nullable: true }) paymentId!: string | null;
  @MoneyColumn() amountGross!: number;
  @MoneyColumn() amountFee!: number;
  @MoneyColumn() amountNet!: number;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;
}
