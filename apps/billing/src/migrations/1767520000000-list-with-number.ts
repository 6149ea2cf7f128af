import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoice list's default order holds the number beside each entry, so that a page filtered on the
 * number's prefix walks the merchant's invoices newest first and tests the prefix on the index entry alone,
 * reading from the table only the page it keeps (`InvoicesRepository.list` reads the page's keys first;
 * docs/persistence.md, "Indexes for lists"). Without it, every invoice the walk passed was read from the
 * table to be refused: 5,000 reads for a page of a prefix that names 1% of a million invoices.
 */
const INDEXES: IndexDefinition[] = [['invoices_list_created_number_idx', 'invoices (merchant_id, created_at DESC, id) INCLUDE (number)']];

const REPLACED: IndexDefinition[] = [['invoices_list_created_idx', 'invoices (merchant_id, created_at DESC, id)']];

export class ListWithNumber1767520000000 implements MigrationInterface {
  name = 'ListWithNumber1767520000000';

  async up(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, INDEXES, REPLACED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, REPLACED, INDEXES);
  }
}
