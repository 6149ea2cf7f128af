import { Webhook } from 'standardwebhooks';
import { generateWebhookSecret, signWebhook, verifyWebhook, WebhookVerificationError } from '../src';

describe('signWebhook', () => {
  const body = JSON.stringify({ id: 'evt_1', object: 'customer', type: 'customer.created', occurred_at: '2026-01-01T00:00:00Z', data: { id: 'cus_1' } });

  it('signs what verifyWebhook accepts, and the Standard Webhooks library too', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook(body, secret);
    expect(verifyWebhook(body, headers, secret)).toMatchObject({ id: 'evt_1', type: 'customer.created' });
    expect(new Webhook(secret).verify(body, { ...headers })).toMatchObject({ id: 'evt_1' });
  });

  it('is refused with another secret, another body or an old timestamp', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook(body, secret);
    expect(() => verifyWebhook(body, headers, generateWebhookSecret())).toThrow(WebhookVerificationError);
    expect(() => verifyWebhook(`${body} `, headers, secret)).toThrow(WebhookVerificationError);
    const old = signWebhook(body, secret, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(() => verifyWebhook(body, old, secret)).toThrow(/too far from now/);
  });

  it('keeps a given id and timestamp, and refuses a secret without key bytes', () => {
    const headers = signWebhook(body, 'whsec_c2VjcmV0', { id: 'evt_1', timestamp: 1_700_000_000 });
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe('1700000000');
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(() => signWebhook(body, 'whsec_')).toThrow(/whsec_/);
  });

  it('makes secrets of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
