import { buildOpenApiDocument, OPERATIONS } from '@netline/catalogue';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { ApiClient } from './api-client';
import { ObservedResponse, ResponseValidator } from './response-validator';

const document = buildOpenApiDocument(OPERATIONS, 'http://127.0.0.1/api', 'sandbox');

const headers = (extra: Record<string, string> = {}) =>
  new Headers({
    'content-type': 'application/json; charset=utf-8',
    'x-api-version': 'V5',
    'x-ratelimit-limit': '100',
    'x-ratelimit-remaining': '99',
    'x-ratelimit-reset': '1800000000',
    ...extra,
  });

const observed = (overrides: Partial<ObservedResponse>): ObservedResponse => {
  const body = overrides.body;
  return { method: 'GET', path: '/customers', status: 200, headers: headers(), body, text: body === undefined ? '' : JSON.stringify(body), ...overrides };
};

const customer = {
  id: 'cus_1',
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-01-02T03:04:05.000Z',
};

describe('ResponseValidator', () => {
  const validator = new ResponseValidator(document);

  it('accepts a documented list and a documented error', () => {
    expect(validator.check(observed({ body: { count: 0, page: 0, limit: 25, results: [] } }))).toEqual([]);
    expect(
      validator.check(observed({ path: '/customers/cus_x', status: 404, body: { error: { type: 'not_found_error', message: 'Customer not found' } } })),
    ).toEqual([]);
  });

  it('refuses a body that leaves out required fields', () => {
    const problems = validator.check(observed({ path: '/customers/cus_1', body: customer }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/body does not match the document: .*must have required property 'business_name'/);
  });

  it('refuses null where the document does not allow it, a malformed date-time and an undocumented field', () => {
    const list = (result: Record<string, unknown>) => observed({ path: '/webhooks', body: { count: 1, page: 0, limit: 25, results: [result] } });
    const row = {
      id: 'whe_1',
      merchant_id: 'mer_1',
      endpoint_url: 'https://example.com/hook',
      topic: { name: 'invoice.created', description: 'An invoice was created' },
      created_at: '2026-01-02T03:04:05.000Z',
      updated_at: '2026-01-02T03:04:05.000Z',
    };
    expect(validator.check(list(row))).toEqual([]);
    expect(validator.check(list({ ...row, endpoint_url: null })).join()).toMatch(/endpoint_url must be string/);
    expect(validator.check(list({ ...row, created_at: 'yesterday' })).join()).toMatch(/created_at must match format "date-time"/);
    expect(validator.check(list({ ...row, surprise: true })).join()).toMatch(/must NOT have additional properties/);
  });

  it('refuses an undocumented status, a missing version header and a framework error body', () => {
    expect(validator.check(observed({ status: 418, body: { error: { type: 'invalid_request', message: 'teapot' } } })).join()).toMatch(
      /status 418 is not documented/,
    );
    const withoutVersion = new Headers(headers());
    withoutVersion.delete('x-api-version');
    expect(validator.check(observed({ headers: withoutVersion, body: { count: 0, page: 0, limit: 25, results: [] } }))).toEqual([
      'GET /customers → 200: missing header x-api-version',
    ]);
    expect(validator.check(observed({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'body/x is required' } })).join()).toMatch(
      /body does not match the document/,
    );
  });

  it('expects 404 for an unknown path and 405 with Allow for a method the path does not take', () => {
    const error = { error: { type: 'not_found_error', message: 'No route' } };
    expect(validator.check(observed({ path: '/nowhere', status: 404, body: error }))).toEqual([]);
    expect(validator.check(observed({ path: '/nowhere', status: 200, body: error })).join()).toMatch(/must answer 404/);
    const refused = { error: { type: 'invalid_request', message: 'PATCH is not allowed' } };
    expect(validator.check(observed({ method: 'PATCH', path: '/customers', status: 405, headers: headers({ allow: 'GET, POST' }), body: refused }))).toEqual(
      [],
    );
    expect(validator.check(observed({ method: 'PATCH', path: '/customers', status: 405, body: refused })).join()).toMatch(/Allow is ""/);
  });

  it('refuses a body on a response documented without one', () => {
    const problems = validator.check(observed({ method: 'POST', path: '/customers/cus_1/credit-check', status: 204, body: {}, text: '{}' }));
    expect(problems.join()).toMatch(/declares no body/);
  });
});

describe('ApiClient response validation', () => {
  let server: Server;
  let baseUrl: string;
  let answer: { status: number; body: unknown; version?: string };

  beforeAll(async () => {
    server = createServer((request, response) => {
      // One request per connection: a kept-alive socket the server closes between tests fails a fetch.
      response.setHeader('connection', 'close');
      if (request.url === '/api/openapi.json') {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
        return;
      }
      response
        .writeHead(answer.status, {
          'content-type': 'application/json',
          ...(answer.version ? { 'x-api-version': answer.version } : {}),
          'x-ratelimit-limit': '100',
          'x-ratelimit-remaining': '99',
          'x-ratelimit-reset': '1800000000',
        })
        .end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('passes a response that matches the document', async () => {
    answer = { status: 200, version: 'V5', body: { count: 0, page: 0, limit: 25, results: [] } };
    await expect(new ApiClient(baseUrl).get('/customers')).resolves.toMatchObject({ status: 200 });
  });

  it('fails the request when the response departs from the document', async () => {
    answer = { status: 200, version: 'V5', body: { count: '0', page: 0, limit: 25, results: [] } };
    await expect(new ApiClient(baseUrl).get('/customers')).rejects.toThrow(/count must be integer/);
    answer = { status: 200, body: { count: 0, page: 0, limit: 25, results: [] } };
    await expect(new ApiClient(baseUrl).get('/customers')).rejects.toThrow(/no X-Api-Version header/);
  });

  it('leaves the reference documents themselves alone', async () => {
    await expect(new ApiClient(baseUrl).get('/openapi.json')).resolves.toMatchObject({ status: 200, body: { openapi: '3.1.0' } });
  });

  it('can be turned off', async () => {
    answer = { status: 500, version: 'V5', body: { oops: true } };
    await expect(new ApiClient(baseUrl, undefined, { validate: false }).get('/customers')).resolves.toMatchObject({ status: 500 });
  });
});
