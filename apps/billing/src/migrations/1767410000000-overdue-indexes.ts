import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `GET /collections/overdue` and the collections pass, served by indexes led by `merchant_id` over the
 * collectable invoices only (sent, not voided nor canceled, owing something: the predicate both read).
 * The one before (`invoices_collectable_idx`, on the due date alone) holds every merchant's collectable
 * invoices, so a merchant's page or count read the heap of all of them past their due date to keep its
 * own; it stays for the pass's search for merchants with something due. One index per order the list
 * offers (by due date, by balance) and one for its customer filter (docs/persistence.md, "Indexes for
 * lists"; test/list-indexes.int-spec.ts).
 */
const INDEXES: IndexDefinition[] = [
  ['invoices_overdue_due_idx', 'invoices (merchant_id, due_at, id) WHERE sent AND NOT voided AND NOT canceled AND amount_balance > 0'],
  ['invoices_overdue_balance_idx', 'invoices (merchant_id, amount_balance, id) WHERE sent AND NOT voided AND NOT canceled AND amount_balance > 0'],
  ['invoices_overdue_customer_idx', 'invoices (merchant_id, customer_id, due_at, id) WHERE sent AND NOT voided AND NOT canceled AND amount_balance > 0'],
];

export class OverdueIndexes1767410000000 implements MigrationInterface {
  name = 'OverdueIndexes1767410000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
  }
}
