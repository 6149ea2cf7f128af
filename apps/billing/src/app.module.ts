import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { Charge } from './charges/charge.entity';
import { ChargesModule } from './charges/charges.module';
import { BuyerPortalModule } from './buyer-portal/buyer-portal.module';
import { BillingConfig } from './config';
import { CreditNote } from './credit-notes/credit-note.entity';
import { CreditNotesModule } from './credit-notes/credit-notes.module';
import { Dispute, DisputeMessage } from './disputes/dispute.entity';
import { DisputesModule } from './disputes/disputes.module';
import { Invoice, InvoiceFile } from './invoices/invoice.entity';
import { InvoicesModule } from './invoices/invoices.module';
import { PaymentsModule } from './payments/payments.module';
import { PromiseToPay } from './promises/promise-to-pay.entity';
import { PromisesModule } from './promises/promises.module';
import { CollectionsModule } from './collections/collections.module';
import { Email } from './mail/email.entity';
import { MailSenderModule } from './mail-sender/mail-sender.module';
import { StatementsModule } from './statements/statements.module';
import { BILLING_MIGRATIONS } from './migrations';

export const BILLING_ENTITIES = [Invoice, InvoiceFile, Charge, CreditNote, Email, Dispute, DisputeMessage, PromiseToPay];

@Module({})
export class AppModule {
  static forRoot(config: BillingConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'billing',
          keepsRowCounts: true,
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
        DisputesModule,
        PromisesModule,
        StatementsModule,
        BuyerPortalModule,
        MailSenderModule,
      ],
    };
  }
}
