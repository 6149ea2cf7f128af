import 'reflect-metadata';
import { bootstrapService, runMain } from '@netline/messaging';
import { AppModule } from './app.module';
import { loadCreditConfig } from './config';

runMain('credit', async () => {
  const config = loadCreditConfig();
  await bootstrapService({
    service: 'credit',
    config,
    rpc: true,
    module: (parts) => AppModule.forRoot(config, parts),
  });
});
