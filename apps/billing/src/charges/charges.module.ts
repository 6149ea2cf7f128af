import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { ChargesHandler } from './charges.handler';
import { ChargesRepository } from './charges.repository';
import { ChargesService } from './charges.service';

@Module({
  imports: [InvoicesModule],
  controllers: [ChargesHandler],
  providers: [ChargesService, ChargesRepository],
})
export class ChargesModule {}
