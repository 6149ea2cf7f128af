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

export function streamName(app: string): string {
  return `events:${app}`;
}
