import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { MerchantsHandler } from './merchants.handler';
import { MerchantsService } from './merchants.service';

/** Merchant accounts: creation, secret keys and the API switches (the edges read the settings through access-keys/, with the revocations). */
@Module({
  imports: [IdentityRecordsModule],
  controllers: [MerchantsHandler],
  providers: [MerchantsService],
  exports: [MerchantsService],
})
export class MerchantsModule {}
