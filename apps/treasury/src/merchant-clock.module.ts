import { Global, Module } from '@nestjs/common';
import { BaseConfig } from '@netline/config';
import { CONFIG, REDIS } from '@netline/messaging';
import { Clock, MerchantClock } from '@netline/persistence';
import type { Redis } from 'ioredis';

/** Each merchant's time (sandbox clock offsets in Redis; real time in production). */
@Global()
@Module({
  providers: [
    {
      provide: MerchantClock,
      useFactory: (redis: Redis, config: BaseConfig, clock: Clock) => new MerchantClock(redis, config, clock),
      inject: [REDIS, CONFIG, Clock],
    },
  ],
  exports: [MerchantClock],
})
export class MerchantClockModule {}
