import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { CreditConfig } from './config';
import { CreditDecision, Customer } from './customers/customer.entity';
import { CustomersModule } from './customers/customers.module';
import { Init1763700000000 } from './migrations/1763700000000-init';

export const CREDIT_ENTITIES = [Customer, CreditDecision];
export const CREDIT_MIGRATIONS = [Init1763700000000];

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
          migrate: config.DB_MIGRATE_ON_BOOT,
        }),
        CustomersModule,
      ],
    };
  }
}
