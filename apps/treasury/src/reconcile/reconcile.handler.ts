import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { PayoutSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { ReconcileService } from './reconcile.service';

@Controller()
export class ReconcileHandler {
  constructor(private readonly reconcile: ReconcileService) {}

  /** Operator: `npm run admin -- reconcile [--merchant M]`. */
  @RpcHandler(PayoutSubjects.operatorReconcile)
  run(@Payload() message: RpcMessage<typeof PayoutSubjects.operatorReconcile>) {
    return this.reconcile.reconcile(message.body.merchant_id);
  }
}
