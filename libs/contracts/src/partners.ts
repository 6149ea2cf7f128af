import { z } from 'zod';
import { metadataInput } from './metadata';
import { createCustomerSchema, customerListSpec, customerSchema, updateCustomerSchema } from './customers';
import { creditNoteListSpec } from './credit-notes';
import { createInvoiceSchema, invoiceListSpec, invoiceSchema } from './invoices';
import { EQ, ListSpec, RANGE_OPS } from './list';
import { money, positiveMoney } from './money';
import { paymentSchema } from './payments';
import { payoutListSpec, payoutSchema, payoutTransactionListSpec, payoutTransactionSchema } from './payouts';
import {
  DOCUMENT_FILETYPES,
  documentFileProblem,
  einNormalForm,
  isAbaRoutingNumber,
  isBankAccountNumber,
  usPhoneE164,
  usStateCode,
  usZipCode,
} from './us-business';

/**
 * The partners API (docs/partners.md): sub-merchants, their documents and underwriting, and the partner
 * variants of the merchant resources. Amounts are dollars at the API, integer cents inside the cluster.
 */
export const PARTNER_API_VERSION = 'partners-v1';
/** Values a partner request may name in the version header; all mean the current partners API. */
export const PARTNER_API_VERSION_VALUES = ['partners-v1', 'partner-v1'] as const;

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });
const text = (max = 255) => z.string().trim().min(1, 'must not be empty').max(max);

// ---------------------------------------------------------------------------------------------------
// Sub-merchants

export const ENTITY_TYPES = ['corporation', 'llc', 'sole_proprietorship', 'partnership', 'non_profit'] as const;
/** `pending` until a decision; `more_info_needed` waits for the partner; `completed` is final. */
export const UNDERWRITING_STATUSES = ['pending', 'more_info_needed', 'completed'] as const;
export type UnderwritingStatus = (typeof UNDERWRITING_STATUSES)[number];
export const UNDERWRITING_DECISIONS = ['approved', 'declined'] as const;
export type UnderwritingDecision = (typeof UNDERWRITING_DECISIONS)[number];
export const DOCUMENT_TYPES = ['bank_statements', 'financial_statements', 'credit_references', 'personal_guarantee', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
/** The create request's inline document arrays and the document type each gives. */
export const INLINE_DOCUMENT_FIELDS = {
  bank_statements: 'bank_statements',
  financial_statements: 'financial_statements',
  credit_references: 'credit_references',
  personal_guarantee: 'personal_guarantee',
  other_documents: 'other',
} as const satisfies Record<string, DocumentType>;
export const DOCUMENT_STATUSES = ['pending_upload', 'uploaded_pending_validation', 'accepted', 'rejected', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const TRANSFER_METHODS = ['presigned_upload', 'download_url'] as const;
export const VALIDATION_PROFILES = ['merchant_underwriting_document_default'] as const;
/** Largest underwriting document Netline keeps (a NATS message carries at most 1 MB; base64 adds a third). */
export const MAX_MERCHANT_DOCUMENT_BYTES = 700_000;

/** A US state, written as its code or its name; stored as the code. */
const usState = () =>
  z
    .string()
    .trim()
    .refine((value) => usStateCode(value) !== null, 'must be a US state (code such as TX, or name)')
    .overwrite((value) => usStateCode(value) ?? value)
    .meta({ description: 'US state code (a state name is accepted and stored as its code)' });

const usPhone = () =>
  z
    .string()
    .trim()
    .max(32)
    .refine((value) => usPhoneE164(value) !== null, 'must be a US phone number')
    .overwrite((value) => usPhoneE164(value) ?? value)
    .meta({ description: 'US phone number; stored and returned in E.164 (+15125550123)' });

const webUrl = () => z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' }).max(2048);
const metadata = metadataInput;

/** A postal address; US addresses (country `US`) must name a US state and a ZIP code. */
export const addressInputSchema = z
  .strictObject({
    line1: text(),
    line2: z.string().trim().max(255).nullish(),
    city: text(),
    state: text(64),
    postal_code: text(16),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code'),
  })
  .superRefine((address, context) => {
    if (address.country !== 'US') return;
    if (!usStateCode(address.state)) context.addIssue({ code: 'custom', path: ['state'], message: 'must be a US state (code such as TX, or name)' });
    if (!usZipCode(address.postal_code)) context.addIssue({ code: 'custom', path: ['postal_code'], message: 'must be a US ZIP code (12345 or 12345-6789)' });
  })
  .overwrite((address) =>
    address.country === 'US'
      ? { ...address, state: usStateCode(address.state) ?? address.state, postal_code: usZipCode(address.postal_code) ?? address.postal_code }
      : address,
  )
  .meta({ id: 'AddressInput' });
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z
  .object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), state: z.string(), postal_code: z.string(), country: z.string() })
  .meta({ id: 'Address' });

export const beneficialOwnerInputSchema = z
  .strictObject({
    first_name: text(100),
    last_name: text(100),
    date_of_birth: z.iso.date('must be a date (YYYY-MM-DD)').refine((value) => {
      const born = new Date(`${value}T00:00:00Z`).getTime();
      return born < Date.now() && born > Date.UTC(1900, 0, 1);
    }, 'must be a real date of birth'),
    address: addressInputSchema,
    ssn_last_4: z.string().regex(/^\d{4}$/, 'must be exactly 4 digits'),
    ownership_percentage: z.number().min(0).max(100).optional(),
  })
  .meta({ id: 'BeneficialOwnerInput' });
export type BeneficialOwnerInput = z.infer<typeof beneficialOwnerInputSchema>;

/** An owner as answered: the last four digits of the SSN are never sent back. */
export const beneficialOwnerSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    date_of_birth: z.string().meta({ format: 'date' }),
    address: addressSchema,
    ownership_percentage: z.number().nullable(),
  })
  .meta({ id: 'BeneficialOwner' });

export const authorizedSignerSchema = z
  .strictObject({
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    email: z.email().max(254).optional(),
    title: z.string().trim().max(100).optional(),
    phone: usPhone().optional(),
  })
  .meta({ id: 'AuthorizedSigner' });

export const inlineDocumentSchema = z
  .strictObject({
    filename: text(200),
    filetype: z.string().trim().min(1).max(128),
    download_url: webUrl(),
  })
  .superRefine((document, context) => {
    const problem = documentFileProblem(document.filename, document.filetype);
    if (problem)
      context.addIssue({ code: 'custom', path: [problem.startsWith('`filetype`') ? 'filetype' : 'filename'], message: problem.replace(/^`\w+` /, '') });
  })
  .meta({ id: 'InlineDocumentDownloadRequest' });
export type InlineDocument = z.infer<typeof inlineDocumentSchema>;

const inlineDocuments = () => z.array(inlineDocumentSchema).max(10).optional();

const ein = () =>
  z
    .string()
    .trim()
    .refine((value) => einNormalForm(value) !== null, 'must be an EIN (12-3456789)')
    .overwrite((value) => einNormalForm(value) ?? value)
    .meta({ description: 'Employer Identification Number, 12-3456789; never returned' });

const merchantFields = {
  legal_business_name: text(),
  dba_name: z.string().trim().min(1).max(255).nullish(),
  business_address: addressInputSchema,
  business_email: z.email().max(254),
  business_phone: usPhone(),
  entity_type: z.enum(ENTITY_TYPES),
  formation_state: usState(),
  ein: ein(),
  annual_revenue: z.number().int().min(0).max(1_000_000_000_000).optional().meta({ description: 'US dollars' }),
  years_in_business: z.number().int().min(0).max(500).optional(),
  industry: z.string().trim().min(1).max(255).nullish(),
  business_description: z.string().trim().max(2000).nullish(),
  website: webUrl().nullish(),
  estimated_monthly_net_terms_volume: z.number().int().min(0).max(1_000_000_000_000).optional().meta({ description: 'US dollars' }),
  existing_net_terms_info: z.record(z.string(), z.unknown()).optional(),
  beneficial_owners: z.array(beneficialOwnerInputSchema).max(10).optional(),
  authorized_signer: authorizedSignerSchema.optional(),
  plaid_access_token: z.string().trim().min(1).max(255).optional().meta({ description: 'never returned' }),
  bank_account_number: z
    .string()
    .trim()
    .refine(isBankAccountNumber, 'must be a US bank account number (4 to 17 digits)')
    .optional()
    .meta({ description: 'never returned' }),
  bank_routing_number: z.string().trim().refine(isAbaRoutingNumber, 'must be a valid ABA routing number (9 digits)').optional(),
  metadata: metadata().optional(),
};

function bankAccountRule(value: { bank_account_number?: string; bank_routing_number?: string }, context: z.RefinementCtx): void {
  if (value.bank_account_number !== undefined && value.bank_account_number === value.bank_routing_number) {
    context.addIssue({ code: 'custom', path: ['bank_account_number'], message: 'must not be the same as `bank_routing_number`' });
  }
}

/** POST /merchants (the sub-merchant's application; underwriting starts when it is stored). */
export const createMerchantSchema = z
  .strictObject({
    ...merchantFields,
    bank_statements: inlineDocuments(),
    financial_statements: inlineDocuments(),
    credit_references: inlineDocuments(),
    personal_guarantee: inlineDocuments(),
    other_documents: inlineDocuments(),
  })
  .superRefine(bankAccountRule)
  .meta({ id: 'CreateMerchantRequest' });
export type CreateMerchant = z.infer<typeof createMerchantSchema>;

/**
 * PUT /merchants/{id}: every field optional; `additional_beneficial_owners` adds owners. Once the
 * underwriting decision is final the fields of `LOCKED_MERCHANT_FIELDS` are refused (400 naming them).
 */
export const updateMerchantSchema = z
  .strictObject({
    ...Object.fromEntries(Object.entries(merchantFields).map(([field, schema]) => [field, (schema as z.ZodType).optional()])),
    additional_beneficial_owners: z.array(beneficialOwnerInputSchema).max(10).optional(),
  } as { [K in keyof typeof merchantFields]: z.ZodOptional<(typeof merchantFields)[K]> } & {
    additional_beneficial_owners: z.ZodOptional<z.ZodArray<typeof beneficialOwnerInputSchema>>;
  })
  .superRefine(bankAccountRule)
  .meta({ id: 'UpdateMerchantRequest' });
export type UpdateMerchant = z.infer<typeof updateMerchantSchema>;

/** Fields a final underwriting decision rests on: they cannot change after it. */
export const LOCKED_MERCHANT_FIELDS = [
  'legal_business_name',
  'business_address',
  'business_email',
  'business_phone',
  'entity_type',
  'formation_state',
  'ein',
  'annual_revenue',
  'years_in_business',
  'industry',
  'authorized_signer',
  'bank_account_number',
  'bank_routing_number',
  'beneficial_owners',
] as const;

export const documentIngestionResultSchema = z
  .object({
    document_id: z.string().nullable(),
    document_type: z.enum(DOCUMENT_TYPES),
    filename: z.string(),
    download_url: z.string(),
    status: z.enum(['queued', 'failed']),
    error_code: z.string().nullable(),
    error_message: z.string().nullable(),
  })
  .meta({ id: 'DocumentIngestionResult' });
export type DocumentIngestionResult = z.infer<typeof documentIngestionResultSchema>;

export const documentIngestionSummarySchema = z
  .object({
    requested_count: z.number().int(),
    queued_count: z.number().int(),
    failed_count: z.number().int(),
    results: z.array(documentIngestionResultSchema),
  })
  .meta({ id: 'DocumentIngestionSummary' });
export type DocumentIngestionSummary = z.infer<typeof documentIngestionSummarySchema>;

export const merchantSchema = z
  .object({
    id: z.string().meta({ description: 'Lowercase letters and digits, derived from the name; never changes' }),
    legal_business_name: z.string(),
    dba_name: z.string().nullable(),
    business_address: addressSchema,
    business_email: z.string(),
    business_phone: z.string().meta({ description: 'E.164' }),
    entity_type: z.enum(ENTITY_TYPES),
    formation_state: z.string(),
    industry: z.string().nullable(),
    website: z.string().nullable(),
    business_description: z.string().nullable(),
    annual_revenue: z.number().int().nullable(),
    years_in_business: z.number().int().nullable(),
    estimated_monthly_net_terms_volume: z.number().int().nullable(),
    existing_net_terms_info: z.record(z.string(), z.unknown()).nullable(),
    beneficial_owners: z.array(beneficialOwnerSchema),
    authorized_signer: z.record(z.string(), z.string()).nullable(),
    bank_account_last4: z.string().nullable().meta({ description: 'Last four digits of the bank account on file' }),
    underwriting_status: z.enum(UNDERWRITING_STATUSES),
    underwriting_decision: z.enum(UNDERWRITING_DECISIONS).nullable().meta({ description: 'Set when underwriting_status is completed' }),
    seller_amount_approved: dollars().nullable().meta({ description: 'Maximum approved limit (MAL) once approved' }),
    active_subscription: z.object({ id: z.string(), tier: z.string() }).nullable(),
    metadata: z.record(z.string(), z.unknown()),
    document_ingestion: documentIngestionSummarySchema,
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'Merchant' });
export type Merchant = z.infer<typeof merchantSchema>;

export const merchantIdParams = z.strictObject({ merchant_id: z.string().min(1).max(64) });

/** GET /merchants: every filter is `eq`; `search` matches id, names and email (case-insensitive). */
export const merchantListSpec: ListSpec = {
  limit: { min: 1, max: 100, default: 25 },
  filters: {
    id: { type: 'string', ops: EQ },
    external_id: { type: 'string', ops: EQ },
    name: { type: 'string', ops: EQ },
    legal_name: { type: 'string', ops: EQ },
    email: { type: 'string', ops: EQ },
    underwriting_status: { type: 'enum', ops: EQ, values: UNDERWRITING_STATUSES },
    created_at: { type: 'date', ops: EQ },
  },
  sort: { fields: ['created_at', 'id', 'name', 'legal_name'], default: '-created_at', multi: false },
  params: z.object({ search: z.string().trim().min(1).max(200).optional() }),
};

export const merchantDocumentSchema = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    document_type: z.enum(DOCUMENT_TYPES),
    filename: z.string(),
    filetype: z.string(),
    status: z.enum(DOCUMENT_STATUSES),
    validation_reasons: z.array(z.string()),
    transfer_method: z.enum(TRANSFER_METHODS),
    size: z.number().int().nullable(),
    uploaded_at: dateTime().nullable(),
    validated_at: dateTime().nullable(),
    object_key: z.string().nullable(),
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'MerchantDocument' });
export type MerchantDocument = z.infer<typeof merchantDocumentSchema>;

export const createMerchantDocumentSchema = z
  .strictObject({
    document_type: z.enum(DOCUMENT_TYPES),
    filename: text(200),
    filetype: z
      .string()
      .trim()
      .min(1)
      .max(128)
      .meta({ description: `One of ${Object.keys(DOCUMENT_FILETYPES).join(', ')}` }),
    download_url: webUrl().optional().meta({ description: 'Netline downloads the file in the background; omit it to upload it yourself' }),
    size: z.number().int().min(1).max(MAX_MERCHANT_DOCUMENT_BYTES).optional().meta({ description: 'Bytes; when given, the upload must match it' }),
  })
  .superRefine((document, context) => {
    const problem = documentFileProblem(document.filename, document.filetype);
    if (problem)
      context.addIssue({ code: 'custom', path: [problem.startsWith('`filetype`') ? 'filetype' : 'filename'], message: problem.replace(/^`\w+` /, '') });
  })
  .meta({ id: 'CreateMerchantDocumentRequest' });
export type CreateMerchantDocument = z.infer<typeof createMerchantDocumentSchema>;

export const merchantDocumentUploadRequestSchema = z
  .object({
    id: z.string(),
    document_id: z.string(),
    merchant_id: z.string(),
    document_type: z.enum(DOCUMENT_TYPES),
    status: z.enum(['pending_upload', 'failed']),
    upload_url: z.string().nullable().meta({ description: 'PUT the file bytes here (no credentials) before upload_expires_at' }),
    upload_expires_at: dateTime().nullable(),
    upload_headers: z.record(z.string(), z.string()).nullable().meta({ description: 'Headers to send with the PUT' }),
    object_key: z.string(),
    transfer_method: z.enum(TRANSFER_METHODS),
    queue_dispatch_status: z.enum(['queued', 'failed']).nullable(),
    validation_profile: z.enum(VALIDATION_PROFILES),
  })
  .meta({ id: 'MerchantDocumentUploadRequest' });
export type MerchantDocumentUploadRequest = z.infer<typeof merchantDocumentUploadRequestSchema>;

export const merchantDocumentListSpec: ListSpec = {
  limit: { min: 1, max: 100, default: 25 },
  filters: {
    document_type: { type: 'enum', ops: EQ, values: DOCUMENT_TYPES },
    status: { type: 'enum', ops: EQ, values: DOCUMENT_STATUSES },
  },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};

/** The signed upload address carries a token, never credentials (same scheme as proof-of-delivery files). */
export const merchantDocumentUploadParams = z.strictObject({
  token: z.string().regex(/^mdoc_[A-Za-z0-9]{20}\.[A-Za-z0-9_]{1,40}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{22}$/, 'unknown upload link'),
});

/** `POST /sandbox/merchants/{id}/underwriting`: records a decision as Netline's underwriters would. */
export const merchantUnderwritingDecisionSchema = z
  .strictObject({
    decision: z.enum(['approved', 'declined', 'more_info_needed']),
    seller_amount_approved: positiveMoney().optional().meta({ description: 'Required for `approved`: the maximum approved limit' }),
  })
  .superRefine((value, context) => {
    if (value.decision === 'approved' && value.seller_amount_approved === undefined) {
      context.addIssue({ code: 'custom', path: ['seller_amount_approved'], message: 'is required for an `approved` decision' });
    }
    if (value.decision !== 'approved' && value.seller_amount_approved !== undefined) {
      context.addIssue({ code: 'custom', path: ['seller_amount_approved'], message: 'is only allowed with an `approved` decision' });
    }
  })
  .meta({ id: 'MerchantUnderwritingDecision' });
export type MerchantUnderwritingDecisionRequest = z.infer<typeof merchantUnderwritingDecisionSchema>;

export const SubMerchantSubjects = {
  list: 'identity.sub-merchants.list',
  create: 'identity.sub-merchants.create',
  get: 'identity.sub-merchants.get',
  update: 'identity.sub-merchants.update',
  listDocuments: 'identity.merchant-documents.list',
  createDocument: 'identity.merchant-documents.create',
  /** Public route: the token in the path is the permission. */
  uploadDocument: 'identity.merchant-documents.upload',
  sandboxUnderwriting: 'identity.sandbox.merchant-underwriting',
  /** Operator (`InternalRequest`): `npm run admin -- merchant underwrite|underwriting-queue`. */
  operatorUnderwrite: 'identity.operator.merchant-underwrite',
  operatorPending: 'identity.operator.merchant-underwriting-queue',
} as const;

/** One pending review of the operator's queue (`npm run admin -- merchant underwriting-queue`). */
export interface PendingMerchantReview {
  merchant_id: string;
  partner_id: string;
  legal_business_name: string;
  entity_type: string;
  annual_revenue: number | null;
  estimated_monthly_net_terms_volume: number | null;
  created_at: string;
}

/** Operator decision: the sandbox body plus the sub-merchant. */
export const operatorMerchantUnderwritingSchema = merchantUnderwritingDecisionSchema.safeExtend({ merchant_id: z.string().min(1).max(64) });
export type OperatorMerchantUnderwriting = z.infer<typeof operatorMerchantUnderwritingSchema>;

// ---------------------------------------------------------------------------------------------------
// Merchant underwriting (identity asks credit's underwriter; amounts in cents)

export const MerchantUnderwritingSubjects = {
  assess: 'credit.underwriting.assess-merchant',
} as const;

export const merchantApplicationSchema = z.strictObject({
  merchant_id: z.string().min(1).max(64),
  legal_business_name: z.string().min(1).max(255),
  entity_type: z.enum(ENTITY_TYPES),
  formation_state: z.string().min(2).max(2),
  annual_revenue: z.number().int().min(0).nullable(),
  years_in_business: z.number().int().min(0).nullable(),
  estimated_monthly_net_terms_volume: z.number().int().min(0).nullable(),
  beneficial_owner_count: z.number().int().min(0),
  accepted_document_count: z.number().int().min(0),
  has_bank_account: z.boolean(),
});
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

export type MerchantUnderwritingOutcome =
  { decision: 'approved'; seller_amount_approved: number } | { decision: 'declined' } | { decision: 'more_info_needed' } | { decision: 'pending' };

// ---------------------------------------------------------------------------------------------------
// Partner variants of the merchant resources

const subMerchantId = () => z.string().min(1).max(64).meta({ description: 'One of your sub-merchants' });

/** Customer as a partner sees it: `external_id` always, `merchant_id` for single-merchant partners. */
export const partnerCustomerSchema = customerSchema
  .extend({
    merchant_id: z.string().optional().meta({ description: 'The owning sub-merchant (single-merchant partners only)' }),
    external_id: z.string().nullable().meta({ description: 'Your own id for the customer (not unique)' }),
  })
  .meta({ id: 'PartnerCustomer' });
export type PartnerCustomer = z.infer<typeof partnerCustomerSchema>;

export const partnerCreateCustomerSchema = createCustomerSchema
  .extend({
    merchant_id: subMerchantId()
      .optional()
      .meta({ description: 'Required for single-merchant partners (the owning sub-merchant); refused for marketplaces, whose customers are their own' }),
    external_id: z.string().trim().min(1).max(255).nullish(),
  })
  .meta({ id: 'PartnerCustomerCreateRequest' });
export type PartnerCreateCustomer = z.infer<typeof partnerCreateCustomerSchema>;

export const partnerUpdateCustomerSchema = updateCustomerSchema
  .extend({ external_id: z.string().trim().min(1).max(255).nullish() })
  .meta({ id: 'PartnerCustomerUpdateRequest' });
export type PartnerUpdateCustomer = z.infer<typeof partnerUpdateCustomerSchema>;

export const partnerCustomerListSpec: ListSpec = {
  ...customerListSpec,
  filters: {
    ...customerListSpec.filters,
    merchant_id: { type: 'string', ops: EQ },
    external_id: { type: 'string', ops: EQ },
  },
};

export const INVOICE_PAYMENT_STATUSES = ['unsent', 'unpaid', 'partially_paid', 'paid', 'voided', 'canceled'] as const;

export const partnerInvoiceSchema = invoiceSchema
  .extend({
    merchant_id: z.string().meta({ description: 'The sub-merchant that issued the invoice' }),
    amount_scheduled: dollars().meta({ description: 'Payments scheduled for a later date (Netline schedules none: always 0)' }),
    status: z.enum(INVOICE_PAYMENT_STATUSES).meta({ description: 'Payment status' }),
  })
  .meta({ id: 'PartnerInvoice' });
export type PartnerInvoice = z.infer<typeof partnerInvoiceSchema>;

export const partnerCreateInvoiceSchema = createInvoiceSchema.extend({ merchant_id: subMerchantId() }).meta({ id: 'PartnerInvoiceCreateRequest' });
export type PartnerCreateInvoice = z.infer<typeof partnerCreateInvoiceSchema>;

export const partnerInvoiceListSpec: ListSpec = {
  ...invoiceListSpec,
  filters: { ...invoiceListSpec.filters, merchant_id: { type: 'string', ops: EQ }, amount_scheduled: { type: 'money', ops: RANGE_OPS } },
};

export const partnerCreditNoteListSpec: ListSpec = {
  ...creditNoteListSpec,
  filters: { ...creditNoteListSpec.filters, merchant_id: { type: 'string', ops: EQ } },
};

export const partnerPayoutSchema = payoutSchema
  .extend({ merchant_id: z.string().meta({ description: 'Who receives it: you, or the sub-merchant' }) })
  .meta({ id: 'PartnerPayout' });
export type PartnerPayout = z.infer<typeof partnerPayoutSchema>;
/** The sandbox payout run as a partner sees it: each payout names its payee. */
export const partnerPayoutRunResponseSchema = z.object({ payouts: z.array(partnerPayoutSchema) }).meta({ id: 'PartnerSandboxPayoutRunResponse' });
export type PartnerPayoutRunResponse = z.infer<typeof partnerPayoutRunResponseSchema>;
export const partnerPayoutTransactionSchema = payoutTransactionSchema
  .extend({ merchant_id: z.string().meta({ description: 'The sub-merchant (or your own account) the transaction concerns' }) })
  .meta({ id: 'PartnerPayoutTransaction' });
export type PartnerPayoutTransaction = z.infer<typeof partnerPayoutTransactionSchema>;
export const partnerPayoutListSpec: ListSpec = { ...payoutListSpec, filters: { ...payoutListSpec.filters, merchant_id: { type: 'string', ops: EQ } } };
export const partnerPayoutTransactionListSpec: ListSpec = {
  ...payoutTransactionListSpec,
  filters: { ...payoutTransactionListSpec.filters, merchant_id: { type: 'string', ops: EQ } },
};

export const partnerPaymentSchema = paymentSchema
  .extend({ dispute_code: z.string().nullable().meta({ description: 'Set while the payment is disputed' }) })
  .meta({ id: 'PartnerPayment' });
export type PartnerPayment = z.infer<typeof partnerPaymentSchema>;

/** POST /payments: a payment the payee already received, forwarded to Netline for one invoice. */
export const createForwardedPaymentSchema = z
  .strictObject({
    invoice_id: z.string().min(1).max(64).meta({ description: 'A sent invoice of one of your sub-merchants' }),
    amount: money()
      .refine((value) => value > 0, { message: 'must be greater than 0' })
      .meta({ description: 'US dollars, at most the invoice balance' }),
  })
  .meta({ id: 'PaymentCreateRequest' });
export type CreateForwardedPayment = z.infer<typeof createForwardedPaymentSchema>;
