import { Injectable } from '@nestjs/common';
import { OnDomainEvent, TypedEvent } from '@netline/messaging';
import { EntityManager } from 'typeorm';
import { CREDIT_CONSUMED_EVENT_TYPES, CreditConsumedEventType, LedgerService } from './ledger.service';

/**
 * Credit's handlers in the `credit` consumer group (billing's and treasury's streams, hosted by the
 * consumer kit in app.module.ts): voids, cancels, credit notes and payments move the ledger. Each event
 * arrives validated against the catalogue and is applied in the inbox transaction, so it counts exactly once.
 */
@Injectable()
export class LedgerConsumer {
  constructor(private readonly ledger: LedgerService) {}

  @OnDomainEvent(...CREDIT_CONSUMED_EVENT_TYPES)
  async apply(event: TypedEvent<CreditConsumedEventType>, manager: EntityManager): Promise<void> {
    await this.ledger.applyEvent(event, manager);
  }
}
