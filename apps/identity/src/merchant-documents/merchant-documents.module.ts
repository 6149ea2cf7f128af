import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { DocumentDownloads } from './document-downloads';
import { MerchantDocumentsService } from './merchant-documents.service';

/** Sub-merchants' underwriting documents: signed uploads and their downloads. */
@Module({
  imports: [IdentityRecordsModule],
  providers: [MerchantDocumentsService, DocumentDownloads],
  exports: [MerchantDocumentsService],
})
export class MerchantDocumentsModule {}
