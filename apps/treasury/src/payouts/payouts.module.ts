import { Module } from '@nestjs/common';
import { PeersClient } from '../peers.client';
import { PayoutContext } from './payout-context';
import { PayoutLedger } from './payout-ledger.service';
import { PayoutsHandler } from './payouts.handler';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';

@Module({
  controllers: [PayoutsHandler],
  providers: [PayoutsService, PayoutsRepository, PayoutLedger, PayoutContext, PeersClient],
  exports: [PayoutsService, PayoutsRepository, PayoutLedger],
})
export class PayoutsModule {}
