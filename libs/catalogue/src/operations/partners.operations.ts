import {
  createForwardedPaymentSchema,
  createMerchantDocumentSchema,
  createMerchantSchema,
  listEnvelopeSchema,
  LOCKED_MERCHANT_FIELDS,
  MAX_MERCHANT_DOCUMENT_BYTES,
  merchantDocumentListSpec,
  merchantDocumentSchema,
  merchantDocumentUploadParams,
  merchantDocumentUploadRequestSchema,
  merchantIdParams,
  merchantListSpec,
  merchantSchema,
  merchantUnderwritingDecisionSchema,
  partnerCreateCustomerSchema,
  partnerCreateInvoiceSchema,
  partnerCreditNoteListSpec,
  partnerCustomerListSpec,
  partnerCustomerSchema,
  partnerInvoiceListSpec,
  partnerInvoiceSchema,
  partnerPaymentSchema,
  partnerPayoutListSpec,
  partnerPayoutRunResponseSchema,
  partnerPayoutSchema,
  partnerPayoutTransactionListSpec,
  partnerPayoutTransactionSchema,
  partnerUpdateCustomerSchema,
  partnerUpsertWebhookSchema,
  partnerWebhookDeliverySchema,
  partnerWebhookEventSchema,
  partnerWebhookDeliveryWithAttemptsSchema,
  partnerWebhookEndpointSchema,
  PaymentSubjects,
  DOCUMENT_FILETYPES,
  SubMerchantSubjects,
  updateMerchantSchema,
} from '@netline/contracts';
import { z } from 'zod';
import { Operation } from '../operation';
import { accessKeyOperations } from './access-keys.operations';
import { creditNoteOperations } from './credit-notes.operations';
import { eventOperations } from './events.operations';
import { customerOperations } from './customers.operations';
import { invoiceOperations } from './invoices.operations';
import { paymentOperations } from './payments.operations';
import { payoutOperations } from './payouts.operations';
import { sandboxOperations } from './sandbox.operations';
import { shipmentOperations } from './shipments.operations';
import { treasurySandboxOperations } from './treasury-sandbox.operations';
import { webhookOperations } from './webhooks.operations';

/** Sandbox rules of merchant underwriting (docs/partners.md), shown on the create operation. */
export const SANDBOX_MERCHANT_UNDERWRITING_RULES = [
  'Underwriting starts when the sub-merchant is created and runs in the background: `underwriting_status` is `pending`,',
  'then `completed` (with `underwriting_decision` and, when approved, `seller_amount_approved`) or `more_info_needed`;',
  'each change is a webhook (`merchant.underwriting_completed`, `merchant.more_info_needed`, `merchant.mal_updated`).',
  'Sandbox underwriting is deterministic. Markers in `legal_business_name` (case-insensitive):',
  '- contains `decline`: declined;',
  '- contains `more info` (or `more_info`): `more_info_needed`; an update or an accepted document sends it back to underwriting;',
  '- contains `pending`: stays `pending` until decided with `POST /sandbox/merchants/{merchant_id}/underwriting`.',
  'Otherwise approved, with a maximum approved limit of 3 × `estimated_monthly_net_terms_volume`, else 10% of `annual_revenue`,',
  "else 50,000.00, kept between 10,000.00 and 1,000,000.00. In production Netline's underwriters decide every application.",
].join('\n');

const FROM_MERCHANT_API: Operation[] = [
  ...accessKeyOperations,
  ...customerOperations,
  ...invoiceOperations,
  ...creditNoteOperations,
  ...payoutOperations,
  ...paymentOperations,
  ...shipmentOperations,
  ...webhookOperations,
  ...eventOperations,
  ...sandboxOperations,
  ...treasurySandboxOperations,
];

/** A merchant API operation offered to partners too, with the partner's schemas where they differ. */
function shared(operationId: string, changes: Partial<Operation> = {}): Operation {
  const operation = FROM_MERCHANT_API.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no merchant operation ${operationId}`);
  return { ...operation, ...changes };
}

const OWNERSHIP =
  "Marketplaces own their customers (`merchant_id` is refused); a single-merchant platform's customers belong to a sub-merchant " +
  '(`merchant_id` is required, answered and filterable).';

/**
 * The partners API (docs/partners.md): the merchant resources a platform runs on its sub-merchants'
 * behalf, the sub-merchants themselves and their documents, and the sandbox helpers. Same paths as the
 * merchant API where they exist; the gateway picks this catalogue for partner credentials. Charges,
 * enroll and the sandbox clock are not part of it (404 for partners).
 */
export const PARTNER_OPERATIONS: Operation[] = [
  shared('issueAccessKeyToken'),
  shared('getJsonWebKeySet'),

  {
    method: 'GET',
    path: '/merchants',
    subject: SubMerchantSubjects.list,
    operationId: 'listMerchants',
    summary: 'List your sub-merchants',
    description:
      '`search` matches id, names and email (case-insensitive). `name` is the DBA name (else the legal name); `external_id` is `metadata.external_id`.',
    tag: 'Merchants',
    access: 'read',
    list: merchantListSpec,
    response: listEnvelopeSchema(merchantSchema).meta({ id: 'MerchantList' }),
  },
  {
    method: 'POST',
    path: '/merchants',
    subject: SubMerchantSubjects.create,
    operationId: 'createMerchant',
    summary: 'Create a sub-merchant and start its underwriting',
    description:
      'The id is derived from `dba_name` (else `legal_business_name`): lowercase letters and digits, with a random tail when taken. ' +
      'Inline documents are downloaded in the background after the sub-merchant is stored; `document_ingestion` reports each one ' +
      '(a failed download never undoes the sub-merchant).\n\n' +
      SANDBOX_MERCHANT_UNDERWRITING_RULES,
    tag: 'Merchants',
    access: 'write',
    destructive: false,
    // Inline documents are downloaded from the partner's own URLs.
    openWorld: true,
    body: createMerchantSchema,
    response: merchantSchema,
    errors: [404],
    changesPartnerGrant: true,
  },
  {
    method: 'GET',
    path: '/merchants/:merchant_id',
    subject: SubMerchantSubjects.get,
    operationId: 'getMerchant',
    summary: 'Fetch a sub-merchant',
    tag: 'Merchants',
    access: 'read',
    params: merchantIdParams,
    response: merchantSchema,
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/merchants/:merchant_id',
    subject: SubMerchantSubjects.update,
    operationId: 'updateMerchant',
    summary: 'Update a sub-merchant',
    description:
      `Once underwriting is \`completed\` these fields are locked (400 naming each one sent): ${LOCKED_MERCHANT_FIELDS.join(', ')}. ` +
      '`additional_beneficial_owners` adds owners at any time. An update while `more_info_needed` sends the application back to underwriting.',
    tag: 'Merchants',
    access: 'write',
    destructive: false,
    idempotent: true,
    params: merchantIdParams,
    body: updateMerchantSchema,
    response: merchantSchema,
    errors: [404],
  },
  {
    method: 'GET',
    path: '/merchants/:merchant_id/documents',
    subject: SubMerchantSubjects.listDocuments,
    operationId: 'listMerchantDocuments',
    summary: "List a sub-merchant's underwriting documents (metadata only)",
    tag: 'Merchants',
    access: 'read',
    params: merchantIdParams,
    list: merchantDocumentListSpec,
    response: listEnvelopeSchema(merchantDocumentSchema).meta({ id: 'MerchantDocumentList' }),
    errors: [404],
  },
  {
    method: 'POST',
    path: '/merchants/:merchant_id/documents',
    subject: SubMerchantSubjects.createDocument,
    operationId: 'createMerchantDocumentUploadRequest',
    summary: 'Add an underwriting document: a signed upload URL, or a download Netline makes',
    description:
      `Without \`download_url\`: PUT the bytes to \`upload_url\` with \`upload_headers\` before \`upload_expires_at\` (single use, no credentials, ` +
      `at most ${MAX_MERCHANT_DOCUMENT_BYTES} bytes). With \`download_url\` (http or https, public addresses only): Netline downloads it in the background. ` +
      `Types: ${Object.keys(DOCUMENT_FILETYPES).join(', ')}; the file name's extension must match. A stored file is checked (its leading bytes ` +
      'must match its type) and becomes `accepted` or `rejected`; a download that fails becomes `failed` with its reason in `validation_reasons`.',
    tag: 'Merchants',
    access: 'write',
    destructive: false,
    // With `download_url`, Netline fetches the file from the partner's address.
    openWorld: true,
    params: merchantIdParams,
    body: createMerchantDocumentSchema,
    response: merchantDocumentUploadRequestSchema,
    errors: [404],
  },
  {
    method: 'PUT',
    path: '/merchant-documents/uploads/:token',
    subject: SubMerchantSubjects.uploadDocument,
    operationId: 'uploadMerchantDocument',
    summary: 'Upload an underwriting document to its signed upload URL',
    tag: 'Merchants',
    access: 'write',
    auth: 'public',
    params: merchantDocumentUploadParams,
    rawBody: { contentTypes: Object.keys(DOCUMENT_FILETYPES), maxBytes: MAX_MERCHANT_DOCUMENT_BYTES },
    response: merchantDocumentSchema,
    errors: [404],
  },

  shared('listCustomers', {
    description: OWNERSHIP,
    list: partnerCustomerListSpec,
    response: listEnvelopeSchema(partnerCustomerSchema).meta({ id: 'PartnerCustomerList' }),
  }),
  shared('createCustomer', { description: OWNERSHIP, body: partnerCreateCustomerSchema, response: partnerCustomerSchema, errors: [404] }),
  shared('fetchCustomer', { response: partnerCustomerSchema }),
  shared('updateCustomer', { body: partnerUpdateCustomerSchema, response: partnerCustomerSchema }),
  shared('requestCustomerCreditCheck'),
  shared('listCustomerLedger'),

  shared('listInvoices', { list: partnerInvoiceListSpec, response: listEnvelopeSchema(partnerInvoiceSchema).meta({ id: 'PartnerInvoiceList' }) }),
  shared('createInvoice', {
    description: "`merchant_id` names the sub-merchant issuing the invoice; the customer must be yours (marketplace) or that sub-merchant's (single-merchant).",
    body: partnerCreateInvoiceSchema,
    response: partnerInvoiceSchema,
  }),
  shared('fetchInvoice', { response: partnerInvoiceSchema }),
  shared('updateInvoice', { response: partnerInvoiceSchema }),
  shared('deleteInvoice', { response: partnerInvoiceSchema }),
  shared('sendInvoice', { response: partnerInvoiceSchema }),
  shared('voidInvoice', { response: partnerInvoiceSchema }),
  shared('cancelInvoice', { response: partnerInvoiceSchema }),
  shared('uploadInvoicePdf', { response: partnerInvoiceSchema }),
  shared('downloadInvoiceDocument'),
  shared('showInvoicePaymentPage'),
  shared('showNetTermsEnrollment'),
  shared('acceptNetTermsEnrollment'),

  shared('listCreditNotes', { list: partnerCreditNoteListSpec }),
  shared('createCreditNote'),
  shared('fetchCreditNote'),
  shared('voidCreditNote'),

  shared('listPayouts', { list: partnerPayoutListSpec, response: listEnvelopeSchema(partnerPayoutSchema).meta({ id: 'PartnerPayoutList' }) }),
  shared('getPayout', { response: partnerPayoutSchema }),
  shared('listPayoutTransactions', {
    list: partnerPayoutTransactionListSpec,
    response: listEnvelopeSchema(partnerPayoutTransactionSchema).meta({ id: 'PartnerPayoutTransactionList' }),
  }),
  shared('getPayoutTransaction', { response: partnerPayoutTransactionSchema }),

  shared('listPayments', { response: listEnvelopeSchema(partnerPaymentSchema).meta({ id: 'PartnerPaymentList' }) }),
  {
    method: 'POST',
    path: '/payments',
    subject: PaymentSubjects.create,
    operationId: 'createPayment',
    summary: 'Forward a payment the payee received for an invoice',
    description:
      "The customer paid the payee (you for a marketplace, else the sub-merchant) directly; Netline draws the amount from the payee's " +
      'bank account and applies it to the invoice. The invoice must be sent and open, and `amount` at most its balance (else 422). ' +
      'The payment starts `pending`; it is applied once `paid`.',
    tag: 'Payments',
    access: 'write',
    destructive: false,
    // The amount is drawn from the payee's bank account.
    openWorld: true,
    body: createForwardedPaymentSchema,
    response: partnerPaymentSchema,
    errors: [404, 422],
  },
  shared('fetchPayment', { response: partnerPaymentSchema }),

  ...shipmentOperations.map((operation) => shared(operation.operationId)),

  shared('listWebhookEndpoints', { response: listEnvelopeSchema(partnerWebhookEndpointSchema).meta({ id: 'PartnerWebhookEndpointList' }) }),
  shared('upsertWebhookEndpoints', {
    description:
      'Partner subscriptions take a flag for each merchant topic and each `merchant.*` topic. Deliveries carry `data.merchant_id`, the sub-merchant concerned.',
    body: partnerUpsertWebhookSchema,
    response: z.array(partnerWebhookEndpointSchema).meta({ id: 'PartnerWebhookEndpointArray' }),
  }),
  shared('deleteWebhookEndpoints'),
  shared('listWebhookDeliveries', { response: listEnvelopeSchema(partnerWebhookDeliverySchema).meta({ id: 'PartnerWebhookDeliveryList' }) }),
  shared('fetchWebhookDelivery', { response: partnerWebhookDeliveryWithAttemptsSchema }),
  shared('resendWebhookDelivery', { response: partnerWebhookDeliverySchema }),
  shared('sendTestWebhook', { response: partnerWebhookDeliverySchema }),
  shared('listEvents', { response: listEnvelopeSchema(partnerWebhookEventSchema).meta({ id: 'PartnerEventList' }) }),
  shared('fetchEvent', { response: partnerWebhookEventSchema }),
  shared('redeliverEvent', { response: listEnvelopeSchema(partnerWebhookDeliverySchema).meta({ id: 'PartnerEventRedeliveryList' }) }),

  {
    method: 'POST',
    path: '/sandbox/merchants/:merchant_id/underwriting',
    subject: SubMerchantSubjects.sandboxUnderwriting,
    operationId: 'sandboxDecideMerchantUnderwriting',
    summary: "Record a sub-merchant's underwriting decision as Netline's underwriters would",
    tag: 'Sandbox',
    access: 'write',
    // As with a customer's credit decision: a decline ends the application.
    destructive: true,
    sandboxOnly: true,
    params: merchantIdParams,
    body: merchantUnderwritingDecisionSchema,
    response: merchantSchema,
    errors: [404],
  },
  shared('sandboxRecordCreditDecision', { response: partnerCustomerSchema }),
  shared('sandboxCompleteEnrollment', { response: partnerCustomerSchema }),
  shared('sandboxCreatePayment', { response: partnerPaymentSchema }),
  shared('sandboxSetPaymentStatus', { response: partnerPaymentSchema }),
  shared('sandboxRunPayouts', { response: partnerPayoutRunResponseSchema }),
  shared('sandboxSetPayoutStatus', { response: partnerPayoutSchema }),
  shared('sandboxRetryPayout', { response: partnerPayoutSchema }),
];
