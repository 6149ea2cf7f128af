import { Init1763800000000 } from './1763800000000-init';
import { DeliveriesUpdatedInPlace1765200000000 } from './1765200000000-deliveries-updated-in-place';
import { ListIndexes1766100000000 } from './1766100000000-list-indexes';
import { AccountEvents1767100000000 } from './1767100000000-account-events';
import { KeptRowCounts1767200000000 } from './1767200000000-kept-row-counts';
import { KeptFacetCounts1767400000000 } from './1767400000000-kept-facet-counts';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const WEBHOOK_DISPATCHER_MIGRATIONS = [
  Init1763800000000,
  DeliveriesUpdatedInPlace1765200000000,
  ListIndexes1766100000000,
  AccountEvents1767100000000,
  KeptRowCounts1767200000000,
  KeptFacetCounts1767400000000,
];
