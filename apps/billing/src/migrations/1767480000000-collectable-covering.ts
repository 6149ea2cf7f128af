import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The collections pass asks once a minute which merchants may have something due
 * (`InvoicesRepository.collectionsCandidates`, docs/collections.md "When it runs"), reading every merchant's
 * collectable invoices due by a horizon. The index it reads by due date now holds the columns it compares,
 * so the question reads the index, not 150,000 rows of the table: 165 ms against 590 ms at a million
 * invoices and ten thousand merchants, warm.
 */
const INDEXES: IndexDefinition[] = [
  [
    'invoices_collectable_covering_idx',
    'invoices (due_at) INCLUDE (merchant_id, overdue_at, reminder_offset_done, sent_at) WHERE sent AND NOT voided AND NOT canceled AND amount_balance > 0',
  ],
];

const REPLACED: IndexDefinition[] = [['invoices_collectable_idx', 'invoices (due_at) WHERE sent AND NOT voided AND NOT canceled AND amount_balance > 0']];

export class CollectableCovering1767480000000 implements MigrationInterface {
  name = 'CollectableCovering1767480000000';

  async up(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, INDEXES, REPLACED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, REPLACED, INDEXES);
  }
}
