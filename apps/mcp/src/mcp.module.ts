import { DynamicModule, Global, Inject, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OPERATIONS } from '@netline/catalogue';
import { IdempotencyStore, IdentityLookup, RateLimiter } from '@netline/edge';
import { createRedis, RpcClient } from '@netline/messaging';
import { HealthRegistry, Logger } from '@netline/observability';
import type { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { McpAuthenticator } from './auth/mcp-authenticator';
import { MerchantKeyProfile } from './auth/token-profiles';
import { McpConfig } from './config';
import { McpEndpoint } from './http/mcp-endpoint';
import { ToolCatalogue } from './tools/tool-catalogue';
import { ToolRunner } from './tools/tool-runner';

const MCP_REDIS = 'MCP_REDIS';

@Injectable()
class McpLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly rpc: RpcClient,
    private readonly health: HealthRegistry,
    @Inject(MCP_REDIS) private readonly redis: Redis,
  ) {}

  onApplicationBootstrap() {
    this.health.add('nats', () => this.rpc.ping());
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
          provide: McpEndpoint,
          useFactory: (rpc: RpcClient, redis: Redis) => {
            const identity = new IdentityLookup(rpc, { settingsTtlMs: config.AUTH_CACHE_TTL_MS });
            const authenticator = new McpAuthenticator(
              identity,
              { audience: config.MCP_URL, issuer: config.TOKEN_ISSUER, verifiedTtlMs: config.AUTH_CACHE_TTL_MS },
              [new MerchantKeyProfile(identity)],
            );
            const runner = new ToolRunner(
              rpc,
              new IdempotencyStore(redis, config, config.IDEMPOTENCY_TTL_HOURS * 3_600_000, config.RPC_TIMEOUT_MS + 5_000),
              parts.logger,
              parts.metrics,
            );
            return new McpEndpoint(
              authenticator,
              { merchant: new ToolCatalogue('merchant', OPERATIONS, config.APP_ENV) },
              runner,
              new RateLimiter(redis, config),
              parts.logger,
              parts.metrics,
              {
                mcpUrl: config.MCP_URL,
                authorizationServer: config.OAUTH_ISSUER,
                allowedOrigins: config.MCP_ALLOWED_ORIGINS,
                rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
              },
            );
          },
          inject: [RpcClient, MCP_REDIS],
        },
        McpLifecycle,
      ],
      exports: [McpEndpoint],
    };
  }
}
