import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { AccessKeysHandler } from './access-keys.handler';
import { AccessKeysService } from './access-keys.service';
import { TokenRevocations } from './token-revocations';

/** Access keys, the tokens minted with them, and the revocations the edges refuse tokens by. */
@Module({
  imports: [IdentityRecordsModule, SigningKeysModule],
  controllers: [AccessKeysHandler],
  providers: [AccessKeysService, TokenRevocations],
  exports: [AccessKeysService, TokenRevocations],
})
export class AccessKeysModule {}
