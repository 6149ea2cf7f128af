import { dropFacetCounts, keepFacetCounts } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-merchant counts of webhook deliveries by `event_type`, so `GET /webhooks/deliveries` filtered on one answers its
 * `count` from the kept figure instead of counting the matches. Not by `status`: it changes with every delivery's outcome,
 * and counting it would add to each delivery's cost; a status filter counts its matches
 * (docs/persistence.md, "Kept row counts").
 */
const FACETS: ReadonlyArray<[table: string, columns: string[]]> = [['webhook_deliveries', ['event_type']]];

export class KeptFacetCounts1767400000000 implements MigrationInterface {
  name = 'KeptFacetCounts1767400000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, columns] of FACETS) await keepFacetCounts(runner, table, columns);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const [table, columns] of [...FACETS].reverse()) await dropFacetCounts(runner, table, columns);
  }
}
