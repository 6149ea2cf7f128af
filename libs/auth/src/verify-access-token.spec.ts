import { exportJWK, generateKeyPair, KeyLike, SignJWT } from 'jose';
import { PublicJwk } from '@netline/contracts';
import { JwksKeyStore } from './jwks-key-store';
import { verifyAccessToken } from './verify-access-token';

describe('verifyAccessToken', () => {
  let privateKey: KeyLike;
  let store: JwksKeyStore;
  const expected = { audience: 'http://127.0.0.1:3100/mcp', issuer: 'netline-identity', kind: 'mcp' as const };
  const claims = { merchant_id: 'mer_1', scope: 'merchant:read', kind: 'mcp' };

  const sign = (
    payload: Record<string, unknown>,
    options: { aud?: string; exp?: number | null; key?: KeyLike; kid?: string; iat?: boolean; jti?: boolean } = {},
  ) => {
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? 'kid_1' })
      .setIssuer('netline-identity')
      .setAudience(options.aud ?? expected.audience)
      .setSubject('ci_1');
    if (options.iat !== false) jwt.setIssuedAt();
    if (options.jti !== false) jwt.setJti('jti_1');
    if (options.exp !== null) jwt.setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 900);
    return jwt.sign(options.key ?? privateKey);
  };

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'kid_1', alg: 'ES256', use: 'sig' } as PublicJwk;
    store = new JwksKeyStore(async () => ({ keys: [jwk] }));
  });

  it('accepts a token for its audience and returns the claims', async () => {
    await expect(verifyAccessToken(await sign(claims), store, expected)).resolves.toMatchObject({ merchant_id: 'mer_1', sub: 'ci_1' });
  });

  it('refuses another audience, another kind, an expired token, another key and an unknown kid', async () => {
    const other = await generateKeyPair('ES256');
    await expect(verifyAccessToken(await sign(claims, { aud: 'http://127.0.0.1:3000/api' }), store, expected)).rejects.toThrow();
    await expect(verifyAccessToken(await sign({ ...claims, kind: 'rest' }), store, expected)).rejects.toThrow();
    await expect(verifyAccessToken(await sign(claims, { exp: Math.floor(Date.now() / 1000) - 60 }), store, expected)).rejects.toThrow();
    await expect(verifyAccessToken(await sign(claims, { key: other.privateKey }), store, expected)).rejects.toThrow();
    await expect(verifyAccessToken(await sign(claims, { key: other.privateKey, kid: 'kid_2' }), store, expected)).rejects.toThrow();
  });

  it('accepts a token until 5 s past its exp (the tolerance), by the clock it is given', async () => {
    const issued = new Date('2030-01-15T12:00:00.000Z');
    const exp = Math.floor(issued.getTime() / 1000) + 900;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid: 'kid_1' })
      .setIssuer('netline-identity')
      .setAudience(expected.audience)
      .setSubject('ci_1')
      .setIssuedAt(Math.floor(issued.getTime() / 1000))
      .setJti('jti_exp')
      .setExpirationTime(exp)
      .sign(privateKey);
    const at = (seconds: number) => ({ now: () => new Date((exp + seconds) * 1000) });
    await expect(verifyAccessToken(token, store, expected, at(-900))).resolves.toMatchObject({ jti: 'jti_exp' });
    await expect(verifyAccessToken(token, store, expected, at(4))).resolves.toMatchObject({ jti: 'jti_exp' });
    await expect(verifyAccessToken(token, store, expected, at(5))).rejects.toThrow();
  });

  it('refuses a token without exp, iat or jti', async () => {
    await expect(verifyAccessToken(await sign(claims, { exp: null }), store, expected)).rejects.toThrow();
    await expect(verifyAccessToken(await sign(claims, { iat: false }), store, expected)).rejects.toThrow();
    await expect(verifyAccessToken(await sign(claims, { jti: false }), store, expected)).rejects.toThrow();
  });
});
