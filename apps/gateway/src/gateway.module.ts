import { DynamicModule, Global, Injectable, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RpcClient } from '@netline/messaging';
import { HealthRegistry, Logger } from '@netline/observability';
import { Registry } from 'prom-client';
import { Authenticator } from './auth/authenticator';
import { GatewayConfig } from './config';
import { ApiRouter } from './http/api-router';

@Injectable()
class GatewayLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly rpc: RpcClient,
    private readonly health: HealthRegistry,
  ) {}

  onApplicationBootstrap() {
    this.health.add('nats', () => this.rpc.ping());
  }

  async onApplicationShutdown() {
    this.health.markShuttingDown();
    await this.rpc.close();
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
        { provide: HealthRegistry, useValue: parts.health },
        {
          provide: RpcClient,
          useFactory: async () => {
            const client = new RpcClient(config, 'gateway');
            await client.connect();
            return client;
          },
        },
        { provide: Authenticator, useFactory: (rpc: RpcClient) => new Authenticator(rpc, config.AUTH_CACHE_TTL_MS), inject: [RpcClient] },
        {
          provide: ApiRouter,
          useFactory: (rpc: RpcClient, authenticator: Authenticator) =>
            new ApiRouter(rpc, authenticator, parts.logger, parts.metrics, { prefix: '/api', appEnv: config.APP_ENV }),
          inject: [RpcClient, Authenticator],
        },
        GatewayLifecycle,
      ],
      exports: [ApiRouter],
    };
  }
}
