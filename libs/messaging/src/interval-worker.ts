import { Logger } from '@netline/observability';

export interface IntervalWorkerOptions {
  /** Run a pass as soon as the worker starts, not only after the first interval (default true). */
  runAtStart?: boolean;
}

/**
 * The one background loop of a Netline process: a pass of some work on a timer, and on demand.
 *
 * - Passes never overlap: `kick` during a pass makes that pass go round once more (so a kick is never
 *   lost), and the timer skips a tick that finds a pass running.
 * - A failed pass is logged with the worker's name and retried by the next tick; it never escapes as an
 *   unhandled rejection.
 * - `stop` clears the timer, refuses new passes and waits for the running one, so a shutdown never cuts
 *   a pass in the middle of its transaction.
 *
 * The timer is `unref`ed: a worker alone never keeps a process alive. An interval of 0 turns the timer
 * off; `kick` and `runNow` still work.
 */
export class IntervalWorker<T = unknown> {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    readonly name: string,
    private readonly pass: () => Promise<T>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number, options: IntervalWorkerOptions = {}): void {
    if (this.stopped) return;
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.tick(), intervalMs);
      this.timer.unref();
    }
    if (options.runAtStart ?? true) this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  get stopping(): boolean {
    return this.stopped;
  }

  /** Starts a pass unless one is running; a kick during a pass makes it go round once more. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error, worker: this.name }, 'background pass failed; the next one retries'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * One pass now, for an operator's command or a test, after any running pass (so the two never overlap);
   * its result or error goes to the caller.
   */
  async runNow(): Promise<T> {
    while (this.running) await this.running;
    let release!: () => void;
    this.running = new Promise<void>((resolve) => (release = resolve));
    try {
      return await this.pass();
    } finally {
      this.running = undefined;
      release();
      if (this.again) {
        this.again = false;
        this.kick();
      }
    }
  }

  /** A timer tick: like `kick`, but a tick that finds a pass running is skipped, not queued. */
  private tick(): void {
    if (!this.running) this.kick();
  }
}

/**
 * A worker whose pass takes items one at a time until none is left: `step` does one item in its own
 * transaction (taking it with `FOR UPDATE SKIP LOCKED`, so replicas share the work) and answers whether
 * there was one. The timer sweeps for work whose kick was lost, or that failed and rolled back.
 */
export class DrainingWorker extends IntervalWorker<number> {
  constructor(name: string, step: () => Promise<boolean>, logger: Logger) {
    // The pass needs `stopping`, which exists only once the base is constructed.
    const self: { worker?: DrainingWorker } = {};
    super(
      name,
      async () => {
        let handled = 0;
        while (!self.worker?.stopping && (await step())) handled += 1;
        return handled;
      },
      logger,
    );
    self.worker = this;
  }

  /** Works until nothing is waiting; resolves how many items it handled. */
  drain(): Promise<number> {
    return this.runNow();
  }
}
