import { Module } from '@nestjs/common';
import { MerchantsHandler } from './merchants.handler';
import { MerchantsRepository } from './merchants.repository';
import { MerchantsService } from './merchants.service';

@Module({
  controllers: [MerchantsHandler],
  providers: [MerchantsService, MerchantsRepository],
})
export class MerchantsModule {}
