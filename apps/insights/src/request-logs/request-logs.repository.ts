import { Injectable } from '@nestjs/common';
import { ListEnvelope, listEnvelope, ListQuery, RequestLog, RequestLogEntry } from '@netline/contracts';
import { sequencedPage } from '@netline/persistence';
import { DataSource } from 'typeorm';

/** The list's filter and sort fields (`requestLogListSpec`) and their columns; values are always bound. */
const COLUMNS: Record<string, string> = {
  status: 'status',
  method: 'method',
  request_id: 'request_id',
  credential_id: 'credential_id',
  sequence: 'sequence',
  created_at: 'created_at',
};

interface Row {
  sequence: string;
  method: string;
  path: string;
  status: number;
  request_id: string;
  duration_ms: number;
  credential_type: string;
  credential_id: string | null;
  created_at: Date;
}

/** The request log's table: the gateway's batches of answered requests, and each merchant's own for `GET /request-logs`. */
@Injectable()
export class RequestLogsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One INSERT for the whole batch (unnest of column arrays): a gateway flushes every quarter second. */
  async record(entries: RequestLogEntry[]): Promise<number> {
    if (entries.length === 0) return 0;
    const column = <K extends keyof RequestLogEntry>(key: K) => entries.map((entry) => entry[key]);
    await this.dataSource.query(
      `INSERT INTO request_logs (merchant_id, method, path, status, request_id, duration_ms, credential_type, credential_id, created_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::smallint[], $5::text[], $6::float8[], $7::text[], $8::text[], $9::timestamptz[])`,
      [
        column('merchant_id'),
        column('method'),
        column('path'),
        column('status'),
        column('request_id'),
        column('duration_ms'),
        column('credential_type'),
        column('credential_id'),
        column('at'),
      ],
    );
    return entries.length;
  }

  async list(merchantId: string, query: ListQuery): Promise<ListEnvelope<RequestLog>> {
    const page = await sequencedPage<Row>(
      this.dataSource,
      {
        table: 'request_logs',
        select: 'sequence, method, path, status, request_id, duration_ms, credential_type, credential_id, created_at',
        columns: COLUMNS,
      },
      merchantId,
      query,
    );
    return listEnvelope(query, page, toRequestLog);
  }
}

function toRequestLog(row: Row): RequestLog {
  return {
    id: `rql_${row.sequence}`,
    object: 'request_log',
    sequence: Number(row.sequence),
    method: row.method,
    path: row.path,
    status: Number(row.status),
    request_id: row.request_id,
    duration_ms: Number(row.duration_ms),
    credential_type: row.credential_type,
    credential_id: row.credential_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}
