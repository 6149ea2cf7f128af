import { accessKeyOperations } from './access-keys.operations';
import { auditEventOperations } from './audit-events.operations';
import { billingSandboxOperations } from './billing-sandbox.operations';
import { buyerOperations } from './buyer-portal.operations';
import { buyerUserOperations } from './buyer-users.operations';
import { chargeOperations } from './charges.operations';
import { collectionOperations } from './collections.operations';
import { creditLineRequestOperations } from './credit-line-requests.operations';
import { creditNoteOperations } from './credit-notes.operations';
import { customerOperations } from './customers.operations';
import { dashboardOperations } from './dashboard.operations';
import { disputeOperations } from './disputes.operations';
import { eventOperations } from './events.operations';
import { insightsOperations } from './insights.operations';
import { invoiceOperations } from './invoices.operations';
import { paymentOperations } from './payments.operations';
import { promiseToPayOperations } from './promises.operations';
import { payoutOperations } from './payouts.operations';
import { Operation } from '../operation';
import { requestLogOperations } from './request-logs.operations';
import { sandboxOperations } from './sandbox.operations';
import { treasurySandboxOperations } from './treasury-sandbox.operations';
import { shipmentOperations } from './shipments.operations';
import { statementOperations } from './statements.operations';
import { webhookOperations } from './webhooks.operations';

export { PARTNER_OPERATIONS, SANDBOX_MERCHANT_UNDERWRITING_RULES } from './partners.operations';

/** Every public operation of the merchant API, in the order the reference lists them. */
export const OPERATIONS: Operation[] = [
  ...accessKeyOperations,
  ...customerOperations,
  ...creditLineRequestOperations,
  ...buyerUserOperations,
  ...invoiceOperations,
  ...chargeOperations,
  ...creditNoteOperations,
  ...collectionOperations,
  ...disputeOperations,
  ...promiseToPayOperations,
  ...statementOperations,
  ...payoutOperations,
  ...paymentOperations,
  ...shipmentOperations,
  ...insightsOperations,
  ...auditEventOperations,
  ...requestLogOperations,
  ...webhookOperations,
  ...eventOperations,
  ...sandboxOperations,
  ...billingSandboxOperations,
  ...treasurySandboxOperations,
];

/**
 * The dashboard's own operations (`auth: 'session'`): served by the same router, to a signed-in person
 * only, so they are not part of the merchant API's list (its reference, its MCP tools, its checks).
 */
export const DASHBOARD_OPERATIONS: Operation[] = dashboardOperations;

/**
 * The buyer portal's operations (`auth: 'buyer'`, docs/buyer-portal.md): served under `/portal/api` to a
 * portal session only, so they are part of neither the merchant nor the partners API (their references,
 * their MCP tools); the bus lets the gateway send their subjects.
 */
export const BUYER_OPERATIONS: Operation[] = buyerOperations;
export { buyerOperations };
