import { z } from 'zod';
import { EQ, ListSpec, STANDARD_LIMIT } from './list';
import { Principal } from './rpc';

/**
 * Buyers: the people of a merchant's business customers, who sign in to the buyer portal (`/portal`) with
 * a link mailed to them (docs/security.md, "Buyer sign-in"). A customer's own `email` and
 * `business_ap_email` always reach it; the merchant adds further addresses as buyer users, served by
 * identity. Credit answers which customers an address reaches (an internal read, identity's alone).
 */

/** How long an emailed sign-in link works. */
export const BUYER_SIGN_IN_LINK_TTL_MINUTES = 15;

/**
 * `merchant`: added by the merchant (`POST /customers/{customer_id}/buyer-users`). `customer_email`: the
 * customer's own `email` or `business_ap_email`, recorded the first time it signed in; the record grants
 * nothing by itself (those addresses reach the customer as long as the customer names them).
 */
export const BUYER_USER_CREATED_BY = ['merchant', 'customer_email'] as const;
export type BuyerUserCreatedBy = (typeof BUYER_USER_CREATED_BY)[number];

const dateTime = () => z.string().meta({ format: 'date-time' });

/** An address as the merchant gives it; identity stores and compares it lower-cased (`normalizeBuyerEmail`). */
export const buyerEmailSchema = z.email().max(254);

/** The one form every buyer address is stored and compared in: trimmed, lower-cased. */
export function normalizeBuyerEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const buyerUserSchema = z
  .object({
    id: z.string().meta({ description: 'Prefix `byu_`' }),
    customer_id: z.string(),
    email: z.string().meta({ description: 'Lower-cased' }),
    created_by: z.enum(BUYER_USER_CREATED_BY).meta({
      description:
        "`merchant`: added by the merchant. `customer_email`: the customer's own `email` or `business_ap_email`, recorded at its first sign-in " +
        '(it reaches the customer as long as the customer names it; change the customer to change it)',
    }),
    created_at: dateTime(),
    deactivated_at: dateTime().nullable().meta({ description: 'When the merchant removed it; it signs in to nothing of this customer since' }),
  })
  .meta({ id: 'BuyerUser' });
export type BuyerUser = z.infer<typeof buyerUserSchema>;

/** POST /customers/{customer_id}/buyer-users. */
export const createBuyerUserSchema = z
  .strictObject({ email: buyerEmailSchema.meta({ description: 'The address that may sign in to the buyer portal for this customer' }) })
  .meta({ id: 'BuyerUserCreateRequest' });

export const buyerUserCustomerParams = z.strictObject({ customer_id: z.string().min(1).max(64) });
export const buyerUserIdParams = z.strictObject({ buyer_user_id: z.string().min(1).max(64) });

export const buyerUserListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    created_by: { type: 'enum', ops: EQ, values: BUYER_USER_CREATED_BY },
  },
  sort: { fields: ['created_at'], default: 'created_at', multi: false },
};

/** One customer an address reaches, as the portal names it. */
export interface BuyerCustomer {
  merchant_id: string;
  merchant_name: string;
  customer_id: string;
  business_name: string;
}

/** Who a redeemed link signed in: the address and every customer it reaches. */
export interface BuyerIdentity {
  email: string;
  customers: BuyerCustomer[];
}

/** Identity's `request`: the email as typed and the SHA-256 (hex) of the browser's binding cookie. */
export const buyerSignInRequestSchema = z.strictObject({
  email: z.string().max(320),
  browser_binding_hash: z.string().regex(/^[0-9a-f]{64}$/),
});

/** Identity's `redeem`: the link's token and the browser's binding cookie as it holds it. */
export const buyerSignInRedeemSchema = z.strictObject({
  token: z.string().max(128),
  browser_binding: z.string().max(128),
});

/** Identity's `reach`: what an address of a live portal session reaches now (asked on every session request). */
export const buyerReachRequestSchema = z.strictObject({ email: z.string().max(320) });

/** Credit's lookup across merchants: the customers whose `email` or `business_ap_email` is this address. */
export const customersByEmailRequestSchema = z.strictObject({ email: z.string().min(3).max(320) });
export interface CustomersByEmail {
  customers: Array<{ merchant_id: string; customer_id: string; business_name: string; merchant_name: string | null }>;
}

/** The answer to every link request, whatever the address. */
export const BUYER_LINK_REQUESTED_MESSAGE = `If this address may sign in to a Netline buyer portal, a sign-in link is on its way. It works once, for ${BUYER_SIGN_IN_LINK_TTL_MINUTES} minutes, in this browser.`;

export const BuyerSubjects = {
  /** Merchant-facing (catalogue, tag "Buyer users"). */
  createBuyerUser: 'identity.buyer-users.create',
  listBuyerUsers: 'identity.buyer-users.list',
  deleteBuyerUser: 'identity.buyer-users.delete',
  /** The gateway's portal sign-in (`InternalRequest`). */
  requestSignInLink: 'identity.buyer-sign-in.request',
  redeemSignInLink: 'identity.buyer-sign-in.redeem',
  reach: 'identity.buyer-sign-in.reach',
  /** A buyer's API tokens: the gateway mints, lists and revokes them for a portal session's address (`InternalRequest`). */
  createApiToken: 'identity.buyer-api-tokens.create',
  listApiTokens: 'identity.buyer-api-tokens.list',
  revokeApiToken: 'identity.buyer-api-tokens.revoke',
  /** A presented secret → its address, or refused (401): the gateway's `/portal/api` and the MCP endpoint. */
  verifyApiToken: 'identity.buyer-api-tokens.verify',
  /** Credit's read across merchants, for identity only (`InternalRequest`). */
  customersByEmail: 'credit.customers.by-email',
} as const;

/**
 * What a buyer principal may reach: the signed-in address and, per merchant, the customers it reaches. A
 * buyer principal's `merchant_id` is the merchant its request is about, and its scopes are empty, so no
 * merchant operation is open to it.
 */
export interface BuyerGrant {
  email: string;
  customers: Array<{ merchant_id: string; customer_ids: string[] }>;
}

/** The grant of a buyer identity: its customers grouped by merchant. */
export function buyerGrantOf(identity: Pick<BuyerIdentity, 'email' | 'customers'>): BuyerGrant {
  const byMerchant = new Map<string, string[]>();
  for (const customer of identity.customers) {
    const ids = byMerchant.get(customer.merchant_id) ?? [];
    if (!ids.includes(customer.customer_id)) ids.push(customer.customer_id);
    byMerchant.set(customer.merchant_id, ids);
  }
  return { email: identity.email, customers: [...byMerchant].map(([merchant_id, customer_ids]) => ({ merchant_id, customer_ids })) };
}

/** The principal of a portal request about `merchantId`'s records (the merchant must be one the grant names). */
export function buyerPrincipal(grant: BuyerGrant, merchantId: string): Principal {
  if (!grant.customers.some((entry) => entry.merchant_id === merchantId)) throw new Error('the buyer reaches no customer of this merchant');
  return { merchant_id: merchantId, actor: { type: 'buyer', id: grant.email }, scopes: [], buyer: grant };
}

/** May this principal see the customer? Only a buyer principal whose grant names it. */
export function buyerMayReach(principal: Principal, merchantId: string, customerId: string): boolean {
  if (principal.actor.type !== 'buyer' || !principal.buyer || principal.merchant_id !== merchantId) return false;
  return principal.buyer.customers.some((entry) => entry.merchant_id === merchantId && entry.customer_ids.includes(customerId));
}

/**
 * Buyer API tokens (docs/buyer-portal.md, "API tokens and the buyer tool set"): a signed-in buyer mints
 * one (portal: Settings › API access) for a script or an AI assistant. It belongs to the address, not to
 * one customer: what it reaches is asked of identity on every use (`reach`), exactly as a portal
 * session's. The secret is `nlbt_` and 256 random bits (base64url), shown once; identity keeps its SHA-256.
 */
export const BUYER_API_TOKEN_PREFIX = 'nlbt_';
/** A token's life when its creator names none, and the longest it may have. */
export const BUYER_API_TOKEN_DEFAULT_DAYS = 90;
export const BUYER_API_TOKEN_MAX_DAYS = 365;
/** What a secret looks like: the prefix and 43 base64url characters. Anything else is refused unread. */
export const BUYER_API_TOKEN_PATTERN = /^nlbt_[A-Za-z0-9_-]{43}$/;

export const buyerApiTokenSchema = z
  .object({
    id: z.string().meta({ description: 'Prefix `bat_`' }),
    name: z.string(),
    hint: z.string().meta({ description: 'The first characters of the secret (`nlbt_` and four more), to tell tokens apart' }),
    created_at: dateTime(),
    expires_at: dateTime(),
    last_used_at: dateTime().nullable().meta({ description: 'When the token was last accepted (to the minute); null before its first use' }),
    revoked_at: dateTime().nullable(),
  })
  .meta({ id: 'BuyerApiToken' });
export type BuyerApiToken = z.infer<typeof buyerApiTokenSchema>;

/** The answer to a mint: the token and its secret, which is never shown again. */
export const createdBuyerApiTokenSchema = buyerApiTokenSchema
  .extend({ secret: z.string().meta({ description: '`nlbt_…`: send it as `Authorization: Bearer`. Shown once' }) })
  .meta({ id: 'BuyerApiTokenCreated' });
export type CreatedBuyerApiToken = z.infer<typeof createdBuyerApiTokenSchema>;

/** `POST /portal/api/tokens`. */
export const createBuyerApiTokenSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100).meta({ description: 'What the token is for ("Books assistant")' }),
    expires_in_days: z
      .number()
      .int()
      .min(1)
      .max(BUYER_API_TOKEN_MAX_DAYS)
      .optional()
      .meta({ description: `Days until the token stops working (default ${BUYER_API_TOKEN_DEFAULT_DAYS}, at most ${BUYER_API_TOKEN_MAX_DAYS})` }),
  })
  .meta({ id: 'BuyerApiTokenCreateRequest' });

/** Identity's `create`: the session's address and the buyer's request. */
export const buyerApiTokenCreateRequestSchema = createBuyerApiTokenSchema.extend({ email: z.string().max(320) });
/** Identity's `list`: the session's address. */
export const buyerApiTokenListRequestSchema = z.strictObject({ email: z.string().max(320) });
/** Identity's `revoke`: the session's address and one of its tokens (another address's is not found). */
export const buyerApiTokenRevokeRequestSchema = z.strictObject({ email: z.string().max(320), token_id: z.string().min(1).max(64) });
/** Identity's `verify`: the secret as presented. */
export const buyerApiTokenVerifyRequestSchema = z.strictObject({ token: z.string().max(256) });
/** A verified token: whose it is. What the address reaches is asked separately (`reach`), like a session's. */
export interface VerifiedBuyerApiToken {
  email: string;
  token_id: string;
  expires_at: string;
}
