import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { MerchantUnderwritingSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { Underwriter } from './underwriter';

/**
 * Identity's sub-merchant applications go through the same underwriter as customers' credit checks
 * (sandbox rules or the review queue, by APP_ENV). Stateless here: identity keeps the outcome.
 */
@Controller()
export class MerchantUnderwritingHandler {
  constructor(private readonly underwriter: Underwriter) {}

  @RpcHandler(MerchantUnderwritingSubjects.assess)
  assess(@Payload() message: RpcMessage<typeof MerchantUnderwritingSubjects.assess>) {
    return this.underwriter.assessMerchant(message.body);
  }
}
