import { Module } from '@nestjs/common';
import { CREDIT_CONSUMED_STREAMS, CREDIT_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { CreditConfig } from '../config';
import { CustomersModule } from '../customers/customers.module';
import { LedgerConsumer } from './ledger.consumer';
import { LedgerHandler } from './ledger.handler';
import { LedgerRepository } from './ledger.repository';
import { LedgerService } from './ledger.service';

@Module({
  imports: [
    CustomersModule,
    DomainEventsModule.forConsumer({
      group: CREDIT_CONSUMER_GROUP,
      handlers: [LedgerConsumer],
      settings: (config: CreditConfig) => ({ streams: CREDIT_CONSUMED_STREAMS, enabled: config.CREDIT_CONSUME_EVENTS }),
    }),
  ],
  controllers: [LedgerHandler],
  providers: [LedgerService, LedgerRepository, LedgerConsumer],
  exports: [LedgerService, LedgerRepository],
})
export class LedgerModule {}
