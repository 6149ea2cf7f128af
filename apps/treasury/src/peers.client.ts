import { Injectable } from '@nestjs/common';
import {
  ApplyPaymentReply,
  ApplyPaymentRequest,
  CreditFigures,
  CreditSubjects,
  CustomerLocation,
  CustomerSubjects,
  CustomersUnapplied,
  InvoiceLookup,
  InvoiceSettlements,
  InvoiceSums,
  InvoiceSubjects,
  MerchantScope,
  UnbookedPayments,
  UnbookedPaymentsRequest,
  WithdrawPaymentReply,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging';

/**
 * Treasury's view of the services it asks: credit (does the customer exist, its figures) and billing
 * (an invoice's figures). Remote domain errors arrive rethrown, so an unknown customer or invoice is the
 * owner's 404 passed through unchanged.
 */
@Injectable()
export class PeersClient {
  constructor(private readonly rpc: RpcClient) {}

  customerFigures(merchantId: string, customerId: string): Promise<CreditFigures> {
    return this.rpc.ask(CreditSubjects.figures, { merchant_id: merchantId, customer_id: customerId });
  }

  /** The unapplied payments credit holds for the merchant's customers among `customerIds` (at most `CUSTOMERS_UNAPPLIED_BATCH`); unknown ones are left out. */
  async unappliedPayments(merchantId: string, customerIds: string[]): Promise<CustomersUnapplied['customers']> {
    return (await this.rpc.ask(CreditSubjects.unappliedPayments, { merchant_id: merchantId, customer_ids: customerIds })).customers;
  }

  /** Billing's decision of what a paid payment applies to each invoice (idempotent by payment id). */
  applyPayment(request: ApplyPaymentRequest): Promise<ApplyPaymentReply> {
    return this.rpc.ask(InvoiceSubjects.applyPayment, request);
  }

  /** Payments billing decided whose booking it has not seen, decided at least `min_age_ms` ago. */
  unbookedPayments(request: UnbookedPaymentsRequest): Promise<UnbookedPayments> {
    return this.rpc.ask(InvoiceSubjects.unbookedPayments, request);
  }

  /** Billing takes back what a payment treasury will never book applied (idempotent by payment id). */
  withdrawPayment(merchantId: string, paymentId: string): Promise<WithdrawPaymentReply> {
    return this.rpc.ask(InvoiceSubjects.withdrawPayment, { merchant_id: merchantId, payment_id: paymentId });
  }

  invoice(merchantId: string, invoiceId: string): Promise<InvoiceLookup> {
    return this.rpc.ask(InvoiceSubjects.lookup, { merchant_id: merchantId, invoice_id: invoiceId });
  }

  /** Treasury's sums for up to `INVOICE_SETTLEMENTS_BATCH` invoices judged by billing: the invoices they disagree with, and the unknown. */
  settlements(merchantId: string, sums: InvoiceSums): Promise<InvoiceSettlements> {
    return this.rpc.ask(InvoiceSubjects.settlements, { merchant_id: merchantId, ...sums });
  }

  /** An invoice anywhere in a caller's scope (a partner's own and its sub-merchants'); 404 otherwise. */
  locateInvoice(scope: MerchantScope, invoiceId: string): Promise<InvoiceLookup> {
    return this.rpc.ask(InvoiceSubjects.locate, { merchant_ids: [...scope], invoice_id: invoiceId });
  }

  /** Which merchant of a caller's scope owns a customer; 404 when none does. */
  locateCustomer(scope: MerchantScope, customerId: string): Promise<CustomerLocation> {
    return this.rpc.ask(CustomerSubjects.locate, { merchant_ids: [...scope], customer_id: customerId });
  }
}
