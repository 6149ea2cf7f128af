import { Fulfillment1764000000000 } from './1764000000000-fulfillment';
import { ListIndexes1766100000000 } from './1766100000000-list-indexes';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const FULFILLMENT_MIGRATIONS = [Fulfillment1764000000000, ListIndexes1766100000000];
