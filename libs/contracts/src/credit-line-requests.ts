import { z } from 'zod';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { positiveMoney } from './money';

/**
 * Credit-line requests, served by credit: a customer (its AP team, or the merchant on its behalf) asks for
 * a higher line; the next credit decision for the customer settles the request (apps/credit/README.md,
 * "Credit-line requests").
 */
export const CREDIT_LINE_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type CreditLineRequestStatus = (typeof CREDIT_LINE_REQUEST_STATUSES)[number];

/** The longest `reason` a request takes (characters). */
export const CREDIT_LINE_REQUEST_REASON_MAX = 2000;

/** The sandbox console's and the operator's answer to one request: each records a real credit decision. */
export const CREDIT_LINE_REQUEST_DECISIONS = ['approve', 'decline'] as const;

const dateTime = () => z.string().meta({ format: 'date-time' });
const dollars = () => z.number().meta({ description: 'US dollars, at most two decimals' });

/** Who filed a request (the actor of the request that created it, as on the audit trail). */
export const creditLineRequestAuthorSchema = z
  .object({
    type: z.string().meta({ description: '`secret_key`, `access_key`, `user`, `operator`, …' }),
    id: z.string().meta({ description: "The user id, the access key's client id, the merchant id for a secret key" }),
    channel: z.string().meta({ description: '`api`, `mcp`, `dashboard`, `cli`' }),
  })
  .meta({ id: 'CreditLineRequestAuthor' });

export const creditLineRequestSchema = z
  .object({
    id: z.string(),
    customer_id: z.string(),
    amount: dollars().meta({ description: 'The credit line asked for (more than the line when it was asked)' }),
    amount_approved_at_request: dollars().meta({ description: "The customer's line when the request was filed" }),
    reason: z.string().nullable(),
    status: z.enum(CREDIT_LINE_REQUEST_STATUSES),
    credit_decision_id: z.string().nullable().meta({ description: 'The credit decision that settled the request' }),
    decided_at: dateTime().nullable(),
    requested_by: creditLineRequestAuthorSchema,
    created_at: dateTime(),
    updated_at: dateTime(),
  })
  .meta({ id: 'CreditLineRequest' });
export type CreditLineRequest = z.infer<typeof creditLineRequestSchema>;

/** POST /customers/{customer_id}/credit-line-requests. */
export const createCreditLineRequestSchema = z
  .strictObject({
    amount: positiveMoney().meta({ description: 'The credit line asked for, in dollars: more than the current line' }),
    reason: z.string().trim().min(1, 'must not be empty').max(CREDIT_LINE_REQUEST_REASON_MAX).optional(),
  })
  .meta({ id: 'CreditLineRequestCreateRequest' });
export type CreateCreditLineRequest = z.infer<typeof createCreditLineRequestSchema>;

export const creditLineRequestIdParams = z.strictObject({ credit_line_request_id: z.string().min(1).max(64) });

export const creditLineRequestListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    status: { type: 'enum', ops: EQ, values: CREDIT_LINE_REQUEST_STATUSES },
    customer_id: { type: 'string', ops: EQ },
  },
  sort: { fields: ['created_at'], default: '-created_at', multi: false },
};

/**
 * The sandbox console's decision on one pending request: `approve` records an `approved` credit decision
 * for the requested line, `decline` a `line_adjustment` that keeps the current line.
 */
export const decideCreditLineRequestSchema = z
  .strictObject({ decision: z.enum(CREDIT_LINE_REQUEST_DECISIONS) })
  .meta({ id: 'CreditLineRequestDecisionRequest' });
export type DecideCreditLineRequest = z.infer<typeof decideCreditLineRequestSchema>;

/** The operator's decision (`npm run admin -- credit-line-requests decide`): the same body plus which request. */
export const operatorDecideCreditLineRequestSchema = decideCreditLineRequestSchema.extend({ credit_line_request_id: z.string().min(1).max(64) });
export type OperatorDecideCreditLineRequest = z.infer<typeof operatorDecideCreditLineRequestSchema>;

/** `npm run admin -- credit-line-requests list`: across merchants, pending ones unless a status is given. */
export const operatorCreditLineRequestsQuerySchema = z.strictObject({
  status: z.enum(CREDIT_LINE_REQUEST_STATUSES).optional(),
  merchant_id: z.string().min(1).max(128).optional(),
  customer_id: z.string().min(1).max(64).optional(),
});
export type OperatorCreditLineRequestsQuery = z.infer<typeof operatorCreditLineRequestsQuerySchema>;

/** One row of the operator's list: the request and whose it is. */
export type OperatorCreditLineRequest = CreditLineRequest & { merchant_id: string; business_name: string; amount_approved: number };

export const CreditLineRequestSubjects = {
  create: 'credit.credit-line-requests.create',
  list: 'credit.credit-line-requests.list',
  get: 'credit.credit-line-requests.get',
  sandboxDecide: 'credit.sandbox.decide-credit-line-request',
  /** Operator messages (`InternalRequest`). */
  operatorList: 'credit.operator.credit-line-requests',
  operatorDecide: 'credit.operator.decide-credit-line-request',
} as const;
