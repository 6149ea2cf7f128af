import { Module } from '@nestjs/common';
import { DisputesModule } from '../disputes/disputes.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { PromisesModule } from '../promises/promises.module';
import { StatementsModule } from '../statements/statements.module';
import { BuyerPortalHandler } from './buyer-portal.handler';
import { BuyerPortalRepository } from './buyer-portal.repository';
import { BuyerPortalService } from './buyer-portal.service';

/** The buyer portal's billing operations (docs/buyer-portal.md), over the disputes', promises' and statements' services. */
@Module({
  imports: [InvoicesModule, DisputesModule, PromisesModule, StatementsModule],
  controllers: [BuyerPortalHandler],
  providers: [BuyerPortalService, BuyerPortalRepository],
})
export class BuyerPortalModule {}
