import { canRead, canWrite, requiredScope } from '@netline/auth';
import { DEFAULT_MERCHANT_API_VERSION, DomainError, ErrorType, toApiError } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import { Logger, runWithRequestId } from '@netline/observability';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, Registry } from 'prom-client';
import { Authenticator } from '../auth/authenticator';
import { DashboardSessions } from '../dashboard/dashboard-sessions';
import { FailureThrottle, IdempotencyStore, RateLimiter } from '@netline/edge';
import { Operation } from '@netline/catalogue';
import { PortalAdmission } from './portal-admission';
import { PortalSessions } from '../portal/portal-sessions';
import { PortalBearerTokens } from '../portal/portal-tokens';
import { chooseVersion } from './api-version';
import { Admission } from './authenticate';
import { Dispatcher } from './dispatch';
import { sendError, sendFrameworkError } from './error-reply';
import { IdempotencyKeys } from './idempotency';
import { EventStream } from './event-stream';
import { RateLimits } from './rate-limit';
import { RequestLogRecorder } from './request-log';
import { assignRequestId } from './request-id';
import { Catalogues, RouteVariants } from './request-state';
import { RouteTable } from './route-table';

export type { Catalogues, RouteVariants } from './request-state';

export interface ApiRouterOptions {
  prefix: string;
  appEnv: 'sandbox' | 'production';
  rateLimitPerMinute: number;
  /** Called after a partner operation that changed the caller's grant succeeded, before the answer leaves. */
  onPartnerGrantChanged?: (partnerId: string) => void;
  /** Dashboard sessions, admitted as a credential beside Basic and Bearer. */
  sessions?: DashboardSessions;
  /**
   * The buyer portal's router (`/portal/api`, `auth: 'buyer'` operations only): portal sessions are the
   * one credential, admitted by `PortalAdmission` instead of Basic, Bearer and dashboard sessions.
   */
  portal?: PortalSessions;
  /** On the buyer portal's router: buyer API tokens (`Authorization: Bearer nlbt_…`), admitted beside the session. */
  portalTokens?: PortalBearerTokens;
  /** `GET /events/stream` (the merchant and partners APIs' live events), beside the catalogue's routes. */
  eventStream?: EventStream;
  /** The merchant API's request log: each authenticated request, once answered. */
  requestLog?: RequestLogRecorder;
}

/**
 * Turns route definitions into Fastify routes. For each request: request id → authentication → rate
 * limit (per account once authenticated, per client address otherwise) → the merchant API's or the
 * partners API's entry for the path, by the caller's account (none: 404, as for an unknown route) →
 * version header → scope → validation of path, query and body → idempotency → one NATS request → the
 * reply mapped to HTTP unchanged. Authentication and rate limiting run in the `onRequest` hook, so every
 * /api response (401, 404 and 429 included) carries the rate-limit headers. Every failure leaves as the
 * contract's `{error:{type,message,details}}`. Each stage lives in its own module; this composes them.
 * A second instance serves the buyer portal's API under `/portal/api` the same way, with the portal
 * session as its credential (`PortalAdmission`, docs/buyer-portal.md).
 */
export class ApiRouter {
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly limits: RateLimits;
  private readonly admission: Pick<Admission, 'admit'>;
  private readonly idempotency: IdempotencyKeys;
  private readonly dispatcher: Dispatcher;

  constructor(
    rpc: RpcClient,
    authenticator: Authenticator,
    rateLimiter: RateLimiter,
    failures: FailureThrottle,
    idempotency: IdempotencyStore,
    private readonly logger: Logger,
    metrics: Registry,
    private readonly options: ApiRouterOptions,
  ) {
    // One histogram per registry: the portal's router observes into the one /api created (its routes carry the prefix).
    this.duration =
      (metrics.getSingleMetric('http_request_duration_seconds') as Histogram<'method' | 'route' | 'status'> | undefined) ??
      new Histogram({
        name: 'http_request_duration_seconds',
        help: 'Duration of API requests',
        labelNames: ['method', 'route', 'status'],
        buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
        registers: [metrics],
      });
    this.limits = new RateLimits(rateLimiter, failures, logger, options.rateLimitPerMinute);
    this.admission = options.portal
      ? new PortalAdmission(options.portal, this.limits, logger, options.portalTokens)
      : new Admission(authenticator, options.sessions, this.limits, logger);
    this.idempotency = new IdempotencyKeys(idempotency, logger);
    const sessions = options.sessions;
    this.dispatcher = new Dispatcher(
      rpc,
      this.idempotency,
      options.onPartnerGrantChanged,
      sessions ? (route, request, reply, answer) => sessions.applyEffect(request, reply, route.sessionEffect!, answer) : undefined,
    );
  }

  register(fastify: FastifyInstance, catalogues: Catalogues): void {
    const routes = [...catalogues.merchant, ...catalogues.partner];
    const table = new RouteTable(catalogues, this.options.appEnv, this.options.prefix);
    // An encapsulated plugin under the prefix, so its not-found and error handlers answer in the
    // contract's shape for /api/* without touching the framework's own handlers elsewhere.
    void fastify.register(
      async (api) => {
        api.addHook('onRequest', async (request, reply) => {
          const requestId = assignRequestId(request, reply);
          // Every answer names the API version, refusals before any route included: the default here; a
          // partner's authenticated requests switch to the partners API's version in admit(), and the
          // version chosen for a routed request replaces it in handle(). The portal's API has none.
          if (!this.options.portal) reply.header('x-api-version', DEFAULT_MERCHANT_API_VERSION);
          return runWithRequestId(requestId, () => this.admission.admit(request, reply));
        });
        api.addHook('onSend', async (request, reply, payload) => {
          if (request.idempotency) await this.idempotency.remember(request, reply, payload);
          return payload;
        });
        api.addHook('onResponse', async (request, reply) => {
          this.duration.observe(
            { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
            reply.elapsedTime / 1000,
          );
          this.options.requestLog?.observe(request, reply);
        });
        api.setNotFoundHandler((request, reply) => table.notFound(request, reply));
        api.setErrorHandler((error: FastifyError, request, reply) => sendFrameworkError(this.logger, error, request, reply));
        // Uploads (PDFs, proof-of-delivery files) arrive as bytes; each route states what it accepts.
        const rawTypes = [...new Set(routes.flatMap((route) => route.rawBody?.contentTypes ?? []))];
        if (rawTypes.length > 0) {
          // At least 1 MB, so a file a little over a route's own limit reaches that route's check and its
          // clear 400 (which names the limit) rather than the parser's bare 413.
          const maxBytes = Math.max(1_048_576, ...routes.map((route) => route.rawBody?.maxBytes ?? 0));
          api.addContentTypeParser(rawTypes, { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
        }
        // HTML form posts (application/x-www-form-urlencoded) are parsed by the adapter's formbody plugin.

        for (const [key, variants] of table.byPath) {
          const [method, url] = key.split(' ') as [Operation['method'], string];
          api.route({
            method,
            url,
            config: { netlineRoute: variants },
            handler: (request, reply) => runWithRequestId(request.requestId, () => this.handle(table, variants, request, reply)),
          });
        }
        this.options.eventStream?.register(api);
      },
      { prefix: this.options.prefix },
    );
  }

  /**
   * A buyer portal operation: only on the portal's router and only for the buyer principal its admission
   * made from the session and the path's customer; the operation then runs as any other.
   */
  private async handleBuyer(route: Operation, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const principal = request.principal;
    if (route.auth !== 'buyer' || !this.options.portal) {
      return sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!principal || principal.actor.type !== 'buyer') {
      return sendError(reply, toApiError(new DomainError('GATEWAY.PORTAL_SESSION_REQUIRED', 'authentication', 'Sign in to the buyer portal')));
    }
    return this.dispatcher.forward(route, request, reply, principal);
  }

  /** The caller's API's entry for the route, the version and scope checks, then the operation. */
  private async handle(table: RouteTable, variants: RouteVariants, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const publicRoute = variants.merchant?.auth === 'public' ? variants.merchant : variants.partner?.auth === 'public' ? variants.partner : undefined;
    const route = publicRoute ?? (request.principal?.partner ? variants.partner : variants.merchant);
    try {
      if (!route) return table.notInCallersApi(request.principal?.partner ? 'partner' : 'merchant', request, reply);
      if (route.auth === 'buyer' || this.options.portal) return await this.handleBuyer(route, request, reply);
      const choice = chooseVersion(request, request.principal ?? null);
      if ('problem' in choice) return sendError(reply, choice.problem);
      const version = choice.version ?? undefined;
      if (version) reply.header('x-api-version', version);
      if (route.auth === 'public') {
        const field = route.rateLimitBodyField;
        const value = field && request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>)[field] : undefined;
        const credential = typeof value === 'string' && value.length <= 200 ? `${field}:${value}` : undefined;
        if (credential && (await this.limits.throttled(request, reply, credential))) return reply;
        const answered = await this.dispatcher.forward(route, request, reply, null, version);
        if (credential && reply.statusCode === 401) await this.limits.recordFailure(credential, request.ip);
        else if (credential && reply.statusCode < 300) await this.limits.recordSuccess(credential, request.ip);
        return answered;
      }
      const principal = request.principal;
      // A buyer's portal session is no merchant credential: no merchant route admits it, whatever it reaches.
      if (!principal || principal.actor.type === 'buyer') {
        return sendError(reply, toApiError(new DomainError('GATEWAY.AUTHENTICATION_REQUIRED', 'authentication', 'Invalid merchant credentials')));
      }
      if (route.auth === 'session' && principal.actor.type !== 'user') {
        // The dashboard's own operations do not exist for API credentials.
        return sendError(reply, { status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
      }
      if (route.access === 'write' ? !canWrite(principal) : !canRead(principal)) {
        return sendError(reply, {
          status: 403,
          type: ErrorType.Forbidden,
          message: `This operation needs the ${requiredScope(principal, route.access)} scope`,
        });
      }
      // A session's own checks: second-factor enrolment first when required, a recent proof before secrets.
      if (principal.actor.type === 'user') this.options.sessions?.checkOperation(request, route);
      return await this.dispatcher.forward(route, request, reply, principal, version);
    } catch (error) {
      if (error instanceof DomainError) return sendError(reply, toApiError(error));
      this.logger.error({ err: error, route: route?.operationId }, 'unhandled error in gateway');
      return sendError(reply, { status: 500, type: ErrorType.Internal, message: 'An internal error occurred' });
    }
  }
}
