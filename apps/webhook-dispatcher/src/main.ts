import 'reflect-metadata';
import { bootstrapService, migrateOnly, runMain } from '@netline/messaging';
import { AppModule, WEBHOOK_DISPATCHER_ENTITIES, WEBHOOK_DISPATCHER_MIGRATIONS } from './app.module';
import { loadWebhookDispatcherConfig } from './config';
import { DeliveryQueue } from './dispatch/delivery-queue';
import { mountBullBoard } from './operators/bull-board';

runMain('webhook-dispatcher', async () => {
  const config = loadWebhookDispatcherConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await migrateOnly({
      config,
      service: 'webhook-dispatcher',
      entities: WEBHOOK_DISPATCHER_ENTITIES,
      migrations: WEBHOOK_DISPATCHER_MIGRATIONS,
    });
    process.stdout.write(`${JSON.stringify({ service: 'webhook-dispatcher', applied })}\n`);
    return;
  }
  await bootstrapService({
    service: 'webhook-dispatcher',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
    beforeListen: (app, logger) => mountBullBoard(app.getHttpAdapter().getInstance(), app.get(DeliveryQueue), config, logger),
  });
});
