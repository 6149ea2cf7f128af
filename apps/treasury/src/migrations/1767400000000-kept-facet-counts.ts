import { facetCountSteps } from '@netline/persistence';
import { MigrationInterface } from 'typeorm';

/**
 * Per-merchant counts of payments by `status` and `source` and of payout transactions by `type`, so a list filtered on one
 * of them answers its `count` from the kept figure instead of counting the matches
 * (docs/persistence.md, "Kept row counts").
 */
const steps = facetCountSteps([
  ['payments', ['status', 'source']],
  ['payout_transactions', ['type']],
]);

export class KeptFacetCounts1767400000000 implements MigrationInterface {
  name = 'KeptFacetCounts1767400000000';

  up = steps.up;
  down = steps.down;
}
