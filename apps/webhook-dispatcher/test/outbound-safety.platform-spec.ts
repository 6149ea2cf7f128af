import { ApiClient, createMerchant, customerInput, Stack, WebhookReceiver } from '@netline/testing';
import { creditEventApplied, deliveriesDrained } from './webhook-stack';

/**
 * Issue: outbound safety without the test setting. Loopback, private and metadata addresses, and names
 * that resolve to loopback, are refused at registration with 400 validation_error, and nothing ever
 * connects to them. (Connect-time refusal after DNS is covered against real sockets in
 * webhook-sender.int-spec.ts.)
 */
describe('outbound safety (WEBHOOK_ALLOW_PRIVATE_TARGETS unset)', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;
  let api: ApiClient;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    stack = await Stack.start({ apps: ['identity', 'credit', 'webhook-dispatcher', 'gateway'], namespace: 'random', logDir: 'var/test-logs' });
    const merchant = await createMerchant(stack.env, 'Safety Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  // Every kind of address refused (loopback, private, metadata, IPv6 forms, names resolving to loopback)
  // is checked in process: src/dispatch/outbound-safety.medium-spec.ts. Through the stack, one of them.
  it('refuses an endpoint whose name resolves to loopback with 400 validation_error', async () => {
    const response = await api.post('/webhooks', { endpoint_url: receiver.url('/hook', 'localhost'), events: { 'customer.created': true } });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ type: 'validation_error', details: [expect.objectContaining({ path: 'endpoint_url' })] });
    expect(response.body.error?.details?.[0].message).toMatch(/public address|loopback/);
  });

  it('mounts no queue dashboard without OPERATOR_TOKEN, even outside production', async () => {
    expect((await fetch(`${stack.process('webhook-dispatcher').url}/operator/queues/api/queues`)).status).toBe(404);
  });

  it('stores none of them and opens no connection when events occur', async () => {
    expect((await api.get('/webhooks')).body).toEqual({ count: 0, page: 0, limit: 25, results: [] });
    const customer = (await api.post('/customers', customerInput())).body;
    // The dispatcher has applied the event and anything it queued has run: nothing more can come of it.
    await creditEventApplied(stack, customer.id);
    await deliveriesDrained(stack);
    expect((await api.get('/webhooks/deliveries')).body.count).toBe(0);
    expect(receiver.connections).toBe(0);
    expect(receiver.requests).toHaveLength(0);
  });
});
