import { DomainEvent, InvoiceSubjects } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import {
  ApiClient,
  createMerchant,
  ErrorBody,
  customerInput,
  MerchantCredentials,
  readPdf,
  SharedStack,
  sharedStack,
  waitFor,
  waitForStreamSettled,
} from '@netline/testing';
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * Issue: billing — invoices with advances, charges and credit notes, through the public API, the NATS
 * lookup treasury uses, and the event streams billing consumes (treasury payments) and produces.
 */
const DAY_MS = 86_400_000;
/** The smallest file billing accepts as a PDF: it only checks the %PDF- signature. */
const MERCHANT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('billing in the sandbox', () => {
  let stack: SharedStack;
  let api: ApiClient;
  let merchant: MerchantCredentials;
  let redis: IORedis;
  let rpc: RpcClient;
  let pdfServer: Server;
  let pdfBase: string;

  beforeAll(async () => {
    pdfServer = createServer((request, response) => {
      if (request.url === '/invoice.pdf') response.writeHead(200, { 'content-type': 'application/pdf' }).end(MERCHANT_PDF);
      else response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a pdf</html>');
    });
    await new Promise<void>((resolve) => pdfServer.listen(0, '127.0.0.1', resolve));
    pdfBase = `http://127.0.0.1:${(pdfServer.address() as AddressInfo).port}`;
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Billing Merchant');
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    rpc = new RpcClient(
      { NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222', NETLINE_NAMESPACE: stack.namespace, RPC_TIMEOUT_MS: 10_000 },
      'billing-test',
    );
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    redis?.disconnect();
    pdfServer?.closeAllConnections();
    await new Promise((resolve) => pdfServer?.close(resolve));
  });

  const customer = async (client: ApiClient, decision?: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
    const created = await client.post('/customers', customerInput(overrides));
    expect(created.status).toBe(200);
    if (decision) {
      const decided = await client.post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', ...decision });
      expect(decided.status).toBe(200);
    }
    return created.body.id as string;
  };

  const invoice = async (customerId: string, amount: number, extra: Record<string, unknown> = {}, client = api) => {
    const created = await client.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount, ...extra });
    expect(created.status).toBe(200);
    return created.body;
  };

  const sentInvoice = async (customerId: string, amount: number, extra: Record<string, unknown> = {}) => {
    const created = await invoice(customerId, amount, extra);
    const sent = await api.put(`/invoices/${created.id}/send`);
    expect(sent.status).toBe(200);
    return sent.body;
  };

  const uploadPdf = (invoiceId: string, content: Buffer, contentType = 'application/pdf', credentials = merchant) =>
    fetch(`${stack.apiUrl}/invoices/${invoiceId}/pdf`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${credentials.merchant_id}:${credentials.secret_key}`).toString('base64')}`,
        'content-type': contentType,
      },
      body: new Uint8Array(content),
    });

  const billingEvents = async (invoiceId: string): Promise<DomainEvent[]> => {
    const entries = await redis.xrange(`${stack.namespace}:events:billing`, '-', '+');
    return entries
      .map(([, fields]) => JSON.parse(fields[1]) as DomainEvent)
      .filter((event) => event.data.id === invoiceId || (event.data as { invoice_id?: string }).invoice_id === invoiceId);
  };

  const treasuryEvent = (type: string, data: Record<string, unknown>, id = `evt_${randomUUID()}`) =>
    redis.xadd(
      `${stack.namespace}:events:treasury`,
      '*',
      'event',
      JSON.stringify({
        id,
        type,
        object: 'payment',
        merchant_id: merchant.merchant_id,
        occurred_at: new Date().toISOString(),
        data,
      }),
    );

  describe('the sandbox scenario of the issue', () => {
    it('advances a $4,000 invoice once it has its PDF, credits $500, and refuses void of a paid and delete of a sent invoice', async () => {
      const customerId = await customer(api, { amount: 10_000, advance_rate: 0.8 });
      const created = await invoice(customerId, 4000, { advance_requested: true });
      expect(created).toMatchObject({
        amount_due: 4000,
        amount_balance: 4000,
        advance_requested: true,
        advanced: false,
        sent_at: null,
        merchant_invoice_url: null,
        merchant_invoice_uploaded: false,
        resolve_invoice_status: 'not_generated',
        invoice_payment_url: null,
      });

      const refused = await api.put(`/invoices/${created.id}/send`);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.type).toBe('invalid_request');
      expect(refused.body.error?.message).toMatch(/\(a\) the invoice PDF is missing/);
      expect(refused.body.error?.message).not.toMatch(/\(b\)|\(c\)/);
      expect(refused.body.error?.details).toEqual([expect.objectContaining({ path: 'merchant_invoice_url' })]);
      expect((await api.get(`/invoices/${created.id}`)).body.sent_at).toBeNull();

      const uploaded = await uploadPdf(created.id, MERCHANT_PDF);
      expect(uploaded.status).toBe(200);
      expect(((await uploaded.json()) as { merchant_invoice_uploaded: boolean }).merchant_invoice_uploaded).toBe(true);

      const sent = await api.put(`/invoices/${created.id}/send`);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        advanced: true,
        advance_rate: 0.8,
        amount_advance: 3200,
        amount_advance_fee: 80,
        amount_payout_due: 3120,
        amount_balance: 4000,
        resolve_invoice_status: expect.stringMatching(/processing|completed/),
      });
      expect(sent.body.advanced_at).toBe(sent.body.sent_at);
      expect(sent.body.original_due_at).toBe(sent.body.due_at);
      expect(Date.parse(sent.body.due_at!) - Date.parse(sent.body.sent_at!)).toBe(30 * DAY_MS);
      expect(sent.body.invoice_payment_url).toMatch(/\/invoices\/pay\/[A-Za-z0-9]{32}$/);

      const afterSend = (await api.get(`/customers/${customerId}`)).body;
      expect(afterSend).toMatchObject({ amount_balance: 4000, amount_available: 6000 });

      const events = await waitFor(
        () => billingEvents(created.id),
        (list) => list.some((event) => event.type === 'invoice.advanced'),
      );
      expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['invoice.created', 'invoice.sent', 'invoice.advanced']));
      expect(events.find((event) => event.type === 'invoice.advanced')?.data).toEqual({
        id: created.id,
        customer_id: customerId,
        number: created.number,
        amount: 400_000,
        amount_advance: 320_000,
        amount_advance_fee: 8_000,
        advance_rate: 0.8,
      });
      expect(events.find((event) => event.type === 'invoice.created')).toMatchObject({ object: 'invoice', merchant_id: merchant.merchant_id });

      const note = await api.post('/credit-notes', { invoice_id: created.id, amount: 500, reason_code: 'requested_by_customer', number: 'CN-001' });
      expect(note.status).toBe(200);
      expect(note.body).toEqual({ status: 'completed', id: expect.any(String) });
      const credited = (await api.get(`/invoices/${created.id}`)).body;
      expect(credited).toMatchObject({ amount_balance: 3500, amount_credited: 500, fully_paid: false });
      expect((await api.get(`/credit-notes/${note.body.id}`)).body).toMatchObject({
        id: note.body.id,
        invoice_id: created.id,
        customer_id: customerId,
        amount: 500,
        amount_paid: 500,
        amount_balance: 0,
        amount_payout: 500,
        number: 'CN-001',
        reason_code: 'requested_by_customer',
        voided: false,
      });
      const withNote = await waitFor(
        () => billingEvents(created.id),
        (list) => list.some((event) => event.type === 'invoice.balance_updated'),
      );
      expect(withNote.find((event) => event.type === 'invoice.balance_updated')).toMatchObject({
        object: 'invoice',
        data: { id: created.id, amount_balance: 350_000 },
      });
      expect(withNote.find((event) => event.type === 'credit_note.applied')?.data).toEqual({
        id: note.body.id,
        customer_id: customerId,
        invoice_id: created.id,
        amount: 50_000,
        invoice_number: created.number,
        invoice_advanced: true,
      });
      // Credit reads credit_note.applied from billing's stream and gives the $500 back to the line.
      const customerAfterNote = await waitFor(
        () => api.get(`/customers/${customerId}`),
        (response) => response.body.amount_available === 6500,
      );
      expect(customerAfterNote.body).toMatchObject({ amount_available: 6500, amount_balance: 3500 });

      const deleted = await api.delete(`/invoices/${created.id}`);
      expect(deleted.status).toBe(400);
      expect(deleted.body.error).toMatchObject({ type: 'invalid_request', code: 'BILLING.INVOICE_ALREADY_SENT' });

      // A paid invoice: treasury's payment settles it; then void is refused.
      const paid = await sentInvoice(customerId, 1000);
      await treasuryEvent('payment.paid', {
        id: `pay_${randomUUID()}`,
        customer_id: customerId,
        amount: 100_000,
        applied: [{ invoice_id: paid.id, amount: 100_000 }],
        unapplied: 0,
      });
      const settled = await waitFor(
        () => api.get(`/invoices/${paid.id}`),
        (response) => response.body.fully_paid === true,
      );
      expect(settled.body).toMatchObject({ fully_paid: true, amount_paid: 1000, amount_balance: 0 });
      const voided = await api.post(`/invoices/${paid.id}/void`);
      expect(voided.status).toBe(400);
      expect(voided.body.error).toMatchObject({ type: 'invalid_request', code: 'BILLING.INVOICE_HAS_PAYMENTS' });
      expect(voided.body.error?.message).toMatch(/paid invoice cannot be voided/);
    });
  });

  describe('advance conditions', () => {
    it('fetches the PDF from merchant_invoice_url in the background, refuses a non-PDF, and prices with the configured default rate', async () => {
      const approved = await customer(api, { amount: 5000 });
      // The credit decision's default advance rate is 0.9; billing's ADVANCE_RATE applies only when the customer has none.
      const fetched = await invoice(approved, 1234.56, { advance_requested: true, merchant_invoice_url: `${pdfBase}/invoice.pdf` });
      // The create request does not wait for the merchant's server: the fetch job takes the PDF shortly after.
      const uploaded = await waitFor(
        async () => (await api.get(`/invoices/${fetched.id}`)).body,
        (body) => body.merchant_invoice_uploaded === true,
      );
      expect(uploaded.merchant_invoice_uploaded).toBe(true);
      const sent = await api.put(`/invoices/${fetched.id}/send`);
      expect(sent.status).toBe(200);
      // 1234.56 × 0.9 = 1111.104 → 1111.10; fee 1234.56 × 0.02 = 24.6912 → 24.69 (half up to the cent).
      expect(sent.body).toMatchObject({ advanced: true, advance_rate: 0.9, amount_advance: 1111.1, amount_advance_fee: 24.69 });

      const notPdf = await invoice(approved, 100, { advance_requested: true, merchant_invoice_url: `${pdfBase}/page.html` });
      expect(notPdf.merchant_invoice_uploaded).toBe(false);
      // Until the job has tried, sending says the PDF is still being fetched; then it names the reason.
      const refused = await waitFor(
        () => api.put(`/invoices/${notPdf.id}/send`),
        (response) => !/still being fetched/.test(response.body.error?.message ?? ''),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toMatch(/\(a\) the invoice PDF is missing: The file is not a PDF/);

      const tooLarge = await uploadPdf(notPdf.id, Buffer.concat([MERCHANT_PDF, Buffer.alloc(700_001)]));
      expect(tooLarge.status).toBe(400);
      expect(JSON.stringify(await tooLarge.json())).toMatch(/at most 700000 bytes/);
      const wrongType = await uploadPdf(notPdf.id, Buffer.from('<html>'), 'application/pdf');
      expect(wrongType.status).toBe(400);
      expect(((await wrongType.json()) as { error: { message: string } }).error.message).toMatch(/not a PDF/);
    });

    it('sends a plain invoice only against available credit, reserving it on the line', async () => {
      const small = await customer(api, { amount: 100 });
      const tooBig = await invoice(small, 150);
      const refused = await api.put(`/invoices/${tooBig.id}/send`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ type: 'invalid_request', code: 'CREDIT.INSUFFICIENT_CREDIT' });
      const fits = await invoice(small, 60);
      const sent = await api.put(`/invoices/${fits.id}/send`);
      expect(sent.body).toMatchObject({ advanced: false, amount_advance: 0 });
      // A repeated send answers the invoice unchanged and reserves nothing more.
      expect((await api.put(`/invoices/${fits.id}/send`)).body.sent_at).toBe(sent.body.sent_at);
      expect((await api.get(`/customers/${small}`)).body).toMatchObject({ amount_balance: 60, amount_available: 40 });
    });
  });

  describe('invoice lifecycle', () => {
    it('allows only the fields of each state on update', async () => {
      const customerId = await customer(api, { amount: 5000 });
      const other = await customer(api, { amount: 5000 });
      const unsent = await invoice(customerId, 100);
      const changed = await api.put(`/invoices/${unsent.id}`, { amount: 150, customer_id: other, notes: 'Pallets', terms: 'net15' });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ amount_due: 150, amount_balance: 150, customer_id: other, notes: 'Pallets', terms: 'net15' });

      const sent = (await api.put(`/invoices/${unsent.id}/send`)).body;
      const refused = await api.put(`/invoices/${sent.id}`, { customer_id: customerId, advance_requested: true });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ type: 'invalid_request', code: 'BILLING.FIELDS_NOT_UPDATABLE' });
      expect(refused.body.error?.message).toMatch(/`customer_id`, `advance_requested` cannot be changed on a sent invoice/);
      const lowered = await api.put(`/invoices/${sent.id}`, { amount: 120, po_number: 'PO-9' });
      expect(lowered.body).toMatchObject({ amount_due: 120, amount_balance: 120, po_number: 'PO-9' });
      expect((await api.get(`/customers/${other}`)).body.amount_balance).toBe(120);
      expect((await api.put(`/invoices/${sent.id}`, { amount: 130 })).body.amount_due).toBe(130);

      const advancedInvoice = await invoice(customerId, 100, { advance_requested: true });
      expect((await uploadPdf(advancedInvoice.id, MERCHANT_PDF)).status).toBe(200);
      expect((await api.put(`/invoices/${advancedInvoice.id}/send`)).body.advanced).toBe(true);
      const amountOnAdvanced = await api.put(`/invoices/${advancedInvoice.id}`, { amount: 90 });
      expect(amountOnAdvanced.status).toBe(400);
      expect(amountOnAdvanced.body.error?.message).toMatch(/`amount` cannot be changed on a sent and advanced invoice/);
      expect((await api.put(`/invoices/${advancedInvoice.id}`, { number: 'R334-097' })).body.number).toBe('R334-097');
      expect((await api.put(`/invoices/${advancedInvoice.id}`, { surprise: 1 })).body.error?.type).toBe('validation_error');
    });

    it('deletes only unsent invoices, voids only untouched sent ones, and cancels the unpaid remainder', async () => {
      const customerId = await customer(api, { amount: 5000 });
      const draft = await invoice(customerId, 100);
      expect((await api.post(`/invoices/${draft.id}/void`)).body.error?.code).toBe('BILLING.INVOICE_NOT_SENT');
      const deleted = await api.delete(`/invoices/${draft.id}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body.id).toBe(draft.id);
      expect((await api.get(`/invoices/${draft.id}`)).status).toBe(404);

      const toVoid = await sentInvoice(customerId, 300);
      const voided = await api.post(`/invoices/${toVoid.id}/void`);
      expect(voided.body).toMatchObject({ voided: true, amount_voided: 300, amount_balance: 0, fully_paid: false });
      expect(voided.body.voided_at).toEqual(expect.any(String));
      expect((await api.post(`/invoices/${toVoid.id}/void`)).status).toBe(400);
      expect((await api.post(`/invoices/${toVoid.id}/cancel`)).status).toBe(400);
      expect((await api.post('/credit-notes', { invoice_id: toVoid.id, amount: 1, reason_code: 'other' })).status).toBe(400);

      const toCancel = await sentInvoice(customerId, 400);
      expect((await api.post('/credit-notes', { invoice_id: toCancel.id, amount: 100, reason_code: 'duplicate' })).status).toBe(200);
      expect((await api.post(`/invoices/${toCancel.id}/void`)).body.error?.code).toBe('BILLING.INVOICE_HAS_CREDIT_NOTES');
      const canceled = await api.post(`/invoices/${toCancel.id}/cancel`);
      expect(canceled.body).toMatchObject({ canceled: true, amount_canceled: 300, amount_credited: 100, amount_balance: 0 });
      const events = await waitFor(
        () => billingEvents(toCancel.id),
        (list) => list.some((event) => event.type === 'invoice.canceled'),
      );
      expect(events.filter((event) => event.type === 'invoice.balance_updated')).toHaveLength(2);
      // Credit released everything: 300 voided + 100 credited + 300 canceled back on the line.
      const line = await waitFor(
        () => api.get(`/customers/${customerId}`),
        (response) => response.body.amount_balance === 0,
      );
      expect(line.body).toMatchObject({ amount_balance: 0, amount_available: 5000 });
    });

    it('lists with the contract filters', async () => {
      const customerId = await customer(api, { amount: 5000 });
      const first = await invoice(customerId, 11, { po_number: 'PO-LIST', number: `Search-${customerId}-A1` });
      await sentInvoice(customerId, 22);
      const byCustomer = await api.get(`/invoices?filter[customer_id]=${customerId}`);
      expect(byCustomer.body).toMatchObject({ count: 2, page: 0, limit: 25 });
      expect(
        (await api.get(`/invoices?filter[customer_id]=${customerId}&filter[amount_due][gt]=15`)).body.results.map(
          (item: { amount_due: number }) => item.amount_due,
        ),
      ).toEqual([22]);
      expect((await api.get('/invoices?filter[po_number]=PO-LIST')).body.results.map((item: { id: string }) => item.id)).toEqual([first.id]);
      expect((await api.get(`/invoices?filter[customer_id]=${customerId}&filter[fully_paid][ne]=true`)).body.count).toBe(2);
      // A number prefix, whatever its case; LIKE's wildcards in it match only themselves.
      const byPrefix = await api.get(`/invoices?filter[number][prefix]=${encodeURIComponent(`SEARCH-${customerId}-a`)}`);
      expect(byPrefix.body.results.map((item: { id: string }) => item.id)).toEqual([first.id]);
      expect((await api.get(`/invoices?filter[number][prefix]=${encodeURIComponent(`Search-${customerId}-_1`)}`)).body.count).toBe(0);
      expect((await api.get('/invoices?filter[po_number][prefix]=PO')).status).toBe(400);
      expect((await api.get('/invoices?filter[voided]=true')).status).toBe(400);
      expect((await api.get('/invoices?sort=-created_at')).status).toBe(400);
    });
  });

  describe('rendered PDF and payment page', () => {
    it('renders a real PDF with the invoice number and amount, and a payment page with the balance', async () => {
      const customerId = await customer(api, { amount: 10_000 }, { business_name: 'Globex Wholesale' });
      const sent = await sentInvoice(customerId, 4000, { number: 'R334-097', order_number: 'ORD-7', notes: 'Steel brackets' });
      const done = await waitFor(
        () => api.get(`/invoices/${sent.id}`),
        (response) => response.body.resolve_invoice_status === 'completed',
      );
      // The shared stack's billing names its own gateway as PUBLIC_BASE_URL: the link works as given.
      expect(done.body.resolve_invoice_url).toMatch(new RegExp(`^${stack.apiUrl}/invoices/documents/[A-Za-z0-9]{32}\\.pdf$`));
      const download = await fetch(done.body.resolve_invoice_url!);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const pdf = Buffer.from(await download.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const read = await readPdf(pdf);
      expect(read.pageCount).toBe(1);
      // Page 1 parsed to the end and rendered with ink on it (what a viewer would show).
      expect(read.pages[0].operators.showText).toBeGreaterThan(0);
      expect(read.pages[0].inkedPixels).toBeGreaterThan(0);
      const { text } = read;
      expect(text).toContain('Invoice R334-097');
      expect(text).toContain('$4,000.00');
      expect(text).toContain('Globex Wholesale');
      expect(text).toContain('Billing Merchant');
      expect(text).toContain('Net 30 days');
      expect(text).toContain(sent.due_at!.slice(0, 10));
      expect(text).toContain('How to pay');

      const pagePath = new URL(sent.invoice_payment_url!).pathname.replace(/^\/api/, '');
      const page = await fetch(`${stack.apiUrl}${pagePath}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<dd data-field="amount_balance">$4,000.00</dd>');
      expect(html).toContain('R334-097');
      expect((await fetch(`${stack.apiUrl}/invoices/pay/${'A'.repeat(32)}`)).status).toBe(404);
      expect((await fetch(`${stack.apiUrl}/invoices/documents/${'A'.repeat(32)}.pdf`)).status).toBe(404);
    });
  });

  describe('credit notes', () => {
    it('lets exactly one of 10 concurrent 60% credit notes through', async () => {
      const customerId = await customer(api, { amount: 10_000 });
      const sent = await sentInvoice(customerId, 1000);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => api.post('/credit-notes', { invoice_id: sent.id, amount: 600, reason_code: 'other' })),
      );
      expect(results.filter((result) => result.status === 200)).toHaveLength(1);
      const refused = results.filter((result) => result.status === 400);
      expect(refused).toHaveLength(9);
      for (const result of refused) expect(result.body.error?.code).toBe('BILLING.CREDIT_NOTE_EXCEEDS_BALANCE');
      expect((await api.get(`/invoices/${sent.id}`)).body).toMatchObject({ amount_balance: 400, amount_credited: 600 });
      expect((await api.get(`/credit-notes?filter[invoice_id]=${sent.id}`)).body.count).toBe(1);
    });

    it('lists with filters and sort, voids a note back onto the balance, and refuses more than the balance', async () => {
      const customerId = await customer(api, { amount: 10_000 });
      const sent = await sentInvoice(customerId, 1000);
      const small = (await api.post('/credit-notes', { invoice_id: sent.id, amount: 100, reason_code: 'other' })).body.id;
      const large = (await api.post('/credit-notes', { invoice_id: sent.id, amount: 300, reason_code: 'other' })).body.id;
      const byAmount = await api.get(`/credit-notes?filter[invoice_id]=${sent.id}&sort=-amount`);
      expect(byAmount.body.results.map((note: { id: string }) => note.id)).toEqual([large, small]);
      expect((await api.get(`/credit-notes?filter[invoice_id]=${sent.id}&filter[amount][gte]=200`)).body.count).toBe(1);
      expect((await api.get('/credit-notes?sort=number')).status).toBe(400);
      expect((await api.post('/credit-notes', { invoice_id: sent.id, amount: 600.01, reason_code: 'other' })).status).toBe(400);

      const voided = await api.post(`/credit-notes/${large}/void`);
      expect(voided.body).toMatchObject({ voided: true, amount_voided: 300, amount_paid: 0 });
      expect((await api.get(`/invoices/${sent.id}`)).body).toMatchObject({ amount_balance: 900, amount_credited: 100 });
      expect((await api.post(`/credit-notes/${large}/void`)).status).toBe(400);
      expect((await api.post('/credit-notes', { invoice_id: sent.id, amount: 1.001, reason_code: 'other' })).body.error?.type).toBe('validation_error');
    });
  });

  describe('payments from treasury', () => {
    it('applies payment.paid exactly once and undoes it on payment.reversed', async () => {
      const customerId = await customer(api, { amount: 10_000 });
      const first = await sentInvoice(customerId, 1000);
      const second = await sentInvoice(customerId, 500);
      const paymentId = `pay_${randomUUID()}`;
      const eventId = `evt_${randomUUID()}`;
      const paid = {
        id: paymentId,
        customer_id: customerId,
        amount: 110_000,
        applied: [
          { invoice_id: first.id, amount: 60_000 },
          { invoice_id: second.id, amount: 50_000 },
        ],
        unapplied: 0,
      };
      await treasuryEvent('payment.paid', paid, eventId);
      const redelivered = await treasuryEvent('payment.paid', paid, eventId);
      const secondPaid = await waitFor(
        () => api.get(`/invoices/${second.id}`),
        (response) => response.body.fully_paid,
      );
      expect(secondPaid.body).toMatchObject({ amount_paid: 500, amount_balance: 0, fully_paid: true });
      expect(Date.parse(secondPaid.body.fully_paid_at!)).toBeGreaterThan(0);
      // Once every consumer has read and acknowledged the redelivered copy, check nothing doubled.
      await waitForStreamSettled(redis, `${stack.namespace}:events:treasury`, redelivered as string);
      expect((await api.get(`/invoices/${first.id}`)).body).toMatchObject({ amount_paid: 600, amount_balance: 400, fully_paid: false });
      expect((await api.get(`/invoices?filter[fully_paid]=true&filter[customer_id]=${customerId}`)).body.count).toBe(1);
      // The merchant-wide counts of each value come from the kept facet counts: the invoice paid in full moved
      // from one to the other, and each count is still the number of invoices the list holds.
      for (const fullyPaid of [true, false]) {
        const listed = (await api.get(`/invoices?filter[fully_paid]=${fullyPaid}&limit=100`)).body as { count: number; results: Array<{ id: string }> };
        expect(listed.results.length).toBeLessThan(100);
        expect(listed.count).toBe(listed.results.length);
        expect(listed.results.some((item) => item.id === second.id)).toBe(fullyPaid);
      }
      const updates = await waitFor(
        () => billingEvents(first.id),
        (list) => list.some((event) => event.type === 'invoice.balance_updated'),
      );
      expect(updates.filter((event) => event.type === 'invoice.balance_updated')).toHaveLength(1);

      await treasuryEvent('payment.reversed', paid);
      const reversed = await waitFor(
        () => api.get(`/invoices/${second.id}`),
        (response) => !response.body.fully_paid,
      );
      expect(reversed.body).toMatchObject({ amount_paid: 0, amount_balance: 500, fully_paid: false, fully_paid_at: null });
      expect((await api.get(`/invoices/${first.id}`)).body).toMatchObject({ amount_paid: 0, amount_balance: 1000 });
    });

    it('reverses exactly what a capped payment applied, leaving the other payment in place', async () => {
      const customerId = await customer(api, { amount: 10_000 });
      const invoice = await sentInvoice(customerId, 500);
      const earlier = {
        id: `pay_${randomUUID()}`,
        customer_id: customerId,
        amount: 40_000,
        applied: [{ invoice_id: invoice.id, amount: 40_000 }],
        unapplied: 0,
      };
      const capped = {
        id: `pay_${randomUUID()}`,
        customer_id: customerId,
        amount: 30_000,
        applied: [{ invoice_id: invoice.id, amount: 30_000 }],
        unapplied: 0,
      };
      await treasuryEvent('payment.paid', earlier);
      await waitFor(
        () => api.get(`/invoices/${invoice.id}`),
        (response) => response.body.amount_paid === 400,
      );
      await treasuryEvent('payment.paid', capped);
      const full = await waitFor(
        () => api.get(`/invoices/${invoice.id}`),
        (response) => response.body.fully_paid,
      );
      expect(full.body).toMatchObject({ amount_paid: 500, amount_balance: 0 });

      // Only $100 of the capped payment was applied; its reversal takes back $100, not $300.
      await treasuryEvent('payment.reversed', capped);
      const afterCapped = await waitFor(
        () => api.get(`/invoices/${invoice.id}`),
        (response) => !response.body.fully_paid,
      );
      expect(afterCapped.body).toMatchObject({ amount_paid: 400, amount_balance: 100 });
      await treasuryEvent('payment.reversed', earlier);
      const afterEarlier = await waitFor(
        () => api.get(`/invoices/${invoice.id}`),
        (response) => response.body.amount_paid === 0,
      );
      expect(afterEarlier.body).toMatchObject({ amount_paid: 0, amount_balance: 500 });
    });
  });

  describe('charges', () => {
    it('authorizes in the sandbox, lists, updates, captures part into an invoice and cancels', async () => {
      const customerId = await customer(api, { amount: 5000 });
      const authorized = await api.post('/sandbox/charges', { customer_id: customerId, amount: 1000, terms: 'net45', order_number: 'ORD-CH-1' });
      expect(authorized.status).toBe(200);
      expect(authorized.body).toMatchObject({ customer_id: customerId, amount: 1000, captured: false, canceled: false, terms: 'net45' });
      expect(authorized.body.number).toMatch(/^ch_\d{6,}$/);
      expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_authorized: 1000, amount_available: 4000 });
      const other = (await api.post('/sandbox/charges', { customer_id: customerId, amount: 200, terms: 'net30', po_number: 'PO-CH-2' })).body;
      expect((await api.post('/sandbox/charges', { customer_id: customerId, amount: 4000, terms: 'net30' })).body.error?.code).toBe(
        'CREDIT.INSUFFICIENT_CREDIT',
      );

      const listed = await api.get('/charges?order=amount&search=CH-');
      expect(listed.body).toMatchObject({ count: 2, limit: 100, page: 0 });
      expect(listed.body.results.map((charge: { id: string }) => charge.id)).toEqual([other.id, authorized.body.id]);
      expect((await api.get('/charges?search=ORD-CH-1')).body.results.map((charge: { id: string }) => charge.id)).toEqual([authorized.body.id]);
      expect((await api.get(`/charges?starting_at=${encodeURIComponent(new Date(Date.now() + DAY_MS).toISOString())}`)).body.count).toBe(0);
      expect((await api.get('/charges?order=customer')).status).toBe(400);

      const updated = await api.put(`/charges/${authorized.body.id}`, { amount: 800, metadata: { cart: 'c-1' } });
      expect(updated.body).toMatchObject({ amount: 800, metadata: { cart: 'c-1' } });
      expect((await api.put(`/charges/${authorized.body.id}`, { amount: 1200 })).body.error?.code).toBe('BILLING.AMOUNT_EXCEEDS_AUTHORIZATION');

      const captured = await api.post(`/charges/${authorized.body.id}/capture`, { amount: 600 });
      expect(captured.status).toBe(200);
      expect(captured.body).toMatchObject({ captured: true, amount_captured: 600 });
      const capturedInvoice = (await api.get(`/invoices/${captured.body.merchant_invoice_id}`)).body;
      expect(capturedInvoice).toMatchObject({
        amount_due: 600,
        amount_balance: 600,
        terms: 'net45',
        order_number: 'ORD-CH-1',
        advanced: false,
        number: authorized.body.number,
      });
      expect(capturedInvoice.sent_at).toEqual(expect.any(String));
      expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_authorized: 200, amount_balance: 600, amount_available: 4200 });
      expect((await api.post(`/charges/${authorized.body.id}/capture`)).body.error?.code).toBe('BILLING.CHARGE_ALREADY_CAPTURED');
      const events = await waitFor(
        () => billingEvents(capturedInvoice.id),
        (list) => list.some((event) => event.type === 'charge.captured'),
      );
      expect(events.find((event) => event.type === 'charge.captured')?.data).toEqual({
        id: authorized.body.id,
        customer_id: customerId,
        invoice_id: capturedInvoice.id,
        amount: 60_000,
      });

      const canceled = await api.post(`/charges/${other.id}/cancel`);
      expect(canceled.body).toMatchObject({ canceled: true, captured: false });
      expect((await api.post(`/charges/${other.id}/capture`)).status).toBe(400);
      expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_authorized: 0, amount_available: 4400 });

      const whole = (await api.post('/sandbox/charges', { customer_id: customerId, amount: 50, terms: 'net30' })).body;
      const byUpdate = await api.put(`/charges/${whole.id}`, { captured: true });
      expect(byUpdate.body).toMatchObject({ captured: true, amount_captured: 50 });
    });
  });

  describe('the internal lookup', () => {
    it('answers an invoice of the merchant in cents and 404 for another merchant', async () => {
      const customerId = await customer(api, { amount: 5000 });
      const sent = await sentInvoice(customerId, 12.34);
      const lookup = await rpc.ask(InvoiceSubjects.lookup, { merchant_id: merchant.merchant_id, invoice_id: sent.id });
      expect(lookup).toEqual({
        id: sent.id,
        merchant_id: merchant.merchant_id,
        customer_id: customerId,
        number: sent.number,
        order_number: null,
        po_number: null,
        amount_due: 1234,
        amount_balance: 1234,
        amount_paid: 0,
        advanced: false,
        advance_rate: null,
        sent: true,
        voided: false,
        canceled: false,
        fully_paid: false,
      });
      await expect(rpc.ask(InvoiceSubjects.lookup, { merchant_id: 'mer_other', invoice_id: sent.id })).rejects.toMatchObject({ kind: 'not_found' });
    });
  });

  describe('merchant isolation', () => {
    it("answers 404 on every route for another merchant's invoices, charges and credit notes", async () => {
      const customerId = await customer(api, { amount: 5000 });
      const sent = await sentInvoice(customerId, 100);
      const draft = await invoice(customerId, 100);
      const note = (await api.post('/credit-notes', { invoice_id: sent.id, amount: 10, reason_code: 'other' })).body.id;
      const charge = (await api.post('/sandbox/charges', { customer_id: customerId, amount: 10, terms: 'net30' })).body.id;

      const intruder = await createMerchant(stack.env, 'Intruder');
      const other = ApiClient.basic(stack.apiUrl, intruder.merchant_id, intruder.secret_key);
      const attempts: Array<[string, Promise<{ status: number; body?: Partial<ErrorBody> }>]> = [];
      for (const id of [sent.id, draft.id]) {
        attempts.push(
          [`GET invoice ${id}`, other.get(`/invoices/${id}`)],
          [`PUT invoice ${id}`, other.put(`/invoices/${id}`, { notes: 'x' })],
          [`DELETE invoice ${id}`, other.delete(`/invoices/${id}`)],
          [`send ${id}`, other.put(`/invoices/${id}/send`)],
          [`void ${id}`, other.post(`/invoices/${id}/void`)],
          [`cancel ${id}`, other.post(`/invoices/${id}/cancel`)],
          [`pdf ${id}`, uploadPdf(id, MERCHANT_PDF, 'application/pdf', intruder).then((response) => ({ status: response.status }))],
          [`credit note on ${id}`, other.post('/credit-notes', { invoice_id: id, amount: 1, reason_code: 'other' })],
        );
      }
      attempts.push(
        ['GET charge', other.get(`/charges/${charge}`)],
        ['PUT charge', other.put(`/charges/${charge}`, { order_number: 'x' })],
        ['capture charge', other.post(`/charges/${charge}/capture`)],
        ['cancel charge', other.post(`/charges/${charge}/cancel`)],
        ['GET credit note', other.get(`/credit-notes/${note}`)],
        ['void credit note', other.post(`/credit-notes/${note}/void`)],
        ['invoice for their customer', other.post('/invoices', { customer_id: customerId, number: 'X', amount: 1 })],
        ['charge for their customer', other.post('/sandbox/charges', { customer_id: customerId, amount: 1, terms: 'net30' })],
      );
      for (const [label, attempt] of attempts) {
        const response = await attempt;
        expect({ label, status: response.status }).toEqual({ label, status: 404 });
        if (response.body) expect(response.body.error?.type).toBe('not_found_error');
      }
      expect((await other.get('/invoices')).body.count).toBe(0);
      expect((await other.get('/charges')).body.count).toBe(0);
      expect((await other.get('/credit-notes')).body.count).toBe(0);
      // Nothing changed for the owner.
      expect((await api.get(`/invoices/${sent.id}`)).body).toMatchObject({ amount_balance: 90, voided: false, canceled: false, notes: null });
      expect((await api.get(`/charges/${charge}`)).body).toMatchObject({ captured: false, canceled: false, order_number: null });
    });
  });
});
