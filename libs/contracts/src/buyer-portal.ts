import { z } from 'zod';
import { createCreditLineRequestSchema, creditLineRequestSchema, CREDIT_LINE_REQUEST_STATUSES } from './credit-line-requests';
import { CREDIT_STATUSES } from './customers';
import { DISPUTE_STATUSES, MAX_DISPUTE_MESSAGE_LENGTH, openDisputeSchema } from './disputes';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { createPromiseToPaySchema, PROMISE_TO_PAY_STATUSES } from './promises';

/**
 * The buyer portal's API (`/portal/api`, docs/buyer-portal.md): what a person of a merchant's business
 * customer, signed in to the portal, reads and does about that customer. Every path starts with the
 * customer (`/customers/{customer_id}/…`), which fixes the merchant; a customer the session does not
 * reach, or a record of another customer, is a 404. Disputes, promises to pay, statements and credit-line
 * requests are the merchant API's objects; the account, invoices and payments have the buyer's own
 * (smaller) shapes below, without the merchant's payout, advance and fee figures.
 */

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });
const id = () => z.string().min(1).max(64);

/**
 * What the buyer sees of an invoice's state: `open` (sent, a balance owed), `paid`, `voided`, `canceled`.
 * Invoices the merchant has not sent yet are not shown at all.
 */
export const BUYER_INVOICE_STATUSES = ['open', 'paid', 'voided', 'canceled'] as const;
export type BuyerInvoiceStatus = (typeof BUYER_INVOICE_STATUSES)[number];

export const buyerAccountSchema = z
  .object({
    customer_id: z.string(),
    business_name: z.string(),
    merchant_id: z.string(),
    merchant_name: z.string(),
    credit_status: z.enum(CREDIT_STATUSES).nullable().meta({ description: 'The credit decision on the customer; null before the first' }),
    amount_approved: dollars().meta({ description: 'The credit line the merchant extends' }),
    amount_available: dollars().meta({ description: 'What is left of the line for new invoices' }),
    amount_outstanding: dollars().optional().meta({ description: 'The open balance of the sent invoices (line − available)' }),
    pending_credit_line_request: creditLineRequestSchema.nullable().meta({ description: 'The credit-line request still waiting for a decision, if any' }),
  })
  .meta({ id: 'BuyerAccount' });
export type BuyerAccount = z.infer<typeof buyerAccountSchema>;

export const buyerInvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    customer_id: z.string(),
    amount: dollars().meta({ description: 'What the invoice is for (`amount_due` of the merchant API)' }),
    amount_balance: dollars().meta({ description: 'What is still owed' }),
    amount_paid: dollars(),
    amount_credited: dollars().meta({ description: 'Credit notes applied' }),
    status: z.enum(BUYER_INVOICE_STATUSES),
    sent_at: dateTime().nullable(),
    due_at: dateTime().nullable(),
    days_overdue: z.number().int().min(0),
    dispute_id: z.string().nullable().meta({ description: 'The open dispute on the invoice; null when none is open' }),
    payment_page_url: z.string().nullable().meta({ description: 'Where the invoice is paid online' }),
    pdf_url: z.string().meta({ description: 'The invoice document: a `/portal/api/…` path (the session cookie reaches it)' }),
  })
  .meta({ id: 'BuyerInvoice' });
export type BuyerInvoice = z.infer<typeof buyerInvoiceSchema>;

export const buyerPaymentSchema = z
  .object({
    id: z.string(),
    amount: dollars().meta({ description: "What the payment applied to this customer's invoices" }),
    applied_at: dateTime(),
    invoices: z.array(z.object({ invoice_id: z.string(), number: z.string(), amount: dollars() }).meta({ id: 'BuyerPaymentInvoice' })),
  })
  .meta({ id: 'BuyerPayment' });
export type BuyerPayment = z.infer<typeof buyerPaymentSchema>;

// Path parameters: every route names the customer first.
export const buyerCustomerParams = z.strictObject({ customer_id: id() });
export const buyerInvoiceParams = z.strictObject({ customer_id: id(), invoice_id: id() });
export const buyerDisputeParams = z.strictObject({ customer_id: id(), dispute_id: id() });
export const buyerStatementParams = z.strictObject({ customer_id: id(), statement_id: id() });

/** POST …/invoices/{invoice_id}/disputes: the merchant API's body (reason, amount, message, attachment_url?). */
export const buyerOpenDisputeSchema = openDisputeSchema.meta({ id: 'BuyerDisputeCreateRequest' });
export type BuyerOpenDispute = z.infer<typeof buyerOpenDisputeSchema>;

/** POST …/disputes/{dispute_id}/messages. */
export const buyerDisputeMessageSchema = z
  .strictObject({
    text: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(MAX_DISPUTE_MESSAGE_LENGTH)
      .meta({ description: 'The message, added to the thread as the buyer’s' }),
  })
  .meta({ id: 'BuyerDisputeMessageCreateRequest' });
export type BuyerDisputeMessage = z.infer<typeof buyerDisputeMessageSchema>;

/** POST …/promises-to-pay: the merchant API's body; its invoices must be this customer's. */
export const buyerPromiseToPaySchema = createPromiseToPaySchema.meta({ id: 'BuyerPromiseToPayCreateRequest' });
export type BuyerPromiseToPay = z.infer<typeof buyerPromiseToPaySchema>;

/** POST …/credit-line-requests: the merchant API's body. */
export const buyerCreditLineRequestSchema = createCreditLineRequestSchema.meta({ id: 'BuyerCreditLineRequestCreateRequest' });
export type BuyerCreditLineRequest = z.infer<typeof buyerCreditLineRequestSchema>;

/** The customer's sent invoices, newest first. */
export const buyerInvoiceListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: { status: { type: 'enum', ops: EQ, values: BUYER_INVOICE_STATUSES } },
};
/** Payments applied to the customer's invoices, newest first. */
export const buyerPaymentListSpec: ListSpec = { limit: STANDARD_LIMIT, filters: {} };
export const buyerDisputeListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: { status: { type: 'enum', ops: EQ, values: DISPUTE_STATUSES }, invoice_id: { type: 'string', ops: EQ } },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};
export const buyerPromiseToPayListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: { status: { type: 'enum', ops: EQ, values: PROMISE_TO_PAY_STATUSES } },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};
export const buyerCreditLineRequestListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: { status: { type: 'enum', ops: EQ, values: CREDIT_LINE_REQUEST_STATUSES } },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};
export const buyerStatementListSpec: ListSpec = { limit: STANDARD_LIMIT, filters: {} };

/**
 * The portal's subjects (catalogue `buyerOperations`, `auth: 'buyer'`): sent by the gateway only, with a
 * buyer principal (`buyerPrincipal`); each handler checks `buyerMayReach` for the path's customer itself.
 */
export const BuyerPortalSubjects = {
  account: 'credit.buyer-account.get',
  listCreditLineRequests: 'credit.buyer-credit-line-requests.list',
  createCreditLineRequest: 'credit.buyer-credit-line-requests.create',
  listInvoices: 'billing.buyer-invoices.list',
  getInvoice: 'billing.buyer-invoices.get',
  invoicePdf: 'billing.buyer-invoices.pdf',
  listPayments: 'billing.buyer-payments.list',
  listStatements: 'billing.buyer-statements.list',
  currentStatement: 'billing.buyer-statements.current',
  currentStatementPdf: 'billing.buyer-statements.current-pdf',
  getStatement: 'billing.buyer-statements.get',
  statementPdf: 'billing.buyer-statements.pdf',
  listDisputes: 'billing.buyer-disputes.list',
  getDispute: 'billing.buyer-disputes.get',
  openDispute: 'billing.buyer-disputes.open',
  addDisputeMessage: 'billing.buyer-disputes.add-message',
  listPromisesToPay: 'billing.buyer-promises-to-pay.list',
  createPromiseToPay: 'billing.buyer-promises-to-pay.create',
} as const;
