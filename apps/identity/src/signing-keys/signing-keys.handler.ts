import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { IdentitySubjects } from '@netline/contracts';
import { SigningKeysService } from './signing-keys.service';

@Controller()
export class SigningKeysHandler {
  constructor(private readonly signingKeys: SigningKeysService) {}

  /** Public keys for verifiers (gateways, mcp) and for `GET /api/.well-known/jwks.json`. */
  @MessagePattern(IdentitySubjects.jwks)
  jwks() {
    return this.signingKeys.jwks();
  }

  @MessagePattern(IdentitySubjects.rotateSigningKey)
  rotate() {
    return this.signingKeys.rotate();
  }
}
