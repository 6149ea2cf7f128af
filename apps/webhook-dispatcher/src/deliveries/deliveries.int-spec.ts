import { scratchDatabase, ScratchDatabase } from '@netline/testing';
import { ListQuery } from '@netline/contracts';
import { DEEP_PAGE_OFFSET } from '@netline/persistence';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from '../migrations';
import { AttemptOutcome, DeliveriesRepository, NewDelivery, recordAttemptBatch } from './deliveries.repository';

const delivery = (id: string, eventId: string, endpointId: string, merchantId = 'mer_1'): NewDelivery => ({
  id,
  merchant_id: merchantId,
  event_id: eventId,
  event_type: 'customer.created',
  object: 'customer',
  endpoint_id: endpointId,
  endpoint_url: `https://${endpointId}.example/hooks`,
  payload: `{"id":"${eventId}"}`,
  occurred_at: new Date('2026-01-01T00:00:00Z'),
  resend_of: null,
  created_at: new Date('2026-01-01T00:00:01Z'),
});

const outcome = (status: AttemptOutcome['status'], statusCode: number | null): AttemptOutcome => ({
  attemptedAt: new Date(),
  statusCode,
  durationMs: 7,
  error: status === 'succeeded' ? null : `endpoint answered ${statusCode}`,
  nextAttemptAt: status === 'pending' ? new Date(Date.now() + 30_000) : null,
  status,
});

/** The delivery hot path's prepared statements against the dispatcher's real schema. */
describe('DeliveriesRepository', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let repository: DeliveriesRepository;

  beforeAll(async () => {
    database = await scratchDatabase('netline_deliveriestest');
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
      extra: { max: 2 },
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
    repository = new DeliveriesRepository(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('lists a page deep in the log by its keys: the same rows, in the same order, as the page read whole', async () => {
    // 600 deliveries of one merchant over two event types, inserted out of order, and another merchant's beside them.
    const ours = Array.from({ length: 600 }, (_, n) => ({
      ...delivery(`whd_p${String(n).padStart(3, '0')}`, `evt_p${n}`, 'we_p', 'mer_pages'),
      event_type: n % 3 === 0 ? 'invoice.created' : 'customer.created',
      // Every fifth shares its second with the one before: the id breaks the tie.
      created_at: new Date(Date.UTC(2026, 0, 2, 0, 0, n - (n % 5 === 0 ? 1 : 0))),
    }));
    const theirs = Array.from({ length: 20 }, (_, n) => delivery(`whd_o${n}`, `evt_o${n}`, 'we_o', 'mer_other'));
    const backwards = (id: string) => id.split('').reverse().join('');
    const shuffled = [...ours, ...theirs].sort((a, b) => (backwards(a.id) < backwards(b.id) ? -1 : 1));
    await dataSource.transaction((manager) => repository.insert(manager, shuffled));

    const query = (page: number, direction: 'asc' | 'desc', filters: ListQuery['filters'] = []): ListQuery => ({
      limit: 25,
      page,
      offset: page * 25,
      filters,
      sort: [{ field: 'created_at', direction }],
      params: {},
    });
    const expected = (direction: 'asc' | 'desc', page: number, eventType?: string) => {
      const ascending = ours
        .filter((row) => !eventType || row.event_type === eventType)
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1))
        .map((row) => row.id);
      return (direction === 'asc' ? ascending : ascending.reverse()).slice(page * 25, page * 25 + 25);
    };
    expect(query(10, 'asc').offset).toBeGreaterThanOrEqual(DEEP_PAGE_OFFSET);
    const cases = [
      ...[9, 10, 23, 24].flatMap((page) => (['asc', 'desc'] as const).map((direction) => ({ page, direction, eventType: undefined, count: 600 }))),
      ...[10, 15].map((page) => ({ page, direction: 'desc' as const, eventType: 'customer.created', count: 400 })),
    ];
    for (const { page, direction, eventType, count } of cases) {
      const filters: ListQuery['filters'] = eventType ? [{ field: 'event_type', op: 'eq', value: eventType }] : [];
      const read = await repository.list('mer_pages', query(page, direction, filters));
      expect({ page, direction, eventType, ids: read.items.map((row) => row.id), count: 'count' in read ? read.count : null }).toEqual({
        page,
        direction,
        eventType,
        ids: expected(direction, page, eventType),
        count,
      });
      expect(read.items.every((row) => row.merchant_id === 'mer_pages' && row.payload.startsWith('{"id":"evt_p'))).toBe(true);
    }
    // Page 24 (offset 600) is past the end: its cases above expected, and read, no rows.
    expect(expected('asc', 24)).toEqual([]);
  });

  it('inserts a batch in one statement and answers only the rows it inserted (an original of the same event and endpoint is kept)', async () => {
    const first = await dataSource.transaction((manager) =>
      repository.insert(manager, [delivery('whd_a1', 'evt_a', 'we_1'), delivery('whd_a2', 'evt_a', 'we_2')]),
    );
    expect(first).toEqual(new Set(['whd_a1', 'whd_a2']));
    const again = await dataSource.transaction((manager) =>
      repository.insert(manager, [delivery('whd_a3', 'evt_a', 'we_1'), delivery('whd_b1', 'evt_b', 'we_1')]),
    );
    expect(again).toEqual(new Set(['whd_b1']));
    expect((await repository.find('mer_1', 'whd_a1'))?.status).toBe('pending');
    expect(await repository.find('mer_1', 'whd_a3')).toBeNull();
  });

  it('reads the pending originals of several events in one query, with what a job carries', async () => {
    await dataSource.transaction((manager) =>
      repository.insert(manager, [delivery('whd_c1', 'evt_c', 'we_1'), delivery('whd_d1', 'evt_d', 'we_1', 'mer_2'), delivery('whd_e1', 'evt_e', 'we_1')]),
    );
    await repository.recordAttempts([{ merchantId: 'mer_1', deliveryId: 'whd_e1', outcome: outcome('succeeded', 200) }]);
    const pending = await repository.pendingOriginals([
      { merchantId: 'mer_1', eventId: 'evt_c' },
      { merchantId: 'mer_2', eventId: 'evt_d' },
      { merchantId: 'mer_1', eventId: 'evt_e' },
      // Another account's event id never matches.
      { merchantId: 'mer_2', eventId: 'evt_c' },
    ]);
    expect(pending.map((row) => row.id)).toEqual(['whd_c1', 'whd_d1']);
    expect(pending[0]).toEqual({
      id: 'whd_c1',
      merchant_id: 'mer_1',
      event_id: 'evt_c',
      endpoint_id: 'we_1',
      resend_of: null,
      endpoint_url: 'https://we_1.example/hooks',
      payload: '{"id":"evt_c"}',
      occurred_at: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('records attempts with numbers from the row, ends a delivery once, and changes nothing that is finished', async () => {
    await dataSource.transaction((manager) => repository.insert(manager, [delivery('whd_f1', 'evt_f', 'we_1'), delivery('whd_f2', 'evt_f', 'we_2')]));
    expect(
      await repository.recordAttempts([
        { merchantId: 'mer_1', deliveryId: 'whd_f1', outcome: outcome('pending', 500) },
        { merchantId: 'mer_1', deliveryId: 'whd_f2', outcome: outcome('succeeded', 200) },
      ]),
    ).toEqual(new Set(['whd_f1', 'whd_f2']));
    expect(await repository.statusOf('mer_1', 'whd_f1')).toBe('pending');
    expect(await repository.statusOf('mer_1', 'whd_f2')).toBe('succeeded');

    // A repeated run of the finished delivery records nothing; the retry gets attempt 2.
    expect(
      await repository.recordAttempts([
        { merchantId: 'mer_1', deliveryId: 'whd_f1', outcome: outcome('succeeded', 200) },
        { merchantId: 'mer_1', deliveryId: 'whd_f2', outcome: outcome('succeeded', 200) },
      ]),
    ).toEqual(new Set(['whd_f1']));
    expect((await repository.attempts('mer_1', 'whd_f1')).map((attempt) => [attempt.number, attempt.status_code])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    expect((await repository.attempts('mer_1', 'whd_f2')).map((attempt) => attempt.number)).toEqual([1]);
    const ended = await repository.find('mer_1', 'whd_f1');
    expect(ended).toMatchObject({ status: 'succeeded', attempt_count: 2, last_status_code: 200, next_attempt_at: null });
    expect(ended?.completed_at).toBeInstanceOf(Date);

    // Another merchant's id changes nothing.
    expect(await repository.statusOf('mer_2', 'whd_f1')).toBeNull();
  });

  it('marks a pending delivery failed, and never a finished one', async () => {
    await dataSource.transaction((manager) => repository.insert(manager, [delivery('whd_g1', 'evt_g', 'we_1')]));
    await repository.markFailed('mer_1', 'whd_g1');
    expect(await repository.statusOf('mer_1', 'whd_g1')).toBe('failed');
    await repository.markFailed('mer_1', 'whd_f2');
    expect(await repository.statusOf('mer_1', 'whd_f2')).toBe('succeeded');
  });

  describe('the attempt statement against the schema', () => {
    let client: Client;
    beforeAll(async () => {
      client = new Client({ connectionString: database.url });
      await client.connect();
    });
    afterAll(() => client?.end());

    const attemptValues = (deliveryId: string) => [['mer_1'], [deliveryId], [new Date()], [200], [5], [null], [null], ['succeeded']];

    it("finds the delivery by its primary key, however many of the merchant's deliveries are pending, before the table has statistics", async () => {
      // A merchant with a backlog (its endpoint was down), in a table never analyzed; rolled back after.
      await client.query('BEGIN');
      try {
        await client.query(
          `INSERT INTO webhook_deliveries (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, status, created_at, updated_at)
           SELECT 'whd_backlog_' || n, 'mer_backlog', 'evt_backlog_' || n, 'customer.created', 'customer', 'we_1', 'https://we-1.example/hooks',
                  repeat('x', 400), now(), 'pending', now(), now()
             FROM generate_series(1, 3000) AS n`,
        );
        // The generic plan is the one a prepared statement settles on after its first executions.
        await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
        await client.query(`PREPARE record_attempts AS ${recordAttemptBatch.text}`);
        const explained = await client.query(
          "EXPLAIN EXECUTE record_attempts('{mer_backlog}', '{whd_backlog_7}', '{2026-01-01T00:00:00Z}', '{200}', '{5}', '{NULL}', '{NULL}', '{succeeded}')",
        );
        const plan = explained.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n');
        expect(plan).toMatch(/Index Scan using webhook_deliveries_pkey on webhook_deliveries d/);
      } finally {
        await client.query('ROLLBACK');
        await client.query('DEALLOCATE ALL');
      }
    });

    it('updates the delivery in place: no index entry, pages kept with room for the new version', async () => {
      const { rows } = await client.query("SELECT reloptions FROM pg_class WHERE relname = 'webhook_deliveries'");
      expect(rows[0].reloptions).toEqual(['fillfactor=75']);
      await client.query('BEGIN');
      try {
        await client.query(
          `INSERT INTO webhook_deliveries (id, merchant_id, event_id, event_type, object, endpoint_id, endpoint_url, payload, occurred_at, status, created_at, updated_at)
           VALUES ('whd_hot', 'mer_1', 'evt_hot', 'customer.created', 'customer', 'we_1', 'https://we-1.example/hooks', '{}', now(), 'pending', now(), now())`,
        );
        const recorded = await client.query({ text: recordAttemptBatch.text, values: attemptValues('whd_hot') });
        expect(recorded.rows).toEqual([{ delivery_id: 'whd_hot' }]);
        // This transaction's own counters: one update of the table, and it was heap-only.
        const counted = await client.query(
          `SELECT pg_stat_get_xact_tuples_updated('webhook_deliveries'::regclass)::int AS updated,
                  pg_stat_get_xact_tuples_hot_updated('webhook_deliveries'::regclass)::int AS hot`,
        );
        expect(counted.rows[0]).toEqual({ updated: 1, hot: 1 });
      } finally {
        await client.query('ROLLBACK');
      }
    });
  });
});
