import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { PaymentApplicationsHandler } from './payment-applications.handler';
import { PaymentApplicationsRepository } from './payment-applications.repository';
import { PaymentApplications } from './payment-applications.service';
import { PaymentsConsumer } from './payments.consumer';

@Module({
  imports: [InvoicesModule],
  controllers: [PaymentApplicationsHandler],
  providers: [PaymentsConsumer, PaymentApplicationsRepository, PaymentApplications],
})
export class PaymentsModule {}
