import { Injectable } from '@nestjs/common';
import {
  CreditFigures,
  CustomersUnapplied,
  CustomerBalances,
  CustomerBalancesPageQuery,
  LedgerEntry as LedgerEntryBody,
  ListEnvelope,
  ListQuery,
  merchantScope,
  Principal,
  scopeOf,
  toDollars,
  listEnvelope,
} from '@netline/contracts';
import { pastThePage } from '@netline/persistence';
import { CustomerNotFoundError } from '../customers/customer.errors';
import { CustomersRepository } from '../customers/customers.repository';
import { LedgerEntry } from './ledger.entity';
import { figures } from './ledger-postings';
import { LedgerRepository } from './ledger.repository';

/** Reads of the ledger: a customer's figures, its movements, and the operator's outstanding balances. */
@Injectable()
export class LedgerQueriesService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly customers: CustomersRepository,
  ) {}

  async figures(merchantId: string, customerId: string): Promise<CreditFigures> {
    const found = await this.customers.findWithDecisions(merchantScope(merchantId), customerId);
    if (!found) throw new CustomerNotFoundError();
    return figures(found.customer);
  }

  /** The unapplied payments of the merchant's customers among `ids`, in one read (`credit.customers.unapplied-payments`). */
  async unappliedPayments(merchantId: string, customerIds: readonly string[]): Promise<CustomersUnapplied> {
    return { customers: await this.customers.unappliedPayments(merchantId, customerIds) };
  }

  /** Merchant API: the customer's movements, oldest first. */
  async list(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<LedgerEntryBody>> {
    const found = await this.customers.findWithDecisions(scopeOf(principal), customerId);
    if (!found) throw new CustomerNotFoundError();
    return listEnvelope(query, await this.ledger.list(found.customer.merchantId, customerId, query), presentEntry);
  }

  /** Operator: what credit counts as outstanding per customer, compared with billing by `reconcile`. */
  async balances(page: CustomerBalancesPageQuery): Promise<CustomerBalances> {
    const { items, hasMore } = pastThePage(page.limit, await this.ledger.outstandingByCustomer(page.merchant_id, page.after, page.limit + 1));
    return { balances: items, has_more: hasMore };
  }
}

/** Entry → the contract's ledger entry; cents become dollars here only. */
function presentEntry(entry: LedgerEntry): LedgerEntryBody {
  return {
    id: entry.id,
    customer_id: entry.customerId,
    kind: entry.kind,
    amount: toDollars(entry.amount),
    approved_change: toDollars(entry.approvedChange),
    balance_change: toDollars(entry.balanceChange),
    authorized_change: toDollars(entry.authorizedChange),
    unapplied_payments_change: toDollars(entry.unappliedChange),
    invoice_id: entry.invoiceId,
    reference: entry.reference,
    created_at: entry.createdAt.toISOString(),
  };
}
