import { MigrationInterface, QueryRunner } from 'typeorm';

/** Invoices keep their lines (description, quantity, unit price and amount in cents); existing ones have none. */
export class InvoiceLineItems1764250000000 implements MigrationInterface {
  name = 'InvoiceLineItems1764250000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query(`ALTER TABLE invoices ADD COLUMN line_items jsonb NOT NULL DEFAULT '[]'::jsonb`);
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('ALTER TABLE invoices DROP COLUMN line_items');
  }
}
