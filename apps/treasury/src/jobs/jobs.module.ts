import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { TreasuryConsumer } from './treasury.consumer';
import { TreasuryJobs } from './treasury-jobs.service';

@Module({
  imports: [PayoutsModule, PaymentsModule],
  providers: [TreasuryJobs, TreasuryConsumer],
})
export class JobsModule {}
