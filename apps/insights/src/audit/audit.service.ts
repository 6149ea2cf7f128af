import { Injectable } from '@nestjs/common';
import { AuditChainEntry, AuditEvent, AuditExport, AuditExportQuery, ListEnvelope, listEnvelope, ListQuery } from '@netline/contracts';
import { AuditRepository } from './audit.repository';

/** Reads a merchant's audit entries (`GET /audit-events`, `GET /audit-events/export`). */
@Injectable()
export class AuditService {
  constructor(private readonly trail: AuditRepository) {}

  async list(merchantId: string, query: ListQuery): Promise<ListEnvelope<AuditEvent>> {
    const page = await this.trail.list(merchantId, query);
    return listEnvelope(query, page, (row) => row.entry);
  }

  /** The chain from `from_sequence` on, in order, each entry with its hashes; `next_sequence` continues. */
  async export(merchantId: string, query: AuditExportQuery): Promise<AuditExport> {
    // One entry past the page tells whether more follow.
    const rows = await this.trail.chainFrom(merchantId, query.from_sequence, query.max_entries + 1);
    const more = rows.length > query.max_entries;
    const entries: AuditChainEntry[] = rows.slice(0, query.max_entries).map((row) => ({ ...row.entry, previous_hash: row.previous_hash, hash: row.hash }));
    return { merchant_id: merchantId, entries, next_sequence: more ? entries[entries.length - 1].sequence + 1 : null };
  }
}
