import { INVOICE_PAYMENT_STATUSES, Invoice as InvoiceBody, InvoiceLookup, PartnerInvoice, Principal, toDollars } from '@netline/contracts';
import { Invoice } from './invoice.entity';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const documentPath = (invoice: Invoice) => `/invoices/documents/${invoice.publicToken}.pdf`;
export const paymentPagePath = (invoice: Invoice) => `/invoices/pay/${invoice.publicToken}`;

/**
 * Entity → the contract's Invoice; the one place invoice cents become dollars. `now` is the owning
 * merchant's time (the sandbox clock may have moved it), which `days_overdue` counts to.
 */
export function presentInvoice(invoice: Invoice, publicBaseUrl: string, now: Date): InvoiceBody {
  const payoutPending = invoice.advanced ? invoice.amountPayoutDue - invoice.amountPayoutPaid : 0;
  return {
    id: invoice.id,
    source: invoice.source as InvoiceBody['source'],
    customer_id: invoice.customerId,
    number: invoice.number,
    order_number: invoice.orderNumber,
    po_number: invoice.poNumber,
    notes: invoice.notes,
    line_items: invoice.lineItems.map((item) => ({ ...item, unit_price: toDollars(item.unit_price), amount: toDollars(item.amount) })),
    merchant_invoice_url: invoice.merchantInvoiceUrl,
    merchant_invoice_uploaded: invoice.merchantPdfUploadedAt !== null,
    resolve_invoice_url: invoice.resolveInvoiceStatus === 'completed' ? `${publicBaseUrl}${documentPath(invoice)}` : null,
    resolve_invoice_status: invoice.resolveInvoiceStatus,
    invoice_payment_url: invoice.sent ? `${publicBaseUrl}${paymentPagePath(invoice)}` : null,
    fully_paid: invoice.fullyPaid,
    fully_paid_at: iso(invoice.fullyPaidAt),
    advanced: invoice.advanced,
    advance_requested: invoice.advanceRequested,
    due_at: iso(invoice.dueAt),
    days_overdue: invoice.daysOverdue(now),
    original_due_at: iso(invoice.originalDueAt),
    invoiced_at: invoice.invoicedAt.toISOString(),
    sent_at: iso(invoice.sentAt),
    terms: invoice.terms,
    amount_payout_due: toDollars(invoice.amountPayoutDue),
    amount_payout_paid: toDollars(invoice.amountPayoutPaid),
    amount_payout_pending: toDollars(payoutPending),
    amount_payout_refunded: 0,
    amount_payout_balance: toDollars(invoice.amountPayoutDue - invoice.amountPayoutPaid),
    payout_fully_paid: invoice.advanced && invoice.amountPayoutPaid >= invoice.amountPayoutDue,
    payout_fully_paid_at: null,
    amount_balance: toDollars(invoice.amountBalance),
    amount_due: toDollars(invoice.amountDue),
    amount_refunded: toDollars(invoice.amountRefunded),
    amount_pending: toDollars(invoice.amountPending),
    amount_paid: toDollars(invoice.amountPaid),
    amount_credited: toDollars(invoice.amountCredited),
    dispute_id: invoice.disputeId,
    amount_advance: toDollars(invoice.amountAdvance),
    amount_additional_advance: 0,
    amount_advance_fee: toDollars(invoice.amountAdvanceFee),
    amount_advance_fee_refund: 0,
    advance_rate: invoice.advanceRate,
    advanced_at: iso(invoice.advancedAt),
    amount_customer_fee_total: 0,
    amount_customer_fee_waived: 0,
    amount_customer_fee_paid: 0,
    amount_customer_fee_balance: 0,
    created_at: invoice.createdAt.toISOString(),
    updated_at: invoice.updatedAt.toISOString(),
    archived: invoice.archived,
    canceled: invoice.canceled,
    canceled_at: iso(invoice.canceledAt),
    voided: invoice.voided,
    voided_at: iso(invoice.voidedAt),
    amount_canceled: toDollars(invoice.amountCanceled),
    amount_voided: toDollars(invoice.amountVoided),
  };
}

/**
 * The invoice as the caller sees it: a partner also gets the issuing sub-merchant (`merchant_id`), its
 * payment `status` and `amount_scheduled` (Netline schedules no payments: 0).
 */
export function presentInvoiceFor(principal: Principal, invoice: Invoice, publicBaseUrl: string, now: Date): InvoiceBody | PartnerInvoice {
  const body = presentInvoice(invoice, publicBaseUrl, now);
  if (!principal.partner) return body;
  return { ...body, merchant_id: invoice.subMerchantId ?? invoice.merchantId, amount_scheduled: 0, status: paymentStatus(invoice) };
}

function paymentStatus(invoice: Invoice): (typeof INVOICE_PAYMENT_STATUSES)[number] {
  if (invoice.voided) return 'voided';
  if (invoice.canceled) return 'canceled';
  if (!invoice.sent) return 'unsent';
  if (invoice.fullyPaid) return 'paid';
  return invoice.amountPaid > 0 || invoice.amountCredited > 0 ? 'partially_paid' : 'unpaid';
}

/** The internal lookup reply (cents). */
export function presentLookup(invoice: Invoice): InvoiceLookup {
  return {
    id: invoice.id,
    merchant_id: invoice.merchantId,
    ...(invoice.subMerchantId ? { sub_merchant_id: invoice.subMerchantId } : {}),
    customer_id: invoice.customerId,
    number: invoice.number,
    order_number: invoice.orderNumber,
    po_number: invoice.poNumber,
    amount_due: invoice.amountDue,
    amount_balance: invoice.amountBalance,
    amount_paid: invoice.amountPaid,
    advanced: invoice.advanced,
    advance_rate: invoice.advanceRate,
    sent: invoice.sent,
    voided: invoice.voided,
    canceled: invoice.canceled,
    fully_paid: invoice.fullyPaid,
  };
}
