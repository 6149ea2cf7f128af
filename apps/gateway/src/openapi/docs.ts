import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { NETLINE_ICON_SVG, NETLINE_LOGO_SVG, NETLINE_THEME_CSS } from './netline-logo';

/**
 * Serves the merchant API's document at `/api/openapi.json`, the partners API's at
 * `/api/partners/openapi.json`, and a browsable reference of both (Swagger UI, assets bundled, a selector
 * between the two, Netline's title, logo and colours) at `/api/docs`.
 */
export async function registerApiDocs(app: NestFastifyApplication, documents: { merchant: Record<string, unknown>; partner: Record<string, unknown> }): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: documents.merchant as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Netline's name, mark and colours in the top bar and the browser tab, not the framework's.
    logo: { type: 'image/svg+xml', content: Buffer.from(NETLINE_LOGO_SVG), href: '/api/docs', target: '_self' },
    theme: {
      title: 'Netline API reference',
      css: [{ filename: 'netline.css', content: NETLINE_THEME_CSS }],
      favicon: [{ filename: 'netline.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: Buffer.from(NETLINE_ICON_SVG) }],
    },
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
