import { Logger } from '@netline/observability';
import { DataSource } from 'typeorm';
import { IntervalWorker } from './interval-worker';

/**
 * One kind of row that may be deleted once old enough. `deleteBatch` is a DELETE of at most 1,000 rows
 * older than `$1` (a timestamp) that returns nothing; it is run until it deletes fewer than that.
 */
export interface RetentionRule {
  name: string;
  /** Rows older than this are deleted; 0 keeps them for ever. */
  ageMs: number;
  deleteBatch: string;
}

const BATCH = 1_000;

/**
 * The rules every service has: relayed outbox rows, inbox (processed event) records and idempotency
 * keys (`idempotency_keys`, which the shared service core adds to every service).
 */
export function messagingRetentionRules(config: {
  RETENTION_OUTBOX_DAYS: number;
  RETENTION_INBOX_DAYS: number;
  /** Hours an idempotency key is kept (0 keeps them for ever). */
  RETENTION_IDEMPOTENCY_KEYS_HOURS: number;
}): RetentionRule[] {
  const day = 86_400_000;
  return [
    {
      name: 'idempotency_keys',
      ageMs: config.RETENTION_IDEMPOTENCY_KEYS_HOURS * 3_600_000,
      deleteBatch: `DELETE FROM idempotency_keys WHERE (merchant_id, key) IN (SELECT merchant_id, key FROM idempotency_keys WHERE created_at < $1 LIMIT ${BATCH})`,
    },
    {
      name: 'outbox',
      ageMs: config.RETENTION_OUTBOX_DAYS * day,
      // Only rows the relay has sent: an unsent row is an event still owed to the stream.
      deleteBatch: `DELETE FROM outbox WHERE seq IN (SELECT seq FROM outbox WHERE sent_at IS NOT NULL AND sent_at < $1 LIMIT ${BATCH})`,
    },
    {
      name: 'inbox',
      ageMs: config.RETENTION_INBOX_DAYS * day,
      deleteBatch: `DELETE FROM inbox WHERE (consumer, event_id) IN (SELECT consumer, event_id FROM inbox WHERE processed_at < $1 LIMIT ${BATCH})`,
    },
  ];
}

/**
 * Deletes rows nobody needs any more, on a timer (RETENTION_INTERVAL_MS), so tables that only grow
 * (outbox, inbox, webhook deliveries, abandoned uploads) stay bounded. One replica sweeps at a time (a
 * PostgreSQL advisory lock); deletes go in batches so no statement holds locks for long.
 */
export class RetentionSweeper {
  private readonly worker: IntervalWorker<Record<string, number>>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
    private readonly rules: RetentionRule[],
    private readonly intervalMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.worker = new IntervalWorker('retention', () => this.sweep(), logger);
  }

  start(): void {
    if (this.intervalMs <= 0 || this.rules.every((rule) => rule.ageMs <= 0)) return;
    this.worker.start(this.intervalMs, { runAtStart: false });
  }

  async stop(): Promise<void> {
    await this.worker.stop();
  }

  /** One pass over every rule; resolves how many rows each deleted (nothing when another replica holds the lock). */
  async sweep(): Promise<Record<string, number>> {
    const deleted: Record<string, number> = {};
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query("SELECT pg_try_advisory_lock(hashtextextended('netline retention', 0)) AS locked")) as Array<{
        locked: boolean;
      }>;
      if (!locked) return deleted;
      try {
        for (const rule of this.rules) {
          if (rule.ageMs <= 0) continue;
          const cutoff = new Date(this.now().getTime() - rule.ageMs);
          deleted[rule.name] = 0;
          for (;;) {
            const result = (await runner.query(rule.deleteBatch, [cutoff])) as [unknown, number] | unknown[];
            const count = Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
            deleted[rule.name] += count;
            if (count < BATCH) break;
          }
        }
      } finally {
        await runner.query("SELECT pg_advisory_unlock(hashtextextended('netline retention', 0))");
      }
    } finally {
      await runner.release();
    }
    if (Object.values(deleted).some((count) => count > 0)) this.logger.info({ deleted }, 'retention sweep');
    return deleted;
  }
}
