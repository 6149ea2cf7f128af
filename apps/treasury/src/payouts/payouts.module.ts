import { Module } from '@nestjs/common';
import { PayoutLedger } from './payout-ledger.service';
import { PayoutsHandler } from './payouts.handler';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';

@Module({
  controllers: [PayoutsHandler],
  providers: [PayoutsService, PayoutsRepository, PayoutLedger],
  exports: [PayoutsService, PayoutsRepository, PayoutLedger],
})
export class PayoutsModule {}
