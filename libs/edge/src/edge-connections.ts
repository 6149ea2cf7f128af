import type { Provider } from '@nestjs/common';
import { IdentitySubjects } from '@netline/contracts';
import { createRedis, RedisSettings, RpcClient } from '@netline/messaging/client';
import { HealthRegistry } from '@netline/observability';
import type { Redis } from 'ioredis';
import { IdentityLookup } from './identity-lookup';

/** The injection token of an edge's Redis connection (rate limits, idempotency, sessions). */
export const EDGE_REDIS = 'EDGE_REDIS';

type EdgeConfig = ConstructorParameters<typeof RpcClient>[0] & RedisSettings & { AUTH_CACHE_TTL_MS: number };

/**
 * What both public edges, the REST gateway and the MCP endpoint, hold: the health registry, one NATS
 * client (connected before the module starts, so the first request never waits for it), one Redis
 * connection and the cached identity lookup every authentication goes through.
 */
export function edgeProviders(config: EdgeConfig, app: 'gateway' | 'mcp', health: HealthRegistry): Provider[] {
  return [
    { provide: HealthRegistry, useValue: health },
    {
      provide: RpcClient,
      useFactory: async () => {
        const client = new RpcClient(config, app);
        await client.connect();
        return client;
      },
    },
    { provide: EDGE_REDIS, useFactory: () => createRedis(config, app) },
    {
      provide: IdentityLookup,
      useFactory: (rpc: RpcClient) => new IdentityLookup(rpc, { settingsTtlMs: config.AUTH_CACHE_TTL_MS }),
      inject: [RpcClient],
    },
  ];
}

export interface EdgeConnections {
  rpc: RpcClient;
  health: HealthRegistry;
  redis: Redis;
}

/**
 * An edge's start: it follows identity's notice that a partner gained a sub-merchant (through any replica
 * of either edge), so `forgetPartner` drops what it cached and the next request acts for the new one, and
 * it reports NATS and Redis in its readiness and a NATS connection closed for good in its liveness.
 */
export async function startEdge({ rpc, health, redis }: EdgeConnections, forgetPartner: (partnerId: string) => void): Promise<void> {
  await rpc.subscribe(IdentitySubjects.partnerChanged, (notice) => {
    const partnerId = (notice as { partner_id?: unknown } | null)?.partner_id;
    if (typeof partnerId === 'string') forgetPartner(partnerId);
  });
  health.add('nats', () => rpc.ping());
  health.addLiveness('nats', () => (rpc.closedForGood() ? 'the NATS connection is closed for good' : null));
  health.add('redis', async () => {
    await redis.ping();
  });
}

/** An edge's stop: readiness fails first, so the load balancer stops sending, then the connections close. */
export async function stopEdge({ rpc, health, redis }: EdgeConnections): Promise<void> {
  health.markShuttingDown();
  await rpc.close();
  redis.disconnect();
}
