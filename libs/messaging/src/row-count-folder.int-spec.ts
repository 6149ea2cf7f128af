import { createLogger } from '@netline/observability';
import { keepRangeCounts, keepRowCounts, keptBucketsCount, keptRowCount, ROW_COUNT_FOLD_BATCH } from '@netline/persistence';
import { scratchDatabase, ScratchDatabase } from '@netline/testing';
import { DataSource } from 'typeorm';
import { RowCountFolder } from './row-count-folder';

const logger = createLogger('row-count-test', 'silent');

/** The folder against real PostgreSQL: it folds every change written, one replica at a time. */
describe('RowCountFolder', () => {
  let database: ScratchDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await scratchDatabase('netline_rowfoldtest');
    dataSource = new DataSource({ type: 'postgres', url: database.url, extra: { max: 6 } });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE gizmos (id serial PRIMARY KEY, merchant_id text NOT NULL)');
    const runner = dataSource.createQueryRunner();
    await keepRowCounts(runner, ['gizmos']);
    await runner.release();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const pending = async () => ((await dataSource.query('SELECT count(*)::int AS pending FROM row_count_changes')) as Array<{ pending: number }>)[0].pending;

  it('folds every change written so far, and a second replica at the same moment folds none of them twice', async () => {
    // 40 statements, each a change row: 3 rows of mer_a and 1 of mer_b each.
    for (let index = 0; index < 40; index += 1) {
      await dataSource.query("INSERT INTO gizmos (merchant_id) VALUES ('mer_a'), ('mer_a'), ('mer_a'), ('mer_b')");
    }
    expect(await pending()).toBe(80);
    const [first, second] = await Promise.all([new RowCountFolder(dataSource, logger, 0).fold(), new RowCountFolder(dataSource, logger, 0).fold()]);
    // One of them held the lock (the other folded nothing), or they ran one after the other: never more than written.
    expect(first + second).toBe(80);
    expect(await pending()).toBe(0);
    expect(await keptRowCount(dataSource, 'gizmos', ['mer_a'])).toBe(120);
    expect(await keptRowCount(dataSource, 'gizmos', ['mer_b'])).toBe(40);
    expect(await dataSource.query('SELECT merchant_id, counted::int FROM row_counts ORDER BY merchant_id')).toEqual([
      { merchant_id: 'mer_a', counted: 120 },
      { merchant_id: 'mer_b', counted: 40 },
    ]);
  });

  it('folds the kept range counts too, once the database keeps them, past a batch of them', async () => {
    const runner = dataSource.createQueryRunner();
    await dataSource.query('ALTER TABLE gizmos ADD COLUMN weight bigint NOT NULL DEFAULT 5');
    await keepRangeCounts(runner, 'gizmos', 'weight', 'amount');
    await runner.release();
    // One change per merchant and bucket: 20 merchants, each with its own weights under 1,000 cents (a bucket each),
    // more changes than one fold statement moves.
    await dataSource.query(
      `INSERT INTO gizmos (merchant_id, weight) SELECT 'mer_r' || value % 20, value / 20 FROM generate_series(0, ${ROW_COUNT_FOLD_BATCH + 499}) value`,
    );
    const rangePending = async () =>
      ((await dataSource.query('SELECT count(*)::int AS pending FROM range_count_changes')) as Array<{ pending: number }>)[0].pending;
    expect(await rangePending()).toBe(ROW_COUNT_FOLD_BATCH + 500);
    await new RowCountFolder(dataSource, logger, 0).fold();
    expect(await rangePending()).toBe(0);
    expect(await pending()).toBe(0);
    const merchants = Array.from({ length: 20 }, (_, index) => `mer_r${index}`);
    expect(await keptBucketsCount(dataSource, 'gizmos.weight', merchants, null, null)).toBe(ROW_COUNT_FOLD_BATCH + 500);
    expect(await keptBucketsCount(dataSource, 'gizmos.weight', ['mer_r3'], 100, 199)).toBe(100);
  });

  it('folds on its timer once started, and stops', async () => {
    await dataSource.query("INSERT INTO gizmos (merchant_id) VALUES ('mer_b')");
    expect(await pending()).toBe(1);
    const folder = new RowCountFolder(dataSource, logger, 50);
    folder.start();
    try {
      const deadline = Date.now() + 5_000;
      while ((await pending()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await pending()).toBe(0);
      expect(await keptRowCount(dataSource, 'gizmos', ['mer_b'])).toBe(41);
    } finally {
      await folder.stop();
    }
  });
});
