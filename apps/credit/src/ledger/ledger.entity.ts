import { LedgerKind } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * One immutable movement on a customer's credit account. Each row carries the change it made to every
 * stored figure, so the customer's figures always equal the sums of these columns (the property tests
 * check exactly that). `idempotency_key` is unique per merchant: a repeated request or a redelivered
 * event finds its row and applies nothing twice.
 */
@Entity({ name: 'credit_ledger' })
export class LedgerEntry {
  @PrimaryColumn({ type: 'bigint' }) seq!: string;
  @Column({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) kind!: LedgerKind;
  @MoneyColumn() amount!: number;
  @MoneyColumn() approvedChange!: number;
  @MoneyColumn() balanceChange!: number;
  @MoneyColumn() authorizedChange!: number;
  @MoneyColumn() unappliedChange!: number;
  @Column({ type: 'text', nullable: true }) invoiceId!: string | null;
  @Column({ type: 'text' }) reference!: string;
  @Column({ type: 'text' }) idempotencyKey!: string;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
}

/** What is still owed on one invoice (or captured charge) and when it falls due; drives holds. */
@Entity({ name: 'credit_receivables' })
export class Receivable {
  @PrimaryColumn({ type: 'text' }) merchantId!: string;
  @PrimaryColumn({ type: 'text' }) invoiceId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) purpose!: 'invoice' | 'advance' | 'charge';
  @MoneyColumn() amountReserved!: number;
  @MoneyColumn() amountOutstanding!: number;
  @Column({ type: 'timestamptz' }) dueAt!: Date;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;
}
