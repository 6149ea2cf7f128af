import { BaseConfig, redisKey } from '@netline/config';
import type { Redis } from 'ioredis';
import { Clock } from './clock';

const DAY_MS = 86_400_000;

/**
 * Per-merchant time for the sandbox.
 *
 * In the sandbox a merchant may move its own clock forward (`POST /api/sandbox/clock/advance`) to watch
 * due dates pass, holds land and payouts run without waiting. The offset of each merchant lives in one
 * Redis hash (`clock:offsets` inside the namespace, field = merchant id, value = milliseconds), so every
 * replica of every service reads the same time: `now(merchant)` = real now + offset. Offsets only grow.
 * In production the offset is never read or written: time is always the real time.
 */
export const CLOCK_OFFSETS_KEY = 'clock:offsets';

export class MerchantClock {
  private readonly key: string;

  constructor(
    private readonly redis: Redis,
    private readonly config: Pick<BaseConfig, 'APP_ENV' | 'NETLINE_NAMESPACE'>,
    private readonly clock: Clock = new Clock(),
  ) {
    this.key = redisKey(config, CLOCK_OFFSETS_KEY);
  }

  get adjustable(): boolean {
    return this.config.APP_ENV === 'sandbox';
  }

  async offsetMs(merchantId: string): Promise<number> {
    if (!this.adjustable) return 0;
    const value = await this.redis.hget(this.key, merchantId);
    return value === null ? 0 : Number(value);
  }

  async now(merchantId: string): Promise<Date> {
    return new Date(this.clock.now().getTime() + (await this.offsetMs(merchantId)));
  }

  /** Every merchant whose clock has moved, with its offset (for jobs that scan all merchants). */
  async offsets(): Promise<Map<string, number>> {
    if (!this.adjustable) return new Map();
    const all = await this.redis.hgetall(this.key);
    return new Map(Object.entries(all).map(([merchantId, value]) => [merchantId, Number(value)]));
  }

  /** Moves one merchant's clock forward by whole days (HINCRBY is atomic) and returns its new time. */
  async advance(merchantId: string, days: number): Promise<Date> {
    if (!this.adjustable) throw new Error('the clock can only be moved in the sandbox');
    if (!Number.isInteger(days) || days <= 0) throw new RangeError('days must be a positive integer');
    const offset = await this.redis.hincrby(this.key, merchantId, days * DAY_MS);
    return new Date(this.clock.now().getTime() + offset);
  }
}
