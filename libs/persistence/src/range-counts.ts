import type { Filter } from '@netline/contracts';
import type { QueryRunner } from 'typeorm';
import { createCountingTriggers, foldCountChanges, KeptCountTables, keptSum } from './row-counts';

/**
 * Per-merchant counts of a column's values by bucket, so that a list filtered on a range of that column
 * (`amount_due` between two figures, a `created_at` window) answers its `count` from the buckets the range
 * covers whole, and counts only the rows of the one or two buckets its ends cut into
 * (docs/persistence.md, "Kept range counts"). A bucket can keep the sum of another column of its rows
 * beside their number (open balances by due day), for a report that sums a range the same way. Kept as
 * the row counts are (`row-counts.ts`): writers only insert changes, one per merchant and bucket a
 * statement touched, and `RowCountFolder` folds them.
 */

/**
 * How a column's values fall into buckets.
 * - `amount`: an integer amount in cents, bucketed by its first three digits: every value under 1,000 is
 *   its own bucket, and above, a bucket spans at most 1% of its values (12,300–12,399 cents). A range's
 *   ends then cut into buckets of a few rows each, however amounts are spread.
 * - `day`: a time, bucketed by its UTC day.
 */
export type RangeScale = 'amount' | 'day';

const DAY_MS = 86_400_000;

/** The bucket of a non-negative amount: itself under 1,000, else 1,000 + 900 per further digit + its first three digits. */
function amountBucket(value: number): number {
  if (value < 1000) return value;
  const digits = String(value);
  return 1000 + (digits.length - 4) * 900 + (Number(digits.slice(0, 3)) - 100);
}

/** The first value of a non-negative amount bucket. */
function amountBucketStart(bucket: number): number {
  if (bucket < 1000) return bucket;
  const decade = Math.floor((bucket - 1000) / 900);
  return (100 + ((bucket - 1000) % 900)) * 10 ** (decade + 1);
}

/**
 * A value's bucket under `scale`, as the database computes it (`range_count_bucket_*`): amounts as
 * integers of cents (negative ones mirror the positive: -12,345 falls in minus the bucket of 12,345),
 * times as ISO strings or epoch milliseconds.
 */
export function rangeBucket(scale: RangeScale, value: number | string): number {
  if (scale === 'day') return Math.floor((typeof value === 'number' ? value : Date.parse(value)) / DAY_MS);
  const amount = Number(value);
  if (amount === 0) return 0; // -0 too
  return amount > 0 ? amountBucket(amount) : -amountBucket(-amount);
}

/** The lowest value of `bucket` under `scale`: cents, or the epoch milliseconds of the day's start. */
export function rangeBucketStart(scale: RangeScale, bucket: number): number {
  if (scale === 'day') return bucket * DAY_MS;
  if (bucket >= 0) return amountBucketStart(bucket);
  // A negative bucket holds minus the values of its mirror; its lowest value is minus the mirror's highest.
  return -(amountBucketStart(-bucket + 1) - 1);
}

/** The SQL of `rangeBucket` (the triggers' side): one IMMUTABLE function per scale. */
const BUCKET_FUNCTIONS: Record<RangeScale, string> = {
  amount: `
    CREATE OR REPLACE FUNCTION range_count_bucket_amount(value bigint) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT AS $$
      SELECT CASE
        WHEN value >= 1000 THEN 1000 + (length(value::text) - 4) * 900 + (left(value::text, 3)::bigint - 100)
        WHEN value <= -1000 THEN -(1000 + (length((-value)::text) - 4) * 900 + (left((-value)::text, 3)::bigint - 100))
        ELSE value
      END
    $$`,
  // The epoch of a timestamptz does not depend on the session's time zone, so the day is immutable.
  day: `
    CREATE OR REPLACE FUNCTION range_count_bucket_day(value timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE STRICT AS $$
      SELECT floor(extract(epoch FROM value) / 86400)::bigint
    $$`,
};

const COLUMN_TYPES: Record<RangeScale, readonly string[]> = {
  amount: ['bigint', 'integer'],
  day: ['timestamp with time zone'],
};

/**
 * A subset of a table's rows whose buckets are kept on their own (`invoices.due_at:collectable`): its name,
 * the condition a row meets to be in it, as SQL over a row alias, and the columns that condition reads (an
 * update of one of them may move a row in or out).
 */
export interface RangeSubset {
  name: string;
  where: (row: string) => string;
  columns: readonly string[];
}

/** The key a column's buckets (of all rows, or of a subset) are kept under in `range_counts`: `invoices.amount_due`. */
export function rangeCountKey(table: string, column: string, subset?: string): string {
  return subset ? `${table}.${column}:${subset}` : `${table}.${column}`;
}

/** The range counts' two tables: a merchant's buckets of one key are one range of the primary key. */
const RANGE_COUNT_TABLES: KeptCountTables = {
  counts: 'range_counts',
  changes: 'range_count_changes',
  keys: ['merchant_id', 'table_name', 'bucket'],
  measures: ['counted', 'summed'],
};

async function createRangeCountTables(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE TABLE IF NOT EXISTS range_counts (
      table_name text NOT NULL,
      merchant_id text NOT NULL,
      bucket bigint NOT NULL,
      counted bigint NOT NULL,
      summed bigint NOT NULL,
      PRIMARY KEY (merchant_id, table_name, bucket)
    )`);
  await runner.query(`
    CREATE TABLE IF NOT EXISTS range_count_changes (
      id bigserial PRIMARY KEY,
      table_name text NOT NULL,
      merchant_id text NOT NULL,
      bucket bigint NOT NULL,
      counted bigint NOT NULL,
      summed bigint NOT NULL
    )`);
  await runner.query(
    'CREATE INDEX IF NOT EXISTS range_count_changes_merchant_idx ON range_count_changes (merchant_id, table_name, bucket) INCLUDE (counted, summed)',
  );
  await runner.query(`
    CREATE OR REPLACE FUNCTION range_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM range_count_changes WHERE left(table_name, length(TG_TABLE_NAME) + 1) = TG_TABLE_NAME || '.';
      DELETE FROM range_counts WHERE left(table_name, length(TG_TABLE_NAME) + 1) = TG_TABLE_NAME || '.';
      RETURN NULL;
    END $$`);
}

/** The name of the triggers and functions that keep `table.column`'s buckets (of a subset). */
const keeper = (table: string, column: string, subset?: RangeSubset) => `${table}_${column}${subset ? `_${subset.name}` : ''}_range_counts`;

/**
 * A migration's step, after `keepRowCounts(runner, [table])` (whose trigger keeps rows from moving to
 * another merchant): keep each merchant's count of `table`'s rows (or of a `subset` of them) per bucket of
 * `column` under `scale`, starting from the rows the table holds (a row without a value in no bucket), and
 * with `sum` (a NOT NULL integer column), the sum of that column over each bucket's rows. Inserts and
 * deletes are counted per statement, over its transition table; an update counts only when it moves a row
 * to another bucket, into or out of the subset, or changes the summed value (a row-level trigger on the
 * columns read, with both sides compared in its WHEN), so most updates of a counted-only column write
 * nothing. The triggers come before the counts, in the migration's transaction, so no row is counted twice
 * or missed.
 */
export async function keepRangeCounts(
  runner: QueryRunner,
  table: string,
  column: string,
  scale: RangeScale,
  subset?: RangeSubset,
  sum?: string,
): Promise<void> {
  const describe = async (name: string) =>
    (
      (await runner.query(
        `SELECT data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
        [table, name],
      )) as Array<{ data_type: string; is_nullable: string }>
    )[0];
  const described = await describe(column);
  if (!described || !COLUMN_TYPES[scale].includes(described.data_type)) {
    throw new Error(`${table}.${column} cannot keep ${scale} range counts: it must exist and be ${COLUMN_TYPES[scale].join(' or ')}`);
  }
  if (sum !== undefined) {
    const summed = await describe(sum);
    if (!summed || !COLUMN_TYPES.amount.includes(summed.data_type) || summed.is_nullable !== 'NO') {
      throw new Error(`${table}.${sum} cannot be summed by bucket: it must exist, be bigint or integer, and be NOT NULL`);
    }
  }
  await createRangeCountTables(runner);
  await runner.query(BUCKET_FUNCTIONS[scale]);
  const name = keeper(table, column, subset);
  const key = rangeCountKey(table, column, subset?.name);
  const bucket = (row: string) => `range_count_bucket_${scale}(${row}.${column})`;
  // A range never matches an empty value, so a row without one is in no bucket.
  const conditions = (row: string) => [
    ...(described.is_nullable === 'YES' ? [`${row}.${column} IS NOT NULL`] : []),
    ...(subset ? [`(${subset.where(row)})`] : []),
  ];
  const member = (row: string) => conditions(row).join(' AND ') || 'true';
  // A row's place in the counts: its bucket while it is in the subset, none outside it; and what it adds to its bucket's sum there.
  const place = (row: string) => (subset ? `CASE WHEN ${member(row)} THEN ${bucket(row)} END` : bucket(row));
  const value = (row: string) => (sum ? `${row}.${sum}` : '0');
  const placed = (row: string) => (sum ? `ROW(${place(row)}, CASE WHEN ${member(row)} THEN ${value(row)} END)` : `(${place(row)})`);
  for (const [kind, rows, sign] of [
    ['added', 'added_rows', ''],
    ['removed', 'removed_rows', '-'],
  ] as const) {
    await runner.query(`
      CREATE FUNCTION ${name}_${kind}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO range_count_changes (table_name, merchant_id, bucket, counted, summed)
        SELECT '${key}', merchant_id, ${bucket('row')}, ${sign}count(*), ${sign}sum(${value('row')})
          FROM ${rows} row WHERE ${member('row')} GROUP BY merchant_id, ${bucket('row')};
        RETURN NULL;
      END $$`);
  }
  await runner.query(`
    CREATE FUNCTION ${name}_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO range_count_changes (table_name, merchant_id, bucket, counted, summed)
      SELECT '${key}', OLD.merchant_id, ${bucket('OLD')}, -1, -${value('OLD')} WHERE ${member('OLD')}
      UNION ALL
      SELECT '${key}', NEW.merchant_id, ${bucket('NEW')}, 1, ${value('NEW')} WHERE ${member('NEW')};
      RETURN NULL;
    END $$`);
  await createCountingTriggers(runner, table, name, name);
  const watched = [...new Set([column, ...(subset?.columns ?? []), ...(sum ? [sum] : [])])].join(', ');
  await runner.query(`
    CREATE TRIGGER ${name}_update AFTER UPDATE OF ${watched} ON ${table}
      FOR EACH ROW WHEN (${placed('OLD')} IS DISTINCT FROM ${placed('NEW')}) EXECUTE FUNCTION ${name}_moved()`);
  await runner.query(`CREATE TRIGGER ${name}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION range_counts_truncated()`);
  await runner.query(
    `INSERT INTO range_counts (table_name, merchant_id, bucket, counted, summed)
     SELECT $1, merchant_id, ${bucket('row')}, count(*), sum(${value('row')}) FROM ${table} row WHERE ${member('row')} GROUP BY merchant_id, ${bucket('row')}`,
    [key],
  );
}

/**
 * `keepRangeCounts` undone (a migration's `down()`): the column's (or subset's) triggers, functions and
 * counts, and the shared tables and functions once no column of the database keeps range counts any more.
 */
export async function dropRangeCounts(runner: QueryRunner, table: string, column: string, scale: RangeScale, subset?: RangeSubset): Promise<void> {
  const name = keeper(table, column, subset);
  for (const kind of ['truncate', 'update', 'delete', 'insert']) await runner.query(`DROP TRIGGER ${name}_${kind} ON ${table}`);
  for (const kind of ['moved', 'removed', 'added']) await runner.query(`DROP FUNCTION ${name}_${kind}()`);
  const [{ kept, ofScale }] = (await runner.query(
    `SELECT (SELECT count(*)::int FROM pg_trigger WHERE tgname LIKE '%\\_range\\_counts\\_insert' AND NOT tgisinternal) AS kept,
            (SELECT count(*)::int FROM pg_proc WHERE proname LIKE '%\\_range\\_counts\\_added' AND prosrc LIKE '%range_count_bucket_' || $1 || '(%') AS "ofScale"`,
    [scale],
  )) as Array<{ kept: number; ofScale: number }>;
  // The bucket function goes with the last column of its scale, the shared tables with the last column of all.
  if (ofScale === 0) await runner.query(`DROP FUNCTION range_count_bucket_${scale}(${scale === 'amount' ? 'bigint' : 'timestamptz'})`);
  if (kept > 0) {
    const key = rangeCountKey(table, column, subset?.name);
    await runner.query('DELETE FROM range_count_changes WHERE table_name = $1', [key]);
    await runner.query('DELETE FROM range_counts WHERE table_name = $1', [key]);
    return;
  }
  await runner.query('DROP TABLE range_count_changes');
  await runner.query('DROP TABLE range_counts');
  await runner.query('DROP FUNCTION range_counts_truncated()');
}

type Executor = { query(text: string, values?: unknown[]): Promise<unknown> };

/**
 * Moves the oldest range changes into their counts, at most `batch` of them, in one statement (as
 * `foldRowCounts` does for the row counts). Resolves how many it folded.
 */
export async function foldRangeCounts(executor: Executor, batch: number): Promise<number> {
  return foldCountChanges(executor, RANGE_COUNT_TABLES, batch);
}

/** Whether the database keeps any range counts (a service folds them only then). */
export async function keepsRangeCounts(executor: Executor): Promise<boolean> {
  const [row] = (await executor.query("SELECT to_regclass('range_count_changes') IS NOT NULL AS kept")) as Array<{ kept: boolean }>;
  return row.kept;
}

/** One end of a range filter: its value (cents, or epoch milliseconds) and whether it is itself included. */
interface RangeEnd {
  value: number;
  inclusive: boolean;
}

/**
 * The ends of a range that `filters` make on `field`, when every filter is on that field and compares it
 * with `gt`, `gte`, `lt`, `lte` or `eq` (two ends of a side: the tighter); otherwise `null`, and the
 * matches are counted. An integer amount's exclusive end is made inclusive (`gt 100` is `gte 101`).
 */
export function rangeOf(scale: RangeScale, field: string, filters: readonly Filter[]): { lower?: RangeEnd; upper?: RangeEnd } | null {
  if (filters.length === 0 || filters.some((filter) => filter.field !== field)) return null;
  let lower: RangeEnd | undefined;
  let upper: RangeEnd | undefined;
  const tighter = (current: RangeEnd | undefined, next: RangeEnd, side: 1 | -1) =>
    !current || side * (next.value - current.value) > 0 || (next.value === current.value && !next.inclusive) ? next : current;
  for (const filter of filters) {
    const value = scale === 'day' ? Date.parse(String(filter.value)) : Number(filter.value);
    if (!Number.isFinite(value) || (scale === 'amount' && !Number.isInteger(value))) return null;
    const integer = scale === 'amount';
    switch (filter.op) {
      case 'gt':
        lower = tighter(lower, integer ? { value: value + 1, inclusive: true } : { value, inclusive: false }, 1);
        break;
      case 'gte':
        lower = tighter(lower, { value, inclusive: true }, 1);
        break;
      case 'lt':
        upper = tighter(upper, integer ? { value: value - 1, inclusive: true } : { value, inclusive: false }, -1);
        break;
      case 'lte':
        upper = tighter(upper, { value, inclusive: true }, -1);
        break;
      case 'eq':
        lower = tighter(lower, { value, inclusive: true }, 1);
        upper = tighter(upper, { value, inclusive: true }, -1);
        break;
      default:
        return null;
    }
  }
  return { lower, upper };
}

/**
 * How a range's count is read: the kept counts of the buckets it covers whole (`from`..`to`, inclusive,
 * `null` for no end), and the rows it counts itself, in the bucket its lower end cuts into (values below
 * `lowerEdgeBelow`) and in the one its upper end cuts into (values from `upperEdgeFrom`). A range inside
 * one bucket is counted whole (`within`).
 */
export type RangeCountPlan =
  { within: true } | { within: false; from: number | null; to: number | null; lowerEdgeBelow: number | null; upperEdgeFrom: number | null };

export function rangeCountPlan(scale: RangeScale, range: { lower?: RangeEnd; upper?: RangeEnd }): RangeCountPlan {
  const { lower, upper } = range;
  const low = lower ? rangeBucket(scale, lower.value) : null;
  const high = upper ? rangeBucket(scale, upper.value) : null;
  if (low !== null && high !== null && low >= high) return { within: true };
  let from: number | null = null;
  let lowerEdgeBelow: number | null = null;
  if (low !== null && lower) {
    // The lower end's bucket is covered whole when the range starts at the bucket's first value.
    if (lower.inclusive && lower.value === rangeBucketStart(scale, low)) from = low;
    else [from, lowerEdgeBelow] = [low + 1, rangeBucketStart(scale, low + 1)];
  }
  let to: number | null = null;
  let upperEdgeFrom: number | null = null;
  if (high !== null && upper) {
    const next = rangeBucketStart(scale, high + 1);
    const start = rangeBucketStart(scale, high);
    // Ending just before a bucket leaves it out; ending on its last value (an amount) covers it whole.
    if (!upper.inclusive && upper.value === start) to = high - 1;
    else if (upper.inclusive && scale === 'amount' && upper.value === next - 1) to = high;
    else [to, upperEdgeFrom] = [high - 1, start];
  }
  return { within: false, from, to, lowerEdgeBelow, upperEdgeFrom };
}

const LOWEST_BUCKET = '-9223372036854775808';
const HIGHEST_BUCKET = '9223372036854775807';

/**
 * The SQL of one merchant's kept buckets of one key, folded and not yet folded together, as rows of
 * `(bucket, counted, summed)` (both bigint), for a statement that reads them beside the rows of its edge
 * buckets in one snapshot. Its arguments are the statement's placeholders: the merchant, the key
 * (`rangeCountKey`), and optionally the lowest and highest bucket (bigint, inclusive).
 */
export function keptBucketsSql(params: { merchant: string; key: string; from?: string; to?: string }): string {
  const where = [
    `merchant_id = ${params.merchant}`,
    `table_name = ${params.key}`,
    ...(params.from ? [`bucket >= ${params.from}::bigint`] : []),
    ...(params.to ? [`bucket <= ${params.to}::bigint`] : []),
  ].join(' AND ');
  return `SELECT bucket, sum(counted)::bigint AS counted, sum(summed)::bigint AS summed FROM (
      SELECT bucket, counted, summed FROM range_counts WHERE ${where}
      UNION ALL
      SELECT bucket, counted, summed FROM range_count_changes WHERE ${where}
    ) AS kept GROUP BY bucket`;
}

/**
 * The kept rows of `key` (`rangeCountKey`) of `merchants` in the buckets `from`..`to` (inclusive; `null`
 * for no end): the folded counts plus the changes since, read in one statement.
 */
export async function keptBucketsCount(executor: Executor, key: string, merchants: readonly string[], from: number | null, to: number | null): Promise<number> {
  if (from !== null && to !== null && from > to) return 0;
  const values = [[...merchants], key, from === null ? LOWEST_BUCKET : String(from), to === null ? HIGHEST_BUCKET : String(to)];
  return keptSum(executor, RANGE_COUNT_TABLES, 'merchant_id = ANY($1::text[]) AND table_name = $2 AND bucket BETWEEN $3::bigint AND $4::bigint', values);
}

/**
 * A range filter's count from its plan: `countMatches(extra)` counts the list's matches with one more
 * condition on the column (`below` or `from` a value, or none), the rest comes from the kept buckets.
 */
export async function keptRangeCount(
  executor: Executor,
  key: string,
  merchants: readonly string[],
  plan: RangeCountPlan,
  countMatches: (extra?: { below: number } | { from: number }) => Promise<number>,
): Promise<number> {
  if (plan.within) return countMatches();
  const counts = await Promise.all([
    keptBucketsCount(executor, key, merchants, plan.from, plan.to),
    plan.lowerEdgeBelow === null ? 0 : countMatches({ below: plan.lowerEdgeBelow }),
    plan.upperEdgeFrom === null ? 0 : countMatches({ from: plan.upperEdgeFrom }),
  ]);
  return counts[0] + counts[1] + counts[2];
}
