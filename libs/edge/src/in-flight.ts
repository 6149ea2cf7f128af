/**
 * Work under way, by key, so that concurrent callers asking for the same thing share one run: the edges
 * use it so that a burst of requests costs one question to identity rather than one each. A run is
 * forgotten the moment it settles, before its outcome reaches anyone, so the caller after a failure
 * starts afresh; the map holds at most one entry per key in flight.
 */
export class InFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** The run under way for `key`, or `start()`'s, shared with whoever asks for `key` until it settles. */
  run(key: string, start: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running;
    const started = start().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
