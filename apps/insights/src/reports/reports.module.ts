import { Module } from '@nestjs/common';
import { INSIGHTS_CONSUMED_STREAMS, INSIGHTS_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { InsightsConfig } from '../config';
import { RebuildService } from '../receivables/rebuild.service';
import { ReceivablesProjection } from '../receivables/receivables.projection';
import { ReceivablesRepository } from '../receivables/receivables.repository';
import { ReportsHandler } from './reports.handler';
import { ReportsService } from './reports.service';

@Module({
  imports: [
    // The `insights` group on billing's, treasury's and credit's streams, each event applied to the
    // projection in its inbox transaction (exactly once).
    DomainEventsModule.forConsumer({
      group: INSIGHTS_CONSUMER_GROUP,
      handlers: [ReceivablesProjection],
      settings: (config: InsightsConfig) => ({ streams: [...INSIGHTS_CONSUMED_STREAMS], enabled: config.INSIGHTS_CONSUME_EVENTS }),
    }),
  ],
  controllers: [ReportsHandler],
  providers: [ReceivablesProjection, ReceivablesRepository, RebuildService, ReportsService],
})
export class ReportsModule {}
