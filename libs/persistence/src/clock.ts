/** The one source of "now". Tests and the sandbox replace it; nothing else calls `new Date()` for domain time. */
export class Clock {
  now(): Date {
    return new Date();
  }
}
