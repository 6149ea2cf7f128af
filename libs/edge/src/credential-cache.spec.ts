import { CredentialCache, ExpiringMap } from './credential-cache';

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
    const stored = JSON.stringify([...(cache as unknown as { entries: { entries: Map<string, unknown> } }).entries.entries.keys()]);
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

  it('looks a credential up by the fingerprint computed once', () => {
    const cache = new CredentialCache<number>(60_000);
    const fingerprint = cache.fingerprint('mer_1:secret');
    expect(cache.fingerprint('mer_1:secret')).toBe(fingerprint);
    expect(cache.fingerprint('mer_1:secreT')).not.toBe(fingerprint);
    cache.setByFingerprint(fingerprint, 1);
    expect(cache.get('mer_1:secret')).toBe(1);
    cache.deleteByFingerprint(fingerprint);
    expect(cache.getByFingerprint(fingerprint)).toBeUndefined();
  });

  it('gives two caches (two processes) unrelated fingerprints of the same credential', () => {
    expect(new CredentialCache(1).fingerprint('mer_1:secret')).not.toBe(new CredentialCache(1).fingerprint('mer_1:secret'));
  });
});

describe('ExpiringMap', () => {
  it('expires entries, and setting a present key refreshes it without evicting another', () => {
    let now = 0;
    const map = new ExpiringMap<number>(1_000, 2, () => now);
    map.set('a', 1);
    map.set('b', 2);
    now = 500;
    map.set('a', 3);
    expect(map.get('b')).toBe(2);
    map.set('c', 4);
    // 'b' is now the oldest entry, so it made room for 'c'.
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(3);
    now = 1_499;
    expect(map.get('a')).toBe(3);
    now = 1_500;
    expect(map.get('a')).toBeUndefined();
  });
});
