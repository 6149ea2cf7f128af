import { Injectable } from '@nestjs/common';
import { AuditEvent, ListPage, ListQuery } from '@netline/contracts';
import { sequencedPage } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';

/** The list's filter and sort fields (`auditEventListSpec`) and their columns; values are always bound. */
const COLUMNS: Record<string, string> = {
  actor_id: 'actor_id',
  channel: 'channel',
  object_id: 'object_id',
  object_type: 'object_type',
  type: 'type',
  request_id: 'request_id',
  created_at: 'created_at',
  sequence: 'sequence',
};

/** A tracked field's value as the trail keeps it (money in cents, statuses as text). */
export type AuditFieldValue = string | number | boolean | null;

/** An entry as the chain stores it: the entry and the hashes that link it. */
export interface StoredAuditEntry {
  entry: AuditEvent;
  previous_hash: string;
  hash: string;
}

/** A new entry's row: the entry, the event it records and its link in the merchant's chain. */
export interface AuditEntryRow {
  merchantId: string;
  eventId: string;
  entry: AuditEvent;
  previousHash: string;
  hash: string;
}

/**
 * The audit trail's tables: `audit_events` (each merchant's hash chain of entries, append-only) and
 * `audit_object_states` (the tracked fields each object had in the last event recorded about it). The
 * recorder's methods take its inbox transaction's `manager`; the reads take none.
 */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of the merchant's entries (`GET /audit-events`) with the client's filters and sort. */
  async list(merchantId: string, query: ListQuery): Promise<ListPage<{ entry: AuditEvent }>> {
    return sequencedPage<{ entry: AuditEvent }>(this.dataSource, { table: 'audit_events', select: 'entry', columns: COLUMNS }, merchantId, query);
  }

  /** Up to `limit` of the merchant's entries from `fromSequence` on, in chain order, with their hashes. */
  async chainFrom(merchantId: string, fromSequence: number, limit: number): Promise<StoredAuditEntry[]> {
    return this.dataSource.query('SELECT entry, previous_hash, hash FROM audit_events WHERE merchant_id = $1 AND sequence >= $2 ORDER BY sequence LIMIT $3', [
      merchantId,
      fromSequence,
      limit,
    ]);
  }

  /** Whether the event has an entry already (a redelivery). */
  async isRecorded(manager: EntityManager, eventId: string): Promise<boolean> {
    const seen: unknown[] = await manager.query('SELECT 1 FROM audit_events WHERE event_id = $1', [eventId]);
    return seen.length > 0;
  }

  /** The tracked fields the object had in the last event recorded about it, or undefined when none was. */
  async objectFields(manager: EntityManager, objectType: string, objectId: string): Promise<Record<string, AuditFieldValue> | undefined> {
    const [known] = (await manager.query('SELECT fields FROM audit_object_states WHERE object_type = $1 AND object_id = $2', [objectType, objectId])) as Array<{
      fields: Record<string, AuditFieldValue>;
    }>;
    return known?.fields;
  }

  /** Keeps the object's tracked fields as of the event being recorded (replacing those held). */
  async saveObjectFields(
    manager: EntityManager,
    objectType: string,
    objectId: string,
    merchantId: string,
    fields: Record<string, AuditFieldValue>,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO audit_object_states (object_type, object_id, merchant_id, fields) VALUES ($1, $2, $3, $4)
         ON CONFLICT (object_type, object_id) DO UPDATE SET fields = EXCLUDED.fields`,
      [objectType, objectId, merchantId, JSON.stringify(fields)],
    );
  }

  /** The last entry of the merchant's chain (its sequence and hash), or undefined when the chain is empty. */
  async chainHead(manager: EntityManager, merchantId: string): Promise<{ sequence: string; hash: string } | undefined> {
    const [head] = (await manager.query('SELECT sequence, hash FROM audit_events WHERE merchant_id = $1 ORDER BY sequence DESC LIMIT 1', [
      merchantId,
    ])) as Array<{
      sequence: string;
      hash: string;
    }>;
    return head;
  }

  /** Appends an entry to its merchant's chain. */
  async append(manager: EntityManager, row: AuditEntryRow): Promise<void> {
    const { entry } = row;
    await manager.query(
      `INSERT INTO audit_events (id, merchant_id, sequence, event_id, type, object_type, object_id, actor_id, channel, request_id, created_at, entry, previous_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        entry.id,
        row.merchantId,
        entry.sequence,
        row.eventId,
        entry.type,
        entry.object_type,
        entry.object_id,
        entry.actor.id,
        entry.actor.channel,
        entry.request_id,
        entry.created_at,
        JSON.stringify(entry),
        row.previousHash,
        row.hash,
      ],
    );
  }
}
