import { Injectable } from '@nestjs/common';
import {
  BuyerAccount,
  BuyerCreditLineRequest,
  buyerMayReach,
  CreditLineRequest,
  IdentitySubjects,
  ListEnvelope,
  ListQuery,
  merchantScope,
  Principal,
  toDollars,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { CreditLineRequestsService } from '../credit-line-requests/credit-line-requests.service';
import { CustomerNotFoundError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';

/**
 * The customer of a buyer request, once the principal is a buyer whose grant names it in the principal's
 * merchant (the gateway checked it already; this check holds whatever the edge did). Else 404, as for a
 * customer that does not exist.
 */
export function assertBuyerReaches(principal: Principal, customerId: string): void {
  if (!buyerMayReach(principal, principal.merchant_id, customerId)) throw new CustomerNotFoundError();
}

/** A list query narrowed to one customer (and its other filters kept). */
function forCustomer(query: ListQuery, customerId: string): ListQuery {
  return { ...query, filters: [...query.filters.filter((filter) => filter.field !== 'customer_id'), { field: 'customer_id', op: 'eq', value: customerId }] };
}

/**
 * The buyer portal's side of credit (docs/buyer-portal.md): the customer's account with its merchant, and
 * its credit-line requests, filed through the merchant API's own service with the buyer as the principal,
 * so `customer.credit_line_requested` and the request's `requested_by` name the buyer.
 */
@Injectable()
export class BuyerAccountService {
  constructor(
    private readonly customers: CustomersRepository,
    private readonly requests: CreditLineRequestsService,
    private readonly rpc: RpcClient,
  ) {}

  async account(principal: Principal, customerId: string): Promise<BuyerAccount> {
    assertBuyerReaches(principal, customerId);
    const merchantId = principal.merchant_id;
    const found = await this.customers.findWithDecisions(merchantScope(merchantId), customerId);
    if (!found) throw new CustomerNotFoundError();
    const customer = found.customer;
    const pendingQuery: ListQuery = {
      limit: 1,
      page: 0,
      offset: 0,
      filters: [{ field: 'status', op: 'eq', value: 'pending' }],
      sort: [],
      params: {},
    };
    const [pending, merchantName] = await Promise.all([this.requests.list(principal, forCustomer(pendingQuery, customerId)), this.merchantName(merchantId)]);
    return {
      customer_id: customer.id,
      business_name: customer.businessName,
      merchant_id: merchantId,
      merchant_name: merchantName,
      credit_status: customer.creditStatus,
      amount_approved: toDollars(customer.amountApproved),
      amount_available: toDollars(customer.amountAvailable()),
      amount_outstanding: toDollars(customer.amountBalance),
      pending_credit_line_request: pending.results[0] ?? null,
    };
  }

  listCreditLineRequests(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<CreditLineRequest>> {
    assertBuyerReaches(principal, customerId);
    return this.requests.list(principal, forCustomer(query, customerId));
  }

  createCreditLineRequest(principal: Principal, customerId: string, body: BuyerCreditLineRequest): Promise<CreditLineRequest> {
    assertBuyerReaches(principal, customerId);
    return this.requests.create(principal, customerId, body);
  }

  /** The merchant's name as identity holds it; its id if identity cannot answer right now (the rest of the account still can). */
  private async merchantName(merchantId: string): Promise<string> {
    try {
      const merchant = await this.rpc.ask(IdentitySubjects.getMerchant, { merchant_id: merchantId });
      return merchant.name;
    } catch {
      return merchantId;
    }
  }
}
