import { createIndexes, dropIndexes, dropRangeCounts, IndexDefinition, keepRangeCounts, RangeScale, RangeSubset } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-merchant counts of invoices by bucket of `amount_due` (by its first three digits) and of
 * `created_at` (by day), so that `GET /invoices` filtered on a range of either answers its `count` from
 * the buckets the range covers whole and counts only the rows of the buckets its ends cut into; and of
 * the collectable invoices by due day, so that `GET /collections/overdue` (everything due before now, or
 * an ageing bucket's window) counts only the invoices due on the current day and on its window's edges
 * (docs/persistence.md, "Kept range counts"). The edges are found by an index on the amount; the
 * creation time's already leads `invoices_list_created_idx`, the due date's `invoices_overdue_due_idx`.
 */
const COLLECTABLE: RangeSubset = {
  name: 'collectable',
  // The overdue list's own condition, less the due date (invoices_overdue_due_idx's predicate).
  where: (row) => `${row}.sent AND NOT ${row}.voided AND NOT ${row}.canceled AND ${row}.amount_balance > 0`,
  columns: ['sent', 'voided', 'canceled', 'amount_balance'],
};

const RANGES: Array<[column: string, scale: RangeScale, subset?: RangeSubset]> = [
  ['amount_due', 'amount'],
  ['created_at', 'day'],
  ['due_at', 'day', COLLECTABLE],
];

const INDEXES: IndexDefinition[] = [['invoices_amount_due_idx', 'invoices (merchant_id, amount_due)']];

export class KeptRangeCounts1767440000000 implements MigrationInterface {
  name = 'KeptRangeCounts1767440000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
    for (const [column, scale, subset] of RANGES) await keepRangeCounts(runner, 'invoices', column, scale, subset);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const [column, scale, subset] of [...RANGES].reverse()) await dropRangeCounts(runner, 'invoices', column, scale, subset);
    await dropIndexes(runner, INDEXES);
  }
}
