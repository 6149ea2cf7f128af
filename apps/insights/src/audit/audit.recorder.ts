import { Injectable } from '@nestjs/common';
import { AUDIT_GENESIS_HASH, AUDIT_MONEY_FIELDS, AUDIT_STATE_FIELDS, AuditEvent, EVENT_TYPES, toDollars } from '@netline/contracts';
import { chainEntry } from '@netline/contracts/audit-chain';
import { OnDomainEvent, TypedEvent } from '@netline/messaging';
import { lockForTransaction, newId } from '@netline/persistence';
import { EntityManager } from 'typeorm';
import { AuditFieldValue, AuditRepository } from './audit.repository';

const MONEY = new Set<string>(AUDIT_MONEY_FIELDS);
const TRACKED = [...AUDIT_MONEY_FIELDS, ...AUDIT_STATE_FIELDS];
type Value = AuditFieldValue;

/** The actor of a change no request or operator caused (timers, the daily payout run, events written before the envelope named its author). */
const SYSTEM_ACTOR: AuditEvent['actor'] = { type: 'system', id: null, channel: 'system' };

const asValue = (value: unknown): Value =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null ? value : JSON.stringify(value);

/**
 * The money and status fields an event sets, with their values before: the event's own `previous_<field>`
 * when it carries one, else the value the object had in the last event recorded about it, else null
 * (unknown). A field whose value did not move is left out. Money is shown in dollars, as the API shows it.
 */
export function changesOf(
  data: Record<string, unknown>,
  known: Record<string, Value> | undefined,
): { changes: AuditEvent['changes']; state: Record<string, Value> } {
  const changes: AuditEvent['changes'] = {};
  const state: Record<string, Value> = { ...(known ?? {}) };
  for (const field of TRACKED) {
    if (data[field] === undefined) continue;
    const after = asValue(data[field]);
    const previous = data[`previous_${field}`];
    const before = previous !== undefined ? asValue(previous) : (known?.[field] ?? null);
    state[field] = after;
    if (before === after) continue;
    const shown = (value: Value) => (MONEY.has(field) && typeof value === 'number' ? toDollars(value) : value);
    changes[field] = { before: shown(before), after: shown(after) };
  }
  return { changes, state };
}

/**
 * Records every domain event of every stream as an audit entry (docs/decisions/0026-audit-trail.md), in the
 * consumer's inbox transaction (group `insights-audit`, apart from the receivables projection's), so each
 * event is recorded exactly once. The entry is appended to its merchant's hash chain under a transaction
 * advisory lock on the merchant: two replicas recording for the same merchant take turns, so sequences
 * have no gaps and each links to the hash before it.
 */
@Injectable()
export class AuditRecorder {
  constructor(private readonly trail: AuditRepository) {}

  @OnDomainEvent(...EVENT_TYPES)
  async record(event: TypedEvent, manager: EntityManager): Promise<void> {
    const merchantId = event.merchant_id;
    // Every payload is an object of named fields; the recorder reads them by name, whatever the type.
    const data: Record<string, unknown> = { ...event.data };
    const objectId = String(data.id);
    await lockForTransaction(manager, `audit:${merchantId}`);
    if (await this.trail.isRecorded(manager, event.id)) return;

    const known = await this.trail.objectFields(manager, event.object, objectId);
    const { changes, state } = changesOf(data, known);
    if (Object.keys(state).length > 0) await this.trail.saveObjectFields(manager, event.object, objectId, merchantId, state);

    const head = await this.trail.chainHead(manager, merchantId);
    const entry: AuditEvent = {
      id: newId('aud'),
      sequence: head ? Number(head.sequence) + 1 : 1,
      created_at: new Date().toISOString(),
      occurred_at: event.occurred_at,
      type: event.type,
      object_type: event.object,
      object_id: objectId,
      actor: event.actor ?? SYSTEM_ACTOR,
      request_id: event.request_id ?? null,
      changes,
    };
    const chained = chainEntry(head?.hash ?? AUDIT_GENESIS_HASH, entry);
    await this.trail.append(manager, { merchantId, eventId: event.id, entry, previousHash: chained.previous_hash, hash: chained.hash });
  }
}
