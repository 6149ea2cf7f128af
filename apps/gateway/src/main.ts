import 'reflect-metadata';
import { bootstrapService, runMain } from '@netline/messaging';
import { loadGatewayConfig } from './config';
import { GatewayModule } from './gateway.module';
import { ApiRouter } from './http/api-router';
import { registerApiDocs } from './openapi/docs';
import { buildOpenApiDocument, OPERATIONS } from '@netline/catalogue';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  await bootstrapService({
    service: 'gateway',
    config,
    rpc: false,
    module: (parts) => GatewayModule.forRoot(config, parts),
    beforeListen: async (app) => {
      await registerApiDocs(app, buildOpenApiDocument(OPERATIONS, config.PUBLIC_BASE_URL, config.APP_ENV));
      app.get(ApiRouter).register(app.getHttpAdapter().getInstance(), OPERATIONS);
    },
  });
});
