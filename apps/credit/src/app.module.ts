import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { CreditConfig } from './config';
import { CreditDecision, Customer } from './customers/customer.entity';
import { CustomersModule } from './customers/customers.module';
import { JobsModule } from './jobs/jobs.module';
import { LedgerEntry, Receivable } from './ledger/ledger.entity';
import { LedgerModule } from './ledger/ledger.module';
import { Init1763700000000 } from './migrations/1763700000000-init';
import { CreditLedger1763800000000 } from './migrations/1763800000000-credit-ledger';
import { PartnerCustomers1764100000000 } from './migrations/1764100000000-partner-customers';
import { AuthorizationSweep1764700000000 } from './migrations/1764700000000-authorization-sweep';
import { CaptureSweep1764800000000 } from './migrations/1764800000000-capture-sweep';
import { CreditCheck } from './underwriting/credit-check.entity';
import { UnderwritingModule } from './underwriting/underwriting.module';

export const CREDIT_ENTITIES = [Customer, CreditDecision, CreditCheck, LedgerEntry, Receivable];
export const CREDIT_MIGRATIONS = [
  Init1763700000000,
  CreditLedger1763800000000,
  PartnerCustomers1764100000000,
  AuthorizationSweep1764700000000,
  CaptureSweep1764800000000,
];

@Module({})
export class AppModule {
  static forRoot(config: CreditConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'credit',
          config,
          ...parts,
          entities: CREDIT_ENTITIES,
          migrations: CREDIT_MIGRATIONS,
        }),
        CustomersModule,
        LedgerModule,
        UnderwritingModule,
        JobsModule,
      ],
    };
  }
}
