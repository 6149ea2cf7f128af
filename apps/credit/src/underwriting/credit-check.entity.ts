import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The one credit check of a customer (a second request is refused); `pending` ones form the production review queue. */
@Entity({ name: 'credit_checks' })
export class CreditCheck {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @MoneyColumn() amountRequested!: number;
  @Column({ type: 'boolean' }) hasPurchaseHistory!: boolean;
  @Column({ type: 'boolean', nullable: true }) hasPurchaseTermsHistory!: boolean | null;
  @Column({ type: 'text', nullable: true }) businessDescription!: string | null;
  @Column({ type: 'text' }) status!: 'pending' | 'decided';
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz', nullable: true }) decidedAt!: Date | null;
}
