import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { TokenRevocations } from './token-revocations';

/**
 * The edges' lookup of an account (`identity.merchants.get`): its settings with its token revocations.
 * Served here beside `TokenRevocations`, not in merchants/: the revocations read access keys, users and
 * grants, all of which build on merchants.
 */
@Controller()
export class TokenRevocationsHandler {
  constructor(private readonly revocations: TokenRevocations) {}

  @RpcHandler(IdentitySubjects.getMerchant)
  get(@Payload() message: RpcMessage<typeof IdentitySubjects.getMerchant>) {
    return this.revocations.settingsFor(message.body.merchant_id);
  }
}
