import { AttemptOutcome, DeliveriesRepository } from '../deliveries/deliveries.repository';

interface Waiting {
  merchantId: string;
  deliveryId: string;
  outcome: AttemptOutcome;
  resolve: (recorded: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes the attempts of concurrently running deliveries together.
 *
 * A worker's `record` call joins a queue; one statement at a time writes up to `maxBatch` queued attempts
 * (the ones that arrived while the previous statement ran), and each caller's promise settles only when
 * the statement holding its attempt has committed or failed. A job therefore still completes only after
 * its attempt row exists, and a failed write fails exactly the jobs whose rows it carried. Two attempts of
 * one delivery never share a statement (the second waits for the next), so attempt numbers stay distinct.
 */
export class AttemptRecorder {
  private readonly queue: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly deliveries: DeliveriesRepository,
    private readonly maxBatch = 200,
  ) {}

  record(merchantId: string, deliveryId: string, outcome: AttemptOutcome): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ merchantId, deliveryId, outcome, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // Let the attempts finishing in this turn of the event loop join the first statement.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch: Waiting[] = [];
      const ids = new Set<string>();
      for (let index = 0; index < this.queue.length && batch.length < this.maxBatch;) {
        const waiting = this.queue[index];
        if (ids.has(waiting.deliveryId)) {
          index += 1;
          continue;
        }
        ids.add(waiting.deliveryId);
        batch.push(waiting);
        this.queue.splice(index, 1);
      }
      try {
        const recorded = await this.deliveries.recordAttempts(batch);
        for (const waiting of batch) waiting.resolve(recorded.has(waiting.deliveryId));
      } catch (error) {
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.writing = false;
  }
}
