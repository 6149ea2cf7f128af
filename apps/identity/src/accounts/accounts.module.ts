import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { AccountMail } from './account-mail';
import { AccountsHandler } from './accounts.handler';
import { InvitationsService } from './invitations.service';
import { PasswordResetsService } from './password-resets.service';
import { PasswordsService } from './passwords.service';
import { ResetSecondFactorUseCase } from './reset-second-factor.use-case';
import { SecondFactorService } from './second-factor.service';

/**
 * What keeps the users' accounts: sign-in with the password and the second factor, password change and
 * reset, invitations, second factors, and identity's mail outbox for the account emails. It acts on the
 * users' rows (users/), which know nothing of it.
 */
@Module({
  imports: [IdentityRecordsModule],
  controllers: [AccountsHandler],
  providers: [PasswordsService, SecondFactorService, ResetSecondFactorUseCase, PasswordResetsService, InvitationsService, AccountMail],
  exports: [AccountMail],
})
export class AccountsModule {}
