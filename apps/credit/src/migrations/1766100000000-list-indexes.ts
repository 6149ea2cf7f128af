import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every filter and sort the merchant API offers on customers and a customer's ledger, served by an index
 * led by merchant_id in the list's order, so a page reads a page of the index (docs/persistence.md,
 * "Indexes for lists"; test/list-indexes.int-spec.ts). The amount_available index is on the expression
 * the list sorts by (AMOUNT_AVAILABLE_SQL).
 * Built in the migration's transaction. IF NOT EXISTS keeps an index an operator built CONCURRENTLY under
 * the same name ahead of the release, as docs/persistence.md ("Indexes for lists") says to on a large live table.
 */
const INDEXES: IndexDefinition[] = [
  ['customers_list_created_idx', 'customers (merchant_id, created_at, id)'],
  ['customers_list_id_idx', 'customers (merchant_id, id)'],
  ['customers_list_approved_idx', 'customers (merchant_id, amount_approved, id)'],
  [
    'customers_list_available_idx',
    'customers (merchant_id, (GREATEST(0, amount_approved - amount_balance - amount_authorized + amount_unapplied_payments)), id)',
  ],
  ['customers_list_name_idx', 'customers (merchant_id, business_name, id)'],
  ['credit_ledger_list_idx', 'credit_ledger (merchant_id, customer_id, created_at, seq)'],
  ['customers_list_name_created_idx', 'customers (merchant_id, business_name, created_at, id)'],
  ['customers_list_email_idx', 'customers (merchant_id, email, created_at, id)'],
  ['credit_ledger_list_invoice_idx', 'credit_ledger (merchant_id, invoice_id, created_at, seq) WHERE invoice_id IS NOT NULL'],
];

export class ListIndexes1766100000000 implements MigrationInterface {
  name = 'ListIndexes1766100000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
  }
}
