import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { InsightsConfig } from './config';
import { Insights1765000000000 } from './migrations/1765000000000-insights';
import { ReportsModule } from './reports/reports.module';

/** Insights keeps its tables through plain SQL (receivables.projection.ts): no entities of its own. */
export const INSIGHTS_ENTITIES = [];
export const INSIGHTS_MIGRATIONS = [Insights1765000000000];

@Module({})
export class AppModule {
  static forRoot(config: InsightsConfig, parts: Pick<ServiceCoreOptions, 'logger' | 'health' | 'metrics'>): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceCoreModule.forRoot({
          service: 'insights',
          config,
          ...parts,
          entities: INSIGHTS_ENTITIES,
          migrations: INSIGHTS_MIGRATIONS,
        }),
        ReportsModule,
      ],
    };
  }
}
