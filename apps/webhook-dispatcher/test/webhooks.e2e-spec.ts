import type { ListEnvelope, WebhookEndpoint } from '@netline/contracts';
import {
  ApiClient,
  createMerchant,
  customerInput,
  freePort,
  MerchantCredentials,
  OpenApiDocument,
  portIsFree,
  ROOT,
  Stack,
  WebhookReceiver,
} from '@netline/testing';
import { creditEventApplied, deliveriesDrained, startWebhookStack } from './webhook-stack';
import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
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

  // Upsert semantics, listing, the endpoint limit and isolation: subscriptions.medium-spec.ts; flags, URLs
  // and limits refused before the dispatcher is asked: apps/gateway/src/http/pipeline.medium-spec.ts.
  it('subscribes, lists and deletes an endpoint through the API', async () => {
    const url = receiver.url('/subscriptions');
    const created = await api.post<WebhookEndpoint[]>('/webhooks', { endpoint_url: url, events: { 'invoice.created': true, 'payout.created': true } });
    expect(created.status).toBe(200);
    expect(created.body.map((row) => row.topic.name)).toEqual(['invoice.created', 'payout.created']);
    expect(created.body[0]).toEqual({
      id: expect.stringMatching(/^whe_/),
      merchant_id: merchant.merchant_id,
      endpoint_url: url,
      topic: { name: 'invoice.created', description: 'A new invoice record is created' },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const listed = await api.get<ListEnvelope<WebhookEndpoint>>('/webhooks?limit=100');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 0, limit: 100 });
    expect(listed.body.results.filter((row) => row.endpoint_url === url)).toEqual(created.body);

    const deleted = await api.delete('/webhooks', { endpoint_url: url });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const after = await api.get<ListEnvelope<WebhookEndpoint>>('/webhooks');
    expect(after.body.results.filter((row) => row.endpoint_url === url)).toEqual([]);
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
    // The Standard Webhooks reference library verifies the delivery with the secret the merchant was given.
    expect(new Webhook(merchant.webhook_secret).verify(request.body, request.headers as Record<string, string>)).toEqual(request.json);
    expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);

    const log = await api.get(`/webhooks/deliveries?filter[event_id]=${request.json.id}`);
    expect(log.body.count).toBe(1);
    expect(log.body.results[0]).toMatchObject({ status: 'succeeded', attempt_count: 1, last_status_code: 200, event_type: 'customer.created' });
  });

  // Retries, giving up after six attempts, the attempt log, resends, test events and isolation between
  // merchants are the dispatcher's own rules: src/delivery-log/delivery-log.medium-spec.ts.

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

  it('documents every webhook operation in the OpenAPI document', async () => {
    const document = (await new ApiClient(stack.apiUrl).get<Required<OpenApiDocument>>('/openapi.json')).body;
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
    expect(metrics).toContain('webhook_queue_jobs{state="waiting"');
    expect(metrics).toContain('webhook_delivery_latency_seconds_bucket');
  });
});
