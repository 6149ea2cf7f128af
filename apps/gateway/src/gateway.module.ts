import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RpcClient } from '@netline/messaging/client';
import type { Redis } from 'ioredis';
import { HealthRegistry, Logger } from '@netline/observability';
import { Registry } from 'prom-client';
import { Authenticator } from './auth/authenticator';
import { GatewayConfig } from './config';
import { ApiRouter } from './http/api-router';
import { EVENT_STREAM_DEFAULTS, EventStream } from './http/event-stream';
import { RequestLogRecorder } from './http/request-log';
import { EDGE_REDIS, edgeProviders, FailureThrottle, IdempotencyStore, IdentityLookup, RateLimiter, startEdge, stopEdge } from '@netline/edge';
import { join } from 'node:path';
import { DashboardRoutes, LOGIN_WINDOW_MS } from './dashboard/dashboard-routes';
import { DashboardSessions } from './dashboard/dashboard-sessions';
import { SessionStore } from './dashboard/session-store';
import { AuthorizationServer } from './oauth/authorization-server';
import { CredentialLocks } from './oauth/credential-locks';
import { PORTAL_LINK_WINDOW_MS, PortalRoutes } from './portal/portal-routes';
import { PortalSessionStore } from './portal/portal-session-store';
import { PortalSessions } from './portal/portal-sessions';
import { PortalBearerTokens, PortalTokenRoutes } from './portal/portal-tokens';

/**
 * Failed credential checks, counted per (credential, client address) with a growing delay: the same rule for
 * the API's Basic checks, the portal's tokens and the OAuth server's client secrets.
 */
function authFailureThrottle(redis: Redis, config: GatewayConfig): FailureThrottle {
  return new FailureThrottle(redis, config, {
    freeFailures: config.AUTH_FREE_FAILURES,
    baseDelayMs: config.AUTH_FAILURE_DELAY_MS,
    maxDelayMs: config.AUTH_FAILURE_MAX_DELAY_MS,
    forgetMs: 60 * 60_000,
  });
}

/** Idempotency keys, kept `IDEMPOTENCY_TTL_HOURS`; a request in flight holds its key a little past the RPC timeout. */
function idempotencyStore(redis: Redis, config: GatewayConfig): IdempotencyStore {
  return new IdempotencyStore(redis, config, config.IDEMPOTENCY_TTL_HOURS * 3_600_000, config.RPC_TIMEOUT_MS + 5_000);
}

/** The buyer portal's API router (`/portal/api`): a second `ApiRouter`, admitting portal sessions only. */
export class PortalApiRouter extends ApiRouter {}

@Injectable()
class GatewayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    readonly rpc: RpcClient,
    readonly health: HealthRegistry,
    private readonly authenticator: Authenticator,
    @Inject(EDGE_REDIS) readonly redis: Redis,
    private readonly requestLog: RequestLogRecorder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await startEdge(this, (partnerId) => this.authenticator.forgetPartner(partnerId));
    this.requestLog.start();
  }

  async onApplicationShutdown(): Promise<void> {
    // The last requests' entries go out while NATS is still connected.
    await this.requestLog.stop();
    return stopEdge(this);
  }
}

/** The gateway holds nothing durable: authentication, validation and one NATS request per API call. */
@Global()
@Module({})
export class GatewayModule {
  static forRoot(config: GatewayConfig, parts: { logger: Logger; health: HealthRegistry; metrics: Registry }): DynamicModule {
    return {
      module: GatewayModule,
      providers: [
        ...edgeProviders(config, 'gateway', parts.health),
        {
          provide: Authenticator,
          useFactory: (identity: IdentityLookup) =>
            new Authenticator(identity, {
              cacheTtlMs: config.AUTH_CACHE_TTL_MS,
              audience: config.TOKEN_AUDIENCE,
              issuer: config.TOKEN_ISSUER,
            }),
          inject: [IdentityLookup],
        },
        {
          provide: DashboardSessions,
          useFactory: (redis: Redis, identity: IdentityLookup, authenticator: Authenticator) =>
            new DashboardSessions(
              new SessionStore(redis, config, {
                idleMs: config.DASHBOARD_SESSION_IDLE_MINUTES * 60_000,
                absoluteMs: config.DASHBOARD_SESSION_ABSOLUTE_HOURS * 3_600_000,
              }),
              identity,
              authenticator,
              { publicBaseUrl: config.PUBLIC_BASE_URL, stepUpMs: config.DASHBOARD_STEP_UP_MINUTES * 60_000 },
            ),
          inject: [EDGE_REDIS, IdentityLookup, Authenticator],
        },
        {
          provide: DashboardRoutes,
          useFactory: (sessions: DashboardSessions, identity: IdentityLookup, rpc: RpcClient, redis: Redis) =>
            new DashboardRoutes(sessions, identity, rpc, new RateLimiter(redis, config, LOGIN_WINDOW_MS), parts.logger, {
              appEnv: config.APP_ENV,
              // dist/main.js of this app → apps/dashboard/dist.
              distDir: config.DASHBOARD_DIST ?? join(__dirname, '..', '..', 'dashboard', 'dist'),
              loginLimitPerAccountAddress: config.DASHBOARD_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS,
              loginLimitPerAddress: config.DASHBOARD_LOGIN_LIMIT_PER_ADDRESS,
            }),
          inject: [DashboardSessions, IdentityLookup, RpcClient, EDGE_REDIS],
        },
        {
          provide: PortalSessions,
          useFactory: (rpc: RpcClient, redis: Redis) =>
            new PortalSessions(new PortalSessionStore(redis, config), rpc, { publicBaseUrl: config.PUBLIC_BASE_URL }),
          inject: [RpcClient, EDGE_REDIS],
        },
        {
          provide: PortalRoutes,
          useFactory: (sessions: PortalSessions, rpc: RpcClient, redis: Redis) =>
            new PortalRoutes(sessions, rpc, new RateLimiter(redis, config, PORTAL_LINK_WINDOW_MS), parts.logger, {
              linkLimitPerEmail: config.PORTAL_LINK_LIMIT_PER_EMAIL,
              linkLimitPerAddress: config.PORTAL_LINK_LIMIT_PER_ADDRESS,
              // dist/main.js of this app → apps/portal/dist.
              distDir: join(__dirname, '..', '..', 'portal', 'dist'),
              tokens: new PortalTokenRoutes(sessions, rpc, parts.logger),
            }),
          inject: [PortalSessions, RpcClient, EDGE_REDIS],
        },
        {
          // The same pipeline as /api (request id, validation, idempotency keys, rate limits, one NATS
          // request), with the portal session (writes need its CSRF token) or a buyer API token as the credential.
          provide: PortalApiRouter,
          useFactory: (rpc: RpcClient, authenticator: Authenticator, redis: Redis, sessions: PortalSessions) =>
            new PortalApiRouter(
              rpc,
              authenticator,
              new RateLimiter(redis, config),
              authFailureThrottle(redis, config),
              idempotencyStore(redis, config),
              parts.logger,
              parts.metrics,
              {
                prefix: '/portal/api',
                appEnv: config.APP_ENV,
                rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
                portal: sessions,
                // Buyer API tokens beside the session; identity's verification trusted as long as merchants' credentials.
                portalTokens: new PortalBearerTokens(rpc, config.AUTH_CACHE_TTL_MS),
              },
            ),
          inject: [RpcClient, Authenticator, EDGE_REDIS, PortalSessions],
        },
        {
          provide: RequestLogRecorder,
          useFactory: (rpc: RpcClient) => new RequestLogRecorder(rpc, parts.logger, { prefix: '/api', flushMs: config.REQUEST_LOG_FLUSH_MS }),
          inject: [RpcClient],
        },
        {
          provide: ApiRouter,
          useFactory: (rpc: RpcClient, authenticator: Authenticator, redis: Redis, sessions: DashboardSessions, requestLog: RequestLogRecorder) =>
            new ApiRouter(
              rpc,
              authenticator,
              new RateLimiter(redis, config),
              authFailureThrottle(redis, config),
              idempotencyStore(redis, config),
              parts.logger,
              parts.metrics,
              {
                prefix: '/api',
                appEnv: config.APP_ENV,
                rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
                onPartnerGrantChanged: (partnerId) => authenticator.forgetPartner(partnerId),
                sessions,
                requestLog,
                eventStream: new EventStream(rpc, parts.logger, {
                  ...EVENT_STREAM_DEFAULTS,
                  maxPerAccount: config.EVENT_STREAMS_PER_ACCOUNT,
                  keepAliveMs: config.EVENT_STREAM_KEEPALIVE_MS,
                }),
              },
            ),
          inject: [RpcClient, Authenticator, EDGE_REDIS, DashboardSessions, RequestLogRecorder],
        },
        {
          provide: AuthorizationServer,
          useFactory: (identity: IdentityLookup, sessions: DashboardSessions, dashboard: DashboardRoutes, redis: Redis) =>
            new AuthorizationServer(
              identity,
              sessions,
              dashboard,
              new CredentialLocks(redis, config),
              new RateLimiter(redis, config),
              authFailureThrottle(redis, config),
              parts.logger,
              {
                issuer: config.OAUTH_ISSUER,
                rateLimitPerMinute: config.OAUTH_RATE_LIMIT_PER_MINUTE,
                mcpUrl: config.MCP_URL,
                cookieSecret: config.OAUTH_COOKIE_SECRET,
                refreshTokenTtlSeconds: Math.round(config.OAUTH_REFRESH_TOKEN_TTL_DAYS * 86_400),
                allowPrivateTargets: config.OUTBOUND_ALLOW_PRIVATE_TARGETS,
              },
            ),
          inject: [IdentityLookup, DashboardSessions, DashboardRoutes, EDGE_REDIS],
        },
        GatewayLifecycle,
      ],
      exports: [ApiRouter, PortalApiRouter, DashboardRoutes, PortalRoutes, AuthorizationServer],
    };
  }
}
