import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit decisions are facts, like the ledger's movements: the database refuses to change or remove one,
 * whoever asks. The runtime role has UPDATE and DELETE on its tables, but cannot drop or disable a
 * trigger (only the owner role, which runs the migrations, can), so a compromised service process cannot
 * rewrite a decision or a movement. TRUNCATE is refused on both tables as well.
 */
export class AppendOnlyDecisions1765600000000 implements MigrationInterface {
  name = 'AppendOnlyDecisions1765600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION append_only_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% rows are append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await runner.query(`
      CREATE TRIGGER credit_decisions_no_change BEFORE UPDATE OR DELETE ON credit_decisions
        FOR EACH ROW EXECUTE FUNCTION append_only_refuse()`);
    for (const table of ['credit_decisions', 'credit_ledger']) {
      await runner.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION append_only_refuse()`);
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const table of ['credit_decisions', 'credit_ledger']) await runner.query(`DROP TRIGGER ${table}_no_truncate ON ${table}`);
    await runner.query('DROP TRIGGER credit_decisions_no_change ON credit_decisions');
    await runner.query('DROP FUNCTION append_only_refuse()');
  }
}
