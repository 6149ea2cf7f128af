import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { renderAsyncApiHtml } from '@netline/catalogue';
import { DEFAULT_MERCHANT_API_VERSION, errorBody, ErrorType, MERCHANT_API_VERSIONS, MerchantApiVersion, merchantApiVersionOf } from '@netline/contracts';
import { createHash } from 'node:crypto';
import { NETLINE_ICON_SVG, NETLINE_LOGO_SVG, NETLINE_THEME_CSS } from './netline-logo';

/**
 * The reference pages' policy: scripts, styles and documents from this origin only (the Swagger UI
 * bundle sets style attributes, hence `'unsafe-inline'` for styles alone), images also as data: URLs (the
 * logo), nothing framed, no plugins, no re-basing, and no request to any other site (its validator badge
 * is off).
 */
export const API_DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The events page runs nothing; its one style block is allowed by its hash. */
export function eventsPageCsp(html: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The merchant API's document as each of its versions describes it (docs/api-conventions.md, "Versions"). */
export type MerchantDocuments = Record<MerchantApiVersion, Record<string, unknown>>;

/**
 * Serves the merchant API's document at `/api/openapi.json` (the default version's; another version's with
 * `?version=` or the `X-Api-Version` header), the partners API's at
 * `/api/partners/openapi.json`, and a browsable reference of both (Swagger UI, assets bundled, a selector
 * between the two, Netline's title, logo and colours) at `/api/docs`; the internal events' AsyncAPI document at
 * `/api/docs/events/asyncapi.json` and a page rendered from it at `/api/docs/events` (docs/events.md).
 */
export async function registerApiDocs(
  app: NestFastifyApplication,
  documents: { merchant: MerchantDocuments; partner: Record<string, unknown>; events: Record<string, unknown> },
): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: documents.merchant[DEFAULT_MERCHANT_API_VERSION] as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: API_DOCS_CSP,
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
      validatorUrl: null,
      urls: [
        { url: '/api/openapi.json', name: 'Merchant API' },
        ...MERCHANT_API_VERSIONS.filter((version) => version !== DEFAULT_MERCHANT_API_VERSION).map((version) => ({
          url: `/api/openapi.json?version=${version}`,
          name: `Merchant API (${version})`,
        })),
        { url: '/api/partners/openapi.json', name: 'Partners API' },
      ],
    } as never,
  });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/api/openapi.json', async (request, reply) => {
    const asked = (request.query as Record<string, unknown>).version ?? request.headers['x-api-version'];
    const version = asked === undefined ? DEFAULT_MERCHANT_API_VERSION : typeof asked === 'string' ? merchantApiVersionOf(asked) : undefined;
    if (!version) {
      const message = `No such version of the merchant API; ask for one of ${MERCHANT_API_VERSIONS.join(', ')}`;
      return reply.code(400).send(errorBody({ status: 400, type: ErrorType.InvalidRequest, message }));
    }
    reply.header('x-api-version', version);
    return documents.merchant[version];
  });
  fastify.get('/api/partners/openapi.json', async (_request, reply) => {
    reply.header('x-api-version', String((documents.partner.info as { version: string }).version));
    return documents.partner;
  });
  fastify.get('/api/docs/events/asyncapi.json', async () => documents.events);
  // Rendered once: the document does not change while the process runs.
  const eventsPage = renderAsyncApiHtml(documents.events);
  const eventsCsp = eventsPageCsp(eventsPage);
  for (const url of ['/api/docs/events', '/api/docs/events/']) {
    fastify.get(url, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('content-security-policy', eventsCsp).header('x-content-type-options', 'nosniff').send(eventsPage),
    );
  }
}
