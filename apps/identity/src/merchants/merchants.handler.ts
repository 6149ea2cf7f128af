import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentitySubjects, InternalRequest, RpcMessage, UpdateMerchantRequest, VerifyBasicRequest } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { TokenRevocations } from '../access-keys/token-revocations';
import { CreateMerchantInput, MerchantsService } from './merchants.service';

@Controller()
export class MerchantsHandler {
  constructor(
    private readonly merchants: MerchantsService,
    private readonly revocations: TokenRevocations,
  ) {}

  @MessagePattern(IdentitySubjects.verifyBasic)
  verifyBasic(@Payload() message: InternalRequest<VerifyBasicRequest>) {
    return this.merchants.verifyBasic(message.body);
  }

  @MessagePattern(IdentitySubjects.createMerchant)
  create(@Payload() message: InternalRequest<CreateMerchantInput>) {
    return this.merchants.create(message.body);
  }

  @MessagePattern(IdentitySubjects.updateMerchant)
  update(@Payload() message: InternalRequest<UpdateMerchantRequest>) {
    return this.merchants.update(message.body);
  }

  @MessagePattern(IdentitySubjects.rotateSecretKey)
  rotateSecretKey(@Payload() message: InternalRequest<{ merchant_id: string }>) {
    return this.merchants.rotateSecretKey(message.body.merchant_id);
  }

  @MessagePattern(IdentitySubjects.rotateWebhookSecret)
  rotateWebhookSecret(@Payload() message: InternalRequest<{ merchant_id: string }>) {
    return this.merchants.rotateWebhookSecret(message.body.merchant_id);
  }

  @MessagePattern(IdentitySubjects.ensureDemoMerchant)
  ensureDemo() {
    return this.merchants.ensureDemo();
  }

  @RpcHandler(IdentitySubjects.webhookSecrets)
  webhookSecrets(@Payload() message: RpcMessage<typeof IdentitySubjects.webhookSecrets>) {
    return this.merchants.webhookSecrets(message.body.merchant_id);
  }

  @RpcHandler(IdentitySubjects.getMerchant)
  get(@Payload() message: RpcMessage<typeof IdentitySubjects.getMerchant>) {
    // The edges' lookup: the settings with the account's token revocations.
    return this.revocations.settingsFor(message.body.merchant_id);
  }
}
