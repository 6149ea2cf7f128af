import { ListSpec } from '@netline/contracts';
import { z } from 'zod';

/**
 * One public operation of the catalogue. The same definition drives the REST route and its validation
 * (gateway), the NATS subject that serves it, the OpenAPI document and the MCP tool, so none of them can
 * drift from the others.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /api (buyer operations: to /portal/api), Fastify syntax: `/customers/:customer_id`. */
  path: string;
  /** Further paths served by the same operation (spelling variants). */
  aliases?: string[];
  subject: string;
  operationId: string;
  summary: string;
  /** Longer prose for the API reference (rules an integrator scripts against). */
  description?: string;
  tag: string;
  /**
   * `read` operations are open to the caller's read scope (`merchant:read`, `marketplace_partner:read`,
   * `single_merchant_partner:read`); `write` ones need the matching write scope.
   */
  access: 'read' | 'write';
  /**
   * Write operations only, and required on each (a test checks): whether the change ends or removes
   * something for good (void, cancel, delete, a decline, moving time). Tool clients ask a person before
   * calling such an operation (MCP `destructiveHint`). Reads never are.
   */
  destructive?: boolean;
  /**
   * Whether repeating the call with the same input has no further effect: updates, upserts, and state
   * changes whose repeat only answers that it is already done. Safe to retry after a timeout (MCP
   * `idempotentHint`). Reads always are; default false for writes.
   */
  idempotent?: boolean;
  /**
   * The operation reaches outside Netline (a merchant's webhook endpoint, a courier, a merchant-hosted
   * PDF) rather than only Netline's own records (MCP `openWorldHint`). Default false.
   */
  openWorld?: boolean;
  params?: z.ZodObject;
  body?: z.ZodType;
  /** The JSON body may be left out altogether (e.g. a charge capture); when sent it is validated. */
  bodyOptional?: boolean;
  list?: ListSpec;
  query?: z.ZodObject;
  response?: z.ZodType;
  /** Success status; 200 unless stated. */
  status?: number;
  /** Extra error statuses this operation documents (400, 401, 429 are on every route). */
  errors?: number[];
  deprecated?: boolean;
  /** Response headers added on success. */
  headers?: Record<string, string>;
  /** Answered only in the sandbox environment. */
  sandboxOnly?: boolean;
  /**
   * `merchant` (default): Basic or Bearer credentials required. `public`: no credentials (hosted pages
   * such as enrollment or an invoice's payment page, reached through an unguessable token in the path);
   * the service receives `principal: null`. `session`: only a signed-in dashboard session (the
   * dashboard's own settings, keys and team operations); absent from the OpenAPI document and the MCP
   * tools, and answered 404 to Basic and Bearer callers. `buyer`: the buyer portal's operations
   * (`buyerOperations`, docs/buyer-portal.md), served under `/portal/api` and reached only with a portal
   * session (later, perhaps, a buyer token); the service receives a buyer principal (`buyerPrincipal`)
   * for the merchant of the path's customer. Absent from the merchant and partners OpenAPI documents and
   * from the merchant and partner MCP tool sets; merchant credentials are refused on them (401).
   */
  auth?: 'merchant' | 'public' | 'session' | 'buyer';
  /**
   * The service answers `RawReplyBody` (HTML page, PDF, file) instead of JSON; the gateway sends its bytes
   * with its content type.
   */
  rawResponse?: boolean;
  /**
   * Accept a non-JSON body of one of these content types (a PDF or image upload); the service receives
   * it as `RawRequestBody`.
   */
  rawBody?: { contentTypes: string[]; maxBytes: number };
  /**
   * The body field naming the credential a public route checks (the token endpoint's `client_id`): failed
   * checks are throttled per (value, client address) with a growing delay, on top of the per-address limit
   * of public routes, so guessing slows down while nobody can lock the real client out.
   */
  rateLimitBodyField?: string;
  /**
   * A success changes the calling partner's grant (it gained a sub-merchant): the gateway forgets the
   * grant it cached before answering, so the next request already acts for the new sub-merchant.
   */
  changesPartnerGrant?: boolean;
  /**
   * Session operations that hand out or replace a secret (reveal or rotate one, create an access key):
   * the session must have proved the person's presence (password, or a code when they have TOTP) in the
   * last few minutes, else the gateway answers 403 `GATEWAY.STEP_UP_REQUIRED` (docs/security.md).
   */
  stepUp?: boolean;
  /**
   * Session operations a person may call while their merchant requires a second factor they have not
   * set up yet (the enrolment itself and what its page reads); every other operation is refused then.
   */
  beforeEnrolment?: boolean;
  /**
   * What a success does to the calling dashboard session, done by the gateway before the answer leaves:
   * `proves-presence` records the time as the session's last proof of presence (for `stepUp`);
   * `renews` gives this browser a new session (its other sessions ended with the password change).
   */
  sessionEffect?: 'proves-presence' | 'renews';
}

export function defineOperations(operations: Operation[]): Operation[] {
  return operations;
}
