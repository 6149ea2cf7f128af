import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Waits until the BullMQ queue `name` (keys under `prefix`) has no job waiting, delayed, prioritized or
 * active. A retry moves its job from active to delayed in one script, so an empty queue means every job
 * has completed or failed for good: no attempt is under way or still to come.
 */
export async function waitForQueueDrained(redis: Redis, prefix: string, name: string, timeoutMs = 30_000): Promise<void> {
  // An ioredis instance passed in is shared: closing the queue leaves it open.
  const queue = new Queue(name, { connection: redis, prefix });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'prioritized', 'active', 'waiting-children');
      if (Object.values(counts).every((count) => count === 0)) return;
      if (Date.now() > deadline) throw new Error(`queue ${name} not drained within ${timeoutMs} ms: ${JSON.stringify(counts)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await queue.close();
  }
}
