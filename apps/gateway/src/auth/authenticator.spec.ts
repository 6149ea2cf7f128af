import { IdentitySubjects, MerchantSettings, PublicJwk, RpcReply } from '@netline/contracts';
import { JwksKeyStore } from '@netline/auth';
import { IdentityLookup } from '@netline/edge';
import { RpcClient } from '@netline/messaging';
import { exportJWK, generateKeyPair, KeyLike, SignJWT } from 'jose';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import passport from 'passport';
import { BasicStrategy } from 'passport-http';
import { AuthenticationError, Authenticator } from './authenticator';

const AUDIENCE = 'http://127.0.0.1:3000/api';
const ISSUER = 'netline-identity';
const TTL_MS = 5_000;

/** Fakes only `Date`: promises, timers and the crypto thread pool run as usual. */
const fakeDateOnly = (now: number) =>
  jest.useFakeTimers({
    now,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });

const basic = (merchantId: string, secretKey: string) => `Basic ${Buffer.from(`${merchantId}:${secretKey}`).toString('base64')}`;
/** A fresh request each time, as the HTTP server hands them over. */
const request = (authorization: string) => ({ headers: { authorization } }) as unknown as IncomingMessage;

describe('Authenticator (REST gateway)', () => {
  let privateKey: KeyLike;
  let jwk: PublicJwk;
  let settings: MerchantSettings;
  let secretKey: string;
  let asked: string[];
  let identityDown: boolean;
  let authenticator: Authenticator;

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'kid_1', alg: 'ES256', use: 'sig' } as PublicJwk;
  });

  beforeEach(() => {
    fakeDateOnly(Date.parse('2026-03-01T10:00:00Z'));
    settings = { merchant_id: 'mer_1', name: 'Acme', basic_enabled: true, oauth_enabled: true, account_type: 'merchant', partner_type: null, partner_id: null };
    secretKey = 'sk_test_first';
    asked = [];
    identityDown = false;
    // Identity over NATS, replaced: it checks Basic pairs against the current secret key, and serves the
    // account's settings and its signing keys.
    const answer = async (subject: string, body: { merchant_id?: string; secret_key?: string }): Promise<RpcReply> => {
      asked.push(subject);
      if (identityDown) return { ok: false, error: { status: 503, type: 'service_unavailable', message: 'no answer', code: 'COMMON.UNAVAILABLE' } };
      if (subject === IdentitySubjects.jwks) return { ok: true, data: { keys: [jwk] } };
      if (subject === IdentitySubjects.getMerchant) return { ok: true, data: settings };
      if (subject === IdentitySubjects.verifyBasic && settings.basic_enabled && body.merchant_id === 'mer_1' && body.secret_key === secretKey) {
        return { ok: true, data: settings };
      }
      return { ok: false, error: { status: 401, type: 'authentication_error', message: 'no' } };
    };
    const rpc = {
      tryAsk: (subject: string, body: { merchant_id?: string; secret_key?: string }) => answer(subject, body),
      tryAskAs: (subject: string, _principal: unknown, input: { body?: { merchant_id?: string; secret_key?: string } }) => answer(subject, input.body ?? {}),
    } as unknown as RpcClient;
    authenticator = new Authenticator(new IdentityLookup(rpc, { settingsTtlMs: TTL_MS }), { cacheTtlMs: TTL_MS, audience: AUDIENCE, issuer: ISSUER });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  const refusal = (authorization: string) =>
    authenticator.authenticate(request(authorization)).then(
      () => 'accepted',
      (error: unknown) => error,
    );
  const sign = (exp = Math.floor(Date.now() / 1000) + 900) =>
    new SignJWT({ merchant_id: 'mer_1', scope: 'merchant:read merchant:write', kind: 'rest' })
      .setProtectedHeader({ alg: 'ES256', kid: 'kid_1', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject('ci_1')
      .setJti(`jti_${Math.random()}`)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(privateKey);
  const spies = () => ({
    passport: jest.spyOn(passport.Passport.prototype, 'authenticate'),
    basicStrategy: jest.spyOn(BasicStrategy.prototype, 'authenticate'),
    // Every full token check looks up the key of the token's `kid`.
    tokenCheck: jest.spyOn(JwksKeyStore.prototype, 'get'),
    hmac: jest.spyOn(crypto, 'createHmac'),
  });

  it('checks a Basic pair once; the requests that follow skip passport, the HMAC and identity', async () => {
    const header = basic('mer_1', secretKey);
    expect(authenticator.uncachedBasicId(request(header))).toBe('mer_1');
    await expect(authenticator.authenticate(request(header))).resolves.toMatchObject({ merchant_id: 'mer_1', actor: { type: 'secret_key', id: 'mer_1' } });
    expect(asked).toEqual([IdentitySubjects.verifyBasic]);

    const spied = spies();
    for (let index = 0; index < 3; index += 1) {
      const next = request(header);
      expect(authenticator.uncachedBasicId(next)).toBeUndefined();
      await expect(authenticator.authenticate(next)).resolves.toMatchObject({
        merchant_id: 'mer_1',
        scopes: expect.arrayContaining(['merchant:read', 'merchant:write']),
      });
    }
    expect(spied.passport).not.toHaveBeenCalled();
    expect(spied.basicStrategy).not.toHaveBeenCalled();
    expect(spied.hmac).not.toHaveBeenCalled();
    expect(asked).toEqual([IdentitySubjects.verifyBasic]);

    // Another secret for the same merchant is not the remembered header: passport and identity see it.
    await expect(refusal(basic('mer_1', 'sk_test_guess'))).resolves.toBeInstanceOf(AuthenticationError);
    expect(spied.basicStrategy).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([IdentitySubjects.verifyBasic, IdentitySubjects.verifyBasic]);
  });

  it('asks identity once for a burst of requests bringing one new Basic header, accepted or refused', async () => {
    const burst = (header: string) => Promise.all(Array.from({ length: 6 }, () => refusal(header)));
    const spied = spies();
    const refused = await burst(basic('mer_1', 'sk_test_guess'));
    expect(refused.every((outcome) => outcome instanceof AuthenticationError)).toBe(true);
    expect(asked).toEqual([IdentitySubjects.verifyBasic]);
    expect(spied.basicStrategy).toHaveBeenCalledTimes(1);

    // The refusal is not remembered: the same header is checked again, alone or in a burst.
    await expect(burst(basic('mer_1', 'sk_test_guess'))).resolves.toEqual(Array.from({ length: 6 }, () => expect.any(AuthenticationError)));
    expect(asked).toEqual([IdentitySubjects.verifyBasic, IdentitySubjects.verifyBasic]);

    const accepted = await Promise.all(Array.from({ length: 6 }, () => authenticator.authenticate(request(basic('mer_1', secretKey)))));
    expect(accepted).toEqual(Array.from({ length: 6 }, () => expect.objectContaining({ merchant_id: 'mer_1', actor: { type: 'secret_key', id: 'mer_1' } })));
    expect(asked).toEqual([IdentitySubjects.verifyBasic, IdentitySubjects.verifyBasic, IdentitySubjects.verifyBasic]);
    expect(spied.basicStrategy).toHaveBeenCalledTimes(3);
  });

  it('verifies a burst of requests bringing one new token once, and asks for the settings once', async () => {
    const header = `Bearer ${await sign()}`;
    const spied = spies();
    const accepted = await Promise.all(Array.from({ length: 6 }, () => authenticator.authenticate(request(header))));
    expect(accepted).toEqual(Array.from({ length: 6 }, () => expect.objectContaining({ merchant_id: 'mer_1', actor: { type: 'access_key', id: 'ci_1' } })));
    expect(spied.tokenCheck).toHaveBeenCalledTimes(1);
    expect(asked.filter((subject) => subject === IdentitySubjects.getMerchant)).toHaveLength(1);
  });

  /** Lets a check started in the background finish. */
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('checks a remembered Basic header again in the background in its last fifth, so steady requests never wait', async () => {
    const start = Date.now();
    const header = basic('mer_1', secretKey);
    await authenticator.authenticate(request(header));
    jest.setSystemTime(start + TTL_MS * 0.8 - 1);
    await authenticator.authenticate(request(header));
    expect(asked).toEqual([IdentitySubjects.verifyBasic]);

    const spied = spies();
    jest.setSystemTime(start + TTL_MS * 0.8);
    await expect(authenticator.authenticate(request(header))).resolves.toMatchObject({ merchant_id: 'mer_1' });
    await authenticator.authenticate(request(header));
    expect(asked).toEqual([IdentitySubjects.verifyBasic, IdentitySubjects.verifyBasic]);
    await settle();
    // Past the first check's time, the header is still remembered, from the second check.
    jest.setSystemTime(start + TTL_MS + 500);
    await expect(authenticator.authenticate(request(header))).resolves.toMatchObject({ merchant_id: 'mer_1' });
    expect(asked).toHaveLength(2);
    expect(spied.passport).not.toHaveBeenCalled();
  });

  it('forgets a remembered Basic header as soon as the background check is refused (a rotated key)', async () => {
    const start = Date.now();
    const header = basic('mer_1', secretKey);
    await authenticator.authenticate(request(header));
    secretKey = 'sk_test_rotated';
    jest.setSystemTime(start + TTL_MS * 0.9);
    await expect(refusal(header)).resolves.toBe('accepted');
    await settle();
    jest.setSystemTime(start + TTL_MS * 0.9 + 1);
    await expect(refusal(header)).resolves.toBeInstanceOf(AuthenticationError);
  });

  it('keeps a remembered Basic header to its own expiry when identity is down, then answers 503', async () => {
    const start = Date.now();
    const header = basic('mer_1', secretKey);
    await authenticator.authenticate(request(header));
    identityDown = true;
    jest.setSystemTime(start + TTL_MS * 0.9);
    await expect(refusal(header)).resolves.toBe('accepted');
    await settle();
    jest.setSystemTime(start + TTL_MS - 1);
    await expect(refusal(header)).resolves.toBe('accepted');
    jest.setSystemTime(start + TTL_MS);
    await expect(refusal(header)).resolves.toMatchObject({ kind: 'unavailable' });
  });

  it('refuses a rotated secret key once the cache time has passed, and accepts the new one', async () => {
    const old = basic('mer_1', secretKey);
    await authenticator.authenticate(request(old));
    secretKey = 'sk_test_second';
    // Up to AUTH_CACHE_TTL_MS the old pair is still served from memory, as before this cache existed.
    jest.setSystemTime(Date.now() + TTL_MS - 1);
    await expect(refusal(old)).resolves.toBe('accepted');
    jest.setSystemTime(Date.now() + 1);
    expect(authenticator.uncachedBasicId(request(old))).toBe('mer_1');
    await expect(refusal(old)).resolves.toBeInstanceOf(AuthenticationError);
    await expect(refusal(basic('mer_1', secretKey))).resolves.toBe('accepted');
  });

  it('refuses Basic switched off once the cache time has passed', async () => {
    const header = basic('mer_1', secretKey);
    await authenticator.authenticate(request(header));
    settings = { ...settings, basic_enabled: false };
    jest.setSystemTime(Date.now() + TTL_MS);
    await expect(refusal(header)).resolves.toBeInstanceOf(AuthenticationError);
  });

  it('verifies a token signature once, yet refuses it when revoked while remembered', async () => {
    const start = Date.now();
    // Another token first: the merchant's settings are fetched now, and expire 2 s before the token below.
    await authenticator.authenticate(request(`Bearer ${await sign()}`));
    jest.setSystemTime(start + 2_000);
    const header = `Bearer ${await sign()}`;
    await expect(authenticator.authenticate(request(header))).resolves.toMatchObject({ merchant_id: 'mer_1', actor: { type: 'access_key', id: 'ci_1' } });

    const spied = spies();
    await expect(authenticator.authenticate(request(header))).resolves.toMatchObject({ merchant_id: 'mer_1' });
    expect(spied.passport).not.toHaveBeenCalled();
    expect(spied.tokenCheck).not.toHaveBeenCalled();
    expect(spied.hmac).not.toHaveBeenCalled();

    // The access key is revoked; the settings the edge holds (≤ 5 s old) learn it, and the remembered
    // signature (good until start + 7 s) does not outlive them.
    settings = { ...settings, revocation: { not_before: null, subjects: ['ci_1'] } };
    jest.setSystemTime(start + TTL_MS - 1);
    await expect(refusal(header)).resolves.toBe('accepted');
    jest.setSystemTime(start + TTL_MS);
    await expect(refusal(header)).resolves.toBeInstanceOf(AuthenticationError);
    expect(spied.tokenCheck).not.toHaveBeenCalled();
    expect(asked.filter((subject) => subject === IdentitySubjects.getMerchant)).toHaveLength(2);
  });

  it('refuses a token with OAuth switched off, and re-checks an expired token in full', async () => {
    // Expired 3 s ago: still within the verifier's 5 s of clock tolerance, for 2 s more.
    const header = `Bearer ${await sign(Math.floor(Date.now() / 1000) - 3)}`;
    await authenticator.authenticate(request(header));
    const spied = spies();
    jest.setSystemTime(Date.now() + 1_000);
    await expect(refusal(header)).resolves.toBe('accepted');
    expect(spied.tokenCheck).not.toHaveBeenCalled();
    jest.setSystemTime(Date.now() + 1_000);
    await expect(refusal(header)).resolves.toBeInstanceOf(AuthenticationError);
    expect(spied.tokenCheck).toHaveBeenCalledTimes(1);

    const fresh = `Bearer ${await sign()}`;
    await expect(refusal(fresh)).resolves.toBe('accepted');
    settings = { ...settings, oauth_enabled: false };
    jest.setSystemTime(Date.now() + TTL_MS);
    await expect(refusal(fresh)).resolves.toBeInstanceOf(AuthenticationError);
  });
});
