import { Module } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { CreditConfig } from '../config';
import { CustomersModule } from '../customers/customers.module';
import { LedgerModule } from '../ledger/ledger.module';
import { CreditChecksRepository } from './credit-checks.repository';
import { DecisionsHandler } from './decisions.handler';
import { MerchantUnderwritingHandler } from './merchant-underwriting.handler';
import { DecisionsService } from './decisions.service';
import { ReviewQueueUnderwriter, SandboxUnderwriter, Underwriter } from './underwriter';

@Module({
  imports: [CustomersModule, LedgerModule],
  controllers: [DecisionsHandler, MerchantUnderwritingHandler],
  providers: [
    DecisionsService,
    CreditChecksRepository,
    {
      // Sandbox: deterministic instant rules; production: every check waits for an operator.
      provide: Underwriter,
      useFactory: (config: CreditConfig) => (config.APP_ENV === 'sandbox' ? new SandboxUnderwriter() : new ReviewQueueUnderwriter()),
      inject: [CONFIG],
    },
  ],
  exports: [DecisionsService],
})
export class UnderwritingModule {}
