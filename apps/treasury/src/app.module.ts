import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { TreasuryConfig } from './config';
import { JobsModule } from './jobs/jobs.module';
import { Treasury1764000000000 } from './migrations/1764000000000-treasury';
import { SubMerchants1764100000000 } from './migrations/1764100000000-sub-merchants';
import { Payment, PaymentLink } from './payments/payment.entity';
import { PaymentsModule } from './payments/payments.module';
import { Payout, PayoutTransaction } from './payouts/payout.entity';
import { PayoutsModule } from './payouts/payouts.module';
import { ReconcileModule } from './reconcile/reconcile.module';

export const TREASURY_ENTITIES = [Payment, PaymentLink, Payout, PayoutTransaction];
export const TREASURY_MIGRATIONS = [Treasury1764000000000, SubMerchants1764100000000];

@Module({})
export class AppModule {
  static forRoot(config: TreasuryConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'treasury',
          config,
          ...parts,
          entities: TREASURY_ENTITIES,
          migrations: TREASURY_MIGRATIONS,
        }),
        PayoutsModule,
        PaymentsModule,
        JobsModule,
        ReconcileModule,
      ],
    };
  }
}
