/**
 * Reads until `done` holds or the deadline passes, then returns the last value read, so the caller's
 * assertion on it reports what was actually seen (events and projections arrive asynchronously).
 */
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}
