import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/**
 * Sliding-window rate limiting in Redis, shared by every replica of both public edges (REST and MCP).
 *
 * Each limited subject (a merchant, a client address, a client id) owns a sorted set of the requests it
 * made in the last 60 s, scored by Redis' own clock in microseconds. One Lua script, atomic on the Redis
 * server, drops the entries older than the window, counts the rest, and adds the new request only when
 * the count is under the limit: two replicas can never both take the last slot, and refused requests do
 * not extend the window. Because entries are added only when admitted, a set holds at most `limit`
 * entries. The reset time is when the oldest admitted request leaves the window, that is, when a slot
 * frees up again.
 */
const SLIDING_WINDOW = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local member = ARGV[3]
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000000 + tonumber(time[2])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = 0
if count < limit then
  redis.call('ZADD', key, now, member)
  count = count + 1
  allowed = 1
end
redis.call('PEXPIRE', key, math.ceil(window / 1000))
local oldest = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
local reset = now + window
if oldest[2] then reset = tonumber(oldest[2]) + window end
return { allowed, count, reset, now }
`;

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** UNIX seconds when a request slot frees up. */
  resetAt: number;
  /** Seconds until then (for `Retry-After`). */
  retryAfter: number;
}

type Scripted = Redis & { netlineSlidingWindow(key: string, limit: number, windowUs: number, member: string): Promise<[number, number, number, number]> };

export class RateLimiter {
  private readonly redis: Scripted;
  private readonly windowUs: number;

  constructor(
    redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    windowMs = 60_000,
  ) {
    this.windowUs = windowMs * 1000;
    redis.defineCommand('netlineSlidingWindow', { numberOfKeys: 1, lua: SLIDING_WINDOW });
    this.redis = redis as Scripted;
  }

  /** Empties `subject`'s window (a correct password clears the wrong ones counted before it). */
  async reset(subject: string): Promise<void> {
    await this.redis.del(redisKey(this.config, `ratelimit:${subject}`));
  }

  /** Takes one request from `subject`'s window (e.g. `merchant:mer_…`, `ip:10.0.0.1`). */
  async take(subject: string, limit: number): Promise<RateLimitResult> {
    const member = `${Date.now()}-${randomBytes(6).toString('base64url')}`;
    const [allowed, count, resetUs, nowUs] = await this.redis.netlineSlidingWindow(redisKey(this.config, `ratelimit:${subject}`), limit, this.windowUs, member);
    return {
      allowed: allowed === 1,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt: Math.ceil(resetUs / 1_000_000),
      retryAfter: Math.max(1, Math.ceil((resetUs - nowUs) / 1_000_000)),
    };
  }
}
