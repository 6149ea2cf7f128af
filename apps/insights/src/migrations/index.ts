import { Insights1765000000000 } from './1765000000000-insights';

/** In the order they apply. `main.js migrate` loads this list and the config, and nothing else of the service. */
export const INSIGHTS_MIGRATIONS = [Insights1765000000000];
