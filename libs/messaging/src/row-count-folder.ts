import { Logger } from '@netline/observability';
import { foldRangeCounts, foldRowCounts, keepsRangeCounts, ROW_COUNT_FOLD_BATCH } from '@netline/persistence';
import { DataSource } from 'typeorm';
import { IntervalWorker } from './interval-worker';

/**
 * Folds the kept row counts' changes into their counts on a timer (ROW_COUNTS_FOLD_INTERVAL_MS), in a
 * service whose migrations keep row counts (`keepRowCounts` in @netline/persistence), and the kept range
 * counts' too where the database has them (`keepRangeCounts`): a count reads the
 * changes not yet folded, so folding often keeps that read short whatever the write rate. One replica
 * folds at a time (a PostgreSQL advisory lock).
 */
export class RowCountFolder {
  private readonly worker: IntervalWorker<number>;

  constructor(
    private readonly dataSource: DataSource,
    logger: Logger,
    private readonly intervalMs: number,
  ) {
    this.worker = new IntervalWorker('row-counts', () => this.fold(), logger);
  }

  start(): void {
    if (this.intervalMs > 0) this.worker.start(this.intervalMs, { runAtStart: false });
  }

  async stop(): Promise<void> {
    await this.worker.stop();
  }

  /** Folds every change written so far; resolves how many (0 when another replica holds the lock). */
  async fold(): Promise<number> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query("SELECT pg_try_advisory_lock(hashtextextended('netline row counts', 0)) AS locked")) as Array<{
        locked: boolean;
      }>;
      if (!locked) return 0;
      try {
        let folded = 0;
        for (;;) {
          const batch = await foldRowCounts(runner);
          folded += batch;
          if (batch < ROW_COUNT_FOLD_BATCH) break;
        }
        if (!(await keepsRangeCounts(runner))) return folded;
        for (;;) {
          const batch = await foldRangeCounts(runner, ROW_COUNT_FOLD_BATCH);
          folded += batch;
          if (batch < ROW_COUNT_FOLD_BATCH) return folded;
        }
      } finally {
        await runner.query("SELECT pg_advisory_unlock(hashtextextended('netline row counts', 0))");
      }
    } finally {
      await runner.release();
    }
  }
}
