import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { CreditNotesHandler } from './credit-notes.handler';
import { CreditNotesRepository } from './credit-notes.repository';
import { CreditNotesService } from './credit-notes.service';

@Module({
  imports: [InvoicesModule],
  controllers: [CreditNotesHandler],
  providers: [CreditNotesService, CreditNotesRepository],
  // A dispute's resolution applies its credit note through the same code path.
  exports: [CreditNotesService],
})
export class CreditNotesModule {}
