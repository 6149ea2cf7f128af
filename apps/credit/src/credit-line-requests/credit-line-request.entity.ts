import { CREDIT_DECISIONS, CreditLineRequestStatus, CreditStatus } from '@netline/contracts';
import { MoneyColumn } from '@netline/persistence';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { AmountNotAboveLineError, CreditLineRequestNotPendingError } from './credit-line-request.errors';
import { CustomerNotApprovedError } from '../ledger/ledger.errors';

/** Who filed a request: the actor of the request that created it (type, id and channel, as on the audit trail). */
export interface RequestAuthor {
  type: string;
  id: string;
  channel: string;
}

/** What of a credit decision settles a request: its kind and the line it leaves (cents). */
export interface SettlingDecision {
  id: string;
  decision: (typeof CREDIT_DECISIONS)[number];
  /** The approved line after the decision. */
  amount: number;
}

/**
 * A customer's request for a higher credit line. `pending` until the next credit decision for the customer
 * settles it (`approved` or `declined`), or its author withdraws it; a settled request never changes again.
 */
@Entity({ name: 'credit_line_requests' })
export class CreditLineRequest {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'text' }) customerId!: string;
  /** The line asked for (cents). */
  @MoneyColumn() amount!: number;
  /** The customer's line when the request was filed (cents). */
  @MoneyColumn() amountApprovedAtRequest!: number;
  @Column({ type: 'text', nullable: true }) reason!: string | null;
  @Column({ type: 'text' }) status!: CreditLineRequestStatus;
  @Column({ type: 'text', nullable: true }) creditDecisionId!: string | null;
  @Column({ type: 'timestamptz', nullable: true }) decidedAt!: Date | null;
  @Column({ type: 'jsonb' }) requestedBy!: RequestAuthor;
  @Column({ type: 'timestamptz' }) createdAt!: Date;
  @Column({ type: 'timestamptz' }) updatedAt!: Date;

  /**
   * Settles a pending request by the decision just recorded for its customer (`creditStatus` is the
   * customer's status after it): see `settlementOf`.
   */
  settle(decision: SettlingDecision, creditStatus: CreditStatus | null, at: Date): CreditLineRequestStatus {
    this.assertPending();
    this.status = settlementOf(this.amount, decision, creditStatus);
    this.creditDecisionId = decision.id;
    this.decidedAt = at;
    this.updatedAt = at;
    return this.status;
  }

  /** The author takes a pending request back; no decision is recorded. */
  withdraw(at: Date): void {
    this.assertPending();
    this.status = 'withdrawn';
    this.decidedAt = at;
    this.updatedAt = at;
  }

  assertPending(): void {
    if (this.status !== 'pending') throw new CreditLineRequestNotPendingError(this.status);
  }
}

/**
 * What a credit decision makes of a pending request. Approved when the decision granted a line
 * (`approved` or `line_adjustment`) of at least the amount asked for and the customer is `approved` after
 * it; declined otherwise: a decline, a hold, a deactivation, or a line below the amount asked for (the
 * buyer may ask again). Every decision settles the pending request, so none outlives the decision that
 * answered it.
 */
export function settlementOf(requested: number, decision: SettlingDecision, creditStatus: CreditStatus | null): 'approved' | 'declined' {
  const grantsLine = decision.decision === 'approved' || decision.decision === 'line_adjustment';
  return grantsLine && creditStatus === 'approved' && decision.amount >= requested ? 'approved' : 'declined';
}

/**
 * Whether a customer may ask for `amount` (cents): its credit must be `approved` (a customer without a
 * line applies with a credit check instead, and a held, declined or deactivated one cannot take a higher
 * line), and the amount must be more than its current line.
 */
export function assertMayRequest(customer: { creditStatus: CreditStatus | null; amountApproved: number }, amount: number): void {
  if (customer.creditStatus !== 'approved') throw new CustomerNotApprovedError(customer.creditStatus);
  if (amount <= customer.amountApproved) throw new AmountNotAboveLineError(customer.amountApproved);
}
