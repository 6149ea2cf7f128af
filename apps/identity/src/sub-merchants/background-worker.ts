import { Logger } from '@netline/observability';

/**
 * One kind of background work of a replica: `step` does one item in its own transaction (taking it with
 * `FOR UPDATE SKIP LOCKED`, so replicas share the work) and answers whether there was one. `kick` starts
 * a pass unless one runs (then the running pass goes round once more); a timer sweeps too, so work whose
 * kick was lost, or that failed and rolled back, is taken again.
 */
export class BackgroundWorker {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(
    private readonly name: string,
    private readonly step: () => Promise<boolean>,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs > 0) {
      this.timer = setInterval(() => this.kick(), intervalMs);
      this.timer.unref();
    }
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error, worker: this.name }, 'background pass failed; the next sweep retries'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Works until nothing is waiting; returns how many items it handled. */
  async drain(): Promise<number> {
    let handled = 0;
    while (!this.stopped && (await this.step())) handled += 1;
    return handled;
  }
}
