import { Module } from '@nestjs/common';
import { AccessKeysModule } from '../access-keys/access-keys.module';
import { IdentityRecordsModule } from '../identity-records.module';
import { MerchantsModule } from '../merchants/merchants.module';
import { OAuthModule } from '../oauth/oauth.module';
import { UsersModule } from '../users/users.module';
import { DashboardHandler } from './dashboard.handler';

/** The dashboard's own operations: settings, keys, the webhook secret, the team, connected assistants. */
@Module({
  imports: [IdentityRecordsModule, MerchantsModule, AccessKeysModule, UsersModule, OAuthModule],
  controllers: [DashboardHandler],
})
export class DashboardModule {}
