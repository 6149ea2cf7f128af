import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InternalRequest, operatorMerchantScopeSchema, PayoutSubjects } from '@netline/contracts';
import { validateMessage } from '../validate-message';
import { ReconcileService } from './reconcile.service';

@Controller()
export class ReconcileHandler {
  constructor(private readonly reconcile: ReconcileService) {}

  /** Operator: `npm run admin -- reconcile [--merchant M]`. */
  @MessagePattern(PayoutSubjects.operatorReconcile)
  run(@Payload() message: InternalRequest) {
    return this.reconcile.reconcile(validateMessage(operatorMerchantScopeSchema, message.body).merchant_id);
  }
}
