import { DomainEvent } from '@netline/contracts';
import { adminCli, ApiClient, createMerchant, customerInput, FakeTrackingProvider, MerchantCredentials, Stack, waitFor } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';

/**
 * Fulfillment through the public API of a real stack: each shipment operation once through HTTP and the
 * gateway's mapping of fulfillment's answers, proof-of-delivery uploads through the gateway's raw-body
 * handling, the gateway's Idempotency-Key replay, 404s across merchants, a hanging tracking provider (a
 * local fake speaking its HTTP API) answered before the gateway gives up, events reaching the stream,
 * and the operator CLI. The rules inside fulfillment (states, courier and sandbox rules, uploads,
 * paging and filters, the events written) are medium tests beside the service's code.
 */
const TRACKING_TIMEOUT_MS = 1_500;
const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

describe('shipments through the public API', () => {
  let stack: Stack;
  let provider: FakeTrackingProvider;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let other: ApiClient;
  let invoiceId: string;
  let otherInvoiceId: string;

  /** Path of a URL the service answered, relative to this stack's /api (the stack runs on random ports). */
  const apiPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');

  async function createInvoice(client: ApiClient): Promise<string> {
    const customer = await client.post('/customers', customerInput());
    expect(customer.status).toBe(200);
    const invoice = await client.post('/invoices', { customer_id: customer.body.id, number: `INV-${randomBytes(3).toString('hex')}`, amount: 1250.5 });
    expect(invoice.status).toBe(200);
    return invoice.body.id as string;
  }

  async function uploadProof(client: ApiClient, bytes = PROOF_PDF, contentType = 'application/pdf') {
    const signed = await client.post('/shipments/sign-upload', {
      filename: 'signed-receipt.pdf',
      content_type: contentType,
      size: bytes.length,
    });
    expect(signed.status).toBe(200);
    return { signed: signed.body, put: (body: Buffer = bytes, type = contentType) => putBytes(apiPath(signed.body.upload_url), body, type) };
  }

  async function putBytes(path: string, body: Buffer, contentType: string) {
    const response = await fetch(`${stack.apiUrl}${path}`, { method: 'PUT', headers: { 'content-type': contentType }, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  }

  beforeAll(async () => {
    provider = await FakeTrackingProvider.start('trk_e2e_key');
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'fulfillment', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { RATE_LIMIT_PER_MINUTE: '1000000' },
      appEnv: {
        fulfillment: {
          TRACKING_PROVIDER_URL: provider.url,
          TRACKING_PROVIDER_KEY: provider.key,
          TRACKING_TIMEOUT_MS: String(TRACKING_TIMEOUT_MS),
          UPLOAD_SIGNING_SECRET: 'e2e-upload-signing-secret-0123456789',
        },
      },
    });
    merchant = await createMerchant(stack.env, 'Fulfillment Merchant');
    const second = await createMerchant(stack.env, 'Other Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    other = ApiClient.basic(stack.apiUrl, second.merchant_id, second.secret_key);
    invoiceId = await createInvoice(api);
    otherInvoiceId = await createInvoice(other);
  });

  afterAll(async () => {
    await stack?.stop();
    await provider?.stop();
  });

  it('creates, syncs, reads, updates and deletes a shipment through the HTTP API, its events reaching events:fulfillment', async () => {
    provider.answer('fedex', '7700112233', { kind: 'tracking', status: 'delivered', substatus: 'delivered_001', expected_delivery: '2026-03-02T17:00:00Z' });
    const created = await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: '7700112233', shipment_courier: 'fedex' });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^ship_[A-Za-z0-9]{20}$/),
      merchant_invoice_id: invoiceId,
      fulfillment_method: 'shipping_provider',
      shipment_tracking_number: '7700112233',
      shipment_courier: 'fedex',
      verification_status: 'pending',
      tracking_status: null,
      tracking_substatus: null,
      expected_delivery: null,
      created_at: expect.any(String),
      updated_at: created.body.created_at,
    });

    const synced = await api.post(`/shipments/${created.body.id}/sync`);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({
      id: created.body.id,
      verification_status: 'verified',
      tracking_status: 'delivered',
      tracking_substatus: 'delivered_001',
      expected_delivery: '2026-03-02T17:00:00.000Z',
    });
    // Fulfillment's configuration reaches the provider: its URL and its key.
    expect(provider.requests.at(-1)).toEqual({ courier: 'fedex', trackingNumber: '7700112233', key: 'trk_e2e_key' });
    expect((await api.get(`/shipments/${created.body.id}`)).body).toEqual(synced.body);

    const updated = await api.put(`/shipments/${created.body.id}`, { shipment_tracking_number: '7700445566' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      shipment_tracking_number: '7700445566',
      verification_status: 'pending',
      tracking_status: null,
      tracking_substatus: null,
      expected_delivery: null,
    });
    const cleared = await api.put(`/shipments/${created.body.id}`, { shipment_courier: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'shipment_courier', message: expect.any(String) }] });

    const deleted = await api.delete(`/shipments/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    const gone = await api.get(`/shipments/${created.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toMatchObject({ type: 'not_found_error', code: 'FULFILLMENT.SHIPMENT_NOT_FOUND' });
    expect((await api.delete(`/shipments/${created.body.id}`)).status).toBe(404);

    // The outbox relay publishes each change to the service's stream (what is written is checked in the medium tier).
    const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    try {
      const types = async () => {
        const entries = await redis.xrange(`${stack.namespace}:events:fulfillment`, '-', '+');
        return entries
          .map(([, fields]) => JSON.parse(fields[1]) as DomainEvent)
          .filter((event) => event.data.id === created.body.id)
          .map((event) => event.type);
      };
      const expected = ['shipment.created', 'shipment.updated', 'shipment.verified', 'shipment.updated', 'shipment.deleted'];
      expect(await waitFor(types, (seen) => seen.length >= expected.length)).toEqual(expected);
    } finally {
      redis.disconnect();
    }
  });

  it('signs, uploads and serves a proof of delivery through the gateway, for a self_delivery shipment', async () => {
    const missing = await api.post('/shipments', { merchant_invoice_id: invoiceId, fulfillment_method: 'self_delivery' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({
      type: 'validation_error',
      details: [{ path: 'file', message: expect.stringContaining('is required when fulfillment_method is self_delivery') }],
    });

    const { signed, put } = await uploadProof(api);
    expect(signed).toMatchObject({
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      upload_url: expect.stringMatching(/\/api\/shipments\/uploads\/shf_[A-Za-z0-9]{20}\.mer_[A-Za-z0-9]{20}\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/),
      file: {
        url: expect.stringMatching(/\/api\/shipments\/files\/shf_[A-Za-z0-9]{20}$/),
        size: PROOF_PDF.length,
        metadata: { original_filename: 'signed-receipt.pdf' },
      },
    });

    const uploaded = await put();
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual(signed.file);
    const again = await put();
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'invalid_request', code: 'FULFILLMENT.UPLOAD_USED' });

    const created = await api.post('/shipments', { merchant_invoice_id: invoiceId, fulfillment_method: 'self_delivery', file: signed.file });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      fulfillment_method: 'self_delivery',
      shipment_tracking_number: null,
      shipment_courier: null,
      verification_status: 'pending',
    });
    expect(created.body).not.toHaveProperty('file');

    // The owner can read the stored file back; another merchant cannot.
    const download = await fetch(`${stack.apiUrl}${apiPath(signed.file.url)}`, {
      headers: { authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PROOF_PDF)).toBe(true);
    expect((await other.get(apiPath(signed.file.url))).status).toBe(404);

    // A file shipment has nothing to sync: fulfillment's refusal as the merchant sees it.
    const sync = await api.post(`/shipments/${created.body.id}/sync`);
    expect(sync.status).toBe(400);
    expect(sync.body.error).toMatchObject({ type: 'invalid_request', code: 'FULFILLMENT.NOT_TRACKABLE' });
  });

  it('checks uploads at the gateway: declared type and size at signing, the body sent, forged links', async () => {
    const signed = (await api.post('/shipments/sign-upload', { filename: 'pod.png', content_type: 'image/png', size: PNG.length })).body;
    const path = apiPath(signed.upload_url);
    // Fulfillment's check of the bytes against what was signed, as the merchant sees it.
    const notPng = await putBytes(path, Buffer.alloc(PNG.length, 0x41), 'image/png');
    expect(notPng.status).toBe(400);
    expect(notPng.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'body', message: 'the file is not a PNG image' }] });
    expect((await putBytes(path, PNG, 'image/png')).status).toBe(200);

    const unsupported = await api.post('/shipments/sign-upload', { filename: 'pod.gif', content_type: 'image/gif', size: 10 });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error?.details?.[0]).toMatchObject({
      path: 'content_type',
      message: expect.stringContaining('application/pdf, image/jpeg, image/png'),
    });
    const tooLarge = await api.post('/shipments/sign-upload', { filename: 'big.pdf', content_type: 'application/pdf', size: 700_001 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error?.details?.[0]).toMatchObject({ path: 'size', message: expect.stringContaining('at most 700000 bytes') });

    const forged = path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    const forgedPut = await putBytes(forged, PNG, 'image/png');
    expect(forgedPut.status).toBe(404);
    expect(forgedPut.body.error).toMatchObject({ type: 'not_found_error', message: 'Upload link not found' });
    const textUpload = await putBytes(path, Buffer.from('hello'), 'text/plain');
    expect(textUpload.status).toBe(400);
    expect(textUpload.body.error.details).toEqual([{ path: 'body', message: 'send the file as one of: application/pdf, image/jpeg, image/png' }]);
  });

  it("answers 404 for another merchant's invoice, and for another merchant's shipment", async () => {
    const foreign = await api.post('/shipments', { merchant_invoice_id: otherInvoiceId, shipment_tracking_number: 'Z1', shipment_courier: 'usps' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { type: 'not_found_error', message: `Invoice ${otherInvoiceId} not found`, code: 'FULFILLMENT.INVOICE_NOT_FOUND' } });
    const missing = await api.post('/shipments', { merchant_invoice_id: 'inv_doesnotexist', shipment_tracking_number: 'Z1', shipment_courier: 'usps' });
    expect(missing.status).toBe(404);

    const mine = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'Z2', shipment_courier: 'usps' })).body;
    expect((await other.get(`/shipments/${mine.id}`)).status).toBe(404);
    expect((await other.put(`/shipments/${mine.id}`, { shipment_courier: 'dhl' })).status).toBe(404);
    expect((await other.delete(`/shipments/${mine.id}`)).status).toBe(404);
    expect((await other.post(`/shipments/${mine.id}/sync`)).status).toBe(404);
    const moved = await api.put(`/shipments/${mine.id}`, { merchant_invoice_id: otherInvoiceId });
    expect(moved.status).toBe(404);
    expect((await api.get(`/shipments/${mine.id}`)).body).toEqual(mine);
  });

  it("answers 503 naming fulfillment's own deadline when the tracking provider hangs, before the gateway gives up", async () => {
    provider.answer('dhl', 'HANG-1', { kind: 'hang' });
    const shipment = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'HANG-1', shipment_courier: 'dhl' })).body;
    const response = await api.post(`/shipments/${shipment.id}/sync`);
    // Fulfillment's own answer (its code, its configured deadline) reached the merchant: the request to the
    // provider was given up at TRACKING_TIMEOUT_MS, before the gateway's wait for fulfillment ran out.
    expect(response.status).toBe(503);
    expect(response.body).toEqual({
      error: {
        type: 'service_unavailable',
        code: 'FULFILLMENT.COURIER_TIMEOUT',
        message: expect.stringContaining(`did not answer for dhl within ${TRACKING_TIMEOUT_MS} ms`),
      },
    });
    expect(provider.requests.at(-1)).toEqual({ courier: 'dhl', trackingNumber: 'HANG-1', key: 'trk_e2e_key' });
    expect((await api.get(`/shipments/${shipment.id}`)).body).toEqual(shipment);
  });

  it('lists shipments through the HTTP API with filters and a cursor, and refuses a bad parameter with 400', async () => {
    const prefix = `LST-${randomBytes(3).toString('hex')}`;
    const ids: string[] = [];
    for (const index of [0, 1, 2]) {
      const created = await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: `${prefix}-${index}`, shipment_courier: 'ups' });
      expect(created.status).toBe(200);
      ids.push(created.body.id);
    }
    const query = `search=${prefix}&searchBy=tracking_number&sort=created_at&limit=2`;
    const first = await api.get(`/shipments?${query}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 3, limit: 2, page: 0 });
    expect(first.body.results.map((shipment: { id: string }) => shipment.id)).toEqual(ids.slice(0, 2));
    const second = await api.get(`/shipments?${query}&starting_after=${ids[1]}`);
    expect(second.body.results.map((shipment: { id: string }) => shipment.id)).toEqual(ids.slice(2));

    const refused = await api.get('/shipments?limit=0');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'limit', message: expect.any(String) }] });
    const foreignCursor = await other.get(`/shipments?starting_after=${ids[0]}`);
    expect(foreignCursor.status).toBe(400);
    expect(foreignCursor.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'starting_after', message: expect.any(String) }] });
  });

  it('answers a retried create with the same Idempotency-Key with the first shipment', async () => {
    const body = { merchant_invoice_id: invoiceId, shipment_tracking_number: 'IDEM-1', shipment_courier: 'ups' };
    const key = { 'idempotency-key': `ship-${randomBytes(4).toString('hex')}` };
    const first = await api.post('/shipments', body, key);
    const retry = await api.post('/shipments', body, key);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect((await api.get('/shipments?search=IDEM-1&searchBy=tracking_number')).body.count).toBe(1);
    const reused = await api.post('/shipments', { ...body, shipment_tracking_number: 'IDEM-2' }, key);
    expect(reused.status).toBe(400);
    expect(reused.body.error?.type).toBe('invalid_request');
    expect((await api.get('/shipments?search=IDEM-2&searchBy=tracking_number')).body.count).toBe(0);
    // Keys are per merchant.
    const otherFirst = await other.post('/shipments', { ...body, merchant_invoice_id: otherInvoiceId }, key);
    expect(otherFirst.status).toBe(200);
    expect(otherFirst.body.id).not.toBe(first.body.id);
  });

  it('lets an operator verify a shipment with the CLI, naming its merchant', async () => {
    const created = await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'LOC-1', shipment_courier: 'Joe Local Trucking' });
    expect(created.status).toBe(200);
    expect(created.body.verification_status).toBe('pending');

    const verified = await adminCli(stack.env, ['shipment', 'verify', created.body.id, '--merchant', merchant.merchant_id]);
    expect(verified).toEqual({ ...created.body, verification_status: 'verified', updated_at: expect.any(String) });
    expect((await api.get(`/shipments/${created.body.id}`)).body).toEqual(verified);
    const undone = await adminCli(stack.env, ['shipment', 'verify', created.body.id, '--merchant', merchant.merchant_id, '--status', 'pending']);
    expect(undone).toMatchObject({ id: created.body.id, verification_status: 'pending' });
    const wrongMerchant = await adminCli(stack.env, ['shipment', 'verify', created.body.id, '--merchant', 'mer_nobody']).catch((error: { stdout: string }) =>
      JSON.parse(error.stdout),
    );
    expect(wrongMerchant).toEqual({ error: { code: 'FULFILLMENT.SHIPMENT_NOT_FOUND', message: 'Shipment not found' } });
  });
});
