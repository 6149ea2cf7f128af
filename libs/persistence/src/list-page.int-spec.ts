import { ListQuery } from '@netline/contracts';
import { scratchDatabase, ScratchDatabase } from '@netline/testing';
import { Client } from 'pg';
import { AbstractLogger, Column, DataSource, Entity, LogLevel, LogMessage, PrimaryColumn } from 'typeorm';
import { applyListQuery, DEEP_PAGE_OFFSET, keysInOrder, pageOf, sequencedPage } from './list-query';
import { SnakeNamingStrategy } from './naming';

@Entity({ name: 'gadgets' })
class Gadget {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'bigint' }) sequence!: number;
}

/** Every statement TypeORM sends, so a test can say which were sent. */
class Recorder extends AbstractLogger {
  readonly statements: string[] = [];
  protected writeLog(_level: LogLevel, _message: LogMessage | LogMessage[]): void {}
  override logQuery(query: string): void {
    this.statements.push(query);
  }
}

const query = (page: number, uncounted?: true): ListQuery => ({
  limit: 25,
  page,
  offset: page * 25,
  filters: [{ field: 'merchant_id', op: 'eq', value: 'mer_a' }],
  sort: [],
  params: {},
  ...(uncounted ? { uncounted } : {}),
});

/**
 * A list's page with its total, or, for a query marked `uncounted`, without counting: one row past the page
 * says whether another follows, and no count statement is sent (the cost that grows with a merchant's history).
 */
describe('list pages, counted and uncounted', () => {
  const recorder = new Recorder();
  let database: ScratchDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await scratchDatabase('netline_listpagetest');
    dataSource = new DataSource({
      type: 'postgres',
      url: database.url,
      entities: [Gadget],
      namingStrategy: new SnakeNamingStrategy(),
      logging: ['query'],
      logger: recorder,
      extra: { max: 2 },
    });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE gadgets (id text PRIMARY KEY, merchant_id text NOT NULL, sequence bigint NOT NULL)');
    // 30 of one merchant's, and 5 of another's that no page of the first may show.
    await dataSource.query(
      `INSERT INTO gadgets SELECT 'gad_' || lpad(n::text, 3, '0'), CASE WHEN n <= 30 THEN 'mer_a' ELSE 'mer_b' END, n FROM generate_series(1, 35) n`,
    );
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const builderFor = (listQuery: ListQuery) =>
    applyListQuery(dataSource.getRepository(Gadget).createQueryBuilder('gadget'), listQuery, { merchant_id: 'gadget.merchant_id' }, 'gadget.id');
  const counts = () => recorder.statements.filter((statement) => /count\(/i.test(statement)).length;

  it('pageOf: the total when counted; has_more from one row past the page, and no count, when not', async () => {
    const counted = await pageOf(builderFor(query(0)), query(0));
    expect(counted).toEqual({ count: 30, items: expect.any(Array) });
    expect(counted.items).toHaveLength(25);
    // The recorder sees the counted page's count statement: its silence below means none was sent.
    expect(counts()).toBeGreaterThan(0);

    const before = counts();
    const first = await pageOf(builderFor(query(0, true)), query(0, true));
    const second = await pageOf(builderFor(query(1, true)), query(1, true));
    expect(counts()).toBe(before);
    expect(first).toEqual({ hasMore: true, items: counted.items });
    expect(second).toEqual({ hasMore: false, items: expect.any(Array) });
    expect(second.items.map((gadget) => gadget.id)).toEqual(['gad_026', 'gad_027', 'gad_028', 'gad_029', 'gad_030']);
  });

  it('pageOf: a filtered page and its count are read at once, on two connections', async () => {
    // A lock held elsewhere stops every read of the table: both statements must be waiting on it together.
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    let page: Promise<unknown> | undefined;
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE gadgets IN ACCESS EXCLUSIVE MODE');
      const reading = pageOf(builderFor(query(0)), query(0));
      page = reading;
      const waiting = async () =>
        (
          await holder.query<{ waiting: number }>(
            "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%gadgets%' AND pid <> pg_backend_pid()",
          )
        ).rows[0].waiting;
      let seen = 0;
      for (let poll = 0; poll < 100 && seen < 2; poll += 1) {
        seen = await waiting();
        if (seen < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(seen).toBe(2);
      await holder.query('COMMIT');
      const counted = await reading;
      expect(counted).toEqual({ count: 30, items: expect.any(Array) });
      expect(counted.items).toHaveLength(25);
    } finally {
      // Ending the session lets the page finish before the next test counts statements.
      await holder.end();
      await page?.catch(() => undefined);
    }
  });

  it('pageOf keys first: the same pages in the same order, the page read by the keys of a statement that selects nothing else', async () => {
    // Newest sequence first: the reverse of the key's order, so rows read back by key must be put back in order.
    const newestFirst = (listQuery: ListQuery) => builderFor(listQuery).orderBy('gadget.sequence', 'DESC').addOrderBy('gadget.id', 'ASC');
    const keysFirst = { key: 'id' } as const;
    for (const listQuery of [query(0), query(1), query(0, true), query(1, true), { ...query(0), filters: [] }]) {
      const plain = await pageOf(newestFirst(listQuery), listQuery);
      const sent = recorder.statements.length;
      const byKeys = await pageOf(newestFirst(listQuery), listQuery, undefined, keysFirst);
      expect(byKeys).toEqual(plain);
      const statements = recorder.statements.slice(sent);
      expect(statements.filter((statement) => /^SELECT "gadget"\."id" AS "key" FROM "gadgets"/.test(statement))).toHaveLength(1);
      if (plain.items.length > 0) expect(statements.filter((statement) => /WHERE "gadget"\."id" IN \(/.test(statement))).toHaveLength(1);
    }
    const last = await pageOf(newestFirst(query(1)), query(1), undefined, keysFirst);
    expect(last.items.map((gadget) => gadget.id)).toEqual(['gad_005', 'gad_004', 'gad_003', 'gad_002', 'gad_001']);
    // A page past the last reads no rows by key.
    const sent = recorder.statements.length;
    expect(await pageOf(newestFirst(query(2)), query(2), undefined, keysFirst)).toEqual({ count: 30, items: [] });
    expect(recorder.statements.slice(sent).some((statement) => / IN \(/.test(statement))).toBe(false);
  });

  it('pageOf reads a page at least DEEP_PAGE_OFFSET rows in by its keys, unasked, and the same rows in the same order', async () => {
    // A merchant of 600, its rows inserted in an order unlike the list's, so rows read back by key come unordered.
    await dataSource.query(
      `INSERT INTO gadgets SELECT 'gad_deep_' || lpad(n::text, 4, '0'), 'mer_deep', (n * 7919) % 600 FROM generate_series(1, 600) n ORDER BY random()`,
    );
    const deep = (page: number, uncounted?: true): ListQuery => ({
      ...query(page, uncounted),
      filters: [{ field: 'merchant_id', op: 'eq', value: 'mer_deep' }],
    });
    const newestFirst = (listQuery: ListQuery) => builderFor(listQuery).orderBy('gadget.sequence', 'DESC').addOrderBy('gadget.id', 'ASC');
    const expected = async (page: number) =>
      (
        (await dataSource.query("SELECT id FROM gadgets WHERE merchant_id = 'mer_deep' ORDER BY sequence DESC, id LIMIT 25 OFFSET $1", [page * 25])) as Array<{
          id: string;
        }>
      ).map((row) => row.id);
    const keyStatements = (from: number) => recorder.statements.slice(from).filter((statement) => /^SELECT "gadget"\."id" AS "key"/.test(statement)).length;

    // Page 9 skips 225 rows: read whole, in one statement.
    let sent = recorder.statements.length;
    const shallow = await pageOf(newestFirst(deep(9)), deep(9));
    expect(shallow.items.map((gadget) => gadget.id)).toEqual(await expected(9));
    expect(keyStatements(sent)).toBe(0);

    expect(DEEP_PAGE_OFFSET).toBe(250);
    for (const listQuery of [deep(10), deep(23), deep(10, true)]) {
      sent = recorder.statements.length;
      const page = await pageOf(newestFirst(listQuery), listQuery);
      expect(page.items.map((gadget) => gadget.id)).toEqual(await expected(listQuery.page));
      expect(page.items.every((gadget) => gadget.merchantId === 'mer_deep' && typeof gadget.sequence === 'string')).toBe(true);
      expect(keyStatements(sent)).toBe(1);
      expect(recorder.statements.slice(sent).filter((statement) => /WHERE "gadget"\."id" IN \(/.test(statement))).toHaveLength(1);
      if (listQuery.uncounted) expect(page).toEqual({ hasMore: true, items: expect.any(Array) });
      else expect(page).toEqual({ count: 600, items: expect.any(Array) });
    }
    // A builder that selects more than the entity's columns keeps its walk: a read by key would drop them.
    sent = recorder.statements.length;
    const widened = await pageOf(newestFirst(deep(10)).addSelect('gadget.sequence * 2', 'doubled'), deep(10));
    expect(widened.items.map((gadget) => gadget.id)).toEqual(await expected(10));
    expect(keyStatements(sent)).toBe(0);
    // The last page, 600 = 24 × 25: a page past it reads nothing by key.
    sent = recorder.statements.length;
    expect(await pageOf(newestFirst(deep(24)), deep(24))).toEqual({ count: 600, items: [] });
    expect(recorder.statements.slice(sent).some((statement) => / IN \(/.test(statement))).toBe(false);
  });

  it('sequencedPage reads a page at least DEEP_PAGE_OFFSET rows in by its sequences: the same rows, in the same order', async () => {
    // mer_deep's 600 rows, inserted by the test above; their sequences 0…599 in an order unlike their ids'.
    const list = { table: 'gadgets', select: 'id, merchant_id', columns: { sequence: 'sequence' } };
    const plain = { ...query(0), filters: [] };
    for (const [page, direction] of [
      [9, 'desc'],
      [10, 'desc'],
      [23, 'asc'],
      [24, 'asc'],
    ] as const) {
      const listQuery: ListQuery = { ...plain, page, offset: page * 25, sort: [{ field: 'sequence', direction }] };
      const sent = recorder.statements.length;
      const read = await sequencedPage<{ id: string; merchant_id: string }>(dataSource, list, 'mer_deep', listQuery);
      const expected: Array<{ id: string; merchant_id: string }> = await dataSource.query(
        `SELECT id, merchant_id FROM gadgets WHERE merchant_id = 'mer_deep' ORDER BY sequence ${direction} LIMIT 25 OFFSET $1`,
        [page * 25],
      );
      expect({ page, read }).toEqual({ page, read: { count: 600, items: expected } });
      const keyed = recorder.statements.slice(sent).filter((statement) => /^SELECT sequence AS page_key FROM gadgets/.test(statement)).length;
      expect({ page, keyed }).toEqual({ page, keyed: page * 25 >= DEEP_PAGE_OFFSET ? 1 : 0 });
    }
  });

  it("keysInOrder puts rows back in their keys' order and leaves out a key whose row is gone", async () => {
    const rows = await keysInOrder(
      ['c', 'a', 'gone', 'b'],
      async (keys) => keys.filter((key) => key !== 'gone').map((id) => ({ id })),
      (row) => row.id,
    );
    expect(rows).toEqual([{ id: 'c' }, { id: 'a' }, { id: 'b' }]);
    expect(
      await keysInOrder(
        [],
        async () => [{ id: 'never read' }],
        (row) => row.id,
      ),
    ).toEqual([]);
  });

  it('sequencedPage: the same for lists read in plain SQL', async () => {
    const list = { table: 'gadgets', select: 'id, sequence', columns: { sequence: 'sequence' } };
    const plain = { ...query(0), filters: [] };
    const beforeCounted = counts();
    const counted = await sequencedPage<{ id: string }>(dataSource, list, 'mer_a', plain);
    expect(counts()).toBe(beforeCounted + 1);
    expect(counted).toEqual({ count: 30, items: expect.any(Array) });
    expect(counted.items[0].id).toBe('gad_030');

    const before = counts();
    const first = await sequencedPage<{ id: string }>(dataSource, list, 'mer_a', { ...plain, uncounted: true });
    const last = await sequencedPage<{ id: string }>(dataSource, list, 'mer_a', { ...plain, page: 1, offset: 25, uncounted: true });
    expect(counts()).toBe(before);
    expect(first).toEqual({ hasMore: true, items: counted.items });
    expect(last).toEqual({
      hasMore: false,
      items: [
        { id: 'gad_005', sequence: '5' },
        { id: 'gad_004', sequence: '4' },
        { id: 'gad_003', sequence: '3' },
        { id: 'gad_002', sequence: '2' },
        { id: 'gad_001', sequence: '1' },
      ],
    });
  });
});
