import { getHeapStatistics } from 'node:v8';
import { collectAllGarbage } from './idle-heap-collector';

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
 * Keeps bulk work that passes far more data than it holds within its memory (docs/memory.md, "Bulk
 * work"). V8 collects its old generation when allocation pushes the heap past a limit that grows with
 * the allocation rate, so `reconcile`'s sums at a million invoices (a few hundred megabytes of batches
 * that each live for milliseconds) took a process from 160 MB to over 300 MB while it held a few.
 * `check()`, called between batches, runs the memory-reducing collection whenever the committed heap has
 * grown by `stepBytes` since the last one: a handful of collections of a few tens of milliseconds a run,
 * and none for work that stays small.
 */
export class HeapGrowthBound {
  private readonly stepBytes: number;
  private readonly collect: () => Promise<void>;
  private readonly heapCommitted: () => number;
  private baseline: number;
  private collecting: Promise<void> | undefined;

  constructor(options: HeapGrowthBoundOptions = {}) {
    this.stepBytes = options.stepBytes ?? 48 * 1024 * 1024;
    this.collect = options.collect ?? collectAllGarbage;
    this.heapCommitted = options.heapCommitted ?? (() => getHeapStatistics().total_heap_size);
    this.baseline = this.heapCommitted();
  }

  /** Collects when the heap grew by a step since the last collection (callers at once share one collection). */
  check(): Promise<void> {
    if (this.collecting) return this.collecting;
    const committed = this.heapCommitted();
    // A heap that shrank by itself lowers the baseline.
    if (committed < this.baseline) this.baseline = committed;
    if (committed - this.baseline < this.stepBytes) return Promise.resolve();
    this.collecting = this.collect()
      // Nothing to do about a collection that could not run: the work goes on, and the next step tries again.
      .catch(() => undefined)
      .finally(() => {
        this.baseline = this.heapCommitted();
        this.collecting = undefined;
      });
    return this.collecting;
  }
}
