import 'reflect-metadata';
import { bootstrapService, migrateOnly, runMain } from '@netline/messaging';
import { AppModule, IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './app.module';
import { loadIdentityConfig } from './config';

runMain('identity', async () => {
  const config = loadIdentityConfig();
  if (process.argv[2] === 'migrate') {
    const applied = await migrateOnly({ config, service: 'identity', entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS });
    process.stdout.write(`${JSON.stringify({ service: 'identity', applied })}\n`);
    return;
  }
  await bootstrapService({
    service: 'identity',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
