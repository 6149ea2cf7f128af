import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InternalRequest, merchantApplicationSchema, MerchantUnderwritingSubjects } from '@netline/contracts';
import { validateMessage } from '../validate-message';
import { Underwriter } from './underwriter';

/**
 * Identity's sub-merchant applications go through the same underwriter as customers' credit checks
 * (sandbox rules or the review queue, by APP_ENV). Stateless here: identity keeps the outcome.
 */
@Controller()
export class MerchantUnderwritingHandler {
  constructor(private readonly underwriter: Underwriter) {}

  @MessagePattern(MerchantUnderwritingSubjects.assess)
  assess(@Payload() message: InternalRequest) {
    return this.underwriter.assessMerchant(validateMessage(merchantApplicationSchema, message.body));
  }
}
