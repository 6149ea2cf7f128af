import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ClockAdvanceRequest, ClockSubjects, CustomerSubjects, InternalRequest, RpcRequest } from '@netline/contracts';
import { CreditJobs } from './credit-jobs.service';
import { OrphanAuthorizations } from './orphan-authorizations.service';
import { OrphanReservations } from './orphan-reservations.service';

@Controller()
export class CreditJobsHandler {
  constructor(
    private readonly jobs: CreditJobs,
    private readonly orphans: OrphanReservations,
    private readonly orphanAuthorizations: OrphanAuthorizations,
  ) {}

  @MessagePattern(ClockSubjects.advance)
  advance(@Payload() message: RpcRequest<ClockAdvanceRequest>) {
    return this.jobs.advanceClock(message.principal, message.body.days);
  }

  /** Operator: run the due jobs now (`npm run admin -- credit run-jobs`). */
  @MessagePattern(CustomerSubjects.operatorRunJobs)
  async runJobs(@Payload() _message: InternalRequest) {
    const runs = await this.jobs.runAll();
    const reservations = await this.orphans.sweep();
    const authorizations = await this.orphanAuthorizations.sweep();
    return { runs, orphan_reservations_released: reservations.released, orphan_authorizations_released: authorizations.released };
  }
}
