import { DynamicModule, Module } from '@nestjs/common';
import { ServiceCoreModule, ServiceCoreOptions } from '@netline/messaging';
import { InsightsConfig } from './config';
import { ReportsModule } from './reports/reports.module';
import { AuditModule } from './audit/audit.module';
import { RequestLogModule, requestLogRetentionRule } from './request-logs/request-log.module';
import { INSIGHTS_MIGRATIONS } from './migrations';

/** Insights keeps its tables through plain SQL (receivables.projection.ts): no entities of its own. */
export const INSIGHTS_ENTITIES = [];

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
          retention: [requestLogRetentionRule(config)],
          // `receivable_customers`: the ageing report's customer_count (migration 1767400000000).
          keepsRowCounts: true,
        }),
        ReportsModule,
        AuditModule,
        RequestLogModule,
      ],
    };
  }
}
