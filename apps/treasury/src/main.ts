import 'reflect-metadata';
import { bootstrapService, migrateOnly, runMain } from '@netline/messaging';
import { AppModule, TREASURY_ENTITIES, TREASURY_MIGRATIONS } from './app.module';
import { loadTreasuryConfig } from './config';

runMain('treasury', async () => {
  const config = loadTreasuryConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await migrateOnly({ config, service: 'treasury', entities: TREASURY_ENTITIES, migrations: TREASURY_MIGRATIONS });
    process.stdout.write(`${JSON.stringify({ service: 'treasury', applied })}\n`);
    return;
  }
  await bootstrapService({
    service: 'treasury',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
