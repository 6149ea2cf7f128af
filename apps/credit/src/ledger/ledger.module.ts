import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module';
import { LedgerConsumer } from './ledger.consumer';
import { LedgerHandler } from './ledger.handler';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

@Module({
  imports: [CustomersModule],
  controllers: [LedgerHandler],
  providers: [LedgerService, LedgerRepository, LedgerConsumer],
  exports: [LedgerService, LedgerRepository],
})
export class LedgerModule {}
