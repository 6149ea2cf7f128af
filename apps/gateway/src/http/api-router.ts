import { canRead, canWrite } from '@netline/auth';
import { ApiError, ErrorDetail, errorBody, ErrorType, parseListQuery, Principal, RawQuery, RawReplyBody, RpcRequest, validationDetails } from '@netline/contracts';
import { DomainError, RpcClient, toApiError } from '@netline/messaging';
import { Logger, runWithRequestId } from '@netline/observability';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import { Authenticator } from '../auth/authenticator';
import { RouteDefinition } from '../routes';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    principal?: Principal;
  }
}

export interface ApiRouterOptions {
  prefix: string;
  appEnv: 'sandbox' | 'production';
}

/**
 * Turns route definitions into Fastify routes. For each request: request id → authentication →
 * scope → validation of path, query and body → one NATS request → the reply mapped to HTTP unchanged.
 * Every failure leaves as the contract's `{error:{type,message,details}}` body.
 */
export class ApiRouter {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;

  constructor(
    private readonly rpc: RpcClient,
    private readonly authenticator: Authenticator,
    private readonly logger: Logger,
    metrics: Registry,
    private readonly options: ApiRouterOptions,
  ) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of API requests',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [metrics],
    });
  }

  register(fastify: FastifyInstance, routes: RouteDefinition[]): void {
    // An encapsulated plugin under the prefix, so its not-found and error handlers answer in the
    // contract's shape for /api/* without touching the framework's own handlers elsewhere.
    void fastify.register(
      async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          const supplied = request.headers['x-request-id'];
          request.requestId = typeof supplied === 'string' && REQUEST_ID.test(supplied) ? supplied : randomUUID();
          reply.header('x-request-id', request.requestId);
        });
        api.addHook('onResponse', async (request, reply) => {
          this.duration.observe(
            { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
            reply.elapsedTime / 1000,
          );
        });
        api.setNotFoundHandler((request, reply) => {
          this.sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
        });
        api.setErrorHandler((error: FastifyError, request, reply) => this.handleFrameworkError(error, request, reply));
        // Uploads (PDFs, proof-of-delivery files) arrive as bytes; each route states what it accepts.
        const rawTypes = [...new Set(routes.flatMap((route) => route.rawBody?.contentTypes ?? []))];
        if (rawTypes.length > 0) {
          // At least 1 MB, so a file a little over a route's own limit reaches that route's check and its
          // clear 400 (which names the limit) rather than the parser's bare 413.
          const maxBytes = Math.max(1_048_576, ...routes.map((route) => route.rawBody?.maxBytes ?? 0));
          api.addContentTypeParser(rawTypes, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
        }
        // HTML form posts (application/x-www-form-urlencoded) are parsed by the adapter's formbody plugin.

        for (const route of routes) {
          if (route.sandboxOnly && this.options.appEnv !== 'sandbox') continue;
          for (const path of [route.path, ...(route.aliases ?? [])]) {
            api.route({
              method: route.method,
              url: path,
              handler: (request, reply) => runWithRequestId(request.requestId, () => this.handle(route, request, reply)),
            });
          }
        }
      },
      { prefix: this.options.prefix },
    );
  }

  private async handle(route: RouteDefinition, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    try {
      if (route.auth === 'public') return await this.forward(route, request, reply, null);
      const principal = await this.authenticator.authenticate(request.raw);
      request.principal = principal;
      if (route.access === 'write' ? !canWrite(principal) : !canRead(principal)) {
        return this.sendError(reply, {
          status: 403,
          type: ErrorType.Forbidden,
          message: `This operation needs the merchant:${route.access} scope`,
        });
      }
      return await this.forward(route, request, reply, principal);
    } catch (error) {
      if (error instanceof DomainError) return this.sendError(reply, toApiError(error));
      this.logger.error({ err: error, route: route.operationId }, 'unhandled error in gateway');
      return this.sendError(reply, { status: 500, type: ErrorType.Internal, message: 'An internal error occurred' });
    }
  }

  private async forward(route: RouteDefinition, request: FastifyRequest, reply: FastifyReply, principal: Principal | null): Promise<FastifyReply> {
    const message = this.buildMessage(route, request, principal);
    if ('details' in message) {
      return this.sendError(reply, { status: 400, type: ErrorType.Validation, message: 'Validation error', details: message.details });
    }
    const result = await this.rpc.request(route.subject, message);
    if (!result.ok) return this.sendError(reply, result.error);
    if (route.headers) reply.headers(route.headers);
    if (route.rawResponse) {
      const raw = result.data as RawReplyBody;
      if (raw.headers) reply.headers(raw.headers);
      return reply
        .code(raw.status ?? route.status ?? 200)
        .type(raw.content_type)
        .send(Buffer.from(raw.body, raw.encoding));
    }
    const status = route.status ?? 200;
    return status === 204 ? reply.code(204).send() : reply.code(status).send(result.data);
  }

  private buildMessage(route: RouteDefinition, request: FastifyRequest, principal: Principal | null): RpcRequest | { details: ErrorDetail[] } {
    const details: ErrorDetail[] = [];
    const params = validate(route.params, request.params ?? {}, 'params', details);
    let query: unknown = {};
    if (route.list) {
      const parsed = parseListQuery(request.query as RawQuery, route.list);
      if (parsed.ok) query = parsed.query;
      else details.push(...parsed.details);
    } else if (route.query) {
      query = validate(route.query, request.query ?? {}, 'query', details);
    } else if (Object.keys((request.query as object) ?? {}).length > 0) {
      details.push(...Object.keys(request.query as object).map((key) => ({ path: key, message: `unknown query parameter \`${key}\`` })));
    }
    let body: unknown = undefined;
    if (route.rawBody) {
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!Buffer.isBuffer(request.body) || !route.rawBody.contentTypes.includes(contentType)) {
        details.push({ path: 'body', message: `send the file as one of: ${route.rawBody.contentTypes.join(', ')}` });
      } else if (request.body.length > route.rawBody.maxBytes) {
        // The content-type parser's limit is the largest of all routes; each route keeps its own.
        details.push({ path: 'body', message: `the file is ${request.body.length} bytes; this operation accepts at most ${route.rawBody.maxBytes} bytes` });
      } else {
        body = { content_type: contentType, body_base64: request.body.toString('base64'), size: request.body.length };
      }
    } else if (route.body) {
      if (request.body === undefined || request.body === null) {
        if (!route.bodyOptional) details.push({ path: 'body', message: 'a JSON request body is required' });
      } else {
        body = validate(route.body, request.body, undefined, details);
      }
    }
    if (details.length > 0) return { details };
    const idempotencyKey = request.headers['idempotency-key'];
    return {
      principal: principal as Principal,
      request_id: request.requestId,
      ...(typeof idempotencyKey === 'string' ? { idempotency_key: idempotencyKey } : {}),
      params: (params ?? {}) as Record<string, string>,
      query: query as Record<string, unknown>,
      body,
    };
  }

  private handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      this.logger.error({ err: error, url: request.url }, 'request failed');
      return this.sendError(reply, { status: 500, type: ErrorType.Internal, message: 'An internal error occurred' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return this.sendError(reply, { status: 400, type: ErrorType.InvalidRequest, message: 'The request body is not valid JSON' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return this.sendError(reply, { status: 415, type: ErrorType.InvalidRequest, message: 'Send the request body as application/json' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return this.sendError(reply, { status: 413, type: ErrorType.InvalidRequest, message: 'The request body is too large' });
    }
    return this.sendError(reply, { status, type: ErrorType.InvalidRequest, message: error.message });
  }

  private sendError(reply: FastifyReply, error: ApiError): FastifyReply {
    if (error.status === 401) reply.header('www-authenticate', 'Basic realm="netline", Bearer');
    return reply.code(error.status).send(errorBody(error));
  }
}

function validate(schema: z.ZodType | undefined, input: unknown, prefix: string | undefined, details: ErrorDetail[]): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  details.push(...validationDetails(parsed.error.issues, prefix ? [prefix] : []));
  return undefined;
}
