// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging/service-main';
import { loadIdentityConfig } from './config';
import { IDENTITY_MIGRATIONS } from './migrations';

runService({
  service: 'identity',
  loadConfig: loadIdentityConfig,
  migrations: IDENTITY_MIGRATIONS,
  // Imported here, not above: `main.js migrate` needs the migrations alone.
  module: async (config, parts) => (await import('./app.module')).AppModule.forRoot(config, parts),
});
