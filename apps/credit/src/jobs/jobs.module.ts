import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LedgerModule } from '../ledger/ledger.module';
import { UnderwritingModule } from '../underwriting/underwriting.module';
import { CreditJobsHandler } from './credit-jobs.handler';
import { CreditJobs } from './credit-jobs.service';
import { OrphanAuthorizations } from './orphan-authorizations.service';
import { OrphanReservations } from './orphan-reservations.service';

@Module({
  imports: [CustomersModule, LedgerModule, UnderwritingModule],
  controllers: [CreditJobsHandler],
  providers: [CreditJobs, OrphanReservations, OrphanAuthorizations],
})
export class JobsModule {}
