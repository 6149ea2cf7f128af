import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { CreditConfig } from './config';
import { CreditLineRequest } from './credit-line-requests/credit-line-request.entity';
import { BuyerPortalModule } from './buyer-portal/buyer-portal.module';
import { CreditLineRequestsModule } from './credit-line-requests/credit-line-requests.module';
import { CreditDecision, Customer } from './customers/customer.entity';
import { CustomersModule } from './customers/customers.module';
import { JobsModule } from './jobs/jobs.module';
import { LedgerEntry, Receivable } from './ledger/ledger.entity';
import { LedgerModule } from './ledger/ledger.module';
import { CreditCheck } from './underwriting/credit-check.entity';
import { UnderwritingModule } from './underwriting/underwriting.module';
import { CREDIT_MIGRATIONS } from './migrations';

export const CREDIT_ENTITIES = [Customer, CreditDecision, CreditCheck, LedgerEntry, Receivable, CreditLineRequest];

@Module({})
export class AppModule {
  static forRoot(config: CreditConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'credit',
          keepsRowCounts: true,
          config,
          ...parts,
          entities: CREDIT_ENTITIES,
          migrations: CREDIT_MIGRATIONS,
        }),
        CustomersModule,
        LedgerModule,
        UnderwritingModule,
        JobsModule,
        CreditLineRequestsModule,
        BuyerPortalModule,
      ],
    };
  }
}
