import 'reflect-metadata';
import { bootstrapService, migrateOnly, runMain } from '@netline/messaging';
import { AppModule, BILLING_ENTITIES, BILLING_MIGRATIONS } from './app.module';
import { loadBillingConfig } from './config';

runMain('billing', async () => {
  const config = loadBillingConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await migrateOnly({ config, service: 'billing', entities: BILLING_ENTITIES, migrations: BILLING_MIGRATIONS });
    process.stdout.write(`${JSON.stringify({ service: 'billing', applied })}\n`);
    return;
  }
  await bootstrapService({
    service: 'billing',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
