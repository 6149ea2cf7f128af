// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, FULFILLMENT_ENTITIES, FULFILLMENT_MIGRATIONS } from './app.module';
import { loadFulfillmentConfig } from './config';

runService({
  service: 'fulfillment',
  loadConfig: loadFulfillmentConfig,
  entities: FULFILLMENT_ENTITIES,
  migrations: FULFILLMENT_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
