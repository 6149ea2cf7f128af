import { Inject, Injectable } from '@nestjs/common';
import {
  BuyerDisputeMessage,
  BuyerInvoice,
  BuyerOpenDispute,
  BuyerPayment,
  buyerMayReach,
  BuyerPromiseToPay,
  Dispute,
  ListEnvelope,
  ListQuery,
  merchantScope,
  NotFoundError,
  Principal,
  PromiseToPay,
  RawReplyBody,
  Statement,
  toDollars,
} from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { MerchantClock } from '@netline/persistence';
import { BillingConfig } from '../config';
import { DisputeCaller, DisputesService } from '../disputes/disputes.service';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceNotFoundError } from '../invoices/invoice.errors';
import { paymentPagePath } from '../invoices/invoice.presenter';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { PromiseCaller, PromisesService } from '../promises/promises.service';
import { StatementNotFoundError, StatementsService } from '../statements/statements.service';
import { BuyerPortalRepository } from './buyer-portal.repository';

/** The answer to a customer the buyer does not reach: the same as for a customer that does not exist. */
export class BuyerCustomerNotFoundError extends NotFoundError {
  constructor() {
    super('Customer', 'BILLING.CUSTOMER_NOT_FOUND');
  }
}

/** The one merchant and the one customer a buyer request is about. */
export interface BuyerCustomer {
  merchantId: string;
  customerId: string;
}

/**
 * The customer of a buyer request, once the principal is a buyer whose grant names it in the principal's
 * merchant. The gateway checked it already; every handler checks it again, so a wrong principal reaches
 * nothing whatever the edge did.
 */
export function buyerCustomerOf(principal: Principal, customerId: string): BuyerCustomer {
  if (!buyerMayReach(principal, principal.merchant_id, customerId)) throw new BuyerCustomerNotFoundError();
  return { merchantId: principal.merchant_id, customerId };
}

/**
 * The buyer portal's side of billing (docs/buyer-portal.md): the customer's sent invoices, the payments
 * applied to them, its statements, disputes and promises to pay. Each read is scoped by merchant AND
 * customer, so another customer's id is a 404; the changes go through the disputes' and promises' own
 * services with the buyer as the caller, so their events and the audit trail name the buyer.
 */
@Injectable()
export class BuyerPortalService {
  constructor(
    private readonly repository: BuyerPortalRepository,
    private readonly invoices: InvoicesRepository,
    private readonly disputes: DisputesService,
    private readonly promises: PromisesService,
    private readonly statements: StatementsService,
    private readonly clock: MerchantClock,
    @Inject(CONFIG) private readonly config: BillingConfig,
  ) {}

  async listInvoices(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<BuyerInvoice>> {
    const customer = buyerCustomerOf(principal, customerId);
    const { count, items } = await this.repository.invoices(customer.merchantId, customer.customerId, query.filters, query.limit, query.offset);
    const now = await this.clock.now(customer.merchantId);
    return { count, page: query.page, limit: query.limit, results: items.map((invoice) => this.present(invoice, now)) };
  }

  async getInvoice(principal: Principal, customerId: string, invoiceId: string): Promise<BuyerInvoice> {
    const invoice = await this.findInvoice(buyerCustomerOf(principal, customerId), invoiceId);
    return this.present(invoice, await this.clock.now(invoice.merchantId));
  }

  /** The invoice document Netline rendered, else the merchant's own PDF it holds; 404 while there is neither. */
  async invoicePdf(principal: Principal, customerId: string, invoiceId: string): Promise<RawReplyBody> {
    const invoice = await this.findInvoice(buyerCustomerOf(principal, customerId), invoiceId);
    const content =
      (invoice.resolveInvoiceStatus === 'completed' ? await this.invoices.getFile(invoice.merchantId, invoice.id, 'rendered') : null) ??
      (await this.invoices.getFile(invoice.merchantId, invoice.id, 'merchant'));
    if (!content) throw new NotFoundError('Invoice document', 'BILLING.INVOICE_DOCUMENT_NOT_READY');
    return {
      content_type: 'application/pdf',
      body: content.toString('base64'),
      encoding: 'base64',
      headers: {
        'content-disposition': `inline; filename="invoice-${invoice.number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf"`,
        'cache-control': 'no-store',
      },
    };
  }

  async listPayments(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<BuyerPayment>> {
    const customer = buyerCustomerOf(principal, customerId);
    const { count, items } = await this.repository.payments(customer.merchantId, customer.customerId, query.limit, query.offset);
    return {
      count,
      page: query.page,
      limit: query.limit,
      results: items.map((payment) => ({
        id: payment.paymentId,
        amount: toDollars(payment.amount),
        applied_at: payment.appliedAt.toISOString(),
        invoices: payment.invoices.map((invoice) => ({ invoice_id: invoice.invoiceId, number: invoice.number, amount: toDollars(invoice.amount) })),
      })),
    };
  }

  listStatements(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<Statement>> {
    buyerCustomerOf(principal, customerId);
    return this.statements.list(principal, customerId, query);
  }

  currentStatement(principal: Principal, customerId: string): Promise<Statement> {
    buyerCustomerOf(principal, customerId);
    return this.statements.current(principal, customerId);
  }

  currentStatementPdf(principal: Principal, customerId: string): Promise<RawReplyBody> {
    buyerCustomerOf(principal, customerId);
    return this.statements.currentPdf(principal, customerId);
  }

  async getStatement(principal: Principal, customerId: string, statementId: string): Promise<Statement> {
    await this.findStatement(buyerCustomerOf(principal, customerId), statementId);
    return this.statements.get(principal, statementId);
  }

  async statementPdf(principal: Principal, customerId: string, statementId: string): Promise<RawReplyBody> {
    await this.findStatement(buyerCustomerOf(principal, customerId), statementId);
    return this.statements.pdf(principal, statementId);
  }

  listDisputes(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<Dispute>> {
    return this.disputes.list(disputeCaller(principal, customerId), query);
  }

  getDispute(principal: Principal, customerId: string, disputeId: string): Promise<Dispute> {
    return this.disputes.get(disputeCaller(principal, customerId), disputeId);
  }

  openDispute(principal: Principal, customerId: string, invoiceId: string, input: BuyerOpenDispute): Promise<Dispute> {
    return this.disputes.open(disputeCaller(principal, customerId), invoiceId, input);
  }

  addDisputeMessage(principal: Principal, customerId: string, disputeId: string, input: BuyerDisputeMessage): Promise<Dispute> {
    return this.disputes.addMessage(disputeCaller(principal, customerId), disputeId, { message: input.text });
  }

  listPromisesToPay(principal: Principal, customerId: string, query: ListQuery): Promise<ListEnvelope<PromiseToPay>> {
    return this.promises.list(promiseCaller(principal, customerId), query);
  }

  createPromiseToPay(principal: Principal, customerId: string, input: BuyerPromiseToPay): Promise<PromiseToPay> {
    return this.promises.create(promiseCaller(principal, customerId), input);
  }

  private async findInvoice(customer: BuyerCustomer, invoiceId: string): Promise<Invoice> {
    const invoice = await this.repository.invoice(customer.merchantId, customer.customerId, invoiceId);
    if (!invoice) throw new InvoiceNotFoundError();
    return invoice;
  }

  /** A closed statement of this customer (another customer's: 404, as an unknown id). */
  private async findStatement(customer: BuyerCustomer, statementId: string): Promise<void> {
    const statement = await this.statements.find(customer.merchantId, statementId);
    if (statement.customerId !== customer.customerId) throw new StatementNotFoundError();
  }

  private present(invoice: Invoice, now: Date): BuyerInvoice {
    const status = invoice.voided ? 'voided' : invoice.canceled ? 'canceled' : invoice.fullyPaid ? 'paid' : 'open';
    return {
      id: invoice.id,
      number: invoice.number,
      customer_id: invoice.customerId,
      amount: toDollars(invoice.amountDue),
      amount_balance: toDollars(invoice.amountBalance),
      amount_paid: toDollars(invoice.amountPaid),
      amount_credited: toDollars(invoice.amountCredited),
      status,
      sent_at: invoice.sentAt ? invoice.sentAt.toISOString() : null,
      due_at: invoice.dueAt ? invoice.dueAt.toISOString() : null,
      days_overdue: invoice.daysOverdue(now),
      dispute_id: invoice.disputeId,
      payment_page_url: status === 'open' ? `${this.config.PUBLIC_BASE_URL}${paymentPagePath(invoice)}` : null,
      pdf_url: `/portal/api/customers/${encodeURIComponent(invoice.customerId)}/invoices/${encodeURIComponent(invoice.id)}/pdf`,
    };
  }
}

/** The buyer as the disputes' caller: its side is `buyer`, and it sees and opens disputes of its customer only. */
export function disputeCaller(principal: Principal, customerId: string): DisputeCaller {
  const customer = buyerCustomerOf(principal, customerId);
  return { scope: merchantScope(customer.merchantId), side: 'buyer', customerId: customer.customerId };
}

/** The buyer as the promises' caller: its customer's invoices and promises only. */
export function promiseCaller(principal: Principal, customerId: string): PromiseCaller {
  const customer = buyerCustomerOf(principal, customerId);
  return { scope: merchantScope(customer.merchantId), customerId: customer.customerId };
}
