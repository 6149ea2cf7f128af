import { Clock } from '@netline/persistence';

/** A clock the test moves by hand: time stands still until `advance` or `set`, so dates in assertions are exact. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | string = '2030-01-15T12:00:00.000Z') {
    super();
    this.current = new Date(start).getTime();
  }

  override now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advance(ms: number): Date {
    this.current += ms;
    return this.now();
  }
}
