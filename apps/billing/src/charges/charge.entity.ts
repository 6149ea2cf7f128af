import { Terms } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A charge: an authorization on the customer's line until it is captured (into an invoice) or canceled. */
@Entity({ name: 'charges' })
export class Charge {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) number!: string;
  /** The amount the merchant means to capture (≤ what credit authorized). */
  @MoneyColumn() amount!: number;
  @MoneyColumn() amountAuthorized!: number;
  @MoneyColumn() amountCaptured!: number;
  @Column({ type: 'text' }) terms!: Terms;
  @Column({ type: 'text', nullable: true }) orderNumber!: string | null;
  @Column({ type: 'text', nullable: true }) poNumber!: string | null;
  @Column({ type: 'text', nullable: true }) invoiceUrl!: string | null;
  @Column({ type: 'text', nullable: true }) userId!: string | null;
  @Column({ type: 'jsonb' }) metadata!: Record<string, unknown>;
  @Column({ type: 'boolean' }) captured!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) capturedAt!: Date | null;
  @Column({ type: 'boolean' }) canceled!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) canceledAt!: Date | null;
  @Column({ type: 'text', nullable: true }) invoiceId!: string | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  get authorized(): boolean {
    return !this.captured && !this.canceled;
  }
}
