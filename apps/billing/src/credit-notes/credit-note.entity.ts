import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A credit note: applied to its invoice in full when created; a void gives the amount back to the invoice. */
@Entity({ name: 'credit_notes' })
export class CreditNote {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  /** Its invoice's sub-merchant (partners' invoices). */
  @Column({ type: 'text', nullable: true }) subMerchantId!: string | null;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) invoiceId!: string;
  @Column({ type: 'text' }) source!: string;
  @Column({ type: 'text', nullable: true }) number!: string | null;
  @MoneyColumn() amount!: number;
  @MoneyColumn() amountPaid!: number;
  @MoneyColumn() amountVoided!: number;
  @MoneyColumn() amountPayout!: number;
  @Column({ type: 'text' }) reasonCode!: string;
  @Column({ type: 'text', nullable: true }) reasonMessage!: string | null;
  @Column({ type: 'text', nullable: true }) creditNoteUrl!: string | null;
  @Column({ type: 'boolean' }) voided!: boolean;
  @Column({ type: 'timestamptz', nullable: true }) voidedAt!: Date | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;
}
