import { Module } from '@nestjs/common';
import { TREASURY_CONSUMED_STREAMS, TREASURY_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { TreasuryConfig } from '../config';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { TreasuryConsumer } from './treasury.consumer';
import { TreasuryJobs } from './treasury-jobs.service';

@Module({
  imports: [
    PayoutsModule,
    PaymentsModule,
    DomainEventsModule.forConsumer({
      group: TREASURY_CONSUMER_GROUP,
      handlers: [TreasuryConsumer],
      settings: (config: TreasuryConfig) => ({ streams: TREASURY_CONSUMED_STREAMS, enabled: config.TREASURY_CONSUME_EVENTS }),
    }),
  ],
  providers: [TreasuryJobs, TreasuryConsumer],
})
export class JobsModule {}
