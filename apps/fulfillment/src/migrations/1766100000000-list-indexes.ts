import { createIndexes, dropIndexes, IndexDefinition } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every filter and sort the merchant API offers on shipments, served by an index
 * led by merchant_id in the list's order, so a page reads a page of the index (docs/persistence.md,
 * "Indexes for lists"; test/list-indexes.int-spec.ts).
 * Built in the migration's transaction. IF NOT EXISTS keeps an index an operator built CONCURRENTLY under
 * the same name ahead of the release, as docs/persistence.md ("Indexes for lists") says to on a large live table.
 */
const INDEXES: IndexDefinition[] = [
  ['shipments_list_id_idx', 'shipments (merchant_id, id)'],
  ['shipments_list_invoice_idx', 'shipments (merchant_id, merchant_invoice_id, created_at, id)'],
  ['shipments_list_courier_idx', 'shipments (merchant_id, shipment_courier, created_at, id) WHERE shipment_courier IS NOT NULL'],
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
