import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A payout transaction is a movement of the merchant's money: the database refuses to delete one or to
 * change its amounts, its type, its source or what it refers to. The one change treasury makes is let
 * through: the payout a transaction is paid in (`payout_id`, with `updated_at`), set by a payout run
 * and moved to a new payout when a failed one is retried. The runtime role cannot drop or disable the
 * trigger (only the owner role, which runs the migrations, can).
 */
export class AppendOnlyTransactions1765600000000 implements MigrationInterface {
  name = 'AppendOnlyTransactions1765600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION payout_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'UPDATE' THEN
          RAISE EXCEPTION 'payout_transactions rows are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF (to_jsonb(NEW) - 'payout_id' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'payout_id' - 'updated_at') THEN
          RAISE EXCEPTION 'payout_transactions rows are append-only: only the payout they are paid in may change'
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER payout_transactions_append_only BEFORE UPDATE OR DELETE ON payout_transactions
        FOR EACH ROW EXECUTE FUNCTION payout_transactions_guard()`);
    await runner.query(`
      CREATE TRIGGER payout_transactions_no_truncate BEFORE TRUNCATE ON payout_transactions
        FOR EACH STATEMENT EXECUTE FUNCTION payout_transactions_guard()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER payout_transactions_no_truncate ON payout_transactions');
    await runner.query('DROP TRIGGER payout_transactions_append_only ON payout_transactions');
    await runner.query('DROP FUNCTION payout_transactions_guard()');
  }
}
