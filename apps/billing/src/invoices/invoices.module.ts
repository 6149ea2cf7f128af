import { Module } from '@nestjs/common';
import { CreditClient } from '../credit.client';
import { MailModule } from '../mail/mail.module';
import { InvoiceDocuments } from './invoice-documents.service';
import { InvoicesHandler } from './invoices.handler';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { MerchantPdfFetcher } from './merchant-pdf';
import { MerchantPdfFetches } from './merchant-pdf-fetches.service';
import { PaymentPages } from './payment-page.service';
import { TreasuryClient } from './treasury.client';

@Module({
  imports: [MailModule],
  controllers: [InvoicesHandler],
  providers: [InvoicesService, InvoicesRepository, InvoiceDocuments, MerchantPdfFetcher, MerchantPdfFetches, CreditClient, PaymentPages, TreasuryClient],
  exports: [InvoicesRepository, InvoiceDocuments, CreditClient],
})
export class InvoicesModule {}
