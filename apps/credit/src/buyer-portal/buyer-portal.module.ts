import { Module } from '@nestjs/common';
import { CreditLineRequestsModule } from '../credit-line-requests/credit-line-requests.module';
import { CustomersModule } from '../customers/customers.module';
import { BuyerAccountHandler } from './buyer-account.handler';
import { BuyerAccountService } from './buyer-account.service';

/** The buyer portal's credit operations (docs/buyer-portal.md): the account and credit-line requests. */
@Module({
  imports: [CustomersModule, CreditLineRequestsModule],
  controllers: [BuyerAccountHandler],
  providers: [BuyerAccountService],
})
export class BuyerPortalModule {}
