import type { WebhookAttempt } from '@netline/contracts';
import { ApiClient, createMerchant, customerInput, Stack, WebhookReceiver } from '@netline/testing';
import { deliveriesDrained, startWebhookStack } from './webhook-stack';

/**
 * Retries are 30, 90, 270 … s apart (docs/webhooks.md), scaled by WEBHOOK_BACKOFF_SCALE = 0.05 so the gaps are
 * 1.5, 4.5 and 13.5 s: long enough that the fixed cost of an attempt (a few tens of ms) cannot bend the
 * 1 : 3 : 9 ratio the receiver measures.
 */
describe('retry schedule seen by the receiver', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    ({ stack, receiver } = await startWebhookStack('0.05'));
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  it('fails three times, then 200: four attempts of one event id spaced 1 : 3 : 9 (within 20%)', async () => {
    const merchant = await createMerchant(stack.env, 'Retry Merchant');
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    receiver.script('/flaky', { kind: 'fail-then-ok', failures: 3, status: 503 });
    await api.post('/webhooks', { endpoint_url: receiver.url('/flaky'), events: { 'customer.created': true } });
    await api.post('/customers', customerInput());

    await receiver.waitFor(() => receiver.requestsTo('/flaky').length >= 4, 60_000);
    const attempts = receiver.requestsTo('/flaky');
    expect(attempts.map((request) => request.status)).toEqual([503, 503, 503, 200]);
    expect(new Set(attempts.map((request) => request.json.id)).size).toBe(1);
    const gaps = [1, 2, 3].map((index) => attempts[index].at - attempts[index - 1].at);
    expect(gaps[0]).toBeGreaterThanOrEqual(1_500);
    expect(gaps[1] / gaps[0]).toBeGreaterThan(3 * 0.8);
    expect(gaps[1] / gaps[0]).toBeLessThan(3 * 1.2);
    expect(gaps[2] / gaps[0]).toBeGreaterThan(9 * 0.8);
    expect(gaps[2] / gaps[0]).toBeLessThan(9 * 1.2);

    // No attempt under way or still to come, then exactly the four.
    await deliveriesDrained(stack);
    expect(receiver.requestsTo('/flaky')).toHaveLength(4);
    const log = (await api.get('/webhooks/deliveries')).body.results[0];
    const detail = (await api.get(`/webhooks/deliveries/${log.id}`)).body;
    expect(detail).toMatchObject({ status: 'succeeded', attempt_count: 4, last_status_code: 200 });
    expect(detail.attempts.map((attempt: WebhookAttempt) => attempt.status_code)).toEqual([503, 503, 503, 200]);
    // Each retry is planned the scaled delay after its attempt ended: never sooner, and late only by the
    // attempt's own work besides the POST (the secret lookup and signing), which `duration_ms` excludes.
    detail.attempts.slice(0, 3).forEach((attempt: { attempted_at: string; next_attempt_at: string; duration_ms: number }, index: number) => {
      const delay = [1_500, 4_500, 13_500][index];
      const planned = Date.parse(attempt.next_attempt_at) - Date.parse(attempt.attempted_at);
      expect(planned).toBeGreaterThanOrEqual(delay);
      expect(planned - attempt.duration_ms).toBeLessThan(delay + 250);
    });
  }, 90_000);
});
