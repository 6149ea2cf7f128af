import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { AccessKeysHandler } from './access-keys.handler';
import { AccessKeysService } from './access-keys.service';
import { TokenRevocations } from './token-revocations';
import { TokenRevocationsHandler } from './token-revocations.handler';

/** Access keys, the tokens minted with them, and the account's settings with the revocations the edges refuse tokens by. */
@Module({
  imports: [IdentityRecordsModule, SigningKeysModule],
  controllers: [AccessKeysHandler, TokenRevocationsHandler],
  providers: [AccessKeysService, TokenRevocations],
  exports: [AccessKeysService],
})
export class AccessKeysModule {}
