import { AuthenticationError, Netline, NotFoundError, ValidationError, verifyWebhook, WebhookVerificationError } from '../src';
import {
  adminCli,
  createAccessKey,
  createMerchant,
  customerInput,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
  WebhookReceiver,
} from '@netline/testing';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * The SDK against a running stack, as an integrator uses it: typed calls with Basic and with an access key's
 * client-credentials token, pagination across pages, typed errors, a write retried after a lost answer
 * that the API applies once, and a real delivery verified with `verifyWebhook`.
 */
describe('@netline/sdk against the API', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let netline: Netline;

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'SDK Merchant');
    netline = new Netline({ baseUrl: stack.apiUrl, credentials: { merchantId: merchant.merchant_id, secretKey: merchant.secret_key } });
  });

  it('creates and reads a customer through the typed client', async () => {
    const created = await netline.unwrap(netline.api.POST('/customers', { body: customerInput({ business_name: 'Typed Supplies' }) as never }));
    expect(created).toMatchObject({ id: expect.any(String), business_name: 'Typed Supplies' });
    const read = await netline.unwrap(netline.api.GET('/customers/{customer_id}', { params: { path: { customer_id: created.id } } }));
    expect(read.id).toBe(created.id);
  });

  it('throws the typed error of a refusal, with its details and request id', async () => {
    const missing = netline.unwrap(netline.api.GET('/customers/{customer_id}', { params: { path: { customer_id: 'cus_doesnotexist' } } }));
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing).rejects.toMatchObject({ status: 404, type: 'not_found_error', requestId: expect.any(String) });
    const invalid = netline.unwrap(netline.api.POST('/customers', { body: { business_name: '' } as never }));
    await expect(invalid).rejects.toBeInstanceOf(ValidationError);
    await expect(invalid).rejects.toMatchObject({ details: expect.arrayContaining([expect.objectContaining({ path: expect.any(String) })]) });
    const stranger = new Netline({ baseUrl: stack.apiUrl, credentials: { merchantId: merchant.merchant_id, secretKey: 'sk_test_wrong' } });
    await expect(stranger.unwrap(stranger.api.GET('/customers', {}))).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('walks every page of a list, filtered, in order', async () => {
    const tag = `pager-${Date.now()}`;
    const ids: string[] = [];
    for (let index = 0; index < 27; index += 1) {
      const created = await netline.unwrap(netline.api.POST('/customers', { body: customerInput({ email: `${tag}-${index}@buyer.test` }) as never }));
      ids.push(created.id);
    }
    const seen: string[] = [];
    for await (const customer of netline.list('/customers', { query: { limit: 25, 'filter[email][prefix]': tag } as never })) seen.push(customer.id);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('retries a write whose answer was lost with the same Idempotency-Key, and the API applies it once', async () => {
    // A proxy that forwards every request but answers the first POST with a 503 after the API has answered it.
    let lost = 0;
    const keys: string[] = [];
    const target = new URL(stack.apiUrl);
    const proxy: Server = createServer((incoming, outgoing) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        if (incoming.method === 'POST') keys.push(String(incoming.headers['idempotency-key']));
        const forwarded = httpRequest(
          { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: target.host } },
          (answer) => {
            const body: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => body.push(chunk));
            answer.on('end', () => {
              if (incoming.method === 'POST' && lost === 0) {
                lost += 1;
                outgoing.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' });
                outgoing.end(JSON.stringify({ error: { type: 'service_unavailable', message: 'lost on the way' } }));
                return;
              }
              outgoing.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(body));
            });
          },
        );
        forwarded.end(Buffer.concat(chunks));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const via = new Netline({
        baseUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${target.pathname}`,
        credentials: { merchantId: merchant.merchant_id, secretKey: merchant.secret_key },
        retry: { initialDelayMs: 10 },
      });
      const email = `once-${Date.now()}@buyer.test`;
      const created = await via.unwrap(via.api.POST('/customers', { body: customerInput({ email }) as never }));
      expect(lost).toBe(1);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      const matching = await netline.unwrap(netline.api.GET('/customers', { params: { query: { 'filter[email][eq]': email } as never } }));
      expect(matching).toMatchObject({ count: 1, results: [expect.objectContaining({ id: created.id })] });
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it("authenticates with an access key's client credentials, keeps its token, and fetches a new one when the API refuses it", async () => {
    const owner = await createMerchant(stack.env, 'SDK OAuth Merchant', ['--oauth', 'on']);
    const key = await createAccessKey(stack.env, owner.merchant_id, { kind: 'rest', scopes: ['merchant:read', 'merchant:write'] });
    let tokenRequests = 0;
    const counting: typeof fetch = (input, init) => {
      if ((input instanceof Request ? input.url : String(input)).endsWith('/access-keys/token')) tokenRequests += 1;
      return fetch(input, init);
    };
    const keyed = new Netline({ baseUrl: stack.apiUrl, credentials: { clientId: key.client_id, clientSecret: key.client_secret }, fetch: counting });
    await keyed.unwrap(keyed.api.GET('/customers', {}));
    await keyed.unwrap(keyed.api.GET('/customers', {}));
    expect(tokenRequests).toBe(1);

    // Switching OAuth off and on ends every token issued before; the client's kept token is one of them.
    const minted = (await await fetch(`${stack.apiUrl}/access-keys/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: key.client_id, client_secret: key.client_secret }),
    }).then((response) => response.json())) as { access_token: string };
    await adminCli(stack.env, ['merchant', 'update', owner.merchant_id, '--oauth', 'off']);
    await waitFor(
      async () => (await fetch(`${stack.apiUrl}/customers`, { headers: { authorization: `Bearer ${minted.access_token}` } })).status,
      (status) => status === 401,
      15_000,
    );
    await adminCli(stack.env, ['merchant', 'update', owner.merchant_id, '--oauth', 'on']);
    // The kept token is refused with 401; the client fetches a new one and the call succeeds.
    const after = await waitFor(
      () =>
        keyed.unwrap(keyed.api.GET('/customers', {})).then(
          () => 'ok',
          (error: unknown) => String(error),
        ),
      (outcome) => outcome === 'ok',
      15_000,
    );
    expect(after).toBe('ok');
    expect(tokenRequests).toBeGreaterThanOrEqual(2);

    const wrong = new Netline({ baseUrl: stack.apiUrl, credentials: { clientId: key.client_id, clientSecret: 'not-the-secret' } });
    await expect(wrong.unwrap(wrong.api.GET('/customers', {}))).rejects.toBeInstanceOf(AuthenticationError);
  });

  it('verifies a real delivery with both signature headers, and refuses a tampered or stale one', async () => {
    const receiver = await WebhookReceiver.start(stack.certificate);
    try {
      receiver.script('/sdk', { kind: 'ok' });
      await netline.unwrap(netline.api.POST('/webhooks', { body: { endpoint_url: receiver.url('/sdk'), events: { 'customer.created': true } } as never }));
      const created = await netline.unwrap(netline.api.POST('/customers', { body: customerInput() as never }));
      await receiver.waitFor(() => receiver.requests.some((request) => request.json?.data?.id === created.id));
      const delivery = receiver.requests.find((request) => request.json?.data?.id === created.id)!;

      const event = verifyWebhook(delivery.body, delivery.headers, merchant.webhook_secret);
      expect(event).toMatchObject({ type: 'customer.created', object: 'customer', data: { id: created.id } });
      // The Standard Webhooks library agrees with it on the same bytes.
      expect(new Webhook(merchant.webhook_secret).verify(delivery.body, delivery.headers as Record<string, string>)).toMatchObject({ id: event.id });
      // The older header alone, when the receiver allows it.
      const legacyOnly = { 'x-webhook-signature': String(delivery.headers['x-webhook-signature']) };
      expect(verifyWebhook(delivery.body, legacyOnly, merchant.webhook_secret, { allowLegacySignature: true })).toMatchObject({ id: event.id });
      expect(() => verifyWebhook(delivery.body, legacyOnly, merchant.webhook_secret)).toThrow(WebhookVerificationError);

      expect(() => verifyWebhook(delivery.body.replace(created.id, 'cus_other'), delivery.headers, merchant.webhook_secret)).toThrow(WebhookVerificationError);
      const later = () => (Number(delivery.headers['webhook-timestamp']) + 600) * 1000;
      expect(() => verifyWebhook(delivery.body, delivery.headers, merchant.webhook_secret, { now: later })).toThrow(/replay/);
    } finally {
      await receiver.stop();
    }
  });
});
