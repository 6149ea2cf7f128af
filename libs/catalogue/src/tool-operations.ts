import { Operation } from './operation';
import { OPERATIONS, PARTNER_OPERATIONS } from './operations';

/**
 * Whether an operation is offered as a tool: every operation that acts for a merchant with JSON in and
 * out. Public routes (the token endpoint, hosted enrollment and payment pages, rendered documents, the
 * JWKS) act for nobody, the dashboard's own operations need a signed-in person, and file uploads and
 * downloads are bytes, not JSON; sandbox helpers only where they are served. The MCP endpoint builds its
 * tools with it, and the bus's permissions let the endpoint's NATS user send exactly these subjects.
 */
export function isToolOperation(operation: Operation, appEnv: 'sandbox' | 'production'): boolean {
  if (operation.auth === 'public' || operation.auth === 'session' || operation.rawBody || operation.rawResponse) return false;
  return !operation.sandboxOnly || appEnv === 'sandbox';
}

/** Every operation of both tool sets (the merchant API's and the partners API's) offered as a tool in `appEnv`. */
export function toolOperations(appEnv: 'sandbox' | 'production'): Operation[] {
  return [...OPERATIONS, ...PARTNER_OPERATIONS].filter((operation) => isToolOperation(operation, appEnv));
}
