// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, BILLING_ENTITIES, BILLING_MIGRATIONS } from './app.module';
import { loadBillingConfig } from './config';

runService({
  service: 'billing',
  loadConfig: loadBillingConfig,
  entities: BILLING_ENTITIES,
  migrations: BILLING_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
