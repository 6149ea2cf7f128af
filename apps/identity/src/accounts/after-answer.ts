import { Logger } from '@netline/observability';

/**
 * Work a request starts but must not wait for, nor show in its answer: a lookup whose outcome would tell
 * a caller whether an address is known (a password reset, a buyer's sign-in link). It starts after the
 * current turn of the event loop, by which time the handler has handed its answer to the transport, so
 * neither the answer nor its timing depends on it; shutdown and tests wait for it with `settled()`.
 */
export class AfterAnswer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly logger: Logger,
    /** What the work is, for the log line of a failure (`password reset request`). */
    private readonly what: string,
  ) {}

  run(work: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.logger.error({ err: error }, `${this.what} failed after its answer`))
      .finally(() => this.pending.delete(done));
    this.pending.add(done);
  }

  /** Resolves once the work of every request answered so far is done. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
