/**
 * Retry schedule (docs/webhooks.md): 5 retries at +30, +90, +270, +810, +2430 s after the previous attempt, each
 * gap three times the one before. BullMQ's built-in exponential backoff doubles, so the worker registers
 * this as a custom strategy; `scale` shrinks the delays in tests (WEBHOOK_BACKOFF_SCALE).
 */
export const RETRY_DELAYS_SECONDS = [30, 90, 270, 810, 2430] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Delay before the retry that follows failed attempt number `attemptsMade` (1-based). */
export function retryDelayMs(attemptsMade: number, scale: number): number {
  const index = Math.min(Math.max(attemptsMade, 1), RETRY_DELAYS_SECONDS.length) - 1;
  return Math.round(RETRY_DELAYS_SECONDS[index] * 1000 * scale);
}
