import { DomainEvent } from '@netline/contracts';
import { Logger, runWithRequestId } from '@netline/observability';
import type { Redis } from 'ioredis';
import { DataSource, EntityManager } from 'typeorm';
import { recordConsumedStream } from './stream-metrics';

/**
 * Consumes domain events from Redis Streams with a consumer group per consuming app.
 *
 * Each entry is applied in one PostgreSQL transaction together with an `inbox` row keyed by
 * (consumer, event id); an event seen before finds its inbox row and changes nothing. Only after the
 * commit is the entry acknowledged (XACK), so a crash anywhere means a redelivery, never a loss.
 * Entries left pending by a dead consumer are taken over with XAUTOCLAIM once idle for `claimIdleMs`;
 * an entry delivered `maxDeliveries` times without success moves to `<stream>:dead` with its last error.
 *
 * A handler with `handleBatch` has each read batch applied in one transaction instead: one multi-row inbox
 * insert, the handler's batch step for the events seen for the first time, one commit, then one XACK for
 * the batch. If anything in that fails, the transaction has rolled back and each entry is applied alone
 * as above, so one bad entry still only affects itself.
 */
export interface StreamHandler {
  /** Applies the event inside the inbox transaction. */
  handle(event: DomainEvent, manager: EntityManager): Promise<void>;
  /** Optional idempotent step after commit and before XACK (runs for redeliveries too). */
  afterCommit?(event: DomainEvent): Promise<void>;
  /** Optional: applies several first-seen events inside one inbox transaction (in stream order). */
  handleBatch?(events: DomainEvent[], manager: EntityManager): Promise<void>;
  /** Optional batch form of `afterCommit`, for every event of a committed batch (redeliveries too). */
  afterCommitBatch?(events: DomainEvent[]): Promise<void>;
}

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

export class StreamConsumer {
  private running = false;
  private loop?: Promise<void>;
  private readonly lastErrors = new Map<string, string>();
  private readonly maxDeliveries: number;
  private readonly claimIdleMs: number;
  private readonly blockMs: number;
  private readonly batchSize: number;
  private lastClaimAt = 0;

  constructor(
    /** A connection of its own: XREADGROUP BLOCK holds it. */
    private readonly redis: Redis,
    private readonly dataSource: DataSource,
    private readonly handler: StreamHandler,
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
      try {
        await this.redis.xgroup('CREATE', stream, this.options.group, '0', 'MKSTREAM');
      } catch (error) {
        if (!String((error as Error).message).includes('BUSYGROUP')) throw error;
      }
      recordConsumedStream(stream, this.options.group);
    }
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (Date.now() - this.lastClaimAt >= Math.min(this.claimIdleMs, 5_000)) {
          this.lastClaimAt = Date.now();
          await this.reclaim();
        }
        await this.readNew();
      } catch (error) {
        if (!this.running) break;
        this.logger.error({ err: error, group: this.options.group }, 'stream consumer pass failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  private async readNew(): Promise<void> {
    const streams = this.options.streams;
    const reply = (await this.redis.xreadgroup(
      'GROUP', this.options.group, this.options.consumer,
      'COUNT', this.batchSize, 'BLOCK', this.blockMs,
      'STREAMS', ...streams, ...streams.map(() => '>'),
    )) as Array<[string, StreamEntry[]]> | null;
    if (!reply) return;
    for (const [stream, entries] of reply) {
      if (this.handler.handleBatch && entries.length > 1 && (await this.processBatch(stream, entries))) continue;
      for (const entry of entries) await this.process(stream, entry);
    }
  }

  /** Dead-letters entries that failed too often, then takes over the other long-idle ones. */
  private async reclaim(): Promise<void> {
    for (const stream of this.options.streams) {
      const pending = (await this.redis.xpending(stream, this.options.group, 'IDLE', this.claimIdleMs, '-', '+', 100)) as Array<
        [string, string, number, number]
      >;
      for (const [id, , , deliveries] of pending) {
        if (deliveries >= this.maxDeliveries) await this.deadLetter(stream, id);
      }
      const [, claimed] = (await this.redis.xautoclaim(
        stream, this.options.group, this.options.consumer, this.claimIdleMs, '0-0', 'COUNT', 100,
      )) as [string, Array<StreamEntry | null>];
      for (const entry of claimed) if (entry) await this.process(stream, entry);
    }
  }

  private async deadLetter(stream: string, id: string): Promise<void> {
    const entries = (await this.redis.xrange(stream, id, id)) as StreamEntry[];
    const fields = entries[0]?.[1] ?? [];
    const error = this.lastErrors.get(id) ?? `not processed after ${this.maxDeliveries} deliveries`;
    await this.redis
      .multi()
      .xadd(`${stream}:dead`, '*', 'group', this.options.group, 'entry_id', id, 'error', error, ...fields)
      .xack(stream, this.options.group, id)
      .exec();
    this.lastErrors.delete(id);
    this.logger.error({ stream, entry_id: id, group: this.options.group, error }, 'event moved to the dead-letter stream');
  }

  /** Applies a batch in one transaction; false (nothing applied or acknowledged) sends it entry by entry. */
  private async processBatch(stream: string, entries: StreamEntry[]): Promise<boolean> {
    const handleBatch = this.handler.handleBatch?.bind(this.handler);
    if (!handleBatch) return false;
    const events: DomainEvent[] = [];
    for (const [, fields] of entries) {
      try {
        events.push(JSON.parse(fields[fields.indexOf('event') + 1]) as DomainEvent);
      } catch {
        return false;
      }
    }
    try {
      const unique = [...new Map(events.map((event) => [event.id, event])).values()];
      await this.dataSource.transaction(async (manager) => {
        const inserted: Array<{ event_id: string }> = await manager.query(
          `INSERT INTO inbox (consumer, event_id, type) SELECT $1, * FROM unnest($2::text[], $3::text[])
           ON CONFLICT DO NOTHING RETURNING event_id`,
          [this.options.group, unique.map((event) => event.id), unique.map((event) => event.type)],
        );
        const fresh = new Set(inserted.map((row) => row.event_id));
        const toApply = unique.filter((event) => fresh.has(event.id));
        if (toApply.length > 0) await handleBatch(toApply, manager);
      });
      if (this.handler.afterCommitBatch) await this.handler.afterCommitBatch(unique);
      else for (const event of unique) await this.handler.afterCommit?.(event);
      await this.redis.xack(stream, this.options.group, ...entries.map(([id]) => id));
      for (const [id] of entries) this.lastErrors.delete(id);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, stream, entries: entries.length }, 'event batch failed; applying its entries one by one');
      return false;
    }
  }

  private async process(stream: string, [id, fields]: StreamEntry): Promise<void> {
    const raw = fields[fields.indexOf('event') + 1];
    let event: DomainEvent;
    try {
      event = JSON.parse(raw) as DomainEvent;
    } catch {
      this.lastErrors.set(id, 'entry is not a JSON event');
      await this.deadLetter(stream, id);
      return;
    }
    try {
      await runWithRequestId(event.request_id, async () => {
        await this.dataSource.transaction(async (manager) => {
          const inserted: unknown[] = await manager.query(
            'INSERT INTO inbox (consumer, event_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING event_id',
            [this.options.group, event.id, event.type],
          );
          if (inserted.length > 0) await this.handler.handle(event, manager);
        });
        await this.handler.afterCommit?.(event);
      });
      await this.redis.xack(stream, this.options.group, id);
      this.lastErrors.delete(id);
    } catch (error) {
      // Left pending: XAUTOCLAIM hands it to a consumer again once it has been idle long enough.
      this.lastErrors.set(id, error instanceof Error ? error.message : String(error));
      this.logger.warn({ err: error, stream, entry_id: id, event_id: event.id, type: event.type }, 'event handling failed; will retry');
    }
  }
}
