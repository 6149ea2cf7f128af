import IORedis, { Redis } from 'ioredis';

/** A Redis connection that retries while Redis restarts, and fails fast at boot if it is not there. */
export function createRedis(url: string, name: string, options: { maxRetriesPerRequest?: number | null } = {}): Redis {
  return new IORedis(url, {
    connectionName: name,
    maxRetriesPerRequest: options.maxRetriesPerRequest === undefined ? 3 : options.maxRetriesPerRequest,
    enableReadyCheck: true,
    lazyConnect: false,
  });
}
