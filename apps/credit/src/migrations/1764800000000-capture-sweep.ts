import { MigrationInterface, QueryRunner } from 'typeorm';

/** The orphan sweep looks for charge captures by age too; like authorizations', without reading the whole ledger. */
export class CaptureSweep1764800000000 implements MigrationInterface {
  name = 'CaptureSweep1764800000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`CREATE INDEX credit_ledger_charge_captured_idx ON credit_ledger (created_at) WHERE kind = 'charge_captured'`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX credit_ledger_charge_captured_idx');
  }
}
