import { Principal } from '@netline/contracts';
import { baseEnv } from '@netline/config';
import {
  developmentPrivateKey,
  newBusKeyPair,
  newBusKeys,
  PrincipalKeyring,
  PrincipalProof,
  principalKeyProblems,
  PrincipalRefusedError,
  publicBusKey,
} from './principal-proof';
import { publishedSecretProblems } from './production-guards';

const APPS = ['gateway', 'mcp', 'identity', 'credit', 'billing'];
const PRINCIPAL: Principal = { merchant_id: 'mer_victim', actor: { type: 'user', id: 'usr_1' }, scopes: ['merchant:read', 'merchant:write'] };
const SUBJECT = 'ns1.identity.dashboard.settings.get';
const BARE = 'identity.dashboard.settings.get';

/** A deployment's keys, and each app's keyring on a clock the test moves. */
function deployment() {
  const keys = newBusKeys(APPS);
  const publicKeys = keys.publicKeys.split(',');
  let now = Date.parse('2026-12-01T10:00:00Z');
  const clock = { advance: (ms: number) => (now += ms), now: () => now };
  const keyring = (app: string, settings: { PRINCIPAL_KEY?: string; PRINCIPAL_KEYS_PREVIOUS?: string[]; PRINCIPAL_PUBLIC_KEYS?: string[] } = {}) =>
    PrincipalKeyring.fromSettings({ PRINCIPAL_KEY: keys.privateKeys[app], PRINCIPAL_PUBLIC_KEYS: publicKeys, ...settings }, app, clock.now);
  return { keys, publicKeys, clock, keyring };
}

function refusal(check: () => void): string {
  try {
    check();
  } catch (error) {
    if (error instanceof PrincipalRefusedError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('principal proofs', () => {
  it('accepts a principal the gateway vouched for on this very request, and refuses it changed in any part', () => {
    const { keyring } = deployment();
    const identity = keyring('identity');
    const proof = keyring('gateway').proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    expect(proof).toMatchObject({ from: 'gateway', sent_at: expect.any(Number), mac: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, proof))).toBe('accepted');

    // The principal, the subject and the request id are all covered.
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', { ...PRINCIPAL, merchant_id: 'mer_other' }, proof))).toContain('its MAC does not match');
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', { ...PRINCIPAL, scopes: ['merchant:read'] }, proof))).toContain('its MAC does not match');
    expect(
      refusal(() => identity.verify('ns1.identity.dashboard.secret-key.rotate', 'identity.dashboard.secret-key.rotate', 'req_1', PRINCIPAL, proof)),
    ).toContain('its MAC does not match');
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_2', PRINCIPAL, proof))).toContain('its MAC does not match');
    // Another namespace's stack is another subject.
    expect(refusal(() => identity.verify(`ns2.${BARE}`, BARE, 'req_1', PRINCIPAL, proof))).toContain('its MAC does not match');
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, { ...proof, sent_at: proof.sent_at + 1 }))).toContain('its MAC does not match');
  });

  it('refuses a principal without a proof, or with a malformed one, naming why', () => {
    const identity = deployment().keyring('identity');
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, undefined))).toBe(
      'The principal of this request could not be verified: it carries no principal_proof',
    );
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, { from: 'gateway' }))).toContain('its principal_proof is malformed');
    const error = new PrincipalRefusedError('x');
    expect({ code: error.code, kind: error.kind }).toEqual({ code: 'COMMON.PRINCIPAL_NOT_VERIFIED', kind: 'authentication' });
  });

  it('bounds a replay: a proof more than 30 s from the receiver’s clock is refused, either way', () => {
    const { keyring, clock } = deployment();
    const identity = keyring('identity');
    const proof = keyring('gateway').proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    clock.advance(29_000);
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, proof))).toBe('accepted');
    clock.advance(2_000);
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, proof))).toContain('outside the 30 s window');
    const early = keyring('gateway').proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    clock.advance(-31_000);
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, early))).toContain('outside the 30 s window');
  });

  it('lets a service vouch only where it calls: billing for a customer read, never for a dashboard operation', () => {
    const { keyring } = deployment();
    const credit = keyring('credit');
    const billing = keyring('billing');
    const read = billing.proof('credit', 'credit.customers.get', 'req_1', PRINCIPAL)!;
    expect(refusal(() => credit.verify('credit.customers.get', 'credit.customers.get', 'req_1', PRINCIPAL, read))).toBe('accepted');
    const list = billing.proof('credit', 'credit.customers.list', 'req_1', PRINCIPAL)!;
    expect(refusal(() => credit.verify('credit.customers.list', 'credit.customers.list', 'req_1', PRINCIPAL, list))).toContain(
      'billing may not state a principal on credit.customers.list',
    );
    const dashboard = billing.proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    expect(refusal(() => keyring('identity').verify(SUBJECT, BARE, 'req_1', PRINCIPAL, dashboard))).toContain('billing may not state a principal');
    // The MCP endpoint speaks for its tools' callers, never for a dashboard session.
    const mcp = keyring('mcp').proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    expect(refusal(() => keyring('identity').verify(SUBJECT, BARE, 'req_1', PRINCIPAL, mcp))).toContain('mcp may not state a principal');
  });

  it('keeps one app from vouching as another: a service’s own key makes no proof the gateway’s would', () => {
    const { keys, keyring } = deployment();
    const identity = keyring('identity');
    const genuine = keyring('gateway').proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    // Billing signs "as the gateway" with what it holds: its own private key and everyone's public keys.
    const forged = keyring('gateway', { PRINCIPAL_KEY: keys.privateKeys.billing }).proof('identity', SUBJECT, 'req_1', PRINCIPAL)!;
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, forged))).toContain('is not one this service knows');
    const relabelled: PrincipalProof = { ...forged, kid: genuine.kid };
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, relabelled))).toContain('its MAC does not match');
    // A proof made for credit is no proof to identity (each direction of each pair has its own key).
    const forCredit = keyring('gateway').proof('credit', SUBJECT, 'req_1', PRINCIPAL)!;
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, forCredit))).toContain('does not hold');
    // The published development key of the gateway is no key of this deployment.
    const development = PrincipalKeyring.fromSettings({}, 'gateway').proof('identity', SUBJECT, 'req_1', PRINCIPAL);
    expect(refusal(() => identity.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, development))).toMatch(/is not one this service knows|does not hold/);
  });

  it('rotates a receiving app’s key in four rollouts, none refusing a request in flight', () => {
    const { keys, publicKeys, keyring } = deployment();
    const next = newBusKeyPair();
    const old = publicKeys.find((entry) => entry.startsWith('identity:'))!;
    const both = [...publicKeys, `identity:${next.publicKey}`];
    const onlyNew = both.filter((entry) => entry !== old);
    const send = (list: string[]) => keyring('gateway', { PRINCIPAL_PUBLIC_KEYS: list }).proof('identity', SUBJECT, 'req_1', PRINCIPAL);
    // (1) Both listed, the old one first: everyone still sends to the old key, which identity holds.
    expect(refusal(() => keyring('identity', { PRINCIPAL_PUBLIC_KEYS: both }).verify(SUBJECT, BARE, 'req_1', PRINCIPAL, send(both)))).toBe('accepted');
    // (2) Identity holds the new key, and the old one as previous: proofs made for either open.
    const rolled = keyring('identity', { PRINCIPAL_KEY: next.privateKey, PRINCIPAL_KEYS_PREVIOUS: [keys.privateKeys.identity], PRINCIPAL_PUBLIC_KEYS: both });
    expect(refusal(() => rolled.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, send(both)))).toBe('accepted');
    // (3) The old key leaves the list: senders send to the new one; a sender not yet rolled still gets through.
    const rolledList = keyring('identity', {
      PRINCIPAL_KEY: next.privateKey,
      PRINCIPAL_KEYS_PREVIOUS: [keys.privateKeys.identity],
      PRINCIPAL_PUBLIC_KEYS: onlyNew,
    });
    expect(refusal(() => rolledList.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, send(onlyNew)))).toBe('accepted');
    expect(refusal(() => rolledList.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, send(both)))).toBe('accepted');
    // (4) The previous key is dropped: only proofs for the new key open.
    const done = keyring('identity', { PRINCIPAL_KEY: next.privateKey, PRINCIPAL_PUBLIC_KEYS: onlyNew });
    expect(refusal(() => done.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, send(onlyNew)))).toBe('accepted');
    expect(refusal(() => done.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, send(both)))).toContain('does not hold');
  });

  it('rotates a sending app’s key the same way: both accepted while both are listed, the old one refused once removed', () => {
    const { publicKeys, keyring } = deployment();
    const next = newBusKeyPair();
    const old = publicKeys.find((entry) => entry.startsWith('gateway:'))!;
    const both = [...publicKeys, `gateway:${next.publicKey}`];
    const onlyNew = both.filter((entry) => entry !== old);
    const fromOld = keyring('gateway', { PRINCIPAL_PUBLIC_KEYS: both }).proof('identity', SUBJECT, 'req_1', PRINCIPAL);
    const fromNew = keyring('gateway', { PRINCIPAL_KEY: next.privateKey, PRINCIPAL_PUBLIC_KEYS: both }).proof('identity', SUBJECT, 'req_1', PRINCIPAL);
    const during = keyring('identity', { PRINCIPAL_PUBLIC_KEYS: both });
    expect([fromOld, fromNew].map((proof) => refusal(() => during.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, proof)))).toEqual(['accepted', 'accepted']);
    const after = keyring('identity', { PRINCIPAL_PUBLIC_KEYS: onlyNew });
    expect(refusal(() => after.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, fromNew))).toBe('accepted');
    expect(refusal(() => after.verify(SUBJECT, BARE, 'req_1', PRINCIPAL, fromOld))).toContain('is not one this service knows');
  });

  it('refuses the development keys in a deployed process, and lets a developer machine use them', () => {
    const own = newBusKeys(['gateway', 'identity']).publicKeys.split(',');
    expect(principalKeyProblems({ APP_ENV: 'sandbox', NODE_ENV: 'development' })).toEqual([]);
    expect(principalKeyProblems({ APP_ENV: 'production', NODE_ENV: 'production', PRINCIPAL_PUBLIC_KEYS: own })).toEqual([]);
    expect(principalKeyProblems({ APP_ENV: 'production', NODE_ENV: 'development' })).toEqual([expect.stringContaining('PRINCIPAL_PUBLIC_KEYS is not set')]);
    // A deployed sandbox too.
    const published = `gateway:${publicBusKey(developmentPrivateKey('gateway'))}`;
    expect(principalKeyProblems({ APP_ENV: 'sandbox', NODE_ENV: 'production', PRINCIPAL_PUBLIC_KEYS: [...own.slice(1), published] })).toEqual([
      'PRINCIPAL_PUBLIC_KEYS lists published development keys (gateway); make keys of your own',
    ]);
    // The private key's default is a published secret: the production guards name it like any other.
    const defaults = baseEnv.parse({});
    expect(defaults.PRINCIPAL_KEY).toBe('netline-development-only-principal-key');
    expect(publishedSecretProblems({ PRINCIPAL_KEY: defaults.PRINCIPAL_KEY })).toEqual([
      'PRINCIPAL_KEY is a published development default; set a secret value of your own',
    ]);
  });

  it('reads keys as the settings give them, and refuses a malformed one at boot', () => {
    expect(baseEnv.safeParse({ PRINCIPAL_KEY: 'short' }).success).toBe(false);
    // Empty, as compose passes an unset variable: the development key, which deployed processes refuse.
    expect(baseEnv.parse({ PRINCIPAL_KEY: '' }).PRINCIPAL_KEY).toBe('netline-development-only-principal-key');
    expect(baseEnv.safeParse({ PRINCIPAL_PUBLIC_KEYS: 'gateway=abc' }).success).toBe(false);
    const pair = newBusKeyPair();
    const parsed = baseEnv.parse({ PRINCIPAL_KEY: pair.privateKey, PRINCIPAL_PUBLIC_KEYS: ` gateway:${pair.publicKey} , mcp:${pair.publicKey}` });
    expect(parsed.PRINCIPAL_PUBLIC_KEYS).toEqual([`gateway:${pair.publicKey}`, `mcp:${pair.publicKey}`]);
    expect(publicBusKey(pair.privateKey)).toBe(pair.publicKey);
  });
});
