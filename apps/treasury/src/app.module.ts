import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { TreasuryConfig } from './config';
import { JobsModule } from './jobs/jobs.module';
import { Payment, PaymentLink } from './payments/payment.entity';
import { PaymentsModule } from './payments/payments.module';
import { Payout, PayoutTransaction } from './payouts/payout.entity';
import { PayoutsModule } from './payouts/payouts.module';
import { ReconcileModule } from './reconcile/reconcile.module';
import { TREASURY_MIGRATIONS } from './migrations';

export const TREASURY_ENTITIES = [Payment, PaymentLink, Payout, PayoutTransaction];

@Module({})
export class AppModule {
  static forRoot(config: TreasuryConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'treasury',
          keepsRowCounts: true,
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
