import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, OAuthSubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { AccessKeysService } from './access-keys.service';

@Controller()
export class AccessKeysHandler {
  constructor(private readonly accessKeys: AccessKeysService) {}

  @RpcHandler(IdentitySubjects.createAccessKey)
  create(@Payload() message: RpcMessage<typeof IdentitySubjects.createAccessKey>) {
    return this.accessKeys.create(message.body);
  }

  @RpcHandler(IdentitySubjects.revokeAccessKey)
  revoke(@Payload() message: RpcMessage<typeof IdentitySubjects.revokeAccessKey>) {
    return this.accessKeys.revoke(message.body.client_id);
  }

  /** `POST /api/access-keys/token`, a public route: the gateway has validated the body. */
  @RpcHandler(IdentitySubjects.issueToken)
  issueToken(@Payload() message: RpcMessage<typeof IdentitySubjects.issueToken>) {
    return this.accessKeys.issueToken(message.body);
  }

  /** The `client_credentials` grant of the gateway's OAuth authorization server (the client already authenticated). */
  @RpcHandler(OAuthSubjects.clientCredentials)
  clientCredentials(@Payload() message: RpcMessage<typeof OAuthSubjects.clientCredentials>) {
    return this.accessKeys.issueTokenForAuthenticatedClient(message.body);
  }
}
