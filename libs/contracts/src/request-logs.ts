import { z } from 'zod';
import { EQ, ListSpec, RANGE_OPS, STANDARD_LIMIT } from './list';

/**
 * The request log: each authenticated merchant API request the gateway answered (method, path, status,
 * request id, duration, which key), kept `REQUEST_LOG_RETENTION_DAYS` (30 by default) by insights and
 * served at `GET /request-logs` (the dashboard's Request log, `netline logs tail`). Never a body, a header
 * or a query value: the path keeps the query's parameter names, and values only of `limit`, `page` and
 * `sort` (a filter's value may be a customer's email or a reference).
 */

export const REQUEST_LOG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The longest path an entry keeps (longer ones are cut, ending in `…`). */
export const REQUEST_LOG_PATH_MAX = 2_000;

/** The most entries one flush of a gateway carries (`insights.request-logs.record`). */
export const REQUEST_LOG_BATCH_MAX = 1_000;

export const requestLogSchema = z
  .object({
    id: z.string().meta({ description: 'The entry’s id (`rql_…`)' }),
    object: z.literal('request_log'),
    sequence: z.number().int().meta({ description: 'Increases with each entry recorded: `filter[sequence][gt]` asks for what came after an entry seen' }),
    method: z.string().meta({ description: 'The HTTP method' }),
    path: z.string().meta({
      description: 'The path as requested, under `/api`; of the query only the parameter names, and the values of `limit`, `page` and `sort`',
    }),
    status: z.number().int().meta({ description: 'The HTTP status answered' }),
    request_id: z.string().meta({ description: 'The `X-Request-Id` of the answer' }),
    duration_ms: z.number().meta({ description: 'How long the gateway took to answer, in milliseconds' }),
    credential_type: z.string().meta({ description: 'What authenticated the request: `secret_key`, `access_key` or `user` (a dashboard session)' }),
    credential_id: z.string().nullable().meta({ description: 'The access key’s client id, the user’s id, or your merchant id for the secret key' }),
    created_at: z.string().meta({ format: 'date-time', description: 'When the request arrived' }),
  })
  .meta({ id: 'RequestLog' });
export type RequestLog = z.infer<typeof requestLogSchema>;

export const requestLogListSpec: ListSpec = {
  limit: STANDARD_LIMIT,
  filters: {
    status: { type: 'number', ops: RANGE_OPS, min: 100, max: 599 },
    method: { type: 'enum', ops: EQ, values: REQUEST_LOG_METHODS },
    request_id: { type: 'string', ops: EQ },
    credential_id: { type: 'string', ops: EQ },
    sequence: { type: 'number', ops: RANGE_OPS, min: 0 },
    created_at: { type: 'date', ops: RANGE_OPS },
  },
  sort: { fields: ['sequence', 'created_at'], default: '-sequence', multi: false },
};

/** One request as the gateway records it (no body, no header, no query value but the paging ones). */
export const requestLogEntrySchema = z.strictObject({
  merchant_id: z.string().min(1).max(100),
  method: z.string().min(1).max(10),
  path: z.string().min(1).max(REQUEST_LOG_PATH_MAX),
  status: z.number().int().min(100).max(599),
  request_id: z.string().min(1).max(200),
  duration_ms: z.number().min(0),
  credential_type: z.string().min(1).max(40),
  credential_id: z.string().max(200).nullable(),
  at: z.string().meta({ format: 'date-time' }),
});
export type RequestLogEntry = z.infer<typeof requestLogEntrySchema>;

export const requestLogBatchSchema = z.strictObject({ entries: z.array(requestLogEntrySchema).max(REQUEST_LOG_BATCH_MAX) });
export type RequestLogBatch = z.infer<typeof requestLogBatchSchema>;

export const RequestLogSubjects = {
  list: 'insights.request-logs.list',
  /** The gateway's batches of requests answered (internal; only the gateway may send it). */
  record: 'insights.request-logs.record',
} as const;
