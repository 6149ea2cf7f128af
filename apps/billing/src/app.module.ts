import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { Charge } from './charges/charge.entity';
import { ChargesModule } from './charges/charges.module';
import { BillingConfig } from './config';
import { CreditNote } from './credit-notes/credit-note.entity';
import { CreditNotesModule } from './credit-notes/credit-notes.module';
import { Invoice, InvoiceFile } from './invoices/invoice.entity';
import { InvoicesModule } from './invoices/invoices.module';
import { Billing1763900000000 } from './migrations/1763900000000-billing';
import { PaymentApplications1764000000000 } from './migrations/1764000000000-payment-applications';
import { SubMerchants1764100000000 } from './migrations/1764100000000-sub-merchants';
import { InvoiceLineItems1764250000000 } from './migrations/1764250000000-invoice-line-items';
import { MerchantPdfFetches1764600000000 } from './migrations/1764600000000-merchant-pdf-fetches';
import { PaymentBookings1764800000000 } from './migrations/1764800000000-payment-bookings';
import { PaymentsModule } from './payments/payments.module';

export const BILLING_ENTITIES = [Invoice, InvoiceFile, Charge, CreditNote];
export const BILLING_MIGRATIONS = [
  Billing1763900000000,
  PaymentApplications1764000000000,
  SubMerchants1764100000000,
  InvoiceLineItems1764250000000,
  MerchantPdfFetches1764600000000,
  PaymentBookings1764800000000,
];

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
      ],
    };
  }
}
