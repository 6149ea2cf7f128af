import { loadConfig } from '@netline/config';
import { ListQuery, RequestLogEntry } from '@netline/contracts';
import { messagingMigrations, RetentionSweeper } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { provisionTestDatabase, ProvisionedDatabase, totalOf } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { insightsEnv } from '../config';
import { INSIGHTS_MIGRATIONS } from '../migrations';
import { requestLogRetentionRule } from './request-log.module';
import { RequestLogsRepository } from './request-logs.repository';

/**
 * The request log's store on real PostgreSQL (the runtime role): a gateway's batch in one INSERT, each
 * merchant reading its own entries with the list's filters and orders, and the retention sweeper deleting
 * what is older than REQUEST_LOG_RETENTION_DAYS.
 */
const namespace = `t${randomBytes(5).toString('hex')}`;
const config = loadConfig(insightsEnv, { ...process.env, NETLINE_NAMESPACE: namespace, APP_ENV: 'sandbox' });
let database: ProvisionedDatabase;
let logs: RequestLogsRepository;

const query = (filters: ListQuery['filters'] = [], sort: ListQuery['sort'] = []): ListQuery => ({ limit: 25, page: 0, offset: 0, filters, sort, params: {} });

function entry(overrides: Partial<RequestLogEntry> = {}): RequestLogEntry {
  return {
    merchant_id: 'mer_a',
    method: 'GET',
    path: '/customers?limit=25',
    status: 200,
    request_id: `req_${randomBytes(4).toString('hex')}`,
    duration_ms: 4.25,
    credential_type: 'secret_key',
    credential_id: 'mer_a',
    at: new Date().toISOString(),
    ...overrides,
  };
}

beforeAll(async () => {
  database = await provisionTestDatabase({ config, service: 'insights', entities: [], migrations: [...INSIGHTS_MIGRATIONS, ...messagingMigrations] });
  logs = new RequestLogsRepository(database.dataSource);
});

afterAll(async () => {
  await database?.drop();
});

it("records a batch and serves each merchant its own entries, newest first, with the list's filters", async () => {
  const old = entry({ method: 'POST', path: '/invoices', status: 400, request_id: 'req_old', at: '2026-01-01T00:00:00.000Z' });
  const batch = [old, entry({ request_id: 'req_mid' }), entry({ merchant_id: 'mer_b', credential_id: 'mer_b' }), entry({ status: 503, request_id: 'req_new' })];
  expect(await logs.record(batch)).toBe(4);
  expect(await logs.record([])).toBe(0);

  const all = await logs.list('mer_a', query());
  expect(totalOf(all)).toBe(3);
  expect(all.results.map((result) => result.request_id)).toEqual(['req_new', 'req_mid', 'req_old']);
  expect(all.results[2]).toEqual({
    id: expect.stringMatching(/^rql_\d+$/),
    object: 'request_log',
    sequence: expect.any(Number),
    method: 'POST',
    path: '/invoices',
    status: 400,
    request_id: 'req_old',
    duration_ms: 4.25,
    credential_type: 'secret_key',
    credential_id: 'mer_a',
    created_at: '2026-01-01T00:00:00.000Z',
  });

  const failed = await logs.list('mer_a', query([{ field: 'status', op: 'gte', value: 400 }]));
  expect(failed.results.map((result) => result.request_id)).toEqual(['req_new', 'req_old']);
  expect(totalOf(await logs.list('mer_a', query([{ field: 'method', op: 'eq', value: 'POST' }])))).toBe(1);
  expect((await logs.list('mer_a', query([{ field: 'request_id', op: 'eq', value: 'req_mid' }]))).results).toHaveLength(1);
  // What came after an entry seen, in order: how a follower tails the log.
  const after = await logs.list('mer_a', query([{ field: 'sequence', op: 'gt', value: all.results[2].sequence }], [{ field: 'sequence', direction: 'asc' }]));
  expect(after.results.map((result) => result.request_id)).toEqual(['req_mid', 'req_new']);
  // Another merchant's requests are not listed.
  expect(totalOf(await logs.list('mer_b', query()))).toBe(1);
});

it('deletes entries older than REQUEST_LOG_RETENTION_DAYS', async () => {
  const sweeper = new RetentionSweeper(database.dataSource, createLogger('test', 'silent'), [requestLogRetentionRule({ REQUEST_LOG_RETENTION_DAYS: 30 })], 0);
  await sweeper.sweep();
  const left = await logs.list('mer_a', query());
  expect(left.results.map((result) => result.request_id)).toEqual(['req_new', 'req_mid']);
});
