import { exportJWK, generateKeyPair } from 'jose';
import { Jwks, PublicJwk } from '@netline/contracts';
import { JwksKeyStore } from './jwks-key-store';

async function jwk(kid: string): Promise<PublicJwk> {
  const { publicKey } = await generateKeyPair('ES256');
  return { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } as PublicJwk;
}

describe('JwksKeyStore', () => {
  it('caches keys by kid and refetches once when an unknown kid appears', async () => {
    let now = 0;
    const set: Jwks = { keys: [await jwk('a')] };
    const fetch = jest.fn(async () => set);
    const store = new JwksKeyStore(fetch, { minRefetchMs: 1_000, now: () => now });
    expect((await store.get('a'))?.kid).toBe('a');
    await store.get('a');
    expect(fetch).toHaveBeenCalledTimes(1);

    set.keys.unshift(await jwk('b'));
    now += 1_000;
    expect(await store.get('b')).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fetches at most once per interval for made-up kids: those arriving sooner share one later refetch', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const fetch = jest.fn(async () => ({ keys: [await jwk('a')] }));
    const store = new JwksKeyStore(fetch, { minRefetchMs: 1_000, now: () => now, sleep: async (ms) => void sleeps.push(ms) });
    await Promise.all([store.get('x'), store.get('y'), store.get('z')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 400;
    const forged = await Promise.all(Array.from({ length: 50 }, (_, index) => store.get(`forged-${index}`)));
    expect(forged.every((key) => key === undefined)).toBe(true);
    // One refetch for all fifty, held until the interval since the last fetch was over.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleeps).toEqual([600]);
    expect(await store.get(undefined)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('finds a key rotated in just after a refetch made for a made-up kid', async () => {
    const set: Jwks = { keys: [await jwk('a')] };
    const fetch = jest.fn(async () => ({ keys: [...set.keys] }));
    const store = new JwksKeyStore(fetch, { minRefetchMs: 50 });
    expect(await store.get('a')).toBeDefined();
    expect(await store.get('made-up')).toBeUndefined();
    set.keys.unshift(await jwk('rotated'));
    expect((await store.get('rotated'))?.kid).toBe('rotated');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('drops a key withdrawn from the JWKS within maxAgeMs, fetching in the background in its last fifth', async () => {
    let now = 0;
    const set: Jwks = { keys: [await jwk('revoked'), await jwk('kept')] };
    const fetch = jest.fn(async () => ({ keys: [...set.keys] }));
    const store = new JwksKeyStore(fetch, { minRefetchMs: 1_000, maxAgeMs: 5_000, now: () => now, sleep: async () => undefined });
    expect(await store.get('revoked')).toBeDefined();
    set.keys = set.keys.filter((key) => key.kid !== 'revoked');
    now = 3_999;
    expect(await store.get('revoked')).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    // In the last fifth: the cached answer at once, and one fetch behind it.
    now = 4_000;
    expect(await store.get('kept')).toBeDefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await store.get('revoked')).toBeUndefined();
    expect((await store.get('kept'))?.kid).toBe('kept');
  });

  it('keeps verifying with the keys fetched last while identity cannot answer, and tries again on the next request', async () => {
    let now = 0;
    let down = false;
    const fetch = jest.fn(async () => {
      if (down) throw new Error('identity unavailable');
      return { keys: [await jwk('a')] };
    });
    const store = new JwksKeyStore(fetch, { minRefetchMs: 1_000, maxAgeMs: 5_000, now: () => now, sleep: async () => undefined });
    expect(await store.get('a')).toBeDefined();
    down = true;
    now = 60_000;
    expect((await store.get('a'))?.kid).toBe('a');
    expect(await store.get('a')).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(store.get('never-seen')).rejects.toThrow('identity unavailable');
  });
});
