import { Injectable } from '@nestjs/common';
import { AUDIT_GENESIS_HASH, AUDIT_MONEY_FIELDS, AUDIT_STATE_FIELDS, AuditEvent, EVENT_TYPES, toDollars } from '@netline/contracts';
import { chainEntry } from '@netline/contracts/audit-chain';
import { OnDomainEvent, TypedEvent } from '@netline/messaging';
import { newId } from '@netline/persistence';
import { EntityManager } from 'typeorm';

const MONEY = new Set<string>(AUDIT_MONEY_FIELDS);
const TRACKED = [...AUDIT_MONEY_FIELDS, ...AUDIT_STATE_FIELDS];
type Value = string | number | boolean | null;

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
  @OnDomainEvent(...EVENT_TYPES)
  async record(event: TypedEvent, manager: EntityManager): Promise<void> {
    const merchantId = event.merchant_id;
    // Every payload is an object of named fields; the recorder reads them by name, whatever the type.
    const data: Record<string, unknown> = { ...event.data };
    const objectId = String(data.id);
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`audit:${merchantId}`]);
    const seen: unknown[] = await manager.query('SELECT 1 FROM audit_events WHERE event_id = $1', [event.id]);
    if (seen.length > 0) return;

    const [known] = (await manager.query('SELECT fields FROM audit_object_states WHERE object_type = $1 AND object_id = $2', [
      event.object,
      objectId,
    ])) as Array<{
      fields: Record<string, Value>;
    }>;
    const { changes, state } = changesOf(data, known?.fields);
    if (Object.keys(state).length > 0) {
      await manager.query(
        `INSERT INTO audit_object_states (object_type, object_id, merchant_id, fields) VALUES ($1, $2, $3, $4)
         ON CONFLICT (object_type, object_id) DO UPDATE SET fields = EXCLUDED.fields`,
        [event.object, objectId, merchantId, JSON.stringify(state)],
      );
    }

    const [head] = (await manager.query('SELECT sequence, hash FROM audit_events WHERE merchant_id = $1 ORDER BY sequence DESC LIMIT 1', [
      merchantId,
    ])) as Array<{
      sequence: string;
      hash: string;
    }>;
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
    await manager.query(
      `INSERT INTO audit_events (id, merchant_id, sequence, event_id, type, object_type, object_id, actor_id, channel, request_id, created_at, entry, previous_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        entry.id,
        merchantId,
        entry.sequence,
        event.id,
        entry.type,
        entry.object_type,
        entry.object_id,
        entry.actor.id,
        entry.actor.channel,
        entry.request_id,
        entry.created_at,
        JSON.stringify(entry),
        chained.previous_hash,
        chained.hash,
      ],
    );
  }
}
