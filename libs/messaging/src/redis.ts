import IORedis, { Redis } from 'ioredis';

/**
 * How a Redis connection is used decides how long one of its commands may wait:
 * - `request` (default): commands on the request path (rate limiter, idempotency keys, clocks, relays).
 *   A command that has no answer within `commandTimeoutMs` fails, so a Redis that stops answering makes
 *   a request fail fast instead of holding it past the RPC deadline.
 * - `blocking`: a stream consumer's own connection (XREADGROUP BLOCK holds it); its command timeout
 *   is the block time plus a margin, so only a silent Redis trips it.
 * - `queue`: BullMQ's connections, which BullMQ requires to retry without limit
 *   (`maxRetriesPerRequest: null`) and which run their own blocking commands.
 */
export type RedisRole = 'request' | 'blocking' | 'queue';

export interface RedisConnectionOptions {
  role?: RedisRole;
  /** Command timeout of a `request` connection (default 1.5 s, always below the RPC deadline). */
  commandTimeoutMs?: number;
  /** Block time of a `blocking` connection's XREADGROUP, so the timeout can exceed it. */
  blockMs?: number;
}

/** Every connection this process made, for the liveness check: one that ended for good needs a restart. */
const connections = new Set<{ redis: Redis; name: string; closing: boolean }>();

/**
 * A Redis connection that heals: it reconnects forever with a capped, jittered backoff (never giving up
 * on a Redis that restarts or a network that drops), and its commands time out according to its role.
 */
export function createRedis(url: string, name: string, options: RedisConnectionOptions = {}): Redis {
  const role: RedisRole = options.role ?? 'request';
  const commandTimeout = role === 'request' ? (options.commandTimeoutMs ?? 1_500) : role === 'blocking' ? (options.blockMs ?? 1_000) + 5_000 : undefined;
  const redis = new IORedis(url, {
    connectionName: name,
    // Reconnect forever: 100 ms doubling to 2 s, with jitter so replicas do not stampede a recovering Redis.
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2_000) + Math.floor(Math.random() * 250),
    // A request-path command waits for at most two reconnection attempts (and its timeout) while Redis is
    // away; consumers and queues keep theirs queued until Redis is back.
    maxRetriesPerRequest: role === 'request' ? 2 : null,
    ...(commandTimeout !== undefined ? { commandTimeout } : {}),
    connectTimeout: 2_000,
    keepAlive: 5_000,
    enableReadyCheck: true,
    lazyConnect: false,
  });
  const entry = { redis, name, closing: false };
  connections.add(entry);
  // Without a listener ioredis prints every connection error; the readiness check reports them instead.
  redis.on('error', () => undefined);
  const disconnect = redis.disconnect.bind(redis);
  redis.disconnect = (reconnect?: boolean) => {
    if (!reconnect) {
      entry.closing = true;
      connections.delete(entry);
    }
    disconnect(reconnect);
  };
  const quit = redis.quit.bind(redis);
  redis.quit = ((...args: Parameters<Redis['quit']>) => {
    entry.closing = true;
    connections.delete(entry);
    return quit(...args);
  }) as Redis['quit'];
  return redis;
}

/** Names of Redis connections that ended for good (no more reconnection attempts) without being closed. */
export function endedRedisConnections(): string[] {
  return [...connections].filter((entry) => !entry.closing && entry.redis.status === 'end').map((entry) => entry.name);
}
