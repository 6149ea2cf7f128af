import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { MerchantsService } from './merchants.service';

@Controller()
export class MerchantsHandler {
  constructor(private readonly merchants: MerchantsService) {}

  @RpcHandler(IdentitySubjects.verifyBasic)
  verifyBasic(@Payload() message: RpcMessage<typeof IdentitySubjects.verifyBasic>) {
    return this.merchants.verifyBasic(message.body);
  }

  @RpcHandler(IdentitySubjects.createMerchant)
  create(@Payload() message: RpcMessage<typeof IdentitySubjects.createMerchant>) {
    return this.merchants.create(message.body);
  }

  @RpcHandler(IdentitySubjects.updateMerchant)
  update(@Payload() message: RpcMessage<typeof IdentitySubjects.updateMerchant>) {
    return this.merchants.update(message.body);
  }

  @RpcHandler(IdentitySubjects.rotateSecretKey)
  rotateSecretKey(@Payload() message: RpcMessage<typeof IdentitySubjects.rotateSecretKey>) {
    return this.merchants.rotateSecretKey(message.body.merchant_id);
  }

  @RpcHandler(IdentitySubjects.rotateWebhookSecret)
  rotateWebhookSecret(@Payload() message: RpcMessage<typeof IdentitySubjects.rotateWebhookSecret>) {
    return this.merchants.rotateWebhookSecret(message.body.merchant_id);
  }

  @RpcHandler(IdentitySubjects.ensureDemoMerchant)
  ensureDemo() {
    return this.merchants.ensureDemo();
  }

  @RpcHandler(IdentitySubjects.webhookSecrets)
  webhookSecrets(@Payload() message: RpcMessage<typeof IdentitySubjects.webhookSecrets>) {
    return this.merchants.webhookSecrets(message.body.merchant_id);
  }
}
