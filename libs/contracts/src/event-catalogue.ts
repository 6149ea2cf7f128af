import { z } from 'zod';
import { CREDIT_DECISIONS, CREDIT_STATUSES, NET_TERMS_STATUSES } from './customers';
import { ACCESS_KEY_KINDS, USER_ROLES } from './identity';
import { UNDERWRITING_DECISIONS } from './partners';
import { PAYMENT_STATUSES } from './payments';
import { PAYOUT_STATUSES } from './payouts';
import { AUDIT_CHANNELS, PARTNER_TYPES } from './rpc';
import { DISPUTE_REASONS, DISPUTE_RESOLUTIONS, DISPUTE_SIDES } from './disputes';
import type { EventActor } from './events';
import { FULFILLMENT_METHODS, VERIFICATION_STATUSES } from './shipments';
import { MERCHANT_API_VERSIONS } from './api-versions';

/**
 * The event catalogue: every domain event a Netline service writes to its `events:<app>` stream, defined
 * once — the schema of its `data`, the stream that owns it, the `object` it describes, its version, what it
 * means and an example. Producers build events through `newEvent` (the payload is type-checked against the
 * schema), consumers read them through `parseEvent` (validated and typed), the AsyncAPI document and
 * docs/events.md are generated from it, and `events.snapshot.json` guards it against breaking changes
 * (docs/decisions/0015-event-catalogue.md).
 *
 * Schemas describe the wire: they are plain objects (unknown fields are ignored by `parseEvent`, so adding
 * an optional field never breaks a consumer) and amounts are integer cents.
 */

/** The apps that own a stream; an event lives on exactly one, `events:<app>`. */
export const EVENT_STREAMS = ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher'] as const;
export type EventStream = (typeof EVENT_STREAMS)[number];

export interface EventSpec<TData extends z.ZodObject = z.ZodObject> {
  /** The app whose outbox writes it (its stream is `events:<stream>`). */
  stream: EventStream;
  /** The envelope's `object`: what kind of record `data.id` names. */
  object: string;
  /** Raised (with the snapshot) on every breaking change of `data`; see docs/events.md, "Versioning". */
  version: number;
  /** One or two sentences: when it is written and what it means. */
  description: string;
  /**
   * Also a webhook topic (the body carries `data.id` only), or null for an internal event. The webhook
   * topics, their subscription flags and the docs' topic tables are all derived from this field
   * (webhook-topics.ts).
   */
  webhook: WebhookTopicSpec | null;
  data: TData;
  example: z.input<TData>;
}

/** An event that is also a webhook topic: who may subscribe to it, and how its subscription row names it. */
export interface WebhookTopicSpec {
  /** `merchants`: merchants and partners; `partners`: partners only (events about their sub-merchants). */
  audience: 'merchants' | 'partners';
  /** One line, shown as the topic's `description` on subscription rows and in the docs' topic tables. */
  summary: string;
}

/**
 * Keeps each entry's own schema type (so its example and its producers are checked against it) and its
 * webhook audience as a literal (so the topic types can be derived from the catalogue).
 */
function define<TData extends z.ZodObject<{ id: z.ZodString }>, const TWebhook extends WebhookTopicSpec | null>(
  spec: EventSpec<TData> & { webhook: TWebhook },
): EventSpec<TData> & { webhook: TWebhook } {
  return spec;
}

const id = () => z.string().min(1).max(128);
/** Integer cents, never negative (MAX_DOLLARS in cents). */
const cents = () => z.number().int().min(0).max(100_000_000_000_000);
const dateTime = () => z.iso.datetime({ offset: true });

const customerStatusData = z.object({
  id: id().describe('Customer id'),
  credit_status: z.enum(CREDIT_STATUSES).nullable(),
  net_terms_status: z.enum(NET_TERMS_STATUSES).nullable(),
  previous_credit_status: z.enum(CREDIT_STATUSES).nullable(),
  previous_net_terms_status: z.enum(NET_TERMS_STATUSES).nullable(),
});

/** `data` of invoice events read by credit and treasury; `sub_merchant_id` names a partner's seller. */
const subMerchant = () => id().optional().describe("A partner's invoice: the sub-merchant it was issued for");

const invoiceClosedData = z.object({ id: id().describe('Invoice id'), customer_id: id() });

const creditNoteData = z.object({
  id: id().describe('Credit note id'),
  customer_id: id(),
  invoice_id: id(),
  amount: cents(),
  invoice_number: z.string(),
  invoice_advanced: z.boolean(),
  sub_merchant_id: subMerchant(),
});

const paymentApplication = z.object({ invoice_id: id(), amount: cents() });

const paymentSettlementData = z.object({
  id: id().describe('Payment id'),
  customer_id: id(),
  amount: cents(),
  applied: z.array(paymentApplication).describe('What the payment paid (or, reversed, had paid) on each invoice'),
  unapplied: cents().describe('The part held for the customer, applied to no invoice'),
});

const statusChange = <T extends readonly [string, ...string[]]>(statuses: T, what: string) =>
  z.object({ id: id().describe(`${what} id`), status: z.enum(statuses), previous_status: z.enum(statuses) });

const shipmentData = z.object({
  id: id().describe('Shipment id'),
  merchant_invoice_id: z.string(),
  fulfillment_method: z.enum(FULFILLMENT_METHODS),
  verification_status: z.enum(VERIFICATION_STATUSES),
  tracking_status: z.string().nullable(),
});

const shipmentExample = {
  id: 'shp_9fGk2LmQ4xTz7RbWc1Na',
  merchant_invoice_id: 'INV-1042',
  fulfillment_method: 'shipping_provider',
  verification_status: 'pending',
  tracking_status: 'in_transit',
} as const;

const webhookEndpointData = z.object({
  id: id().describe('Webhook endpoint id'),
  url: z.string().describe("The endpoint's URL"),
  topics: z.array(z.string()).describe('The topics it is subscribed to after the change'),
});

const webhookEndpointExample = {
  id: 'wep_3kT9mQ2xLw7RzP4nVc8B',
  url: 'https://hooks.example.com/netline',
  topics: ['invoice.created', 'payment.created'],
};

const creditNoteExample = {
  id: 'crn_4hT8sWq2ZpLm6YcXb0Ve',
  customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
  invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
  amount: 12_500,
  invoice_number: 'NL-000042',
  invoice_advanced: false,
} as const;

export const EVENT_CATALOGUE = {
  // --- identity -------------------------------------------------------------------------------------
  'merchant.created': define({
    stream: 'identity',
    object: 'merchant',
    version: 1,
    webhook: { audience: 'partners', summary: 'A sub-merchant was created' },
    description: 'A merchant account was created: signed up directly, or a sub-merchant created by its partner (then `partner_id` is set).',
    data: z.object({ id: id().describe('Merchant id'), partner_id: id().optional() }),
    example: { id: 'mer_2vN8kQ4tLx6WzR1cPa9Y', partner_id: 'ptr_5jH3mW8qTz2XcL7nBv4K' },
  }),
  'merchant.updated': define({
    stream: 'identity',
    object: 'merchant',
    version: 1,
    webhook: null,
    description: "A merchant's settings or profile changed (a sub-merchant's carries its partner).",
    data: z.object({
      id: id().describe('Merchant id'),
      partner_id: id().optional(),
      basic_enabled: z.boolean().optional().describe('Set when the change switched Basic authentication (the audit trail shows it)'),
      oauth_enabled: z.boolean().optional().describe('Set when the change switched OAuth access keys'),
      api_version: z.enum(MERCHANT_API_VERSIONS).optional().describe('Set when the change pinned the merchant API version the account answers in'),
    }),
    example: { id: 'mer_2vN8kQ4tLx6WzR1cPa9Y' },
  }),
  'merchant.underwriting_completed': define({
    stream: 'identity',
    object: 'merchant',
    version: 1,
    webhook: { audience: 'partners', summary: "A sub-merchant's underwriting reached a final decision" },
    description: "A sub-merchant's underwriting reached a decision (or the decision changed).",
    data: z.object({ id: id().describe('Sub-merchant id'), partner_id: id().nullable(), decision: z.enum(UNDERWRITING_DECISIONS).nullable() }),
    example: { id: 'mer_2vN8kQ4tLx6WzR1cPa9Y', partner_id: 'ptr_5jH3mW8qTz2XcL7nBv4K', decision: 'approved' },
  }),
  'merchant.more_info_needed': define({
    stream: 'identity',
    object: 'merchant',
    version: 1,
    webhook: { audience: 'partners', summary: "A sub-merchant's underwriting needs more information" },
    description: 'Underwriting needs more information about a sub-merchant (its partner is asked for documents).',
    data: z.object({ id: id().describe('Sub-merchant id'), partner_id: id().nullable() }),
    example: { id: 'mer_2vN8kQ4tLx6WzR1cPa9Y', partner_id: 'ptr_5jH3mW8qTz2XcL7nBv4K' },
  }),
  'merchant.mal_updated': define({
    stream: 'identity',
    object: 'merchant',
    version: 1,
    webhook: { audience: 'partners', summary: "A sub-merchant's maximum approved limit changed" },
    description: "A sub-merchant's approved seller amount (merchant approved limit, cents) changed.",
    data: z.object({ id: id().describe('Sub-merchant id'), partner_id: id().nullable(), seller_amount_approved: cents().nullable() }),
    example: { id: 'mer_2vN8kQ4tLx6WzR1cPa9Y', partner_id: 'ptr_5jH3mW8qTz2XcL7nBv4K', seller_amount_approved: 5_000_000 },
  }),
  'partner.created': define({
    stream: 'identity',
    object: 'partner',
    version: 1,
    webhook: null,
    description: 'A partner account was created.',
    data: z.object({ id: id().describe('Partner id'), type: z.enum(PARTNER_TYPES) }),
    example: { id: 'ptr_5jH3mW8qTz2XcL7nBv4K', type: 'marketplace' },
  }),
  'user.created': define({
    stream: 'identity',
    object: 'user',
    version: 1,
    webhook: null,
    description: 'A dashboard user was added to a merchant.',
    data: z.object({ id: id().describe('User id'), role: z.enum(USER_ROLES) }),
    example: { id: 'usr_6kP2nX9rWq4TzL1mCb8J', role: 'read_only' },
  }),
  'access_key.created': define({
    stream: 'identity',
    object: 'access_key',
    version: 1,
    webhook: null,
    description: 'A merchant created an access key (REST or MCP).',
    data: z.object({ id: id().describe('Access key id'), kind: z.enum(ACCESS_KEY_KINDS) }),
    example: { id: 'key_3sL7wQ1mZx8RtK5nVc2P', kind: 'rest' },
  }),
  'access_key.revoked': define({
    stream: 'identity',
    object: 'access_key',
    version: 1,
    webhook: null,
    description: 'An access key was revoked (by its merchant, or an operator); tokens minted with it stop working.',
    data: z.object({ id: id().describe('Access key id'), kind: z.enum(ACCESS_KEY_KINDS), client_id: z.string(), revoked: z.literal(true) }),
    example: { id: 'key_3sL7wQ1mZx8RtK5nVc2P', kind: 'rest', client_id: 'ci_8Hq2mZ5rT1wK', revoked: true },
  }),
  'access_key.updated': define({
    stream: 'identity',
    object: 'access_key',
    version: 1,
    webhook: null,
    description:
      "A merchant changed a machine-to-machine MCP key's preview switch or its policy (allowed tools, limits, approval thresholds), or the API version a REST key pins.",
    data: z.object({
      id: id().describe('Access key id'),
      kind: z.enum(ACCESS_KEY_KINDS),
      client_id: z.string(),
      mcp_previews: z.boolean(),
      policy: z.record(z.string(), z.unknown()).nullable().describe('The policy as set (amounts in US dollars), null when none'),
      api_version: z.enum(MERCHANT_API_VERSIONS).nullable().optional().describe("The merchant API version a REST key pins (null: the account's)"),
    }),
    example: { id: 'key_3sL7wQ1mZx8RtK5nVc2P', kind: 'mcp', client_id: 'ci_8Hq2mZ5rT1wK', mcp_previews: true, policy: { allowed_tools: null, limits: {} } },
  }),
  'access_key_approval.requested': define({
    stream: 'identity',
    object: 'access_key_approval',
    version: 1,
    webhook: null,
    description: "An MCP access key's tool call was above its policy's approval threshold and waits for an admin to approve or reject it.",
    data: z.object({
      id: id().describe('Approval id'),
      client_id: z.string(),
      tool: z.string(),
      amount: cents(),
      status: z.literal('pending'),
    }),
    example: { id: 'apr_4kT8mW2qZx6RnL1vPc9B', client_id: 'ci_8Hq2mZ5rT1wK', tool: 'send_invoice', amount: 1_250_000, status: 'pending' },
  }),
  'access_key_approval.decided': define({
    stream: 'identity',
    object: 'access_key_approval',
    version: 1,
    webhook: null,
    description: 'An admin approved or rejected a waiting MCP tool call (the actor is the admin); an approved call acts once when the assistant calls again.',
    data: z.object({
      id: id().describe('Approval id'),
      client_id: z.string(),
      tool: z.string(),
      amount: cents(),
      status: z.enum(['approved', 'rejected']),
    }),
    example: { id: 'apr_4kT8mW2qZx6RnL1vPc9B', client_id: 'ci_8Hq2mZ5rT1wK', tool: 'send_invoice', amount: 1_250_000, status: 'approved' },
  }),
  'user.updated': define({
    stream: 'identity',
    object: 'user',
    version: 1,
    webhook: null,
    description: "A dashboard user's role changed, or the user was deactivated.",
    data: z.object({ id: id().describe('User id'), role: z.enum(USER_ROLES), active: z.boolean() }),
    example: { id: 'usr_6kP2nX9rWq4TzL1mCb8J', role: 'admin', active: false },
  }),
  'user.signed_in': define({
    stream: 'identity',
    object: 'user',
    version: 1,
    webhook: null,
    description:
      'A person signed in with their password (and their second factor when they have one): to the dashboard, or on the OAuth sign-in page to connect an app. The actor is the person.',
    data: z.object({
      id: id().describe('User id'),
      second_factor: z.boolean().describe('Whether a code from their authenticator (or a recovery code) was checked too'),
    }),
    example: { id: 'usr_6kP2nX9rWq4TzL1mCb8J', second_factor: true },
  }),
  'user.password_changed': define({
    stream: 'identity',
    object: 'user',
    version: 1,
    webhook: null,
    description: "A person's password changed: by themselves in the dashboard, or by an emailed reset link (`reset`). Their earlier sessions end.",
    data: z.object({ id: id().describe('User id'), reset: z.boolean().describe('Set by a password reset link rather than with the current password') }),
    example: { id: 'usr_6kP2nX9rWq4TzL1mCb8J', reset: false },
  }),
  'user.second_factor_updated': define({
    stream: 'identity',
    object: 'user',
    version: 1,
    webhook: null,
    description:
      "A person's second factor changed: an authenticator set up or removed (by the person, or cleared by an operator), or new recovery codes issued.",
    data: z.object({
      id: id().describe('User id'),
      totp_enabled: z.boolean(),
      recovery_codes_replaced: z.boolean().describe('New recovery codes were issued (the old ones stopped working)'),
    }),
    example: { id: 'usr_6kP2nX9rWq4TzL1mCb8J', totp_enabled: true, recovery_codes_replaced: true },
  }),
  'oauth_client.allowed': define({
    stream: 'identity',
    object: 'oauth_client',
    version: 1,
    webhook: null,
    description:
      "An admin let the team's people connect an app by its Client ID Metadata Document (its client id, the document's https URL, is `id`), or renamed it.",
    data: z.object({
      id: z.string().min(1).max(2048).describe("The app's client id: its metadata document's https URL"),
      name: z.string().nullable(),
      active: z.literal(true),
    }),
    example: { id: 'https://assistant.example.com/oauth/client.json', name: 'Our assistant', active: true },
  }),
  'oauth_client.removed': define({
    stream: 'identity',
    object: 'oauth_client',
    version: 1,
    webhook: null,
    description: "An admin stopped allowing an app: the team's people can no longer connect it, and the connections made with it ended.",
    data: z.object({
      id: z.string().min(1).max(2048).describe("The app's client id: its metadata document's https URL"),
      name: z.string().nullable(),
      active: z.literal(false),
    }),
    example: { id: 'https://assistant.example.com/oauth/client.json', name: 'Our assistant', active: false },
  }),
  'buyer_user.created': define({
    stream: 'identity',
    object: 'buyer_user',
    version: 1,
    webhook: null,
    description: 'A merchant let an address sign in to the buyer portal for one of its customers (a buyer user added).',
    data: z.object({ id: id().describe('Buyer user id'), customer_id: id(), active: z.literal(true) }),
    example: { id: 'byu_5nM2kW8qTz3XcL7rBv4P', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', active: true },
  }),
  'buyer_user.removed': define({
    stream: 'identity',
    object: 'buyer_user',
    version: 1,
    webhook: null,
    description: 'A merchant removed a buyer user: the address no longer reaches that customer in the buyer portal.',
    data: z.object({ id: id().describe('Buyer user id'), customer_id: id(), active: z.literal(false) }),
    example: { id: 'byu_5nM2kW8qTz3XcL7rBv4P', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', active: false },
  }),

  // --- credit ---------------------------------------------------------------------------------------
  'customer.created': define({
    stream: 'credit',
    object: 'customer',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A new customer record is created' },
    description: 'A customer record was created.',
    data: z.object({ id: id().describe('Customer id') }),
    example: { id: 'cus_7QmZ2rT5wXk9LpA3sVb1' },
  }),
  'customer.status_updated': define({
    stream: 'credit',
    object: 'customer',
    version: 1,
    webhook: { audience: 'merchants', summary: "A customer's status changes" },
    description: "A customer's credit status or net-terms status moved (both, with their previous values).",
    data: customerStatusData,
    example: {
      id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      credit_status: 'approved',
      net_terms_status: 'enrolled',
      previous_credit_status: 'pending',
      previous_net_terms_status: 'pending_enrollment',
    },
  }),
  'customer.line_amount_updated': define({
    stream: 'credit',
    object: 'customer',
    version: 1,
    webhook: { audience: 'merchants', summary: "A customer's credit limit amount is updated" },
    description: "A customer's approved credit line amount changed.",
    data: z.object({ id: id().describe('Customer id') }),
    example: { id: 'cus_7QmZ2rT5wXk9LpA3sVb1' },
  }),
  'customer.advance_rate_updated': define({
    stream: 'credit',
    object: 'customer',
    version: 1,
    webhook: { audience: 'merchants', summary: "A customer's advance rate percentage is updated" },
    description: "A customer's advance rate changed.",
    data: z.object({ id: id().describe('Customer id') }),
    example: { id: 'cus_7QmZ2rT5wXk9LpA3sVb1' },
  }),
  'customer.credit_decision_created': define({
    stream: 'credit',
    object: 'customer',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A new credit decision is created for a customer' },
    description: 'A credit decision was recorded for a customer.',
    data: z.object({ id: id().describe('Customer id'), credit_decision_id: id(), decision: z.enum(CREDIT_DECISIONS) }),
    example: { id: 'cus_7QmZ2rT5wXk9LpA3sVb1', credit_decision_id: 'cdc_1nV5kR8wTz3XqL6mPb9C', decision: 'approved' },
  }),
  'customer.credit_line_requested': define({
    stream: 'credit',
    object: 'customer',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A higher credit line is requested for a customer' },
    description:
      'A higher credit line was requested for a customer (by its AP team, or the merchant on its behalf); the next credit decision for the customer settles it.',
    data: z.object({
      id: id().describe('Customer id'),
      credit_line_request_id: id(),
      amount: cents().describe('The line asked for'),
      amount_approved: cents().describe('The line when it was asked'),
    }),
    example: { id: 'cus_7QmZ2rT5wXk9LpA3sVb1', credit_line_request_id: 'clr_3pW8nK2xTq6ZrM1vLc4D', amount: 7_500_000, amount_approved: 5_000_000 },
  }),
  'clock.advanced': define({
    stream: 'credit',
    object: 'clock',
    version: 1,
    webhook: null,
    description: "Sandbox only: a merchant's clock was moved forward; time-driven work (payouts, due dates) runs up to `now`.",
    data: z.object({ id: id().describe('Merchant id'), days: z.number().int().min(1).max(3650), now: dateTime().describe("The merchant's new time") }),
    example: { id: 'mer_2vN8kQ4tLx6WzR1cPa9Y', days: 30, now: '2026-12-23T00:00:00.000Z' },
  }),

  // --- billing --------------------------------------------------------------------------------------
  'invoice.created': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A new invoice record is created' },
    description: 'An invoice was created (a draft, or issued from a captured charge).',
    data: z.object({ id: id().describe('Invoice id'), customer_id: id(), amount: cents().describe('Amount due'), sub_merchant_id: subMerchant() }),
    example: { id: 'inv_8LpX3nR6tYq1WmZ4cKd7', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', amount: 250_000 },
  }),
  'invoice.balance_updated': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: { audience: 'merchants', summary: 'The outstanding balance of an invoice changes' },
    description: "An invoice's outstanding balance changed (paid, credited, voided, canceled or reversed).",
    data: z.object({ id: id().describe('Invoice id'), customer_id: id(), amount_balance: cents(), sub_merchant_id: subMerchant() }),
    example: { id: 'inv_8LpX3nR6tYq1WmZ4cKd7', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', amount_balance: 137_500 },
  }),
  'invoice.sent': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: null,
    description: "An invoice went to the customer; its amount is now drawn on the customer's credit line.",
    data: z.object({
      id: id().describe('Invoice id'),
      customer_id: id(),
      number: z.string(),
      amount: cents(),
      advanced: z.boolean(),
      due_at: dateTime().optional().describe('When the invoice falls due (absent on events written before it was carried)'),
      sub_merchant_id: subMerchant(),
    }),
    example: {
      id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      number: 'NL-000042',
      amount: 250_000,
      advanced: true,
      due_at: '2026-12-23T09:30:00.000Z',
    },
  }),
  'invoice.due_date_updated': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: null,
    description: "A sent invoice's due date moved (its terms were changed); ageing reports re-bucket its balance.",
    data: z.object({ id: id().describe('Invoice id'), customer_id: id(), due_at: dateTime(), sub_merchant_id: subMerchant() }),
    example: { id: 'inv_8LpX3nR6tYq1WmZ4cKd7', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', due_at: '2027-01-22T09:30:00.000Z' },
  }),
  'invoice.advanced': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: null,
    description: 'An invoice was advanced: treasury pays the merchant `amount_advance` less `amount_advance_fee` on its next payout.',
    data: z.object({
      id: id().describe('Invoice id'),
      customer_id: id(),
      number: z.string(),
      amount: cents(),
      amount_advance: cents(),
      amount_advance_fee: cents(),
      advance_rate: z.number().min(0).max(1),
      sub_merchant_id: subMerchant(),
    }),
    example: {
      id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      number: 'NL-000042',
      amount: 250_000,
      amount_advance: 225_000,
      amount_advance_fee: 6_250,
      advance_rate: 0.9,
    },
  }),
  'invoice.overdue': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: { audience: 'merchants', summary: 'An invoice passes its due date with a balance owed' },
    description:
      "A sent invoice passed its due date with a balance owed (the merchant's time); written once per invoice. Its `days_overdue` counts on from here.",
    data: z.object({
      id: id().describe('Invoice id'),
      customer_id: id(),
      number: z.string(),
      amount_balance: cents(),
      due_at: dateTime(),
      sub_merchant_id: subMerchant(),
    }),
    example: {
      id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      number: 'NL-000042',
      amount_balance: 250_000,
      due_at: '2026-12-23T09:30:00.000Z',
    },
  }),
  'invoice.voided': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: null,
    description: "An invoice was voided; credit releases what remained reserved on the customer's line.",
    data: invoiceClosedData,
    example: { id: 'inv_8LpX3nR6tYq1WmZ4cKd7', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1' },
  }),
  'invoice.canceled': define({
    stream: 'billing',
    object: 'invoice',
    version: 1,
    webhook: null,
    description: "An invoice's unpaid remainder was canceled; credit releases it.",
    data: invoiceClosedData,
    example: { id: 'inv_8LpX3nR6tYq1WmZ4cKd7', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1' },
  }),
  'credit_note.applied': define({
    stream: 'billing',
    object: 'credit_note',
    version: 1,
    webhook: null,
    description: 'A credit note reduced what the customer owes on an invoice (credit frees the amount; treasury adjusts an advanced invoice).',
    data: creditNoteData,
    example: creditNoteExample,
  }),
  'credit_note.voided': define({
    stream: 'billing',
    object: 'credit_note',
    version: 1,
    webhook: null,
    description: 'An applied credit note was voided: its amount is owed on the invoice again.',
    data: creditNoteData,
    example: creditNoteExample,
  }),
  'charge.captured': define({
    stream: 'billing',
    object: 'charge',
    version: 1,
    webhook: null,
    description: "An authorized charge was captured into an invoice (its authorization becomes the invoice's reservation).",
    data: z.object({ id: id().describe('Charge id'), customer_id: id(), invoice_id: id(), amount: cents() }),
    example: { id: 'chg_2wK6pT9mXq3ZrL8nVc5B', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7', amount: 250_000 },
  }),

  'invoice.dispute_opened': define({
    stream: 'billing',
    object: 'dispute',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A dispute is opened on an invoice' },
    description:
      'A dispute was opened on a sent invoice: its reminders stop and credit leaves the invoice out of its past-due hold until the dispute is resolved or rejected.',
    data: z.object({
      id: id().describe('Dispute id'),
      invoice_id: id(),
      customer_id: id(),
      reason: z.enum(DISPUTE_REASONS),
      amount: cents().describe('The amount contested'),
      sub_merchant_id: subMerchant(),
    }),
    example: {
      id: 'dsp_6hR2kW9qTz4XmL1nBc7V',
      invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      reason: 'goods_damaged',
      amount: 40_000,
    },
  }),
  'invoice.dispute_resolved': define({
    stream: 'billing',
    object: 'dispute',
    version: 1,
    webhook: { audience: 'merchants', summary: "An invoice's dispute is resolved with a credit note or rejected" },
    description:
      'An open dispute was closed: `credited` (a credit note, `credit_note_id`, took `amount_credited` off the invoice) or `rejected`. Reminders continue from the next step due.',
    data: z.object({
      id: id().describe('Dispute id'),
      invoice_id: id(),
      customer_id: id(),
      resolution: z.enum(DISPUTE_RESOLUTIONS),
      credit_note_id: id().nullable(),
      amount_credited: cents(),
      sub_merchant_id: subMerchant(),
    }),
    example: {
      id: 'dsp_6hR2kW9qTz4XmL1nBc7V',
      invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      resolution: 'credited',
      credit_note_id: 'cn_4hT8sWq2ZpLm6YcXb0Ve',
      amount_credited: 40_000,
    },
  }),
  'dispute.message_added': define({
    stream: 'billing',
    object: 'dispute',
    version: 1,
    webhook: null,
    description:
      "A message was added to an open dispute's thread by the merchant's side or the buyer's (`author`); the text stays on the thread (`GET /disputes/{id}`), so the event records who wrote and when for the audit trail.",
    data: z.object({
      id: id().describe('Dispute id'),
      invoice_id: id(),
      customer_id: id(),
      author: z.enum(DISPUTE_SIDES),
      message_number: z.number().int().positive().describe('Its place in the thread, 1 being the message the dispute was opened with'),
      sub_merchant_id: subMerchant(),
    }),
    example: {
      id: 'dsp_6hR2kW9qTz4XmL1nBc7V',
      invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      author: 'buyer',
      message_number: 2,
    },
  }),
  'invoice.promise_to_pay_created': define({
    stream: 'billing',
    object: 'promise_to_pay',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A customer promises to pay invoices by a date' },
    description: 'A customer promised to pay `amount` on some of its invoices by the end of `promised_for`; until then those invoices get no reminders.',
    data: z.object({
      id: id().describe('Promise id'),
      customer_id: id(),
      invoice_ids: z.array(id()).min(1),
      amount: cents(),
      promised_for: z.iso.date().describe("The promised day (the merchant's time, UTC)"),
    }),
    example: {
      id: 'ptp_3nV8kQ1wTz6XmL4cPb2R',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      invoice_ids: ['inv_8LpX3nR6tYq1WmZ4cKd7'],
      amount: 250_000,
      promised_for: '2026-12-30',
    },
  }),
  'invoice.promise_to_pay_broken': define({
    stream: 'billing',
    object: 'promise_to_pay',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A promise to pay passes its date unpaid' },
    description:
      'The promised day ended without the promised amount paid on the invoices (the collections pass); their reminders resume from the next step due.',
    data: z.object({
      id: id().describe('Promise id'),
      customer_id: id(),
      invoice_ids: z.array(id()).min(1),
      amount: cents(),
      amount_paid: z.number().int().describe('Cents paid on the invoices since the promise (negative after a reversal)'),
      promised_for: z.iso.date(),
    }),
    example: {
      id: 'ptp_3nV8kQ1wTz6XmL4cPb2R',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      invoice_ids: ['inv_8LpX3nR6tYq1WmZ4cKd7'],
      amount: 250_000,
      amount_paid: 100_000,
      promised_for: '2026-12-30',
    },
  }),

  // --- treasury -------------------------------------------------------------------------------------
  'payment.created': define({
    stream: 'treasury',
    object: 'payment',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A new payment record is created' },
    description: 'A customer payment was recorded.',
    data: z.object({ id: id().describe('Payment id'), customer_id: id(), status: z.enum(PAYMENT_STATUSES) }),
    example: { id: 'pay_5rN1kW7tXz4QmL2cPb8D', customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1', status: 'pending' },
  }),
  'payment.status_changed': define({
    stream: 'treasury',
    object: 'payment',
    version: 1,
    webhook: { audience: 'merchants', summary: "A payment's status changes" },
    description: "A payment's status moved.",
    data: statusChange(PAYMENT_STATUSES, 'Payment'),
    example: { id: 'pay_5rN1kW7tXz4QmL2cPb8D', status: 'paid', previous_status: 'in_transit' },
  }),
  'payment.paid': define({
    stream: 'treasury',
    object: 'payment',
    version: 1,
    webhook: null,
    description: "A customer payment settled: billing lowers the `applied` invoices' balances, credit raises the customer's available credit by `amount`.",
    data: paymentSettlementData,
    example: {
      id: 'pay_5rN1kW7tXz4QmL2cPb8D',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      amount: 150_000,
      applied: [{ invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7', amount: 112_500 }],
      unapplied: 37_500,
    },
  }),
  'payment.reversed': define({
    stream: 'treasury',
    object: 'payment',
    version: 1,
    webhook: null,
    description: 'A settled payment was reversed (returned or charged back): what it had paid is owed again.',
    data: paymentSettlementData,
    example: {
      id: 'pay_5rN1kW7tXz4QmL2cPb8D',
      customer_id: 'cus_7QmZ2rT5wXk9LpA3sVb1',
      amount: 150_000,
      applied: [{ invoice_id: 'inv_8LpX3nR6tYq1WmZ4cKd7', amount: 112_500 }],
      unapplied: 0,
    },
  }),
  'payout.created': define({
    stream: 'treasury',
    object: 'payout',
    version: 1,
    webhook: { audience: 'merchants', summary: 'A new payout record is created' },
    description: 'A payout to the merchant was created (by the daily run, or a retry of a failed one).',
    data: z.object({ id: id().describe('Payout id'), status: z.enum(PAYOUT_STATUSES), amount_net: z.number().int().describe('Net amount, cents') }),
    example: { id: 'po_3mX8rT1wZq6KpL4nVc9F', status: 'pending', amount_net: 218_750 },
  }),
  'payout.status_changed': define({
    stream: 'treasury',
    object: 'payout',
    version: 1,
    webhook: { audience: 'merchants', summary: "A payout's status changes" },
    description: "A payout's status moved.",
    data: statusChange(PAYOUT_STATUSES, 'Payout'),
    example: { id: 'po_3mX8rT1wZq6KpL4nVc9F', status: 'paid', previous_status: 'in_transit' },
  }),

  // --- fulfillment ----------------------------------------------------------------------------------
  'shipment.created': define({
    stream: 'fulfillment',
    object: 'shipment',
    version: 1,
    webhook: null,
    description: 'A shipment was recorded for a merchant invoice.',
    data: shipmentData,
    example: shipmentExample,
  }),
  'shipment.updated': define({
    stream: 'fulfillment',
    object: 'shipment',
    version: 1,
    webhook: null,
    description: 'A shipment changed (tracking, files or verification).',
    data: shipmentData,
    example: shipmentExample,
  }),
  'shipment.verified': define({
    stream: 'fulfillment',
    object: 'shipment',
    version: 1,
    webhook: null,
    description: 'A shipment became verified (delivery proven).',
    data: shipmentData,
    example: { ...shipmentExample, verification_status: 'verified', tracking_status: 'delivered' },
  }),
  'shipment.deleted': define({
    stream: 'fulfillment',
    object: 'shipment',
    version: 1,
    webhook: null,
    description: 'A shipment was deleted.',
    data: shipmentData,
    example: shipmentExample,
  }),

  // --- webhook-dispatcher ---------------------------------------------------------------------------
  'webhook_endpoint.created': define({
    stream: 'webhook-dispatcher',
    object: 'webhook_endpoint',
    version: 1,
    webhook: null,
    description: 'A merchant (or partner) registered a new webhook endpoint URL, with the topics it subscribed.',
    data: webhookEndpointData,
    example: webhookEndpointExample,
  }),
  'webhook_endpoint.updated': define({
    stream: 'webhook-dispatcher',
    object: 'webhook_endpoint',
    version: 1,
    webhook: null,
    description: "An existing webhook endpoint's topics were set again (`topics` is the whole list after the change).",
    data: webhookEndpointData,
    example: { ...webhookEndpointExample, topics: ['invoice.created'] },
  }),
  'webhook_endpoint.deleted': define({
    stream: 'webhook-dispatcher',
    object: 'webhook_endpoint',
    version: 1,
    webhook: null,
    description: 'A webhook endpoint was removed with all its subscriptions; nothing more is delivered to it.',
    data: webhookEndpointData,
    example: { ...webhookEndpointExample, topics: [] },
  }),
} as const;

export type EventCatalogue = typeof EVENT_CATALOGUE;
export type EventType = keyof EventCatalogue;
export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as EventType[];

/** What a producer passes as `data` for an event type. */
export type EventPayload<T extends EventType> = z.input<EventCatalogue[T]['data']>;
/** What a consumer gets as `data` after `parseEvent`. */
export type EventData<T extends EventType> = z.output<EventCatalogue[T]['data']>;

/** The type-level map of the catalogue: event type → its `data` (as consumers read it). */
export type EventDataMap = { [K in EventType]: EventData<K> };

export function isEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOGUE, type);
}

export function eventSpec<T extends EventType>(type: T): EventCatalogue[T] {
  return EVENT_CATALOGUE[type];
}

/** The event types one app writes, in catalogue order. */
export function eventTypesOf(stream: EventStream): EventType[] {
  return EVENT_TYPES.filter((type) => EVENT_CATALOGUE[type].stream === stream);
}

/**
 * An event ready for the outbox (structurally `NewEvent` of @netline/messaging): the envelope's
 * `object` and `version` come from the catalogue.
 */
export interface CatalogueEventDraft<T extends EventType = EventType> {
  type: T;
  object: string;
  version: number;
  merchant_id: string;
  data: { id: string } & Record<string, unknown>;
  occurred_at?: Date;
}

/**
 * Builds an event of a catalogue type; `data` is checked against the type's schema by the compiler, so
 * `newEvent('payment.paid', merchantId, { id })` does not compile.
 */
export function newEvent<T extends EventType>(type: T, merchantId: string, data: EventPayload<T>, occurredAt?: Date): CatalogueEventDraft {
  if (!isEventType(type)) throw new Error(`No event type ${type} in the catalogue`);
  const spec = EVENT_CATALOGUE[type];
  return {
    type,
    object: spec.object,
    version: spec.version,
    merchant_id: merchantId,
    // Every schema is an object with `id` (define's bound); the generic type just cannot show it here.
    data: data as CatalogueEventDraft['data'],
    ...(occurredAt ? { occurred_at: occurredAt } : {}),
  };
}

/** A validated event of the catalogue: the envelope with `type` narrowing `data`. */
export type CatalogueEvent<T extends EventType = EventType> = {
  [K in T]: {
    id: string;
    type: K;
    object: string;
    version: number;
    merchant_id: string;
    occurred_at: string;
    request_id?: string;
    actor?: EventActor;
    data: EventData<K>;
  };
}[T];

/** Why an entry is not a valid catalogue event; `issues` name the offending paths. */
export interface EventValidationError {
  code: 'invalid_json' | 'invalid_envelope' | 'unknown_type' | 'unsupported_version' | 'invalid_data';
  message: string;
  type?: string;
  event_id?: string;
  issues: Array<{ path: string; message: string }>;
}

export type ParsedEvent = { ok: true; event: CatalogueEvent } | { ok: false; error: EventValidationError };

/** The validation error as one line (the dead-letter stream's `error` field, the operator CLI's answer). */
export function describeInvalidEvent(error: EventValidationError): string {
  const issues = error.issues.map((issue) => `${issue.path || '(root)'}: ${issue.message}`).join('; ');
  return `${error.code}: ${error.message}${issues ? ` (${issues})` : ''}`;
}

const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  object: z.string().min(1),
  // Absent on events written before the envelope carried it: those are version 1.
  version: z.number().int().min(1).default(1),
  merchant_id: z.string().min(1),
  occurred_at: dateTime(),
  request_id: z.string().optional(),
  // Who made the change (events.ts, EventActor); absent on events no request or operator caused.
  actor: z
    .object({
      type: z.string().min(1),
      id: z.string().min(1),
      channel: z.enum(AUDIT_CHANNELS),
      partner_id: z.string().optional(),
      client_id: z.string().optional(),
      client_name: z.string().optional(),
    })
    .optional(),
  data: z.unknown(),
});

const issuesOf = (error: z.ZodError, prefix: string) =>
  error.issues.map((issue) => ({ path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'), message: issue.message }));

/**
 * Reads one stream entry (the `event` field's JSON, or the object already parsed) into a typed, validated
 * catalogue event, or says why it is not one. An event of a newer version than this catalogue knows is
 * refused (`unsupported_version`): the consumer runs an older catalogue than the producer and must be
 * upgraded before it can read it.
 */
export function parseEvent(raw: unknown): ParsedEvent {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch (error) {
      return { ok: false, error: { code: 'invalid_json', message: `The event is not JSON: ${(error as Error).message}`, issues: [] } };
    }
  }
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) {
    return { ok: false, error: { code: 'invalid_envelope', message: 'The event envelope is malformed', issues: issuesOf(envelope.error, '') } };
  }
  const { type, id: eventId, version } = envelope.data;
  if (!isEventType(type)) {
    return { ok: false, error: { code: 'unknown_type', message: `No event type ${type} in the catalogue`, type, event_id: eventId, issues: [] } };
  }
  const spec = EVENT_CATALOGUE[type] as EventSpec;
  if (version !== spec.version) {
    return {
      ok: false,
      error: {
        code: 'unsupported_version',
        message: `${type} version ${version} is not the catalogue's version ${spec.version}`,
        type,
        event_id: eventId,
        issues: [],
      },
    };
  }
  const data = spec.data.safeParse(envelope.data.data);
  if (!data.success) {
    return {
      ok: false,
      error: {
        code: 'invalid_data',
        message: `The data of ${type} ${eventId} does not match its schema`,
        type,
        event_id: eventId,
        issues: issuesOf(data.error, 'data'),
      },
    };
  }
  return { ok: true, event: { ...envelope.data, type, data: data.data } as CatalogueEvent };
}

/** JSON Schema (draft 2020-12) of an event type's `data` as written on the wire. */
export function eventDataJsonSchema(type: EventType, target: 'draft-2020-12' | 'draft-7' = 'draft-2020-12'): Record<string, unknown> {
  // `input`: the wire shape, without `additionalProperties: false` (consumers ignore fields they do not know).
  const schema = z.toJSONSchema(EVENT_CATALOGUE[type].data, { io: 'input', unrepresentable: 'throw', target }) as Record<string, unknown>;
  delete schema.$schema;
  return schema;
}
