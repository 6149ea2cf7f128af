import { CREDIT_DECISIONS, CreditStatus, DECLINE_CODES, DefaultTerms, HOLD_CODES, NetTermsStatus } from '@netline/contracts';
import { decimalTransformer, MoneyColumn } from '@netline/persistence';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreditCheckExistsError, InvalidDecisionError } from './customer.errors';

/**
 * Advance rate given with an instant sandbox approval, and the default for approvals that name none. Here,
 * not in the underwriter, because `decide` applies it and underwriting already depends on customers.
 */
export const DEFAULT_ADVANCE_RATE = 0.9;

/** A credit decision in domain terms (amount in cents). */
export interface DecisionInput {
  decision: (typeof CREDIT_DECISIONS)[number];
  amount?: number;
  advanceRate?: number;
  declineCode?: (typeof DECLINE_CODES)[number];
  holdCode?: (typeof HOLD_CODES)[number];
}

/** What a decision amounts to once applied: what its record holds, and what is left for the caller to do. */
export interface DecisionOutcome {
  /** The approved line after the decision (cents); the ledger records the change. */
  line: number;
  declineCode: (typeof DECLINE_CODES)[number] | null;
  holdCode: (typeof HOLD_CODES)[number] | null;
  /** A credit-checked customer just approved gets a net-terms offer (its token and expiry are enrollment's). */
  offerEnrollment: boolean;
}

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

  @Column({ type: 'text', nullable: true }) defaultTerms!: DefaultTerms | null;
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

  // ---- Credit state machine: pure rules over the fields above, no I/O -----------------------------

  /** A credit check is accepted once per customer, whatever its status; the customer is then `pending`. */
  requestCreditCheck(now: Date): void {
    if (this.creditCheckRequestedAt) throw new CreditCheckExistsError();
    this.creditCheckRequestedAt = now;
    this.creditStatus = 'pending';
  }

  /**
   * Applies one decision to the statuses, advance rate and enrollment. Any decision may follow any status
   * except: `hold` needs a customer credit checked or decided before (status not null), and
   * `line_adjustment` an approved or held one. `approved` and `line_adjustment` need an amount.
   */
  decide(input: DecisionInput): DecisionOutcome {
    let line = this.amountApproved;
    let offerEnrollment = false;
    switch (input.decision) {
      case 'approved':
        line = required(input.amount, 'approved');
        this.creditStatus = 'approved';
        this.advanceRate = input.advanceRate ?? this.advanceRate ?? DEFAULT_ADVANCE_RATE;
        // Credit-checked customers accept an offer first; a direct application is enrolled at once.
        if (this.netTermsStatus !== 'enrolled' && this.netTermsStatus !== 'pending_enrollment') {
          if (this.creditCheckRequestedAt) offerEnrollment = true;
          else this.netTermsStatus = 'enrolled';
        }
        break;
      case 'declined':
        line = 0;
        this.creditStatus = 'declined';
        this.withdrawEnrollment();
        break;
      case 'line_adjustment':
        if (this.creditStatus !== 'approved' && this.creditStatus !== 'hold') {
          throw new InvalidDecisionError(`A line adjustment needs an approved or held customer (credit_status is ${this.creditStatus ?? 'null'})`);
        }
        line = required(input.amount, 'line_adjustment');
        if (input.advanceRate !== undefined) this.advanceRate = input.advanceRate;
        break;
      case 'hold':
        if (this.creditStatus === null) throw new InvalidDecisionError('The customer has not been credit checked or approved yet');
        this.creditStatus = 'hold';
        if (input.amount !== undefined) line = input.amount;
        break;
      case 'deactivate':
        this.creditStatus = 'deactivated';
        this.withdrawEnrollment();
        if (input.amount !== undefined) line = input.amount;
        break;
    }
    if (input.decision !== 'approved' && input.decision !== 'line_adjustment' && input.advanceRate !== undefined) {
      this.advanceRate = input.advanceRate;
    }
    return {
      line,
      declineCode: input.decision === 'declined' ? (input.declineCode ?? 'other') : null,
      holdCode: input.decision === 'hold' ? (input.holdCode ?? 'other') : null,
      offerEnrollment,
    };
  }

  /** The overdue job holds only an approved line; a held, declined or deactivated one stays as it is. */
  mayBeHeldPastDue(): boolean {
    return this.creditStatus === 'approved';
  }

  /** Closes an open offer (accepted, lapsed or withdrawn): the URL is only set while pending. */
  closeEnrollment(status: NetTermsStatus | null): void {
    this.netTermsStatus = status;
    this.netTermsEnrollmentUrl = null;
    this.netTermsEnrollmentExpiresAt = null;
  }

  /** A decline or deactivation withdraws an open offer; its token stops working. */
  withdrawEnrollment(): void {
    if (this.netTermsStatus !== 'pending_enrollment') return;
    this.closeEnrollment(null);
    this.netTermsEnrollmentToken = null;
  }
}

/** A customer's stored fields without its methods: what a new row fills in. */
export type CustomerFields = { [K in keyof Customer as Customer[K] extends (...args: never[]) => unknown ? never : K]: Customer[K] };

function required(amount: number | undefined, decision: string): number {
  if (amount === undefined) throw new InvalidDecisionError(`An amount is required for a ${decision} decision`);
  return amount;
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
