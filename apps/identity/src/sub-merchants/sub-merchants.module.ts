import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { MerchantDocumentsModule } from '../merchant-documents/merchant-documents.module';
import { MerchantsModule } from '../merchants/merchants.module';
import { UnderwritingModule } from '../underwriting/underwriting.module';
import { SubMerchantsHandler } from './sub-merchants.handler';
import { SubMerchantsService } from './sub-merchants.service';

/** A partner's sub-merchants: their creation, profiles, documents and underwriting decisions. */
@Module({
  imports: [IdentityRecordsModule, MerchantsModule, MerchantDocumentsModule, UnderwritingModule],
  controllers: [SubMerchantsHandler],
  providers: [SubMerchantsService],
})
export class SubMerchantsModule {}
