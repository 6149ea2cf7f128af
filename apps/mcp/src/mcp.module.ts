import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { IdentitySubjects } from '@netline/contracts';
import { IdempotencyStore, IdentityLookup, RateLimiter } from '@netline/edge';
import { createRedis, RpcClient } from '@netline/messaging';
import { HealthRegistry, Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { McpAccounts } from './auth/accounts';
import { McpAuthenticator } from './auth/mcp-authenticator';
import { AccessKeyProfile, WebAppProfile } from './auth/token-profiles';
import { McpConfig } from './config';
import { McpEndpoint } from './http/mcp-endpoint';
import { ToolRunner } from './tools/tool-runner';
import { buildToolSets } from './tools/tool-sets';

const MCP_REDIS = 'MCP_REDIS';

@Injectable()
class McpLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly rpc: RpcClient,
    private readonly health: HealthRegistry,
    private readonly accounts: McpAccounts,
    @Inject(MCP_REDIS) private readonly redis: Redis,
  ) {}

  async onApplicationBootstrap() {
    // A partner gained a sub-merchant (through any gateway or MCP replica): act for it from the next call on.
    await this.rpc.subscribe(IdentitySubjects.partnerChanged, (notice) => {
      const partnerId = (notice as { partner_id?: unknown } | null)?.partner_id;
      if (typeof partnerId === 'string') this.accounts.forgetPartner(partnerId);
    });
    this.health.add('nats', () => this.rpc.ping());
    this.health.addLiveness('nats', () => (this.rpc.closedForGood() ? 'the NATS connection is closed for good' : null));
    this.health.add('redis', async () => {
      await this.redis.ping();
    });
  }

  async onApplicationShutdown() {
    this.health.markShuttingDown();
    await this.rpc.close();
    this.redis.disconnect();
  }
}

/** The MCP endpoint holds nothing durable: token verification, the tools, one NATS request per call. */
@Global()
@Module({})
export class McpModule {
  static forRoot(config: McpConfig, parts: { logger: Logger; health: HealthRegistry; metrics: Registry }): DynamicModule {
    return {
      module: McpModule,
      providers: [
        { provide: HealthRegistry, useValue: parts.health },
        {
          provide: RpcClient,
          useFactory: async () => {
            const client = new RpcClient(config, 'mcp');
            await client.connect();
            return client;
          },
        },
        { provide: MCP_REDIS, useFactory: () => createRedis(config.REDIS_URL, 'mcp') },
        {
          provide: IdentityLookup,
          useFactory: (rpc: RpcClient) => new IdentityLookup(rpc, { settingsTtlMs: config.AUTH_CACHE_TTL_MS }),
          inject: [RpcClient],
        },
        { provide: McpAccounts, useFactory: (identity: IdentityLookup) => new McpAccounts(identity), inject: [IdentityLookup] },
        {
          provide: McpEndpoint,
          useFactory: (rpc: RpcClient, redis: Redis, identity: IdentityLookup, accounts: McpAccounts) => {
            // One profile per kind of MCP token (its `auth_type` claim); see the README, "Tokens and what they may do".
            const authenticator = new McpAuthenticator(
              identity,
              { audience: config.MCP_URL, issuer: config.TOKEN_ISSUER, verifiedTtlMs: config.AUTH_CACHE_TTL_MS },
              [new AccessKeyProfile(accounts), new WebAppProfile(accounts, identity, config.AUTH_CACHE_TTL_MS)],
            );
            const runner = new ToolRunner(
              rpc,
              new IdempotencyStore(redis, config, config.IDEMPOTENCY_TTL_HOURS * 3_600_000, config.RPC_TIMEOUT_MS + 5_000),
              parts.logger,
              parts.metrics,
              { onPartnerGrantChanged: (partnerId) => accounts.forgetPartner(partnerId) },
            );
            return new McpEndpoint(authenticator, buildToolSets(config.APP_ENV), runner, new RateLimiter(redis, config), parts.logger, parts.metrics, {
              mcpUrl: config.MCP_URL,
              authorizationServer: config.OAUTH_ISSUER,
              allowedOrigins: config.MCP_ALLOWED_ORIGINS,
              rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
            });
          },
          inject: [RpcClient, MCP_REDIS, IdentityLookup, McpAccounts],
        },
        McpLifecycle,
      ],
      exports: [McpEndpoint],
    };
  }
}
