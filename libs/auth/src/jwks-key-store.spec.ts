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

  it('does not refetch for made-up kids more than once per interval, and shares a refetch', async () => {
    let now = 0;
    const fetch = jest.fn(async () => ({ keys: [await jwk('a')] }));
    const store = new JwksKeyStore(fetch, { minRefetchMs: 1_000, now: () => now });
    await Promise.all([store.get('x'), store.get('y'), store.get('z')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let index = 0; index < 50; index++) expect(await store.get(`forged-${index}`)).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1_000;
    await store.get('forged');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(await store.get(undefined)).toBeUndefined();
  });
});
