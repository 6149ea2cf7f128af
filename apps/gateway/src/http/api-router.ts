import { canRead, canWrite, requiredScope } from '@netline/auth';
import {
  ApiError,
  DomainError,
  ErrorDetail,
  errorBody,
  ErrorType,
  IDEMPOTENCY_IN_PROGRESS,
  PARTNER_API_VERSION,
  PARTNER_API_VERSION_VALUES,
  Principal,
  RawQuery,
  RawReplyBody,
  RpcRequest,
  toApiError,
} from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { Logger, runWithRequestId } from '@netline/observability';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomUUID } from 'node:crypto';
import { Histogram, Registry } from 'prom-client';
import { Authenticator } from '../auth/authenticator';
import { DashboardSessions, SESSION_COOKIE } from '../dashboard/dashboard-sessions';
import { FailureThrottle, IdempotencyStore, outcomeUnknown, RateLimiter, RateLimitResult } from '@netline/edge';
import { buildOperationRequest, Operation } from '@netline/catalogue';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;
const IDEMPOTENT_METHODS = new Set(['POST', 'PUT', 'DELETE']);
/** Headers that belong to one exchange, not to the stored response an idempotent replay repeats. */
const NOT_REPLAYED = new Set(['x-request-id', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after', 'content-length', 'date', 'connection', 'keep-alive', 'idempotent-replayed']);

declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    principal?: Principal;
    rateLimit?: RateLimitResult;
    idempotency?: { merchantId: string; key: string; fingerprint: string; retry: boolean; unknown?: boolean };
  }
  interface FastifyContextConfig {
    netlineRoute?: RouteVariants;
  }
}

/** The merchant API's and the partners API's entry for one method and path (either may be absent). */
export interface RouteVariants {
  merchant?: Operation;
  partner?: Operation;
}

/** The operations of both APIs, which share paths (docs/decisions/0006-partners.md). */
export interface Catalogues {
  merchant: Operation[];
  partner: Operation[];
}

/** Request headers that name the API version (the second is what existing net-terms API clients send). */
const VERSION_HEADERS = ['x-api-version', 'resolve-api-version'];
const MERCHANT_API_VERSION = 'V5';

export interface ApiRouterOptions {
  prefix: string;
  appEnv: 'sandbox' | 'production';
  rateLimitPerMinute: number;
  /** Called after a partner operation that changed the caller's grant succeeded, before the answer leaves. */
  onPartnerGrantChanged?: (partnerId: string) => void;
  /** Dashboard sessions, admitted as a credential beside Basic and Bearer. */
  sessions?: DashboardSessions;
}

/**
 * Turns route definitions into Fastify routes. For each request: request id → authentication → rate
 * limit (per account once authenticated, per client address otherwise) → the merchant API's or the
 * partners API's entry for the path, by the caller's account (none: 404, as for an unknown route) →
 * version header → scope → validation of path, query and body → idempotency → one NATS request → the
 * reply mapped to HTTP unchanged. Authentication and rate limiting run in the `onRequest` hook, so every
 * /api response (401, 404 and 429 included) carries the rate-limit headers. Every failure leaves as the
 * contract's `{error:{type,message,details}}`.
 */
export class ApiRouter {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  /** Each API's methods per route path (`/customers/:customer_id` → GET, PUT), for 405's `Allow`. */
  private readonly methodsByPath = { merchant: new Map<string, Set<string>>(), partner: new Map<string, Set<string>>() };

  constructor(
    private readonly rpc: RpcClient,
    private readonly authenticator: Authenticator,
    private readonly rateLimiter: RateLimiter,
    private readonly failures: FailureThrottle,
    private readonly idempotency: IdempotencyStore,
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

  register(fastify: FastifyInstance, catalogues: Catalogues): void {
    const routes = [...catalogues.merchant, ...catalogues.partner];
    const byPath = new Map<string, RouteVariants>();
    for (const [api, operations] of [['merchant', catalogues.merchant], ['partner', catalogues.partner]] as const) {
      for (const route of operations) {
        if (route.sandboxOnly && this.options.appEnv !== 'sandbox') continue;
        for (const path of [route.path, ...(route.aliases ?? [])]) {
          const key = `${route.method} ${path}`;
          const variants = byPath.get(key) ?? {};
          const other = variants.merchant ?? variants.partner;
          // Unauthenticated routes cannot be told apart by caller, so both APIs must agree on them.
          if (other && (other.auth === 'public') !== (route.auth === 'public')) throw new Error(`${key} is public in one API only`);
          variants[api] = route;
          byPath.set(key, variants);
          const methods = this.methodsByPath[api].get(path) ?? new Set<string>();
          this.methodsByPath[api].set(path, methods.add(route.method));
        }
      }
    }
    // An encapsulated plugin under the prefix, so its not-found and error handlers answer in the
    // contract's shape for /api/* without touching the framework's own handlers elsewhere.
    void fastify.register(
      async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          const supplied = request.headers['x-request-id'];
          request.requestId = typeof supplied === 'string' && REQUEST_ID.test(supplied) ? supplied : randomUUID();
          reply.header('x-request-id', request.requestId);
          // Every answer names the API version, refusals before any route included; a partner's
          // authenticated requests switch to the partners API's version in admit().
          reply.header('x-api-version', MERCHANT_API_VERSION);
          return runWithRequestId(request.requestId, () => this.admit(request, reply));
        });
        api.addHook('onSend', async (request, reply, payload) => {
          if (request.idempotency) await this.remember(request, reply, payload);
          return payload;
        });
        api.addHook('onResponse', async (request, reply) => {
          this.duration.observe(
            { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
            reply.elapsedTime / 1000,
          );
        });
        const templates = [...byPath.keys()].map((key) => {
          const [method, url] = key.split(' ') as [string, string];
          return { method, url, pattern: pathPattern(`${this.options.prefix}${url}`) };
        });
        api.setNotFoundHandler((request, reply) => this.notFound(templates, request, reply));
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

        for (const [key, variants] of byPath) {
          const [method, url] = key.split(' ') as [Operation['method'], string];
          api.route({
            method,
            url,
            config: { netlineRoute: variants },
            handler: (request, reply) => runWithRequestId(request.requestId, () => this.handle(variants, request, reply)),
          });
        }
      },
      { prefix: this.options.prefix },
    );
  }

  /**
   * What the router could not match. A path the API serves with other methods → 405 with `Allow`; a path
   * it serves with this method (the router refused a path parameter longer than any id) → 404 for the
   * object; anything else → 404 for the route. All in the contract's error shape.
   */
  private notFound(templates: Array<{ method: string; url: string; pattern: RegExp }>, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const path = request.url.split('?')[0];
    const matching = templates.filter((template) => template.pattern.test(path));
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const same = matching.find((template) => template.method === method);
    if (same) return this.sendError(reply, { status: 404, type: ErrorType.NotFound, message: `${entityOf(same.url)} not found` });
    if (matching.length > 0) {
      const allowed = [...new Set(matching.map((template) => template.method))].sort();
      reply.header('allow', allowed.join(', '));
      return this.sendError(reply, { status: 405, type: ErrorType.InvalidRequest, message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}` });
    }
    return this.sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${path}` });
  }

  /**
   * Authenticates (merchant routes) and takes one request from the right rate-limit window. Refuses with
   * 401 or 429 here, before the body is even read. Failed authentications count against the client
   * address, so guessing credentials is limited too.
   */
  private async admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const variants = request.routeOptions.config?.netlineRoute;
    const route = variants?.merchant ?? variants?.partner;
    let failure: DomainError | undefined;
    if (route && route.auth !== 'public') {
      // Basic checks that reach identity are throttled per (merchant id, address) after repeated failures.
      const basicId = this.authenticator.uncachedBasicId(request.raw);
      if (basicId !== undefined && (await this.throttled(request, reply, `basic:${basicId}`))) return reply;
      try {
        const sessions = this.options.sessions;
        request.principal = sessions?.presentedBy(request) ? await sessions.authenticate(request) : await this.authenticator.authenticate(request.raw);
        if (request.principal.partner) reply.header('x-api-version', PARTNER_API_VERSION);
        // What a session reads is for the signed-in person's eyes only.
        if (request.principal.actor.type === 'user') reply.header('cache-control', 'no-store');
      } catch (error) {
        failure = error instanceof DomainError ? error : new DomainError('GATEWAY.AUTH_FAILED', 'unavailable', 'Authentication is temporarily unavailable');
        if (!(error instanceof DomainError)) this.logger.error({ err: error }, 'authentication failed unexpectedly');
        if (basicId !== undefined && failure.kind === 'authentication') await this.recordFailure(`basic:${basicId}`, request.ip);
      }
      if (basicId !== undefined && request.principal) await this.recordSuccess(`basic:${basicId}`, request.ip);
    }
    const subject = request.principal ? `merchant:${request.principal.merchant_id}` : `ip:${request.ip}`;
    if (await this.limit(request, reply, subject, this.options.rateLimitPerMinute)) return reply;
    if (failure) return this.sendError(reply, toApiError(failure));
    return undefined;
  }

  /**
   * Takes one request from `subject`'s window, sets the headers, and answers 429 when it is full.
   * Resolves `true` when it answered. (Helpers must not resolve with the reply itself: a Fastify reply is
   * thenable, so awaiting it waits for the response instead of yielding it.)
   */
  private async limit(request: FastifyRequest, reply: FastifyReply, subject: string, perMinute: number): Promise<boolean> {
    let result: RateLimitResult;
    try {
      result = await this.rateLimiter.take(subject, perMinute);
    } catch (error) {
      // Redis down: serving without limits beats refusing every merchant; the health check reports it.
      this.logger.warn({ err: error }, 'rate limiter unavailable; request admitted');
      return false;
    }
    // With several windows (token endpoint), the headers describe the one closest to its limit.
    if (!request.rateLimit || !result.allowed || result.remaining < request.rateLimit.remaining) {
      request.rateLimit = result;
      reply.header('x-ratelimit-limit', String(result.limit));
      reply.header('x-ratelimit-remaining', String(result.remaining));
      reply.header('x-ratelimit-reset', String(result.resetAt));
    }
    if (result.allowed) return false;
    reply.header('retry-after', String(result.retryAfter));
    this.sendError(reply, { status: 429, type: ErrorType.RateLimit, message: 'Too many requests' });
    return true;
  }

  /**
   * Answers 429 (resolving `true`) while `credential` must still wait after repeated failures from this
   * client address. The address is the socket's, or the one a trusted proxy reports (TRUSTED_PROXIES).
   */
  private async throttled(request: FastifyRequest, reply: FastifyReply, credential: string): Promise<boolean> {
    let waitMs = 0;
    try {
      waitMs = await this.failures.wait(credential, request.ip);
    } catch (error) {
      this.logger.warn({ err: error }, 'failure throttle unavailable; request admitted');
    }
    if (waitMs <= 0) return false;
    // Every 429 carries the rate-limit headers; a throttled request counts against its address's window.
    if (!request.rateLimit && (await this.limit(request, reply, `ip:${request.ip}`, this.options.rateLimitPerMinute))) return true;
    const seconds = Math.ceil(waitMs / 1000);
    reply.header('retry-after', String(seconds));
    this.sendError(reply, { status: 429, type: ErrorType.RateLimit, message: `Too many failed attempts from this address; retry in ${seconds} s` });
    return true;
  }

  private async recordFailure(credential: string, address: string): Promise<void> {
    await this.failures.fail(credential, address).catch((error: unknown) => this.logger.warn({ err: error }, 'could not record a failed attempt'));
  }

  private async recordSuccess(credential: string, address: string): Promise<void> {
    await this.failures.succeed(credential, address).catch((error: unknown) => this.logger.warn({ err: error }, 'could not clear failed attempts'));
  }

  private async handle(variants: RouteVariants, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const publicRoute = variants.merchant?.auth === 'public' ? variants.merchant : variants.partner?.auth === 'public' ? variants.partner : undefined;
    const route = publicRoute ?? (request.principal?.partner ? variants.partner : variants.merchant);
    try {
      if (!route) {
        // A path of the other API: as unknown to this caller as a path of neither, unless the caller's
        // own API takes the path with other methods (a merchant's POST /payments): then 405.
        const path = request.url.split('?')[0];
        const api = request.principal?.partner ? 'partner' : 'merchant';
        const routeUrl = (request.routeOptions.url ?? '').slice(this.options.prefix.length);
        const allowed = [...(this.methodsByPath[api].get(routeUrl) ?? [])].sort();
        if (allowed.length > 0) {
          reply.header('allow', allowed.join(', '));
          return this.sendError(reply, { status: 405, type: ErrorType.InvalidRequest, message: `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}` });
        }
        return this.sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${path}` });
      }
      const versionProblem = this.checkVersion(request, request.principal ?? null);
      if (versionProblem) return this.sendError(reply, versionProblem);
      if (route.auth === 'public') {
        const field = route.rateLimitBodyField;
        const value = field && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>)[field] : undefined;
        const credential = typeof value === 'string' && value.length <= 200 ? `${field}:${value}` : undefined;
        if (credential && (await this.throttled(request, reply, credential))) return reply;
        const answered = await this.forward(route, request, reply, null);
        if (credential && reply.statusCode === 401) await this.recordFailure(credential, request.ip);
        else if (credential && reply.statusCode < 300) await this.recordSuccess(credential, request.ip);
        return answered;
      }
      const principal = request.principal;
      if (!principal) return this.sendError(reply, toApiError(new DomainError('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', 'Invalid merchant credentials')));
      if (route.auth === 'session' && principal.actor.type !== 'user') {
        // The dashboard's own operations do not exist for API credentials.
        return this.sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
      }
      if (route.access === 'write' ? !canWrite(principal) : !canRead(principal)) {
        return this.sendError(reply, {
          status: 403,
          type: ErrorType.Forbidden,
          message: `This operation needs the ${requiredScope(principal, route.access)} scope`,
        });
      }
      return await this.forward(route, request, reply, principal);
    } catch (error) {
      if (error instanceof DomainError) return this.sendError(reply, toApiError(error));
      this.logger.error({ err: error, route: route?.operationId }, 'unhandled error in gateway');
      return this.sendError(reply, { status: 500, type: ErrorType.Internal, message: 'An internal error occurred' });
    }
  }

  private async forward(route: Operation, request: FastifyRequest, reply: FastifyReply, principal: Principal | null): Promise<FastifyReply> {
    if (route.body && !route.rawBody && hasBody(request) && !acceptsBodyType(route, request)) {
      return this.sendError(reply, { status: 415, type: ErrorType.InvalidRequest, message: 'Send the request body as application/json' });
    }
    const message = this.buildMessage(route, request, principal);
    if ('details' in message) {
      // A path parameter no id can have (too long, wrong characters) names no object: 404, as for an unknown id.
      if (message.details.some((detail) => detail.path.startsWith('params.'))) {
        return this.sendError(reply, { status: 404, type: ErrorType.NotFound, message: `${entityOf(route.path)} not found` });
      }
      return this.sendError(reply, { status: 400, type: ErrorType.Validation, message: 'Validation error', details: message.details });
    }
    if (principal && IDEMPOTENT_METHODS.has(route.method) && request.headers['idempotency-key'] !== undefined) {
      if (await this.claimIdempotencyKey(request, reply, principal)) return reply;
    }
    const result = await this.rpc.request(route.subject, message);
    if (!result.ok && request.idempotency && outcomeUnknown(result.error)) {
      // No answer, or the service is still producing the first attempt's answer: the request may have
      // taken effect or may still do so. The key stays claimed (`unknown`) and the next attempt asks the
      // service again, which answers with its first outcome. Storing the service's "in progress" as the
      // key's response would replay that 409 for the key's whole lifetime.
      request.idempotency.unknown = true;
      if (request.idempotency.retry) {
        return this.sendError(reply, {
          status: 409,
          type: ErrorType.Conflict,
          code: IDEMPOTENCY_IN_PROGRESS,
          message: 'A request with this Idempotency-Key is in progress and its outcome is not known yet; retry shortly',
        });
      }
    }
    if (!result.ok) return this.sendError(reply, result.error);
    if (route.changesPartnerGrant && principal?.partner) this.options.onPartnerGrantChanged?.(principal.merchant_id);
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

  private buildMessage(route: Operation, request: FastifyRequest, principal: Principal | null): RpcRequest | { details: ErrorDetail[] } {
    let body: unknown = request.body;
    const rawDetails: ErrorDetail[] = [];
    if (route.rawBody) {
      body = undefined;
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (!Buffer.isBuffer(request.body) || !route.rawBody.contentTypes.includes(contentType)) {
        rawDetails.push({ path: 'body', message: `send the file as one of: ${route.rawBody.contentTypes.join(', ')}` });
      } else if (request.body.length > route.rawBody.maxBytes) {
        // The content-type parser's limit is the largest of all routes; each route keeps its own.
        rawDetails.push({ path: 'body', message: `the file is ${request.body.length} bytes; this operation accepts at most ${route.rawBody.maxBytes} bytes` });
      } else {
        body = { content_type: contentType, body_base64: request.body.toString('base64'), size: request.body.length };
      }
    }
    // Only writes carry the key: the owning service records it with the effect.
    const idempotencyKey = IDEMPOTENT_METHODS.has(route.method) ? request.headers['idempotency-key'] : undefined;
    const built = buildOperationRequest(
      route,
      { params: (request.params ?? {}) as Record<string, unknown>, query: (request.query ?? {}) as RawQuery, body },
      { principal, requestId: request.requestId, ...(typeof idempotencyKey === 'string' ? { idempotencyKey } : {}) },
    );
    if (!built.ok) return { details: [...built.details, ...rawDetails] };
    return rawDetails.length > 0 ? { details: rawDetails } : built.request;
  }

  /**
   * Each API has one version (merchant `V5`, partners `partners-v1`), answered in `X-Api-Version`. A request
   * may name it (partners may also write `partner-v1`); any other value is refused rather than ignored,
   * so a client built for another version learns it at once. Unauthenticated operations (the token
   * endpoint) serve both APIs and accept either version.
   */
  private checkVersion(request: FastifyRequest, principal: Principal | null): ApiError | null {
    const accepted: readonly string[] = !principal
      ? [MERCHANT_API_VERSION, ...PARTNER_API_VERSION_VALUES]
      : principal.partner
        ? PARTNER_API_VERSION_VALUES
        : [MERCHANT_API_VERSION];
    for (const name of VERSION_HEADERS) {
      const value = request.headers[name];
      if (value === undefined) continue;
      const given = (Array.isArray(value) ? value.join(',') : value).trim();
      if (!accepted.some((version) => version.toLowerCase() === given.toLowerCase())) {
        return {
          status: 400,
          type: ErrorType.InvalidRequest,
          message: `${name}: ${given} is not a version of this API; send ${accepted.join(' or ')} or leave the header out`,
        };
      }
    }
    return null;
  }

  /** Claims the request's Idempotency-Key, or answers (resolving `true`) from what an earlier request with it did. */
  private async claimIdempotencyKey(request: FastifyRequest, reply: FastifyReply, principal: Principal): Promise<boolean> {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      this.sendError(reply, { status: 400, type: ErrorType.InvalidRequest, message: 'Idempotency-Key must be 1 to 255 printable ASCII characters' });
      return true;
    }
    const fingerprint = fingerprintOf(request);
    const claim = await this.idempotency.claim(principal.merchant_id, key, fingerprint);
    switch (claim.outcome) {
      case 'claimed':
        request.idempotency = { merchantId: principal.merchant_id, key, fingerprint, retry: claim.retry };
        return false;
      case 'mismatch':
        this.sendError(reply, { status: 400, type: ErrorType.InvalidRequest, message: 'This Idempotency-Key was already used with a different request' });
        return true;
      case 'in_progress':
        this.sendError(reply, { status: 409, type: ErrorType.Conflict, message: 'A request with this Idempotency-Key is still in progress; retry shortly' });
        return true;
      case 'replay':
        reply.code(claim.response.status).headers(claim.response.headers).header('idempotent-replayed', 'true').send(Buffer.from(claim.response.body, 'base64'));
        return true;
    }
  }

  /**
   * Stores the response of a request that claimed an Idempotency-Key. Without an answer from the service,
   * or with a 5xx, the outcome is `unknown` (never released): the next attempt asks the service again.
   */
  private async remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const claim = request.idempotency;
    if (!claim) return;
    request.idempotency = undefined;
    try {
      if (claim.unknown || reply.statusCode >= 500 || !(payload === null || payload === undefined || typeof payload === 'string' || Buffer.isBuffer(payload))) {
        await this.idempotency.markUnknown(claim.merchantId, claim.key, claim.fingerprint);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name.toLowerCase())) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      const body = payload === null || payload === undefined ? '' : Buffer.from(payload).toString('base64');
      await this.idempotency.complete(claim.merchantId, claim.key, claim.fingerprint, { status: reply.statusCode, headers, body });
    } catch (error) {
      this.logger.error({ err: error }, 'could not store the idempotent response');
    }
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
    // A browser shows its own password prompt on a Basic challenge: never to the dashboard.
    const dashboard = reply.request.cookies?.[SESSION_COOKIE] !== undefined || reply.request.headers['x-netline-client'] === 'dashboard';
    if (error.status === 401 && !dashboard) reply.header('www-authenticate', 'Basic realm="netline", Bearer');
    return reply.code(error.status).send(errorBody(error));
  }
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * JSON operations take `application/json` (or a `+json` type); the framework also parses plain text,
 * which must not pass for JSON. Public pages also take HTML form posts.
 */
function acceptsBodyType(route: Operation, request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type)) return true;
  return route.auth === 'public' && type === 'application/x-www-form-urlencoded';
}

/** `/api/invoices/:invoice_id/send` → a pattern matching concrete paths of that route. */
function pathPattern(url: string): RegExp {
  const segments = url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** The object a route's last path parameter names, for "… not found": `:credit_note_id` → "Credit note". */
function entityOf(url: string): string {
  const name = url.match(/:([A-Za-z0-9_]+)(?!.*:)/)?.[1]?.replace(/_id$/, '') ?? 'object';
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What makes two requests "the same" for an Idempotency-Key: method, path with query, and body. */
function fingerprintOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : Buffer.isBuffer(request.body) ? request.body : JSON.stringify(request.body);
  return createHash('sha256').update(request.method).update('\n').update(request.url).update('\n').update(body).digest('base64url');
}
