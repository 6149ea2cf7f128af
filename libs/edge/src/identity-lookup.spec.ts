import { DomainError, IdentitySubjects, MerchantSettings, RpcReply } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { IdentityLookup } from './identity-lookup';

const settings: MerchantSettings = {
  merchant_id: 'mer_1',
  name: 'Acme',
  basic_enabled: true,
  oauth_enabled: true,
  account_type: 'merchant',
  partner_type: null,
  partner_id: null,
};

/** A stand-in for the NATS client: answers per subject and counts the questions. */
function identityAnswering(answer: (subject: string, payload: unknown) => RpcReply) {
  const asked: string[] = [];
  const ask = async (subject: string, payload: unknown) => {
    asked.push(subject);
    return answer(subject, payload);
  };
  const rpc = { tryAsk: ask, tryAskAs: (subject: string, _principal: unknown, input: unknown) => ask(subject, input) } as unknown as RpcClient;
  return { rpc, asked };
}

describe('IdentityLookup', () => {
  it("remembers a merchant's settings for the time it is given, then asks again", async () => {
    let oauth = true;
    const { rpc, asked } = identityAnswering(() => ({ ok: true, data: { ...settings, oauth_enabled: oauth } }));
    jest.useFakeTimers({ now: 0 });
    try {
      const lookup = new IdentityLookup(rpc, { settingsTtlMs: 5_000 });
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(true);
      oauth = false;
      jest.setSystemTime(4_999);
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(true);
      jest.setSystemTime(5_000);
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(false);
      expect(asked).toEqual([IdentitySubjects.getMerchant, IdentitySubjects.getMerchant]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again in the background for settings used in the last fifth of their time', async () => {
    let oauth = true;
    let known = true;
    const { rpc, asked } = identityAnswering(() =>
      known
        ? { ok: true, data: { ...settings, oauth_enabled: oauth } }
        : { ok: false, error: { status: 404, type: 'not_found_error', message: 'Merchant not found' } },
    );
    jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
    try {
      const lookup = new IdentityLookup(rpc, { settingsTtlMs: 5_000 });
      await lookup.merchantSettings('mer_1');
      oauth = false;
      jest.setSystemTime(3_999);
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(true);
      expect(asked).toHaveLength(1);
      // Answered from memory at once, and asked again.
      jest.setSystemTime(4_000);
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(true);
      expect(asked).toHaveLength(2);
      await new Promise((resolve) => setImmediate(resolve));
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(false);
      // Trusted for the whole time from the new answer; a merchant identity no longer knows is forgotten.
      known = false;
      jest.setSystemTime(8_999);
      expect((await lookup.merchantSettings('mer_1'))?.oauth_enabled).toBe(false);
      expect(asked).toHaveLength(3);
      await new Promise((resolve) => setImmediate(resolve));
      await expect(lookup.merchantSettings('mer_1')).resolves.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers null when identity refuses, and throws a 503-kind error when identity is down', async () => {
    const refused = identityAnswering(() => ({ ok: false, error: { status: 404, type: 'not_found_error', message: 'Merchant not found' } }));
    await expect(new IdentityLookup(refused.rpc, { settingsTtlMs: 5_000 }).merchantSettings('mer_x')).resolves.toBeNull();

    const down = identityAnswering(() => ({
      ok: false,
      error: { status: 503, type: 'service_unavailable', message: 'no answer', code: 'COMMON.UNAVAILABLE' },
    }));
    const failure = await new IdentityLookup(down.rpc, { settingsTtlMs: 5_000 }).merchantSettings('mer_1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({ kind: 'unavailable', code: 'COMMON.UNAVAILABLE' });
  });

  it("shares one question among concurrent requests for a merchant's settings, and asks again after an outage", async () => {
    let down = true;
    const { rpc, asked } = identityAnswering(() =>
      down
        ? { ok: false, error: { status: 503, type: 'service_unavailable', message: 'no answer', code: 'COMMON.UNAVAILABLE' } }
        : { ok: true, data: settings },
    );
    const lookup = new IdentityLookup(rpc, { settingsTtlMs: 5_000 });
    const failures = await Promise.all(Array.from({ length: 5 }, () => lookup.merchantSettings('mer_1').catch((error: unknown) => error)));
    expect(failures.every((failure) => failure instanceof DomainError && failure.kind === 'unavailable')).toBe(true);
    expect(asked).toEqual([IdentitySubjects.getMerchant]);

    down = false;
    const answers = await Promise.all(Array.from({ length: 5 }, () => lookup.merchantSettings('mer_1')));
    expect(answers).toEqual(Array.from({ length: 5 }, () => settings));
    expect(asked).toEqual([IdentitySubjects.getMerchant, IdentitySubjects.getMerchant]);
    // Another merchant is another question.
    await lookup.merchantSettings('mer_2');
    expect(asked).toHaveLength(3);
  });

  it('fetches the signing keys from identity', async () => {
    const { rpc, asked } = identityAnswering(() => ({ ok: true, data: { keys: [] } }));
    await expect(new IdentityLookup(rpc, { settingsTtlMs: 0 }).keys.get('kid_1')).resolves.toBeUndefined();
    expect(asked).toEqual([IdentitySubjects.jwks]);
  });
});
