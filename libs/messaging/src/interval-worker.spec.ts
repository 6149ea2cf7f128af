import { createLogger } from '@netline/observability';
import { DrainingWorker, IntervalWorker } from './interval-worker';

const logger = createLogger('test', 'silent');
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A pass the test finishes by hand, so overlap can be observed. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('IntervalWorker', () => {
  it('never overlaps passes: a kick during a pass runs exactly one more after it', async () => {
    let running = 0;
    let most = 0;
    let passes = 0;
    const gates = [gate(), gate()];
    const worker = new IntervalWorker(
      'test',
      async () => {
        running += 1;
        most = Math.max(most, running);
        await gates[passes]?.opened;
        passes += 1;
        running -= 1;
      },
      logger,
    );
    worker.start(0);
    worker.kick();
    worker.kick();
    gates[0].open();
    await tick();
    gates[1].open();
    await worker.stop();
    expect(passes).toBe(2);
    expect(most).toBe(1);
  });

  it('logs a failed pass with its name and keeps going', async () => {
    const errors: unknown[] = [];
    const spy = { ...logger, error: (object: unknown) => errors.push(object) } as unknown as typeof logger;
    let calls = 0;
    const worker = new IntervalWorker(
      'flaky',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
      spy,
    );
    worker.kick();
    await tick();
    worker.kick();
    await worker.stop();
    expect(calls).toBe(2);
    expect(errors).toEqual([expect.objectContaining({ worker: 'flaky', err: expect.objectContaining({ message: 'database away' }) })]);
  });

  it('runs on its timer, and stops waiting for the running pass and starting no other', async () => {
    jest.useFakeTimers();
    try {
      let passes = 0;
      const worker = new IntervalWorker('timed', async () => void (passes += 1), logger);
      worker.start(1_000, { runAtStart: false });
      expect(passes).toBe(0);
      await jest.advanceTimersByTimeAsync(3_000);
      expect(passes).toBe(3);
      await worker.stop();
      await jest.advanceTimersByTimeAsync(3_000);
      worker.kick();
      expect(passes).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runNow waits for a running pass and answers its own result or error', async () => {
    const first = gate();
    let passes = 0;
    const worker = new IntervalWorker(
      'now',
      async () => {
        passes += 1;
        if (passes === 1) await first.opened;
        if (passes === 3) throw new Error('refused');
        return passes;
      },
      logger,
    );
    worker.kick();
    const now = worker.runNow();
    await tick();
    expect(passes).toBe(1);
    first.open();
    expect(await now).toBe(2);
    await expect(worker.runNow()).rejects.toThrow('refused');
    await worker.stop();
  });
});

describe('DrainingWorker', () => {
  it('takes items until none is left and answers how many', async () => {
    let waiting = 3;
    const worker = new DrainingWorker('drain', async () => (waiting > 0 ? ((waiting -= 1), true) : false), logger);
    expect(await worker.drain()).toBe(3);
    expect(await worker.drain()).toBe(0);
    await worker.stop();
  });
});
