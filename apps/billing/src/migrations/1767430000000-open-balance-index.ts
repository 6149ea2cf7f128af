import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `billing.operator.open-balances` (the customer-balance comparison of `reconcile`) sums each customer's
 * open invoices a page of 5,000 customers at a time. It read them through `invoices_merchant_customer_idx`,
 * so a page fetched every invoice of its customers from the heap to keep the open ones: a merchant's
 * whole history per check, at random. This index holds the open invoices only (the query's own
 * predicate) with their balance, so a page is an index-only scan of what is owed (docs/capacity.md).
 */
const INDEXES: IndexDefinition[] = [
  ['invoices_open_balance_idx', 'invoices (merchant_id, customer_id) INCLUDE (amount_balance) WHERE sent AND NOT fully_paid AND NOT voided AND NOT canceled'],
];

export class OpenBalanceIndex1767430000000 implements MigrationInterface {
  name = 'OpenBalanceIndex1767430000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
  }
}
