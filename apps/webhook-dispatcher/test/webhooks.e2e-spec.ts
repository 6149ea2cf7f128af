import type { ListEnvelope, WebhookDeliveryWithAttempts, WebhookEndpoint } from '@netline/contracts';
import { ApiClient, createMerchant, customerInput, freePort, MerchantCredentials, portIsFree, ROOT, Stack, WebhookReceiver } from '@netline/testing';
import { creditEventApplied, deliveriesDrained, startWebhookStack } from './webhook-stack';
import { createHmac } from 'node:crypto';
import { spawn } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';

/**
 * Issue: webhooks end to end. A real HTTPS receiver with a self-signed certificate (trusted through
 * WEBHOOK_CA_FILE), the real dispatcher consuming credit's stream, and every check made from the outside:
 * the public API and what the receiver saw.
 */
/** Polls until `probe` returns a value (not undefined), or fails after `timeoutMs`. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('webhooks end to end', () => {
  let stack: Stack;
  let receiver: WebhookReceiver;
  let merchant: MerchantCredentials;
  let api: ApiClient;

  beforeAll(async () => {
    ({ stack, receiver } = await startWebhookStack('0.005', {
      OPERATOR_TOKEN: 'operator-token-for-tests',
      WEBHOOK_RESENDS_PER_MINUTE: '3',
      WEBHOOK_MAX_ENDPOINTS: '12',
    }));
    merchant = await createMerchant(stack.env, 'Webhooks Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await stack?.stop();
    await receiver?.stop();
  });

  describe('subscriptions', () => {
    it('lists nothing at first, in the exact envelope', async () => {
      const other = await createMerchant(stack.env, 'Empty Merchant');
      const response = await ApiClient.basic(stack.apiUrl, other.merchant_id, other.secret_key).get('/webhooks');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ count: 0, page: 0, limit: 25, results: [] });
    });

    it('upserts by URL: true subscribes, false unsubscribes, omitted flags stay', async () => {
      const url = receiver.url('/subscriptions');
      const created = await api.post('/webhooks', { endpoint_url: url, events: { 'invoice.created': true, 'payout.created': true } });
      expect(created.status).toBe(200);
      expect(created.body).toHaveLength(2);
      expect(created.body[0]).toEqual({
        id: expect.stringMatching(/^whe_/),
        merchant_id: merchant.merchant_id,
        endpoint_url: url,
        topic: { name: 'invoice.created', description: 'A new invoice record is created' },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });

      const updated = await api.post<WebhookEndpoint[]>('/webhooks', { endpoint_url: url, events: { 'payout.created': false, 'payment.created': true } });
      expect(updated.status).toBe(200);
      expect(updated.body.map((row) => row.topic.name).sort()).toEqual(['invoice.created', 'payment.created']);
      expect(updated.body.find((row) => row.topic.name === 'invoice.created')!.id).toBe(created.body[0].id);

      const listed = await api.get<ListEnvelope<WebhookEndpoint>>('/webhooks?limit=25');
      const mine = listed.body.results.filter((row) => row.endpoint_url === url);
      expect(mine.map((row) => row.topic.name).sort()).toEqual(['invoice.created', 'payment.created']);

      const deleted = await api.delete('/webhooks', { endpoint_url: url });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      const after = await api.get<ListEnvelope<WebhookEndpoint>>('/webhooks');
      expect(after.body.results.filter((row) => row.endpoint_url === url)).toEqual([]);
      expect((await api.delete('/webhooks', { endpoint_url: 'https://unknown.example.com/hook' })).status).toBe(204);
    });

    it('refuses unknown flags, non-https URLs and out-of-range limits with 400 validation_error', async () => {
      const unknown = await api.post('/webhooks', { endpoint_url: receiver.url('/x'), events: { 'invoice.sent': true } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.type).toBe('validation_error');
      const http = await api.post('/webhooks', { endpoint_url: 'http://example.com/hook', events: { 'invoice.created': true } });
      expect(http.status).toBe(400);
      expect(http.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'endpoint_url' })]));
      expect((await api.post('/webhooks', { endpoint_url: receiver.url('/x') })).status).toBe(400);
      expect((await api.delete('/webhooks', {})).status).toBe(400);
      expect((await api.get('/webhooks?limit=24')).status).toBe(400);
      expect((await api.get('/webhooks?limit=101')).status).toBe(400);
      expect((await api.get('/webhooks?limit=100')).body.limit).toBe(100);
    });
  });

  it('delivers customer.created once, signed with the merchant secret, with data.id the customer', async () => {
    const path = '/signed';
    receiver.script(path, { kind: 'ok' });
    await api.post('/webhooks', { endpoint_url: receiver.url(path), events: { 'customer.created': true } });
    const customer = (await api.post('/customers', customerInput())).body;

    await receiver.waitFor(() => receiver.requestsTo(path).length >= 1);
    await eventually(async () => (await api.get(`/webhooks/deliveries?filter[status]=succeeded`)).body.count >= 1 || undefined);
    // Every delivery of the event is queued, and the queue has run dry: a second request would be in by now.
    await creditEventApplied(stack, customer.id);
    await deliveriesDrained(stack);
    const received = receiver.requestsTo(path);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request.json).toEqual({
      id: expect.stringMatching(/^evt_/),
      object: 'customer',
      type: 'customer.created',
      occurred_at: expect.any(String),
      data: { id: customer.id },
    });
    expect(new Date(request.json.occurred_at).toISOString()).toBe(request.json.occurred_at);
    expect(request.headers['x-webhook-signature']).toBe(createHmac('sha256', merchant.webhook_secret).update(request.body).digest('hex'));
    expect(request.headers['webhook-id']).toBe(request.json.id);
    const timestamp = request.headers['webhook-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const standard = createHmac('sha256', merchant.webhook_secret).update(`${request.json.id}.${timestamp}.${request.body}`).digest('base64');
    expect(request.headers['webhook-signature']).toBe(`v1,${standard}`);

    const log = await api.get(`/webhooks/deliveries?filter[event_id]=${request.json.id}`);
    expect(log.body.count).toBe(1);
    expect(log.body.results[0]).toMatchObject({ status: 'succeeded', attempt_count: 1, last_status_code: 200, event_type: 'customer.created' });
  });

  it('retries a failing receiver until the first 200; gives up after six attempts, logs them, and resends', async () => {
    const flaky = '/flaky';
    const broken = '/broken';
    receiver.script(flaky, { kind: 'fail-then-ok', failures: 3 });
    receiver.script(broken, { kind: 'always', status: 500 });
    await api.post('/webhooks', { endpoint_url: receiver.url(flaky), events: { 'customer.created': true } });
    await api.post('/webhooks', { endpoint_url: receiver.url(broken), events: { 'customer.created': true } });
    const customer = (await api.post('/customers', customerInput())).body;
    const forCustomer = (path: string) => receiver.requestsTo(path).filter((request) => request.json?.data?.id === customer.id);

    await receiver.waitFor(() => forCustomer(flaky).length >= 4, 30_000, 'four attempts at the flaky endpoint');
    const attempts = forCustomer(flaky);
    expect(new Set(attempts.map((request) => request.json.id)).size).toBe(1);
    expect(attempts.map((request) => request.status)).toEqual([500, 500, 500, 200]);
    // The 1 : 3 : 9 spacing is measured with longer delays in retry-schedule.e2e-spec.ts.

    await receiver.waitFor(() => forCustomer(broken).length >= 6, 60_000, 'six attempts at the broken endpoint');
    // The sixth attempt ends the job for good: once the queue is empty no seventh can come.
    await deliveriesDrained(stack);
    expect(forCustomer(broken)).toHaveLength(6);
    const eventId = forCustomer(broken)[0].json.id;
    expect(forCustomer(broken).every((request) => request.json.id === eventId)).toBe(true);

    const failed = await api.get(`/webhooks/deliveries?filter[status]=failed&filter[endpoint_url]=${encodeURIComponent(receiver.url(broken))}`);
    expect(failed.status).toBe(200);
    expect(failed.body.count).toBe(1);
    const delivery = failed.body.results[0];
    expect(delivery).toMatchObject({ event_id: eventId, status: 'failed', attempt_count: 6, last_status_code: 500, next_attempt_at: null });
    const detail = await api.get<WebhookDeliveryWithAttempts>(`/webhooks/deliveries/${delivery.id}`);
    expect(detail.body.attempts).toHaveLength(6);
    expect(detail.body.attempts.map((attempt) => attempt.status_code)).toEqual([500, 500, 500, 500, 500, 500]);
    expect(detail.body.attempts.slice(0, 5).every((attempt) => attempt.next_attempt_at !== null)).toBe(true);
    expect(detail.body.attempts[5].next_attempt_at).toBeNull();
    expect(detail.body.attempts[0]).toEqual({
      number: 1,
      attempted_at: expect.any(String),
      status_code: 500,
      duration_ms: expect.any(Number),
      error: 'endpoint answered 500',
      next_attempt_at: expect.any(String),
    });

    await eventually(
      async () =>
        (await api.get(`/webhooks/deliveries?filter[status]=succeeded&filter[endpoint_url]=${encodeURIComponent(receiver.url(flaky))}`)).body.count === 1 ||
        undefined,
    );
    const flakyLog = await api.get(`/webhooks/deliveries?filter[endpoint_url]=${encodeURIComponent(receiver.url(flaky))}`);
    expect(flakyLog.body.results[0]).toMatchObject({ status: 'succeeded', attempt_count: 4 });

    // Resend once the receiver is fixed: a new delivery of the same event id.
    receiver.script(broken, { kind: 'ok' });
    const resent = await api.post(`/webhooks/deliveries/${delivery.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ event_id: eventId, resend_of: delivery.id, status: 'pending' });
    expect(resent.body.id).not.toBe(delivery.id);
    await receiver.waitFor(() => forCustomer(broken).length >= 7);
    expect(forCustomer(broken)[6]).toMatchObject({ status: 200, json: expect.objectContaining({ id: eventId }) });
    const afterResend = await eventually(async () => {
      const body = (await api.get(`/webhooks/deliveries/${resent.body.id}`)).body;
      return body.status === 'succeeded' ? body : undefined;
    });
    expect(afterResend).toMatchObject({ status: 'succeeded', attempt_count: 1, last_status_code: 200 });
    expect((await api.get(`/webhooks/deliveries/${delivery.id}`)).body.status).toBe('failed');
  }, 120_000);

  it('sends a signed webhook.test event to a registered endpoint and 404s for an unknown one', async () => {
    const path = '/test-event';
    receiver.script(path, { kind: 'ok' });
    const [row] = (await api.post('/webhooks', { endpoint_url: receiver.url(path), events: { 'invoice.created': true } })).body;
    expect(row).toBeDefined();
    const sent = await api.post('/webhooks/test', { endpoint_url: receiver.url(path) });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ event_type: 'webhook.test', object: 'webhook_endpoint', status: 'pending' });
    await receiver.waitFor(() => receiver.requestsTo(path).length >= 1);
    const request = receiver.requestsTo(path)[0];
    expect(request.json).toEqual({
      id: sent.body.event_id,
      object: 'webhook_endpoint',
      type: 'webhook.test',
      occurred_at: expect.any(String),
      data: { id: sent.body.endpoint_id },
    });
    expect(request.headers['x-webhook-signature']).toBe(createHmac('sha256', merchant.webhook_secret).update(request.body).digest('hex'));
    const unknown = await api.post('/webhooks/test', { endpoint_url: receiver.url('/never-registered') });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.type).toBe('not_found_error');
    expect((await api.get('/webhooks/deliveries/whd_unknown')).status).toBe(404);
  });

  it('keeps one merchant out of another merchant’s deliveries', async () => {
    const other = await createMerchant(stack.env, 'Nosy Merchant');
    const otherApi = ApiClient.basic(stack.apiUrl, other.merchant_id, other.secret_key);
    const mine = (await api.get('/webhooks/deliveries')).body.results[0];
    expect((await otherApi.get(`/webhooks/deliveries/${mine.id}`)).status).toBe(404);
    expect((await otherApi.post(`/webhooks/deliveries/${mine.id}/resend`)).status).toBe(404);
    expect((await otherApi.get('/webhooks/deliveries')).body.count).toBe(0);
  });

  it('works with the reference receiver: verified, deduplicated by event id, 401 on a bad signature', async () => {
    // The example runs as its own process, as a merchant would run it; it prints `<type> <data.id>` per event it handles.
    const port = await freePort();
    const example = spawn(process.execPath, [join(ROOT, 'examples', 'webhook-receiver', 'server.js')], {
      env: {
        ...process.env,
        PORT: String(port),
        WEBHOOK_SECRET: merchant.webhook_secret,
        TLS_CERT_FILE: receiver.certificate.certFile,
        TLS_KEY_FILE: receiver.certificate.keyFile,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const handled: string[] = [];
    let output = '';
    example.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const lines = output.split('\n');
      output = lines.pop() ?? '';
      handled.push(...lines.filter((line) => !line.startsWith('listening')));
    });
    const url = `https://127.0.0.1:${port}/hooks`;
    await eventually(async () => ((await portIsFree(port)) ? undefined : true));
    try {
      await api.post('/webhooks', { endpoint_url: url, events: { 'customer.created': true } });
      const customer = (await api.post('/customers', customerInput())).body;
      const delivery = await eventually(async () => {
        const found = (await api.get(`/webhooks/deliveries?filter[endpoint_url]=${encodeURIComponent(url)}&filter[status]=succeeded`)).body.results[0];
        return found ?? undefined;
      });
      expect(delivery).toMatchObject({ attempt_count: 1, last_status_code: 200 });
      await eventually(async () => (handled.length > 0 ? true : undefined));
      expect(handled).toEqual([`customer.created ${customer.id}`]);

      const resent = (await api.post(`/webhooks/deliveries/${delivery.id}/resend`)).body;
      await eventually(async () => ((await api.get(`/webhooks/deliveries/${resent.id}`)).body.status === 'succeeded' ? true : undefined));
      expect(handled).toHaveLength(1);

      const forgedBody = JSON.stringify({
        id: 'evt_forged',
        object: 'customer',
        type: 'customer.created',
        occurred_at: new Date().toISOString(),
        data: { id: 'cus_x' },
      });
      const forgedStatus = await new Promise<number>((resolve, reject) => {
        const request = httpsRequest(
          url,
          {
            method: 'POST',
            ca: receiver.certificate.cert,
            headers: { 'x-webhook-signature': createHmac('sha256', 'not-the-secret').update(forgedBody).digest('hex') },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        request.end(forgedBody);
      });
      expect(forgedStatus).toBe(401);
      expect(handled).toHaveLength(1);
    } finally {
      example.kill('SIGTERM');
    }
  });

  it('limits endpoints per account and resends per minute', async () => {
    const limited = await createMerchant(stack.env, 'Limited Merchant');
    const limitedApi = ApiClient.basic(stack.apiUrl, limited.merchant_id, limited.secret_key);
    for (let index = 0; index < 12; index++) {
      expect(
        (await limitedApi.post('/webhooks', { endpoint_url: receiver.url(`/limited-${index}`), events: { 'customer.created': index === 0 } })).status,
      ).toBe(200);
    }
    const thirteenth = await limitedApi.post('/webhooks', { endpoint_url: receiver.url('/limited-12'), events: { 'customer.created': true } });
    expect(thirteenth.status).toBe(400);
    expect(thirteenth.body.error).toMatchObject({
      type: 'validation_error',
      details: [{ path: 'endpoint_url', message: expect.stringContaining('at most 12') }],
    });
    // Changing an endpoint already registered is still allowed.
    expect((await limitedApi.post('/webhooks', { endpoint_url: receiver.url('/limited-3'), events: { 'customer.created': false } })).status).toBe(200);
    expect(
      (await limitedApi.get('/webhooks?limit=100')).body.results.filter((row: { endpoint_url: string }) => row.endpoint_url.endsWith('/limited-12')),
    ).toEqual([]);

    await limitedApi.post('/customers', customerInput());
    const delivery = await eventually(async () => (await limitedApi.get('/webhooks/deliveries')).body.results[0]);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) statuses.push((await limitedApi.post(`/webhooks/deliveries/${delivery.id}/resend`)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await limitedApi.post(`/webhooks/deliveries/${delivery.id}/resend`);
    expect(refused.body.error).toMatchObject({ type: 'rate_limit_error', message: expect.stringContaining('3 resends per minute') });
    // Another account is unaffected.
    const mine = (await api.get('/webhooks/deliveries')).body.results[0];
    expect((await api.post(`/webhooks/deliveries/${mine.id}/resend`)).status).toBe(200);
  });

  it('documents every webhook operation in the OpenAPI document', async () => {
    const document = (await new ApiClient(stack.apiUrl).get('/openapi.json')).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/webhooks',
        '/webhooks/deliveries',
        '/webhooks/deliveries/{delivery_id}',
        '/webhooks/deliveries/{delivery_id}/resend',
        '/webhooks/test',
      ]),
    );
  });

  it('shows queues to operators only with the token, and metrics on /metrics', async () => {
    const dispatcher = stack.process('webhook-dispatcher');
    expect((await fetch(`${dispatcher.url}/operator/queues/api/queues`)).status).toBe(401);
    // Only in a header: a token in the URL (or a cookie) opens nothing.
    expect((await fetch(`${dispatcher.url}/operator/queues/api/queues?token=operator-token-for-tests`)).status).toBe(401);
    expect((await fetch(`${dispatcher.url}/operator/queues/api/queues`, { headers: { cookie: 'operator_token=operator-token-for-tests' } })).status).toBe(401);
    const board = await fetch(`${dispatcher.url}/operator/queues/api/queues`, { headers: { authorization: 'Bearer operator-token-for-tests' } });
    expect(board.status).toBe(200);
    expect(JSON.stringify(await board.json())).toContain('webhook-deliveries');
    const metrics = await (await fetch(`${dispatcher.url}/metrics`)).text();
    expect(metrics).toMatch(/webhook_delivery_attempts_total\{outcome="succeeded"[^}]*\} [1-9]/);
    expect(metrics).toMatch(/webhook_delivery_attempts_total\{outcome="failed"[^}]*\} [1-9]/);
    expect(metrics).toContain('webhook_queue_jobs{state="waiting"');
    expect(metrics).toContain('webhook_delivery_latency_seconds_bucket');
  });
});
