import { DomainEvent } from '@netline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { NewEvent, OutboxRelay, OutboxWriter } from './outbox';

export interface Transaction {
  manager: EntityManager;
  /** Records events to be published if, and only if, this transaction commits. */
  emit(events: NewEvent | NewEvent[]): Promise<DomainEvent[]>;
}

/** Runs a use case in one transaction with the outbox, then nudges the relay to publish at once. */
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    let emitted = false;
    const result = await this.dataSource.transaction((manager) =>
      work({
        manager,
        emit: (events) => {
          emitted = true;
          return this.outbox.append(manager, events);
        },
      }),
    );
    if (emitted) this.relay.kick();
    return result;
  }
}
