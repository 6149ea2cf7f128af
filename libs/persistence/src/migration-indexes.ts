import type { QueryRunner } from 'typeorm';

/** An index a migration adds: its name and what follows `ON` (table, columns, optional `WHERE`). */
export type IndexDefinition = readonly [name: string, definition: string];

/**
 * Creates the indexes in order, in the migration's transaction. `IF NOT EXISTS` keeps an index an operator
 * built `CONCURRENTLY` under the same name ahead of the release (docs/persistence.md, "Indexes for lists").
 */
export async function createIndexes(runner: QueryRunner, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const [name, definition] of indexes) await runner.query(`CREATE INDEX IF NOT EXISTS ${name} ON ${definition}`);
}

/** Drops exactly the indexes `createIndexes` made, newest first: a migration's `down()`. */
export async function dropIndexes(runner: QueryRunner, indexes: readonly IndexDefinition[]): Promise<void> {
  for (const [name] of [...indexes].reverse()) await runner.query(`DROP INDEX ${name}`);
}
