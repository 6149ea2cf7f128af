import { CREDIT_DECISIONS, CreditStatus, DECLINE_CODES, HOLD_CODES, NetTermsStatus } from '@netline/contracts';
import { decimalTransformer, MoneyColumn } from '@netline/persistence';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

@Entity({ name: 'customers' })
@Index('customers_merchant_created_idx', ['merchantId', 'createdAt'])
export class Customer {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  merchantId!: string;

  @Column({ type: 'text' })
  source!: string;

  @Column({ type: 'text' }) businessAddress!: string;
  @Column({ type: 'text' }) businessCity!: string;
  @Column({ type: 'text' }) businessState!: string;
  @Column({ type: 'text' }) businessZip!: string;
  @Column({ type: 'text' }) businessCountry!: string;
  @Column({ type: 'text', nullable: true }) businessAgeRange!: string | null;
  @Column({ type: 'text' }) businessApEmail!: string;
  @Column({ type: 'text', nullable: true }) businessApPhone!: string | null;
  @Column({ type: 'text', nullable: true }) businessApPhoneExtension!: string | null;
  @Column({ type: 'text' }) businessName!: string;
  @Column({ type: 'text', nullable: true }) businessTradeName!: string | null;
  @Column({ type: 'text', nullable: true }) businessPhone!: string | null;
  @Column({ type: 'text', nullable: true }) businessType!: string | null;
  @Column({ type: 'text' }) email!: string;
  @Column({ type: 'text', nullable: true }) personalNameFirst!: string | null;
  @Column({ type: 'text', nullable: true }) personalNameLast!: string | null;
  @Column({ type: 'text', nullable: true }) personalPhone!: string | null;

  /** Credit figures in integer cents. */
  @MoneyColumn() amountApproved!: number;
  @MoneyColumn() amountAuthorized!: number;
  @MoneyColumn() amountBalance!: number;
  @MoneyColumn() amountUnappliedPayments!: number;

  @Column({ type: 'text', nullable: true }) defaultTerms!: string | null;
  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true, transformer: decimalTransformer }) advanceRate!: number | null;
  @Column({ type: 'text', nullable: true }) creditStatus!: CreditStatus | null;
  @Column({ type: 'text', nullable: true }) netTermsStatus!: NetTermsStatus | null;
  @Column({ type: 'text', nullable: true }) netTermsEnrollmentUrl!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) netTermsEnrollmentExpiresAt!: Date | null;
  /** The unguessable token of the hosted enrollment page; the URL above embeds it. */
  @Column({ type: 'text', nullable: true }) netTermsEnrollmentToken!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) creditCheckRequestedAt!: Date | null;
  @Column({ type: 'boolean', default: false }) archived!: boolean;
  @Column({ type: 'text', nullable: true }) dunsNumber!: string | null;
  /** A partner's own id for the customer (partners API only). */
  @Column({ type: 'text', nullable: true }) externalId!: string | null;

  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /** available = approved − balance − authorized + unapplied payments, never below zero. */
  amountAvailable(): number {
    return Math.max(0, this.amountApproved - this.amountBalance - this.amountAuthorized + this.amountUnappliedPayments);
  }
}

/** SQL form of `amountAvailable`, for filtering and sorting. */
export const AMOUNT_AVAILABLE_SQL =
  'GREATEST(0, customer.amount_approved - customer.amount_balance - customer.amount_authorized + customer.amount_unapplied_payments)';

@Entity({ name: 'credit_decisions' })
@Index('credit_decisions_customer_idx', ['merchantId', 'customerId', 'createdAt'])
export class CreditDecision {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  @Column({ type: 'text' }) decision!: (typeof CREDIT_DECISIONS)[number];
  @MoneyColumn() amount!: number;
  @Column({ type: 'numeric', precision: 5, scale: 4, nullable: true, transformer: decimalTransformer }) advanceRate!: number | null;
  @Column({ type: 'text', nullable: true }) declineCode!: (typeof DECLINE_CODES)[number] | null;
  @Column({ type: 'text', nullable: true }) holdCode!: (typeof HOLD_CODES)[number] | null;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
}
