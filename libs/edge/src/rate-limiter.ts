import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';

/**
 * Sliding-window rate limiting in Redis, shared by every replica of both public edges (REST and MCP).
 *
 * Each limited subject (a merchant, a client address, a client id) owns a sorted set of the requests it
 * was admitted in the last 60 s, scored by Redis' own clock in microseconds. One Lua script, atomic on the
 * Redis server and one round trip, drops the entries older than the window, counts the rest, and adds the
 * new request only when the count is under the limit: two replicas can never both take the last slot, and
 * refused requests neither enter the set nor extend the window. A set therefore holds at most `limit`
 * entries however hard a client hammers it, which keeps the script's cost flat under a flood. The key
 * expires one window after its newest entry (set when that entry is added), that is, exactly when the set
 * would be empty anyway. The reset time is when the oldest admitted request leaves the window, that is,
 * when a slot frees up again.
 */
const SLIDING_WINDOW = `
local key = KEYS[1]
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local member = ARGV[3]
local now = tonumber(ARGV[4])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000000 + tonumber(time[2])
end
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
local allowed = 0
if count < limit then
  redis.call('ZADD', key, now, member)
  redis.call('PEXPIRE', key, math.ceil(window / 1000))
  count = count + 1
  allowed = 1
end
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

type WindowReply = [number, number, number, number];
type Scripted = Redis & { netlineSlidingWindow(key: string, limit: number, windowUs: number, member: string, nowUs: string): Promise<WindowReply> };
type ScriptedPipeline = ReturnType<Redis['pipeline']> & {
  netlineSlidingWindow(key: string, limit: number, windowUs: number, member: string, nowUs: string): unknown;
};

interface PendingTake {
  key: string;
  limit: number;
  member: string;
  /** The caller's time in microseconds, or '' for Redis' own. */
  nowUs: string;
  resolve(reply: WindowReply): void;
  reject(error: unknown): void;
}

export class RateLimiter {
  private readonly redis: Scripted;
  private readonly windowUs: number;
  /**
   * Set members must be unique within a window, or two requests in the same microsecond would count
   * once. Random bytes per request cost a synchronous call into the OS on the hot path; a random prefix
   * drawn once per limiter (so replicas and restarts never collide) plus a counter is just as unique.
   */
  private readonly memberPrefix = `${randomBytes(9).toString('base64url')}.`;
  private sequence = 0;
  /** Takes asked for during this turn of the event loop, sent together at its end (see `flush`). */
  private batch: PendingTake[] = [];

  constructor(
    redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    windowMs = 60_000,
    /**
     * Time is Redis' own unless a clock is given: one clock for every replica, whatever theirs say. Tests
     * give one they move by hand, so the window is checked at exact instants instead of by waiting.
     */
    private readonly clock?: { now(): Date },
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
    const member = this.memberPrefix + (this.sequence++).toString(36);
    const givenUs = this.clock ? String(this.clock.now().getTime() * 1000) : '';
    const [allowed, count, resetUs, nowUs] = await new Promise<WindowReply>((resolve, reject) => {
      if (this.batch.push({ key: redisKey(this.config, `ratelimit:${subject}`), limit, member, nowUs: givenUs, resolve, reject }) === 1)
        setImmediate(() => this.flush());
    });
    return {
      allowed: allowed === 1,
      limit,
      remaining: Math.max(0, limit - count),
      resetAt: Math.ceil(resetUs / 1_000_000),
      retryAfter: Math.max(1, Math.ceil((resetUs - nowUs) / 1_000_000)),
    };
  }

  /**
   * Sends every take of this event-loop turn as one pipeline. Each is still its own atomic script run,
   * so the window stays exact; what is shared is the write to the socket, which cost the gateway more
   * than anything else on the hot read when every request wrote its own command (bench/README.md,
   * "Where the request path stands"). Each command keeps the connection's command timeout, so a Redis
   * that stops answering fails the batch as fast as it failed single commands (and the edge then admits,
   * as before); the pipelines are independent, so one slow batch never holds the next.
   */
  private flush(): void {
    const batch = this.batch;
    this.batch = [];
    if (batch.length === 1) {
      const [take] = batch;
      this.redis.netlineSlidingWindow(take.key, take.limit, this.windowUs, take.member, take.nowUs).then(take.resolve, take.reject);
      return;
    }
    const pipeline = this.redis.pipeline() as ScriptedPipeline;
    for (const take of batch) pipeline.netlineSlidingWindow(take.key, take.limit, this.windowUs, take.member, take.nowUs);
    pipeline.exec().then(
      (results) => {
        batch.forEach((take, index) => {
          const [error, reply] = results?.[index] ?? [new Error('the rate-limit pipeline returned no result'), undefined];
          if (error) take.reject(error);
          else take.resolve(reply as WindowReply);
        });
      },
      (error: unknown) => batch.forEach((take) => take.reject(error)),
    );
  }
}
