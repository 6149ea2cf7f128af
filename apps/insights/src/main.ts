// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, INSIGHTS_ENTITIES, INSIGHTS_MIGRATIONS } from './app.module';
import { loadInsightsConfig } from './config';

runService({
  service: 'insights',
  loadConfig: loadInsightsConfig,
  entities: INSIGHTS_ENTITIES,
  migrations: INSIGHTS_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
