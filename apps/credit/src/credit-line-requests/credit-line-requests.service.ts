import { Injectable } from '@nestjs/common';
import {
  actorOfPrincipal,
  CreateCreditLineRequest,
  CreditLineRequest as CreditLineRequestBody,
  CreditLineRequestStatus,
  DecideCreditLineRequest,
  ListEnvelope,
  ListQuery,
  merchantScope,
  OperatorCreditLineRequest,
  OperatorCreditLineRequestsQuery,
  OperatorDecideCreditLineRequest,
  Principal,
  scopeOf,
  toCents,
  toDollars,
  listEnvelope,
} from '@netline/contracts';
import { UnitOfWork } from '@netline/messaging';
import { IdGenerator, MerchantClock } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { customerEvent } from '../credit-events';
import { CreditDecision, Customer, DecisionInput } from '../customers/customer.entity';
import { CustomerNotFoundError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';
import { DecisionsService } from '../underwriting/decisions.service';
import { assertMayRequest, CreditLineRequest } from './credit-line-request.entity';
import { CreditLineRequestNotFoundError, CreditLineRequestPendingError } from './credit-line-request.errors';
import { presentCreditLineRequest } from './credit-line-request.presenter';
import { CreditLineRequestsRepository } from './credit-line-requests.repository';

/**
 * Credit-line requests. Filing one does not depend on who files it: the merchant on the customer's behalf
 * today, the buyer portal's principal later; the author is recorded on the request and, as every change's
 * actor, on its event. Requests are settled by credit decisions: every decision recorded for a customer
 * with a pending request settles it in the decision's transaction (`settlePending`, registered with the
 * decisions service), whether it came from the sandbox console, the operator CLI, the underwriter or the
 * overdue job. Deciding one request (sandbox console, operator CLI) records such a decision.
 */
@Injectable()
export class CreditLineRequestsService {
  constructor(
    private readonly requests: CreditLineRequestsRepository,
    private readonly customers: CustomersRepository,
    private readonly decisions: DecisionsService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: MerchantClock,
    private readonly ids: IdGenerator,
  ) {
    decisions.addFollowUp((manager, _emit, customer, decision) => this.settlePending(manager, customer, decision));
  }

  /** POST /customers/{id}/credit-line-requests: at most one pending per customer, for an approved customer, above its line. */
  async create(principal: Principal, customerId: string, body: CreateCreditLineRequest): Promise<CreditLineRequestBody> {
    const merchantId = await this.customers.ownerIn(scopeOf(principal), customerId);
    if (!merchantId) throw new CustomerNotFoundError();
    const now = await this.clock.now(merchantId);
    const amount = toCents(body.amount);
    const author = actorOfPrincipal(principal);
    const request = await this.unitOfWork.run(async ({ manager, emit }) => {
      // The customer's row lock serialises this with its decisions and other requests.
      const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), customerId);
      if (!customer) throw new CustomerNotFoundError();
      const pending = await this.requests.findPending(manager, merchantId, customerId);
      if (pending) throw new CreditLineRequestPendingError(pending.id);
      assertMayRequest(customer, amount);
      const created = Object.assign(new CreditLineRequest(), {
        id: this.ids.next('clr'),
        merchantId,
        customerId,
        amount,
        amountApprovedAtRequest: customer.amountApproved,
        reason: body.reason ?? null,
        status: 'pending' as const,
        creditDecisionId: null,
        decidedAt: null,
        requestedBy: { type: author.type, id: author.id, channel: author.channel },
        createdAt: now,
        updatedAt: now,
      });
      if (!(await this.requests.insert(manager, created))) throw new CreditLineRequestPendingError('another request');
      await emit(
        customerEvent(
          'customer.credit_line_requested',
          customer,
          { credit_line_request_id: created.id, amount: created.amount, amount_approved: created.amountApprovedAtRequest },
          now,
        ),
      );
      return created;
    });
    return presentCreditLineRequest(request);
  }

  async get(principal: Principal, id: string): Promise<CreditLineRequestBody> {
    const request = await this.requests.find(scopeOf(principal), id);
    if (!request) throw new CreditLineRequestNotFoundError();
    return presentCreditLineRequest(request);
  }

  async list(principal: Principal, query: ListQuery): Promise<ListEnvelope<CreditLineRequestBody>> {
    return listEnvelope(query, await this.requests.list(scopeOf(principal), query), presentCreditLineRequest);
  }

  /** The author takes a pending request back (no route yet: the buyer portal will call it). */
  async withdraw(principal: Principal, id: string): Promise<CreditLineRequestBody> {
    const found = await this.requests.find(scopeOf(principal), id);
    if (!found) throw new CreditLineRequestNotFoundError();
    const now = await this.clock.now(found.merchantId);
    const request = await this.unitOfWork.run(async ({ manager }) => {
      await this.customers.findForUpdate(manager, merchantScope(found.merchantId), found.customerId);
      const current = await this.requests.find(merchantScope(found.merchantId), id, manager);
      if (!current) throw new CreditLineRequestNotFoundError();
      current.withdraw(now);
      await this.requests.saveOutcome(manager, current);
      return current;
    });
    return presentCreditLineRequest(request);
  }

  /** Sandbox console: decides the request as the underwriter would, with a real credit decision. */
  async sandboxDecide(principal: Principal, id: string, body: DecideCreditLineRequest): Promise<CreditLineRequestBody> {
    const request = await this.requests.find(scopeOf(principal), id);
    if (!request) throw new CreditLineRequestNotFoundError();
    return this.decide(request.merchantId, id, body.decision);
  }

  /** Operator (`npm run admin -- credit-line-requests decide`). */
  async operatorDecide(body: OperatorDecideCreditLineRequest): Promise<CreditLineRequestBody> {
    const merchantId = await this.requests.findOwner(body.credit_line_request_id);
    if (!merchantId) throw new CreditLineRequestNotFoundError();
    return this.decide(merchantId, body.credit_line_request_id, body.decision);
  }

  /** Operator (`npm run admin -- credit-line-requests list`): pending requests unless a status is given, oldest first. */
  async operatorList(query: OperatorCreditLineRequestsQuery): Promise<{ requests: OperatorCreditLineRequest[] }> {
    const status: CreditLineRequestStatus = query.status ?? 'pending';
    const rows = await this.requests.operatorList({ status, merchantId: query.merchant_id, customerId: query.customer_id });
    return {
      requests: rows.map(({ request, businessName, amountApproved }) => ({
        ...presentCreditLineRequest(request),
        merchant_id: request.merchantId,
        business_name: businessName,
        amount_approved: toDollars(amountApproved),
      })),
    };
  }

  /**
   * Records the credit decision that answers one pending request, under the customer's row lock: `approve`
   * an `approved` decision for the line asked for (never below the current line), `decline` a
   * `line_adjustment` that keeps the current line. The decision settles the request (`settlePending`).
   */
  private async decide(merchantId: string, id: string, answer: DecideCreditLineRequest['decision']): Promise<CreditLineRequestBody> {
    const now = await this.clock.now(merchantId);
    const settled = await this.unitOfWork.run(async ({ manager, emit }) => {
      const found = await this.requests.find(merchantScope(merchantId), id, manager);
      if (!found) throw new CreditLineRequestNotFoundError();
      const customer = await this.customers.findForUpdate(manager, merchantScope(merchantId), found.customerId);
      if (!customer) throw new CustomerNotFoundError();
      // Read again under the lock: a decision may have settled it since.
      const request = await this.requests.find(merchantScope(merchantId), id, manager);
      if (!request) throw new CreditLineRequestNotFoundError();
      request.assertPending();
      await this.decisions.apply(manager, emit, customer, decisionFor(answer, request, customer), now);
      return this.requests.find(merchantScope(merchantId), id, manager);
    });
    if (!settled) throw new CreditLineRequestNotFoundError();
    return presentCreditLineRequest(settled);
  }

  /** A decision was just recorded for `customer` (locked): it settles the customer's pending request, if any. */
  private async settlePending(manager: EntityManager, customer: Customer, decision: CreditDecision): Promise<void> {
    const pending = await this.requests.findPending(manager, customer.merchantId, customer.id);
    if (!pending) return;
    pending.settle(decision, customer.creditStatus, decision.createdAt);
    await this.requests.saveOutcome(manager, pending);
  }
}

function decisionFor(answer: DecideCreditLineRequest['decision'], request: CreditLineRequest, customer: Customer): DecisionInput {
  if (answer === 'approve') return { decision: 'approved', amount: Math.max(request.amount, customer.amountApproved) };
  return { decision: 'line_adjustment', amount: customer.amountApproved };
}
