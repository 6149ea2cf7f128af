// First: starts tracing before anything it instruments (pg, ioredis, http) is loaded.
import '@netline/observability/register';
import 'reflect-metadata';
import { bootstrapService } from '@netline/messaging/bootstrap';
import { runMain } from '@netline/messaging/service-main';
import { loadGatewayConfig } from './config';
import { GatewayModule } from './gateway.module';
import { ApiRouter } from './http/api-router';
import fastifyCookie from '@fastify/cookie';
import { DashboardRoutes } from './dashboard/dashboard-routes';
import { AuthorizationServer } from './oauth/authorization-server';
import { registerApiDocs } from './openapi/docs';
import { buildAsyncApiDocument, buildOpenApiDocument, DASHBOARD_OPERATIONS, OPERATIONS, PARTNER_API_DOCUMENT, PARTNER_OPERATIONS } from '@netline/catalogue';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  await bootstrapService({
    service: 'gateway',
    config,
    rpc: false,
    module: (parts) => GatewayModule.forRoot(config, parts),
    beforeListen: async (app) => {
      await registerApiDocs(app, {
        merchant: buildOpenApiDocument(OPERATIONS, config.PUBLIC_BASE_URL, config.APP_ENV),
        partner: buildOpenApiDocument(PARTNER_OPERATIONS, config.PUBLIC_BASE_URL, config.APP_ENV, PARTNER_API_DOCUMENT),
        events: buildAsyncApiDocument(config.APP_ENV),
      });
      const fastify = app.getHttpAdapter().getInstance();
      // Cookies are parsed for every route: /api admits the dashboard session as a credential.
      await fastify.register(fastifyCookie);
      app.get(ApiRouter).register(fastify, { merchant: [...OPERATIONS, ...DASHBOARD_OPERATIONS], partner: PARTNER_OPERATIONS });
      app.get(DashboardRoutes).register(fastify);
      await app.get(AuthorizationServer).register(fastify);
    },
  });
});
