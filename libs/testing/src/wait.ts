/** The first pause between reads, and the longest: each pause is half as long again as the one before. */
const FIRST_PAUSE_MS = 50;
const LONGEST_PAUSE_MS = 300;

/**
 * Reads until `done` holds or the deadline passes, then returns the last value read, so the caller's
 * assertion on it reports what was actually seen (events and projections arrive asynchronously).
 *
 * The pauses between reads grow from 50 ms to 300 ms: most conditions hold within a read or two, and a
 * long wait (a webhook retry, a mail sweep) should not spend the CPU that the work it waits for needs,
 * which on two loaded cores it would (a read through the API costs the stack several milliseconds).
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let pause = FIRST_PAUSE_MS;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(pause, Math.max(0, deadline - Date.now()))));
    pause = Math.min(LONGEST_PAUSE_MS, Math.round(pause * 1.5));
    value = await read();
  }
  return value;
}
