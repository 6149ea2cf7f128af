// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging/service-main';
import { loadTreasuryConfig } from './config';
import { TREASURY_MIGRATIONS } from './migrations';

runService({
  service: 'treasury',
  loadConfig: loadTreasuryConfig,
  migrations: TREASURY_MIGRATIONS,
  // Imported here, not above: `main.js migrate` needs the migrations alone.
  module: async (config, parts) => (await import('./app.module')).AppModule.forRoot(config, parts),
});
