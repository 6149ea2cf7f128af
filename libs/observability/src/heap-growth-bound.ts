import { Session } from 'node:inspector';
import { getHeapStatistics } from 'node:v8';

/** Tuning and test seams of `HeapGrowthBound`; every field has a production default. */
export interface HeapGrowthBoundOptions {
  /** How far the committed heap may grow between two collections. */
  stepBytes?: number;
  /** The collection; `collectAllGarbage` unless given (tests). */
  collect?: () => Promise<void>;
  /** Bytes the JavaScript heap holds from the system (V8's `total_heap_size`). */
  heapCommitted?: () => number;
}

/**
 * How far the heap has grown since it was last collected, and the collection that brings it back: the
 * mechanism of the idle collector (`IdleHeapCollector`, which collects only when the loop is quiet) and
 * of bulk work (`check()`, docs/memory.md, "Bulk work").
 *
 * V8 collects its old generation when allocation pushes the heap past a limit that grows with the
 * allocation rate, so `reconcile`'s sums at a million invoices (a few hundred megabytes of batches that
 * each live for milliseconds) took a process from 160 MB to over 300 MB while it held a few. `check()`,
 * called between batches, runs the memory-reducing collection whenever the committed heap has grown by
 * `stepBytes` since the last one: a handful of collections of a few tens of milliseconds a run, and none
 * for work that stays small. (Committed, not used: V8 may have collected and kept the pages it emptied.)
 */
export class HeapGrowthBound {
  private readonly stepBytes: number;
  private readonly collectGarbage: () => Promise<void>;
  private readonly heapCommitted: () => number;
  private baseline: number;
  private running: Promise<boolean> | undefined;

  constructor(options: HeapGrowthBoundOptions = {}) {
    this.stepBytes = options.stepBytes ?? 48 * 1024 * 1024;
    this.collectGarbage = options.collect ?? collectAllGarbage;
    this.heapCommitted = options.heapCommitted ?? (() => getHeapStatistics().total_heap_size);
    this.baseline = this.heapCommitted();
  }

  /** True while a collection runs. */
  get collecting(): boolean {
    return this.running !== undefined;
  }

  /** Whether the heap grew by a step since the last collection; a heap that shrank by itself lowers the baseline. */
  grown(): boolean {
    const committed = this.heapCommitted();
    if (committed < this.baseline) this.baseline = committed;
    return committed - this.baseline >= this.stepBytes;
  }

  /** Counts the heap as grown from nothing, so that the next look finds it grown (a process's start-up). */
  countFromNothing(): void {
    this.baseline = 0;
  }

  /** Runs the collection (callers at once share one); true when it ran, false when it could not. */
  collect(): Promise<boolean> {
    this.running ??= this.collectGarbage()
      .then(() => true)
      // Nothing to do about a collection that could not run: the work goes on, and the next look tries again.
      .catch(() => false)
      .finally(() => {
        this.baseline = this.heapCommitted();
        this.running = undefined;
      });
    return this.running;
  }

  /** For bulk work, between batches: collects when the heap grew by a step since the last collection. */
  async check(): Promise<void> {
    if (this.running) await this.running;
    else if (this.grown()) await this.collect();
  }
}

/**
 * V8's low-memory collection (repeated full collections that compact the heap and release its empty
 * pages to the system), asked for through an in-process inspector session: the only way Node offers to
 * run it without starting the process with `--expose-gc`, and `gc()` alone keeps the pages it emptied
 * committed. The session opens no port and lives only for the call.
 */
export function collectAllGarbage(): Promise<void> {
  return new Promise((resolve, reject) => {
    const session = new Session();
    session.connect();
    session.post('HeapProfiler.collectGarbage', (error) => {
      // Disconnecting from inside the session's own callback blocks; leave it first.
      setImmediate(() => session.disconnect());
      if (error) reject(error);
      else resolve();
    });
  });
}
