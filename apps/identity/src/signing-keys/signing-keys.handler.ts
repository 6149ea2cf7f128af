import { Controller } from '@nestjs/common';
import { IdentitySubjects } from '@netline/contracts';
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
}
