import { Module } from '@nestjs/common';
import { BILLING_CONSUMED_STREAMS, BILLING_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { BillingConfig } from '../config';
import { CollectionsConsumer } from '../collections/collections.consumer';
import { CollectionsModule } from '../collections/collections.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { EnrollmentOffersConsumer } from '../mail/enrollment-offers.consumer';
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
    // Billing's one consumer group: treasury's payments; credit's sandbox clock (collections) and net-terms offers (their email).
    DomainEventsModule.forConsumer({
      group: BILLING_CONSUMER_GROUP,
      handlers: [PaymentsConsumer, CollectionsConsumer, EnrollmentOffersConsumer],
      settings: (config: BillingConfig) => ({ streams: BILLING_CONSUMED_STREAMS, enabled: config.BILLING_CONSUME_EVENTS }),
    }),
  ],
  controllers: [PaymentApplicationsHandler],
  providers: [EnrollmentOffersConsumer, PaymentsConsumer, PaymentApplicationsRepository, PaymentApplications],
})
export class PaymentsModule {}
