import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every filter and sort the merchant API offers on the delivery log, served by an index led by merchant_id in
 * the list's order, so a page reads a page of the index (docs/persistence.md, "Indexes for lists";
 * test/list-indexes.int-spec.ts). The existing (merchant_id, created_at, id) and (merchant_id, status,
 * created_at) indexes serve the default order and the status filter.
 * Built in the migration's transaction. IF NOT EXISTS keeps an index an operator built CONCURRENTLY under
 * the same name ahead of the release, as docs/persistence.md ("Indexes for lists") says to on a large live table.
 */
const INDEXES: IndexDefinition[] = [
  ['webhook_deliveries_list_event_type_idx', 'webhook_deliveries (merchant_id, event_type, created_at, id)'],
  ['webhook_deliveries_list_event_idx', 'webhook_deliveries (merchant_id, event_id, created_at, id)'],
  ['webhook_deliveries_list_endpoint_url_idx', 'webhook_deliveries (merchant_id, endpoint_url, created_at, id)'],
  ['webhook_deliveries_list_endpoint_idx', 'webhook_deliveries (merchant_id, endpoint_id, created_at, id)'],
];

export class ListIndexes1766100000000 implements MigrationInterface {
  name = 'ListIndexes1766100000000';

  async up(runner: QueryRunner): Promise<void> {
    await createIndexes(runner, INDEXES);
  }

  async down(runner: QueryRunner): Promise<void> {
    await dropIndexes(runner, INDEXES);
  }
}
