import { facetCountSteps } from '@netline/persistence';
import { MigrationInterface } from 'typeorm';

/**
 * Per-merchant counts of customers by `archived`, so `GET /customers?filter[archived][eq]=…` answers its `count` from the kept
 * figure instead of counting the matches
 * (docs/persistence.md, "Kept row counts").
 */
const steps = facetCountSteps([['customers', ['archived']]]);

export class KeptFacetCounts1767400000000 implements MigrationInterface {
  name = 'KeptFacetCounts1767400000000';

  up = steps.up;
  down = steps.down;
}
