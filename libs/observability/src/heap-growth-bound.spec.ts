import { HeapGrowthBound } from './heap-growth-bound';

const MB = 1024 * 1024;

function fixture(heap: number, collect?: () => Promise<void>) {
  const state = { heap, collections: 0 };
  const bound = new HeapGrowthBound({
    stepBytes: 48 * MB,
    heapCommitted: () => state.heap,
    collect:
      collect ??
      (async () => {
        state.collections += 1;
        state.heap = 120 * MB;
      }),
  });
  return { state, bound };
}

describe('HeapGrowthBound', () => {
  it('collects each time the heap grew by a step since the last collection, and not before', async () => {
    const { state, bound } = fixture(120 * MB);
    state.heap = 160 * MB;
    await bound.check();
    expect(state.collections).toBe(0);
    state.heap = 170 * MB;
    await bound.check();
    expect(state.collections).toBe(1);
    expect(state.heap).toBe(120 * MB);
    // The step counts from what the collection left.
    state.heap = 160 * MB;
    await bound.check();
    expect(state.collections).toBe(1);
    state.heap = 200 * MB;
    await bound.check();
    expect(state.collections).toBe(2);
  });

  it('counts from a heap that shrank by itself', async () => {
    const { state, bound } = fixture(150 * MB);
    state.heap = 100 * MB;
    await bound.check();
    state.heap = 150 * MB;
    await bound.check();
    expect(state.collections).toBe(1);
  });

  it('runs one collection for callers at once, and goes on when a collection fails', async () => {
    let finish: () => void = () => undefined;
    let collections = 0;
    const state = { heap: 100 * MB };
    const bound = new HeapGrowthBound({
      stepBytes: 48 * MB,
      heapCommitted: () => state.heap,
      collect: () => {
        collections += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    state.heap = 200 * MB;
    const both = Promise.all([bound.check(), bound.check()]);
    finish();
    await both;
    expect(collections).toBe(1);

    const failing = fixture(100 * MB, async () => {
      throw new Error('no inspector');
    });
    failing.state.heap = 200 * MB;
    await expect(failing.bound.check()).resolves.toBeUndefined();
  });
});
