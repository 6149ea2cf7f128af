import { ApiClient, createMerchant, customerInput, Stack, WebhookReceiver } from '@netline/testing';
import { startWebhookStack } from './webhook-stack';

/**
 * Issue: killing the dispatcher with kill -9 three times during 1,000 deliveries still delivers all 1,000.
 * Events come from 1,000 customers created through the API (credit's stream); the dispatcher is killed
 * when the receiver has seen about 15%, 40% and 65% of them, and started again each time. Duplicates are
 * expected (an attempt in flight at the kill is made again) and reported; losses and failures are not.
 */
describe('dispatcher crash recovery', () => {
  const TOTAL = 1_000;
  let stack: Stack;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    ({ stack, receiver } = await startWebhookStack('0.01', {
      WEBHOOK_CONCURRENCY: '10',
      // Short locks and claim times so that a dead process's work returns within seconds.
      WEBHOOK_LOCK_DURATION_MS: '3000',
      WEBHOOK_STALLED_INTERVAL_MS: '1000',
      WEBHOOK_STREAM_CLAIM_IDLE_MS: '2000',
    }));
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  it('delivers all 1,000 events across three kill -9 restarts, none failed', async () => {
    const merchant = await createMerchant(stack.env, 'Crash Merchant');
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    receiver.script('/crash', { kind: 'ok', delayMs: 150 });
    await api.post('/webhooks', { endpoint_url: receiver.url('/crash'), events: { 'customer.created': true } });

    const customerIds = new Set<string>();
    const creating = (async () => {
      const queue = Array.from({ length: TOTAL }, (_, index) => index);
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (queue.shift() !== undefined) {
            const response = await api.post('/customers', customerInput());
            if (response.status !== 200) throw new Error(`customer create answered ${response.status}: ${response.text}`);
            customerIds.add(response.body.id);
          }
        }),
      );
    })();

    const delivered = () =>
      new Set(
        receiver
          .requestsTo('/crash')
          .filter((request) => request.status === 200)
          .map((request) => request.json.data.id),
      );
    for (const threshold of [150, 400, 650]) {
      await receiver.waitFor(() => delivered().size >= threshold, 120_000, `${threshold} deliveries`);
      await stack.kill(stack.process('webhook-dispatcher'), 'SIGKILL');
      await stack.launch('webhook-dispatcher');
    }
    await creating;
    expect(customerIds.size).toBe(TOTAL);
    await receiver.waitFor(() => delivered().size >= TOTAL, 180_000, 'all 1,000 deliveries');

    const received = receiver.requestsTo('/crash');
    const eventIds = new Set(received.map((request) => request.json.id));
    expect(eventIds.size).toBe(TOTAL);
    expect([...delivered()].every((id) => customerIds.has(id))).toBe(true);
    const duplicates = received.length - eventIds.size;
    process.stdout.write(`crash recovery: ${TOTAL} events delivered, ${received.length} requests, ${duplicates} duplicates\n`);

    const settled = async () => {
      const [succeeded, failed, pending] = await Promise.all(
        ['succeeded', 'failed', 'pending'].map(async (status) => (await api.get(`/webhooks/deliveries?filter[status]=${status}`)).body.count as number),
      );
      return { succeeded, failed, pending };
    };
    let counts = await settled();
    const deadline = Date.now() + 30_000;
    while (counts.succeeded < TOTAL && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      counts = await settled();
    }
    expect(counts).toEqual({ succeeded: TOTAL, failed: 0, pending: 0 });
  }, 400_000);
});
