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
