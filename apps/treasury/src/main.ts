// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, TREASURY_ENTITIES, TREASURY_MIGRATIONS } from './app.module';
import { loadTreasuryConfig } from './config';

runService({
  service: 'treasury',
  loadConfig: loadTreasuryConfig,
  entities: TREASURY_ENTITIES,
  migrations: TREASURY_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
