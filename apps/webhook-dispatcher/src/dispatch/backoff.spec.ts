import { MAX_ATTEMPTS, retryDelayMs } from './backoff';

describe('retryDelayMs', () => {
  it('follows 30, 90, 270, 810, 2430 seconds', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 1))).toEqual([30_000, 90_000, 270_000, 810_000, 2_430_000]);
  });

  it('scales every delay alike', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(attempt, 0.01))).toEqual([300, 900, 2700]);
  });

  it('allows one first attempt and five retries', () => {
    expect(MAX_ATTEMPTS).toBe(6);
  });
});
