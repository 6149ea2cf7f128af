import { ListQuery } from '@netline/contracts';
import { ScratchDatabase, xorshift32 } from '@netline/testing';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { countsDatabase, StatementRecorder, unlessDeadlocked, whileWriting } from './kept-counts.int-fixture';
import { applyListQuery, pageOf } from './list-query';
import { dropFacetCounts, dropRowCounts, facetCountKey, foldRowCounts, keepFacetCounts, keepRowCounts, keptRowCount } from './row-counts';

@Entity({ name: 'widgets' })
class Widget {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
}

@Entity({ name: 'gadgets' })
class Gadget {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'boolean' }) ready!: boolean;
  @Column({ type: 'text' }) kind!: string;
  @Column({ type: 'integer' }) weight!: number;
}

const MERCHANTS = ['mer_a', 'mer_b', 'mer_c'];

/**
 * Kept row counts against real PostgreSQL: the count a list reads equals `count(*)` of the merchant's rows
 * at every moment (both read in one snapshot) while writers insert, delete and roll back side by side and
 * folds run, after a TRUNCATE, and from the rows a table held when its count began to be kept.
 */
describe('kept row counts', () => {
  const recorder = new StatementRecorder();
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let next = 0;
  const id = () => `wid_${String((next += 1)).padStart(6, '0')}`;

  beforeAll(async () => {
    ({ database, dataSource } = await countsDatabase('netline_rowcounttest', [Widget], recorder));
    await dataSource.query('CREATE TABLE widgets (id text PRIMARY KEY, merchant_id text NOT NULL)');
    // Rows held before the count is kept: the migration starts from them.
    for (const [merchant, rows] of [
      ['mer_a', 7],
      ['mer_b', 3],
    ] as const) {
      for (let index = 0; index < rows; index += 1) await dataSource.query('INSERT INTO widgets VALUES ($1, $2)', [id(), merchant]);
    }
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await keepRowCounts(runner, ['widgets']);
    await runner.commitTransaction();
    await runner.release();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** The kept count and the true one of each merchant (and of all three together), read in one snapshot. */
  async function bothCounts(): Promise<Array<[kept: number, counted: number]>> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const pairs: Array<[number, number]> = [];
      for (const scope of [...MERCHANTS.map((merchant) => [merchant]), MERCHANTS]) {
        const kept = await keptRowCount(runner, 'widgets', scope);
        const [{ counted }] = (await runner.query('SELECT count(*)::int AS counted FROM widgets WHERE merchant_id = ANY($1)', [scope])) as Array<{
          counted: number;
        }>;
        pairs.push([kept, counted]);
      }
      await runner.query('COMMIT');
      return pairs;
    } finally {
      await runner.release();
    }
  }

  const agree = (pairs: Array<[number, number]>) => expect(pairs.map(([kept]) => kept)).toEqual(pairs.map(([, counted]) => counted));

  it('starts from the rows the table held', async () => {
    expect(await bothCounts()).toEqual([
      [7, 7],
      [3, 3],
      [0, 0],
      [10, 10],
    ]);
  });

  it('equals count(*) at every moment under concurrent inserts, deletes, rollbacks and folds', async () => {
    const random = xorshift32(11);
    const done = { inserted: 0, deleted: 0, rolledBack: 0 };
    const writer = async () => {
      for (let step = 0; step < 60; step += 1) {
        const kind = random(4);
        if (kind <= 1) {
          // One statement, several merchants' rows.
          const rows = Array.from({ length: 1 + random(4) }, () => [id(), MERCHANTS[random(3)]]);
          await dataSource.query(`INSERT INTO widgets SELECT * FROM unnest($1::text[], $2::text[])`, [rows.map((row) => row[0]), rows.map((row) => row[1])]);
          done.inserted += rows.length;
        } else if (kind === 2) {
          const [, deleted] = await unlessDeadlocked(
            dataSource.query('DELETE FROM widgets WHERE id IN (SELECT id FROM widgets WHERE merchant_id = $1 ORDER BY random() LIMIT 2)', [
              MERCHANTS[random(3)],
            ]) as Promise<[unknown, number]>,
            [[], 0],
          );
          done.deleted += deleted;
        } else {
          // Written and rolled back: the change goes with the rows.
          await dataSource
            .transaction(async (manager) => {
              await manager.query('INSERT INTO widgets VALUES ($1, $2), ($3, $4)', [id(), MERCHANTS[random(3)], id(), MERCHANTS[random(3)]]);
              throw new Error('rolled back');
            })
            .catch(() => (done.rolledBack += 1));
        }
      }
    };
    const { folds, checks } = await whileWriting(writer, bothCounts, () => foldRowCounts(dataSource));

    expect(done.inserted).toBeGreaterThan(100);
    expect(done.deleted).toBeGreaterThan(50);
    expect(done.rolledBack).toBeGreaterThan(20);
    expect(checks.length).toBeGreaterThan(3);
    for (const pairs of checks) agree(pairs);
    // The folds moved changes while the writers wrote, and the counts still agree once all is folded.
    expect(folds.some((folded) => folded > 0)).toBe(true);
    agree(await bothCounts());
    await foldRowCounts(dataSource);
    const [{ left }] = (await dataSource.query('SELECT count(*)::int AS left FROM row_count_changes')) as Array<{ left: number }>;
    expect(left).toBe(0);
    agree(await bothCounts());
  });

  it('refuses to move a row to another merchant, and forgets the counts on TRUNCATE', async () => {
    const [row] = (await dataSource.query("SELECT id FROM widgets WHERE merchant_id = 'mer_a' LIMIT 1")) as Array<{ id: string }>;
    await expect(dataSource.query("UPDATE widgets SET merchant_id = 'mer_b' WHERE id = $1", [row.id])).rejects.toThrow(/may not move to another merchant/);
    await dataSource.query('TRUNCATE widgets');
    expect(await bothCounts()).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    await dataSource.query("INSERT INTO widgets VALUES ($1, 'mer_c')", [id()]);
    expect((await bothCounts())[2]).toEqual([1, 1]);
  });

  it('pageOf: a page without a filter takes its total from the kept count; a filtered page counts its matches', async () => {
    // Two a page: TypeORM counts nothing when the page it read is the last one.
    const listQuery = (filters: ListQuery['filters']): ListQuery => ({ limit: 2, page: 0, offset: 0, filters, sort: [], params: {} });
    const builder = (query: ListQuery) =>
      applyListQuery(
        dataSource.getRepository(Widget).createQueryBuilder('widget').where('widget.merchant_id = :merchant', { merchant: 'mer_d' }),
        query,
        { id: 'widget.id' },
        'widget.id',
      );
    const countsOfWidgets = () => recorder.statements.filter((statement) => /count\(/i.test(statement) && /FROM "widgets"/.test(statement)).length;

    await dataSource.query("INSERT INTO widgets VALUES ($1, 'mer_d'), ($2, 'mer_d'), ($3, 'mer_d')", [id(), id(), id()]);
    const before = countsOfWidgets();
    const plain = await pageOf(builder(listQuery([])), listQuery([]), { table: 'widgets', scope: ['mer_d'] });
    expect(plain).toEqual({ count: 3, items: expect.any(Array) });
    expect(plain.items).toHaveLength(2);
    expect(countsOfWidgets()).toBe(before);

    const filtered = await pageOf(builder(listQuery([{ field: 'id', op: 'gt', value: 'wid_' }])), listQuery([{ field: 'id', op: 'gt', value: 'wid_' }]), {
      table: 'widgets',
      scope: ['mer_d'],
    });
    expect(filtered).toEqual({ count: 3, items: expect.any(Array) });
    expect(countsOfWidgets()).toBe(before + 1);
  });

  it("drops what it made: one table's counts while another keeps its own, then the shared tables with the last", async () => {
    await dataSource.query('CREATE TABLE sprockets (id serial PRIMARY KEY, merchant_id text NOT NULL)');
    const runner = dataSource.createQueryRunner();
    try {
      await keepRowCounts(runner, ['sprockets']);
      await dataSource.query("INSERT INTO sprockets (merchant_id) VALUES ('mer_a'), ('mer_a')");
      await dropRowCounts(runner, ['widgets']);
      expect(await dataSource.query('SELECT DISTINCT table_name FROM row_counts UNION SELECT DISTINCT table_name FROM row_count_changes')).toEqual([
        { table_name: 'sprockets' },
      ]);
      expect(await keptRowCount(dataSource, 'sprockets', ['mer_a'])).toBe(2);
      await dropRowCounts(runner, ['sprockets']);
    } finally {
      await runner.release();
    }
    const [{ left }] = (await dataSource.query(
      `SELECT ((SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%row_counts%')
             + (SELECT count(*) FROM pg_class WHERE relname LIKE 'row_count%')
             + (SELECT count(*) FROM pg_proc WHERE proname LIKE 'row_counts_%'))::int AS left`,
    )) as Array<{ left: number }>;
    expect(left).toBe(0);
  });
});

/**
 * Kept facet counts against real PostgreSQL: per merchant and per value of each facet column, the kept
 * count equals `count(*)` of the matching rows at every moment while writers insert, delete, update facet
 * and other columns and roll back side by side and folds run.
 */
describe('kept facet counts', () => {
  const recorder = new StatementRecorder();
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let next = 0;
  const id = () => `gad_${String((next += 1)).padStart(6, '0')}`;
  const KINDS = ['bolt', 'nut', 'cog'];
  const FACETS: Array<[column: 'ready' | 'kind', values: Array<string | boolean>]> = [
    ['ready', [true, false]],
    ['kind', KINDS],
  ];

  const random = xorshift32(29);
  const newRows = (count: number) =>
    Array.from({ length: count }, () => ({ id: id(), merchant: MERCHANTS[random(3)], ready: random(2) === 0, kind: KINDS[random(3)] }));
  const insert = (executor: { query(text: string, values?: unknown[]): Promise<unknown> }, rows: ReturnType<typeof newRows>) =>
    executor.query('INSERT INTO gadgets (id, merchant_id, ready, kind, weight) SELECT *, 1 FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[])', [
      rows.map((row) => row.id),
      rows.map((row) => row.merchant),
      rows.map((row) => row.ready),
      rows.map((row) => row.kind),
    ]);

  beforeAll(async () => {
    ({ database, dataSource } = await countsDatabase('netline_facetcounttest', [Gadget], recorder));
    await dataSource.query(
      'CREATE TABLE gadgets (id text PRIMARY KEY, merchant_id text NOT NULL, ready boolean NOT NULL, kind text NOT NULL, weight integer NOT NULL, note text)',
    );
    // Rows held before the counts are kept: the migration starts from them.
    await insert(dataSource, newRows(40));
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await keepRowCounts(runner, ['gadgets']);
    await keepFacetCounts(runner, 'gadgets', ['ready', 'kind']);
    await runner.commitTransaction();
    await runner.release();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  /** Every facet's kept count and true count, per merchant and for all three, read in one snapshot. */
  async function facetCounts(): Promise<{ kept: number[]; counted: number[] }> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const kept: number[] = [];
      const counted: number[] = [];
      for (const scope of [...MERCHANTS.map((merchant) => [merchant]), MERCHANTS]) {
        for (const [column, values] of FACETS) {
          for (const value of values) {
            kept.push(await keptRowCount(runner, facetCountKey('gadgets', column, value), scope));
            const [row] = (await runner.query(`SELECT count(*)::int AS counted FROM gadgets WHERE merchant_id = ANY($1) AND ${column} = $2`, [
              scope,
              value,
            ])) as Array<{
              counted: number;
            }>;
            counted.push(row.counted);
          }
        }
      }
      await runner.query('COMMIT');
      return { kept, counted };
    } finally {
      await runner.release();
    }
  }

  const agree = ({ kept, counted }: { kept: number[]; counted: number[] }) => expect(kept).toEqual(counted);

  it('starts from the rows the table held', async () => {
    const counts = await facetCounts();
    agree(counts);
    // Every merchant's rows are split between the values of each facet: the sums are the 40 rows.
    expect(counts.kept.slice(-5, -3).reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(counts.kept.slice(-3).reduce((sum, count) => sum + count, 0)).toBe(40);
  });

  it('equals count(*) per value at every moment under concurrent inserts, updates, deletes, rollbacks and folds', async () => {
    const done = { inserted: 0, moved: 0, deleted: 0, rolledBack: 0 };
    const writer = async () => {
      for (let step = 0; step < 60; step += 1) {
        const kind = random(6);
        const merchant = MERCHANTS[random(3)];
        if (kind <= 1) {
          const rows = newRows(1 + random(4));
          await insert(dataSource, rows);
          done.inserted += rows.length;
        } else if (kind === 2) {
          // One statement moving rows between values of both facets, some of them to the value they held.
          const [, moved] = await unlessDeadlocked(
            dataSource.query(
              'UPDATE gadgets SET ready = NOT ready, kind = $2 WHERE id IN (SELECT id FROM gadgets WHERE merchant_id = $1 ORDER BY random() LIMIT 3)',
              [merchant, KINDS[random(3)]],
            ) as Promise<[unknown, number]>,
            [[], 0],
          );
          done.moved += moved;
        } else if (kind === 3) {
          const [, deleted] = await unlessDeadlocked(
            dataSource.query('DELETE FROM gadgets WHERE id IN (SELECT id FROM gadgets WHERE merchant_id = $1 ORDER BY random() LIMIT 2)', [
              merchant,
            ]) as Promise<[unknown, number]>,
            [[], 0],
          );
          done.deleted += deleted;
        } else if (kind === 4) {
          // Another column changes: nothing to count.
          await unlessDeadlocked(dataSource.query('UPDATE gadgets SET weight = weight + 1 WHERE merchant_id = $1', [merchant]), undefined);
        } else {
          await dataSource
            .transaction(async (manager) => {
              await insert(manager, newRows(2));
              await manager.query('UPDATE gadgets SET ready = NOT ready WHERE merchant_id = $1', [merchant]);
              throw new Error('rolled back');
            })
            .catch(() => (done.rolledBack += 1));
        }
      }
    };
    const { folds, checks } = await whileWriting(writer, facetCounts, () => foldRowCounts(dataSource));

    expect(done.inserted).toBeGreaterThan(80);
    expect(done.moved).toBeGreaterThan(40);
    expect(done.deleted).toBeGreaterThan(30);
    expect(done.rolledBack).toBeGreaterThan(10);
    expect(checks.length).toBeGreaterThan(3);
    for (const counts of checks) agree(counts);
    expect(folds.some((folded) => folded > 0)).toBe(true);
    await foldRowCounts(dataSource);
    agree(await facetCounts());
  });

  it('adds no change for an update that leaves every facet as it was', async () => {
    await foldRowCounts(dataSource);
    await dataSource.query("UPDATE gadgets SET weight = weight + 1, note = 'checked'");
    await dataSource.query('UPDATE gadgets SET ready = ready, kind = kind');
    const [{ changes }] = (await dataSource.query('SELECT count(*)::int AS changes FROM row_count_changes')) as Array<{ changes: number }>;
    expect(changes).toBe(0);
  });

  it('pageOf: one eq filter on a facet takes its total from the kept count; any other filter counts its matches', async () => {
    const listQuery = (filters: ListQuery['filters']): ListQuery => ({ limit: 2, page: 0, offset: 0, filters, sort: [], params: {} });
    const page = (filters: ListQuery['filters']) =>
      pageOf(
        applyListQuery(
          dataSource.getRepository(Gadget).createQueryBuilder('gadget').where('gadget.merchant_id = :merchant', { merchant: 'mer_b' }),
          listQuery(filters),
          { ready: 'gadget.ready', kind: 'gadget.kind', id: 'gadget.id' },
          'gadget.id',
        ),
        listQuery(filters),
        { table: 'gadgets', scope: ['mer_b'], facets: ['ready', 'kind'] },
      );
    const countsOfGadgets = () => recorder.statements.filter((statement) => /count\(/i.test(statement) && /FROM "gadgets"/.test(statement)).length;
    /** The `count` a counted page answers. */
    const counted = async (filters: ListQuery['filters']) => {
      const listed = await page(filters);
      return 'count' in listed ? listed.count : undefined;
    };
    const [{ unready, bolts, unreadyBolts }] = (await dataSource.query(
      `SELECT count(*) FILTER (WHERE NOT ready)::int AS unready, count(*) FILTER (WHERE kind = 'bolt')::int AS bolts,
              count(*) FILTER (WHERE NOT ready AND kind = 'bolt')::int AS "unreadyBolts"
         FROM gadgets WHERE merchant_id = 'mer_b'`,
    )) as Array<{ unready: number; bolts: number; unreadyBolts: number }>;
    expect(unready).toBeGreaterThan(2);
    expect(bolts).toBeGreaterThan(2);

    const before = countsOfGadgets();
    expect(await counted([{ field: 'ready', op: 'eq', value: false }])).toBe(unready);
    expect(await counted([{ field: 'kind', op: 'eq', value: 'bolt' }])).toBe(bolts);
    expect(countsOfGadgets()).toBe(before);

    expect(await counted([{ field: 'kind', op: 'ne', value: 'cog' }])).toBeGreaterThan(0);
    expect(
      await counted([
        { field: 'ready', op: 'eq', value: false },
        { field: 'kind', op: 'eq', value: 'bolt' },
      ]),
    ).toBe(unreadyBolts);
    expect(countsOfGadgets()).toBe(before + 2);
  });

  it('refuses a column that may be null, and forgets the counts on TRUNCATE', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await expect(keepFacetCounts(runner, 'gadgets', ['note'])).rejects.toThrow(/gadgets\.note cannot be a kept facet/);
    } finally {
      await runner.release();
    }
    await dataSource.query('TRUNCATE gadgets');
    const [{ left }] = (await dataSource.query('SELECT (SELECT count(*) FROM row_counts) + (SELECT count(*) FROM row_count_changes) AS left')) as Array<{
      left: string;
    }>;
    expect(Number(left)).toBe(0);
    await insert(dataSource, newRows(5));
    agree(await facetCounts());
  });

  it('drops what it made, and the shared tables with the table count after it', async () => {
    const runner = dataSource.createQueryRunner();
    try {
      await dropFacetCounts(runner, 'gadgets', ['ready', 'kind']);
      expect(await dataSource.query('SELECT DISTINCT table_name FROM row_counts UNION SELECT DISTINCT table_name FROM row_count_changes')).toEqual([
        { table_name: 'gadgets' },
      ]);
      await dropRowCounts(runner, ['gadgets']);
    } finally {
      await runner.release();
    }
    const [{ left }] = (await dataSource.query(
      `SELECT ((SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%counts%')
             + (SELECT count(*) FROM pg_class WHERE relname LIKE 'row_count%')
             + (SELECT count(*) FROM pg_proc WHERE proname LIKE '%counts%'))::int AS left`,
    )) as Array<{ left: number }>;
    expect(left).toBe(0);
  });
});
