import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { MerchantsModule } from '../merchants/merchants.module';
import { PartnersHandler } from './partners.handler';
import { PartnersService } from './partners.service';

/** Partner accounts. */
@Module({
  imports: [IdentityRecordsModule, MerchantsModule],
  controllers: [PartnersHandler],
  providers: [PartnersService],
})
export class PartnersModule {}
