import 'reflect-metadata';
import { runService } from '@netline/messaging';
import { AppModule, IDENTITY_ENTITIES, IDENTITY_MIGRATIONS } from './app.module';
import { loadIdentityConfig } from './config';

runService({
  service: 'identity',
  loadConfig: loadIdentityConfig,
  entities: IDENTITY_ENTITIES,
  migrations: IDENTITY_MIGRATIONS,
  module: (config, parts) => AppModule.forRoot(config, parts),
});
