// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { runService } from '@netline/messaging/service-main';
import { loadWebhookDispatcherConfig } from './config';
import { WEBHOOK_DISPATCHER_MIGRATIONS } from './migrations';

runService({
  service: 'webhook-dispatcher',
  loadConfig: loadWebhookDispatcherConfig,
  migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
  // Imported here, not above: `main.js migrate` needs the migrations alone.
  module: async (config, parts) => (await import('./app.module')).AppModule.forRoot(config, parts),
  beforeListen: async (app, logger, config) => {
    const [{ DeliveryQueue }, { mountBullBoard }] = await Promise.all([import('./dispatch/delivery-queue'), import('./operators/bull-board')]);
    await mountBullBoard(app.getHttpAdapter().getInstance(), app.get(DeliveryQueue), config, logger);
  },
});
