import { DomainEvent } from '@netline/contracts';
import { commonParent, injectTraceContext, inSpan, linksTo, Logger, runWithRequestId, SpanKind } from '@netline/observability';
import { ROOT_CONTEXT } from '@opentelemetry/api';
import type { Redis } from 'ioredis';
import { sql } from '@netline/persistence';
import { DataSource, EntityManager } from 'typeorm';
import { classifyFailure, FailureKind } from './failure-kind';
import { consumerStarted, consumerStopped } from './running-consumers';
import { recordConsumedStream } from './stream-metrics';
import { setEventTraceContext, streamEntryTraceCarrier } from './trace-propagation';

/**
 * Consumes domain events from Redis Streams with a consumer group per consuming app.
 *
 * Each entry is applied in one PostgreSQL transaction together with an `inbox` row keyed by
 * (consumer, event id); an event seen before finds its inbox row and changes nothing. Only after the
 * commit is the entry acknowledged (XACK), so a crash anywhere means a redelivery, never a loss.
 * Entries left pending by a dead consumer are taken over with XAUTOCLAIM once idle for `claimIdleMs`.
 *
 * Failures are classified (failure-kind.ts). A transient one (PostgreSQL or Redis away, a timeout, a
 * serialization conflict) leaves the entry pending and is retried forever: the loop backs off
 * (0.5 s doubling to 30 s), the group's pending count and lag grow (both are metrics with alerts), and
 * readiness fails while the loop cannot make progress. Only an entry that failed deterministically
 * (unparseable, invalid, a rule it violates) `maxDeliveries` times moves to `<stream>:dead` with its reason,
 * from where `npm run admin -- events dead-letters replay` puts it back.
 *
 * A group that disappeared (Redis lost the stream, or an operator deleted it) answers NOGROUP: the
 * consumer re-creates it from the start of the stream (the inbox makes re-reading harmless) and carries on.
 *
 * A handler with `handleBatch` has each read batch applied in one transaction instead: one multi-row inbox
 * insert, the handler's batch step for the events seen for the first time, one commit, then one XACK for
 * the batch. If anything in that fails, the transaction has rolled back and each entry is applied alone
 * as above, so one bad entry still only affects itself.
 *
 * Each entry is handled in a span that continues the trace its fields carry (trace-propagation.ts); a
 * batch whose entries come from different traces gets a span of its own linked to each.
 */
export interface StreamHandler<E extends DomainEvent = DomainEvent> {
  /** Applies the event inside the inbox transaction. */
  handle(event: E, manager: EntityManager): Promise<void>;
  /** Optional idempotent step after commit and before XACK (runs for redeliveries too). */
  afterCommit?(event: E): Promise<void>;
  /** Optional: applies several first-seen events inside one inbox transaction (in stream order). */
  handleBatch?(events: E[], manager: EntityManager): Promise<void>;
  /** Optional batch form of `afterCommit`, for every event of a committed batch (redeliveries too). */
  afterCommitBatch?(events: E[]): Promise<void>;
  /**
   * Optional: reads an entry's `event` field. `skip` acknowledges the entry at once, with no transaction
   * and no inbox row (an event type this group does not handle); `invalid` moves it to the dead-letter
   * stream at once with the reason (a payload that fails validation fails the same way on every delivery,
   * so retrying it is pointless). Without it, the field is parsed as JSON and handed over as it is.
   */
  decode?(raw: string): StreamEntryDecoding<E>;
}

// The inbox records, as prepared statements: one of them runs for every event a group applies.
const recordInbox = sql<{ event_id: string }>('INSERT INTO inbox (consumer, event_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id');
const recordInboxBatch = sql<{ event_id: string }>(
  `INSERT INTO inbox (consumer, event_id, type) SELECT $1, * FROM unnest($2::text[], $3::text[])
   ON CONFLICT DO NOTHING RETURNING event_id`,
);

/** What `StreamHandler.decode` made of one stream entry. */
export type StreamEntryDecoding<E> = { event: E } | { skip: true } | { invalid: string };

export interface StreamConsumerOptions {
  streams: string[];
  group: string;
  consumer: string;
  maxDeliveries?: number;
  claimIdleMs?: number;
  blockMs?: number;
  batchSize?: number;
}

type StreamEntry = [id: string, fields: string[]];

interface EntryFailure {
  kind: FailureKind;
  reason: string;
  /** Deterministic failures of this entry seen by this process. */
  deterministic: number;
}

export class StreamConsumer<E extends DomainEvent = DomainEvent> {
  private running = false;
  private loop?: Promise<void>;
  private readonly failures = new Map<string, EntryFailure>();
  /** When the loop last failed as a whole or on a transient error, and why; cleared by a clean pass. */
  private troubleSince: number | null = null;
  private troubleReason = '';
  private backoffMs = 0;
  private readonly maxDeliveries: number;
  private readonly claimIdleMs: number;
  private readonly blockMs: number;
  private readonly batchSize: number;
  private lastClaimAt = 0;

  constructor(
    /** A connection of its own: XREADGROUP BLOCK holds it. */
    private readonly redis: Redis,
    private readonly dataSource: DataSource,
    private readonly handler: StreamHandler<E>,
    private readonly logger: Logger,
    private readonly options: StreamConsumerOptions,
  ) {
    this.maxDeliveries = options.maxDeliveries ?? 5;
    this.claimIdleMs = options.claimIdleMs ?? 30_000;
    this.blockMs = options.blockMs ?? 1_000;
    this.batchSize = options.batchSize ?? 100;
  }

  async start(): Promise<void> {
    for (const stream of this.options.streams) {
      await this.ensureGroup(stream);
      recordConsumedStream(stream, this.options.group);
    }
    this.running = true;
    consumerStarted(this);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    consumerStopped(this);
    await this.loop;
  }

  get group(): string {
    return this.options.group;
  }

  failingForSeconds(): number {
    return this.troubleSince === null ? 0 : (Date.now() - this.troubleSince) / 1000;
  }

  /**
   * Readiness: why this consumer is not making progress, or null. A single failed pass is not enough
   * (a blip); trouble that lasted two seconds or more is.
   */
  failing(): string | null {
    if (this.troubleSince === null || Date.now() - this.troubleSince < 2_000) return null;
    return `consumer group ${this.options.group} failing for ${Math.round((Date.now() - this.troubleSince) / 1000)} s: ${this.troubleReason}`;
  }

  /** Creates the group from the start of the stream (and the stream itself) unless it exists. */
  private async ensureGroup(stream: string): Promise<void> {
    try {
      await this.redis.xgroup('CREATE', stream, this.options.group, '0', 'MKSTREAM');
    } catch (error) {
      if (!String((error as Error).message).includes('BUSYGROUP')) throw error;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (Date.now() - this.lastClaimAt >= Math.min(this.claimIdleMs, 5_000)) {
          this.lastClaimAt = Date.now();
          await this.reclaim();
        }
        const transient = await this.readNew();
        if (transient) {
          await this.backOff(transient);
          continue;
        }
        this.troubleSince = null;
        this.backoffMs = 0;
      } catch (error) {
        if (!this.running) break;
        if (String((error as Error).message).includes('NOGROUP')) {
          this.logger.warn({ group: this.options.group, streams: this.options.streams }, 'consumer group missing; re-creating it');
          await Promise.all(this.options.streams.map((stream) => this.ensureGroup(stream).catch(() => undefined)));
          this.lastClaimAt = 0;
          continue;
        }
        this.logger.error({ err: error, group: this.options.group }, 'stream consumer pass failed; retrying');
        await this.backOff(error instanceof Error ? error.message : String(error));
      }
    }
  }

  /** Waits before the next pass after a failure: 0.5 s, doubling to 30 s, with jitter. */
  private async backOff(reason: string): Promise<void> {
    this.troubleSince ??= Date.now();
    this.troubleReason = reason;
    this.backoffMs = Math.min(this.backoffMs === 0 ? 500 : this.backoffMs * 2, 30_000);
    const until = Date.now() + this.backoffMs + Math.floor(Math.random() * 250);
    // Sleeps in short steps so stop() is not held up by a long backoff.
    while (this.running && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, Math.min(200, until - Date.now())));
    // Entries that failed transiently are pending on this consumer: take them back at once.
    this.lastClaimAt = 0;
  }

  /** Reads and applies new entries; answers the reason of the first transient failure (the rest wait), or null. */
  private async readNew(): Promise<string | null> {
    const streams = this.options.streams;
    const reply = (await this.redis.xreadgroup(
      'GROUP',
      this.options.group,
      this.options.consumer,
      'COUNT',
      this.batchSize,
      'BLOCK',
      this.blockMs,
      'STREAMS',
      ...streams,
      ...streams.map(() => '>'),
    )) as Array<[string, StreamEntry[]]> | null;
    if (!reply) return null;
    for (const [stream, entries] of reply) {
      // Entries of types this group ignores are acknowledged together, one XACK for the read batch.
      const skipped: string[] = [];
      try {
        const rest = this.handler.handleBatch && entries.length > 1 ? await this.processBatch(stream, entries, skipped) : entries;
        for (const entry of rest) {
          const transient = await this.process(stream, entry, skipped);
          // The rest of the batch stays pending on this consumer and is reclaimed after the backoff.
          if (transient) return transient;
        }
      } finally {
        await this.acknowledgeSkipped(stream, skipped);
      }
    }
    return null;
  }

  private async acknowledgeSkipped(stream: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.redis.xack(stream, this.options.group, ...ids);
    for (const id of ids) this.failures.delete(id);
  }

  /**
   * Retries this consumer's own pending entries (left by a transient failure) and takes over entries idle
   * for `claimIdleMs` on other consumers; dead-letters an entry only after repeated deterministic failures.
   */
  private async reclaim(): Promise<void> {
    for (const stream of this.options.streams) {
      const own = (await this.redis.xreadgroup('GROUP', this.options.group, this.options.consumer, 'COUNT', this.batchSize, 'STREAMS', stream, '0')) as Array<
        [string, StreamEntry[]]
      > | null;
      for (const [, entries] of own ?? []) {
        for (const entry of entries) {
          // An entry already trimmed from the stream comes back without fields: nothing to apply.
          if (!entry[1]) {
            await this.redis.xack(stream, this.options.group, entry[0]);
            continue;
          }
          const transient = await this.process(stream, entry);
          if (transient) throw Object.assign(new Error(transient), { transient: true });
        }
      }
      const [, claimed] = (await this.redis.xautoclaim(stream, this.options.group, this.options.consumer, this.claimIdleMs, '0-0', 'COUNT', 100)) as [
        string,
        Array<StreamEntry | null>,
      ];
      for (const entry of claimed) {
        if (!entry) continue;
        const transient = await this.process(stream, entry);
        if (transient) throw Object.assign(new Error(transient), { transient: true });
      }
    }
  }

  private async deadLetter(stream: string, id: string, fields: string[], reason: string): Promise<void> {
    await this.redis
      .multi()
      .xadd(`${stream}:dead`, '*', 'group', this.options.group, 'entry_id', id, 'error', reason, 'failed_at', new Date().toISOString(), ...fields)
      .xack(stream, this.options.group, id)
      .exec();
    this.failures.delete(id);
    this.logger.error({ stream, entry_id: id, group: this.options.group, error: reason }, 'event moved to the dead-letter stream');
  }

  /**
   * Decodes one entry: the handler's `decode`, else JSON. Dead-letters an invalid entry and acknowledges a
   * skipped one (on the spot, or by adding it to `skipped` for the caller's one XACK); answers the event to
   * apply, or null when the entry is already dealt with.
   */
  private async decode(stream: string, [id, fields]: StreamEntry, skipped?: string[]): Promise<E | null> {
    const raw = fields[fields.indexOf('event') + 1] ?? '';
    let decoded: StreamEntryDecoding<E>;
    if (this.handler.decode) {
      decoded = this.handler.decode(raw);
    } else {
      try {
        decoded = { event: JSON.parse(raw) as E };
      } catch {
        decoded = { invalid: 'entry is not a JSON event' };
      }
    }
    if ('invalid' in decoded) {
      await this.deadLetter(stream, id, fields, decoded.invalid);
      return null;
    }
    if ('skip' in decoded) {
      if (skipped) {
        skipped.push(id);
        return null;
      }
      await this.redis.xack(stream, this.options.group, id);
      this.failures.delete(id);
      return null;
    }
    return decoded.event;
  }

  /**
   * Applies a batch in one transaction. Invalid entries are dead-lettered and skipped ones acknowledged
   * first (each on its own); answers the entries still to be applied one by one: none when the batch
   * committed, all the decodable ones when it failed (nothing of it was applied or acknowledged).
   */
  private async processBatch(stream: string, entries: StreamEntry[], skipped?: string[]): Promise<StreamEntry[]> {
    const handleBatch = this.handler.handleBatch?.bind(this.handler);
    if (!handleBatch) return entries;
    const events: E[] = [];
    const kept: StreamEntry[] = [];
    for (const entry of entries) {
      const event = await this.decode(stream, entry, skipped);
      if (event === null) continue;
      events.push(event);
      kept.push(entry);
    }
    if (kept.length === 0) return [];
    const traces = kept.map(([, fields]) => streamEntryTraceCarrier(fields));
    const parent = commonParent(traces);
    try {
      await inSpan(
        `process ${stream}`,
        {
          kind: SpanKind.CONSUMER,
          parent: parent ?? ROOT_CONTEXT,
          links: parent ? undefined : linksTo(traces),
          attributes: {
            'messaging.system': 'redis',
            'messaging.destination.name': stream,
            'messaging.consumer.group.name': this.options.group,
            'messaging.batch.message_count': kept.length,
          },
        },
        async () => {
          // Work started for an event later on continues from this span when it shares the event's trace.
          const here = injectTraceContext();
          events.forEach((event, index) => setEventTraceContext(event, parent ? here : traces[index]));
          await this.applyBatch(events, handleBatch);
        },
      );
      await this.redis.xack(stream, this.options.group, ...kept.map(([id]) => id));
      for (const [id] of kept) this.failures.delete(id);
      return [];
    } catch (error) {
      this.logger.warn({ err: error, stream, entries: kept.length }, 'event batch failed; applying its entries one by one');
      return kept;
    }
  }

  /** The inbox insert and the handler's batch step in one transaction, then the after-commit step. */
  private async applyBatch(events: E[], handleBatch: NonNullable<StreamHandler<E>['handleBatch']>): Promise<void> {
    const unique = [...new Map(events.map((event) => [event.id, event])).values()];
    await this.dataSource.transaction(async (manager) => {
      const inserted = await recordInboxBatch.rows(manager, [this.options.group, unique.map((event) => event.id), unique.map((event) => event.type)]);
      const fresh = new Set(inserted.map((row) => row.event_id));
      const toApply = unique.filter((event) => fresh.has(event.id));
      if (toApply.length > 0) await handleBatch(toApply, manager);
    });
    if (this.handler.afterCommitBatch) await this.handler.afterCommitBatch(unique);
    else for (const event of unique) await this.handler.afterCommit?.(event);
  }

  /** Applies one entry; answers the reason when it failed transiently (it stays pending), else null. */
  private async process(stream: string, [id, fields]: StreamEntry, skipped?: string[]): Promise<string | null> {
    const event = await this.decode(stream, [id, fields], skipped);
    if (event === null) return null;
    try {
      const attributes = {
        'messaging.system': 'redis',
        'messaging.destination.name': stream,
        'messaging.consumer.group.name': this.options.group,
        'messaging.message.id': event.id,
      };
      await inSpan(`process ${stream}`, { kind: SpanKind.CONSUMER, parent: streamEntryTraceCarrier(fields) ?? ROOT_CONTEXT, attributes }, () =>
        runWithRequestId(
          event.request_id,
          async () => {
            setEventTraceContext(event, injectTraceContext());
            await this.dataSource.transaction(async (manager) => {
              const inserted = await recordInbox.rows(manager, [this.options.group, event.id, event.type]);
              if (inserted.length > 0) await this.handler.handle(event, manager);
            });
            await this.handler.afterCommit?.(event);
          },
          event.actor,
        ),
      );
      await this.redis.xack(stream, this.options.group, id);
      this.failures.delete(id);
      return null;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const kind = classifyFailure(error);
      const previous = this.failures.get(id);
      const failure: EntryFailure = { kind, reason, deterministic: (previous?.deterministic ?? 0) + (kind === 'deterministic' ? 1 : 0) };
      this.failures.set(id, failure);
      if (kind === 'deterministic' && failure.deterministic >= this.maxDeliveries) {
        await this.deadLetter(stream, id, fields, reason);
        return null;
      }
      // Left pending: this consumer retries it after its backoff (or another takes it over once idle).
      this.logger.warn({ err: error, stream, entry_id: id, event_id: event.id, type: event.type, failure: kind }, 'event handling failed; will retry');
      return kind === 'transient' ? reason : null;
    }
  }
}
