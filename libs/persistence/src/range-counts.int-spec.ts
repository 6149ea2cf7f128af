import { Filter, ListQuery } from '@netline/contracts';
import { ScratchDatabase, xorshift32 } from '@netline/testing';
import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { countsDatabase, StatementRecorder, unlessDeadlocked, whileWriting } from './kept-counts.int-fixture';
import { applyListQuery, KeptCountOf, pageOf } from './list-query';
import {
  dropRangeCounts,
  foldRangeCounts,
  keepRangeCounts,
  keptBucketsSql,
  keptRangeCount,
  rangeBucket,
  rangeBucketStart,
  rangeCountKey,
  rangeCountPlan,
  rangeOf,
  RangeScale,
  RangeSubset,
} from './range-counts';
import { keepRowCounts } from './row-counts';

@Entity({ name: 'parcels' })
class Parcel {
  @PrimaryColumn({ type: 'text' }) id!: string;
  @Column({ type: 'text' }) merchantId!: string;
  @Column({ type: 'bigint' }) amount!: string;
  @Column({ type: 'timestamptz', nullable: true }) shippedAt!: Date | null;
  @Column({ type: 'boolean' }) open!: boolean;
}

type Executor = { query(text: string, values?: unknown[]): Promise<unknown> };

const MERCHANTS = ['mer_a', 'mer_b', 'mer_c'];
const FIELDS: Record<string, { column: string; scale: RangeScale }> = {
  amount: { column: 'parcel.amount', scale: 'amount' },
  shipped_at: { column: 'parcel.shipped_at', scale: 'day' },
};
/** The open parcels' shipping days, kept on their own. */
const OPEN: RangeSubset = { name: 'open', where: (row) => `${row}.open`, columns: ['open'] };
const DAY = 86_400_000;
const EPOCH = Date.parse('2026-01-01T00:00:00Z');

/**
 * Kept range counts against real PostgreSQL: the count of any range, read from the kept buckets plus the
 * rows of the buckets its ends cut into, equals `count(*)` of the range's rows at every moment (both read
 * in one snapshot) while writers insert, move rows between buckets (and into and out of a subset, and
 * to and from an empty value), delete and roll back side by side and
 * folds run; and the database puts each value in the bucket the code computes the range's plan with.
 */
describe('kept range counts', () => {
  const recorder = new StatementRecorder();
  const random = xorshift32(47);
  let database: ScratchDatabase;
  let dataSource: DataSource;
  let next = 0;
  const id = () => `par_${String((next += 1)).padStart(6, '0')}`;

  /** Amounts clustered around a few figures (many rows to a bucket) and spread over eight digits; times over 60 days. */
  const anAmount = () => (random(3) === 0 ? 12_300 + random(200) : random(10) ** random(9) + random(1000));
  const aTime = () => new Date(EPOCH + random(60 * DAY) + random(1000));
  const newRows = (count: number) =>
    Array.from({ length: count }, () => ({
      id: id(),
      merchant: MERCHANTS[random(3)],
      amount: anAmount(),
      at: random(8) ? aTime() : null,
      open: random(3) > 0,
    }));
  const insert = (executor: Executor, rows: ReturnType<typeof newRows>) =>
    executor.query('INSERT INTO parcels SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::timestamptz[], $5::boolean[])', [
      rows.map((row) => row.id),
      rows.map((row) => row.merchant),
      rows.map((row) => row.amount),
      rows.map((row) => row.at),
      rows.map((row) => row.open),
    ]);

  /** A random range filter on `field`: one or two ends, any operator, sometimes on a bucket's boundary. */
  function aRange(field: 'amount' | 'shipped_at'): Filter[] {
    const scale = FIELDS[field].scale;
    const value = () => {
      const raw = field === 'amount' ? anAmount() : aTime().getTime();
      const onBoundary = random(3) === 0 ? rangeBucketStart(scale, rangeBucket(scale, raw)) : raw;
      return field === 'amount' ? onBoundary : new Date(onBoundary).toISOString();
    };
    const ops = ['gt', 'gte', 'lt', 'lte'] as const;
    const shape = random(5);
    if (shape === 0) return [{ field, op: 'eq', value: value() }];
    if (shape === 1) return [{ field, op: ops[random(4)], value: value() }];
    const [low, high] = [value(), value()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return [
      { field, op: random(2) ? 'gt' : 'gte', value: low },
      { field, op: random(2) ? 'lt' : 'lte', value: high },
    ];
  }

  const SQL_OPS = { eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<=' } as Record<string, string>;

  /** A range's count as the list reads it (`keptRangeCount`) and as `count(*)`, both on `executor`; of the open parcels only with `open`. */
  async function bothCounts(executor: Executor, scope: string[], filters: Filter[], open = false): Promise<[kept: number, counted: number]> {
    const field = filters[0].field;
    const { scale } = FIELDS[field];
    const column = field === 'amount' ? 'amount' : 'shipped_at';
    const where = [`merchant_id = ANY($1::text[])`, ...filters.map((filter, index) => `${column} ${SQL_OPS[filter.op]} $${index + 2}`)];
    if (open) where.push('open');
    const values: unknown[] = [scope, ...filters.map((filter) => filter.value)];
    const count = async (extra?: { below: number } | { from: number }) => {
      const conditions = [...where];
      const bound = [...values];
      if (extra) {
        bound.push(scale === 'day' ? new Date('below' in extra ? extra.below : extra.from) : 'below' in extra ? extra.below : extra.from);
        conditions.push(`${column} ${'below' in extra ? '<' : '>='} $${bound.length}`);
      }
      const [row] = (await executor.query(`SELECT count(*)::int AS count FROM parcels WHERE ${conditions.join(' AND ')}`, bound)) as Array<{ count: number }>;
      return row.count;
    };
    const range = rangeOf(scale, field, filters);
    if (!range) throw new Error(`not a range: ${JSON.stringify(filters)}`);
    const key = rangeCountKey('parcels', column, open ? OPEN.name : undefined);
    return [await keptRangeCount(executor, key, scope, rangeCountPlan(scale, range), count), await count()];
  }

  /** Forty random ranges' two counts (of amounts, of days, of the open parcels' days), per merchant and for all three, in one snapshot. */
  async function rangeCounts(): Promise<{ kept: number[]; counted: number[] }> {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      const kept: number[] = [];
      const counted: number[] = [];
      for (let check = 0; check < 40; check += 1) {
        const scope = random(4) === 3 ? MERCHANTS : [MERCHANTS[random(3)]];
        const [fromKept, fromRows] = await bothCounts(runner, scope, aRange(check % 3 === 0 ? 'amount' : 'shipped_at'), check % 3 === 2);
        kept.push(fromKept);
        counted.push(fromRows);
      }
      // The open parcels' amounts, summed by day beside their number: a random window of whole days per merchant.
      for (const merchant of MERCHANTS) {
        const from = rangeBucket('day', aTime().getTime());
        const to = from + random(30);
        const [kept_] = (await runner.query(
          `SELECT COALESCE(sum(summed), 0)::text AS summed FROM (${keptBucketsSql({ merchant: '$1', key: '$2', from: '$3', to: '$4' })}) kept`,
          [merchant, rangeCountKey('parcels', 'shipped_at', OPEN.name), from, to],
        )) as Array<{ summed: string }>;
        const [rows] = (await runner.query(
          'SELECT COALESCE(sum(amount), 0)::text AS summed FROM parcels WHERE merchant_id = $1 AND open AND shipped_at >= $2 AND shipped_at < $3',
          [merchant, new Date(rangeBucketStart('day', from)), new Date(rangeBucketStart('day', to + 1))],
        )) as Array<{ summed: string }>;
        kept.push(Number(kept_.summed));
        counted.push(Number(rows.summed));
      }
      await runner.query('COMMIT');
      return { kept, counted };
    } finally {
      await runner.release();
    }
  }

  const agree = ({ kept, counted }: { kept: number[]; counted: number[] }) => expect(kept).toEqual(counted);

  beforeAll(async () => {
    ({ database, dataSource } = await countsDatabase('netline_rangecounttest', [Parcel], recorder));
    await dataSource.query(
      'CREATE TABLE parcels (id text PRIMARY KEY, merchant_id text NOT NULL, amount bigint NOT NULL, shipped_at timestamptz, open boolean NOT NULL)',
    );
    await dataSource.query('CREATE INDEX ON parcels (merchant_id, amount)');
    await dataSource.query('CREATE INDEX ON parcels (merchant_id, shipped_at)');
    // Rows held before the counts are kept: the migration starts from them.
    await insert(dataSource, newRows(300));
    const runner = dataSource.createQueryRunner();
    await runner.startTransaction();
    await keepRowCounts(runner, ['parcels']);
    await keepRangeCounts(runner, 'parcels', 'amount', 'amount');
    await keepRangeCounts(runner, 'parcels', 'shipped_at', 'day');
    await keepRangeCounts(runner, 'parcels', 'shipped_at', 'day', OPEN, 'amount');
    await runner.commitTransaction();
    await runner.release();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('puts each value in the bucket the code computes, and each bucket starts where the code says', async () => {
    const amounts = [0, 1, 999, 1000, 1009, 1010, 9999, 10_000, 12_345, 99_999, 100_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (let sample = 0; sample < 500; sample += 1) amounts.push(random(10) ** random(10) + random(100_000));
    const allAmounts = [...amounts, ...amounts.map((amount) => -amount)];
    const [row] = (await dataSource.query(
      'SELECT array_agg(range_count_bucket_amount(value)::text ORDER BY ordinality) AS buckets FROM unnest($1::bigint[]) WITH ORDINALITY value',
      [allAmounts.map(String)],
    )) as Array<{ buckets: string[] }>;
    expect(row.buckets.map(Number)).toEqual(allAmounts.map((amount) => rangeBucket('amount', amount)));

    const times = [
      '1969-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
      '2026-12-06T23:59:59.999999Z',
      '2026-12-07T00:00:00.000Z',
      '2026-12-06T01:30:00+02:00',
    ];
    for (let sample = 0; sample < 200; sample += 1) times.push(new Date(random(2_000_000_000) * 1000 + random(1000)).toISOString());
    const [days] = (await dataSource.query(
      'SELECT array_agg(range_count_bucket_day(value)::text ORDER BY ordinality) AS buckets FROM unnest($1::timestamptz[]) WITH ORDINALITY value',
      [times],
    )) as Array<{ buckets: string[] }>;
    // Sub-millisecond times fall in the day of their millisecond: both sides floor.
    expect(days.buckets.map(Number)).toEqual(times.map((time) => rangeBucket('day', time)));
  });

  it('starts from the rows the table held', async () => {
    agree(await rangeCounts());
  });

  it('equals count(*) for any range at every moment under concurrent inserts, moves, deletes, rollbacks and folds', async () => {
    const done = { inserted: 0, moved: 0, deleted: 0, rolledBack: 0 };
    const writer = async () => {
      for (let step = 0; step < 50; step += 1) {
        const kind = random(5);
        const merchant = MERCHANTS[random(3)];
        if (kind <= 1) {
          const rows = newRows(1 + random(6));
          await insert(dataSource, rows);
          done.inserted += rows.length;
        } else if (kind === 2) {
          // Some rows to another bucket, some within theirs (a cent more), some to where they were; some
          // into or out of the open ones.
          const [, moved] = await unlessDeadlocked(
            dataSource.query(
              `UPDATE parcels SET amount = CASE $2::int WHEN 0 THEN amount + 1 WHEN 1 THEN $3::bigint ELSE amount END,
                                  shipped_at = CASE WHEN $6::boolean THEN NULL ELSE COALESCE(shipped_at, $7::timestamptz) + make_interval(hours => $4::int) END,
                                  open = CASE WHEN $5::boolean THEN NOT open ELSE open END
                WHERE id IN (SELECT id FROM parcels WHERE merchant_id = $1 ORDER BY random() LIMIT 3)`,
              [merchant, random(3), anAmount(), random(48), random(2) === 0, random(6) === 0, aTime()],
            ) as Promise<[unknown, number]>,
            [[], 0],
          );
          done.moved += moved;
        } else if (kind === 3) {
          const [, deleted] = await unlessDeadlocked(
            dataSource.query('DELETE FROM parcels WHERE id IN (SELECT id FROM parcels WHERE merchant_id = $1 ORDER BY random() LIMIT 2)', [
              merchant,
            ]) as Promise<[unknown, number]>,
            [[], 0],
          );
          done.deleted += deleted;
        } else {
          await dataSource
            .transaction(async (manager) => {
              await insert(manager, newRows(3));
              await manager.query('UPDATE parcels SET amount = amount * 7 WHERE merchant_id = $1', [merchant]);
              throw new Error('rolled back');
            })
            .catch(() => (done.rolledBack += 1));
        }
      }
    };
    const { folds, checks } = await whileWriting(writer, rangeCounts, () => foldRangeCounts(dataSource, 50));

    expect(done.inserted).toBeGreaterThan(150);
    expect(done.moved).toBeGreaterThan(40);
    expect(done.deleted).toBeGreaterThan(30);
    expect(done.rolledBack).toBeGreaterThan(20);
    expect(checks.length).toBeGreaterThan(3);
    for (const counts of checks) agree(counts);
    expect(folds.some((folded) => folded > 0)).toBe(true);
    while ((await foldRangeCounts(dataSource, 50)) > 0);
    const [{ left }] = (await dataSource.query('SELECT count(*)::int AS left FROM range_count_changes')) as Array<{ left: number }>;
    expect(left).toBe(0);
    agree(await rangeCounts());
  });

  it('adds no change for an update that leaves every row in its bucket and every summed value as it was', async () => {
    const changes = async () => ((await dataSource.query('SELECT count(*)::int AS changes FROM range_count_changes')) as Array<{ changes: number }>)[0].changes;
    while ((await foldRangeCounts(dataSource, 1000)) > 0);
    await dataSource.query('UPDATE parcels SET amount = 1000 WHERE amount BETWEEN 1000 AND 1008 AND NOT open AND id IN (SELECT id FROM parcels LIMIT 50)');
    await dataSource.query('UPDATE parcels SET amount = amount, shipped_at = shipped_at, open = open');
    expect(await changes()).toBe(0);
    // The open parcels' amounts are summed: a cent more on one of them is a change of its day's sum.
    await dataSource.query('UPDATE parcels SET amount = amount + 1 WHERE id = (SELECT id FROM parcels WHERE open AND shipped_at IS NOT NULL LIMIT 1)');
    const moved = (await dataSource.query('SELECT counted, summed::int FROM range_count_changes WHERE table_name = $1 ORDER BY id', [
      rangeCountKey('parcels', 'shipped_at', OPEN.name),
    ])) as Array<{ counted: string; summed: number }>;
    expect(moved.map((change) => Number(change.counted))).toEqual([-1, 1]);
    expect(moved[0].summed + moved[1].summed).toBe(1);
  });

  it('pageOf: a range counts the rows of the buckets its ends cut into, and reads the rest from the kept buckets', async () => {
    const listQuery = (filters: Filter[]): ListQuery => ({ limit: 2, page: 0, offset: 0, filters, sort: [], params: {} });
    const kept: KeptCountOf = { table: 'parcels', scope: ['mer_a'], ranges: FIELDS };
    const builder = (query: ListQuery) =>
      applyListQuery(
        dataSource.getRepository(Parcel).createQueryBuilder('parcel').where('parcel.merchant_id = :merchant', { merchant: 'mer_a' }),
        query,
        { amount: 'parcel.amount', shipped_at: 'parcel.shipped_at', id: 'parcel.id' },
        'parcel.id',
      );
    // The list's own counts (TypeORM's), not the ones this test makes to compare.
    const countsOfParcels = () => recorder.statements.filter((statement) => /^SELECT COUNT\(1\) AS "cnt" FROM "parcels"/.test(statement));
    let edges = 0;

    for (let check = 0; check < 30; check += 1) {
      const filters = aRange(check % 2 ? 'amount' : 'shipped_at');
      const before = countsOfParcels().length;
      const page = await pageOf(builder(listQuery(filters)), listQuery(filters), kept);
      const [, counted] = await bothCounts(dataSource, ['mer_a'], filters);
      expect('count' in page && page.count).toBe(counted);
      // Every count it sent was of an edge (one condition more than the merchant and the filters) or of a range inside one bucket.
      const { scale } = FIELDS[filters[0].field];
      const plan = rangeCountPlan(scale, rangeOf(scale, filters[0].field, filters)!);
      for (const statement of countsOfParcels().slice(before)) {
        expect(statement.match(/\$\d+/g)).toHaveLength(filters.length + (plan.within ? 1 : 2));
        if (!plan.within) edges += 1;
      }
    }

    expect(edges).toBeGreaterThan(5);

    // A wide range reads its whole buckets from the kept counts: only its edges are counted.
    const wide: Filter[] = [
      { field: 'amount', op: 'gt', value: 1234 },
      { field: 'amount', op: 'lt', value: 456_789_012 },
    ];
    const before = countsOfParcels().length;
    const page = await pageOf(builder(listQuery(wide)), listQuery(wide), kept);
    expect('count' in page && page.count).toBe((await bothCounts(dataSource, ['mer_a'], wide))[1]);
    expect(countsOfParcels().slice(before)).toHaveLength(2);
  });

  it('refuses a column it cannot bucket', async () => {
    await dataSource.query('ALTER TABLE parcels ADD COLUMN note text');
    const runner = dataSource.createQueryRunner();
    try {
      await expect(keepRangeCounts(runner, 'parcels', 'note', 'amount')).rejects.toThrow(/cannot keep amount range counts/);
      await expect(keepRangeCounts(runner, 'parcels', 'weight', 'amount')).rejects.toThrow(/must exist and be bigint or integer/);
      await expect(keepRangeCounts(runner, 'parcels', 'amount', 'day')).rejects.toThrow(/timestamp with time zone/);
      await expect(keepRangeCounts(runner, 'parcels', 'amount', 'amount', undefined, 'shipped_at')).rejects.toThrow(/shipped_at cannot be summed by bucket/);
    } finally {
      await runner.release();
    }
  });

  it('forgets the counts on TRUNCATE, and drops what it made: one column while another keeps its own, then all with the last', async () => {
    await dataSource.query('TRUNCATE parcels');
    expect(await bothCounts(dataSource, MERCHANTS, [{ field: 'amount', op: 'gt', value: 0 }])).toEqual([0, 0]);
    await insert(dataSource, newRows(20));
    const runner = dataSource.createQueryRunner();
    try {
      await dropRangeCounts(runner, 'parcels', 'amount', 'amount');
      await dropRangeCounts(runner, 'parcels', 'shipped_at', 'day', OPEN);
      expect(await dataSource.query('SELECT DISTINCT table_name FROM range_counts UNION SELECT DISTINCT table_name FROM range_count_changes')).toEqual([
        { table_name: 'parcels.shipped_at' },
      ]);
      const [{ functions }] = (await dataSource.query(
        "SELECT array_agg(proname::text ORDER BY proname) AS functions FROM pg_proc WHERE proname LIKE 'range_count_bucket_%'",
      )) as Array<{
        functions: string[];
      }>;
      expect(functions).toEqual(['range_count_bucket_day']);
      // The 20 rows less those without a shipping time.
      const [kept, counted] = await bothCounts(dataSource, MERCHANTS, [{ field: 'shipped_at', op: 'gte', value: '2025-01-01T00:00:00.000Z' }]);
      expect(kept).toBe(counted);
      expect(counted).toBeGreaterThan(10);
      await dropRangeCounts(runner, 'parcels', 'shipped_at', 'day');
    } finally {
      await runner.release();
    }
    const [{ left }] = (await dataSource.query(
      `SELECT ((SELECT count(*) FROM pg_trigger WHERE tgname LIKE '%range_counts%')
             + (SELECT count(*) FROM pg_class WHERE relname LIKE 'range_count%')
             + (SELECT count(*) FROM pg_proc WHERE proname LIKE 'range_count%' OR proname LIKE '%_range_counts_%'))::int AS left`,
    )) as Array<{ left: number }>;
    expect(left).toBe(0);
  });
});
