import { DomainEvent } from '@netline/contracts';
import { DataSource, EntityManager } from 'typeorm';
import type { SqlExecutor } from '@netline/persistence';
import { claimIdempotencyKey, idempotencyKeyToRecord } from './idempotency';
import { NewEvent, OutboxRelay, OutboxWriter, StagedEvents } from './outbox';

export interface Transaction {
  manager: EntityManager;
  /** Records events to be published if, and only if, this transaction commits. */
  emit(events: NewEvent | NewEvent[]): Promise<DomainEvent[]>;
  /**
   * The outbox rows of `events` for a statement of the caller that writes them together with the change
   * (`outboxInsertSql` in a CTE: one round trip instead of two). Published on commit, exactly as `emit`'s;
   * the caller must run that statement in this transaction.
   */
  stage(events: NewEvent | NewEvent[]): StagedEvents;
}

/**
 * A use case whose whole write is one statement of the caller's: the change and its outbox rows together
 * (`stage`, then `outboxInsertSql` in a CTE), run on `executor`.
 */
export interface SingleStatement {
  executor: SqlExecutor;
  stage(events: NewEvent | NewEvent[]): StagedEvents;
}

/**
 * Runs a use case in one transaction with the outbox, then nudges the relay to publish at once. In a
 * request that carries an Idempotency-Key, the first such transaction also records the key (idempotency.ts),
 * so the effect and the key commit together or not at all.
 */
export class UnitOfWork {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async run<T>(work: (transaction: Transaction) => Promise<T>): Promise<T> {
    let emitted = false;
    let keyed: Awaited<ReturnType<typeof claimIdempotencyKey>>;
    const result = await this.dataSource.transaction(async (manager) => {
      keyed = await claimIdempotencyKey(manager);
      return work({
        manager,
        emit: (events) => {
          emitted = true;
          return this.outbox.append(manager, events);
        },
        stage: (events) => {
          emitted = true;
          return this.outbox.stage(manager, events);
        },
      });
    });
    if (keyed) keyed.recorded = true;
    if (emitted) this.relay.kick();
    return result;
  }

  /**
   * Runs a use case that writes with exactly one statement (`SingleStatement`). PostgreSQL applies a single
   * statement atomically, so it needs no transaction of its own: on a pooled connection in autocommit it
   * is one round trip where BEGIN, the statement and COMMIT took three (most of a create's database cost;
   * docs/persistence.md). A request with an Idempotency-Key still to record runs in a transaction as `run`
   * does, because its key must commit with the change.
   */
  async runSingle<T>(work: (statement: SingleStatement) => Promise<T>): Promise<T> {
    if (idempotencyKeyToRecord()) return this.run(({ manager, stage }) => work({ executor: manager, stage }));
    let emitted = false;
    const result = await work({
      executor: this.dataSource,
      stage: (events) => {
        const staged = this.outbox.rows(events);
        emitted ||= staged.envelopes.length > 0;
        return staged;
      },
    });
    if (emitted) this.relay.kick();
    return result;
  }
}
