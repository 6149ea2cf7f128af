import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A customer's statement (`StatementsRepository.ledgerRows`, the running month and every month's close) and
 * the buyer portal's payments find the payment applications of the customer's invoices. The table's only
 * index is its key, led by the payment, so PostgreSQL read the merchant's every application to keep the
 * customer's: 127 ms for a customer of ten invoices at a million invoices, and the monthly close pays it
 * once per customer. This index finds an invoice's applications by key.
 */
const INDEXES: IndexDefinition[] = [['payment_applications_invoice_idx', 'payment_applications (merchant_id, invoice_id)']];

export class ApplicationsByInvoice1767510000000 implements MigrationInterface {
  name = 'ApplicationsByInvoice1767510000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
  }
}
