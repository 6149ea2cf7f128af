import 'reflect-metadata';
import { bootstrapService, runMain } from '@netline/messaging';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';

runMain('identity', async () => {
  const config = loadIdentityConfig();
  await bootstrapService({
    service: 'identity',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
