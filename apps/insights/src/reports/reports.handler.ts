import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ArAgingHistory, ArAgingReport, DsoReport, InsightsRebuildResult, InsightsSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { RebuildService } from '../receivables/rebuild.service';
import { ReportsService } from './reports.service';

/**
 * NATS handlers. The gateway has validated the query (empty, or the history's window); a report is about the caller's own
 * merchant account (a partner's: the account its marketplace invoices are issued under).
 */
@Controller()
export class ReportsHandler {
  constructor(
    private readonly reports: ReportsService,
    private readonly rebuilds: RebuildService,
  ) {}

  @RpcHandler(InsightsSubjects.arAging)
  arAging(@Payload() message: RpcMessage<typeof InsightsSubjects.arAging>): Promise<ArAgingReport> {
    return this.reports.arAging(message.principal.merchant_id);
  }

  @RpcHandler(InsightsSubjects.arAgingHistory)
  arAgingHistory(@Payload() message: RpcMessage<typeof InsightsSubjects.arAgingHistory>): Promise<ArAgingHistory> {
    return this.reports.arAgingHistory(message.principal.merchant_id, message.query);
  }

  @RpcHandler(InsightsSubjects.dso)
  dso(@Payload() message: RpcMessage<typeof InsightsSubjects.dso>): Promise<DsoReport> {
    return this.reports.dso(message.principal.merchant_id);
  }

  /** Operator (`admin insights rebuild`). */
  @RpcHandler(InsightsSubjects.operatorRebuild)
  rebuild(): Promise<InsightsRebuildResult> {
    return this.rebuilds.rebuild();
  }
}
