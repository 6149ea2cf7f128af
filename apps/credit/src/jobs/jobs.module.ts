import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LedgerModule } from '../ledger/ledger.module';
import { UnderwritingModule } from '../underwriting/underwriting.module';
import { CreditJobsHandler } from './credit-jobs.handler';
import { CreditJobs } from './credit-jobs.service';
import { OrphanSweeps } from './orphan-sweeps.service';

@Module({
  imports: [CustomersModule, LedgerModule, UnderwritingModule],
  controllers: [CreditJobsHandler],
  providers: [CreditJobs, OrphanSweeps],
})
export class JobsModule {}
