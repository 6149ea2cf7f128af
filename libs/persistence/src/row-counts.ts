import type { QueryRunner } from 'typeorm';

/**
 * Per-merchant row counts kept by the database, so that a list's `count` without a filter reads a few
 * rows instead of counting a merchant's whole table (docs/persistence.md, "Kept row counts").
 *
 * Every statement that inserts or deletes rows of a counted table adds one row to `row_count_changes` per
 * merchant it touched, from a statement-level trigger over its transition table: writers only ever insert,
 * so concurrent writers of one merchant never wait on a shared counter row. `foldRowCounts` moves the
 * changes into `row_counts` (one row per table and merchant) now and then, and a count is the folded
 * figure plus the changes not yet folded, read in one statement, so it sees either side of a fold whole.
 * The changes roll back with the transaction that made them, a TRUNCATE forgets the table's counts, and
 * a row may not move to another merchant (refused), so the count is always the table's own.
 */

/** The shared tables and functions, made once per database by the first migration that keeps a count. */
async function createRowCountTables(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE TABLE IF NOT EXISTS row_counts (
      table_name text NOT NULL,
      merchant_id text NOT NULL,
      counted bigint NOT NULL,
      PRIMARY KEY (table_name, merchant_id)
    )`);
  await runner.query(`
    CREATE TABLE IF NOT EXISTS row_count_changes (
      id bigserial PRIMARY KEY,
      table_name text NOT NULL,
      merchant_id text NOT NULL,
      counted bigint NOT NULL
    )`);
  await runner.query('CREATE INDEX IF NOT EXISTS row_count_changes_merchant_idx ON row_count_changes (table_name, merchant_id) INCLUDE (counted)');
  // One function per kind of statement: a trigger function may name only the transition tables its trigger declares.
  for (const [name, rows, sign] of [
    ['row_counts_added', 'added_rows', ''],
    ['row_counts_removed', 'removed_rows', '-'],
  ] as const) {
    await runner.query(`
      CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO row_count_changes (table_name, merchant_id, counted)
        SELECT TG_TABLE_NAME, merchant_id, ${sign}count(*) FROM ${rows} GROUP BY merchant_id;
        RETURN NULL;
      END $$`);
  }
  await runner.query(`
    CREATE OR REPLACE FUNCTION row_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM row_count_changes WHERE table_name = TG_TABLE_NAME;
      DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
      RETURN NULL;
    END $$`);
  await runner.query(`
    CREATE OR REPLACE FUNCTION row_counts_refuse_move() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'a row of % may not move to another merchant (its merchant''s row count is kept)', TG_TABLE_NAME;
    END $$`);
}

/**
 * A migration's step: keep `tables`' row counts from now on, starting from the rows they hold. The
 * triggers come first and the counts after, in the migration's transaction: creating a trigger locks
 * out writers until it commits, so no row is counted twice or missed.
 */
export async function keepRowCounts(runner: QueryRunner, tables: readonly string[]): Promise<void> {
  await createRowCountTables(runner);
  for (const table of tables) {
    await runner.query(`
      CREATE TRIGGER ${table}_row_counts_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_added()`);
    await runner.query(`
      CREATE TRIGGER ${table}_row_counts_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_removed()`);
    await runner.query(`CREATE TRIGGER ${table}_row_counts_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncated()`);
    await runner.query(`
      CREATE TRIGGER ${table}_row_counts_merchant BEFORE UPDATE OF merchant_id ON ${table}
        FOR EACH ROW WHEN (OLD.merchant_id IS DISTINCT FROM NEW.merchant_id) EXECUTE FUNCTION row_counts_refuse_move()`);
    await runner.query(`INSERT INTO row_counts (table_name, merchant_id, counted) SELECT $1, merchant_id, count(*) FROM ${table} GROUP BY merchant_id`, [
      table,
    ]);
  }
}

/**
 * `keepRowCounts` undone for `tables` (a migration's `down()`): their triggers and counts, and the shared
 * tables and functions once no table of the database keeps a count any more.
 */
export async function dropRowCounts(runner: QueryRunner, tables: readonly string[]): Promise<void> {
  for (const table of [...tables].reverse()) {
    for (const kind of ['merchant', 'truncate', 'delete', 'insert']) await runner.query(`DROP TRIGGER ${table}_row_counts_${kind} ON ${table}`);
  }
  const [{ kept }] = (await runner.query(
    "SELECT count(*)::int AS kept FROM pg_trigger WHERE tgname LIKE '%\\_row\\_counts\\_insert' AND NOT tgisinternal",
  )) as Array<{ kept: number }>;
  if (kept > 0) {
    await runner.query('DELETE FROM row_count_changes WHERE table_name = ANY($1)', [[...tables]]);
    await runner.query('DELETE FROM row_counts WHERE table_name = ANY($1)', [[...tables]]);
    return;
  }
  await runner.query('DROP TABLE row_count_changes');
  await runner.query('DROP TABLE row_counts');
  for (const name of ['row_counts_added', 'row_counts_removed', 'row_counts_truncated', 'row_counts_refuse_move'])
    await runner.query(`DROP FUNCTION ${name}()`);
}

type Executor = { query(text: string, values?: unknown[]): Promise<unknown> };

/** The rows of `table` (one kept by `keepRowCounts`) that belong to `merchants`: the folded counts plus the changes since. */
export async function keptRowCount(executor: Executor, table: string, merchants: readonly string[]): Promise<number> {
  const [row] = (await executor.query(
    `SELECT (COALESCE((SELECT sum(counted) FROM row_counts WHERE table_name = $1 AND merchant_id = ANY($2::text[])), 0)
           + COALESCE((SELECT sum(counted) FROM row_count_changes WHERE table_name = $1 AND merchant_id = ANY($2::text[])), 0))::int AS count`,
    [table, [...merchants]],
  )) as Array<{ count: number }>;
  return row.count;
}

/** How many changes one fold statement moves: a fold never holds many rows' locks at once. */
export const ROW_COUNT_FOLD_BATCH = 10_000;

/**
 * Moves the oldest changes into the counts, at most `ROW_COUNT_FOLD_BATCH` of them, in one statement: the
 * changes it deletes are the ones it adds. A change written meanwhile is left for a later fold; a fold that
 * meets changes another is folding waits for it and skips them. Resolves how many changes it folded (fewer
 * than `ROW_COUNT_FOLD_BATCH`: none are left but those written since). Run one at a time
 * (`RowCountFolder` holds a lock), so two folds never lock the same counts in different orders.
 */
export async function foldRowCounts(executor: Executor): Promise<number> {
  const [row] = (await executor.query(`
    WITH folded AS (
      DELETE FROM row_count_changes WHERE id IN (SELECT id FROM row_count_changes ORDER BY id LIMIT ${ROW_COUNT_FOLD_BATCH})
      RETURNING table_name, merchant_id, counted
    ),
    summed AS (
      INSERT INTO row_counts AS counts (table_name, merchant_id, counted)
      SELECT table_name, merchant_id, sum(counted) FROM folded GROUP BY table_name, merchant_id ORDER BY table_name, merchant_id
      ON CONFLICT (table_name, merchant_id) DO UPDATE SET counted = counts.counted + EXCLUDED.counted
    )
    SELECT count(*)::int AS folded FROM folded`)) as Array<{ folded: number }>;
  return row.folded;
}
