import { Injectable } from '@nestjs/common';
import {
  CreditCheckRequest,
  CreditDecisionRequest,
  Customer as CustomerBody,
  DECLINE_CODES,
  HOLD_CODES,
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
import { CreditDecision, Customer } from '../customers/customer.entity';
import { CreditCheckExistsError, CustomerNotFoundError, InvalidDecisionError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';
import { CustomersService } from '../customers/customers.service';
import { EnrollmentService } from '../customers/enrollment.service';
import { LedgerService } from '../ledger/ledger.service';
import { CreditCheck } from './credit-check.entity';
import { CreditChecksRepository } from './credit-checks.repository';
import { DEFAULT_ADVANCE_RATE, Underwriter } from './underwriter';

/** A decision in domain terms (amount in cents). */
export interface DecisionInput {
  decision: CreditDecision['decision'];
  amount?: number;
  advanceRate?: number;
  declineCode?: (typeof DECLINE_CODES)[number];
  holdCode?: (typeof HOLD_CODES)[number];
}

export const fromRequest = (body: CreditDecisionRequest): DecisionInput => ({
  decision: body.decision,
  amount: body.amount === undefined ? undefined : toCents(body.amount),
  advanceRate: body.advance_rate,
  declineCode: body.decline_code,
  holdCode: body.hold_code,
});

/**
 * Credit checks and credit decisions. Every decision — instant from the
 * underwriter, by an operator, through the sandbox helper, or by the overdue job — is one row in
 * `credit_decisions` and moves the customer's line, advance rate and statuses under its row lock, with
 * one event for each thing that actually changed.
 */
@Injectable()
export class DecisionsService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly customerReads: CustomersService,
    private readonly checks: CreditChecksRepository,
    private readonly enrollment: EnrollmentService,
    private readonly ledger: LedgerService,
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
      if (customer.creditCheckRequestedAt) throw new CreditCheckExistsError();
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
      const before = { creditStatus: customer.creditStatus, netTermsStatus: customer.netTermsStatus };
      customer.creditCheckRequestedAt = now;
      customer.creditStatus = 'pending';
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
    let line = customer.amountApproved;
    switch (input.decision) {
      case 'approved':
        line = required(input.amount, 'approved');
        customer.creditStatus = 'approved';
        customer.advanceRate = input.advanceRate ?? customer.advanceRate ?? DEFAULT_ADVANCE_RATE;
        // Credit-checked customers accept an offer first; a direct application is enrolled at once.
        if (customer.netTermsStatus !== 'enrolled' && customer.netTermsStatus !== 'pending_enrollment') {
          if (customer.creditCheckRequestedAt) this.enrollment.offer(customer, now);
          else customer.netTermsStatus = 'enrolled';
        }
        break;
      case 'declined':
        line = 0;
        customer.creditStatus = 'declined';
        this.enrollment.withdraw(customer);
        break;
      case 'line_adjustment':
        if (customer.creditStatus !== 'approved' && customer.creditStatus !== 'hold') {
          throw new InvalidDecisionError(`A line adjustment needs an approved or held customer (credit_status is ${customer.creditStatus ?? 'null'})`);
        }
        line = required(input.amount, 'line_adjustment');
        if (input.advanceRate !== undefined) customer.advanceRate = input.advanceRate;
        break;
      case 'hold':
        if (customer.creditStatus === null) throw new InvalidDecisionError('The customer has not been credit checked or approved yet');
        customer.creditStatus = 'hold';
        if (input.amount !== undefined) line = input.amount;
        break;
      case 'deactivate':
        customer.creditStatus = 'deactivated';
        this.enrollment.withdraw(customer);
        if (input.amount !== undefined) line = input.amount;
        break;
    }
    if (input.decision !== 'approved' && input.decision !== 'line_adjustment' && input.advanceRate !== undefined) {
      customer.advanceRate = input.advanceRate;
    }

    const decision = Object.assign(new CreditDecision(), {
      id: this.ids.next('dec'),
      merchantId: customer.merchantId,
      customerId: customer.id,
      decision: input.decision,
      amount: line,
      advanceRate: customer.advanceRate,
      declineCode: input.decision === 'declined' ? (input.declineCode ?? 'other') : null,
      holdCode: input.decision === 'hold' ? (input.holdCode ?? 'other') : null,
      createdAt: now,
    });
    await this.customers.insertDecision(manager, decision);
    // The line moves through the ledger (which saves the customer); otherwise save the statuses here.
    await this.ledger.recordLineChange(manager, customer, decision.id, line, now);
    customer.updatedAt = now;
    await this.customers.saveCredit(manager, customer);
    if (input.decision === 'approved' || input.decision === 'declined') await this.checks.markDecided(manager, customer.merchantId, customer.id, now);

    await emit([
      ...statusEvents(customer, before, now),
      customerEvent('customer.credit_decision_created', customer, { credit_decision_id: decision.id, decision: decision.decision }, now),
      ...(before.amountApproved !== customer.amountApproved ? [customerEvent('customer.line_amount_updated', customer, {}, now)] : []),
      ...(before.advanceRate !== customer.advanceRate ? [customerEvent('customer.advance_rate_updated', customer, {}, now)] : []),
    ]);
    return decision;
  }
}

function required(amount: number | undefined, decision: string): number {
  if (amount === undefined) throw new InvalidDecisionError(`An amount is required for a ${decision} decision`);
  return amount;
}
