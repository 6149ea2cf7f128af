import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InsightsSubjects, RpcRequest } from '@netline/contracts';
import { RebuildService } from '../receivables/rebuild.service';
import { ReportsService } from './reports.service';

/**
 * NATS handlers. The gateway has validated the (empty) query; a report is about the caller's own
 * merchant account (a partner's: the account its marketplace invoices are issued under).
 */
@Controller()
export class ReportsHandler {
  constructor(
    private readonly reports: ReportsService,
    private readonly rebuilds: RebuildService,
  ) {}

  @MessagePattern(InsightsSubjects.arAging)
  arAging(@Payload() message: RpcRequest) {
    return this.reports.arAging(message.principal.merchant_id);
  }

  @MessagePattern(InsightsSubjects.dso)
  dso(@Payload() message: RpcRequest) {
    return this.reports.dso(message.principal.merchant_id);
  }

  /** Operator (`admin insights rebuild`). */
  @MessagePattern(InsightsSubjects.operatorRebuild)
  rebuild() {
    return this.rebuilds.rebuild();
  }
}
