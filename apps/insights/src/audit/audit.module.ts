import { Module } from '@nestjs/common';
import { AUDIT_CONSUMED_STREAMS, AUDIT_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { InsightsConfig } from '../config';
import { AuditHandler } from './audit.handler';
import { AuditRecorder } from './audit.recorder';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

@Module({
  imports: [
    // The `insights-audit` group on every service's stream: each event becomes one audit entry, in its
    // inbox transaction (exactly once). A group of its own, so `admin insights rebuild` (which resets the
    // receivables group) never replays events into the append-only trail.
    DomainEventsModule.forConsumer({
      group: AUDIT_CONSUMER_GROUP,
      handlers: [AuditRecorder],
      settings: (config: InsightsConfig) => ({ streams: [...AUDIT_CONSUMED_STREAMS], enabled: config.INSIGHTS_CONSUME_EVENTS }),
    }),
  ],
  controllers: [AuditHandler],
  providers: [AuditRecorder, AuditRepository, AuditService],
})
export class AuditModule {}
