import { createIndexes, dropIndexes, dropRangeCounts, IndexDefinition, keepRangeCounts, RangeScale } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-merchant counts of invoices by bucket of `amount_due` (by its first three digits) and of
 * `created_at` (by day), so that `GET /invoices` filtered on a range of either answers its `count` from
 * the buckets the range covers whole and counts only the rows of the buckets its ends cut into
 * (docs/persistence.md, "Kept range counts"). Those rows are found by an index on the amount; the
 * creation time's already leads `invoices_list_created_idx`.
 */
const RANGES: Array<[column: string, scale: RangeScale]> = [
  ['amount_due', 'amount'],
  ['created_at', 'day'],
];

const INDEXES: IndexDefinition[] = [['invoices_amount_due_idx', 'invoices (merchant_id, amount_due)']];

export class KeptRangeCounts1767440000000 implements MigrationInterface {
  name = 'KeptRangeCounts1767440000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
    for (const [column, scale] of RANGES) await keepRangeCounts(runner, 'invoices', column, scale);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const [column, scale] of [...RANGES].reverse()) await dropRangeCounts(runner, 'invoices', column, scale);
    await dropIndexes(runner, INDEXES);
  }
}
