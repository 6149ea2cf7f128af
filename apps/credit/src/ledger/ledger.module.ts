import { Module } from '@nestjs/common';
import { CREDIT_CONSUMED_STREAMS, CREDIT_CONSUMER_GROUP } from '@netline/contracts';
import { DomainEventsModule } from '@netline/messaging';
import { CreditConfig } from '../config';
import { CustomersModule } from '../customers/customers.module';
import { LedgerEventsService } from './ledger-events.service';
import { LedgerPostings } from './ledger-postings';
import { LedgerQueriesService } from './ledger-queries.service';
import { LedgerConsumer } from './ledger.consumer';
import { LedgerHandler } from './ledger.handler';
import { LedgerRepository } from './ledger.repository';
import { ReservationsService } from './reservations.service';

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
  providers: [ReservationsService, LedgerEventsService, LedgerQueriesService, LedgerPostings, LedgerRepository, LedgerConsumer],
  // Decisions post line changes; the orphan sweeps undo reservations and charges.
  exports: [ReservationsService, LedgerPostings, LedgerRepository],
})
export class LedgerModule {}
