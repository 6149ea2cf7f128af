import { SetMetadata } from '@nestjs/common';
import { CatalogueEvent, describeInvalidEvent, EventType, parseEvent } from '@netline/contracts';
import { EntityManager } from 'typeorm';
import { z } from 'zod';
import { outboxWrittenIn } from './outbox';
import { StreamEntryDecoding, StreamHandler } from './stream-consumer';

/**
 * The consumer kit's handler side (the hosting side is domain-events.module.ts). A handler is a method of
 * a Nest provider, decorated with the catalogue event types it applies; its event parameter is checked
 * against the catalogue by the compiler:
 *
 *   @OnDomainEvent('payment.paid')
 *   async onPaid(event: TypedEvent<'payment.paid'>, manager: EntityManager) { … }
 *
 * The method runs inside the consumer's inbox transaction (`manager`), so what it writes commits together
 * with the record that the event was applied: exactly once per consumer group.
 */

/** A validated catalogue event of type `T`, as a handler receives it (`data` typed from the catalogue). */
export type TypedEvent<T extends EventType = EventType> = CatalogueEvent<T>;

export type DomainEventMethod<T extends EventType> = (event: TypedEvent<T>, manager: EntityManager) => Promise<void>;
export type DomainEventBatchMethod<T extends EventType> = (events: Array<TypedEvent<T>>, manager: EntityManager) => Promise<void>;
export type DomainEventsCommittedMethod = (events: TypedEvent[]) => Promise<void>;

export const DOMAIN_EVENT_HANDLER = Symbol('netline:domain-event-handler');
export const DOMAIN_EVENTS_COMMITTED = Symbol('netline:domain-events-committed');

export interface DomainEventHandlerMetadata {
  types: EventType[];
  batch: boolean;
}

/**
 * The event types a handler class declares with `@OnDomainEvent` / `@OnDomainEventBatch`, in declaration
 * order: what its consumer group applies (every other type is acknowledged without an inbox row).
 */
export function domainEventTypesOf(handler: abstract new (...args: never[]) => unknown): EventType[] {
  const prototype = handler.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(prototype).flatMap((name) => {
    const method = prototype[name];
    if (name === 'constructor' || typeof method !== 'function') return [];
    const meta = Reflect.getMetadata(DOMAIN_EVENT_HANDLER, method) as DomainEventHandlerMetadata | undefined;
    return meta?.types ?? [];
  });
}

/**
 * Marks a method as the handler of one or more event types, one event per call, inside the inbox
 * transaction. Each event type has at most one handler in a consumer group.
 */
export function OnDomainEvent<T extends EventType>(...types: T[]) {
  if (types.length === 0) throw new Error('a domain event handler must name at least one event type');
  return <M extends DomainEventMethod<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    SetMetadata<symbol, DomainEventHandlerMetadata>(DOMAIN_EVENT_HANDLER, { types, batch: false })(target, key, descriptor);
  };
}

/**
 * Marks a method as the handler of several events of these types at once: the consumer applies a read
 * batch of entries in one inbox transaction and hands the method the first-seen events among them, in
 * stream order (a single event arrives as a batch of one when a batch falls back to one entry at a time).
 */
export function OnDomainEventBatch<T extends EventType>(...types: T[]) {
  if (types.length === 0) throw new Error('a domain event handler must name at least one event type');
  return <M extends DomainEventBatchMethod<T>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    SetMetadata<symbol, DomainEventHandlerMetadata>(DOMAIN_EVENT_HANDLER, { types, batch: true })(target, key, descriptor);
  };
}

/**
 * Marks a method to run after each commit, before the entries are acknowledged, with the events of the
 * committed entries (redeliveries too, so it must be idempotent): enqueueing jobs, waking a relay.
 */
export function AfterDomainEventsCommit() {
  return <M extends DomainEventsCommittedMethod>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    SetMetadata(DOMAIN_EVENTS_COMMITTED, true)(target, key, descriptor);
  };
}

/** A discovered handler method, bound to its provider instance. */
export type DomainEventRoute =
  { batch: false; owner: string; apply: DomainEventMethod<EventType> } | { batch: true; owner: string; apply: DomainEventBatchMethod<EventType> };

/** Only the envelope's `type`, read before anything else so an event this group ignores costs nothing more. */
const typeOnly = z.object({ type: z.string() });

/**
 * The StreamHandler the kit runs for one consumer group: decodes each entry with `parseEvent`, skips
 * types no handler declares, routes the rest to their handler methods, and runs the after-commit hooks.
 * When a handler's transaction wrote outbox rows, the relay is kicked once after that commit (once per
 * batch); a commit that emitted nothing wakes nothing.
 */
export class DomainEventRouter implements StreamHandler<TypedEvent> {
  readonly handleBatch?: (events: TypedEvent[], manager: EntityManager) => Promise<void>;
  /** Events whose handling wrote outbox rows, until their commit kicks the relay. */
  private readonly emitting = new WeakSet<TypedEvent>();

  constructor(
    private readonly routes: ReadonlyMap<string, DomainEventRoute>,
    private readonly committed: DomainEventsCommittedMethod[],
    private readonly relay?: { kick(): void },
  ) {
    // Offered only when a handler takes batches: the consumer then reads and commits entries in batches.
    if ([...routes.values()].some((route) => route.batch)) this.handleBatch = (events, manager) => this.applyInOrder(events, manager);
  }

  /** The event types this group applies. */
  get types(): string[] {
    return [...this.routes.keys()];
  }

  decode(raw: string): StreamEntryDecoding<TypedEvent> {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      return { invalid: `invalid_json: the entry is not JSON (${(error as Error).message})` };
    }
    const envelope = typeOnly.safeParse(value);
    // Nothing to validate for a type this group does not apply: acknowledged, no transaction, no inbox row.
    if (envelope.success && !this.routes.has(envelope.data.type)) return { skip: true };
    const parsed = parseEvent(value);
    return parsed.ok ? { event: parsed.event } : { invalid: describeInvalidEvent(parsed.error) };
  }

  async handle(event: TypedEvent, manager: EntityManager): Promise<void> {
    await this.applyInOrder([event], manager);
  }

  async afterCommit(event: TypedEvent): Promise<void> {
    await this.afterCommitBatch([event]);
  }

  async afterCommitBatch(events: TypedEvent[]): Promise<void> {
    for (const hook of this.committed) await hook(events);
    if (this.relay && events.some((event) => this.emitting.has(event))) this.relay.kick();
  }

  /** Runs the events through their handlers in stream order, a run of events for one batch handler in one call. */
  private async applyInOrder(events: TypedEvent[], manager: EntityManager): Promise<void> {
    let run: { route: Extract<DomainEventRoute, { batch: true }>; events: TypedEvent[] } | null = null;
    for (const event of events) {
      const route = this.routes.get(event.type);
      if (!route) continue;
      if (route.batch) {
        if (run && run.route === route) {
          run.events.push(event);
          continue;
        }
        if (run) await run.route.apply(run.events, manager);
        run = { route, events: [event] };
        continue;
      }
      if (run) await run.route.apply(run.events, manager);
      run = null;
      await route.apply(event, manager);
    }
    if (run) await run.route.apply(run.events, manager);
    // Remembered on the events (not on this router, which the group's consumers share) for afterCommitBatch.
    if (this.relay && outboxWrittenIn(manager)) for (const event of events) this.emitting.add(event);
  }
}
