import { z } from 'zod';
import type { AuditChannel, Principal } from './rpc';

/** The internal event envelope on `events:<app>` streams (libs/messaging/README.md). */
export interface DomainEvent<TData extends { id: string } = { id: string } & Record<string, unknown>> {
  id: string;
  type: string;
  object: string;
  /** The version of the type's schema in the event catalogue (absent on events written before it: 1). */
  version?: number;
  merchant_id: string;
  occurred_at: string;
  data: TData;
  request_id?: string;
  /** Who made the change, when a request or an operator command caused it (docs/security.md, "Audit trail"). */
  actor?: EventActor;
}

/**
 * The author of a change, as the service that made it knew it from the request's verified principal (or
 * the operator CLI's command): written into every outbox event of the change, in its transaction.
 */
export interface EventActor {
  /** `secret_key`, `access_key`, `user`, `operator`, `sandbox`: the principal's actor type. */
  type: string;
  /** The user id, the access key's client id, the merchant id for a secret key, the operator's name. */
  id: string;
  channel: AuditChannel;
  /** The partner account that acted, when a partner acted for one of its sub-merchants (or itself). */
  partner_id?: string;
  client_id?: string;
  client_name?: string;
}

/** The actor of a request made with `principal` (channel `api` unless its edge said otherwise). */
export function actorOfPrincipal(principal: Principal): EventActor {
  const actor: EventActor = {
    type: principal.actor.type,
    id: principal.actor.id,
    channel: principal.via?.channel ?? (principal.actor.type === 'operator' ? 'system' : 'api'),
  };
  if (principal.partner) actor.partner_id = principal.merchant_id;
  if (principal.via?.client_id) actor.client_id = principal.via.client_id;
  if (principal.via?.client_name) actor.client_name = principal.via.client_name;
  return actor;
}

/** Public topics (the webhook subscription flags, docs/webhooks.md) with the human description shown on subscription rows. */
export const PUBLIC_TOPICS = {
  'invoice.created': 'A new invoice record is created',
  'invoice.balance_updated': 'The outstanding balance of an invoice changes',
  'invoice.overdue': 'An invoice passes its due date with a balance owed',
  'invoice.dispute_opened': 'A dispute is opened on an invoice',
  'invoice.dispute_resolved': "An invoice's dispute is resolved with a credit note or rejected",
  'invoice.promise_to_pay_created': 'A customer promises to pay invoices by a date',
  'invoice.promise_to_pay_broken': 'A promise to pay passes its date unpaid',
  'customer.created': 'A new customer record is created',
  'customer.status_updated': "A customer's status changes",
  'customer.line_amount_updated': "A customer's credit limit amount is updated",
  'customer.advance_rate_updated': "A customer's advance rate percentage is updated",
  'customer.credit_decision_created': 'A new credit decision is created for a customer',
  'customer.credit_line_requested': 'A higher credit line is requested for a customer',
  'payment.created': 'A new payment record is created',
  'payment.status_changed': "A payment's status changes",
  'payout.created': 'A new payout record is created',
  'payout.status_changed': "A payout's status changes",
} as const;
export type PublicTopic = keyof typeof PUBLIC_TOPICS;
export const PUBLIC_TOPIC_NAMES = Object.keys(PUBLIC_TOPICS) as PublicTopic[];

export function isPublicTopic(type: string): type is PublicTopic {
  return Object.prototype.hasOwnProperty.call(PUBLIC_TOPICS, type);
}

/** The webhook body sent to merchants: `data` carries only the object's id (docs/webhooks.md). */
export const webhookEventSchema = z
  .object({
    id: z.string(),
    object: z.string(),
    type: z.enum(PUBLIC_TOPIC_NAMES as [PublicTopic, ...PublicTopic[]]),
    occurred_at: z.string(),
    data: z.object({ id: z.string() }),
  })
  .meta({ id: 'WebhookEvent' });

export function streamName(app: string): string {
  return `events:${app}`;
}
