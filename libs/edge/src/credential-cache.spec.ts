import { CredentialCache } from './credential-cache';

describe('CredentialCache', () => {
  it('remembers a credential until its time-to-live runs out', () => {
    let now = 1_000;
    const cache = new CredentialCache<string>(5_000, 10, () => now);
    cache.set('mer_1:secret', 'mer_1');
    expect(cache.get('mer_1:secret')).toBe('mer_1');
    expect(cache.get('mer_1:other')).toBeUndefined();
    now += 5_000;
    expect(cache.get('mer_1:secret')).toBeUndefined();
  });

  it('never stores the credential itself', () => {
    const cache = new CredentialCache<string>(5_000);
    cache.set('mer_1:sk_test_supersecret', 'mer_1');
    const stored = JSON.stringify([...(cache as unknown as { entries: Map<string, unknown> }).entries.keys()]);
    expect(stored).not.toContain('supersecret');
  });

  it('evicts the oldest entry when full', () => {
    const cache = new CredentialCache<number>(60_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(3);
  });

  it('caches nothing with a zero time-to-live', () => {
    const cache = new CredentialCache<number>(0);
    cache.set('a', 1);
    expect(cache.get('a')).toBeUndefined();
  });
});
