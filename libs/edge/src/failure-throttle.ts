import { redisKey } from '@netline/config';
import type { Redis } from 'ioredis';

/**
 * Slows down credential guessing without letting anyone lock a client out: failures are counted per
 * (credential id, client address), and after `freeFailures` of them each further attempt from that
 * address for that credential must wait `baseDelayMs × 2^(failures − freeFailures)` (capped at
 * `maxDelayMs`) after the last failure. A guesser only delays itself; the real client, calling from its
 * own address, is never held up. A success clears the count; an idle pair is forgotten after `forgetMs`.
 *
 * State lives in Redis (one small hash per pair, timed by Redis' own clock), so every replica of both
 * edges sees the same count.
 */
const CHECK = `
local state = redis.call('HMGET', KEYS[1], 'until')
if not state[1] then return 0 end
local now = tonumber(ARGV[1])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local wait = tonumber(state[1]) - now
if wait > 0 then return wait end
return 0
`;

const FAIL = `
local free = tonumber(ARGV[1])
local base = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local forget = tonumber(ARGV[4])
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local now = tonumber(ARGV[5])
if not now then
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local delay = 0
if failures > free then delay = math.min(max, base * 2 ^ (failures - free - 1)) end
redis.call('HSET', KEYS[1], 'until', now + delay)
redis.call('PEXPIRE', KEYS[1], forget)
return { failures, delay }
`;

export interface FailureThrottleOptions {
  /** Failures allowed before any delay (typos happen). */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A pair with no failure for this long starts again from zero. */
  forgetMs: number;
}

export const DEFAULT_FAILURE_THROTTLE: FailureThrottleOptions = { freeFailures: 3, baseDelayMs: 1_000, maxDelayMs: 15 * 60_000, forgetMs: 60 * 60_000 };

type Scripted = Redis & {
  netlineThrottleCheck(key: string, nowMs: string): Promise<number>;
  netlineThrottleFail(key: string, free: number, base: number, max: number, forget: number, nowMs: string): Promise<[number, number]>;
};

export class FailureThrottle {
  private readonly redis: Scripted;

  constructor(
    redis: Redis,
    private readonly config: { NETLINE_NAMESPACE: string },
    private readonly options: FailureThrottleOptions = DEFAULT_FAILURE_THROTTLE,
    /** Time is Redis' own (one clock for every replica) unless a clock is given, as tests do to move it by hand. */
    private readonly clock?: { now(): Date },
  ) {
    redis.defineCommand('netlineThrottleCheck', { numberOfKeys: 1, lua: CHECK });
    redis.defineCommand('netlineThrottleFail', { numberOfKeys: 1, lua: FAIL });
    this.redis = redis as Scripted;
  }

  private key(credentialId: string, address: string): string {
    return redisKey(this.config, `authfail:${credentialId}:${address}`);
  }

  /** Milliseconds this pair must still wait before its next attempt is even checked (0: go ahead). */
  async wait(credentialId: string, address: string): Promise<number> {
    return Number(await this.redis.netlineThrottleCheck(this.key(credentialId, address), this.nowMs()));
  }

  /** Records a failed attempt; resolves the delay now imposed on the pair, in milliseconds. */
  async fail(credentialId: string, address: string): Promise<number> {
    const { freeFailures, baseDelayMs, maxDelayMs, forgetMs } = this.options;
    const [, delay] = await this.redis.netlineThrottleFail(this.key(credentialId, address), freeFailures, baseDelayMs, maxDelayMs, forgetMs, this.nowMs());
    return Number(delay);
  }

  private nowMs(): string {
    return this.clock ? String(this.clock.now().getTime()) : '';
  }

  /** A success: the pair starts again from zero. */
  async succeed(credentialId: string, address: string): Promise<void> {
    await this.redis.del(this.key(credentialId, address));
  }
}
