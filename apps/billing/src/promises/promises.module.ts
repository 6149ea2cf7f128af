import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module';
import { PromisesHandler } from './promises.handler';
import { PromisesRepository } from './promises.repository';
import { PromisesService } from './promises.service';

@Module({
  imports: [InvoicesModule],
  controllers: [PromisesHandler],
  providers: [PromisesService, PromisesRepository],
  // The collections pass reads the pauses and settles the promises.
  exports: [PromisesService, PromisesRepository],
})
export class PromisesModule {}
