import 'reflect-metadata';
import { bootstrapService, migrateOnly, runMain } from '@netline/messaging';
import { AppModule, FULFILLMENT_ENTITIES, FULFILLMENT_MIGRATIONS } from './app.module';
import { loadFulfillmentConfig } from './config';

runMain('fulfillment', async () => {
  const config = loadFulfillmentConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await migrateOnly({ config, service: 'fulfillment', entities: FULFILLMENT_ENTITIES, migrations: FULFILLMENT_MIGRATIONS });
    process.stdout.write(`${JSON.stringify({ service: 'fulfillment', applied })}\n`);
    return;
  }
  await bootstrapService({
    service: 'fulfillment',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
