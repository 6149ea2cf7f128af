// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, WEBHOOK_DISPATCHER_ENTITIES, WEBHOOK_DISPATCHER_MIGRATIONS } from './app.module';
import { loadWebhookDispatcherConfig } from './config';
import { DeliveryQueue } from './dispatch/delivery-queue';
import { mountBullBoard } from './operators/bull-board';

runService({
  service: 'webhook-dispatcher',
  loadConfig: loadWebhookDispatcherConfig,
  entities: WEBHOOK_DISPATCHER_ENTITIES,
  migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
  beforeListen: (app, logger, config) => mountBullBoard(app.getHttpAdapter().getInstance(), app.get(DeliveryQueue), config, logger),
});
