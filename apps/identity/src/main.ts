// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './app.module';
import { loadIdentityConfig } from './config';

runService({
  service: 'identity',
  loadConfig: loadIdentityConfig,
  entities: IDENTITY_ENTITIES,
  migrations: IDENTITY_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
