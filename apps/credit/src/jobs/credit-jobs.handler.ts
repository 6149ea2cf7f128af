import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ClockAdvanceRequest, ClockSubjects, CustomerSubjects, InternalRequest, RpcRequest } from '@netline/contracts';
import { CreditJobs } from './credit-jobs.service';

@Controller()
export class CreditJobsHandler {
  constructor(private readonly jobs: CreditJobs) {}

  @MessagePattern(ClockSubjects.advance)
  advance(@Payload() message: RpcRequest<ClockAdvanceRequest>) {
    return this.jobs.advanceClock(message.principal, message.body.days);
  }

  /** Operator: run the due jobs and the orphan sweeps now (`npm run admin -- credit run-jobs`). */
  @MessagePattern(CustomerSubjects.operatorRunJobs)
  async runJobs(@Payload() _message: InternalRequest) {
    const { runs, orphans_released: released } = await this.jobs.runNow();
    return {
      runs,
      orphan_reservations_released: released.reservations,
      orphan_authorizations_released: released.authorizations,
      orphan_captures_released: released.captures,
    };
  }
}
