import { Module } from '@nestjs/common';
import { PeersClient } from '../peers.client';
import { PayoutsModule } from '../payouts/payouts.module';
import { PaymentsHandler } from './payments.handler';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { UnbookedPayments } from './unbooked-payments.service';

@Module({
  imports: [PayoutsModule],
  controllers: [PaymentsHandler],
  providers: [PaymentsService, PaymentsRepository, PeersClient, UnbookedPayments],
  exports: [PaymentsRepository, PeersClient, UnbookedPayments],
})
export class PaymentsModule {}
