import { Module } from '@nestjs/common';
import { CreditNotesModule } from '../credit-notes/credit-notes.module';
import { InvoicesModule } from '../invoices/invoices.module';
import { DisputesHandler } from './disputes.handler';
import { DisputesRepository } from './disputes.repository';
import { DisputesService } from './disputes.service';

@Module({
  imports: [InvoicesModule, CreditNotesModule],
  controllers: [DisputesHandler],
  providers: [DisputesService, DisputesRepository],
  // The buyer portal opens and reads disputes with the buyer as the caller.
  exports: [DisputesService],
})
export class DisputesModule {}
