import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { IdentitySubjects, RpcMessage } from '@netline/contracts';
import { RpcHandler } from '@netline/messaging';
import { SigningKeysService } from './signing-keys.service';

@Controller()
export class SigningKeysHandler {
  constructor(private readonly signingKeys: SigningKeysService) {}

  /** Public keys for verifiers (gateways, mcp) and for `GET /api/.well-known/jwks.json`. */
  @RpcHandler(IdentitySubjects.jwks)
  jwks() {
    return this.signingKeys.jwks();
  }

  @RpcHandler(IdentitySubjects.rotateSigningKey)
  rotate() {
    return this.signingKeys.rotate();
  }

  @RpcHandler(IdentitySubjects.revokeSigningKey)
  revoke(@Payload() message: RpcMessage<typeof IdentitySubjects.revokeSigningKey>) {
    return this.signingKeys.revoke(message.body.kid);
  }
}
