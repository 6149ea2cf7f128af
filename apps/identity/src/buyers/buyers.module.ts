import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { IdentityRecordsModule } from '../identity-records.module';
import { BuyerApiTokensService } from './buyer-api-tokens.service';
import { BuyerReach } from './buyer-reach';
import { BuyerSignInService } from './buyer-sign-in.service';
import { BuyerUsersService } from './buyer-users.service';
import { BuyersHandler } from './buyers.handler';

/** The buyers of merchants' customers: buyer users, portal sign-in links and buyer API tokens. */
@Module({
  imports: [IdentityRecordsModule, AccountsModule],
  controllers: [BuyersHandler],
  providers: [BuyerReach, BuyerUsersService, BuyerSignInService, BuyerApiTokensService],
})
export class BuyersModule {}
