import { DomainEvent } from '@netline/contracts';
import { adminCli, ApiClient, createMerchant, customerInput, FakeTrackingProvider, MerchantCredentials, Stack } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';

/**
 * Issue: fulfillment — shipments tied to invoices, proof-of-delivery uploads, courier sync through the
 * tracking provider (a local fake speaking its HTTP API) and the sandbox courier, manual verification,
 * and cursor paging, all through the public API of a real stack.
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
    const signed = await client.post('/shipments/sign-upload', { filename: 'signed-receipt.pdf', content_type: contentType, size: bytes.length });
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

  it('syncs a listed courier through the tracking provider to verified, with the tracking fields filled', async () => {
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
    expect(provider.requests.at(-1)).toEqual({ courier: 'fedex', trackingNumber: '7700112233', key: 'trk_e2e_key' });
    expect((await api.get(`/shipments/${created.body.id}`)).body).toEqual(synced.body);
  });

  it('keeps a shipment pending while the courier has only the label (info_received), and verifies on a later sync', async () => {
    provider.answer('ups', '1Z999', { kind: 'tracking', status: 'info_received', substatus: null, expected_delivery: null });
    const created = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: '1Z999', shipment_courier: 'UPS' })).body;
    const first = await api.post(`/shipments/${created.id}/sync`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ verification_status: 'pending', tracking_status: 'info_received', tracking_substatus: null });
    provider.answer('ups', '1Z999', { kind: 'tracking', status: 'in_transit', substatus: 'in_transit_002', expected_delivery: '2026-04-01T12:00:00+00:00' });
    const second = await api.post(`/shipments/${created.id}/sync`);
    expect(second.body).toMatchObject({ verification_status: 'verified', tracking_status: 'in_transit', expected_delivery: '2026-04-01T12:00:00.000Z' });
  });

  it('syncs the sandbox test-courier by the rules of its tracking number', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['SBX-100-DLV', { verification_status: 'verified', tracking_status: 'delivered', tracking_substatus: 'delivered_001' }],
      ['SBX-101', { verification_status: 'verified', tracking_status: 'in_transit', tracking_substatus: 'in_transit_001' }],
      ['SBX-102-inf', { verification_status: 'pending', tracking_status: 'info_received', tracking_substatus: 'info_received_001' }],
      ['SBX-103-EXC', { verification_status: 'verified', tracking_status: 'exception', expected_delivery: null }],
    ];
    for (const [number, expected] of cases) {
      const created = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: number, shipment_courier: 'test-courier' }))
        .body;
      const synced = await api.post(`/shipments/${created.id}/sync`);
      expect(synced.status).toBe(200);
      expect(synced.body).toMatchObject(expected);
    }
    const inTransit = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'SBX-104', shipment_courier: 'test-courier' }))
      .body;
    const synced = (await api.post(`/shipments/${inTransit.id}/sync`)).body;
    expect(Date.parse(synced.expected_delivery)).toBeGreaterThan(Date.now() + 2 * 86_400_000);

    const unknown = (
      await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'SBX-105-NTF', shipment_courier: 'test-courier' })
    ).body;
    const refused = await api.post(`/shipments/${unknown.id}/sync`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request', code: 'FULFILLMENT.TRACKING_NOT_FOUND' });
    expect((await api.get(`/shipments/${unknown.id}`)).body).toEqual(unknown);
  });

  it('accepts an unlisted courier, keeps it pending on sync, and lets an operator verify it', async () => {
    const created = await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'LOC-1', shipment_courier: 'Joe Local Trucking' });
    expect(created.status).toBe(200);
    expect(created.body.verification_status).toBe('pending');
    const requestsBefore = provider.requests.length;

    const sync = await api.post(`/shipments/${created.body.id}/sync`);
    expect(sync.status).toBe(200);
    expect(sync.body).toEqual(created.body);
    expect(sync.body.verification_status).toBe('pending');
    expect(provider.requests.length).toBe(requestsBefore);
    expect((await api.get(`/shipments/${created.body.id}`)).body).toEqual(created.body);

    const verified = await adminCli(stack.env, ['shipment', 'verify', created.body.id, '--merchant', merchant.merchant_id]);
    expect(verified).toMatchObject({ id: created.body.id, verification_status: 'verified' });
    expect((await api.get(`/shipments/${created.body.id}`)).body.verification_status).toBe('verified');
    const undone = await adminCli(stack.env, ['shipment', 'verify', created.body.id, '--merchant', merchant.merchant_id, '--status', 'pending']);
    expect(undone).toMatchObject({ verification_status: 'pending' });
    // The operator names the merchant: another merchant's id finds nothing.
    const wrongMerchant = await adminCli(stack.env, ['shipment', 'verify', created.body.id, '--merchant', 'mer_nobody']).catch((error: { stdout: string }) =>
      JSON.parse(error.stdout),
    );
    expect(wrongMerchant).toEqual({ error: { code: 'FULFILLMENT.SHIPMENT_NOT_FOUND', message: 'Shipment not found' } });
  });

  it('requires a proof-of-delivery file for self_delivery and accepts an uploaded one', async () => {
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
    expect(Date.parse(signed.expires_at) - Date.now()).toBeGreaterThan(60_000);

    // Before the upload the file cannot be used.
    const early = await api.post('/shipments', { merchant_invoice_id: invoiceId, fulfillment_method: 'self_delivery', file: signed.file });
    expect(early.status).toBe(400);
    expect(early.body.error.details).toEqual([{ path: 'file', message: expect.stringContaining('has not been uploaded yet') }]);

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

    // The owner can read the stored file back; another merchant can neither read nor use it.
    const download = await fetch(`${stack.apiUrl}${apiPath(signed.file.url)}`, {
      headers: { authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PROOF_PDF)).toBe(true);
    expect((await other.get(apiPath(signed.file.url))).status).toBe(404);
    const stolen = await other.post('/shipments', { merchant_invoice_id: otherInvoiceId, fulfillment_method: 'customer_pickup', file: signed.file });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.details).toEqual([{ path: 'file.url', message: expect.stringContaining('sign-upload') }]);

    // A shipping_provider shipment takes no file, a file shipment cannot lose its file, the method cannot change.
    const withFile = await api.post('/shipments', {
      merchant_invoice_id: invoiceId,
      shipment_tracking_number: 'X1',
      shipment_courier: 'ups',
      file: signed.file,
    });
    expect(withFile.status).toBe(400);
    expect(withFile.body.error.details[0].path).toBe('file');
    expect((await api.put(`/shipments/${created.body.id}`, { file: null })).status).toBe(400);
    const method = await api.put(`/shipments/${created.body.id}`, { fulfillment_method: 'shipping_provider' });
    expect(method.status).toBe(400);
    expect(method.body.error.details[0]).toMatchObject({ path: 'fulfillment_method', message: expect.stringContaining('cannot be changed') });

    // A file shipment has nothing to sync.
    const sync = await api.post(`/shipments/${created.body.id}/sync`);
    expect(sync.status).toBe(400);
    expect(sync.body.error.code).toBe('FULFILLMENT.NOT_TRACKABLE');
  });

  it('checks uploads: declared type and size, real file content, limits, forged links', async () => {
    const signed = (await api.post('/shipments/sign-upload', { filename: 'pod.png', content_type: 'image/png', size: PNG.length })).body;
    const path = apiPath(signed.upload_url);
    const wrongType = await putBytes(path, PNG, 'image/jpeg');
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details[0].message).toContain('signed for image/png');
    const wrongSize = await putBytes(path, Buffer.concat([PNG, Buffer.from([1])]), 'image/png');
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.error.details[0].message).toContain(`signed for ${PNG.length} bytes`);
    const notPng = await putBytes(path, Buffer.alloc(PNG.length, 0x41), 'image/png');
    expect(notPng.status).toBe(400);
    expect(notPng.body.error.details[0].message).toBe('the file is not a PNG image');
    expect((await putBytes(path, PNG, 'image/png')).status).toBe(200);

    const unsupported = await api.post('/shipments/sign-upload', { filename: 'pod.gif', content_type: 'image/gif', size: 10 });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error.details[0]).toMatchObject({
      path: 'content_type',
      message: expect.stringContaining('application/pdf, image/jpeg, image/png'),
    });
    const tooLarge = await api.post('/shipments/sign-upload', { filename: 'big.pdf', content_type: 'application/pdf', size: 700_001 });
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.error.details[0]).toMatchObject({ path: 'size', message: expect.stringContaining('at most 700000 bytes') });

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

  it('updates tracking (which resets a courier verification) and deletes with 200 and the object', async () => {
    const created = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'UPD-DLV', shipment_courier: 'test-courier' }))
      .body;
    const verified = (await api.post(`/shipments/${created.id}/sync`)).body;
    expect(verified.verification_status).toBe('verified');

    const updated = await api.put(`/shipments/${created.id}`, { shipment_tracking_number: 'UPD-2-INF' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      shipment_tracking_number: 'UPD-2-INF',
      verification_status: 'pending',
      tracking_status: null,
      tracking_substatus: null,
      expected_delivery: null,
    });
    const cleared = await api.put(`/shipments/${created.id}`, { shipment_courier: null });
    expect(cleared.status).toBe(400);
    expect(cleared.body.error.details[0].path).toBe('shipment_courier');

    const deleted = await api.delete(`/shipments/${created.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await api.get(`/shipments/${created.id}`)).status).toBe(404);
    expect((await api.delete(`/shipments/${created.id}`)).status).toBe(404);
  });

  describe('a failing tracking provider', () => {
    let shipment: Record<string, unknown>;
    beforeAll(async () => {
      provider.answer('dhl', 'OK-1', { kind: 'tracking', status: 'in_transit', substatus: 'in_transit_001', expected_delivery: null });
      shipment = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'FAIL-1', shipment_courier: 'dhl' })).body;
    });

    async function expectUnchanged(code: string, message: string) {
      const started = Date.now();
      const response = await api.post(`/shipments/${shipment.id as string}/sync`);
      const elapsed = Date.now() - started;
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ error: { type: 'service_unavailable', code, message: expect.stringContaining(message) } });
      expect((await api.get(`/shipments/${shipment.id as string}`)).body).toEqual(shipment);
      return elapsed;
    }

    it('answers 503 naming the timeout, within the timeout, when the provider hangs', async () => {
      provider.answer('dhl', 'FAIL-1', { kind: 'hang' });
      const elapsed = await expectUnchanged('FULFILLMENT.COURIER_TIMEOUT', `within ${TRACKING_TIMEOUT_MS} ms`);
      expect(elapsed).toBeGreaterThanOrEqual(TRACKING_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(TRACKING_TIMEOUT_MS + 2_000);
    });

    it('answers 503 when the provider fails with a 5xx', async () => {
      provider.answer('dhl', 'FAIL-1', { kind: 'status', status: 502 });
      await expectUnchanged('FULFILLMENT.COURIER_UNAVAILABLE', 'HTTP 502');
    });

    it('answers 503 when the provider answers garbage or an unknown status', async () => {
      provider.answer('dhl', 'FAIL-1', { kind: 'raw', body: '<html>oops</html>', contentType: 'text/html' });
      await expectUnchanged('FULFILLMENT.COURIER_BAD_RESPONSE', 'not JSON');
      provider.answer('dhl', 'FAIL-1', { kind: 'tracking', status: 'teleported', substatus: 'x' });
      await expectUnchanged('FULFILLMENT.COURIER_BAD_RESPONSE', 'invalid tracking record for dhl (status)');
      provider.answer('dhl', 'FAIL-1', { kind: 'tracking', status: 'delivered', expected_delivery: 'next tuesday' });
      await expectUnchanged('FULFILLMENT.COURIER_BAD_RESPONSE', '(expected_delivery)');
    });

    it('syncs normally again once the provider answers', async () => {
      provider.answer('dhl', 'FAIL-1', { kind: 'tracking', status: 'out_for_delivery', substatus: 'out_for_delivery_003', expected_delivery: null });
      const synced = await api.post(`/shipments/${shipment.id as string}/sync`);
      expect(synced.status).toBe(200);
      expect(synced.body).toMatchObject({ verification_status: 'verified', tracking_status: 'out_for_delivery', tracking_substatus: 'out_for_delivery_003' });
    });
  });

  describe('listing', () => {
    let listApi: ApiClient;
    let listInvoice: string;
    let ids: string[];

    beforeAll(async () => {
      const lister = await createMerchant(stack.env, 'Paging Merchant');
      listApi = ApiClient.basic(stack.apiUrl, lister.merchant_id, lister.secret_key);
      listInvoice = await createInvoice(listApi);
      const secondInvoice = await createInvoice(listApi);
      ids = [];
      for (let index = 0; index < 25; index += 1) {
        const body = {
          merchant_invoice_id: index % 5 === 0 ? secondInvoice : listInvoice,
          shipment_tracking_number: `PG-${String(index).padStart(3, '0')}`,
          shipment_courier: index % 2 === 0 ? 'ups' : 'Acme Freight',
        };
        const created = await listApi.post('/shipments', body);
        expect(created.status).toBe(200);
        ids.push(created.body.id);
      }
    });

    it('walks 25 shipments in pages of 10 with starting_after, without gaps or repeats, and back with ending_before', async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      const sizes: number[] = [];
      for (;;) {
        const page = await listApi.get(`/shipments?limit=10${cursor ? `&starting_after=${cursor}` : ''}`);
        expect(page.status).toBe(200);
        expect(page.body).toMatchObject({ count: 25, limit: 10, page: 0 });
        sizes.push(page.body.results.length);
        seen.push(...page.body.results.map((shipment: { id: string }) => shipment.id));
        if (page.body.results.length < 10) break;
        cursor = page.body.results.at(-1).id;
      }
      expect(sizes).toEqual([10, 10, 5]);
      expect(new Set(seen).size).toBe(25);
      // Default order: newest first.
      expect(seen).toEqual([...ids].reverse());

      const back = await listApi.get(`/shipments?limit=10&ending_before=${seen[20]}`);
      expect(back.body.results.map((shipment: { id: string }) => shipment.id)).toEqual(seen.slice(10, 20));
      const ascending = await listApi.get(`/shipments?limit=10&sort=created_at&starting_after=${ids[9]}`);
      expect(ascending.body.results.map((shipment: { id: string }) => shipment.id)).toEqual(ids.slice(10, 20));
      const byPage = await listApi.get('/shipments?limit=10&page=2');
      expect(byPage.body).toMatchObject({ page: 2, count: 25 });
      expect(byPage.body.results.map((shipment: { id: string }) => shipment.id)).toEqual(seen.slice(20));
    });

    it('filters by the plain query parameters and searches', async () => {
      const ups = await listApi.get('/shipments?shipment_courier=ups&limit=100');
      expect(ups.body.count).toBe(13);
      expect(ups.body.results.every((shipment: { shipment_courier: string }) => shipment.shipment_courier === 'ups')).toBe(true);
      const invoice = await listApi.get(`/shipments?merchant_invoice_id=${listInvoice}&limit=100`);
      expect(invoice.body.count).toBe(20);
      const pending = await listApi.get('/shipments?verification_status=pending&fulfillment_method=shipping_provider');
      expect(pending.body).toMatchObject({ count: 25, limit: 10 });
      const search = await listApi.get('/shipments?search=PG-01&searchBy=tracking_number');
      expect(search.body.results.map((shipment: { shipment_tracking_number: string }) => shipment.shipment_tracking_number).sort()).toEqual([
        'PG-010',
        'PG-011',
        'PG-012',
        'PG-013',
        'PG-014',
        'PG-015',
        'PG-016',
        'PG-017',
        'PG-018',
        'PG-019',
      ]);
      const anyField = await listApi.get(`/shipments?search=${ids[3].slice(5, 15)}`);
      expect(anyField.body.results.map((shipment: { id: string }) => shipment.id)).toEqual([ids[3]]);
      const wildcard = await listApi.get('/shipments?search=%25');
      expect(wildcard.body.count).toBe(0);
    });

    it('refuses bad list parameters with 400', async () => {
      for (const query of [
        'limit=0',
        'limit=101',
        'fulfillment_method=drone',
        'sort=courier',
        'colour=red',
        `starting_after=${ids[0]}&ending_before=${ids[1]}`,
        'starting_after=ship_unknown',
      ]) {
        const response = await listApi.get(`/shipments?${query}`);
        expect(response.status).toBe(400);
        expect(response.body.error.type).toBe('validation_error');
      }
      expect((await api.get(`/shipments?starting_after=${ids[0]}`)).status).toBe(400);
    });
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
    expect(reused.body.error.type).toBe('invalid_request');
    expect((await api.get('/shipments?search=IDEM-2&searchBy=tracking_number')).body.count).toBe(0);
    // Keys are per merchant.
    const otherFirst = await other.post('/shipments', { ...body, merchant_invoice_id: otherInvoiceId }, key);
    expect(otherFirst.status).toBe(200);
    expect(otherFirst.body.id).not.toBe(first.body.id);
  });

  it('records each change as an event on events:fulfillment', async () => {
    const redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    try {
      const created = (await api.post('/shipments', { merchant_invoice_id: invoiceId, shipment_tracking_number: 'EVT-DLV', shipment_courier: 'test-courier' }))
        .body;
      await api.post(`/shipments/${created.id}/sync`);
      await api.delete(`/shipments/${created.id}`);
      const types = async () => {
        const entries = await redis.xrange(`${stack.namespace}:events:fulfillment`, '-', '+');
        return entries
          .map(([, fields]) => JSON.parse(fields[1]) as DomainEvent)
          .filter((event) => event.data.id === created.id)
          .map((event) => event.type);
      };
      const deadline = Date.now() + 10_000;
      while ((await types()).length < 4 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await types()).toEqual(['shipment.created', 'shipment.updated', 'shipment.verified', 'shipment.deleted']);
    } finally {
      redis.disconnect();
    }
  });
});
