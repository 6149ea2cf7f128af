import { Injectable } from '@nestjs/common';
import {
  ApplyPaymentReply,
  ApplyPaymentRequest,
  CreditFigures,
  CreditSubjects,
  CustomerLocation,
  CustomerSubjects,
  InternalRequest,
  InvoiceLookup,
  InvoiceSubjects,
  LocateCustomerRequest,
  LocateInvoiceRequest,
  MerchantScope,
  UnbookedPayments,
  UnbookedPaymentsRequest,
  WithdrawPaymentReply,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { currentRequestId } from '@netline/observability';
import { randomUUID } from 'node:crypto';

/**
 * Treasury's view of the services it asks: credit (does the customer exist, its figures) and billing
 * (an invoice's figures). Remote domain errors arrive rethrown, so an unknown customer or invoice is the
 * owner's 404 passed through unchanged.
 */
@Injectable()
export class PeersClient {
  constructor(private readonly rpc: RpcClient) {}

  customerFigures(merchantId: string, customerId: string): Promise<CreditFigures> {
    return this.rpc.call<CreditFigures>(CreditSubjects.figures, internal({ merchant_id: merchantId, customer_id: customerId }));
  }

  /** Billing's decision of what a paid payment applies to each invoice (idempotent by payment id). */
  applyPayment(request: ApplyPaymentRequest): Promise<ApplyPaymentReply> {
    return this.rpc.call<ApplyPaymentReply>(InvoiceSubjects.applyPayment, internal(request));
  }

  /** Payments billing decided whose booking it has not seen, decided at least `min_age_ms` ago. */
  unbookedPayments(request: UnbookedPaymentsRequest): Promise<UnbookedPayments> {
    return this.rpc.call<UnbookedPayments>(InvoiceSubjects.unbookedPayments, internal(request));
  }

  /** Billing takes back what a payment treasury will never book applied (idempotent by payment id). */
  withdrawPayment(merchantId: string, paymentId: string): Promise<WithdrawPaymentReply> {
    return this.rpc.call<WithdrawPaymentReply>(InvoiceSubjects.withdrawPayment, internal({ merchant_id: merchantId, payment_id: paymentId }));
  }

  invoice(merchantId: string, invoiceId: string): Promise<InvoiceLookup> {
    return this.rpc.call<InvoiceLookup>(InvoiceSubjects.lookup, internal({ merchant_id: merchantId, invoice_id: invoiceId }));
  }

  /** An invoice anywhere in a caller's scope (a partner's own and its sub-merchants'); 404 otherwise. */
  locateInvoice(scope: MerchantScope, invoiceId: string): Promise<InvoiceLookup> {
    return this.rpc.call<InvoiceLookup>(InvoiceSubjects.locate, internal<LocateInvoiceRequest>({ merchant_ids: [...scope], invoice_id: invoiceId }));
  }

  /** Which merchant of a caller's scope owns a customer; 404 when none does. */
  locateCustomer(scope: MerchantScope, customerId: string): Promise<CustomerLocation> {
    return this.rpc.call<CustomerLocation>(CustomerSubjects.locate, internal<LocateCustomerRequest>({ merchant_ids: [...scope], customer_id: customerId }));
  }
}

function internal<T>(body: T): InternalRequest<T> {
  return { request_id: currentRequestId() ?? randomUUID(), body };
}
