import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `reconcile` asks billing about treasury's sums per invoice, 2,000 invoices at a time in id order; a
 * batch is then one range of `invoices_settlement_idx`, read without the table (the amounts it compares
 * are in the index), where each invoice was a probe of the primary key and a random read of its row:
 * 3.5 ms a batch against 16–32 at a million invoices (docs/capacity.md).
 *
 * Two older indexes go: `invoices_list_created_idx` and `invoices_list_customer_idx` lead with the same
 * columns (docs/persistence.md, "Indexes for lists"), so every read they served has another, and an
 * invoice's writes keep the table's index count as it was.
 */
const INDEXES: IndexDefinition[] = [['invoices_settlement_idx', 'invoices (merchant_id, id) INCLUDE (amount_due, amount_balance, amount_paid)']];
const SUPERSEDED: IndexDefinition[] = [
  ['invoices_merchant_created_idx', 'invoices (merchant_id, created_at)'],
  ['invoices_merchant_customer_idx', 'invoices (merchant_id, customer_id)'],
];

export class SettlementIndex1767450000000 implements MigrationInterface {
  name = 'SettlementIndex1767450000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
    await dropIndexes(runner, SUPERSEDED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, SUPERSEDED);
    await dropIndexes(runner, INDEXES);
  }
}
