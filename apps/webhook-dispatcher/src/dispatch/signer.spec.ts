import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { isLegacyWebhookSecret, signatureHeaders, standardSigningKey } from './signer';

describe('signatureHeaders', () => {
  const body = '{"id":"evt_1","object":"customer","type":"customer.created","occurred_at":"2026-01-01T00:00:00.000Z","data":{"id":"cus_1"}}';
  // As identity issues them now, and as it issued them before they followed the Standard Webhooks format.
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const previous = `whsec_${randomBytes(32).toString('base64')}`;
  const legacy = `whsec_${randomBytes(24).toString('base64url')}`;
  const now = Math.floor(Date.now() / 1000);

  it('signs the exact body bytes in lowercase hex with the text of the current secret', () => {
    const headers = signatureHeaders(body, 'evt_1', [secret, previous], now);
    expect(headers['x-webhook-signature']).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    expect(headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds Standard Webhooks headers that the scheme’s own library verifies, with either live secret', () => {
    const headers = signatureHeaders(body, 'evt_1', [secret, previous], now);
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe(String(now));
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(body, headers)).toThrow();
  });

  it('keys the scheme’s signature with the decoded secret, not its text', () => {
    const headers = signatureHeaders(body, 'evt_1', [secret], now);
    const signed = `evt_1.${now}.${body}`;
    expect(headers['webhook-signature']).toBe(`v1,${createHmac('sha256', standardSigningKey(secret)).update(signed).digest('base64')}`);
    expect(standardSigningKey(secret)).toHaveLength(32);
  });

  it('signs with a legacy secret both ways: the scheme’s decoded key and the text key its receivers were told to use', () => {
    expect(isLegacyWebhookSecret(legacy)).toBe(true);
    expect(isLegacyWebhookSecret(secret)).toBe(false);
    const headers = signatureHeaders(body, 'evt_1', [legacy], now);
    const signed = `evt_1.${now}.${body}`;
    expect(headers['webhook-signature'].split(' ')).toEqual([
      `v1,${createHmac('sha256', standardSigningKey(legacy)).update(signed).digest('base64')}`,
      `v1,${createHmac('sha256', legacy).update(signed).digest('base64')}`,
    ]);
  });

  it('refuses to sign without a secret', () => {
    expect(() => signatureHeaders(body, 'evt_1', [], 1)).toThrow('no webhook secret');
  });
});
