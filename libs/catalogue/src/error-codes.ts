/**
 * The error catalogue: for each operation, the `error.code` values its service answers when it refuses
 * a request, and when. The reference prints them on the operation; the scripted conformance run checks
 * that every code an operation answers is listed here. Refusals every operation shares (credentials,
 * scopes, validation of the input, rate limits) are in the introduction's table by `type` instead.
 */
const INVOICE_NOT_FOUND = { 'BILLING.INVOICE_NOT_FOUND': 'no such invoice for the caller (404)' };
const CREDIT_NOTE_NOT_FOUND = { 'BILLING.CREDIT_NOTE_NOT_FOUND': 'no such credit note for the caller (404)' };
const DISPUTE_NOT_FOUND = { 'BILLING.DISPUTE_NOT_FOUND': 'no such dispute for the caller (404)' };
const CHARGE_NOT_FOUND = { 'BILLING.CHARGE_NOT_FOUND': 'no such charge for the caller (404)' };
const SHIPMENT_NOT_FOUND = { 'FULFILLMENT.SHIPMENT_NOT_FOUND': 'no such shipment for the caller (404)' };
const CUSTOMER_NOT_FOUND = { 'CREDIT.CUSTOMER_NOT_FOUND': 'no such customer for the caller (404)' };
const CREDIT_LINE_REQUEST_NOT_FOUND = { 'CREDIT.CREDIT_LINE_REQUEST_NOT_FOUND': 'no such credit-line request for the caller (404)' };

export const ERROR_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fetchCustomer: CUSTOMER_NOT_FOUND,
  updateCustomer: CUSTOMER_NOT_FOUND,
  createCreditLineRequest: {
    ...CUSTOMER_NOT_FOUND,
    'CREDIT.CREDIT_LINE_REQUEST_PENDING': 'the customer already has a pending credit-line request (409)',
    'CREDIT.CUSTOMER_NOT_APPROVED': "the customer's credit is not `approved`",
    'CREDIT.AMOUNT_NOT_ABOVE_LINE': "`amount` is not more than the customer's current line",
  },
  fetchCreditLineRequest: CREDIT_LINE_REQUEST_NOT_FOUND,
  createBuyerUser: { ...CUSTOMER_NOT_FOUND, 'IDENTITY.BUYER_USER_EXISTS': 'the address is already an active buyer user of the customer (409)' },
  listBuyerUsers: CUSTOMER_NOT_FOUND,
  deleteBuyerUser: {
    'IDENTITY.BUYER_USER_NOT_FOUND': 'no such buyer user for the caller (404)',
    'IDENTITY.BUYER_USER_IS_CUSTOMER_EMAIL': "the customer's own `email` or `business_ap_email`: change the customer instead (409)",
  },
  requestCustomerCreditCheck: { ...CUSTOMER_NOT_FOUND, 'CREDIT.CREDIT_CHECK_EXISTS': 'a credit check was already requested for this customer (422)' },
  createInvoice: {
    ...CUSTOMER_NOT_FOUND,
    'BILLING.LINE_ITEMS_MISMATCH': '`line_items` do not add up to `amount`',
    'BILLING.MERCHANT_NOT_FOUND': "partners: `merchant_id` names none of the partner's sub-merchants (404)",
  },
  fetchInvoice: INVOICE_NOT_FOUND,
  updateInvoice: {
    ...INVOICE_NOT_FOUND,
    ...CUSTOMER_NOT_FOUND,
    'BILLING.INVOICE_CLOSED': 'the invoice is voided or canceled',
    'BILLING.FIELDS_NOT_UPDATABLE': "a field the invoice's state does not allow (`details` names each)",
    'BILLING.AMOUNT_NOT_COVERED': "a higher amount the customer's line cannot take",
    'BILLING.AMOUNT_BELOW_SETTLED': 'an amount below what was paid or credited',
    'BILLING.LINE_ITEMS_MISMATCH': '`line_items` do not add up to the amount, or a new amount without matching lines',
  },
  deleteInvoice: { ...INVOICE_NOT_FOUND, 'BILLING.INVOICE_ALREADY_SENT': 'only an unsent invoice can be deleted' },
  sendInvoice: {
    ...INVOICE_NOT_FOUND,
    'BILLING.INVOICE_CLOSED': 'the invoice is voided or canceled',
    'BILLING.ADVANCE_CONDITIONS_NOT_MET': 'an advance was requested and a condition fails (`details` names each)',
    'CREDIT.CUSTOMER_NOT_APPROVED': "the customer's credit is not approved",
    'CREDIT.INSUFFICIENT_CREDIT': "the customer's available credit does not cover the amount",
  },
  voidInvoice: {
    ...INVOICE_NOT_FOUND,
    'BILLING.INVOICE_NOT_SENT': 'an unsent invoice is deleted, not voided',
    'BILLING.INVOICE_ALREADY_VOIDED': 'the invoice is already voided',
    'BILLING.INVOICE_CANCELED': 'the invoice is canceled',
    'BILLING.INVOICE_HAS_PAYMENTS': 'something was paid; issue a credit note instead',
    'BILLING.INVOICE_HAS_CREDIT_NOTES': 'something was credited; issue a credit note for the rest',
  },
  cancelInvoice: {
    ...INVOICE_NOT_FOUND,
    'BILLING.INVOICE_NOT_SENT': 'an unsent invoice is deleted, not canceled',
    'BILLING.INVOICE_ALREADY_CANCELED': 'the invoice is already canceled',
    'BILLING.INVOICE_VOIDED': 'the invoice is voided',
    'BILLING.INVOICE_NOTHING_OWED': 'nothing is left to cancel',
  },
  uploadInvoicePdf: { ...INVOICE_NOT_FOUND, 'BILLING.INVOICE_CLOSED': 'the invoice is voided or canceled', 'BILLING.INVALID_PDF': 'the file is not a PDF' },
  createCreditNote: {
    ...INVOICE_NOT_FOUND,
    'BILLING.INVOICE_NOT_SENT': 'credit notes apply to sent invoices',
    'BILLING.INVOICE_CLOSED': 'the invoice is voided or canceled',
    'BILLING.CREDIT_NOTE_EXCEEDS_BALANCE': 'the amount is more than the invoice still owes',
  },
  fetchCreditNote: CREDIT_NOTE_NOT_FOUND,
  voidCreditNote: {
    ...CREDIT_NOTE_NOT_FOUND,
    'BILLING.CREDIT_NOTE_ALREADY_VOIDED': 'the credit note is already voided',
    'BILLING.INVOICE_CLOSED': "the credit note's invoice is voided or canceled",
  },
  fetchEmail: { 'BILLING.EMAIL_NOT_FOUND': 'no such email for the caller (404)' },
  remindInvoice: {
    ...INVOICE_NOT_FOUND,
    'BILLING.INVOICE_NOT_REMINDABLE': 'the invoice is not sent, or is voided, canceled or paid in full',
    'BILLING.EMAIL_KIND_OFF': 'reminder emails are switched off in the collections settings',
    'BILLING.INVOICE_DISPUTED': 'the invoice has an open dispute; no reminder goes until it is resolved or rejected',
  },
  openDispute: {
    ...INVOICE_NOT_FOUND,
    'BILLING.INVOICE_NOT_SENT': 'disputes apply to sent invoices',
    'BILLING.INVOICE_CLOSED': 'the invoice is voided or canceled',
    'BILLING.DISPUTE_EXCEEDS_BALANCE': 'the amount is more than the invoice still owes',
    'BILLING.DISPUTE_ALREADY_OPEN': 'the invoice already has an open dispute (409)',
  },
  fetchDispute: DISPUTE_NOT_FOUND,
  addDisputeMessage: {
    ...DISPUTE_NOT_FOUND,
    'BILLING.DISPUTE_CLOSED': 'the dispute is already resolved or rejected',
    'BILLING.DISPUTE_THREAD_FULL': 'the thread has as many messages as a dispute takes',
  },
  resolveDispute: {
    ...DISPUTE_NOT_FOUND,
    'BILLING.DISPUTE_CLOSED': 'the dispute is already resolved or rejected',
    'BILLING.RESOLUTION_EXCEEDS_DISPUTE': 'the amount is more than the disputed amount',
    'BILLING.INVOICE_CLOSED': 'the invoice is voided or canceled',
    'BILLING.CREDIT_NOTE_EXCEEDS_BALANCE': 'the amount is more than the invoice still owes',
  },
  rejectDispute: { ...DISPUTE_NOT_FOUND, 'BILLING.DISPUTE_CLOSED': 'the dispute is already resolved or rejected' },
  createPromiseToPay: {
    ...INVOICE_NOT_FOUND,
    'BILLING.PROMISE_CUSTOMERS_DIFFER': '`invoice_ids` name invoices of more than one customer',
    'BILLING.INVOICE_NOT_PROMISABLE': 'an invoice is not sent, is voided or canceled, or owes nothing',
    'BILLING.PROMISE_EXCEEDS_BALANCE': 'the amount is more than the invoices owe together',
    'BILLING.PROMISE_DATE_PASSED': "`promised_for` is before today on the account's clock",
    'BILLING.PROMISE_DATE_TOO_FAR': '`promised_for` is more than a year ahead',
  },
  fetchPromiseToPay: { 'BILLING.PROMISE_TO_PAY_NOT_FOUND': 'no such promise to pay for the caller (404)' },
  fetchCustomerCollections: CUSTOMER_NOT_FOUND,
  listCustomerStatements: CUSTOMER_NOT_FOUND,
  fetchCurrentCustomerStatement: CUSTOMER_NOT_FOUND,
  fetchStatement: { 'BILLING.STATEMENT_NOT_FOUND': 'no such statement for the caller (404)' },
  downloadStatementPdf: { 'BILLING.STATEMENT_NOT_FOUND': 'no such statement for the caller (404)' },
  updateCustomerCollections: CUSTOMER_NOT_FOUND,
  fetchCharge: CHARGE_NOT_FOUND,
  updateCharge: {
    ...CHARGE_NOT_FOUND,
    'BILLING.CONFLICTING_ACTIONS': '`captured` and `canceled` both set',
    'BILLING.CHARGE_CLOSED': 'the charge is captured or canceled',
    'BILLING.AMOUNT_EXCEEDS_AUTHORIZATION': 'the amount is more than was authorized',
  },
  captureCharge: {
    ...CHARGE_NOT_FOUND,
    'BILLING.CHARGE_ALREADY_CAPTURED': 'the charge is already captured',
    'BILLING.CHARGE_CANCELED': 'the charge is canceled',
    'BILLING.CAPTURE_EXCEEDS_AMOUNT': 'the amount is more than the charge',
  },
  cancelCharge: {
    ...CHARGE_NOT_FOUND,
    'BILLING.CHARGE_ALREADY_CANCELED': 'the charge is already canceled',
    'BILLING.CHARGE_CAPTURED': 'a captured charge is canceled through its invoice',
  },
  fetchPayment: { 'TREASURY.PAYMENT_NOT_FOUND': 'no such payment for the caller (404)' },
  getPayout: { 'TREASURY.PAYOUT_NOT_FOUND': 'no such payout for the caller (404)' },
  getPayoutTransaction: { 'TREASURY.PAYOUT_TRANSACTION_NOT_FOUND': 'no such payout transaction for the caller (404)' },
  'enroll-a-customer': CUSTOMER_NOT_FOUND,
  listCustomerLedger: CUSTOMER_NOT_FOUND,
  fetchWebhookDelivery: { 'WEBHOOKS.DELIVERY_NOT_FOUND': 'no such delivery for the caller (404)' },
  resendWebhookDelivery: {
    'WEBHOOKS.DELIVERY_NOT_FOUND': 'no such delivery for the caller (404)',
    'WEBHOOKS.ENDPOINT_GONE': "the delivery's endpoint is no longer registered",
    'WEBHOOKS.FORBIDDEN_ADDRESS': 'the endpoint resolves to an address webhooks may not reach',
  },
  sendTestWebhook: {
    'WEBHOOKS.ENDPOINT_NOT_FOUND': 'no endpoint with this `endpoint_url` is registered (404)',
    'WEBHOOKS.FORBIDDEN_ADDRESS': 'the endpoint resolves to an address webhooks may not reach',
  },
  upsertWebhookEndpoints: { 'WEBHOOKS.FORBIDDEN_ADDRESS': 'the endpoint resolves to an address webhooks may not reach' },
  fetchEvent: { 'WEBHOOKS.EVENT_NOT_FOUND': 'no such event for the caller, or older than the retention (404)' },
  redeliverEvent: {
    'WEBHOOKS.EVENT_NOT_FOUND': 'no such event for the caller, or older than the retention (404)',
    'WEBHOOKS.ENDPOINT_NOT_FOUND': 'no endpoint with this `endpoint_id` is registered (404)',
  },
  sandboxRecordCreditDecision: { ...CUSTOMER_NOT_FOUND, 'CREDIT.INVALID_DECISION': "the decision does not fit the customer's state" },
  sandboxDecideCreditLineRequest: {
    ...CREDIT_LINE_REQUEST_NOT_FOUND,
    'CREDIT.CREDIT_LINE_REQUEST_NOT_PENDING': 'the request is already approved, declined or withdrawn',
    'CREDIT.INVALID_DECISION': "the decision does not fit the customer's state",
  },
  sandboxCompleteEnrollment: { ...CUSTOMER_NOT_FOUND, 'CREDIT.NO_PENDING_ENROLLMENT': 'the customer has no pending net-terms enrollment' },
  sandboxAuthorizeCharge: {
    ...CUSTOMER_NOT_FOUND,
    'CREDIT.CUSTOMER_NOT_APPROVED': "the customer's credit is not approved",
    'CREDIT.INSUFFICIENT_CREDIT': "the customer's available credit does not cover the amount",
  },
  sandboxSetPaymentStatus: {
    'TREASURY.PAYMENT_NOT_FOUND': 'no such payment for the caller (404)',
    'TREASURY.INVALID_PAYMENT_TRANSITION': 'the payment cannot move to that status from its current one',
  },
  sandboxSetPayoutStatus: {
    'TREASURY.PAYOUT_NOT_FOUND': 'no such payout for the caller (404)',
    'TREASURY.INVALID_PAYOUT_TRANSITION': 'the payout cannot move to that status from its current one',
  },
  sandboxRetryPayout: {
    'TREASURY.PAYOUT_NOT_FOUND': 'no such payout for the caller (404)',
    'TREASURY.PAYOUT_NOT_RETRYABLE': 'only a failed payout that was not retried yet can be retried',
  },
  getShipment: SHIPMENT_NOT_FOUND,
  updateShipment: SHIPMENT_NOT_FOUND,
  deleteShipment: SHIPMENT_NOT_FOUND,
  syncShipmentTracking: {
    ...SHIPMENT_NOT_FOUND,
    'FULFILLMENT.NOT_TRACKABLE': 'the shipment has no courier tracking (proof-of-delivery shipments)',
    'FULFILLMENT.TRACKING_NOT_FOUND': 'the courier knows no such tracking number',
    'FULFILLMENT.COURIER_UNAVAILABLE': 'the courier failed or answered nonsense (503); nothing changed',
    'FULFILLMENT.COURIER_TIMEOUT': 'the courier did not answer in time (503); nothing changed',
    'FULFILLMENT.COURIER_BAD_RESPONSE': 'the courier answered something unreadable (503); nothing changed',
    'FULFILLMENT.COURIER_NOT_CONFIGURED': 'courier tracking is not set up in this environment (503)',
    'FULFILLMENT.SHIPMENT_CHANGED': 'the shipment changed while the courier was asked; sync again (409)',
  },
};
