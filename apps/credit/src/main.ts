// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, CREDIT_ENTITIES, CREDIT_MIGRATIONS } from './app.module';
import { loadCreditConfig } from './config';

runService({
  service: 'credit',
  loadConfig: loadCreditConfig,
  entities: CREDIT_ENTITIES,
  migrations: CREDIT_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
