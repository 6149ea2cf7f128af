import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which payment paid which invoice, and how much, is a money fact: the database refuses to delete an
 * application or to change what it says. Only the two changes billing makes are let through: a later
 * part of the same payment adds to the amount (never lowers it) while the application stands, and a
 * reversal sets `reversed_at` once. The runtime role cannot drop or disable the trigger (only the owner
 * role, which runs the migrations, can), so a compromised service process cannot rewrite history.
 */
export class AppendOnlyApplications1765600000000 implements MigrationInterface {
  name = 'AppendOnlyApplications1765600000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`
      CREATE FUNCTION payment_applications_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'UPDATE' THEN
          RAISE EXCEPTION 'payment_applications rows are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
        END IF;
        IF NEW.merchant_id IS DISTINCT FROM OLD.merchant_id OR NEW.payment_id IS DISTINCT FROM OLD.payment_id
           OR NEW.invoice_id IS DISTINCT FROM OLD.invoice_id OR NEW.applied_at IS DISTINCT FROM OLD.applied_at
           OR (OLD.reversed_at IS NOT NULL AND (NEW.reversed_at IS DISTINCT FROM OLD.reversed_at OR NEW.amount <> OLD.amount))
           OR NEW.amount < OLD.amount THEN
          RAISE EXCEPTION 'payment_applications rows are append-only: only a larger amount or a first reversal may be written'
            USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN NEW;
      END $$`);
    await runner.query(`
      CREATE TRIGGER payment_applications_append_only BEFORE UPDATE OR DELETE ON payment_applications
        FOR EACH ROW EXECUTE FUNCTION payment_applications_guard()`);
    await runner.query(`
      CREATE TRIGGER payment_applications_no_truncate BEFORE TRUNCATE ON payment_applications
        FOR EACH STATEMENT EXECUTE FUNCTION payment_applications_guard()`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP TRIGGER payment_applications_no_truncate ON payment_applications');
    await runner.query('DROP TRIGGER payment_applications_append_only ON payment_applications');
    await runner.query('DROP FUNCTION payment_applications_guard()');
  }
}
