/**
 * The stream consumers running in this process, for readiness (`failingConsumers`) and the metrics
 * (`consumerFailingSeconds`). Kept apart from `stream-consumer.ts` so that the metrics read it without
 * importing the consumer (which records its own metrics through `stream-metrics.ts`).
 */
export interface RunningConsumer {
  readonly group: string;
  /** How long the consumer's loop has been failing, 0 when it is healthy. */
  failingForSeconds(): number;
  /** What is failing, or null when the loop is healthy. */
  failing(): string | null;
}

const running = new Set<RunningConsumer>();

export function consumerStarted(consumer: RunningConsumer): void {
  running.add(consumer);
}

export function consumerStopped(consumer: RunningConsumer): void {
  running.delete(consumer);
}

/** How long each running consumer group's loop has been failing (0 when it is healthy), for the metrics. */
export function consumerFailingSeconds(): Array<{ group: string; seconds: number }> {
  return [...running].map((consumer) => ({ group: consumer.group, seconds: consumer.failingForSeconds() }));
}

/** Descriptions of consumers whose loop is failing now (empty when all are healthy). */
export function failingConsumers(): string[] {
  return [...running].map((consumer) => consumer.failing()).filter((problem): problem is string => problem !== null);
}
