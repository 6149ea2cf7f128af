import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { PaymentApplicationsRepository } from './payment-applications.repository';
import { PaymentsConsumer } from './payments.consumer';

@Module({
  imports: [InvoicesModule],
  providers: [PaymentsConsumer, PaymentApplicationsRepository],
})
export class PaymentsModule {}
