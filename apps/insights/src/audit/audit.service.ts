import { Injectable } from '@nestjs/common';
import { AuditChainEntry, AuditEvent, AuditExport, AuditExportQuery, ListEnvelope, ListQuery } from '@netline/contracts';
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
const OPS = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** Reads a merchant's audit entries (`GET /audit-events`, `GET /audit-events/export`). */
@Injectable()
export class AuditService {
  constructor(private readonly dataSource: DataSource) {}

  async list(merchantId: string, query: ListQuery): Promise<ListEnvelope<AuditEvent>> {
    const where = ['merchant_id = $1'];
    const values: unknown[] = [merchantId];
    for (const filter of query.filters) {
      const column = COLUMNS[filter.field];
      if (!column || filter.op === 'prefix') throw new Error(`no column mapped for filter ${filter.field} ${filter.op}`);
      values.push(filter.value);
      where.push(`${column} ${OPS[filter.op]} $${values.length}`);
    }
    const sort = query.sort[0] ?? { field: 'sequence', direction: 'desc' };
    const direction = sort.direction === 'asc' ? 'ASC' : 'DESC';
    const order = `${COLUMNS[sort.field] ?? 'sequence'} ${direction}, sequence ${direction}`;
    const condition = where.join(' AND ');
    const [rows, counted] = await Promise.all([
      this.dataSource.query(`SELECT entry FROM audit_events WHERE ${condition} ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`, [
        ...values,
        query.limit,
        query.offset,
      ]) as Promise<Array<{ entry: AuditEvent }>>,
      this.dataSource.query(`SELECT count(*)::int AS count FROM audit_events WHERE ${condition}`, values) as Promise<Array<{ count: number }>>,
    ]);
    return { count: counted[0]?.count ?? 0, page: query.page, limit: query.limit, results: rows.map((row) => row.entry) };
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
