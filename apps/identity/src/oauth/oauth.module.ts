import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { AllowedOAuthClients } from './allowed-clients';
import { OAuthHandler } from './oauth.handler';
import { OAuthService } from './oauth.service';

/** The OAuth grants people give assistants, and the apps a team allows to sign in. */
@Module({
  imports: [IdentityRecordsModule, SigningKeysModule],
  controllers: [OAuthHandler],
  providers: [OAuthService, AllowedOAuthClients],
  exports: [OAuthService],
})
export class OAuthModule {}
