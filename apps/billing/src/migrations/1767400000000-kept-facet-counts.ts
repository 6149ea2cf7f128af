import { facetCountSteps } from '@netline/persistence';
import { MigrationInterface } from 'typeorm';

/**
 * Per-merchant counts of invoices by `fully_paid`, `archived` and `advance_requested`, so `GET /invoices` filtered on one of them
 * answers its `count` from the kept figure instead of counting the matches
 * (docs/persistence.md, "Kept row counts").
 */
const steps = facetCountSteps([['invoices', ['fully_paid', 'archived', 'advance_requested']]]);

export class KeptFacetCounts1767400000000 implements MigrationInterface {
  name = 'KeptFacetCounts1767400000000';

  up = steps.up;
  down = steps.down;
}
