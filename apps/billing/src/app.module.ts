import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { Charge } from './charges/charge.entity';
import { ChargesModule } from './charges/charges.module';
import { BillingConfig } from './config';
import { CreditNote } from './credit-notes/credit-note.entity';
import { CreditNotesModule } from './credit-notes/credit-notes.module';
import { Invoice, InvoiceFile } from './invoices/invoice.entity';
import { InvoicesModule } from './invoices/invoices.module';
import { PaymentsModule } from './payments/payments.module';
import { CollectionsModule } from './collections/collections.module';
import { Email } from './mail/email.entity';
import { MailSenderModule } from './mail/mail-sender.module';
import { BILLING_MIGRATIONS } from './migrations';

export const BILLING_ENTITIES = [Invoice, InvoiceFile, Charge, CreditNote, Email];

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'billing',
          config,
          ...parts,
          entities: BILLING_ENTITIES,
          migrations: BILLING_MIGRATIONS,
        }),
        InvoicesModule,
        ChargesModule,
        CreditNotesModule,
        PaymentsModule,
        CollectionsModule,
        MailSenderModule,
      ],
    };
  }
}
