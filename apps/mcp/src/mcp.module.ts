import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EDGE_REDIS, edgeProviders, IdempotencyStore, IdentityLookup, RateLimiter, startEdge, stopEdge } from '@netline/edge';
import { RpcClient } from '@netline/messaging/client';
import { HealthRegistry, Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { McpAccounts } from './auth/accounts';
import { BuyerTokens } from './auth/buyer-tokens';
import { McpAuthenticator } from './auth/mcp-authenticator';
import { AccessKeyProfile, WebAppProfile } from './auth/token-profiles';
import { McpConfig } from './config';
import { McpEndpoint } from './http/mcp-endpoint';
import { ConfirmationStore } from './tools/confirmations';
import { KeyPolicies } from './tools/key-policies';
import { PreviewBuilder } from './tools/previews';
import { ToolRunner } from './tools/tool-runner';
import { buildToolSets } from './tools/tool-sets';

@Injectable()
class McpLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    readonly rpc: RpcClient,
    readonly health: HealthRegistry,
    private readonly accounts: McpAccounts,
    @Inject(EDGE_REDIS) readonly redis: Redis,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return startEdge(this, (partnerId) => this.accounts.forgetPartner(partnerId));
  }

  onApplicationShutdown(): Promise<void> {
    return stopEdge(this);
  }
}

/** What the process leaves at its defaults and a test in the same process sets (`startMcp`). */
export interface McpAppOptions {
  /** What token expiry is checked against; the system clock by default. */
  clock?: { now(): Date };
  /** Where the endpoint and the tool calls log; the process's logger by default. */
  logger?: Logger;
}

/** The MCP endpoint holds nothing durable: token verification, the tools, one NATS request per call. */
@Global()
@Module({})
export class McpModule {
  static forRoot(config: McpConfig, bootParts: { logger: Logger; health: HealthRegistry; metrics: Registry }, options: McpAppOptions = {}): DynamicModule {
    const parts = { ...bootParts, logger: options.logger ?? bootParts.logger };
    return {
      module: McpModule,
      providers: [
        ...edgeProviders(config, 'mcp', parts.health),
        { provide: McpAccounts, useFactory: (identity: IdentityLookup) => new McpAccounts(identity), inject: [IdentityLookup] },
        {
          provide: McpEndpoint,
          useFactory: (rpc: RpcClient, redis: Redis, identity: IdentityLookup, accounts: McpAccounts) => {
            // One profile per kind of MCP token (its `auth_type` claim); see the README, "Tokens and what they may do".
            const authenticator = new McpAuthenticator(
              identity,
              { audience: config.MCP_URL, issuer: config.TOKEN_ISSUER, verifiedTtlMs: config.AUTH_CACHE_TTL_MS, clock: options.clock },
              [new AccessKeyProfile(accounts), new WebAppProfile(accounts, identity, config.AUTH_CACHE_TTL_MS)],
              new BuyerTokens(identity, config.AUTH_CACHE_TTL_MS, options.clock),
            );
            const resultTtlMs = config.IDEMPOTENCY_TTL_HOURS * 3_600_000;
            const runner = new ToolRunner(
              rpc,
              new IdempotencyStore(redis, config, resultTtlMs, config.RPC_TIMEOUT_MS + 5_000),
              new ConfirmationStore(redis, config, resultTtlMs, options.clock),
              new PreviewBuilder(rpc, config),
              parts.logger,
              parts.metrics,
              { onPartnerGrantChanged: (partnerId) => accounts.forgetPartner(partnerId), policies: new KeyPolicies(redis, rpc, config, options.clock) },
            );
            return new McpEndpoint(authenticator, buildToolSets(config.APP_ENV), runner, new RateLimiter(redis, config), parts.logger, parts.metrics, {
              mcpUrl: config.MCP_URL,
              authorizationServer: config.OAUTH_ISSUER,
              allowedOrigins: config.MCP_ALLOWED_ORIGINS,
              rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
            });
          },
          inject: [RpcClient, EDGE_REDIS, IdentityLookup, McpAccounts],
        },
        McpLifecycle,
      ],
      exports: [McpEndpoint],
    };
  }
}
