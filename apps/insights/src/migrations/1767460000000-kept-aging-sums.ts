import { createIndexes, dropIndexes, dropRangeCounts, dropRowCounts, IndexDefinition, keepRangeCounts, keepRowCounts, RangeSubset } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ageing report's and DSO's sums without reading the merchant's open receivables or its sent history
 * (README, "Reports at scale"). The database keeps, per merchant and UTC day (docs/persistence.md, "Kept
 * range counts"):
 * - the open receivables (sent, not closed, owing something) by due day, with their balances summed;
 * - the sent invoices by sent day, with their amounts summed.
 *
 * An ageing bucket is a range of due dates and DSO's credit sales a range of sent dates, so each is the sum
 * of the days it covers whole plus the rows of the one or two days its ends cut into, which the two
 * indexes find: the open receivables by due date (new here) and the sent invoices by sent date
 * (`receivable_invoices_sent_idx`, from the first migration).
 */
const OPEN: RangeSubset = {
  name: 'open',
  // `OPEN` in receivables.repository.ts, the predicate of the open receivables' indexes.
  where: (row) => `${row}.sent_at IS NOT NULL AND ${row}.closed_at IS NULL AND ${row}.amount_balance > 0`,
  columns: ['sent_at', 'closed_at', 'amount_balance'],
};

const INDEXES: IndexDefinition[] = [
  [
    'receivable_invoices_open_due_idx',
    'receivable_invoices (merchant_id, due_at) INCLUDE (amount_balance) WHERE sent_at IS NOT NULL AND closed_at IS NULL AND amount_balance > 0',
  ],
];

export class KeptAgingSums1767460000000 implements MigrationInterface {
  name = 'KeptAgingSums1767460000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
    // Its trigger keeps a receivable from moving to another merchant, which the day sums rely on.
    await keepRowCounts(runner, ['receivable_invoices']);
    await keepRangeCounts(runner, 'receivable_invoices', 'due_at', 'day', OPEN, 'amount_balance');
    await keepRangeCounts(runner, 'receivable_invoices', 'sent_at', 'day', undefined, 'amount');
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropRangeCounts(runner, 'receivable_invoices', 'sent_at', 'day');
    await dropRangeCounts(runner, 'receivable_invoices', 'due_at', 'day', OPEN);
    await dropRowCounts(runner, ['receivable_invoices']);
    await dropIndexes(runner, INDEXES);
  }
}
