import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { UsersHandler } from '../users/users.handler';
import { UsersService } from '../users/users.service';
import { AccountMail } from './account-mail';
import { AccountsHandler } from './accounts.handler';
import { InvitationsService } from './invitations.service';
import { PasswordResetsService } from './password-resets.service';
import { ResetSecondFactorUseCase } from './reset-second-factor.use-case';
import { SecondFactorService } from './second-factor.service';

/**
 * The people who sign in to the dashboard: users and their sign-in (users/), and what keeps their
 * accounts (passwords, resets, invitations, second factors). One module for both folders: a user's
 * sign-in asks for their second factor, and the account operations act on users.
 */
@Module({
  imports: [IdentityRecordsModule],
  controllers: [AccountsHandler, UsersHandler],
  providers: [UsersService, SecondFactorService, ResetSecondFactorUseCase, PasswordResetsService, InvitationsService, AccountMail],
  exports: [UsersService, AccountMail],
})
export class AccountsModule {}
