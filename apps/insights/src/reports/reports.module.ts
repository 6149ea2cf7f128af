import { Module } from '@nestjs/common';
import { InsightsConsumer } from '../receivables/insights.consumer';
import { RebuildService } from '../receivables/rebuild.service';
import { ReceivablesProjection } from '../receivables/receivables.projection';
import { ReportsHandler } from './reports.handler';
import { ReportsService } from './reports.service';

@Module({
  controllers: [ReportsHandler],
  providers: [ReceivablesProjection, InsightsConsumer, RebuildService, ReportsService],
})
export class ReportsModule {}
