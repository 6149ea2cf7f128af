import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateAccessKeyRequest, IdentitySubjects, InternalRequest, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { AccessKeysService } from './access-keys.service';

@Controller()
export class AccessKeysHandler {
  constructor(private readonly accessKeys: AccessKeysService) {}

  @MessagePattern(IdentitySubjects.createAccessKey)
  create(@Payload() message: InternalRequest<CreateAccessKeyRequest>) {
    return this.accessKeys.create(message.body);
  }

  @MessagePattern(IdentitySubjects.revokeAccessKey)
  revoke(@Payload() message: InternalRequest<{ client_id: string }>) {
    return this.accessKeys.revoke(message.body.client_id);
  }

  /** `POST /api/access-keys/token`, a public route: the gateway has validated the body. */
  @RpcHandler(IdentitySubjects.issueToken)
  issueToken(@Payload() message: RpcMessage<typeof IdentitySubjects.issueToken>) {
    return this.accessKeys.issueToken(message.body);
  }
}
