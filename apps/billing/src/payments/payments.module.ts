import { Module } from '@nestjs/common';
import { BILLING_CONSUMED_STREAMS, BILLING_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { BillingConfig } from '../config';
import { CollectionsConsumer } from '../collections/collections.consumer';
import { CollectionsModule } from '../collections/collections.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { PaymentApplicationsHandler } from './payment-applications.handler';
import { PaymentApplicationsRepository } from './payment-applications.repository';
import { PaymentApplications } from './payment-applications.service';
import { PaymentsConsumer } from './payments.consumer';

@Module({
  imports: [
    InvoicesModule,
    MailModule,
    CollectionsModule,
    // Billing's one consumer group: treasury's payments, and credit's sandbox clock for collections.
    DomainEventsModule.forConsumer({
      group: BILLING_CONSUMER_GROUP,
      handlers: [PaymentsConsumer, CollectionsConsumer],
      settings: (config: BillingConfig) => ({ streams: BILLING_CONSUMED_STREAMS, enabled: config.BILLING_CONSUME_EVENTS }),
    }),
  ],
  controllers: [PaymentApplicationsHandler],
  providers: [PaymentsConsumer, PaymentApplicationsRepository, PaymentApplications],
})
export class PaymentsModule {}
