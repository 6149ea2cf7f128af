import { performance } from 'node:perf_hooks';
import { Counter, Registry } from 'prom-client';
import { HeapGrowthBound } from './heap-growth-bound';

/** Tuning and test seams of `IdleHeapCollector`; every field has a production default. */
export interface IdleHeapCollectorOptions {
  intervalMs?: number;
  idleUtilization?: number;
  minGarbageBytes?: number;
  /** The collection; `collectAllGarbage` unless given (tests). */
  collect?: () => Promise<void>;
  /** Bytes the JavaScript heap holds from the system (V8's `total_heap_size`). */
  heapCommitted?: () => number;
  /** Event-loop utilisation (0–1) since the previous call. */
  utilization?: () => number;
  metrics?: Registry;
}

/**
 * Gives memory back once a process has gone quiet after a burst (docs/memory.md).
 *
 * V8 collects its old generation when allocation pushes the heap past a limit, never because time passes.
 * After a burst of traffic a service's heap holds two or three times its live objects in garbage, and an
 * idle process allocates nothing, so nothing ever collects it: services measured 200–300 MB resident long
 * after a load test, against 100–130 MB once collected. This collector looks every `intervalMs`: when the
 * event loop was nearly idle over the last interval (utilisation below `idleUtilization`) and the heap's
 * committed size has grown by at least `minGarbageBytes` since its last collection, it runs one
 * memory-reducing collection. (Committed, not used: V8 may have collected during the burst and still keep
 * the pages it emptied.)
 * Under load it never runs (the loop is busy), so throughput is untouched; a trickle of requests meets at
 * most one pause of a few tens of milliseconds per burst. Start-up counts as a burst.
 */
export class IdleHeapCollector {
  private readonly idleUtilization: number;
  private readonly intervalMs: number;
  private readonly utilization: () => number;
  private readonly collections: Counter | undefined;
  private readonly bound: HeapGrowthBound;
  private timer: NodeJS.Timeout | undefined;

  constructor(options: IdleHeapCollectorOptions = {}) {
    this.intervalMs = options.intervalMs ?? 2_000;
    this.idleUtilization = options.idleUtilization ?? 0.05;
    this.bound = new HeapGrowthBound({
      stepBytes: options.minGarbageBytes ?? 16 * 1024 * 1024,
      collect: options.collect,
      heapCommitted: options.heapCommitted,
    });
    this.utilization = options.utilization ?? loopUtilizationSinceLastCall();
    this.collections = options.metrics
      ? new Counter({
          name: 'nodejs_idle_heap_collections_total',
          help: 'Memory-reducing heap collections run because the process went idle after a burst',
          registers: [options.metrics],
        })
      : undefined;
  }

  /** Starts looking every interval (the timer never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    // Start-up is the first burst: loading the modules and wiring the app fill the young generation (32 MB
    // committed) and leave garbage that a process which then waits for traffic would keep. Counting the
    // heap as grown from nothing makes the first idle look collect it, once.
    this.bound.countFromNothing();
    this.utilization();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One look: collects when the loop was idle and enough garbage piled up. True when it collected. */
  async check(): Promise<boolean> {
    if (this.bound.collecting) return false;
    const idle = this.utilization() < this.idleUtilization;
    // Looked at busy or not, so that a heap V8 collected during a burst lowers the baseline.
    const grown = this.bound.grown();
    if (!idle || !grown) return false;
    const collected = await this.bound.collect();
    if (collected) this.collections?.inc();
    return collected;
  }
}

function loopUtilizationSinceLastCall(): () => number {
  let previous = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, previous);
    previous = now;
    return utilization;
  };
}
