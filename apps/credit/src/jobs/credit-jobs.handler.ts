import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ClockSubjects, CreditJobsRun, CustomerSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { CreditJobs } from './credit-jobs.service';

@Controller()
export class CreditJobsHandler {
  constructor(private readonly jobs: CreditJobs) {}

  @RpcHandler(ClockSubjects.advance)
  advance(@Payload() message: RpcMessage<typeof ClockSubjects.advance>) {
    return this.jobs.advanceClock(message.principal, message.body.days);
  }

  /** Operator: run the due jobs and the orphan sweeps now (`npm run admin -- credit run-jobs`). */
  @RpcHandler(CustomerSubjects.operatorRunJobs)
  async runJobs(): Promise<CreditJobsRun> {
    const { runs, orphans_released: released } = await this.jobs.runNow();
    return {
      runs,
      orphan_reservations_released: released.reservations,
      orphan_authorizations_released: released.authorizations,
      orphan_captures_released: released.captures,
    };
  }
}
