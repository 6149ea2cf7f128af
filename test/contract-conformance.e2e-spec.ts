import { ERROR_CODES, OPERATIONS } from '@netline/catalogue';
import { EVENT_CATALOGUE, EVENT_STREAMS, EventType, PUBLIC_TOPIC_NAMES } from '@netline/contracts';
import {
  ApiClient,
  ApiResponse,
  BodyOf,
  checkStreamEvents,
  createAccessKey,
  createMerchant,
  customerInput,
  ErrorBody,
  MerchantCredentials,
  ResponseValidator,
  responseValidatorFor,
  SharedStack,
  sharedStack,
  waitFor,
} from '@netline/testing';
import { randomBytes } from 'node:crypto';

/**
 * A scripted run over every operation of the merchant API: each is called once with input that
 * succeeds and at least once with input that fails (no credentials, an id that names nothing, an
 * unknown field or query parameter, a body the HTTP layer refuses), and every answer is checked against
 * the /api/openapi.json the gateway serves. The run must find 0 answers outside the document, 0 error
 * bodies outside the contract's shape and `X-Api-Version` on every answer.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

interface Exchange {
  label: string;
  operationId: string | undefined;
  status: number;
  code?: string;
  problems: string[];
}

/** Codes any operation may answer, listed by `type` in the reference's introduction rather than per operation. */
const SHARED_CODE = /^(IDENTITY|GATEWAY|COMMON)\./;

describe('every operation against the API reference', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let validator: ResponseValidator;
  let api: ApiClient;
  let anonymous: ApiClient;
  const exchanges: Exchange[] = [];

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Conformance Merchant', ['--oauth', 'on']);
    // The run records every difference instead of stopping at the first.
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key, { validate: false });
    anonymous = new ApiClient(stack.apiUrl, undefined, { validate: false });
    validator = await responseValidatorFor(`${stack.apiUrl}/openapi.json`);
  });

  /**
   * Sends one request, checks the answer against the document and records it. The answer is typed by the
   * reference for a literal path (`BodyOf`); the recording reads any answer's `error.code`.
   */
  async function call<M extends string, P extends string>(
    client: ApiClient,
    method: M,
    path: P,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<BodyOf<M, P>>>;
  async function call(client: ApiClient, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const response = await client.request<Partial<ErrorBody>>(method, path, body, headers);
    const bare = path.split('?')[0];
    const problems = validator.check({ method, path: bare, status: response.status, headers: response.headers, body: response.body, text: response.text });
    if (!response.headers.get('x-api-version')) problems.push(`${method} ${bare} → ${response.status}: no X-Api-Version`);
    const code = typeof response.body?.error?.code === 'string' ? (response.body.error.code as string) : undefined;
    exchanges.push({
      label: `${method} ${path}`,
      operationId: validator.operationOf(method, bare),
      status: response.status,
      ...(code ? { code } : {}),
      problems,
    });
    return response;
  }
  /** `call`, failing on anything but a success: its body, typed as `call`'s, or as the type a caller names. */
  async function ok<M extends string, P extends string>(
    method: M,
    path: P,
    body?: unknown,
    headers?: Record<string, string>,
    client?: ApiClient,
  ): Promise<BodyOf<M, P>>;
  async function ok<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>, client?: ApiClient): Promise<T>;
  async function ok(method: string, path: string, body?: unknown, headers?: Record<string, string>, client = api): Promise<unknown> {
    const response = await call(client, method, path, body, headers);
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${response.text.slice(0, 500)}`);
    return response.body;
  }
  const apiPath = (url: string) => new URL(url).pathname.replace(/^\/api/, '');
  const number = () => `N-${randomBytes(4).toString('hex')}`;

  it('calls every operation with input that succeeds', async () => {
    // Access keys and tokens.
    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:write'] });
    await ok('POST', '/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret }, {}, anonymous);
    await ok('GET', '/.well-known/jwks.json', undefined, {}, anonymous);

    // Customers, credit and enrollment.
    const customer = await ok('POST', '/customers', customerInput());
    await ok('PUT', `/customers/${customer.id}`, { business_ap_phone: '+1 512 555 0100' });
    await ok('GET', `/customers/${customer.id}`);
    await ok('GET', '/customers?sort=-created_at&filter[created_at][gte]=2020-01-01T00:00:00Z');
    await ok('POST', `/customers/${customer.id}/credit-check`, { amount_requested: 20_000, has_purchase_history: false });
    const checked = await ok('GET', `/customers/${customer.id}`);
    // Nullable in the reference; an approved customer has its enrollment page.
    const enrollment = apiPath(checked.net_terms_enrollment_url!);
    await ok('GET', enrollment, undefined, {}, anonymous);
    await ok('POST', `${enrollment}/accept`, 'accept=yes', { 'content-type': 'application/x-www-form-urlencoded' }, anonymous);
    await ok('POST', `/customers/${customer.id}/enroll`);
    const second = await ok('POST', '/customers', customerInput());
    await ok('POST', `/customers/${second.id}/credit-check`, { amount_requested: 5_000, has_purchase_history: false });
    await ok('POST', `/sandbox/customers/${second.id}/enroll`);
    await ok('POST', `/sandbox/customers/${customer.id}/credit-decision`, { decision: 'line_adjustment', amount: 50_000 });
    await ok('GET', `/customers/${customer.id}/ledger`);
    await ok('POST', '/sandbox/clock/advance', { days: 1 });

    // Invoices and their documents.
    const draft = await ok('POST', '/invoices', {
      customer_id: customer.id,
      number: number(),
      amount: 100,
      line_items: [{ description: 'Crates', quantity: 4, unit_price: 25, amount: 100 }],
    });
    await ok('PUT', `/invoices/${draft.id}`, { notes: 'replaced' });
    await ok('DELETE', `/invoices/${draft.id}`);
    const toVoid = await ok('POST', '/invoices', { customer_id: customer.id, number: number(), amount: 200 });
    await ok('PUT', `/invoices/${toVoid.id}/send`);
    await ok('POST', `/invoices/${toVoid.id}/void`);
    const toCancel = await ok('POST', '/invoices', { customer_id: customer.id, number: number(), amount: 300 });
    await ok('PUT', `/invoices/${toCancel.id}/send`);
    await ok('POST', `/invoices/${toCancel.id}/cancel`);
    const advanced = await ok('POST', '/invoices', {
      customer_id: customer.id,
      number: number(),
      amount: 1000,
      advance_requested: true,
      order_number: 'ORD-77',
      po_number: 'PO-77',
    });
    await ok('PUT', `/invoices/${advanced.id}/pdf`, PDF, { 'content-type': 'application/pdf' });
    await ok('PUT', `/invoices/${advanced.id}/send`);
    await ok('GET', `/invoices/${advanced.id}`);
    await ok('GET', '/invoices?limit=25&page=0');
    const rendered = await waitFor(
      () => api.get(`/invoices/${advanced.id}`),
      (response) => response.body.resolve_invoice_status === 'completed',
    );
    // Nullable in the reference; a sent invoice whose PDF is rendered has both addresses.
    await ok('GET', apiPath(rendered.body.resolve_invoice_url!), undefined, {}, anonymous);
    await ok('GET', apiPath(rendered.body.invoice_payment_url!), undefined, {}, anonymous);

    // Credit notes, payments, charges.
    const credited = await ok('POST', '/invoices', { customer_id: customer.id, number: number(), amount: 400 });
    await ok('PUT', `/invoices/${credited.id}/send`);
    const note = await ok('POST', '/credit-notes', { invoice_id: credited.id, amount: 50, reason_code: 'other' });
    await ok('GET', `/credit-notes/${note.id}`);
    await ok('GET', '/credit-notes');
    await ok('POST', `/credit-notes/${note.id}/void`);

    // Collections: a reminder now, the email log, the settings.
    const reminder = await ok('POST', `/invoices/${credited.id}/remind`);
    await ok('GET', `/emails/${reminder.id}`);
    await ok('GET', `/emails?filter[invoice_id]=${credited.id}`);
    await ok('PUT', '/collections/settings', { reply_to: 'billing@merchant.example' });
    await ok('GET', '/collections/settings');
    await ok('PUT', `/customers/${customer.id}/collections`, { reminders_enabled: true });
    await ok('GET', `/customers/${customer.id}/collections`);
    await ok('GET', `/collections/overdue?filter[bucket]=days_1_30&filter[customer_id]=${customer.id}&sort=-amount_balance`);
    const payment = await ok('POST', '/sandbox/payments', {
      customer_id: customer.id,
      amount: 150,
      method: 'ach_debit',
      links: [{ invoice_id: credited.id, amount: 150 }],
    });
    await ok('POST', `/sandbox/payments/${payment.id}/status`, { status: 'in_transit' });
    await ok('GET', `/payments/${payment.id}`);
    await ok('GET', '/payments?filter[status]=in_transit');
    const charge = await ok('POST', '/sandbox/charges', { customer_id: customer.id, amount: 500, terms: 'net30' });
    await ok('PUT', `/charges/${charge.id}`, { po_number: 'PO-7' });
    await ok('GET', `/charges/${charge.id}`);
    await ok('POST', `/charges/${charge.id}/capture`, { amount: 200 });
    const another = await ok('POST', '/sandbox/charges', { customer_id: customer.id, amount: 80, terms: 'net30' });
    await ok('POST', `/charges/${another.id}/cancel`);
    await ok('GET', '/charges');

    // Payouts and their transactions, both spellings of each path.
    const transactions = await waitFor(
      () => api.get('/payout-transactions'),
      (response) => response.body.results.length > 0,
    );
    const transaction = transactions.body.results[0];
    // A transaction carries its customer's name and its invoice's order and PO numbers.
    expect(transaction).toMatchObject({
      type: 'advance',
      invoice_id: advanced.id,
      customer_name: customer.business_name,
      order_id: 'ORD-77',
      po_number: 'PO-77',
    });
    await ok('GET', '/payout-transactions');
    await ok('GET', '/payout_transactions');
    await ok('GET', `/payout_transactions/${transaction.id}`);
    await ok('GET', `/payout-transactions/${transaction.id}`);
    const ran = await ok('POST', '/sandbox/payouts/run');
    const payout = ran.payouts[0];
    await ok('GET', `/payouts/${payout.id}`);
    await ok('POST', `/sandbox/payouts/${payout.id}/status`, { status: 'failed' });
    await ok('POST', `/sandbox/payouts/${payout.id}/retry`);
    await ok('GET', '/payouts');

    // Paying online: the payment page's card form, posted as a browser posts it (after the payout run, so
    // the payment's forwarded transaction is not the one read above).
    const payable = await ok('POST', '/invoices', { customer_id: customer.id, number: number(), amount: 120 });
    // Nullable in the reference; a sent invoice has its payment page.
    const payUrl = apiPath((await ok('PUT', `/invoices/${payable.id}/send`)).invoice_payment_url!);
    const cardForm = /<form[^>]*data-method="card"[\s\S]*?<\/form>/.exec((await call(anonymous, 'GET', payUrl)).text)![0];
    const hidden = Object.fromEntries([...cardForm.matchAll(/type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    const cardFields = { ...hidden, amount: '120.00', card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_cvc: '123' };
    await ok('POST', payUrl, new URLSearchParams(cardFields).toString(), { 'content-type': 'application/x-www-form-urlencoded' }, anonymous);

    // Shipments, with a proof-of-delivery upload.
    const shipment = await ok('POST', '/shipments', {
      merchant_invoice_id: credited.id,
      shipment_tracking_number: '1Z999AA1012345DLV',
      shipment_courier: 'test-courier',
    });
    await ok('POST', `/shipments/${shipment.id}/sync`);
    await ok('GET', `/shipments/${shipment.id}`);
    await ok('PUT', `/shipments/${shipment.id}`, { shipment_tracking_number: '1Z999AA1012346OFD' });
    await ok('GET', `/shipments?merchant_invoice_id=${credited.id}`);
    const signed = await ok('POST', '/shipments/sign-upload', {
      filename: 'receipt.pdf',
      content_type: 'application/pdf',
      size: PDF.length,
    });
    await ok('PUT', apiPath(signed.upload_url), PDF, { 'content-type': 'application/pdf' }, anonymous);
    await ok('GET', apiPath(signed.file.url));
    await ok('DELETE', `/shipments/${shipment.id}`);

    // The buyer relationship: disputes, promises to pay, credit-line requests, buyer users, statements.
    const disputed = await ok('POST', '/invoices', { customer_id: customer.id, number: number(), amount: 500 });
    await ok('PUT', `/invoices/${disputed.id}/send`);
    const dispute = await ok('POST', `/invoices/${disputed.id}/disputes`, { reason: 'goods_damaged', amount: 80, message: 'Two cartons crushed' });
    await ok('POST', `/disputes/${dispute.id}/messages`, { message: 'Photos attached to the delivery note' });
    await ok('GET', `/disputes/${dispute.id}`);
    await ok('GET', '/disputes?filter[status][eq]=open');
    await ok('POST', `/disputes/${dispute.id}/resolve`, { amount: 80 });
    const rejected = await ok('POST', `/invoices/${disputed.id}/disputes`, { reason: 'other', amount: 20, message: 'Wrong unit price' });
    await ok('POST', `/disputes/${rejected.id}/reject`, { message: 'The price is the one quoted' });
    const promise = await ok('POST', '/promises-to-pay', {
      invoice_ids: [disputed.id],
      amount: 100,
      promised_for: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    });
    await ok('GET', `/promises-to-pay/${promise.id}`);
    await ok('GET', '/promises-to-pay');
    const lineRequest = await ok('POST', `/customers/${customer.id}/credit-line-requests`, { amount: 60_000, reason: 'Seasonal orders' });
    await ok('GET', `/credit-line-requests/${lineRequest.id}`);
    await ok('GET', `/credit-line-requests?filter[customer_id][eq]=${customer.id}`);
    await ok('POST', `/sandbox/credit-line-requests/${lineRequest.id}/decide`, { decision: 'decline' });
    const buyer = await ok('POST', `/customers/${customer.id}/buyer-users`, { email: `ap-${randomBytes(3).toString('hex')}@buyer.example` });
    await ok('GET', `/customers/${customer.id}/buyer-users`);
    await ok('DELETE', `/buyer-users/${buyer.id}`);
    await ok('GET', `/customers/${customer.id}/statements/current`);
    // A month closes on the account's clock, and its statement is written.
    await ok('POST', '/sandbox/clock/advance', { days: 32 });
    const statements = await waitFor(
      () => api.get(`/customers/${customer.id}/statements`),
      (response) => response.status === 200 && response.body.results.length > 0,
      30_000,
    );
    await ok('GET', `/customers/${customer.id}/statements`);
    await ok('GET', `/statements/${statements.body.results[0].id}`);
    await ok('GET', `/statements/${statements.body.results[0].id}/pdf`);

    // Receivables reports (insights, from the event streams).
    await ok('GET', '/reports/ar-aging');
    await ok('GET', '/reports/ar-aging/history?days=60&interval=week');
    await ok('GET', '/reports/dso');

    // Webhooks and their deliveries.
    const endpoint = 'https://hooks.example.com/netline';
    const events = Object.fromEntries(PUBLIC_TOPIC_NAMES.map((topic) => [topic, topic.startsWith('invoice.')]));
    await ok('POST', '/webhooks', { endpoint_url: endpoint, events });
    await ok('GET', '/webhooks');
    const delivery = await ok('POST', '/webhooks/test', { endpoint_url: endpoint });
    await ok('GET', `/webhooks/deliveries/${delivery.id}`);
    await ok('POST', `/webhooks/deliveries/${delivery.id}/resend`);
    await ok('GET', '/webhooks/deliveries');
    // Events: the dispatcher keeps them from the streams, so the customer created above appears shortly.
    const stored = await waitFor(
      () => api.get(`/events?filter[type]=customer.created&filter[object_id]=${customer.id}`),
      (response) => response.status === 200 && response.body.results.length > 0,
      30_000,
    );
    await ok('GET', '/events?filter[occurred_at][gte]=2020-01-01T00:00:00Z');
    await ok('GET', `/events/${stored.body.results[0].id}`);
    await ok('POST', `/events/${stored.body.results[0].id}/redeliver`, {});
    await ok('DELETE', '/webhooks', { endpoint_url: endpoint });
    await ok('GET', '/audit-events');
    await ok('GET', '/audit-events/export?from_sequence=1&max_entries=10');
    await ok('GET', '/request-logs');
    await ok('GET', '/request-logs?filter[status][gte]=200&sort=sequence');
  });

  it('calls every operation with input that fails', async () => {
    for (const operation of OPERATIONS) {
      const path = operation.path.replace(
        /:([A-Za-z0-9_]+)/g,
        (_match, name: string) => `${name.replace(/_id$/, '')}_nothing_${randomBytes(3).toString('hex')}`,
      );
      const method = operation.method;
      if (operation.auth !== 'public') await call(anonymous, method, path, operation.body ? {} : undefined);
      if (operation.params) await call(api, method, path, operation.body ? {} : undefined);
      if (operation.body) await call(api, method, path.replace(/_nothing_[0-9a-f]+/g, '_x'), { surely_not_a_field: true });
      if (!operation.list && !operation.query) await call(api, method, `${path}?surely_not_a_parameter=1`);
      if (operation.list) await call(api, method, `${path}?filter[surely_not_a_field][eq]=1&limit=1000`);
    }
    // Refusals of the domain, each with its code.
    const customer = (await api.post('/customers', customerInput())).body;
    await call(api, 'POST', `/customers/${customer.id}/credit-check`, { amount_requested: 1_000, has_purchase_history: false });
    await call(api, 'POST', `/customers/${customer.id}/credit-check`, { amount_requested: 1_000, has_purchase_history: false });
    const unsent = (await api.post('/invoices', { customer_id: customer.id, number: number(), amount: 10 })).body;
    await call(api, 'POST', `/invoices/${unsent.id}/void`);
    await call(api, 'POST', `/invoices/${unsent.id}/cancel`);
    await call(api, 'POST', '/credit-notes', { invoice_id: unsent.id, amount: 1, reason_code: 'other' });
    await call(api, 'POST', `/invoices/${unsent.id}/remind`);
    await call(api, 'GET', '/collections/overdue?filter[bucket]=current');
    await call(api, 'GET', '/reports/ar-aging/history?days=366&interval=month');
    await call(api, 'GET', '/reports/ar-aging/history?weeks=2');
    await call(api, 'PUT', `/invoices/${unsent.id}/send`);
    await call(api, 'DELETE', `/invoices/${unsent.id}`);
    await call(api, 'PUT', `/invoices/${unsent.id}`, { customer_id: customer.id });
    await call(api, 'POST', '/invoices', {
      customer_id: customer.id,
      number: number(),
      amount: 10,
      line_items: [{ description: 'A', quantity: 1, unit_price: 9, amount: 9 }],
    });
    const charge = (await api.post('/sandbox/charges', { customer_id: customer.id, amount: 5, terms: 'net30' })).body;
    await call(api, 'POST', `/charges/${charge.id}/cancel`);
    await call(api, 'POST', `/charges/${charge.id}/capture`, {});
    await call(api, 'POST', `/charges/${charge.id}/cancel`);

    // What the HTTP layer refuses before any operation.
    await call(api, 'GET', `/customers/${'c'.repeat(200)}`);
    await call(api, 'POST', '/customers', { ...customerInput(), padding: 'x'.repeat(2 * 1024 * 1024) });
    await call(api, 'POST', '/customers', 'business_name=Acme', { 'content-type': 'text/plain' });
    await call(api, 'POST', '/customers', '{"business_name": ', { 'content-type': 'application/json' });
    await call(api, 'PATCH', '/invoices');
    await call(api, 'GET', '/no/such/route');
    await call(api, 'GET', '/customers', undefined, { 'x-api-version': 'V2' });
  });

  it('found 0 answers outside the document, 0 error bodies outside the contract shape, X-Api-Version on all', () => {
    const problems = exchanges.flatMap((exchange) => exchange.problems);
    expect(problems).toEqual([]);
    const succeeded = new Set(exchanges.filter((exchange) => exchange.status < 300).map((exchange) => exchange.operationId));
    const failed = new Set(exchanges.filter((exchange) => exchange.status >= 400).map((exchange) => exchange.operationId));
    const operationIds = OPERATIONS.map((operation) => operation.operationId);
    expect(operationIds.filter((operationId) => !succeeded.has(operationId))).toEqual([]);
    expect(operationIds.filter((operationId) => !failed.has(operationId))).toEqual([]);
    expect(exchanges.filter((exchange) => exchange.status >= 500)).toEqual([]);
    // Every code an operation answered is in its entry of the error catalogue.
    const uncatalogued = exchanges
      .filter((exchange) => exchange.code && !SHARED_CODE.test(exchange.code))
      .filter((exchange) => !(exchange.code! in (ERROR_CODES[exchange.operationId ?? ''] ?? {})))
      .map((exchange) => `${exchange.label} → ${exchange.status} ${exchange.code}`);
    expect(uncatalogued).toEqual([]);
    expect(new Set(exchanges.map((exchange) => exchange.code)).size).toBeGreaterThan(10);
    // Both spellings of the payout-transaction paths were answered as documented entries.
    expect([...succeeded]).toEqual(expect.arrayContaining(['listPayoutTransactionsAlias', 'getPayoutTransactionAlias']));
  });

  it('wrote only events the event catalogue accepts, on every stream', async () => {
    const check = await checkStreamEvents(stack, { merchantIds: [merchant.merchant_id] });
    expect(check.violations).toEqual([]);
    const streams = new Set(Object.keys(check.byType).map((type) => EVENT_CATALOGUE[type as EventType].stream));
    expect([...streams].sort()).toEqual([...EVENT_STREAMS].sort());
    // The operations above reach these producers (the partners and money suites check the rest).
    expect(Object.keys(check.byType)).toEqual(
      expect.arrayContaining([
        'merchant.created',
        'access_key.created',
        'customer.created',
        'customer.status_updated',
        'customer.credit_decision_created',
        'customer.line_amount_updated',
        'customer.advance_rate_updated',
        'clock.advanced',
        'invoice.created',
        'invoice.sent',
        'invoice.advanced',
        'invoice.balance_updated',
        'invoice.voided',
        'invoice.canceled',
        'credit_note.applied',
        'credit_note.voided',
        'charge.captured',
        'payment.created',
        'payment.status_changed',
        'payout.created',
        'payout.status_changed',
        'shipment.created',
        'shipment.updated',
        'shipment.verified',
        'shipment.deleted',
      ]),
    );
  });
});
