import { dropFacetCounts, keepFacetCounts } from '@netline/persistence';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per-merchant counts of customers by `archived`, so `GET /customers?filter[archived][eq]=…` answers its `count` from the kept
 * figure instead of counting the matches
 * (docs/persistence.md, "Kept row counts").
 */
const FACETS: ReadonlyArray<[table: string, columns: string[]]> = [['customers', ['archived']]];

export class KeptFacetCounts1767400000000 implements MigrationInterface {
  name = 'KeptFacetCounts1767400000000';

  async up(runner: QueryRunner): Promise<void> {
    for (const [table, columns] of FACETS) await keepFacetCounts(runner, table, columns);
  }

  async down(runner: QueryRunner): Promise<void> {
    for (const [table, columns] of [...FACETS].reverse()) await dropFacetCounts(runner, table, columns);
  }
}
