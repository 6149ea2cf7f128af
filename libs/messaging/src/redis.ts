import type { BaseConfig } from '@netline/config';
import IORedis, { Redis, RedisOptions } from 'ioredis';
import { readFileSync } from 'node:fs';

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

/**
 * Where and as whom a process connects: the server (REDIS_URL), this app's ACL user (REDIS_USERNAME and
 * REDIS_PASSWORD, each replacing what the URL holds) and TLS (`rediss://`, or any REDIS_TLS_* file).
 */
export type RedisSettings = Pick<BaseConfig, 'REDIS_URL'> &
  Partial<Pick<BaseConfig, 'REDIS_USERNAME' | 'REDIS_PASSWORD' | 'REDIS_TLS_CA_FILE' | 'REDIS_TLS_CERT_FILE' | 'REDIS_TLS_KEY_FILE'>>;

/** A Unix socket path rather than a URL (ioredis takes both). */
const isSocketPath = (url: string) => url.startsWith('/');

/**
 * The URL and options ioredis connects with for these settings. ioredis lets credentials in the URL win
 * over its options, so the app's user and password are written into the URL (a socket path has none,
 * and takes them as options). TLS files turn TLS on over a `redis://` URL too, as the CA file does for NATS.
 */
export function redisConnection(settings: RedisSettings | string): { url: string; options: RedisOptions } {
  const given: RedisSettings = typeof settings === 'string' ? { REDIS_URL: settings } : settings;
  let url = given.REDIS_URL;
  const options: RedisOptions = {};
  if (given.REDIS_USERNAME || given.REDIS_PASSWORD) {
    if (given.REDIS_USERNAME) options.username = given.REDIS_USERNAME;
    if (given.REDIS_PASSWORD) options.password = given.REDIS_PASSWORD;
    if (!isSocketPath(url)) {
      const parsed = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `redis://${url}`);
      if (given.REDIS_USERNAME) parsed.username = encodeURIComponent(given.REDIS_USERNAME);
      if (given.REDIS_PASSWORD) parsed.password = encodeURIComponent(given.REDIS_PASSWORD);
      url = parsed.toString();
    }
  }
  if (given.REDIS_TLS_CA_FILE || given.REDIS_TLS_CERT_FILE || given.REDIS_TLS_KEY_FILE) {
    options.tls = {
      ...(given.REDIS_TLS_CA_FILE ? { ca: readFileSync(given.REDIS_TLS_CA_FILE) } : {}),
      ...(given.REDIS_TLS_CERT_FILE ? { cert: readFileSync(given.REDIS_TLS_CERT_FILE) } : {}),
      ...(given.REDIS_TLS_KEY_FILE ? { key: readFileSync(given.REDIS_TLS_KEY_FILE) } : {}),
    };
  }
  return { url, options };
}

/** Every connection this process made, for the liveness check: one that ended for good needs a restart. */
const connections = new Set<{ redis: Redis; name: string; closing: boolean }>();

/**
 * A Redis connection that heals, as this app's user (`redisConnection`): it reconnects forever with a
 * capped, jittered backoff (never giving up on a Redis that restarts or a network that drops), and its
 * commands time out according to its role.
 */
export function createRedis(settings: RedisSettings | string, name: string, options: RedisConnectionOptions = {}): Redis {
  const role: RedisRole = options.role ?? 'request';
  const commandTimeout = role === 'request' ? (options.commandTimeoutMs ?? 1_500) : role === 'blocking' ? (options.blockMs ?? 1_000) + 5_000 : undefined;
  const { url, options: connection } = redisConnection(settings);
  const redis = new IORedis(url, {
    ...connection,
    connectionName: name,
    // No CLIENT SETINFO on connect: an app's Redis user is not granted it (deploy/redis), and a
    // refused command would only fill the server's ACL log.
    disableClientInfo: true,
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
