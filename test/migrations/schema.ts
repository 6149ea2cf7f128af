import { Client } from 'pg';

/** Anything that can run a query and return rows: a `pg` client or a TypeORM data source. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

async function rows<T>(db: Queryable, text: string): Promise<T[]> {
  const result = (await db.query(text)) as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/**
 * Everything a migration can change in the `public` schema, keyed by name so two snapshots compare as
 * plain objects (Jest's diff then names exactly what differs). Columns carry their type, nullability and
 * default but not their position: a column dropped and added again takes a new position, and no
 * statement of Netline's depends on column order. A table's storage options (fillfactor) are kept, since
 * a migration sets them.
 */
export interface SchemaSnapshot {
  tables: Record<string, { options: string[]; columns: Record<string, string> }>;
  indexes: Record<string, string>;
  constraints: Record<string, string>;
  triggers: Record<string, string>;
  functions: Record<string, string>;
  sequences: Record<string, string>;
  types: Record<string, string>;
  views: Record<string, string>;
}

export async function schemaSnapshot(db: Queryable): Promise<SchemaSnapshot> {
  const snapshot: SchemaSnapshot = { tables: {}, indexes: {}, constraints: {}, triggers: {}, functions: {}, sequences: {}, types: {}, views: {} };
  for (const table of await rows<{ name: string; options: string[] | null }>(
    db,
    `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  )) {
    snapshot.tables[table.name] = { options: [...(table.options ?? [])].sort(), columns: {} };
  }
  for (const column of await rows<{ table: string; name: string; definition: string }>(
    db,
    `SELECT c.relname AS table, a.attname AS name,
            format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' NOT NULL' ELSE '' END
              || coalesce(' DEFAULT ' || pg_get_expr(d.adbin, d.adrelid), '') AS definition
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  )) {
    snapshot.tables[column.table].columns[column.name] = column.definition;
  }
  for (const index of await rows<{ name: string; definition: string }>(
    db,
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE schemaname = 'public'`,
  )) {
    snapshot.indexes[index.name] = index.definition;
  }
  for (const constraint of await rows<{ name: string; definition: string }>(
    db,
    `SELECT c.relname || '.' || k.conname AS name, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`,
  )) {
    snapshot.constraints[constraint.name] = constraint.definition;
  }
  for (const trigger of await rows<{ name: string; definition: string }>(
    db,
    `SELECT c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal`,
  )) {
    snapshot.triggers[trigger.name] = trigger.definition;
  }
  for (const fn of await rows<{ name: string; definition: string }>(
    db,
    `SELECT p.oid::regprocedure::text AS name, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'`,
  )) {
    snapshot.functions[fn.name] = fn.definition;
  }
  for (const sequence of await rows<{ name: string; definition: string }>(
    db,
    `SELECT sequencename AS name, data_type::text || ' START ' || start_value || ' INCREMENT ' || increment_by AS definition
       FROM pg_sequences WHERE schemaname = 'public'`,
  )) {
    snapshot.sequences[sequence.name] = sequence.definition;
  }
  for (const type of await rows<{ name: string; definition: string }>(
    db,
    `SELECT t.typname AS name, t.typtype::text || ':' || coalesce((SELECT string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid), format_type(t.typbasetype, t.typtypmod)) AS definition
       FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd')`,
  )) {
    snapshot.types[type.name] = type.definition;
  }
  for (const view of await rows<{ name: string; definition: string }>(db, `SELECT viewname AS name, definition FROM pg_views WHERE schemaname = 'public'`)) {
    snapshot.views[view.name] = view.definition;
  }
  return snapshot;
}

/**
 * Every row of every table but TypeORM's `migrations`, each as JSON restricted to the columns `columns` names for its table, sorted:
 * what a down must leave untouched in the tables and columns it does not own.
 */
export async function tableContents(db: Queryable, columns: SchemaSnapshot['tables']): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const [table, { columns: definitions }] of Object.entries(columns)) {
    if (table === 'migrations') continue; // TypeORM's bookkeeping, which every step rewrites
    const names = Object.keys(definitions).sort();
    const found = await rows<{ row: Record<string, unknown> }>(db, `SELECT to_jsonb(t) AS row FROM public.${quote(table)} t`);
    contents[table] = found.map(({ row }) => JSON.stringify(names.map((name) => [name, row[name]]))).sort();
  }
  return contents;
}

/** The tables of `snapshot` that hold no row, but the migrations bookkeeping. */
export async function emptyTables(db: Queryable, snapshot: SchemaSnapshot): Promise<string[]> {
  const empty: string[] = [];
  for (const table of Object.keys(snapshot.tables)) {
    if (table === 'migrations') continue;
    const [{ count }] = await rows<{ count: string }>(db, `SELECT count(*) AS count FROM public.${quote(table)}`);
    if (Number(count) === 0) empty.push(table);
  }
  return empty;
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

/** Runs a file of SQL statements (a schema dump) on one connection, as `psql -f` would without its meta-commands. */
export async function runSqlScript(url: string, script: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(script);
  } finally {
    await client.end();
  }
}
