import { z } from 'zod';
import { ApiError } from './errors';
import { ListQuery } from './list';
import type { MerchantApiVersion } from './api-versions';

/** The two kinds of partner (docs/partners.md). */
export const PARTNER_TYPES = ['marketplace', 'single_merchant'] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

/**
 * What a partner may act for besides its own account: its sub-merchants, as identity knew them when the
 * gateway asked (at most AUTH_CACHE_TTL_MS ago, refreshed at once when the partner adds one).
 */
export interface PartnerGrant {
  type: PartnerType;
  merchant_ids: string[];
}

/**
 * Who is calling. `merchant_id` is the account that authenticated (a merchant, or a partner); `actor` says
 * through which door: a secret key, an access key, or an operator. `partner` is set for partner accounts
 * only; services turn a principal into the merchants it may see with `scopeOf` (scope.ts), never by hand.
 */
export interface Principal {
  merchant_id: string;
  /**
   * `user`: a person signed in to the dashboard (id = the user's id). `buyer`: a person of a merchant's
   * business customer signed in to the buyer portal (id = their email); it carries `buyer`, and no scope.
   */
  actor: { type: 'secret_key' | 'access_key' | 'operator' | 'sandbox' | 'user' | 'buyer'; id: string };
  scopes: string[];
  partner?: PartnerGrant;
  /**
   * Buyer principals only: the customers the signed-in address reaches, per merchant (`BuyerGrant` in
   * buyers.ts; `buyerMayReach` is the one check). Covered by the principal's proof like every other field.
   */
  buyer?: { email: string; customers: Array<{ merchant_id: string; customer_ids: string[] }> };
  /**
   * Which edge the request came through, for the audit trail (docs/security.md, "Audit trail"): set by the
   * gateway (`api`, `dashboard`, `portal`) and the MCP endpoint (`mcp`, with the OAuth client the token was issued
   * to). Covered by the principal's proof like every other field.
   */
  via?: PrincipalVia;
  /**
   * Merchant API credentials only: the version the access key or, failing that, the account pins, set by the
   * gateway; a request's own `X-Api-Version` comes first (docs/api-conventions.md, "Versions").
   */
  api_version?: MerchantApiVersion;
}

/**
 * The doors a change can come through (`portal`: a buyer signed in to the buyer portal; `system`: the
 * services' own timers and reactions to events).
 */
export const AUDIT_CHANNELS = ['api', 'mcp', 'dashboard', 'portal', 'cli', 'system'] as const;
export type AuditChannel = (typeof AUDIT_CHANNELS)[number];

export interface PrincipalVia {
  channel: AuditChannel;
  /** The OAuth client (access key) the token was issued to, and its name when the token carries it. */
  client_id?: string;
  client_name?: string;
}

/** One NATS request from the gateway (or another service) to a service, on behalf of a principal. */
export interface RpcRequest<TBody = unknown, TParams = Record<string, string>, TQuery = ListQuery | Record<string, unknown>> {
  principal: Principal;
  request_id: string;
  idempotency_key?: string;
  params: TParams;
  query: TQuery;
  body: TBody;
}

/**
 * A request of a public operation (the gateway's `auth: 'public'`: the token endpoint, hosted pages, signed
 * uploads), which nobody authenticated: the token, link or signature it carries is the permission.
 */
export type PublicRpcRequest<TBody = unknown, TParams = Record<string, string>, TQuery = ListQuery | Record<string, unknown>> = Omit<
  RpcRequest<TBody, TParams, TQuery>,
  'principal'
> & { principal: null };

/** A request that is not on behalf of a merchant (internal or operator calls). */
export interface InternalRequest<TBody = unknown> {
  request_id: string;
  body: TBody;
}

/** A non-JSON reply (hosted page, PDF, file) carried over NATS. */
export interface RawReplyBody {
  content_type: string;
  body: string;
  encoding: 'utf8' | 'base64';
  headers?: Record<string, string>;
  status?: number;
}

/**
 * A non-JSON request body (upload, form post) carried over NATS: the gateway checks the content type and
 * size against the route and sends the bytes base64-encoded.
 */
export const rawRequestBodySchema = z.object({
  content_type: z.string().min(1),
  body_base64: z.base64(),
  size: z.number().int().nonnegative(),
});
export type RawRequestBody = z.infer<typeof rawRequestBodySchema>;

export type RpcReply<T = unknown> = { ok: true; data: T; status?: number } | { ok: false; error: ApiError };
