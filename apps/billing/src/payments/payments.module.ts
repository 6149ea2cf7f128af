import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { PaymentsConsumer } from './payments.consumer';

@Module({
  imports: [InvoicesModule],
  providers: [PaymentsConsumer],
})
export class PaymentsModule {}
