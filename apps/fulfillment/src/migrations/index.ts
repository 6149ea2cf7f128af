import { Fulfillment1764000000000 } from './1764000000000-fulfillment';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const FULFILLMENT_MIGRATIONS = [Fulfillment1764000000000];
