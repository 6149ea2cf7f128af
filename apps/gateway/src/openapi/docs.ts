import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/**
 * Serves the merchant API's document at `/api/openapi.json`, the partners API's at
 * `/api/partners/openapi.json`, and a browsable reference of both (Swagger UI, assets bundled, a selector
 * between the two) at `/api/docs`.
 */
export async function registerApiDocs(app: NestFastifyApplication, documents: { merchant: Record<string, unknown>; partner: Record<string, unknown> }): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: documents.merchant as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      urls: [
        { url: '/api/openapi.json', name: 'Merchant API' },
        { url: '/api/partners/openapi.json', name: 'Partners API' },
      ],
    } as never,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/api/openapi.json', async (_request, reply) => {
    reply.header('x-api-version', String((documents.merchant.info as { version: string }).version));
    return documents.merchant;
  });
  fastify.get('/api/partners/openapi.json', async (_request, reply) => {
    reply.header('x-api-version', String((documents.partner.info as { version: string }).version));
    return documents.partner;
  });
}
