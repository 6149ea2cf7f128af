import { Operation } from './operation';
import { BUYER_OPERATIONS, OPERATIONS, PARTNER_OPERATIONS } from './operations';

/**
 * Whether an operation is offered as a tool: every operation that acts for a merchant with JSON in and
 * out. Public routes (the token endpoint, hosted enrollment and payment pages, rendered documents, the
 * JWKS) act for nobody, the dashboard's own operations need a signed-in person, the buyer portal's a
 * portal session, and file uploads and downloads are bytes, not JSON; sandbox helpers only where they are
 * served. The MCP endpoint builds its tools with it, and the bus's permissions let the endpoint's NATS
 * user send exactly these subjects.
 */
export function isToolOperation(operation: Operation, appEnv: 'sandbox' | 'production'): boolean {
  if (operation.auth === 'public' || operation.auth === 'session' || operation.auth === 'buyer' || operation.rawBody || operation.rawResponse) return false;
  return !operation.sandboxOnly || appEnv === 'sandbox';
}

/** Every operation of both tool sets (the merchant API's and the partners API's) offered as a tool in `appEnv`. */
export function toolOperations(appEnv: 'sandbox' | 'production'): Operation[] {
  return [...OPERATIONS, ...PARTNER_OPERATIONS].filter((operation) => isToolOperation(operation, appEnv));
}

/**
 * Whether a buyer portal operation is offered as a tool of the buyer tool set, which a buyer API token gets
 * (docs/buyer-portal.md, "API tokens and the buyer tool set"): JSON in and out, so not the PDFs.
 */
export function isBuyerToolOperation(operation: Operation, appEnv: 'sandbox' | 'production'): boolean {
  if (operation.auth !== 'buyer' || operation.rawBody || operation.rawResponse) return false;
  return !operation.sandboxOnly || appEnv === 'sandbox';
}

/** The buyer tool set's operations in `appEnv`. */
export function buyerToolOperations(appEnv: 'sandbox' | 'production'): Operation[] {
  return BUYER_OPERATIONS.filter((operation) => isBuyerToolOperation(operation, appEnv));
}

/** The tool an operation is offered as: the snake_case of its operationId (`fetchCustomer` → `fetch_customer`). */
export function toolName(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
}

/**
 * The names of the tools a machine-to-machine key of a merchant or of a partner may call in `appEnv`: the
 * read tools of its tool set, and the write tools too with a `:write` scope. Identity checks a key's
 * policy against it (docs/mcp.md, "Key policies and approvals").
 */
export function permittedToolNames(account: 'merchant' | 'partner', write: boolean, appEnv: 'sandbox' | 'production'): string[] {
  const operations = account === 'partner' ? PARTNER_OPERATIONS : OPERATIONS;
  return operations
    .filter((operation) => isToolOperation(operation, appEnv) && (write || operation.access === 'read'))
    .map((operation) => toolName(operation.operationId));
}
