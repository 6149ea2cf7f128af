import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { MailModule } from '../mail/mail.module';
import { PromisesModule } from '../promises/promises.module';
import { StatementsModule } from '../statements/statements.module';
import { CollectionsJobs } from './collections-jobs.service';
import { CollectionsConsumer } from './collections.consumer';
import { CollectionsHandler } from './collections.handler';
import { CollectionsService } from './collections.service';
import { OverdueInvoices } from './overdue-invoices.service';

@Module({
  imports: [InvoicesModule, MailModule, PromisesModule, StatementsModule],
  controllers: [CollectionsHandler],
  providers: [CollectionsService, OverdueInvoices, CollectionsJobs, CollectionsConsumer],
  exports: [CollectionsJobs, CollectionsConsumer],
})
export class CollectionsModule {}
