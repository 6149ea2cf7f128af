import { facetCountSteps } from '@netline/persistence';
import { MigrationInterface } from 'typeorm';

/**
 * Per-merchant counts of webhook deliveries by `event_type`, so `GET /webhooks/deliveries` filtered on one answers its
 * `count` from the kept figure instead of counting the matches. Not by `status`: it changes with every delivery's outcome,
 * and counting it would add to each delivery's cost; a status filter counts its matches
 * (docs/persistence.md, "Kept row counts").
 */
const steps = facetCountSteps([['webhook_deliveries', ['event_type']]]);

export class KeptFacetCounts1767400000000 implements MigrationInterface {
  name = 'KeptFacetCounts1767400000000';

  up = steps.up;
  down = steps.down;
}
