import type { QueryRunner } from 'typeorm';

/**
 * Writes each trigger function of `bodies` (name → PL/pgSQL body between `$$`), replacing one of the same
 * name. The migrations that change what a statement-level trigger keeps write their new bodies, and their
 * `down()` the previous ones, through this one statement.
 */
export async function replaceTriggerFunctions(runner: QueryRunner, bodies: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, body] of Object.entries(bodies)) {
    await runner.query(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$${body}$$`);
  }
}
