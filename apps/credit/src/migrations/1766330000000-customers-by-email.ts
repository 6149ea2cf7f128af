import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buyer sign-in asks which customers an address reaches, across merchants, ignoring case
 * (`credit.customers.by-email`): one index on each address a customer names, as the lookup compares it.
 */
export class CustomersByEmail1766330000000 implements MigrationInterface {
  name = 'CustomersByEmail1766330000000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.query('CREATE INDEX customers_lower_email_idx ON customers (lower(email))');
    await runner.query('CREATE INDEX customers_lower_ap_email_idx ON customers (lower(business_ap_email))');
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.query('DROP INDEX customers_lower_ap_email_idx');
    await runner.query('DROP INDEX customers_lower_email_idx');
  }
}
