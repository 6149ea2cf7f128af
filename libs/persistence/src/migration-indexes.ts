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

/**
 * Swaps one set of indexes for another: creates `wanted`, then drops `replaced` (a migration's `up`; its
 * `down` is the same call with the two swapped). The new indexes carry new names, so one an operator built
 * `CONCURRENTLY` ahead of the release is kept (`createIndexes`).
 */
export async function replaceIndexes(runner: QueryRunner, wanted: readonly IndexDefinition[], replaced: readonly IndexDefinition[]): Promise<void> {
  await createIndexes(runner, wanted);
  await dropIndexes(runner, replaced);
}
