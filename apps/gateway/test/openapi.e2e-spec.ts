import { SharedStack, sharedStack } from '@netline/testing';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Parser } from '@asyncapi/parser';
import { EVENT_TYPES } from '@netline/contracts';
import { API_DOCS_CSP, eventsPageCsp } from '../src/openapi/docs';

/** The parts of the OpenAPI document the checks below read. */
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, { operationId?: string; parameters: Array<{ name: string; in: string }> }>>;
  components: { schemas: Record<string, { required?: string[]; properties: Record<string, object> }> };
}

/** The AsyncAPI document as the parser takes it, typed where the checks below read it. */
type AsyncApiDocument = { asyncapi: string; components: { messages: Record<string, unknown> } } & Record<string, unknown>;

/** The API reference: a valid OpenAPI 3.1 document generated from the same schemas the gateway validates with. */
describe('API reference', () => {
  let stack: SharedStack;

  beforeAll(async () => {
    stack = await sharedStack();
  });

  it('serves a valid OpenAPI 3.1 document describing the customer operations', async () => {
    const response = await fetch(`${stack.apiUrl}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/customers', '/customers/{customer_id}']));
    expect(document.paths['/customers'].post.operationId).toBe('createCustomer');
    expect(document.paths['/customers'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['limit', 'page', 'filter[email][eq]', 'filter[amount_approved][gte]', 'sort']),
    );
    const create = document.components.schemas.CustomerCreateRequest;
    expect(create.required).toEqual(
      expect.arrayContaining([
        'business_address',
        'business_city',
        'business_state',
        'business_zip',
        'business_country',
        'business_name',
        'email',
        'business_ap_email',
      ]),
    );
    expect(document.components.schemas.Customer.properties.credit_status).toBeDefined();
  });

  it('renders the browsable reference at /api/docs', async () => {
    const page = await fetch(`${stack.apiUrl}/docs/`);
    expect(page.status).toBe(200);
    // Scripts from this origin only; the dashboard's browser test loads the page under it.
    expect(page.headers.get('content-security-policy')).toBe(API_DOCS_CSP);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).toContain('<title>Netline API reference</title>');
    expect(html).toContain('netline.css');
    const initializer = await fetch(`${stack.apiUrl}/docs/static/swagger-initializer.js`);
    expect(initializer.status).toBe(200);
    // Netline's logo replaces the framework's in the top bar.
    const script = await initializer.text();
    const logo = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(script);
    expect(Buffer.from(logo![1], 'base64').toString('utf8')).toContain('aria-label="Netline"');
  });

  it('serves the AsyncAPI document of the domain events and a page rendered from it', async () => {
    const response = await fetch(`${stack.apiUrl}/docs/events/asyncapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as AsyncApiDocument;
    expect(document.asyncapi).toBe('3.0.0');
    const { diagnostics } = await new Parser().parse(document);
    // Spectral severities: 0 error, 1 warning.
    expect(diagnostics.filter((diagnostic) => diagnostic.severity <= 1)).toEqual([]);
    expect(Object.keys(document.components.messages).sort()).toEqual([...EVENT_TYPES].sort());

    const page = await fetch(`${stack.apiUrl}/docs/events`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toBe(eventsPageCsp(html));
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]{43}='/);
    expect(html).toContain('<title>Netline domain events reference</title>');
    expect(html).toContain('<code>payment.paid</code>');
    expect(html).toContain('href="/api/docs/events/asyncapi.json"');
  });

  it('answers unknown API paths with the contract error shape', async () => {
    const response = await fetch(`${stack.apiUrl}/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { type: 'not_found_error', message: 'No route for GET /api/no-such-thing' } });
  });
});
