import { createHmac } from 'node:crypto';
import { signatureHeaders } from './signer';

describe('signatureHeaders', () => {
  const body = '{"id":"evt_1","object":"customer","type":"customer.created","occurred_at":"2026-01-01T00:00:00.000Z","data":{"id":"cus_1"}}';

  it('signs the exact body bytes in lowercase hex with the current secret', () => {
    const headers = signatureHeaders(body, 'evt_1', ['whsec_new', 'whsec_old'], 1_700_000_000);
    expect(headers['x-webhook-signature']).toBe(createHmac('sha256', 'whsec_new').update(body).digest('hex'));
    expect(headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('adds Standard Webhooks headers signed by every live secret', () => {
    const headers = signatureHeaders(body, 'evt_1', ['whsec_new', 'whsec_old'], 1_700_000_000);
    expect(headers['webhook-id']).toBe('evt_1');
    expect(headers['webhook-timestamp']).toBe('1700000000');
    const expected = ['whsec_new', 'whsec_old'].map((secret) => `v1,${createHmac('sha256', secret).update(`evt_1.1700000000.${body}`).digest('base64')}`);
    expect(headers['webhook-signature']).toBe(expected.join(' '));
  });

  it('refuses to sign without a secret', () => {
    expect(() => signatureHeaders(body, 'evt_1', [], 1)).toThrow('no webhook secret');
  });
});
