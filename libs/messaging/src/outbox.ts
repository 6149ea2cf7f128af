import { DomainEvent, EventActor } from '@netline/contracts';
import { commonParent, currentActor, currentRequestId, inSpan, linksTo, Logger, SpanKind, TraceCarrier } from '@netline/observability';
import { ROOT_CONTEXT } from '@opentelemetry/api';
import { Clock, newId, sql } from '@netline/persistence';
import type { Redis } from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { fromOutboxPayload, OutboxPayload, outboxPayload, streamEntryFields } from './trace-propagation';

/**
 * Transactional outbox.
 *
 * A service records a state change and the events that describe it in one PostgreSQL transaction
 * (`OutboxWriter.append` with the transaction's EntityManager), so an event exists if and only if the
 * change committed. The relay then copies unsent rows, oldest first, to the Redis Stream `events:<app>`
 * and marks them sent. If it dies between XADD and the mark, the rows are sent again on the next pass:
 * delivery is at-least-once, never lossy, and the event id stays the same so consumers deduplicate.
 *
 * Each row also keeps the trace context of the transaction that wrote it (`trace_context` in the payload),
 * and the relay puts it on the stream entry, so a consumer's work continues the request's trace.
 */
export interface NewEvent<TData extends { id: string } = { id: string } & Record<string, unknown>> {
  type: string;
  object: string;
  /** The catalogue version of `type`'s schema (`newEvent` of @netline/contracts sets it). */
  version?: number;
  merchant_id: string;
  data: TData;
  occurred_at?: Date;
}

/**
 * The outbox rows of some events, for a statement that writes them itself (one round trip with the change,
 * e.g. `WITH changed AS (INSERT …) ${outboxInsertSql(n)}`): `values` are the three array parameters that
 * `outboxInsertSql` takes, `envelopes` the events as they will be published.
 */
export interface StagedEvents {
  envelopes: DomainEvent[];
  values: [eventIds: string[], types: string[], payloads: string[]];
}

/** The outbox insert of `StagedEvents.values`, its three parameters numbered from `firstParam`. */
export function outboxInsertSql(firstParam = 1): string {
  const [ids, types, payloads] = [firstParam, firstParam + 1, firstParam + 2];
  return `INSERT INTO outbox (event_id, type, payload) SELECT * FROM unnest($${ids}::text[], $${types}::text[], $${payloads}::jsonb[])`;
}

const appendOutbox = sql(outboxInsertSql(1));

/**
 * Transactions (by their EntityManager) that wrote outbox rows. Whoever commits one of them kicks the relay;
 * a transaction that wrote none has nothing to publish, so it wakes nothing (a consumer applying an event
 * that emits nothing, most of them). Weak: a finished transaction's manager is not kept alive.
 */
const wroteOutbox = new WeakSet<EntityManager>();

/** Whether this transaction's manager wrote outbox rows (through `OutboxWriter.append` or `stage`). */
export function outboxWrittenIn(manager: EntityManager): boolean {
  return wroteOutbox.has(manager);
}

export class OutboxWriter {
  constructor(private readonly clock: Clock) {}

  async append(manager: EntityManager, events: NewEvent | NewEvent[]): Promise<DomainEvent[]> {
    const staged = this.stage(manager, events);
    if (staged.envelopes.length > 0) await appendOutbox.rows(manager, staged.values);
    return staged.envelopes;
  }

  /**
   * The rows of `events` for the caller's own statement in `manager`'s transaction (see `StagedEvents`);
   * the transaction counts as having written them.
   */
  stage(manager: EntityManager, events: NewEvent | NewEvent[]): StagedEvents {
    const staged = this.rows(events);
    if (staged.envelopes.length > 0) wroteOutbox.add(manager);
    return staged;
  }

  /** The rows of `events` for a statement of the caller's (see `StagedEvents`), outside any transaction's bookkeeping. */
  rows(events: NewEvent | NewEvent[]): StagedEvents {
    const list = Array.isArray(events) ? events : [events];
    const envelopes = list.map((event) => this.envelope(event));
    return {
      envelopes,
      values: [
        envelopes.map((envelope) => envelope.id),
        envelopes.map((envelope) => envelope.type),
        envelopes.map((envelope) => JSON.stringify(outboxPayload(envelope))),
      ],
    };
  }

  envelope(event: NewEvent): DomainEvent {
    const envelope: DomainEvent = {
      id: newId('evt'),
      type: event.type,
      object: event.object,
      ...(event.version !== undefined ? { version: event.version } : {}),
      merchant_id: event.merchant_id,
      occurred_at: (event.occurred_at ?? this.clock.now()).toISOString(),
      data: event.data,
    };
    const requestId = currentRequestId();
    if (requestId) envelope.request_id = requestId;
    // The author of the change, in the change's own transaction: the audit trail's source (docs/security.md).
    const actor = currentActor() as EventActor | undefined;
    if (actor) envelope.actor = actor;
    return envelope;
  }
}

/** Where relayed events go; an interface so a test can interpose a failure after the write. */
export interface EventPublisher {
  /** `traces[i]` is the trace context of `events[i]`, when it has one. */
  publish(stream: string, events: DomainEvent[], traces?: Array<TraceCarrier | undefined>): Promise<void>;
}

export class RedisStreamPublisher implements EventPublisher {
  constructor(
    private readonly redis: Redis,
    private readonly maxLength = 1_000_000,
  ) {}

  async publish(stream: string, events: DomainEvent[], traces: Array<TraceCarrier | undefined> = []): Promise<void> {
    const pipeline = this.redis.pipeline();
    events.forEach((event, index) => {
      // Approximate trimming (~) keeps XADD O(1); the bound is far above what consumers ever lag behind.
      pipeline.xadd(stream, 'MAXLEN', '~', String(this.maxLength), '*', ...streamEntryFields(event, traces[index]));
    });
    const results = await pipeline.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }
}

export interface OutboxRelayOptions {
  stream: string;
  batchSize?: number;
  idleDelayMs?: number;
  /**
   * Called each time the relay settles into its idle wait, which it does only once no kick is left
   * unanswered. A caller that must know every pass it asked for has run (a test proving that no further
   * pass follows) waits for this instead of sleeping and hoping the relay got its turn.
   */
  onIdle?: () => void;
}

// The relay's pass, as prepared statements (it runs after every commit that wrote events).
const lockUnsent = sql<{ seq: string; payload: OutboxPayload }>(
  'SELECT seq, payload FROM outbox WHERE sent_at IS NULL ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED',
);
const markSent = sql('UPDATE outbox SET sent_at = now() WHERE seq = ANY($1::bigint[])');
/** An idle poll's first look: one autocommit statement on the unsent rows' partial index. */
const anyUnsent = sql<{ unsent: boolean }>('SELECT EXISTS (SELECT 1 FROM outbox WHERE sent_at IS NULL) AS unsent');

export class OutboxRelay {
  private running = false;
  private loop?: Promise<void>;
  private wake?: () => void;
  /** A kick arrived since the current pass began: run another pass at once instead of idling. */
  private kicked = false;
  private readonly batchSize: number;
  private readonly idleDelayMs: number;
  private troubleSince: number | null = null;
  private troubleReason = '';

  constructor(
    private readonly dataSource: DataSource,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly options: OutboxRelayOptions,
  ) {
    this.batchSize = options.batchSize ?? 200;
    this.idleDelayMs = options.idleDelayMs ?? 200;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Called after a commit that wrote events, so they go out now rather than at the next poll. Kicks are
   * coalesced: however many arrive during a pass, they make one more pass right after it (that pass reads
   * every row committed before it began), never one pass per kick.
   */
  kick(): void {
    this.kicked = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.kick();
    await this.loop;
  }

  /**
   * One pass: lock a batch of unsent rows (SKIP LOCKED lets replicas share the work without sending a row
   * twice at the same time), publish them, mark them sent, commit. Returns how many were sent.
   */
  async relayOnce(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows = await lockUnsent.rows(manager, [this.batchSize]);
      if (rows.length === 0) return 0;
      const split = rows.map((row) => fromOutboxPayload(row.payload));
      const traces = split.map(({ trace }) => trace);
      // The pass continues the writer's trace when its rows share one, else it links to each (an idle
      // poll makes no span at all).
      const parent = commonParent(traces);
      await inSpan(
        `publish ${this.options.stream}`,
        {
          kind: SpanKind.PRODUCER,
          parent: parent ?? ROOT_CONTEXT,
          links: parent ? undefined : linksTo(traces),
          attributes: { 'messaging.system': 'redis', 'messaging.destination.name': this.options.stream, 'messaging.batch.message_count': rows.length },
        },
        async () => {
          await this.publisher.publish(
            this.options.stream,
            split.map(({ event }) => event),
            traces,
          );
          await markSent.rows(manager, [rows.map((row) => row.seq)]);
        },
      );
      return rows.length;
    });
  }

  /** Readiness: why events are not leaving (PostgreSQL or Redis away for 2 s or more), or null. */
  failing(): string | null {
    if (this.troubleSince === null || Date.now() - this.troubleSince < 2_000) return null;
    return `outbox relay failing for ${Math.round((Date.now() - this.troubleSince) / 1000)} s: ${this.troubleReason}`;
  }

  /**
   * Whether an idle poll finds anything to send. Most polls of a quiet service find nothing, and a pass
   * costs a transaction (BEGIN, the locking read, COMMIT: three round trips and a pooled connection held
   * for them); this look is one statement, and the pass runs only when it finds rows. Rows committed after
   * the look wait for the next poll or kick, as rows committed after a pass always did.
   */
  async hasUnsent(): Promise<boolean> {
    return (await anyUnsent.first(this.dataSource))?.unsent ?? false;
  }

  private async run(): Promise<void> {
    let backoffMs = 0;
    /** The pass about to run follows an idle wait that no kick ended: look before locking anything. */
    let idlePoll = false;
    while (this.running) {
      let sent = 0;
      const look = idlePoll && !this.kicked;
      idlePoll = false;
      this.kicked = false;
      try {
        sent = look && !(await this.hasUnsent()) ? 0 : await this.relayOnce();
        this.troubleSince = null;
        backoffMs = 0;
      } catch (error) {
        // Nothing is lost while this fails: the rows stay unsent and go out once both stores answer.
        this.troubleSince ??= Date.now();
        this.troubleReason = error instanceof Error ? error.message : String(error);
        backoffMs = Math.min(backoffMs === 0 ? 250 : backoffMs * 2, 5_000);
        this.logger.error({ err: error, stream: this.options.stream }, 'outbox relay pass failed; retrying');
        await this.sleep(backoffMs);
        continue;
      }
      if (sent < this.batchSize && !this.kicked) {
        const idle = this.sleep(this.idleDelayMs);
        this.options.onIdle?.();
        await idle;
        idlePoll = true;
      }
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }
}
