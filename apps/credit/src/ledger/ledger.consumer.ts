import { Injectable } from '@nestjs/common';
import { OnDomainEvent, TypedEvent } from '@netline/messaging';
import { EntityManager } from 'typeorm';
import { CREDIT_CONSUMED_EVENT_TYPES, CreditConsumedEventType, LedgerEventsService } from './ledger-events.service';

/**
 * Credit's handlers in the `credit` consumer group (billing's and treasury's streams, hosted by the
 * consumer kit in app.module.ts): voids, cancels, credit notes and payments move the ledger. Each event
 * arrives validated against the catalogue and is applied in the inbox transaction, so it counts exactly once.
 */
@Injectable()
export class LedgerConsumer {
  constructor(private readonly events: LedgerEventsService) {}

  @OnDomainEvent(...CREDIT_CONSUMED_EVENT_TYPES)
  async apply(event: TypedEvent<CreditConsumedEventType>, manager: EntityManager): Promise<void> {
    await this.events.applyEvent(event, manager);
  }
}
