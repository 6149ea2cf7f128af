import SwaggerParser from '@apidevtools/swagger-parser';
import {
  accessKeyArgs,
  adminCli,
  ApiClient,
  ApiResponse,
  checkStreamEvents,
  createAccessKey,
  createMerchant,
  createPartner,
  customerInput,
  PartnerCredentials,
  PartnerPaths,
  ReceivedRequest,
  sharedStack,
  SharedStack,
  subMerchantInput,
  waitFor,
  WebhookReceiver,
  totalOf,
} from '@netline/testing';
import type { ListEnvelope, Merchant, PartnerInvoice } from '@netline/contracts';
import { PARTNER_TOPIC_NAMES } from '@netline/contracts';
import { createHmac } from 'node:crypto';

/**
 * The partners API end to end, through HTTP against the whole stack in the sandbox (docs/partners.md):
 * a marketplace creates and underwrites sub-merchants (signed webhooks to its HTTPS endpoint), bills its
 * own customer on their behalf, advances, forwards a payment and is paid out; a single-merchant platform
 * bills its sub-merchants' customers and they are paid out; locked fields after underwriting; scopes,
 * version header and the partners API's own OpenAPI document. `partners-isolation.e2e-spec.ts` walks
 * every partner operation with other credentials.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** The parts of an OpenAPI document the reference checks read. */
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, { operationId?: string; parameters: Array<{ name: string; in: string }> }>>;
  components: { schemas: Record<string, { properties: Record<string, object> }> };
}

const signed = (request: ReceivedRequest, secret: string) =>
  request.headers['x-webhook-signature'] === createHmac('sha256', secret).update(request.body).digest('hex');

describe('partners API', () => {
  let stack: SharedStack;
  let receiver: WebhookReceiver;
  let marketplace: PartnerCredentials;
  let market: ApiClient<PartnerPaths>;
  /** The partners this suite made, with their clients: the stream check below reads their accounts' events. */
  const partners: Array<{ id: string; api: ApiClient<PartnerPaths> }> = [];

  beforeAll(async () => {
    stack = await sharedStack();
    receiver = await WebhookReceiver.start(stack.certificate);
    marketplace = await createPartner(stack.env, 'marketplace', 'Bazaar Marketplace', ['--oauth', 'on']);
    market = ApiClient.partner(stack.apiUrl, marketplace.partner_id, marketplace.secret_key);
    partners.push({ id: marketplace.partner_id, api: market });
  });

  afterAll(async () => {
    await receiver?.stop();
  });

  const expectOk = <T>(response: ApiResponse<T>, status = 200): T => {
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${response.text}`);
    return response.body;
  };

  const putFile = (url: string, content: Buffer, contentType: string) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: content }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  const uploadInvoicePdf = (api: ApiClient<PartnerPaths>, credentials: { id: string; secret: string }, invoiceId: string) =>
    fetch(`${api.baseUrl}/invoices/${invoiceId}/pdf`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`,
        'content-type': 'application/pdf',
      },
      body: PDF,
    });

  describe('a marketplace', () => {
    let first: Merchant;
    let second: Merchant;
    let customerId: string;
    let advanced: PartnerInvoice;
    let plain: PartnerInvoice;

    it('is created by the operator with the account machinery of a merchant', async () => {
      expect(marketplace).toMatchObject({ partner_id: expect.stringMatching(/^ptr_/), type: 'marketplace', basic_enabled: true, oauth_enabled: true });
      expect(marketplace.secret_key).toMatch(/^sk_test_/);
      expect(marketplace.webhook_secret).toMatch(/^whsec_/);
      const listed = expectOk(await market.get('/merchants'));
      expect(listed).toEqual({ count: 0, page: 0, limit: 25, results: [] });
    });

    it('subscribes at partner level to the partner topics; merchants have no merchant.* topics', async () => {
      receiver.script('/partner-hooks', { kind: 'ok' });
      const rows = expectOk(
        await market.post('/webhooks', {
          endpoint_url: receiver.url('/partner-hooks'),
          events: { 'merchant.created': true, 'merchant.underwriting_completed': true, 'merchant.mal_updated': true, 'invoice.created': true },
        }),
      );
      expect(rows.map((row) => row.topic.name).sort()).toEqual([
        'invoice.created',
        'merchant.created',
        'merchant.mal_updated',
        'merchant.underwriting_completed',
      ]);
      expect(rows.every((row) => row.merchant_id === marketplace.partner_id)).toBe(true);
      expect(rows.find((row) => row.topic.name === 'merchant.created')!.topic.description).toBe('A sub-merchant was created');

      const merchant = await createMerchant(stack.env, 'Plain Merchant');
      const plainApi = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
      const refused = await plainApi.post('/webhooks', { endpoint_url: receiver.url('/merchant-hooks'), events: { 'merchant.created': true } });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.details?.[0]).toMatchObject({ path: 'events.merchant.created' });
    });

    it('creates sub-merchants with derived lowercase ids, normalized fields and inline documents reported per item', async () => {
      receiver.script('/documents/missing.pdf', { kind: 'always', status: 404 });
      receiver.script('/documents/receivables.csv', { kind: 'ok' });
      first = expectOk(
        await market.post(
          '/merchants',
          subMerchantInput({
            legal_business_name: 'Northwind Traders LLC',
            dba_name: 'Northwind Traders',
            business_phone: '512.555.0123',
            formation_state: 'texas',
            ein: '123456789',
            metadata: { external_id: 'seller-1' },
            beneficial_owners: [
              {
                first_name: 'Ada',
                last_name: 'Byron',
                date_of_birth: '1985-12-10',
                ssn_last_4: '1234',
                ownership_percentage: 60,
                address: { line1: '1 Elm St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
              },
            ],
            bank_statements: [{ filename: 'missing.pdf', filetype: 'application/pdf', download_url: receiver.url('/documents/missing.pdf') }],
            financial_statements: [{ filename: 'receivables.csv', filetype: 'text/csv', download_url: receiver.url('/documents/receivables.csv') }],
          }),
        ),
      );
      expect(first).toMatchObject({
        id: 'northwindtraders',
        business_phone: '+15125550123',
        formation_state: 'TX',
        underwriting_status: 'pending',
        seller_amount_approved: null,
        bank_account_last4: '6789',
        document_ingestion: { requested_count: 2, queued_count: 2, failed_count: 0 },
      });
      expect(first.beneficial_owners[0]).toEqual({
        first_name: 'Ada',
        last_name: 'Byron',
        date_of_birth: '1985-12-10',
        ownership_percentage: 60,
        address: { line1: '1 Elm St', line2: null, city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
      });
      expect(JSON.stringify(first)).not.toMatch(/123456789|000123456789|ssn/);

      second = expectOk(await market.post('/merchants', subMerchantInput({ legal_business_name: 'Southwind Supply Inc', dba_name: 'Northwind Traders' })));
      expect(second.id).toMatch(/^northwindtraders[a-z0-9]{4}$/);
    });

    it('reports a failed download without rolling the sub-merchant back, and completes underwriting', async () => {
      const settled = await waitFor(
        async () => expectOk(await market.get(`/merchants/${first.id}`)),
        (merchant) => merchant.underwriting_status === 'completed' && merchant.document_ingestion.failed_count === 1,
      );
      expect(settled.document_ingestion).toMatchObject({ requested_count: 2, queued_count: 1, failed_count: 1 });
      const failed = settled.document_ingestion.results.find((result) => result.status === 'failed');
      expect(failed).toMatchObject({ document_type: 'bank_statements', filename: 'missing.pdf', error_code: 'DOCUMENT_DOWNLOAD_FAILED' });
      expect(failed!.error_message).toContain('404');
      expect(settled).toMatchObject({ underwriting_decision: 'approved', seller_amount_approved: 240000 });

      const documents = await waitFor(
        async () => expectOk(await market.get(`/merchants/${first.id}/documents?sort=created_at`)),
        (list) => list.results.every((document) => document.status !== 'pending_upload'),
      );
      const byName = [...documents.results].sort((a, b) => a.filename.localeCompare(b.filename));
      expect(byName.map((document) => [document.filename, document.status, document.validation_reasons])).toEqual([
        ['missing.pdf', 'failed', ['DOWNLOAD_FAILED']],
        ['receivables.csv', 'accepted', []],
      ]);
      const failedOnly = expectOk(await market.get(`/merchants/${first.id}/documents?filter[status]=failed`));
      expect(failedOnly.count).toBe(1);
    });

    it('delivers merchant.underwriting_completed to the partner endpoint, signed with the partner secret', async () => {
      const completed = (merchantId: string) =>
        receiver
          .requestsTo('/partner-hooks')
          .find((request) => request.json?.type === 'merchant.underwriting_completed' && request.json.data.merchant_id === merchantId);
      await receiver.waitFor(() => Boolean(completed(first.id) && completed(second.id)), 30_000, 'merchant.underwriting_completed for both');
      const delivery = completed(first.id) as ReceivedRequest;
      expect(signed(delivery, marketplace.webhook_secret)).toBe(true);
      expect(delivery.json).toEqual({
        id: expect.any(String),
        object: 'merchant',
        type: 'merchant.underwriting_completed',
        occurred_at: expect.any(String),
        data: { id: first.id, merchant_id: first.id },
      });
      await receiver.waitFor(
        () => receiver.requestsTo('/partner-hooks').some((request) => request.json?.type === 'merchant.created' && request.json.data.id === second.id),
        30_000,
        'merchant.created',
      );
      // Deliveries of different events are not ordered (several run at once): wait for this one too.
      await receiver.waitFor(
        () => receiver.requestsTo('/partner-hooks').some((request) => request.json?.type === 'merchant.mal_updated' && request.json.data.id === first.id),
        30_000,
        'merchant.mal_updated',
      );
    });

    it('takes a document through a signed upload URL on Netline itself', async () => {
      const request = expectOk(
        await market.post(`/merchants/${second.id}/documents`, { document_type: 'bank_statements', filename: 'march.pdf', filetype: 'application/pdf' }),
      );
      expect(request).toMatchObject({
        document_type: 'bank_statements',
        status: 'pending_upload',
        transfer_method: 'presigned_upload',
        upload_headers: { 'content-type': 'application/pdf' },
        validation_profile: 'merchant_underwriting_document_default',
      });
      // Signed on the public API (PUBLIC_BASE_URL); this stack's gateway listens on a port of its own.
      expect(request.upload_url).toMatch(/\/api\/merchant-documents\/uploads\/mdoc_[A-Za-z0-9]{20}\.[a-z0-9]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
      const uploadUrl = `${stack.apiUrl}/merchant-documents/uploads/${request.upload_url!.split('/').at(-1)}`;
      const stored = await putFile(uploadUrl, PDF, 'application/pdf');
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({ id: request.id, status: 'accepted', size: PDF.length, object_key: request.object_key });
      expect((await putFile(uploadUrl, PDF, 'application/pdf')).status).toBe(400);

      const download = expectOk(
        await market.post(`/merchants/${second.id}/documents`, {
          document_type: 'other',
          filename: 'x.pdf',
          filetype: 'application/pdf',
          download_url: 'https://example.com/x.pdf',
        }),
      );
      expect(download).toMatchObject({
        transfer_method: 'download_url',
        upload_url: null,
        upload_headers: null,
        queue_dispatch_status: 'queued',
        status: 'pending_upload',
      });
      const mismatch = await market.post(`/merchants/${second.id}/documents`, { document_type: 'other', filename: 'x.png', filetype: 'application/pdf' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error?.details?.[0].path).toBe('filename');
    });

    it('leaves marked applications to the sandbox helper and to the operator', async () => {
      const waiting = expectOk(await market.post('/merchants', subMerchantInput({ legal_business_name: 'Heron Pending Review LLC', dba_name: 'Heron' })));
      const asked = expectOk(await market.post('/merchants', subMerchantInput({ legal_business_name: 'Ibis More Info LLC', dba_name: 'Ibis' })));
      const moreInfo = await waitFor(
        async () => expectOk(await market.get(`/merchants/${asked.id}`)),
        (merchant) => merchant.underwriting_status === 'more_info_needed',
      );
      expect(moreInfo.underwriting_decision).toBeNull();
      const decided = expectOk(await market.post(`/sandbox/merchants/${asked.id}/underwriting`, { decision: 'approved', seller_amount_approved: 12500 }));
      expect(decided).toMatchObject({ underwriting_status: 'completed', underwriting_decision: 'approved', seller_amount_approved: 12500 });
      expect((await market.post(`/sandbox/merchants/${asked.id}/underwriting`, { decision: 'approved' })).status).toBe(400);

      const queue = await waitFor(
        () => adminCli<{ pending: Array<{ merchant_id: string }> }>(stack.env, ['merchant', 'underwriting-queue']),
        (found) => found.pending.some((item) => item.merchant_id === waiting.id),
      );
      expect(queue.pending.map((item) => item.merchant_id)).toContain(waiting.id);
      const underwritten = await adminCli(stack.env, ['merchant', 'underwrite', waiting.id, '--decision', 'approved', '--amount', '250000']);
      expect(underwritten).toMatchObject({
        id: waiting.id,
        underwriting_status: 'completed',
        underwriting_decision: 'approved',
        seller_amount_approved: 250000,
      });
      expect(expectOk(await market.get(`/merchants?filter[underwriting_status]=completed&filter[id]=${waiting.id}`)).count).toBe(1);
      await receiver.waitFor(
        () => receiver.requestsTo('/partner-hooks').some((request) => request.json?.type === 'merchant.mal_updated' && request.json.data.id === waiting.id),
        30_000,
        'merchant.mal_updated after the operator decided',
      );
    });

    it('refuses invalid applications, naming each field', async () => {
      const response = await market.post(
        '/merchants',
        subMerchantInput({
          business_phone: '555-0123',
          formation_state: 'Atlantis',
          ein: '00-1234567',
          bank_routing_number: '123456789',
          bank_account_number: '021000021',
          business_address: { line1: '1 Main', city: 'Austin', state: 'ZZ', postal_code: '7870', country: 'US' },
          bank_statements: [{ filename: 'a.doc', filetype: 'application/msword', download_url: 'ftp://example.com/a.doc' }],
        }),
      );
      expect(response.status).toBe(400);
      expect(response.body.error?.type).toBe('validation_error');
      expect(response.body.error?.details?.map((detail) => detail.path).sort()).toEqual(
        [
          'bank_routing_number',
          'bank_statements.0.download_url',
          'bank_statements.0.filetype',
          'business_address.postal_code',
          'business_address.state',
          'business_phone',
          'ein',
          'formation_state',
        ].sort(),
      );
      const same = await market.post('/merchants', subMerchantInput({ bank_account_number: '021000021', bank_routing_number: '021000021' }));
      expect(same.status).toBe(400);
      expect(same.body.error?.details).toEqual([{ path: 'bank_account_number', message: expect.stringContaining('bank_routing_number') }]);
      const withId = await market.post('/merchants', { ...subMerchantInput(), id: 'chosen' });
      expect(withId.status).toBe(400);
    });

    it('locks the fields the underwriting decision rests on, and lets the others change', async () => {
      const locked = await market.put(`/merchants/${first.id}`, { legal_business_name: 'Other LLC', ein: '98-7654321', website: 'https://northwind.example' });
      expect(locked.status).toBe(400);
      expect(locked.body.error?.details?.map((detail) => detail.path).sort()).toEqual(['ein', 'legal_business_name']);
      const unchanged = expectOk(await market.get(`/merchants/${first.id}`));
      expect(unchanged.website).toBeNull();

      const updated = expectOk(
        await market.put(`/merchants/${first.id}`, {
          dba_name: 'Northwind',
          website: 'https://northwind.example',
          business_description: 'Kitchen supplies',
          metadata: { external_id: 'seller-1', tier: 'gold' },
          additional_beneficial_owners: [
            {
              first_name: 'Grace',
              last_name: 'Hopper',
              date_of_birth: '1980-01-02',
              ssn_last_4: '9876',
              address: { line1: '2 Oak St', city: 'Dallas', state: 'TX', postal_code: '75201', country: 'US' },
            },
          ],
        }),
      );
      expect(updated).toMatchObject({
        id: first.id,
        dba_name: 'Northwind',
        website: 'https://northwind.example',
        business_description: 'Kitchen supplies',
        legal_business_name: 'Northwind Traders LLC',
      });
      expect(updated.beneficial_owners.map((owner) => owner.first_name)).toEqual(['Ada', 'Grace']);
      expect(expectOk(await market.get('/merchants?filter[external_id]=seller-1')).results.map((merchant) => merchant.id)).toEqual([first.id]);
      expect(expectOk(await market.get('/merchants?search=NORTHWIND&sort=id')).count).toBe(2);
    });

    it('owns its customers: merchant_id is refused on create and as a filter', async () => {
      const refused = await market.post('/customers', customerInput({ merchant_id: first.id }));
      expect(refused.status).toBe(400);
      expect(refused.body.error?.details).toEqual([{ path: 'merchant_id', message: expect.stringContaining('not accepted') }]);
      const customer = expectOk(await market.post('/customers', customerInput({ business_name: 'Cafe Roma', external_id: 'buyer-77' })));
      customerId = customer.id;
      expect(customer).toMatchObject({ external_id: 'buyer-77' });
      expect(customer).not.toHaveProperty('merchant_id');
      expect((await market.get('/customers?filter[merchant_id]=x')).status).toBe(400);
      expect(expectOk(await market.get('/customers?filter[external_id]=buyer-77')).results.map((row) => row.id)).toEqual([customerId]);
      expect(
        expectOk(await market.post(`/customers/${customerId}/credit-check`, { amount_requested: 20000, has_purchase_history: false }), 204),
      ).toBeUndefined();
      expect(expectOk(await market.get(`/customers/${customerId}`)).credit_status).toBe('approved');
    });

    it('invoices for each sub-merchant, sends one with an advance, and records a forwarded payment', async () => {
      const missing = await market.post('/invoices', { customer_id: customerId, number: 'NW-1', amount: 1000 });
      expect(missing.status).toBe(400);
      expect(missing.body.error?.details).toEqual([{ path: 'merchant_id', message: '`merchant_id` is required' }]);
      expect((await market.post('/invoices', { merchant_id: 'notmine', customer_id: customerId, number: 'NW-1', amount: 1000 })).status).toBe(404);

      advanced = expectOk(
        await market.post('/invoices', { merchant_id: first.id, customer_id: customerId, number: 'NW-1', amount: 1000, advance_requested: true }),
      );
      plain = expectOk(await market.post('/invoices', { merchant_id: second.id, customer_id: customerId, number: 'SW-1', amount: 400 }));
      expect(advanced).toMatchObject({ merchant_id: first.id, status: 'unsent', amount_scheduled: 0 });
      expect(plain).toMatchObject({ merchant_id: second.id });

      expect((await uploadInvoicePdf(market, { id: marketplace.partner_id, secret: marketplace.secret_key }, advanced.id)).status).toBe(200);
      advanced = expectOk(await market.put(`/invoices/${advanced.id}/send`));
      expect(advanced).toMatchObject({ advanced: true, status: 'unpaid', merchant_id: first.id });
      plain = expectOk(await market.put(`/invoices/${plain.id}/send`));
      expect(plain).toMatchObject({ advanced: false, status: 'unpaid' });

      const tooMuch = await market.post('/payments', { invoice_id: advanced.id, amount: 1000.01 });
      expect(tooMuch.status).toBe(422);
      expect(tooMuch.body.error?.details?.[0].path).toBe('amount');
      const forwarded = expectOk(await market.post('/payments', { invoice_id: advanced.id, amount: 250 }));
      expect(forwarded).toMatchObject({
        customer_id: customerId,
        method: 'merchant',
        source: 'api',
        status: 'pending',
        amount: 250,
        dispute_code: null,
        payment_links: [{ record_id: advanced.id, record_type: 'invoice', amount: 250 }],
      });
      expect(expectOk(await market.post(`/sandbox/payments/${forwarded.id}/status`, { status: 'paid' }))).toMatchObject({ status: 'paid' });
      const paidDown = await waitFor(
        async () => expectOk(await market.get(`/invoices/${advanced.id}`)),
        (invoice) => invoice.amount_balance === 750,
      );
      expect(paidDown).toMatchObject({ amount_paid: 250, status: 'partially_paid' });
      expect(expectOk(await market.get(`/payments/${forwarded.id}`)).dispute_code).toBeNull();

      expect(expectOk(await market.post('/credit-notes', { invoice_id: plain.id, amount: 50, reason_code: 'other' }))).toMatchObject({ status: 'completed' });
    });

    it('filters invoices, credit notes, payouts and payout transactions by merchant_id, and pays the marketplace', async () => {
      const ids = (list: ListEnvelope<PartnerInvoice>) => list.results.map((row) => row.id);
      expect(ids(expectOk(await market.get(`/invoices?filter[merchant_id]=${first.id}`)))).toEqual([advanced.id]);
      expect(ids(expectOk(await market.get(`/invoices?filter[merchant_id]=${second.id}`)))).toEqual([plain.id]);
      expect(expectOk(await market.get('/invoices')).count).toBe(2);
      const notes = expectOk(await market.get(`/credit-notes?filter[merchant_id]=${second.id}`));
      expect(notes.results.map((note) => [note.invoice_id, note.merchant_id])).toEqual([[plain.id, second.id]]);
      expect(expectOk(await market.get(`/credit-notes?filter[merchant_id]=${first.id}`)).count).toBe(0);

      // The advance is booked from billing's event; the forwarded payment takes its 250.00 back.
      const transactions = await waitFor(
        async () => expectOk(await market.get(`/payout-transactions?filter[merchant_id]=${first.id}&sort=created_at`)),
        (list) => totalOf(list) === 2,
      );
      expect(transactions.results.map((row) => [row.type, row.merchant_id, row.invoice_id])).toEqual([
        ['advance', first.id, advanced.id],
        ['merchant_payment', first.id, advanced.id],
      ]);
      expect(transactions.results[1].amount_net).toBe(-250);
      expect(expectOk(await market.get(`/payout-transactions?filter[merchant_id]=${second.id}`)).count).toBe(0);

      const run = expectOk(await market.post('/sandbox/payouts/run'));
      expect(run.payouts).toHaveLength(1);
      expect(run.payouts[0].merchant_id).toBe(marketplace.partner_id);
      const expectedNet = transactions.results.reduce((sum, row) => sum + Math.round(row.amount_net * 100), 0) / 100;
      const payouts = expectOk(await market.get(`/payouts?filter[merchant_id]=${marketplace.partner_id}`));
      expect(payouts.results).toEqual([expect.objectContaining({ id: run.payouts[0].id, merchant_id: marketplace.partner_id, amount_net: expectedNet })]);
      expect(expectOk(await market.get(`/payouts?filter[merchant_id]=${first.id}`)).count).toBe(0);
      expect(expectOk(await market.get(`/payout_transactions/${transactions.results[0].id}`))).toMatchObject({
        merchant_id: first.id,
        payout_id: run.payouts[0].id,
      });
    });

    it('tells the partner which sub-merchant an invoice event concerns', async () => {
      await receiver.waitFor(
        () => receiver.requestsTo('/partner-hooks').filter((request) => request.json?.type === 'invoice.created').length >= 2,
        30_000,
        'invoice.created deliveries',
      );
      const created = receiver.requestsTo('/partner-hooks').filter((request) => request.json?.type === 'invoice.created');
      expect(created.map((request) => [request.json.data.id, request.json.data.merchant_id]).sort()).toEqual(
        [
          [advanced.id, first.id],
          [plain.id, second.id],
        ].sort(),
      );
      expect(created.every((request) => signed(request, marketplace.webhook_secret))).toBe(true);
      const deliveries = expectOk(await market.get('/webhooks/deliveries?filter[event_type]=invoice.created'));
      expect(deliveries.count).toBeGreaterThanOrEqual(2);
    });

    it('answers charges and enroll with 404, and the merchant API answers /merchants with 404', async () => {
      expect((await market.get('/charges')).status).toBe(404);
      expect((await market.post(`/customers/${customerId}/enroll`)).status).toBe(404);
      expect((await market.post('/sandbox/clock/advance', { days: 1 })).status).toBe(404);
      const merchant = await createMerchant(stack.env, 'Lone Merchant');
      const merchantApi = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
      const notThere = await merchantApi.get('/merchants');
      expect(notThere.status).toBe(404);
      expect(notThere.body).toEqual({ error: { type: 'not_found_error', message: 'No route for GET /api/merchants' } });
      expect((await merchantApi.get('/customers')).status).toBe(200);
    });

    it('accepts the partners API version header and refuses another version', async () => {
      const named = await market.get(`/merchants/${first.id}`, { 'resolve-api-version': 'partner-v1' });
      expect(named.status).toBe(200);
      expect(named.headers.get('x-api-version')).toBe('partners-v1');
      expect((await market.get(`/merchants/${first.id}`, { 'x-api-version': 'partners-v1' })).status).toBe(200);
      const other = await market.get(`/merchants/${first.id}`, { 'x-api-version': 'V5' });
      expect(other.status).toBe(400);
      expect(other.body.error).toMatchObject({ type: 'invalid_request', message: expect.stringContaining('partners-v1') });
    });

    it('mints tokens from partner access keys, gated by the partner scopes', async () => {
      const refused = await adminCli(stack.env, accessKeyArgs(marketplace.partner_id, { kind: 'rest', scopes: ['merchant:read'] })).catch(
        (error: { stdout: string }) => JSON.parse(error.stdout),
      );
      expect(refused.error.code).toBe('COMMON.VALIDATION');
      const key = await createAccessKey(stack.env, marketplace.partner_id, { kind: 'rest', scopes: ['marketplace_partner:read'] });
      const token = expectOk(await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret }));
      expect(token.scope).toBe('marketplace_partner:read');
      // A partner's token: the client ApiClient.bearer makes, its calls typed by the partners API's document.
      const reader = new ApiClient<PartnerPaths>(stack.apiUrl, `Bearer ${token.access_token}`);
      expect(expectOk(await reader.get('/merchants')).count).toBe(4);
      const write = await reader.post('/merchants', subMerchantInput());
      expect(write.status).toBe(403);
      expect(write.body.error?.message).toBe('This operation needs the marketplace_partner:write scope');
    });
  });

  describe('a single-merchant platform', () => {
    let platform: PartnerCredentials;
    let api: ApiClient<PartnerPaths>;
    let seller: Merchant;
    let customerId: string;

    beforeAll(async () => {
      platform = await createPartner(stack.env, 'single_merchant', 'Vertical SaaS');
      api = ApiClient.partner(stack.apiUrl, platform.partner_id, platform.secret_key);
      partners.push({ id: platform.partner_id, api });
      seller = expectOk(await api.post('/merchants', subMerchantInput({ legal_business_name: 'Kestrel Tools Co', dba_name: 'Kestrel Tools' })));
    });

    it('must name the sub-merchant a customer belongs to', async () => {
      const missing = await api.post('/customers', customerInput());
      expect(missing.status).toBe(400);
      expect(missing.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'merchant_id', message: expect.stringContaining('required') }] });
      expect((await api.post('/customers', customerInput({ merchant_id: 'northwindtraders' }))).status).toBe(404);
      const customer = expectOk(await api.post('/customers', customerInput({ merchant_id: seller.id, business_name: 'Hangar Nine' })));
      customerId = customer.id;
      expect(customer).toMatchObject({ merchant_id: seller.id, external_id: null });
      expect(expectOk(await api.get(`/customers?filter[merchant_id]=${seller.id}`)).results.map((row) => row.id)).toEqual([customerId]);
      expect(expectOk(await api.get(`/customers/${customerId}`)).merchant_id).toBe(seller.id);
    });

    it('acts for a new sub-merchant at once, on every gateway replica', async () => {
      const replica = await stack.launchReplica('gateway');
      const viaReplica = ApiClient.partner(`${replica.url}/api`, platform.partner_id, platform.secret_key);
      // The replica now holds the platform's grant in its cache, without the sub-merchant made next.
      expect(expectOk(await viaReplica.get('/merchants')).count).toBe(1);
      const fresh = expectOk(await api.post('/merchants', subMerchantInput({ legal_business_name: 'Osprey Parts LLC', dba_name: 'Osprey Parts' })));
      const customer = await viaReplica.post('/customers', customerInput({ merchant_id: fresh.id }));
      expect(customer.status).toBe(200);
      expect(customer.body.merchant_id).toBe(fresh.id);
      await replica.stop();
    });

    it('pays its sub-merchants directly', async () => {
      await waitFor(
        async () => expectOk(await api.get(`/merchants/${seller.id}`)),
        (merchant) => merchant.underwriting_status === 'completed',
      );
      expectOk(await api.post(`/customers/${customerId}/credit-check`, { amount_requested: 5000, has_purchase_history: false }), 204);
      const invoice = expectOk(
        await api.post('/invoices', { merchant_id: seller.id, customer_id: customerId, number: 'K-1', amount: 800, advance_requested: true }),
      );
      expect((await uploadInvoicePdf(api, { id: platform.partner_id, secret: platform.secret_key }, invoice.id)).status).toBe(200);
      expect(expectOk(await api.put(`/invoices/${invoice.id}/send`))).toMatchObject({ advanced: true, merchant_id: seller.id });
      await waitFor(
        async () => expectOk(await api.get('/payout-transactions')),
        (list) => totalOf(list) === 1,
      );
      const run = expectOk(await api.post('/sandbox/payouts/run'));
      expect(run.payouts.map((payout) => payout.merchant_id)).toEqual([seller.id]);
      expect(expectOk(await api.get(`/payouts/${run.payouts[0].id}`)).merchant_id).toBe(seller.id);
    });
  });

  describe('API reference', () => {
    it('serves a valid OpenAPI document of the partners API beside the merchant one', async () => {
      const partner = (await (await fetch(`${stack.apiUrl}/partners/openapi.json`)).json()) as OpenApiDocument;
      await expect(SwaggerParser.validate(structuredClone(partner))).resolves.toBeDefined();
      expect(partner.info).toMatchObject({ title: 'Netline partners API', version: 'partners-v1' });
      expect(partner.paths['/merchants'].post.operationId).toBe('createMerchant');
      expect(partner.paths['/merchants/{merchant_id}'].get.parameters.map((parameter) => parameter.name)).toContain('X-Api-Version');
      expect(partner.paths['/payments'].post.operationId).toBe('createPayment');
      expect(partner.paths['/charges']).toBeUndefined();
      expect(partner.components.schemas.PartnerCustomerCreateRequest.properties.merchant_id).toBeDefined();
      expect(Object.keys(partner.components.schemas.PartnerWebhookEventSubscriptions.properties).sort()).toEqual([...PARTNER_TOPIC_NAMES].sort());

      const merchant = (await (await fetch(`${stack.apiUrl}/openapi.json`)).json()) as OpenApiDocument;
      expect(merchant.paths['/merchants']).toBeUndefined();
      expect(merchant.components.schemas.PartnerCustomer).toBeUndefined();
      expect(merchant.paths['/charges']).toBeDefined();
    });
  });

  it('wrote only events the event catalogue accepts, from every producer the scenarios above exercised', async () => {
    // Other suites on the shared stack write events at the same time (some malformed on purpose): the
    // check reads the entries of this suite's partners and of the sub-merchants they made.
    const merchantIds: string[] = [];
    for (const partner of partners) {
      merchantIds.push(partner.id);
      for (let page = 0; ; page += 1) {
        const listed = expectOk(await partner.api.get(`/merchants?limit=100&page=${page}`));
        merchantIds.push(...listed.results.map((merchant) => merchant.id));
        if (listed.results.length < 100) break;
      }
    }
    const check = await checkStreamEvents(stack, { merchantIds });
    expect(check.violations).toEqual([]);
    expect(Object.keys(check.byType)).toEqual(
      expect.arrayContaining([
        'partner.created',
        'merchant.created',
        'merchant.updated',
        'merchant.underwriting_completed',
        'merchant.more_info_needed',
        'merchant.mal_updated',
        'customer.created',
        'customer.status_updated',
        'customer.credit_decision_created',
        'invoice.created',
        'invoice.sent',
        'invoice.advanced',
        'payment.created',
        'payout.created',
      ]),
    );
  });
});
