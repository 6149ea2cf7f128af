import { Module } from '@nestjs/common';
import { CONFIG } from '@netline/messaging';
import { PeersClient } from '../peers.client';
import { PayoutsModule } from '../payouts/payouts.module';
import { OnlinePayments } from './online-payments.service';
import { PaymentsHandler } from './payments.handler';
import { PaymentsRepository } from './payments.repository';
import { PaymentsService } from './payments.service';
import { UnbookedPayments } from './unbooked-payments.service';
import { configuredPaymentProvider } from './provider/configured-provider';
import { PAYMENT_PROVIDER } from './provider/payment-provider';

@Module({
  imports: [PayoutsModule],
  controllers: [PaymentsHandler],
  providers: [
    PaymentsService,
    PaymentsRepository,
    PeersClient,
    UnbookedPayments,
    OnlinePayments,
    { provide: PAYMENT_PROVIDER, useFactory: configuredPaymentProvider, inject: [CONFIG] },
  ],
  exports: [PaymentsRepository, PeersClient, UnbookedPayments],
})
export class PaymentsModule {}
