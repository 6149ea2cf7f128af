import { z } from 'zod';
import { EQ_NE, EQ_PREFIX, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';
import { money } from './money';
import { DEFAULT_TERMS } from './terms';

/** Customers and their credit lines, served by credit. */
export const CUSTOMER_SOURCES = ['QUICKBOOKS', 'MERCHANT_USER', 'ADMIN_USER', 'APPLICATION', 'CUSTOMER_USER', 'API'] as const;
export const BUSINESS_AGE_RANGES = ['0-2', '2-5', '5-10', '10+'] as const;
export const BUSINESS_TYPES = ['sole_prop_or_partnership', 'llc', 'corporation', 'nonprofit', 'government'] as const;
export const CREDIT_STATUSES = ['approved', 'hold', 'declined', 'pending', 'deactivated'] as const;
export const NET_TERMS_STATUSES = ['enrolled', 'pending_enrollment', 'enrollment_expired'] as const;
export const CREDIT_DECISIONS = ['approved', 'declined', 'hold', 'line_adjustment', 'deactivate'] as const;
export const DECLINE_CODES = [
  'no_business_found',
  'thin_file',
  'failing_credit',
  'not_approved_need_more_info',
  'sole_prop',
  'applicant_business_association',
  'merchant_risk',
  'fraud',
  'no_us_address',
  'duplicate',
  'test_account',
  'email_verification_freemail',
  'email_verification_domain',
  'address_verification',
  'poor_cash_flow',
  'additional_info_not_provided',
  'other',
] as const;
export const HOLD_CODES = [
  'past_due',
  'failed_payment',
  'requested_by_customer',
  'requested_by_merchant',
  'dispute',
  'fraud',
  'churned',
  'payment_plan',
  'inactive',
  'other',
] as const;

export type CreditStatus = (typeof CREDIT_STATUSES)[number];
export type NetTermsStatus = (typeof NET_TERMS_STATUSES)[number];

const dateTime = () => z.string().meta({ format: 'date-time' });
const nullableDateTime = () => dateTime().nullable();
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

export const creditDecisionSchema = z
  .object({
    id: z.string(),
    created_at: dateTime(),
    decision: z.enum(CREDIT_DECISIONS),
    amount: dollars(),
    advance_rate: z.number().min(0).max(1).nullable(),
    decline_code: z.enum(DECLINE_CODES).nullable(),
    hold_code: z.enum(HOLD_CODES).nullable(),
  })
  .meta({ id: 'CreditDecision' });

export const customerSchema = z
  .object({
    id: z.string(),
    created_at: dateTime(),
    updated_at: dateTime(),
    source: z.enum(CUSTOMER_SOURCES),
    business_address: z.string(),
    business_city: z.string(),
    business_state: z.string(),
    business_zip: z.string(),
    business_country: z.string(),
    business_age_range: z.enum(BUSINESS_AGE_RANGES).nullable(),
    business_ap_email: z.string(),
    business_ap_phone: z.string().nullable(),
    business_ap_phone_extension: z.string().nullable(),
    business_name: z.string(),
    business_trade_name: z.string().nullable(),
    business_phone: z.string().nullable(),
    business_type: z.enum(BUSINESS_TYPES).nullable(),
    email: z.string(),
    personal_name_first: z.string().nullable(),
    personal_name_last: z.string().nullable(),
    personal_phone: z.string().nullable(),
    amount_approved: dollars(),
    amount_authorized: dollars(),
    amount_available: dollars(),
    amount_balance: dollars(),
    amount_unapplied_payments: dollars(),
    default_terms: z.enum(DEFAULT_TERMS).nullable(),
    advance_rate: z.number().min(0).max(1).nullable(),
    credit_status: z.enum(CREDIT_STATUSES).nullable(),
    net_terms_status: z.enum(NET_TERMS_STATUSES).nullable(),
    net_terms_enrollment_url: z.string().nullable(),
    net_terms_enrollment_expires_at: nullableDateTime(),
    credit_check_requested_at: nullableDateTime(),
    archived: z.boolean(),
    duns_number: z.string().nullable(),
    credit_decisions: z.array(creditDecisionSchema),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

const requiredText = (max = 255) => z.string().trim().min(1, 'must not be empty').max(max);
const countryCode = () =>
  z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code')
    .meta({ description: 'ISO 3166-1 alpha-2' });

/** POST /customers. Unknown fields are rejected so a typo never goes unnoticed. */
export const createCustomerSchema = z
  .strictObject({
    business_address: requiredText(),
    business_city: requiredText(),
    business_state: requiredText(64),
    business_zip: requiredText(16),
    business_country: countryCode(),
    business_name: requiredText(),
    email: z.email().max(254),
    business_ap_email: z.email().max(254),
    business_ap_phone: z.string().trim().max(32).nullish(),
    business_ap_phone_extension: z.string().trim().max(16).nullish(),
    default_terms: z.enum(DEFAULT_TERMS).nullish(),
  })
  .meta({ id: 'CustomerCreateRequest' });
export type CreateCustomer = z.infer<typeof createCustomerSchema>;

/** PUT /customers/{id}: every create field optional. */
export const updateCustomerSchema = createCustomerSchema.partial().meta({ id: 'CustomerUpdateRequest' });
export type UpdateCustomer = z.infer<typeof updateCustomerSchema>;

export const customerIdParams = z.strictObject({ customer_id: z.string().min(1).max(64) });

export const customerListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    email: { type: 'string', ops: EQ_PREFIX },
    business_name: { type: 'string', ops: EQ_PREFIX },
    created_at: { type: 'date', ops: RANGE_OPS },
    amount_approved: { type: 'money', ops: RANGE_OPS },
    amount_available: { type: 'money', ops: RANGE_OPS },
    amount_authorized: { type: 'money', ops: RANGE_OPS },
    amount_balance: { type: 'money', ops: RANGE_OPS },
    amount_unapplied_payments: { type: 'money', ops: RANGE_OPS },
    advance_rate: { type: 'number', ops: RANGE_OPS, min: 0, max: 1 },
    archived: { type: 'boolean', ops: EQ_NE },
  },
  sort: { fields: ['id', 'created_at', 'amount_approved', 'amount_available', 'business_name'], default: '-created_at', multi: true },
};

/** POST /customers/{id}/credit-check (`CustomerCreditCheckRequest`). */
export const creditCheckRequestSchema = z
  .strictObject({
    amount_requested: money().refine((value) => value >= 1, { message: 'must be at least 1' }),
    has_purchase_history: z.boolean(),
    has_purchase_terms_history: z.boolean().optional(),
    business_description: z.string().max(500).nullish(),
  })
  .superRefine((value, context) => {
    if (value.has_purchase_history && value.has_purchase_terms_history === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['has_purchase_terms_history'],
        message: 'is required when `has_purchase_history` is true',
      });
    }
  })
  .meta({ id: 'CustomerCreditCheckRequest' });
export type CreditCheckRequest = z.infer<typeof creditCheckRequestSchema>;

/**
 * A credit decision as the underwriter records it: the sandbox helper
 * `POST /sandbox/customers/{id}/credit-decision` and the operator's `credit decide` take this body.
 * `amount` is the new credit line in dollars (required for `approved` and `line_adjustment`).
 */
export const creditDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(CREDIT_DECISIONS),
    amount: money()
      .refine((value) => value >= 0, { message: 'must not be negative' })
      .optional(),
    advance_rate: z.number().min(0).max(1).optional(),
    decline_code: z.enum(DECLINE_CODES).optional(),
    hold_code: z.enum(HOLD_CODES).optional(),
  })
  .superRefine((value, context) => {
    if ((value.decision === 'approved' || value.decision === 'line_adjustment') && value.amount === undefined) {
      context.addIssue({ code: 'custom', path: ['amount'], message: `is required for a \`${value.decision}\` decision` });
    }
    if (value.decline_code !== undefined && value.decision !== 'declined') {
      context.addIssue({ code: 'custom', path: ['decline_code'], message: 'is only allowed with a `declined` decision' });
    }
    if (value.hold_code !== undefined && value.decision !== 'hold') {
      context.addIssue({ code: 'custom', path: ['hold_code'], message: 'is only allowed with a `hold` decision' });
    }
  })
  .meta({ id: 'CreditDecisionRequest' });
export type CreditDecisionRequest = z.infer<typeof creditDecisionRequestSchema>;

/** The operator's decision (`npm run admin -- credit decide`): the same body plus whose customer it is. */
export interface OperatorDecisionBody extends CreditDecisionRequest {
  customer_id: string;
}

/** One entry of the operator's review queue (`npm run admin -- credit pending`). */
export interface PendingReview {
  merchant_id: string;
  customer_id: string;
  business_name: string;
  amount_requested: number;
  has_purchase_history: boolean;
  has_purchase_terms_history: boolean | null;
  business_description: string | null;
  requested_at: string;
}

/** What `npm run admin -- credit run-jobs` gets back: each merchant's pass and the orphan sweeps' releases. */
export interface CreditJobsRun {
  runs: Array<{ merchant_id: string; now: string; holds: number; enrollments_expired: number }>;
  orphan_reservations_released: number;
  orphan_authorizations_released: number;
  orphan_captures_released: number;
}

export const enrollmentTokenParams = z.strictObject({ token: z.string().min(16).max(128) });

export const CustomerSubjects = {
  list: 'credit.customers.list',
  create: 'credit.customers.create',
  get: 'credit.customers.get',
  update: 'credit.customers.update',
  creditCheck: 'credit.customers.credit-check',
  /** Deprecated stub: answers the customer unchanged (enrollment happens on the hosted page). */
  enroll: 'credit.customers.enroll',
  ledger: 'credit.customers.ledger',
  sandboxDecision: 'credit.sandbox.credit-decision',
  sandboxEnroll: 'credit.sandbox.enroll',
  enrollmentPage: 'credit.enrollment.page',
  enrollmentAccept: 'credit.enrollment.accept',
  /** Operator messages (`InternalRequest`). */
  operatorDecide: 'credit.operator.decide',
  operatorPending: 'credit.operator.pending',
  operatorRunJobs: 'credit.operator.run-jobs',
  /** Operator (`InternalRequest<CustomerBalancesPage>` → `CustomerBalances`): credit's outstanding balance per customer, for `reconcile`, a page at a time. */
  operatorBalances: 'credit.operator.balances',
  /** Internal (`InternalRequest<LocateCustomerRequest>`): which merchant of a caller's scope owns a customer. */
  locate: 'credit.customers.locate',
} as const;

/** `credit.customers.locate`: the caller's scope (`scopeOf`) and the customer; 404 when no merchant of it owns one. */
export const locateCustomerSchema = z.strictObject({
  merchant_ids: z.array(z.string().min(1).max(128)).min(1).max(100_000),
  customer_id: z.string().min(1).max(128),
});
export type LocateCustomerRequest = z.infer<typeof locateCustomerSchema>;
export interface CustomerLocation {
  merchant_id: string;
  customer_id: string;
  /** The customer's business name (treasury writes it on payout transactions). */
  business_name: string;
}
