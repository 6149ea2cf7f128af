import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { DomainError, errorBody, ErrorType, toApiError } from '@netline/contracts';
import { RateLimiter, RateLimitResult } from '@netline/edge';
import { Logger, runWithRequestId } from '@netline/observability';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Histogram, Registry } from 'prom-client';
import { McpCaller, ToolSetName } from '../auth/caller';
import { McpAuthenticationError, McpAuthenticator } from '../auth/mcp-authenticator';
import { jsonRpcError } from '../protocol/json-rpc';
import { routeRequest } from '../protocol/request-route';
import { ProtocolRevision } from '../revisions/revisions';
import { answerStatelessRequest } from '../protocol/stateless-requests';
import { CallerTools, createLegacyServer } from '../tools/mcp-server';
import { ToolCatalogue } from '../tools/tool-catalogue';
import { ToolRunner } from '../tools/tool-runner';
import { PROTECTED_RESOURCE_WELL_KNOWN, protectedResourceMetadata, protectedResourceMetadataUrl } from './protected-resource';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
export const MCP_PATH = '/mcp';
/**
 * The JSON-RPC code of a 429, "rate limited". Outside JSON-RPC's reserved range (-32768..-32000): the
 * 2026-07-28 revision keeps -32020..-32099 for the protocol's own codes, and new codes of an application
 * belong outside it (this was -32029 before the endpoint spoke that revision).
 */
export const RATE_LIMITED_CODE = -31429;

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    mcpCaller?: McpCaller;
  }
}

export interface McpEndpointOptions {
  /** The public MCP URL: token audience, metadata `resource`. */
  mcpUrl: string;
  authorizationServer: string;
  allowedOrigins: string[];
  rateLimitPerMinute: number;
}

/**
 * The Streamable HTTP endpoint (`POST /mcp`), stateless and answering JSON (no server-sent events, no
 * session id), so any replica serves any request and no load balancer affinity is needed. `GET` (a
 * server-to-client event stream) and `DELETE` (ending a session) have nothing to offer here: 405.
 *
 * Per request, in order: the `Origin` check (a browser page from a foreign origin → 403, so a web page
 * cannot drive a local endpoint through DNS rebinding; allowed origins get CORS headers and a preflight
 * answer), the bearer token (401 with
 * `WWW-Authenticate: Bearer resource_metadata="…"` pointing at the RFC 9728 document), the merchant's
 * rate limit (the REST API's own Redis window: one budget for both doors; 429 with a JSON-RPC error),
 * then the message is served in its protocol era (`serve`) for this caller's tools.
 */
export class McpEndpoint {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly resourceMetadataUrl: string;
  private readonly allowedOrigins: Set<string>;
  private readonly publicOrigin: string;

  constructor(
    private readonly authenticator: McpAuthenticator,
    private readonly toolSets: Record<ToolSetName, ToolCatalogue>,
    private readonly runner: ToolRunner,
    private readonly rateLimiter: RateLimiter,
    private readonly logger: Logger,
    metrics: Registry,
    private readonly options: McpEndpointOptions,
  ) {
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of MCP endpoint requests',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [metrics],
    });
    this.resourceMetadataUrl = protectedResourceMetadataUrl(options.mcpUrl);
    this.publicOrigin = new URL(options.mcpUrl).origin;
    this.allowedOrigins = new Set([this.publicOrigin, ...options.allowedOrigins]);
  }

  register(fastify: FastifyInstance): void {
    const metadata = protectedResourceMetadata({ resource: this.options.mcpUrl, authorizationServer: this.options.authorizationServer });
    // The path-aware location (RFC 9728 §3.1) and the bare one that some clients try first.
    const metadataPaths = new Set([PROTECTED_RESOURCE_WELL_KNOWN, `${PROTECTED_RESOURCE_WELL_KNOWN}${MCP_PATH}`, new URL(this.resourceMetadataUrl).pathname]);
    for (const path of metadataPaths) {
      fastify.get(path, async (_request, reply) =>
        reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').send(metadata),
      );
    }

    void fastify.register(async (scope) => {
      scope.addHook('onRequest', async (request, reply) => {
        const supplied = request.headers['x-request-id'];
        request.requestId = typeof supplied === 'string' && REQUEST_ID.test(supplied) ? supplied : randomUUID();
        reply.header('x-request-id', request.requestId);
        return runWithRequestId(request.requestId, () => this.admit(request, reply));
      });
      scope.addHook('onResponse', async (request, reply) => {
        this.duration.observe(
          { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
      scope.setErrorHandler((error: FastifyError, request, reply) => this.handleFrameworkError(error, request, reply));

      scope.post(MCP_PATH, { preHandler: async (request, reply) => ((await this.limit(request, reply)) ? reply : undefined) }, (request, reply) =>
        runWithRequestId(request.requestId, () => this.serve(request, reply)),
      );
      // A browser on an allowed origin asks first (CORS preflight); the Origin check has already run.
      scope.options(MCP_PATH, async (_request, reply) =>
        reply
          .code(204)
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', 'authorization, content-type, accept, mcp-protocol-version, mcp-method, mcp-name, x-request-id')
          .header('access-control-max-age', '600')
          .send(),
      );
      const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(405)
          .header('allow', 'POST')
          .send(jsonRpcError(null, -32000, 'Method not allowed: this endpoint is stateless and answers POST only (no event stream, no session)'));
      scope.get(MCP_PATH, notAllowed);
      scope.delete(MCP_PATH, notAllowed);
    });
  }

  /** Origin, then (POST only) the bearer token. Answers 403, 401 or 503 here, before the body is read. */
  private async admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (!this.allowedOrigins.has(origin)) return reply.code(403).send(jsonRpcError(null, -32000, `Origin ${origin} is not allowed`));
      reply
        .header('access-control-allow-origin', origin)
        .header('vary', 'Origin')
        .header('access-control-expose-headers', 'www-authenticate, x-request-id, x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset, retry-after');
    }
    if (request.method !== 'POST') return undefined;
    try {
      request.mcpCaller = await this.authenticator.authenticate(request.headers.authorization);
      return undefined;
    } catch (error) {
      // Failed authentications count against the client address, so guessing tokens is limited too.
      if (await this.take(request, reply, `ip:${request.ip}`)) return reply;
      if (error instanceof McpAuthenticationError) {
        const challenge = [
          'Bearer',
          ...(error.reason === 'invalid' ? [' error="invalid_token",'] : []),
          ` resource_metadata="${this.resourceMetadataUrl}"`,
        ].join('');
        return reply
          .code(401)
          .header('www-authenticate', challenge)
          .send(errorBody(toApiError(error)));
      }
      const failure = error instanceof DomainError ? error : new DomainError('MCP.AUTH_FAILED', 'unavailable', 'Authentication is temporarily unavailable');
      if (!(error instanceof DomainError)) this.logger.error({ err: error }, 'authentication failed unexpectedly');
      return reply.code(503).send(errorBody(toApiError(failure)));
    }
  }

  /**
   * The merchant's window, shared with the REST API. Resolves `true` after answering itself: 429, or 400
   * for a JSON-RPC batch, which the protocol dropped in 2025-06-18 and which would otherwise let one
   * request of the budget carry many calls.
   */
  private async limit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (Array.isArray(request.body)) {
      reply.code(400).send(jsonRpcError(null, -32600, 'Invalid Request: send one JSON-RPC message per request (batches are not supported)'));
      return true;
    }
    const caller = request.mcpCaller;
    return caller ? this.take(request, reply, caller.rateLimitSubject) : false;
  }

  /** Takes one request from `subject`'s window and sets the headers; answers 429 (resolving true) when it is full. */
  private async take(request: FastifyRequest, reply: FastifyReply, subject: string): Promise<boolean> {
    let result: RateLimitResult;
    try {
      result = await this.rateLimiter.take(subject, this.options.rateLimitPerMinute);
    } catch (error) {
      // Redis down: serving without limits beats refusing every merchant; /readyz reports it.
      this.logger.warn({ err: error }, 'rate limiter unavailable; request admitted');
      return false;
    }
    reply.header('x-ratelimit-limit', String(result.limit));
    reply.header('x-ratelimit-remaining', String(result.remaining));
    reply.header('x-ratelimit-reset', String(result.resetAt));
    if (result.allowed) return false;
    const body = request.body as { id?: unknown } | undefined;
    const id = body && typeof body === 'object' && !Array.isArray(body) && (typeof body.id === 'string' || typeof body.id === 'number') ? body.id : null;
    reply
      .code(429)
      .header('retry-after', String(result.retryAfter))
      .send(
        jsonRpcError(id, RATE_LIMITED_CODE, 'Too many requests: the rate limit is shared with the REST API', {
          error: { type: ErrorType.RateLimit, message: 'Too many requests' },
          retry_after: result.retryAfter,
        }),
      );
    return true;
  }

  /**
   * One message, served in the era it belongs to (`routeRequest`): the stateless era by this endpoint's own
   * code (`stateless-requests.ts`), the legacy era by the SDK's transport and server. Both answer for the
   * same caller's tools, built for this request.
   */
  private async serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const caller = request.mcpCaller as McpCaller;
    const tools = new CallerTools(caller, this.toolSets[caller.toolSet], this.runner, request.requestId);
    const route = routeRequest(request.body, headerOf(request, 'mcp-protocol-version'));
    if ('refused' in route) return reply.code(route.refused.status).send(route.refused.body);
    if (route.era === 'legacy') return this.serveLegacy(request, reply, tools, route.revision);
    const answer = await answerStatelessRequest(
      request.body,
      {
        protocolVersion: headerOf(request, 'mcp-protocol-version'),
        method: headerOf(request, 'mcp-method'),
        name: headerOf(request, 'mcp-name'),
        accept: headerOf(request, 'accept'),
      },
      tools,
    );
    return reply.code(answer.status).send(answer.body);
  }

  /**
   * The SDK's web-standard transport in stateless JSON mode (`sessionIdGenerator: undefined`,
   * `enableJsonResponse: true`) and a low-level SDK server for this caller: the transport checks `Accept`,
   * `Content-Type` and the JSON-RPC message, the server answers `initialize` (its negotiation this
   * endpoint's own), `ping`, `tools/list` and `tools/call` as a client of `revision` reads them.
   */
  private async serveLegacy(request: FastifyRequest, reply: FastifyReply, tools: CallerTools, revision: ProtocolRevision): Promise<FastifyReply> {
    const server = createLegacyServer(tools, revision);
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    transport.onerror = (error) => this.logger.debug({ err: error }, 'MCP transport refused a request');
    try {
      await server.connect(transport);
      const response = await transport.handleRequest(this.toWebRequest(request), { parsedBody: request.body });
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        reply.header(name, value);
      });
      const text = await response.text();
      return reply.send(text === '' ? undefined : text);
    } finally {
      await server.close();
    }
  }

  /**
   * The request as the SDK's web-standard transport reads it; the body is passed already parsed. Without
   * `MCP-Protocol-Version`: the revision was read and checked against this endpoint's list when the message
   * was routed, and the SDK's own check would refuse an `initialize` sent with a stateless revision in it.
   */
  private toWebRequest(request: FastifyRequest): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || name === 'mcp-protocol-version') continue;
      if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
      else headers.set(name, value);
    }
    return new Request(`${this.publicOrigin}${request.url}`, { method: request.method, headers });
  }

  private handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send(jsonRpcError(null, -32700, 'Parse error: the body is not valid JSON'));
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send(jsonRpcError(null, -32000, 'Unsupported Media Type: send application/json'));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send(jsonRpcError(null, -32000, 'The request body is too large'));
    }
    this.logger.error({ err: error, url: request.url }, 'MCP request failed');
    return reply.code(500).send(jsonRpcError(null, -32603, 'Internal error'));
  }
}

/** A request header as one value (a repeated header is joined, as Node joins it, and then matches nothing). */
function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
