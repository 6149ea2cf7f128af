import { Operation, PARTNER_OPERATIONS } from '@netline/catalogue';
import {
  ApiClient,
  ApiResponse,
  ErrorBody,
  createMerchant,
  createPartner,
  customerInput,
  MerchantCredentials,
  PartnerCredentials,
  PartnerPaths,
  sharedStack,
  SharedStack,
  subMerchantInput,
  waitFor,
  WebhookReceiver,
  totalOf,
} from '@netline/testing';

/**
 * Isolation of partners (docs/decisions/0006-partners.md): partner A (a marketplace) owns a full set of
 * objects — a sub-merchant and its documents, a customer, invoices, a credit note, payments, a payout and
 * its transactions, a shipment and its file, a webhook endpoint and a delivery. Then EVERY operation of
 * the partners API catalogue is called with the credentials of partner B (a single-merchant platform)
 * and of a plain merchant M, aimed at A's objects: each answers 404 (or, for lists and for operations
 * that only touch the caller's own space, leaks none of A's ids), and afterwards A's objects are as they
 * were. A partner operation added without a case here fails the test.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

type Caller = 'partner' | 'merchant';
interface Ids {
  merchant: string;
  document: string;
  customer: string;
  sentInvoice: string;
  unsentInvoice: string;
  creditNote: string;
  payment: string;
  payout: string;
  transaction: string;
  shipment: string;
  file: string;
  endpointUrl: string;
  delivery: string;
  event: string;
}
interface Call {
  method: Operation['method'];
  path: string;
  body?: unknown;
  raw?: { contentType: string; content: Buffer };
}
/**
 * `target`: aims at one of A's objects → 404 for both callers. `list`: a list of the caller's own →
 * never shows A's ids. `own`: works in the caller's own space → never touches or shows A's objects.
 * `public`: no credentials (an unguessable token is the permission), nothing to isolate by caller.
 */
type Kind = 'target' | 'list' | 'own';
type Case = { kind: 'public' } | { kind: Kind; call: (ids: Ids, caller: Caller) => Call; asMerchant?: Kind };

const target = (call: (ids: Ids, caller: Caller) => Call, asMerchant?: Kind): Case => ({ kind: 'target', call, asMerchant });
const list = (path: string): Case => ({ kind: 'list', call: () => ({ method: 'GET', path }) });
const own = (call: (ids: Ids, caller: Caller) => Call): Case => ({ kind: 'own', call });
const PUBLIC: Case = { kind: 'public' };

const CASES: Record<string, Case> = {
  issueAccessKeyToken: PUBLIC,
  getJsonWebKeySet: PUBLIC,
  listMerchants: list('/merchants'),
  createMerchant: own(() => ({
    method: 'POST',
    path: '/merchants',
    body: subMerchantInput({ legal_business_name: 'Intruder Goods LLC', dba_name: 'Intruder Goods' }),
  })),
  getMerchant: target((ids) => ({ method: 'GET', path: `/merchants/${ids.merchant}` })),
  updateMerchant: target((ids) => ({ method: 'PUT', path: `/merchants/${ids.merchant}`, body: { website: 'https://intruder.example' } })),
  listMerchantDocuments: target((ids) => ({ method: 'GET', path: `/merchants/${ids.merchant}/documents` })),
  createMerchantDocumentUploadRequest: target((ids) => ({
    method: 'POST',
    path: `/merchants/${ids.merchant}/documents`,
    body: { document_type: 'other', filename: 'x.pdf', filetype: 'application/pdf' },
  })),
  uploadMerchantDocument: PUBLIC,

  listCustomers: list('/customers'),
  // A merchant cannot name another account's sub-merchant: its create only ever makes a customer of its own.
  createCustomer: target(
    (ids, caller) => ({ method: 'POST', path: '/customers', body: customerInput(caller === 'partner' ? { merchant_id: ids.merchant } : {}) }),
    'own',
  ),
  fetchCustomer: target((ids) => ({ method: 'GET', path: `/customers/${ids.customer}` })),
  updateCustomer: target((ids) => ({ method: 'PUT', path: `/customers/${ids.customer}`, body: { business_name: 'Taken Over' } })),
  requestCustomerCreditCheck: target((ids) => ({
    method: 'POST',
    path: `/customers/${ids.customer}/credit-check`,
    body: { amount_requested: 100, has_purchase_history: false },
  })),
  listCustomerLedger: target((ids) => ({ method: 'GET', path: `/customers/${ids.customer}/ledger` })),

  listInvoices: list('/invoices'),
  createInvoice: target((ids, caller) => ({
    method: 'POST',
    path: '/invoices',
    body: { ...(caller === 'partner' ? { merchant_id: ids.merchant } : {}), customer_id: ids.customer, number: 'X-1', amount: 10 },
  })),
  fetchInvoice: target((ids) => ({ method: 'GET', path: `/invoices/${ids.sentInvoice}` })),
  updateInvoice: target((ids) => ({ method: 'PUT', path: `/invoices/${ids.unsentInvoice}`, body: { notes: 'changed' } })),
  deleteInvoice: target((ids) => ({ method: 'DELETE', path: `/invoices/${ids.unsentInvoice}` })),
  sendInvoice: target((ids) => ({ method: 'PUT', path: `/invoices/${ids.unsentInvoice}/send` })),
  voidInvoice: target((ids) => ({ method: 'POST', path: `/invoices/${ids.sentInvoice}/void` })),
  cancelInvoice: target((ids) => ({ method: 'POST', path: `/invoices/${ids.sentInvoice}/cancel` })),
  uploadInvoicePdf: target((ids) => ({ method: 'PUT', path: `/invoices/${ids.unsentInvoice}/pdf`, raw: { contentType: 'application/pdf', content: PDF } })),
  downloadInvoiceDocument: PUBLIC,
  showInvoicePaymentPage: PUBLIC,
  showNetTermsEnrollment: PUBLIC,
  acceptNetTermsEnrollment: PUBLIC,

  listCreditNotes: list('/credit-notes'),
  createCreditNote: target((ids) => ({ method: 'POST', path: '/credit-notes', body: { invoice_id: ids.sentInvoice, amount: 1, reason_code: 'other' } })),
  fetchCreditNote: target((ids) => ({ method: 'GET', path: `/credit-notes/${ids.creditNote}` })),
  voidCreditNote: target((ids) => ({ method: 'POST', path: `/credit-notes/${ids.creditNote}/void` })),

  listPayouts: list('/payouts'),
  getPayout: target((ids) => ({ method: 'GET', path: `/payouts/${ids.payout}` })),
  listPayoutTransactions: list('/payout-transactions'),
  getPayoutTransaction: target((ids) => ({ method: 'GET', path: `/payout_transactions/${ids.transaction}` })),

  listPayments: list('/payments'),
  createPayment: target((ids) => ({ method: 'POST', path: '/payments', body: { invoice_id: ids.sentInvoice, amount: 1 } })),
  fetchPayment: target((ids) => ({ method: 'GET', path: `/payments/${ids.payment}` })),

  listShipments: list('/shipments'),
  createShipment: target((ids) => ({
    method: 'POST',
    path: '/shipments',
    body: { merchant_invoice_id: ids.sentInvoice, fulfillment_method: 'shipping_provider', shipment_tracking_number: '1Z999', shipment_courier: 'ups' },
  })),
  signShipmentUpload: own(() => ({
    method: 'POST',
    path: '/shipments/sign-upload',
    body: { filename: 'pod.pdf', content_type: 'application/pdf', size: PDF.length },
  })),
  uploadShipmentFile: PUBLIC,
  downloadShipmentFile: target((ids) => ({ method: 'GET', path: `/shipments/files/${ids.file}` })),
  getShipment: target((ids) => ({ method: 'GET', path: `/shipments/${ids.shipment}` })),
  updateShipment: target((ids) => ({ method: 'PUT', path: `/shipments/${ids.shipment}`, body: { shipment_tracking_number: '1Z000' } })),
  deleteShipment: target((ids) => ({ method: 'DELETE', path: `/shipments/${ids.shipment}` })),
  syncShipmentTracking: target((ids) => ({ method: 'POST', path: `/shipments/${ids.shipment}/sync` })),

  listWebhookEndpoints: list('/webhooks'),
  upsertWebhookEndpoints: own((_ids, caller) => ({
    method: 'POST',
    path: '/webhooks',
    body: { endpoint_url: `https://hooks.example/${caller}`, events: { 'invoice.created': true } },
  })),
  // Deleting A's URL must leave A's endpoint alone (the caller has none by that URL: 204, nothing removed).
  deleteWebhookEndpoints: own((ids) => ({ method: 'DELETE', path: '/webhooks', body: { endpoint_url: ids.endpointUrl } })),
  listWebhookDeliveries: list('/webhooks/deliveries'),
  fetchWebhookDelivery: target((ids) => ({ method: 'GET', path: `/webhooks/deliveries/${ids.delivery}` })),
  resendWebhookDelivery: target((ids) => ({ method: 'POST', path: `/webhooks/deliveries/${ids.delivery}/resend` })),
  sendTestWebhook: target((ids) => ({ method: 'POST', path: '/webhooks/test', body: { endpoint_url: ids.endpointUrl } })),
  listEvents: list('/events'),
  fetchEvent: target((ids) => ({ method: 'GET', path: `/events/${ids.event}` })),
  redeliverEvent: target((ids) => ({ method: 'POST', path: `/events/${ids.event}/redeliver`, body: {} })),

  sandboxDecideMerchantUnderwriting: target((ids) => ({
    method: 'POST',
    path: `/sandbox/merchants/${ids.merchant}/underwriting`,
    body: { decision: 'declined' },
  })),
  sandboxRecordCreditDecision: target((ids) => ({ method: 'POST', path: `/sandbox/customers/${ids.customer}/credit-decision`, body: { decision: 'hold' } })),
  sandboxCompleteEnrollment: target((ids) => ({ method: 'POST', path: `/sandbox/customers/${ids.customer}/enroll` })),
  sandboxCreatePayment: target((ids) => ({ method: 'POST', path: '/sandbox/payments', body: { customer_id: ids.customer, amount: 5, method: 'ach_debit' } })),
  sandboxSetPaymentStatus: target((ids) => ({ method: 'POST', path: `/sandbox/payments/${ids.payment}/status`, body: { status: 'canceled' } })),
  sandboxRunPayouts: own(() => ({ method: 'POST', path: '/sandbox/payouts/run' })),
  sandboxSetPayoutStatus: target((ids) => ({ method: 'POST', path: `/sandbox/payouts/${ids.payout}/status`, body: { status: 'canceled' } })),
  sandboxRetryPayout: target((ids) => ({ method: 'POST', path: `/sandbox/payouts/${ids.payout}/retry` })),
};

describe('partners isolation', () => {
  let stack: SharedStack;
  let receiver: WebhookReceiver;
  let owner: PartnerCredentials;
  let other: PartnerCredentials;
  let merchant: MerchantCredentials;
  let ownerApi: ApiClient<PartnerPaths>;
  let ids: Ids;

  const expectOk = <T>(response: ApiResponse<T>, status = 200): T => {
    if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${response.text}`);
    return response.body;
  };

  // Any operation's answer: the walk reads only the error envelope of its bodies.
  const send = (credentials: { id: string; secret: string }, call: Call): Promise<ApiResponse<Partial<ErrorBody>>> => {
    if (!call.raw) return ApiClient.partner(stack.apiUrl, credentials.id, credentials.secret).request<Partial<ErrorBody>>(call.method, call.path, call.body);
    return fetch(`${stack.apiUrl}${call.path}`, {
      method: call.method,
      headers: { authorization: `Basic ${Buffer.from(`${credentials.id}:${credentials.secret}`).toString('base64')}`, 'content-type': call.raw.contentType },
      body: call.raw.content,
    }).then(async (response) => {
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: text ? JSON.parse(text) : undefined };
    });
  };

  /** What A's objects look like to A; the same after every other caller's attempts. */
  const ownerView = async () => {
    const get = async <P extends string>(path: P) => expectOk(await ownerApi.get(path));
    const pick = <B extends object, K extends keyof B & string>(body: B, fields: K[]) => Object.fromEntries(fields.map((field) => [field, body[field]]));
    return {
      merchant: pick(await get(`/merchants/${ids.merchant}`), ['website', 'dba_name', 'underwriting_status', 'underwriting_decision']),
      merchants: (await get('/merchants')).count,
      documents: (await get(`/merchants/${ids.merchant}/documents`)).results.map((document) => [document.id, document.status]),
      customer: pick(await get(`/customers/${ids.customer}`), ['business_name', 'credit_status', 'amount_approved']),
      customers: (await get('/customers')).count,
      sent: pick(await get(`/invoices/${ids.sentInvoice}`), ['voided', 'canceled', 'amount_balance', 'amount_credited']),
      unsent: pick(await get(`/invoices/${ids.unsentInvoice}`), ['sent_at', 'notes', 'merchant_invoice_uploaded']),
      invoices: (await get('/invoices')).count,
      creditNote: pick(await get(`/credit-notes/${ids.creditNote}`), ['voided', 'amount']),
      payment: pick(await get(`/payments/${ids.payment}`), ['status', 'amount']),
      payments: (await get('/payments')).count,
      payout: pick(await get(`/payouts/${ids.payout}`), ['status', 'amount_net']),
      payouts: (await get('/payouts')).count,
      transaction: pick(await get(`/payout_transactions/${ids.transaction}`), ['payout_id', 'amount_net']),
      shipment: pick(await get(`/shipments/${ids.shipment}`), ['shipment_tracking_number', 'verification_status']),
      webhooks: (await get('/webhooks')).results.map((row) => [row.id, row.topic.name]),
      delivery: pick(await get(`/webhooks/deliveries/${ids.delivery}`), ['status']),
    };
  };

  beforeAll(async () => {
    stack = await sharedStack();
    receiver = await WebhookReceiver.start(stack.certificate);
    owner = await createPartner(stack.env, 'marketplace', 'Owner Marketplace');
    other = await createPartner(stack.env, 'single_merchant', 'Other Platform');
    merchant = await createMerchant(stack.env, 'Plain Merchant');
    ownerApi = ApiClient.partner(stack.apiUrl, owner.partner_id, owner.secret_key);

    // Partner A's objects.
    const sub = expectOk(await ownerApi.post('/merchants', subMerchantInput({ legal_business_name: 'Owned Seller LLC', dba_name: 'Owned Seller' })));
    // Underwriting finishes in the background; A's view must not move on its own during the walk.
    await waitFor(
      async () => expectOk(await ownerApi.get(`/merchants/${sub.id}`)),
      (found) => found.underwriting_status === 'completed',
    );
    const documentRequest = expectOk(
      await ownerApi.post(`/merchants/${sub.id}/documents`, { document_type: 'other', filename: 'a.pdf', filetype: 'application/pdf' }),
    );
    await fetch(`${stack.apiUrl}/merchant-documents/uploads/${documentRequest.upload_url!.split('/').at(-1)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: PDF,
    });
    const customer = expectOk(await ownerApi.post('/customers', customerInput()));
    expectOk(await ownerApi.post(`/customers/${customer.id}/credit-check`, { amount_requested: 10000, has_purchase_history: false }), 204);
    const sent = expectOk(
      await ownerApi.post('/invoices', { merchant_id: sub.id, customer_id: customer.id, number: 'A-1', amount: 500, advance_requested: true }),
    );
    const pdf = await send(
      { id: owner.partner_id, secret: owner.secret_key },
      { method: 'PUT', path: `/invoices/${sent.id}/pdf`, raw: { contentType: 'application/pdf', content: PDF } },
    );
    expect(pdf.status).toBe(200);
    expectOk(await ownerApi.put(`/invoices/${sent.id}/send`));
    const unsent = expectOk(await ownerApi.post('/invoices', { merchant_id: sub.id, customer_id: customer.id, number: 'A-2', amount: 70 }));
    const note = expectOk(await ownerApi.post('/credit-notes', { invoice_id: sent.id, amount: 10, reason_code: 'other' }));
    const payment = expectOk(await ownerApi.post('/payments', { invoice_id: sent.id, amount: 20 }));
    await waitFor(
      async () => expectOk(await ownerApi.get('/payout-transactions')),
      (page) => totalOf(page) >= 1,
    );
    const run = expectOk(await ownerApi.post('/sandbox/payouts/run'));
    const transactions = expectOk(await ownerApi.get('/payout-transactions'));
    const signedUpload = expectOk(await ownerApi.post('/shipments/sign-upload', { filename: 'pod.pdf', content_type: 'application/pdf', size: PDF.length }));
    await fetch(`${stack.apiUrl}/shipments/uploads/${signedUpload.upload_url.split('/').at(-1)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: PDF,
    });
    const shipment = expectOk(
      await ownerApi.post('/shipments', {
        merchant_invoice_id: sent.id,
        fulfillment_method: 'shipping_provider',
        shipment_tracking_number: '1Z42',
        shipment_courier: 'ups',
      }),
    );
    receiver.script('/owner-hooks', { kind: 'ok' });
    expectOk(await ownerApi.post('/webhooks', { endpoint_url: receiver.url('/owner-hooks'), events: { 'merchant.created': true, 'invoice.created': true } }));
    const delivery = expectOk(await ownerApi.post('/webhooks/test', { endpoint_url: receiver.url('/owner-hooks') }));
    await waitFor(
      async () => expectOk(await ownerApi.get(`/webhooks/deliveries/${delivery.id}`)),
      (found) => found.status === 'succeeded',
    );
    // The sent invoice's event, as the partner's events API keeps it.
    const events = await waitFor(
      async () => expectOk(await ownerApi.get(`/events?filter[object_id]=${sent.id}`)),
      (page) => page.results.length > 0,
    );
    ids = {
      merchant: sub.id,
      document: documentRequest.id,
      customer: customer.id,
      sentInvoice: sent.id,
      unsentInvoice: unsent.id,
      creditNote: note.id,
      payment: payment.id,
      payout: run.payouts[0].id,
      transaction: transactions.results[0].id,
      shipment: shipment.id,
      file: signedUpload.file.url.split('/').at(-1)!,
      endpointUrl: receiver.url('/owner-hooks'),
      delivery: delivery.id,
      event: events.results[0].id,
    };

    // The other partner has objects of its own, so its lists are not trivially empty.
    const otherApi = ApiClient.partner(stack.apiUrl, other.partner_id, other.secret_key);
    const otherSub = expectOk(await otherApi.post('/merchants', subMerchantInput({ legal_business_name: 'Other Seller LLC', dba_name: 'Other Seller' })));
    expectOk(await otherApi.post('/customers', customerInput({ merchant_id: otherSub.id })));
  });

  afterAll(async () => {
    await receiver?.stop();
  });

  it('has a case for every operation of the partners API', () => {
    const missing = PARTNER_OPERATIONS.map((operation) => operation.operationId).filter((operationId) => !(operationId in CASES));
    expect(missing).toEqual([]);
    const stale = Object.keys(CASES).filter((operationId) => !PARTNER_OPERATIONS.some((operation) => operation.operationId === operationId));
    expect(stale).toEqual([]);
  });

  it("lets neither another partner nor a merchant see or touch a partner's objects (404 on every route)", async () => {
    // Every target answers its owner, so the 404s below are about who asks.
    for (const [operationId, entry] of Object.entries(CASES)) {
      if (entry.kind !== 'target') continue;
      const call = entry.call(ids, 'partner');
      if (call.method !== 'GET') continue;
      const response = await send({ id: owner.partner_id, secret: owner.secret_key }, call);
      expect([operationId, response.status]).toEqual([operationId, 200]);
    }

    const before = await ownerView();
    const secretIds = Object.values(ids).filter((value) => !value.startsWith('https://'));
    const callers: Array<{ caller: Caller; credentials: { id: string; secret: string } }> = [
      { caller: 'partner', credentials: { id: other.partner_id, secret: other.secret_key } },
      { caller: 'merchant', credentials: { id: merchant.merchant_id, secret: merchant.secret_key } },
    ];
    const outcomes: string[] = [];
    for (const operation of PARTNER_OPERATIONS) {
      const entry = CASES[operation.operationId];
      if (entry.kind === 'public') continue;
      for (const { caller, credentials } of callers) {
        const call = entry.call(ids, caller);
        const kind = caller === 'merchant' ? (entry.asMerchant ?? entry.kind) : entry.kind;
        const response = await send(credentials, call);
        const label = `${operation.operationId} as ${caller}: ${call.method} ${call.path} → ${response.status}`;
        // An error may repeat what the caller sent ("No route for …/ownedseller"); anything else of A's is a leak.
        const sent = `${call.path} ${JSON.stringify(call.body ?? null)}`;
        const leaked = secretIds.filter((id) => response.text.includes(id) && !sent.includes(id));
        if (leaked.length > 0) outcomes.push(`${label} leaked ${leaked.join(', ')}`);
        // A partner-only write on a path the merchant API reads (POST /payments) is a 405 naming what a merchant may do.
        const refusedMethod = caller === 'merchant' && response.status === 405 && response.headers.get('allow') === 'GET';
        if (kind === 'target' && response.status !== 404 && !refusedMethod) outcomes.push(`${label}, expected 404: ${response.text.slice(0, 200)}`);
        if (kind === 'target' && response.status === 404 && response.body?.error?.type !== 'not_found_error')
          outcomes.push(`${label}: not a not_found_error body`);
        // A path only the partners API has is a 404 for a merchant, lists included.
        if (kind === 'list' && response.status !== 200 && !(caller === 'merchant' && response.status === 404)) outcomes.push(`${label}, expected 200`);
        if (response.status >= 500) outcomes.push(`${label}: server error`);
      }
    }
    expect(outcomes).toEqual([]);
    expect(await ownerView()).toEqual(before);
  });

  it("lets no partner see a merchant's objects either", async () => {
    const merchantApi = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const customer = expectOk(await merchantApi.post('/customers', customerInput()));
    const invoice = expectOk(await merchantApi.post('/invoices', { customer_id: customer.id, number: 'M-1', amount: 30 }));
    for (const credentials of [owner, other]) {
      const api = ApiClient.partner(stack.apiUrl, credentials.partner_id, credentials.secret_key);
      expect((await api.get(`/customers/${customer.id}`)).status).toBe(404);
      expect((await api.get(`/invoices/${invoice.id}`)).status).toBe(404);
      expect((await api.put(`/invoices/${invoice.id}/send`)).status).toBe(404);
      expect((await api.get('/customers')).text).not.toContain(customer.id);
    }
  });
});
