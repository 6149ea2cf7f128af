import { Module } from '@nestjs/common';
import { AccessKeysModule } from '../access-keys/access-keys.module';
import { IdentityRecordsModule } from '../identity-records.module';
import { MerchantsHandler } from './merchants.handler';
import { MerchantsService } from './merchants.service';

/** Merchant accounts: creation, secret keys, the API switches, and the settings the edges read. */
@Module({
  imports: [IdentityRecordsModule, AccessKeysModule],
  controllers: [MerchantsHandler],
  providers: [MerchantsService],
  exports: [MerchantsService],
})
export class MerchantsModule {}
