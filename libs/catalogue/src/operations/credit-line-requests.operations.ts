import {
  createCreditLineRequestSchema,
  creditLineRequestIdParams,
  creditLineRequestListSpec,
  creditLineRequestSchema,
  CreditLineRequestSubjects,
  customerIdParams,
  listEnvelopeSchema,
} from '@netline/contracts';
import { defineOperations } from '../operation';

/** How a request is settled, shown on the create operation (apps/credit/README.md, "Credit-line requests"). */
export const CREDIT_LINE_REQUEST_RULES = [
  'A customer whose credit is `approved` may ask for a higher line: `amount` is the line asked for and must be more than',
  'its current line. A customer has at most one `pending` request; another one is `409 conflict_error`',
  "(`CREDIT.CREDIT_LINE_REQUEST_PENDING`). The merchant may file one on the customer's behalf.",
  'The next credit decision recorded for the customer settles it, in the same transaction: `approved` when the customer is',
  'then `approved` with a line of at least `amount`; `declined` otherwise (a decline, hold or deactivation, or a smaller',
  'line). `credit_decision_id` and `decided_at` name that decision. In the sandbox,',
  '`POST /sandbox/credit-line-requests/{credit_line_request_id}/decide` records one as the underwriter would.',
  'Each new request sends the `customer.credit_line_requested` webhook.',
].join('\n');

export const creditLineRequestOperations = defineOperations([
  {
    method: 'POST',
    path: '/customers/:customer_id/credit-line-requests',
    subject: CreditLineRequestSubjects.create,
    operationId: 'createCreditLineRequest',
    summary: 'Request a higher credit line for a customer',
    description: CREDIT_LINE_REQUEST_RULES,
    tag: 'Credit line requests',
    access: 'write',
    destructive: false,
    params: customerIdParams,
    body: createCreditLineRequestSchema,
    response: creditLineRequestSchema,
    errors: [404, 409],
  },
  {
    method: 'GET',
    path: '/credit-line-requests',
    subject: CreditLineRequestSubjects.list,
    operationId: 'listCreditLineRequests',
    summary: 'List credit-line requests',
    tag: 'Credit line requests',
    access: 'read',
    list: creditLineRequestListSpec,
    response: listEnvelopeSchema(creditLineRequestSchema).meta({ id: 'CreditLineRequestList' }),
  },
  {
    method: 'GET',
    path: '/credit-line-requests/:credit_line_request_id',
    subject: CreditLineRequestSubjects.get,
    operationId: 'fetchCreditLineRequest',
    summary: 'Fetch a credit-line request',
    tag: 'Credit line requests',
    access: 'read',
    params: creditLineRequestIdParams,
    response: creditLineRequestSchema,
    errors: [404],
  },
]);
