import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { UnderwritingModule } from '../underwriting/underwriting.module';
import { CreditLineRequestsHandler } from './credit-line-requests.handler';
import { CreditLineRequestsRepository } from './credit-line-requests.repository';
import { CreditLineRequestsService } from './credit-line-requests.service';

@Module({
  imports: [CustomersModule, UnderwritingModule],
  controllers: [CreditLineRequestsHandler],
  providers: [CreditLineRequestsService, CreditLineRequestsRepository],
  // The buyer portal files and lists requests with the buyer as the principal.
  exports: [CreditLineRequestsService],
})
export class CreditLineRequestsModule {}
