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
 * The statement-level triggers that count what a statement wrote to `table`: `<name>_insert` runs
 * `<functions>_added()` over the inserted rows (`added_rows`), `<name>_delete` runs `<functions>_removed()`
 * over the deleted ones (`removed_rows`). The functions are the caller's.
 */
export async function createCountingTriggers(runner: QueryRunner, table: string, name: string, functions: string): Promise<void> {
  await runner.query(`
    CREATE TRIGGER ${name}_insert AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS added_rows FOR EACH STATEMENT EXECUTE FUNCTION ${functions}_added()`);
  await runner.query(`
    CREATE TRIGGER ${name}_delete AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION ${functions}_removed()`);
}

/**
 * A migration's step: keep `tables`' row counts from now on, starting from the rows they hold. The
 * triggers come first and the counts after, in the migration's transaction: creating a trigger locks
 * out writers until it commits, so no row is counted twice or missed.
 */
export async function keepRowCounts(runner: QueryRunner, tables: readonly string[]): Promise<void> {
  await createRowCountTables(runner);
  for (const table of tables) {
    await createCountingTriggers(runner, table, `${table}_row_counts`, 'row_counts');
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

/**
 * The key under which the rows of `table` holding `value` in `column` are counted (one of its kept facets,
 * `keepFacetCounts`): `invoices.fully_paid=false`. The value is written as PostgreSQL writes it as text.
 */
export function facetCountKey(table: string, column: string, value: string | number | boolean): string {
  return `${table}.${column}=${String(value)}`;
}

/** The SQL of the facet keys of one row of `table` (named `row`), one per column: what `facetCountKey` answers. */
function facetKeysOf(table: string, columns: readonly string[], row: string): string {
  return columns.map((column) => `('${table}.${column}=' || ${row}.${column}::text)`).join(', ');
}

/**
 * A migration's step, after `keepRowCounts(runner, [table])`: keep, beside the table's own count, each
 * merchant's count of its rows per value of each of `columns` (its facets: a filter a list offers on a
 * column of a few values, such as a flag, a type or a state), so that a page filtered on one of them
 * answers its `count` from the kept figure too. A facet column must be NOT NULL, and boolean, text or an
 * enum. Inserts and deletes are counted per statement, as the table's own count is; an update counts only
 * when it changes a facet's value (a row-level trigger, which alone may watch given columns), moving one
 * row from the old value's count to the new one's.
 */
export async function keepFacetCounts(runner: QueryRunner, table: string, columns: readonly string[]): Promise<void> {
  const described = (await runner.query(
    `SELECT column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_name = ANY($2::text[])`,
    [table, [...columns]],
  )) as Array<{ column_name: string; data_type: string; is_nullable: string }>;
  for (const column of columns) {
    const found = described.find((row) => row.column_name === column);
    if (!found || found.is_nullable !== 'NO' || !['boolean', 'text', 'character varying', 'USER-DEFINED'].includes(found.data_type)) {
      throw new Error(`${table}.${column} cannot be a kept facet: it must exist, be NOT NULL, and be boolean, text or an enum`);
    }
  }
  await runner.query(`
    CREATE OR REPLACE FUNCTION row_counts_facet_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO row_count_changes (table_name, merchant_id, counted) VALUES
        (TG_TABLE_NAME || '.' || TG_ARGV[0] || '=' || (to_jsonb(OLD) ->> TG_ARGV[0]), OLD.merchant_id, -1),
        (TG_TABLE_NAME || '.' || TG_ARGV[0] || '=' || (to_jsonb(NEW) ->> TG_ARGV[0]), NEW.merchant_id, 1);
      RETURN NULL;
    END $$`);
  await runner.query(`
    CREATE OR REPLACE FUNCTION row_counts_facets_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM row_count_changes WHERE left(table_name, length(TG_TABLE_NAME) + 1) = TG_TABLE_NAME || '.';
      DELETE FROM row_counts WHERE left(table_name, length(TG_TABLE_NAME) + 1) = TG_TABLE_NAME || '.';
      RETURN NULL;
    END $$`);
  // The statement-level functions name the table's facet columns, so each table has its own pair.
  for (const [kind, rows, sign] of [
    ['added', 'added_rows', ''],
    ['removed', 'removed_rows', '-'],
  ] as const) {
    await runner.query(`
      CREATE FUNCTION ${table}_facet_counts_${kind}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO row_count_changes (table_name, merchant_id, counted)
        SELECT facet, merchant_id, ${sign}count(*) FROM ${rows} row, LATERAL (VALUES ${facetKeysOf(table, columns, 'row')}) AS facets (facet)
         GROUP BY facet, merchant_id;
        RETURN NULL;
      END $$`);
  }
  await createCountingTriggers(runner, table, `${table}_facet_counts`, `${table}_facet_counts`);
  await runner.query(
    `CREATE TRIGGER ${table}_facet_counts_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION row_counts_facets_truncated()`,
  );
  for (const column of columns) {
    await runner.query(`
      CREATE TRIGGER ${table}_facet_counts_${column} AFTER UPDATE OF ${column} ON ${table}
        FOR EACH ROW WHEN (OLD.${column} IS DISTINCT FROM NEW.${column}) EXECUTE FUNCTION row_counts_facet_moved('${column}')`);
  }
  await runner.query(`
    INSERT INTO row_counts (table_name, merchant_id, counted)
    SELECT facet, merchant_id, count(*) FROM ${table} row, LATERAL (VALUES ${facetKeysOf(table, columns, 'row')}) AS facets (facet)
     GROUP BY facet, merchant_id`);
}

/** `keepFacetCounts` undone (a migration's `down()`), the shared functions with the last table's facets. */
export async function dropFacetCounts(runner: QueryRunner, table: string, columns: readonly string[]): Promise<void> {
  for (const column of [...columns].reverse()) await runner.query(`DROP TRIGGER ${table}_facet_counts_${column} ON ${table}`);
  for (const kind of ['truncate', 'delete', 'insert']) await runner.query(`DROP TRIGGER ${table}_facet_counts_${kind} ON ${table}`);
  for (const kind of ['removed', 'added']) await runner.query(`DROP FUNCTION ${table}_facet_counts_${kind}()`);
  const prefix = `${table}.`;
  await runner.query('DELETE FROM row_count_changes WHERE left(table_name, length($1)) = $1', [prefix]);
  await runner.query('DELETE FROM row_counts WHERE left(table_name, length($1)) = $1', [prefix]);
  const [{ kept }] = (await runner.query(
    "SELECT count(*)::int AS kept FROM pg_trigger WHERE tgname LIKE '%\\_facet\\_counts\\_insert' AND NOT tgisinternal",
  )) as Array<{ kept: number }>;
  if (kept === 0) for (const name of ['row_counts_facets_truncated', 'row_counts_facet_moved']) await runner.query(`DROP FUNCTION ${name}()`);
}

/**
 * A migration's steps keeping the facet counts of several tables (`keepFacetCounts`, each after its table's
 * own count) and, going down, dropping them in the reverse order: `up = steps.up; down = steps.down`.
 */
export function facetCountSteps(facets: ReadonlyArray<readonly [table: string, columns: readonly string[]]>): {
  up(runner: QueryRunner): Promise<void>;
  down(runner: QueryRunner): Promise<void>;
} {
  return {
    async up(runner) {
      for (const [table, columns] of facets) await keepFacetCounts(runner, table, columns);
    },
    async down(runner) {
      for (const [table, columns] of [...facets].reverse()) await dropFacetCounts(runner, table, columns);
    },
  };
}

/**
 * The kept count that answers a list's `count` for `filters`, if one does: the table's own without a
 * filter, a facet's for a single `eq` filter on one of `facets`, otherwise none (the matches are counted).
 */
export function keptCountKey(
  table: string,
  facets: readonly string[],
  filters: ReadonlyArray<{ field: string; op: string; value: string | number | boolean }>,
): string | null {
  if (filters.length === 0) return table;
  const [only] = filters;
  return filters.length === 1 && only.op === 'eq' && facets.includes(only.field) ? facetCountKey(table, only.field, only.value) : null;
}

type Executor = { query(text: string, values?: unknown[]): Promise<unknown> };

/**
 * The rows of `table` (one kept by `keepRowCounts`, or a facet's key, `facetCountKey`) that belong to `merchants`: the folded
 * counts plus the changes since.
 */
export async function keptRowCount(executor: Executor, table: string, merchants: readonly string[]): Promise<number> {
  return keptSum(executor, ROW_COUNT_TABLES, 'table_name = $1 AND merchant_id = ANY($2::text[])', [table, [...merchants]]);
}

/**
 * A kind of kept count's two tables: the folded `counts`, whose primary key is `keys`, and the `changes`
 * written since (the same columns, with an `id` in the order they were written); `measures` are the
 * columns a fold adds up (`counted`, and for the range counts `summed` too).
 */
export interface KeptCountTables {
  counts: string;
  changes: string;
  keys: readonly string[];
  measures: readonly string[];
}

export const ROW_COUNT_TABLES: KeptCountTables = {
  counts: 'row_counts',
  changes: 'row_count_changes',
  keys: ['table_name', 'merchant_id'],
  measures: ['counted'],
};

/** The folded counts plus the changes since of the rows `where` picks in both of `tables`, read in one statement. */
export async function keptSum(executor: Executor, tables: KeptCountTables, where: string, values: unknown[]): Promise<number> {
  const [row] = (await executor.query(
    `SELECT (COALESCE((SELECT sum(counted) FROM ${tables.counts} WHERE ${where}), 0)
           + COALESCE((SELECT sum(counted) FROM ${tables.changes} WHERE ${where}), 0))::bigint AS count`,
    values,
  )) as Array<{ count: string }>;
  return Number(row.count);
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
  return foldCountChanges(executor, ROW_COUNT_TABLES, ROW_COUNT_FOLD_BATCH);
}

/** `foldRowCounts` for either kind of kept count: at most `batch` of `tables`' oldest changes, in one statement. */
export async function foldCountChanges(executor: Executor, tables: KeptCountTables, batch: number): Promise<number> {
  const keys = tables.keys.join(', ');
  const measures = tables.measures.join(', ');
  const [row] = (await executor.query(`
    WITH folded AS (
      DELETE FROM ${tables.changes} WHERE id IN (SELECT id FROM ${tables.changes} ORDER BY id LIMIT ${Number(batch)})
      RETURNING ${keys}, ${measures}
    ),
    added AS (
      INSERT INTO ${tables.counts} AS counts (${keys}, ${measures})
      SELECT ${keys}, ${tables.measures.map((measure) => `sum(${measure})`).join(', ')} FROM folded GROUP BY ${keys} ORDER BY ${keys}
      ON CONFLICT (${keys}) DO UPDATE SET ${tables.measures.map((measure) => `${measure} = counts.${measure} + EXCLUDED.${measure}`).join(', ')}
    )
    SELECT count(*)::int AS folded FROM folded`)) as Array<{ folded: number }>;
  return row.folded;
}
