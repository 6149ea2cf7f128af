import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every filter and sort the merchant API offers on payouts, payout transactions and payments, served by an index
 * led by merchant_id in the list's order, so a page reads a page of the index (docs/persistence.md,
 * "Indexes for lists"; test/list-indexes.int-spec.ts).
 * Built in the migration's transaction. IF NOT EXISTS keeps an index an operator built CONCURRENTLY under
 * the same name ahead of the release, as docs/persistence.md ("Indexes for lists") says to on a large live table.
 */
const INDEXES: IndexDefinition[] = [
  ['payouts_list_created_idx', 'payouts (merchant_id, created_at, id)'],
  ['payouts_list_id_idx', 'payouts (merchant_id, id)'],
  ['payout_transactions_list_created_idx', 'payout_transactions (merchant_id, created_at, id)'],
  ['payout_transactions_list_id_idx', 'payout_transactions (merchant_id, id)'],
  ['payments_list_created_idx', 'payments (merchant_id, created_at, id)'],
  ['payments_list_id_idx', 'payments (merchant_id, id)'],
  ['payments_list_amount_idx', 'payments (merchant_id, amount, id)'],
  ['payments_list_customer_idx', 'payments (merchant_id, customer_id, created_at, id)'],
  ['payout_transactions_list_customer_idx', "payout_transactions (merchant_id, COALESCE(customer_id, ''), created_at, id)"],
  ['payout_transactions_list_payout_idx', "payout_transactions (merchant_id, COALESCE(payout_id, ''), created_at, id)"],
  ['payout_transactions_list_invoice_idx', "payout_transactions (merchant_id, COALESCE(invoice_id, ''), created_at, id)"],
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
