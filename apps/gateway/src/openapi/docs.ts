import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

/** Serves the document at `/api/openapi.json` and a browsable reference (Swagger UI, assets bundled) at `/api/docs`. */
export async function registerApiDocs(app: NestFastifyApplication, document: Record<string, unknown>): Promise<void> {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.getHttpAdapter().getInstance().get('/api/openapi.json', async () => document);
}
