import { MigrationInterface, QueryRunner } from 'typeorm';

/** The orphan sweep looks for charge authorizations by age; this keeps it from reading the whole ledger. */
export class AuthorizationSweep1764700000000 implements MigrationInterface {
  name = 'AuthorizationSweep1764700000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX credit_ledger_charge_authorized_idx ON credit_ledger (created_at) WHERE kind = 'charge_authorized'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX credit_ledger_charge_authorized_idx');
  }
}
