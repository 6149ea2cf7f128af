import 'reflect-metadata';
import { bootstrapService, runMain } from '@netline/messaging';
import { loadGatewayConfig } from './config';
import { GatewayModule } from './gateway.module';
import { ApiRouter } from './http/api-router';
import { registerApiDocs } from './openapi/docs';
import { buildOpenApiDocument } from './openapi/openapi';
import { API_ROUTES } from './routes';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  await bootstrapService({
    service: 'gateway',
    config,
    rpc: false,
    module: (parts) => GatewayModule.forRoot(config, parts),
    beforeListen: async (app) => {
      await registerApiDocs(app, buildOpenApiDocument(API_ROUTES, config.PUBLIC_BASE_URL, config.APP_ENV));
      app.get(ApiRouter).register(app.getHttpAdapter().getInstance(), API_ROUTES);
    },
  });
});
