import { Injectable } from '@nestjs/common';
import {
  CreditCheckRequest,
  CreditDecisionRequest,
  Customer as CustomerBody,
  merchantScope,
  OperatorDecisionBody,
  PartnerCustomer,
  PendingReview,
  Principal,
  scopeOf,
  toCents,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { customerEvent, Emit, statusEvents } from '../credit-events';
import { CreditDecision, Customer, DecisionInput } from '../customers/customer.entity';
import { CreditCheckExistsError, CustomerNotFoundError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';
import { CustomersService } from '../customers/customers.service';
import { EnrollmentService } from '../customers/enrollment.service';
import { LedgerPostings } from '../ledger/ledger-postings';
import { CreditCheck } from './credit-check.entity';
import { CreditChecksRepository } from './credit-checks.repository';
import { Underwriter } from './underwriter';

export const fromRequest = (body: CreditDecisionRequest): DecisionInput => ({
  decision: body.decision,
  amount: body.amount === undefined ? undefined : toCents(body.amount),
  advanceRate: body.advance_rate,
  declineCode: body.decline_code,
  holdCode: body.hold_code,
});

/**
 * Work another feature does inside a decision's transaction, once the decision is recorded and the
 * customer saved (credit-line requests: the pending one is settled by it). The customer's row is locked.
 */
export type DecisionFollowUp = (manager: EntityManager, emit: Emit, customer: Customer, decision: CreditDecision) => Promise<void>;

/**
 * Credit checks and credit decisions. Every decision — instant from the
 * underwriter, by an operator, through the sandbox helper, or by the overdue job — is one row in
 * `credit_decisions` and moves the customer's line, advance rate and statuses under its row lock, with
 * one event for each thing that actually changed.
 */
@Injectable()
export class DecisionsService {
  private readonly followUps: DecisionFollowUp[] = [];

  constructor(
    private readonly customers: CustomersRepository,
    private readonly customerReads: CustomersService,
    private readonly checks: CreditChecksRepository,
    private readonly enrollment: EnrollmentService,
    private readonly ledger: LedgerPostings,
    private readonly underwriter: Underwriter,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
  ) {}

  /** POST /customers/{id}/credit-check: once per customer; instant outcomes apply in the same transaction. */
  async creditCheck(principal: Principal, customerId: string, body: CreditCheckRequest): Promise<void> {
    const merchantId = await this.customers.ownerIn(scopeOf(principal), customerId);
    if (!merchantId) throw new CustomerNotFoundError();
    const now = await this.clock.now(merchantId);
    await this.unitOfWork.run(async ({ manager, emit }) => {
      const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), customerId);
      if (!customer) throw new CustomerNotFoundError();
      const before = { creditStatus: customer.creditStatus, netTermsStatus: customer.netTermsStatus };
      customer.requestCreditCheck(now);
      const check = Object.assign(new CreditCheck(), {
        id: this.ids.next('cck'),
        merchantId,
        customerId,
        amountRequested: toCents(body.amount_requested),
        hasPurchaseHistory: body.has_purchase_history,
        hasPurchaseTermsHistory: body.has_purchase_terms_history ?? null,
        businessDescription: body.business_description ?? null,
        status: 'pending' as const,
        createdAt: now,
        decidedAt: null,
      });
      if (!(await this.checks.insert(manager, check))) throw new CreditCheckExistsError();
      customer.updatedAt = now;
      await this.customers.saveCredit(manager, customer);
      await emit(statusEvents(customer, before, now));

      const outcome = this.underwriter.assess({
        businessName: customer.businessName,
        amountRequested: check.amountRequested,
        hasPurchaseHistory: check.hasPurchaseHistory,
        hasPurchaseTermsHistory: check.hasPurchaseTermsHistory,
      });
      if (outcome.decision === 'approved') {
        await this.apply(manager, emit, customer, { decision: 'approved', amount: outcome.amount, advanceRate: outcome.advanceRate }, now);
      } else if (outcome.decision === 'declined') {
        await this.apply(manager, emit, customer, { decision: 'declined', declineCode: outcome.declineCode }, now);
      }
    });
  }

  /** Sandbox helper: records any decision as the underwriter would. */
  async sandboxDecision(principal: Principal, customerId: string, body: CreditDecisionRequest): Promise<CustomerBody | PartnerCustomer> {
    const merchantId = await this.customers.ownerIn(scopeOf(principal), customerId);
    if (!merchantId) throw new CustomerNotFoundError();
    await this.decide(merchantId, customerId, fromRequest(body));
    return this.customerReads.get(principal, customerId);
  }

  /** Operator (`npm run admin -- credit decide`): the production review queue is decided here. */
  async operatorDecide(body: OperatorDecisionBody): Promise<CustomerBody | PartnerCustomer> {
    const merchantId = await this.customers.findOwner(body.customer_id);
    if (!merchantId) throw new CustomerNotFoundError();
    const { customer_id: customerId, ...decision } = body;
    await this.decide(merchantId, customerId, fromRequest(decision));
    return this.customerReads.get({ merchant_id: merchantId, actor: { type: 'operator', id: 'admin' }, scopes: [] }, customerId);
  }

  /**
   * Registers work to do in every decision's transaction. The features that react to decisions register
   * themselves (they depend on this service, never the other way round).
   */
  addFollowUp(followUp: DecisionFollowUp): void {
    this.followUps.push(followUp);
  }

  pendingReviews(): Promise<PendingReview[]> {
    return this.checks.pending();
  }

  /**
   * Records one decision under the customer's row lock. `when` re-checks a condition under that lock
   * (the overdue job: still approved?) and skips the decision, returning null, when it no longer holds.
   */
  async decide(
    merchantId: string,
    customerId: string,
    input: DecisionInput,
    options: { at?: Date; when?: (customer: Customer) => boolean } = {},
  ): Promise<CreditDecision | null> {
    const now = options.at ?? (await this.clock.now(merchantId));
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), customerId);
      if (!customer) throw new CustomerNotFoundError();
      if (options.when && !options.when(customer)) return null;
      return this.apply(manager, emit, customer, input, now);
    });
  }

  /** Applies one decision to a locked customer and records it (the caller's transaction). */
  async apply(manager: EntityManager, emit: Emit, customer: Customer, input: DecisionInput, now: Date): Promise<CreditDecision> {
    const before = {
      creditStatus: customer.creditStatus,
      netTermsStatus: customer.netTermsStatus,
      advanceRate: customer.advanceRate,
      amountApproved: customer.amountApproved,
    };
    const outcome = customer.decide(input);
    if (outcome.offerEnrollment) this.enrollment.offer(customer, now);

    const decision = Object.assign(new CreditDecision(), {
      id: this.ids.next('dec'),
      merchantId: customer.merchantId,
      customerId: customer.id,
      decision: input.decision,
      amount: outcome.line,
      advanceRate: customer.advanceRate,
      declineCode: outcome.declineCode,
      holdCode: outcome.holdCode,
      createdAt: now,
    });
    await this.customers.insertDecision(manager, decision);
    // The line moves through the ledger (which saves the customer); otherwise save the statuses here.
    await this.ledger.recordLineChange(manager, customer, decision.id, outcome.line, now);
    customer.updatedAt = now;
    await this.customers.saveCredit(manager, customer);
    if (input.decision === 'approved' || input.decision === 'declined') await this.checks.markDecided(manager, customer.merchantId, customer.id, now);

    await emit([
      ...statusEvents(customer, before, now),
      customerEvent('customer.credit_decision_created', customer, { credit_decision_id: decision.id, decision: decision.decision }, now),
      ...(before.amountApproved !== customer.amountApproved ? [customerEvent('customer.line_amount_updated', customer, {}, now)] : []),
      ...(before.advanceRate !== customer.advanceRate ? [customerEvent('customer.advance_rate_updated', customer, {}, now)] : []),
    ]);
    for (const followUp of this.followUps) await followUp(manager, emit, customer, decision);
    return decision;
  }
}
