import { Module } from '@nestjs/common';
import { PayoutsModule } from '../payouts/payouts.module';
import { TreasuryConsumer } from './treasury.consumer';
import { TreasuryJobs } from './treasury-jobs.service';

@Module({
  imports: [PayoutsModule],
  providers: [TreasuryJobs, TreasuryConsumer],
})
export class JobsModule {}
