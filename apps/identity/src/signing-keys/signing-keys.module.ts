import { Module } from '@nestjs/common';
import { IdentityRecordsModule } from '../identity-records.module';
import { SealedDataResealer } from './sealed-data-resealer';
import { SigningKeysHandler } from './signing-keys.handler';
import { SigningKeysService } from './signing-keys.service';

/** The keys identity signs tokens with, their rotation and the JWKS the edges verify with. */
@Module({
  imports: [IdentityRecordsModule],
  controllers: [SigningKeysHandler],
  providers: [SigningKeysService, SealedDataResealer],
  exports: [SigningKeysService],
})
export class SigningKeysModule {}
