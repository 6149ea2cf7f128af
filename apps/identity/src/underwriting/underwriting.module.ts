import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { MerchantUnderwritingService } from './merchant-underwriting.service';
import { UnderwritingRunner } from './underwriting-runner';

/** Sub-merchants' underwriting: the assessment and the runner that takes applications in turn. */
@Module({
  imports: [IdentityRecordsModule],
  providers: [MerchantUnderwritingService, UnderwritingRunner],
  exports: [MerchantUnderwritingService],
})
export class UnderwritingModule {}
