import { Injectable } from '@nestjs/common';
import { AuditChainEntry, AuditEvent, AuditExport, AuditExportQuery, ListEnvelope, listEnvelope, ListQuery } from '@netline/contracts';
import { sequencedPage } from '@netline/persistence';
import { DataSource } from 'typeorm';

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

/** Reads a merchant's audit entries (`GET /audit-events`, `GET /audit-events/export`). */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async list(merchantId: string, query: ListQuery): Promise<ListEnvelope<AuditEvent>> {
    const page = await sequencedPage<{ entry: AuditEvent }>(this.dataSource, { table: 'audit_events', select: 'entry', columns: COLUMNS }, merchantId, query);
    return listEnvelope(query, page, (row) => row.entry);
  }

  /** The chain from `from_sequence` on, in order, each entry with its hashes; `next_sequence` continues. */
  async export(merchantId: string, query: AuditExportQuery): Promise<AuditExport> {
    const rows: Array<{ entry: AuditEvent; previous_hash: string; hash: string }> = await this.dataSource.query(
      'SELECT entry, previous_hash, hash FROM audit_events WHERE merchant_id = $1 AND sequence >= $2 ORDER BY sequence LIMIT $3',
      [merchantId, query.from_sequence, query.max_entries + 1],
    );
    const more = rows.length > query.max_entries;
    const entries: AuditChainEntry[] = rows.slice(0, query.max_entries).map((row) => ({ ...row.entry, previous_hash: row.previous_hash, hash: row.hash }));
    return { merchant_id: merchantId, entries, next_sequence: more ? entries[entries.length - 1].sequence + 1 : null };
  }
}
