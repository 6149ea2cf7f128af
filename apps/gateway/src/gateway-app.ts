import { bootstrapService, ServiceProcess } from '@netline/messaging/bootstrap';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCookie from '@fastify/cookie';
import {
  buildAsyncApiDocument,
  buildOpenApiDocument,
  BUYER_OPERATIONS,
  DASHBOARD_OPERATIONS,
  documentIn,
  OPERATIONS,
  PARTNER_API_DOCUMENT,
  PARTNER_OPERATIONS,
} from '@netline/catalogue';
import { GatewayConfig } from './config';
import { DashboardRoutes } from './dashboard/dashboard-routes';
import { GatewayModule, PortalApiRouter } from './gateway.module';
import { ApiRouter } from './http/api-router';
import { AuthorizationServer } from './oauth/authorization-server';
import { MerchantDocuments, registerApiDocs } from './openapi/docs';
import { MERCHANT_API_VERSIONS } from '@netline/contracts';
import { PortalRoutes } from './portal/portal-routes';

/**
 * The public API on a built gateway app: the API reference (merchant, partners, events), cookies, and
 * every /api route through the request pipeline (`ApiRouter`), and the buyer portal's /portal/api routes
 * through a second one (`PortalApiRouter`). What the gateway's medium tests serve
 * in their own process, with identity and the services faked over NATS.
 */
export async function registerGatewayApi(app: NestFastifyApplication, config: GatewayConfig): Promise<void> {
  const merchant = buildOpenApiDocument(OPERATIONS, config.PUBLIC_BASE_URL, config.APP_ENV);
  await registerApiDocs(app, {
    merchant: Object.fromEntries(MERCHANT_API_VERSIONS.map((version) => [version, documentIn(version, merchant, OPERATIONS)])) as MerchantDocuments,
    partner: buildOpenApiDocument(PARTNER_OPERATIONS, config.PUBLIC_BASE_URL, config.APP_ENV, PARTNER_API_DOCUMENT),
    events: buildAsyncApiDocument(config.APP_ENV),
  });
  const fastify = app.getHttpAdapter().getInstance();
  // Cookies are parsed for every route: /api admits the dashboard session as a credential.
  await fastify.register(fastifyCookie);
  app.get(ApiRouter).register(fastify, { merchant: [...OPERATIONS, ...DASHBOARD_OPERATIONS], partner: PARTNER_OPERATIONS });
  app.get(PortalApiRouter).register(fastify, { merchant: BUYER_OPERATIONS, partner: [] });
}

/** Starts the gateway listening on `config`'s port: the API, then the dashboard, the buyer portal's sign-in and the OAuth server. */
export function startGateway(config: GatewayConfig): Promise<ServiceProcess> {
  return bootstrapService({
    service: 'gateway',
    config,
    rpc: false,
    module: (parts) => GatewayModule.forRoot(config, parts),
    beforeListen: async (app) => {
      await registerGatewayApi(app, config);
      const fastify = app.getHttpAdapter().getInstance();
      app.get(DashboardRoutes).register(fastify);
      app.get(PortalRoutes).register(fastify);
      await app.get(AuthorizationServer).register(fastify);
    },
  });
}
