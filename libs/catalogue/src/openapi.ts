import { describeListQuery, errorBodySchema, MERCHANT_API_VERSIONS } from '@netline/contracts';
import { z } from 'zod';
import { ERROR_CODES } from './error-codes';
import { exampleFor, Schema } from './openapi-examples';
import { Operation } from './operation';

const STANDARD_ERRORS: Record<number, string> = {
  400: 'Validation error (`validation_error`) or invalid request (`invalid_request`)',
  401: 'Missing or invalid credentials (`authentication_error`)',
  403: 'The credentials lack the scope this operation needs (`forbidden_error`)',
  404: 'No such object for this merchant (`not_found_error`)',
  405: 'The path exists but not with this method; `Allow` lists the methods it takes (`invalid_request`)',
  409: 'A request with the same Idempotency-Key is in progress (`conflict_error`)',
  413: 'The request body is larger than the operation accepts (`invalid_request`)',
  415: 'The request body is not of a content type the operation accepts (`invalid_request`)',
  422: 'The request is refused in the current state (`invalid_request`)',
  429: 'Too many requests (`rate_limit_error`)',
  503: 'A service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same Idempotency-Key (`service_unavailable`)',
};

/**
 * Builds the OpenAPI 3.1 document from the operation catalogue. Request and response schemas are the same zod
 * schemas the gateway validates with; every schema with an `id` becomes a component, referenced by `$ref`.
 */
const RATE_LIMIT_HEADERS = {
  'X-Ratelimit-Limit': { description: 'Requests allowed in a sliding 60-second window', required: true, schema: { type: 'integer' } },
  'X-Ratelimit-Remaining': { description: 'Requests left in the current window', required: true, schema: { type: 'integer' } },
  'X-Ratelimit-Reset': { description: 'UNIX time (seconds) when a request slot frees up', required: true, schema: { type: 'integer' } },
};

/** What differs between the merchant API's document and the partners API's. */
export interface OpenApiDocumentOptions {
  title: string;
  version: string;
  description: string;
  /** Who the Basic username is. */
  basicUsername: string;
  /** A request header naming the API version, documented on every authenticated operation. */
  versionHeader?: { name: string; values: readonly string[] };
  /**
   * Also the dashboard's own operations (`auth: 'session'`): for the dashboard's generated client only,
   * never in a published document.
   */
  includeSessionOperations?: boolean;
}

export const MERCHANT_API_DOCUMENT: OpenApiDocumentOptions = {
  title: 'Netline merchant API',
  version: 'V5',
  description:
    'Sell to business customers on net terms. Amounts are US dollars with at most two decimals. ' +
    'Lists take `limit` and `page` (records start at page × limit), `filter[field][op]=value` and `sort=field,-field`.',
  basicUsername: 'merchant id',
  versionHeader: { name: 'X-Api-Version', values: MERCHANT_API_VERSIONS },
};

/**
 * What the merchant dashboard calls, with its session cookie: the merchant API and the dashboard's own
 * operations. Its types (apps/dashboard/src/generated/api.ts) are generated from this document, so a
 * renamed route or field fails the dashboard's type check.
 */
export const DASHBOARD_API_DOCUMENT: OpenApiDocumentOptions = {
  ...MERCHANT_API_DOCUMENT,
  title: 'Netline dashboard API',
  description: 'The merchant API and the dashboard session operations, as the merchant dashboard calls them.',
  includeSessionOperations: true,
};

export function buildOpenApiDocument(
  operations: Operation[],
  serverUrl: string,
  appEnv: string,
  options: OpenApiDocumentOptions = MERCHANT_API_DOCUMENT,
): Record<string, unknown> {
  const refs = new Map<z.ZodType, string>();
  const component = (schema: z.ZodType, fallbackId: string): string => {
    const existing = refs.get(schema);
    if (existing) return existing;
    const id = (z.globalRegistry.get(schema)?.id as string | undefined) ?? fallbackId;
    if (!z.globalRegistry.get(schema)?.id) z.globalRegistry.add(schema, { id });
    refs.set(schema, id);
    return id;
  };

  const paths: Record<string, Record<string, unknown>> = {};
  const errorRef = component(errorBodySchema, 'Error');
  for (const route of operations) {
    if (route.sandboxOnly && appEnv !== 'sandbox') continue;
    // The dashboard's own operations and the buyer portal's are not part of the published API.
    if (route.auth === 'buyer' || (route.auth === 'session' && !options.includeSessionOperations)) continue;
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const parameters: Array<Record<string, unknown>> = [];
    for (const name of Object.keys(route.params?.shape ?? {})) {
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
    if (route.list) {
      parameters.push(...describeListQuery(route.list).map((parameter) => ({ ...parameter, in: 'query', required: false })));
    }
    for (const [name, schema] of Object.entries(route.query?.shape ?? {})) {
      parameters.push({ name, in: 'query', required: false, ...queryParameter(schema as z.ZodType) });
    }
    if (options.versionHeader && route.auth !== 'public') {
      parameters.push({
        name: options.versionHeader.name,
        in: 'header',
        required: false,
        description: `Optional; names the API version (${options.versionHeader.values.join(' or ')}). Any other value is a 400.`,
        schema: { type: 'string', enum: [...options.versionHeader.values] },
      });
    }
    if (route.access === 'write' && route.auth !== 'public') {
      parameters.push({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          'Replays the first response for 24 hours when the same key is sent again; the same key with another body is a 400, ' +
          'and a duplicate sent while the first is still running gets 409',
        schema: { type: 'string', maxLength: 255 },
      });
    }
    const status = route.status ?? 200;
    const responses: Record<string, unknown> = {
      [status]:
        status === 204 || !route.response
          ? route.rawResponse
            ? { description: 'A document (HTML page, PDF or file)', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } }
            : { description: 'No content' }
          : {
              description: 'Success',
              content: { 'application/json': { schema: { $ref: `#/components/schemas/${component(route.response, `${route.operationId}Response`)}` } } },
            },
    };
    // Besides what the operation lists: 404 for an id that names nothing (any path parameter), 409 for a
    // write whose Idempotency-Key is still in use, 413/415 where a body is read.
    const edgeErrors = [
      ...(route.params ? [404] : []),
      ...(route.access === 'write' && route.auth !== 'public' ? [409] : []),
      ...(route.body || route.rawBody ? [413, 415] : []),
    ];
    for (const code of [...new Set([400, 401, 403, 429, 503, ...edgeErrors, ...(route.errors ?? [])])].sort()) {
      responses[code] = {
        description: STANDARD_ERRORS[code] ?? 'Error',
        content: {
          'application/json': { schema: { $ref: `#/components/schemas/${errorRef}` } },
          // Pages for people (enrollment, payment page) explain a refusal as a page too.
          ...(route.rawResponse && route.auth === 'public' ? { 'text/html': { schema: { type: 'string' } } } : {}),
        },
      };
    }
    // The rate-limit headers are on every response, errors included.
    const headers = {
      ...RATE_LIMIT_HEADERS,
      'X-Api-Version': { description: 'The API version that answered', required: true, schema: { type: 'string', enum: [options.version] } },
    };
    for (const response of Object.values(responses)) (response as Record<string, unknown>).headers = headers;
    const codes = ERROR_CODES[route.operationId];
    const codeTable = codes
      ? [
          '**Error codes** (`error.code`):',
          '',
          '| code | when |',
          '|---|---|',
          ...Object.entries(codes).map(([code, when]) => `| \`${code}\` | ${when} |`),
        ].join('\n')
      : undefined;
    const description = [route.description, route.list ? LIST_NOTE : undefined, codeTable].filter(Boolean).join('\n\n');
    const operation: Record<string, unknown> = {
      operationId: route.operationId,
      summary: route.summary,
      ...(description ? { description } : {}),
      tags: [route.tag],
      parameters,
      responses,
      security: route.auth === 'public' ? [] : [{ basicAuth: [] }, { bearerAuth: [] }],
      ...(route.deprecated ? { deprecated: true } : {}),
      ...(codes ? { 'x-error-codes': Object.keys(codes) } : {}),
    };
    if (route.rawBody) {
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(route.rawBody.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
      };
    } else if (route.body) {
      const schema = { $ref: `#/components/schemas/${component(route.body, `${route.operationId}Request`)}` };
      operation.requestBody = {
        required: !route.bodyOptional,
        // Public routes also take HTML form posts (the payment page's form, the token endpoint).
        content: { 'application/json': { schema }, ...(route.auth === 'public' ? { 'application/x-www-form-urlencoded': { schema } } : {}) },
      };
    }
    paths[openApiPath] = { ...(paths[openApiPath] ?? {}), [route.method.toLowerCase()]: operation };
    // The other spellings of the path answer the same; each is documented as its own entry (an
    // operationId may appear once), pointing back at the main one.
    for (const [index, alias] of (route.aliases ?? []).entries()) {
      const aliasPath = alias.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      paths[aliasPath] = {
        ...(paths[aliasPath] ?? {}),
        [route.method.toLowerCase()]: {
          ...operation,
          operationId: `${route.operationId}Alias${index === 0 ? '' : index + 1}`,
          summary: `${route.summary} (also at ${openApiPath})`,
          description: [`Another spelling of \`${route.method} ${openApiPath}\` (operation \`${route.operationId}\`); both answer the same.`, description]
            .filter(Boolean)
            .join('\n\n'),
        },
      };
    }
  }

  // Every schema with an id (route schemas above, and those they nest, such as CreditDecision) is a component.
  const generate = (io: 'input' | 'output') =>
    z.toJSONSchema(z.globalRegistry, {
      uri: (id) => `#/components/schemas/${id}`,
      unrepresentable: 'any',
      io,
      // Schemas used in several places but without an id are written out in place, so every $ref points
      // into components.schemas.
      reused: 'inline',
    }).schemas;
  // Request bodies are what a client sends: a field the service defaults is optional there (its `input`
  // form), while answers carry every field (`output`). Request schemas are the ones named `…Request`.
  const inputs = generate('input');
  const schemas = Object.fromEntries(Object.entries(generate('output')).map(([id, schema]) => [id, /Request$/.test(id) && inputs[id] ? inputs[id] : schema]));
  // Components are addressed by their key; an `$id` inside them would only confuse JSON Schema tools.
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>).$schema;
    delete (schema as Record<string, unknown>).$id;
  }

  const components = reachable(paths, schemas as Record<string, unknown>) as Record<string, Schema>;
  addExamples(paths, components);

  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version, description: `${options.description}\n\n${CONVENTIONS}` },
    servers: [{ url: serverUrl }],
    paths,
    components: {
      // The registry holds the schemas of every API; this document keeps those its operations reach.
      schemas: components,
      securitySchemes: {
        basicAuth: { type: 'http', scheme: 'basic', description: `Username: ${options.basicUsername}. Password: secret API key.` },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}

/** Error `type` each status answers with, for the examples. */
const ERROR_EXAMPLES: Record<string, { type: string; message: string; details?: Array<{ path: string; message: string }> }> = {
  '400': { type: 'validation_error', message: 'Validation error', details: [{ path: 'amount', message: '`amount` is required' }] },
  '401': { type: 'authentication_error', message: 'Invalid merchant credentials' },
  '403': { type: 'forbidden_error', message: 'This operation needs the merchant:write scope' },
  '404': { type: 'not_found_error', message: 'Invoice not found' },
  '405': { type: 'invalid_request', message: 'PATCH is not allowed on /api/invoices; use GET, POST' },
  '409': { type: 'conflict_error', message: 'A request with this Idempotency-Key is still in progress; retry shortly' },
  '413': { type: 'invalid_request', message: 'The request body is too large' },
  '415': { type: 'invalid_request', message: 'Send the request body as application/json' },
  '422': { type: 'invalid_request', message: 'Credit check already created for this customer.' },
  '429': { type: 'rate_limit_error', message: 'Too many requests' },
  '503': { type: 'service_unavailable', message: 'The service did not answer in time; retry' },
};

/** The parts of an operation the examples are written into. */
interface ExampleTarget {
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema; example?: unknown }> }>;
}

/**
 * A request and a response example on every operation, generated from its schemas (request body,
 * success body, and the error body of each documented status).
 */
function addExamples(paths: Record<string, Record<string, unknown>>, components: Record<string, Schema>): void {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item) as ExampleTarget[]) {
      const request = operation.requestBody?.content?.['application/json'];
      if (request?.schema) request.example = exampleFor(request.schema, components);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const json = response.content?.['application/json'];
        if (!json?.schema) continue;
        const error = ERROR_EXAMPLES[status];
        json.example = error ? { error } : exampleFor(json.schema, components);
      }
    }
  }
}

/** Said once in the introduction of each document; every list points here. */
const CONVENTIONS = [
  '## Conventions',
  '',
  '**Versions.** Every response carries `X-Api-Version`, the version that shaped it. A request may name one in `X-Api-Version`; ' +
    'without it, the version its access key or its account pins answers (merchant API: `V5` until pinned). An unknown value is a 400 naming the accepted ones. ' +
    "The document of a version other than this one's: `openapi.json?version=…`.",
  '',
  '**Unset values.** Every field of an object is present in every response; a value that is not set is `null`, and only the fields marked nullable can be.',
  '',
  '**Unknown input.** A request field or query parameter the operation does not define is a 400 `validation_error` naming it.',
  '',
  '### Errors',
  '',
  'Every error is `{"error": {"type", "message", "code"?, "details"?}}`: `type` below, `message` for people, `code` a stable reason',
  '(`<SERVICE>.<REASON>`, e.g. `BILLING.INVOICE_NOT_SENT`), `details` a list of `{path, message}` naming each field at fault.',
  '',
  '| Status | `type` | When |',
  '|---|---|---|',
  '| 400 | `validation_error` | a field or query parameter is missing, malformed or unknown |',
  '| 400 | `invalid_request` | the request is well formed but refused in the current state; malformed JSON; another API version |',
  '| 401 | `authentication_error` | no or wrong credentials |',
  '| 403 | `forbidden_error` | the credentials lack the scope; an expired or revoked access key |',
  '| 404 | `not_found_error` | no such route, or no such object for the caller (an impossible id included) |',
  '| 405 | `invalid_request` | the path does not take this method; `Allow` lists those it takes |',
  '| 409 | `conflict_error` | a request with the same `Idempotency-Key` is still running |',
  '| 413 | `invalid_request` | the body is too large |',
  '| 415 | `invalid_request` | a JSON operation received another content type |',
  '| 422 | `invalid_request` | a credit check was already requested for the customer |',
  '| 429 | `rate_limit_error` | the per-minute request limit is used up; see `Retry-After` |',
  '| 503 | `service_unavailable` | a service did not answer in time, or a store it needs dropped its connection for a moment; retry, a create with the same `Idempotency-Key` |',
  '',
  'Every response, errors included, carries `X-Ratelimit-Limit`, `X-Ratelimit-Remaining` and `X-Ratelimit-Reset`.',
  '',
  '### Lists',
  '',
  'Lists answer `{count, page, limit, results}` (`count`: all matching records).',
  '',
  '- `limit`: records per page, within the bounds each list states (out of range is a 400, never clamped).',
  '- `page`: a non-negative integer; records start at `page × limit` (no `page`: the first record, `page: 0`).',
  '- `filter[field][op]=value`: `op` one of `eq ne gt gte lt lte` as the list allows for the field; `filter[field]=value` means `eq`.',
  '  Amounts in dollars, dates ISO 8601, booleans `true`/`false`. An unknown field or operator is a 400.',
  '- `sort=field,-field`: ascending, or descending with `-`, over the fields the list names.',
].join('\n');

const LIST_NOTE =
  "Paging (`limit`, `page`), `filter[field][op]` and `sort` follow the **Lists** conventions in the introduction; the parameters below name this list's fields, operators and bounds.";

/** The component schemas referenced, directly or through other components, from `root`. */
function reachable(root: unknown, schemas: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const id = value.slice('#/components/schemas/'.length);
        if (!(id in kept) && id in schemas) {
          kept[id] = schemas[id];
          visit(schemas[id]);
        }
      } else {
        visit(value);
      }
    }
  };
  visit(root);
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((id) => id in kept)
      .map((id) => [id, kept[id]]),
  );
}

export const PARTNER_API_DOCUMENT: OpenApiDocumentOptions = {
  title: 'Netline partners API',
  version: 'partners-v1',
  description:
    'For platforms and marketplaces that manage sub-merchants: create and underwrite sub-merchants, and run customers, invoices, ' +
    'payments, payouts, shipments and webhooks on their behalf. Same base URL and conventions as the merchant API, with partner ' +
    'credentials. Amounts are US dollars with at most two decimals. Lists take `limit` and `page` (records start at page × limit), ' +
    '`filter[field][op]=value` and `sort=field,-field`.',
  basicUsername: 'partner id',
  versionHeader: { name: 'X-Api-Version', values: ['partners-v1', 'partner-v1'] },
};

/** A plain query parameter's schema and description, from its zod schema (the input side: what a URL may carry). */
function queryParameter(schema: z.ZodType): { description?: string; schema: Record<string, unknown> } {
  const { $schema: _schema, description, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return { ...(typeof description === 'string' ? { description } : {}), schema: rest };
}
