import { IndexDefinition, replaceIndexes } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ageing report's customers owing most, with what each was invoiced, from the index alone (README,
 * "Reports at scale"). The report read the first 1,000 entries of `receivable_customers_owed_idx` and then
 * each customer's row again for `invoiced`: a thousand random reads of the table, which on a cold cache
 * were most of the report's time at a million invoices. The same index carries `invoiced` now.
 */
const OWED: IndexDefinition[] = [['receivable_customers_owed_idx', 'receivable_customers (merchant_id, owed DESC, customer_id) WHERE owed > 0']];
const OWED_WITH_INVOICED: IndexDefinition[] = [
  ['receivable_customers_owed_invoiced_idx', 'receivable_customers (merchant_id, owed DESC, customer_id) INCLUDE (invoiced) WHERE owed > 0'],
];

export class OwedFiguresIndex1767530000000 implements MigrationInterface {
  name = 'OwedFiguresIndex1767530000000';

  async up(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, OWED_WITH_INVOICED, OWED);
  }

  async down(runner: QueryRunner): Promise<void> {
    await replaceIndexes(runner, OWED, OWED_WITH_INVOICED);
  }
}
