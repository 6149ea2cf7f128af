import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invoice number's prefix search index holds the number itself beside its lower case, so that counting
 * a prefix's matches (a `V5` page's `count`) is an index-only scan (docs/persistence.md, "Indexes for
 * lists"): on an expression alone PostgreSQL does not plan one, and read each match from the table.
 */
const INDEXES: IndexDefinition[] = [['invoices_number_prefix_covering_idx', 'invoices (merchant_id, lower(number) text_pattern_ops) INCLUDE (number)']];

const REPLACED: IndexDefinition[] = [['invoices_number_prefix_idx', 'invoices (merchant_id, lower(number) text_pattern_ops)']];

export class CoveringPrefixes1767470000000 implements MigrationInterface {
  name = 'CoveringPrefixes1767470000000';

  async up(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, INDEXES, REPLACED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, REPLACED, INDEXES);
  }
}
