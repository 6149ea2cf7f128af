import 'reflect-metadata';
import { bootstrapService, migrateOnly, runMain } from '@netline/messaging';
import { AppModule, CREDIT_ENTITIES, CREDIT_MIGRATIONS } from './app.module';
import { loadCreditConfig } from './config';

runMain('credit', async () => {
  const config = loadCreditConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await migrateOnly({ config, service: 'credit', entities: CREDIT_ENTITIES, migrations: CREDIT_MIGRATIONS });
    process.stdout.write(`${JSON.stringify({ service: 'credit', applied })}\n`);
    return;
  }
  await bootstrapService({
    service: 'credit',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
