import { Registry } from 'prom-client';
import { IdleHeapCollector } from './idle-heap-collector';

const MB = 1024 * 1024;

function fixture(initialHeap: number, collect?: () => Promise<void>) {
  const state = { heap: initialHeap, utilization: 0, collections: 0 };
  const metrics = new Registry();
  const collector = new IdleHeapCollector({
    minGarbageBytes: 24 * MB,
    idleUtilization: 0.05,
    heapCommitted: () => state.heap,
    utilization: () => state.utilization,
    collect:
      collect ??
      (async () => {
        state.collections += 1;
        state.heap = 40 * MB;
      }),
    metrics,
  });
  return { state, collector, metrics };
}

describe('IdleHeapCollector', () => {
  it('collects once the loop is idle and garbage piled up, then not again until more does', async () => {
    const { state, collector, metrics } = fixture(40 * MB);
    // A burst: the heap grows while the loop is busy; nothing is collected under load.
    state.heap = 180 * MB;
    state.utilization = 0.9;
    expect(await collector.check()).toBe(false);
    // The burst is over.
    state.utilization = 0.01;
    expect(await collector.check()).toBe(true);
    expect(state.heap).toBe(40 * MB);
    // Still idle, nothing new: no second collection.
    expect(await collector.check()).toBe(false);
    state.heap = 55 * MB;
    expect(await collector.check()).toBe(false);
    expect(state.collections).toBe(1);
    expect(await metrics.getSingleMetricAsString('nodejs_idle_heap_collections_total')).toMatch(/ 1$/m);
  });

  it('counts start-up as a burst: the first idle look after start collects, once', async () => {
    const { state, collector } = fixture(60 * MB);
    // Constructed with the heap start-up left: without start() nothing grew, nothing is collected.
    expect(await collector.check()).toBe(false);
    collector.start();
    try {
      state.utilization = 0.5; // still starting: nothing under load
      expect(await collector.check()).toBe(false);
      state.utilization = 0.01;
      expect(await collector.check()).toBe(true);
      expect(await collector.check()).toBe(false);
      expect(state.collections).toBe(1);
    } finally {
      collector.stop();
    }
  });

  it('leaves a heap alone when it grew less than the threshold, or when V8 collected it itself', async () => {
    const { state, collector } = fixture(100 * MB);
    state.heap = 60 * MB; // V8 collected during the burst: the baseline follows it down
    expect(await collector.check()).toBe(false);
    state.heap = 80 * MB;
    expect(await collector.check()).toBe(false);
    state.heap = 90 * MB;
    expect(await collector.check()).toBe(true);
  });

  it('runs one collection at a time, and survives one that fails', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const { state, collector, metrics } = fixture(40 * MB, () => {
      calls += 1;
      if (calls === 1) return new Promise<void>((resolve) => (release = resolve));
      return Promise.reject(new Error('inspector unavailable'));
    });
    state.heap = 200 * MB;
    const first = collector.check();
    expect(await collector.check()).toBe(false);
    release();
    expect(await first).toBe(true);
    state.heap = 300 * MB;
    expect(await collector.check()).toBe(false);
    expect(calls).toBe(2);
    expect(await metrics.getSingleMetricAsString('nodejs_idle_heap_collections_total')).toMatch(/ 1$/m);
  });
});
