import {
  ApiClient,
  checkStreamEvents,
  createMerchant,
  customerInput,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
  WebhookReceiver,
} from '@netline/testing';
import { randomUUID } from 'node:crypto';

/** A form of the payment page as a browser reads it: where it posts and what it sends unseen. */
interface PageForm {
  action: string;
  hidden: Record<string, string>;
}

/** The page's "Pay online" form for `method`, read from its HTML the way a browser would. */
function formOf(html: string, pageUrl: string, method: 'card' | 'ach'): PageForm {
  const form = new RegExp(`<form method="post" action="([^"]+)" data-method="${method}"[\\s\\S]*?</form>`).exec(html);
  if (!form) throw new Error(`the page has no ${method} form:\n${html}`);
  const hidden = Object.fromEntries([...form[0].matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)].map((match) => [match[1], match[2]]));
  // The action is relative to the page, as the browser resolves it.
  return { action: new URL(form[1].replace(/&amp;/g, '&'), pageUrl).href, hidden };
}

/** Posts the form with the buyer's fields, as `application/x-www-form-urlencoded`, like a browser. */
async function submit(form: PageForm, fields: Record<string, string>): Promise<{ status: number; html: string; headers: Headers }> {
  const response = await fetch(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.hidden, ...fields }).toString(),
  });
  return { status: response.status, html: await response.text(), headers: response.headers };
}

const field = (html: string, name: string) => new RegExp(`data-field="${name}">([^<]*)<`).exec(html)?.[1];
const CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_cvc: '123' };
const DECLINED_CARD = { ...CARD, card_number: '4000 0000 0000 0002' };
const BANK = {
  account_holder: 'Globex Accounts Payable',
  routing_number: '110000000',
  account_number: '000123456789',
  account_type: 'checking',
  ach_authorization: 'yes',
};

/**
 * Issue: buyers pay an invoice online from its payment page. Through HTTP on the shared stack, as a
 * browser would: the invoice goes out by email, its link opens the page, the page's "Pay online" form is
 * read (its action and hidden fields) and posted. A declined card leaves the invoice open and records
 * nothing; the test card pays it through treasury's sandbox provider, the payment is listed like any
 * other with its online source, `payment.paid` is on treasury's stream, the webhooks go out and the
 * receipt is mailed; a form posted again pays once. Treasury's own rules: src/payments/online-payments.medium-spec.ts;
 * the page in Chromium: pay-online-browser.e2e-spec.ts.
 */
describe('paying an invoice online from its payment page', () => {
  let stack: SharedStack;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    stack = await sharedStack();
    receiver = await WebhookReceiver.start(stack.certificate);
  });

  afterAll(async () => {
    await receiver?.stop();
  });

  const newMerchant = async () => {
    const merchant: MerchantCredentials = await createMerchant(stack.env, `Online Pay ${randomUUID().slice(0, 6)}`);
    return { merchant, api: ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key) };
  };

  /** An approved customer whose AP mailbox is this test's own (the net-terms offer is its first message). */
  const approvedCustomer = async (api: ApiClient) => {
    const ap = `ap-${randomUUID().slice(0, 8)}@buyer.example`;
    const created = await api.post('/customers', customerInput({ business_ap_email: ap, email: ap }));
    expect(created.status).toBe(200);
    expect((await api.post(`/customers/${created.body.id}/credit-check`, { amount_requested: 20_000, has_purchase_history: false })).status).toBe(204);
    await stack.waitForMail(ap, 1);
    return { id: created.body.id as string, ap };
  };

  /** A sent invoice, and its payment link as the buyer receives it by email. */
  const sentInvoice = async (api: ApiClient, customer: { id: string; ap: string }, amount: number, mailsBefore: number) => {
    const number = `INV-${randomUUID().slice(0, 6)}`;
    const created = await api.post('/invoices', { customer_id: customer.id, number, amount });
    expect(created.status).toBe(200);
    expect((await api.put(`/invoices/${created.body.id}/send`)).status).toBe(200);
    const mails = await stack.waitForMail(customer.ap, mailsBefore + 1);
    const link = /View and pay: (\S+)/.exec(mails[mailsBefore].parsed.text ?? '')![1];
    expect(link).toBe((await api.get(`/invoices/${created.body.id}`)).body.invoice_payment_url);
    return { id: created.body.id as string, number, link };
  };

  /** Opens the page as a browser does, with no credentials, and checks what keeps it safe. */
  const openPage = async (link: string) => {
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).not.toMatch(/unsafe-inline/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    return html;
  };

  const paymentsOf = async (api: ApiClient, customerId: string) => {
    const response = await api.get(`/payments?filter[customer_id]=${customerId}`);
    expect(response.status).toBe(200);
    return response.body.results as Array<Record<string, unknown>>;
  };

  it('declines a declined card with the reason and nothing recorded, then pays with the test card: applied, listed, on the stream, webhooks, receipt', async () => {
    const { merchant, api } = await newMerchant();
    const hook = `/hooks/${randomUUID()}`;
    receiver.script(hook, { kind: 'ok' });
    const events = { 'payment.created': true, 'payment.status_changed': true, 'invoice.balance_updated': true };
    expect((await api.post('/webhooks', { endpoint_url: receiver.url(hook), events })).status).toBe(200);
    const customer = await approvedCustomer(api);
    const invoice = await sentInvoice(api, customer, 1525, 1);

    const page = await openPage(invoice.link);
    expect(field(page, 'amount_balance')).toBe('$1,525.00');
    // The sandbox provider's test values are on the page.
    expect(page).toContain('<code>4242 4242 4242 4242</code>: succeeds');
    expect(page).toContain('<code>4000 0000 0000 0002</code>: declined: The card was declined.');
    const card = formOf(page, invoice.link, 'card');
    // The form posts to the page's own address, on the same origin, with the page's form id and token.
    expect(card.action).toBe(invoice.link);
    expect(Object.keys(card.hidden).sort()).toEqual(['form_id', 'form_token', 'method']);
    expect(card.hidden.method).toBe('card');
    expect(/name="amount" value="1525\.00"/.test(page)).toBe(true);

    // The decline card: 402 with the provider's reason; nothing recorded, the invoice still open.
    const declined = await submit(card, { ...DECLINED_CARD, amount: '1525.00' });
    expect(declined.status).toBe(402);
    expect(declined.html).toContain('data-state="declined"');
    expect(declined.html).toContain('The card was declined.');
    expect(declined.html).toContain('Nothing was charged.');
    expect(await paymentsOf(api, customer.id)).toEqual([]);
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 1525, fully_paid: false });

    // The test card, from the fresh form the decline page carries: paid in full.
    const paid = await submit(formOf(declined.html, invoice.link, 'card'), { ...CARD, amount: '1,525.00' });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    // Counted against the client address's window, as every public route is.
    expect(paid.headers.get('x-ratelimit-limit')).toMatch(/^\d+$/);
    expect(paid.html).toContain('data-state="paid"');
    expect(field(paid.html, 'payment_amount')).toBe('$1,525.00');
    expect(field(paid.html, 'paid_with')).toBe('card ending 4242');
    expect(field(paid.html, 'status')).toBe('Paid in full');
    expect(field(paid.html, 'amount_balance')).toBe('$0.00');
    const paymentId = field(paid.html, 'payment_id')!;

    // The invoice is paid, and the payment is listed like any other, with its online source.
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 0, fully_paid: true });
    const online = await api.get(`/payments?filter[source]=payment_gateway&filter[customer_id]=${customer.id}`);
    expect(online.body.results).toEqual([
      expect.objectContaining({
        id: paymentId,
        customer_id: customer.id,
        source: 'payment_gateway',
        method: 'card',
        status: 'paid',
        amount: 1525,
        amount_unapplied: 0,
        provider: 'sandbox',
        provider_reference: field(paid.html, 'provider_reference'),
        payment_links: [{ record_id: invoice.id, record_type: 'invoice', amount: 1525 }],
      }),
    ]);
    expect((await api.get('/payments?filter[source]=api')).body.results).toEqual([]);

    // payment.paid on treasury's stream (billing and credit follow it), and the merchant's webhooks.
    const stream = await waitFor(
      () => checkStreamEvents(stack, { merchantIds: [merchant.merchant_id] }),
      (check) => (check.byType['payment.paid'] ?? 0) >= 1,
    );
    expect(stream.violations).toEqual([]);
    expect(stream.byType).toMatchObject({ 'payment.created': 1, 'payment.status_changed': 1, 'payment.paid': 1 });
    await receiver.waitFor(() =>
      receiver.requestsTo(hook).some((request) => request.json?.type === 'payment.status_changed' && request.json.data.id === paymentId),
    );
    const delivered = receiver.requestsTo(hook).map((request) => [request.json?.type, request.json?.data.id]);
    expect(delivered).toEqual(
      expect.arrayContaining([
        ['payment.created', paymentId],
        ['payment.status_changed', paymentId],
      ]),
    );
    await receiver.waitFor(() =>
      receiver.requestsTo(hook).some((request) => request.json?.type === 'invoice.balance_updated' && request.json.data.id === invoice.id),
    );

    // The receipt, through the mail path, once.
    const mails = await stack.waitForMail(customer.ap, 3);
    expect(mails[2].parsed.subject).toMatch(/^Receipt: \$1,525\.00 received by /);
    expect(mails[2].parsed.text).toContain(`Invoice ${invoice.number}: $1,525.00 applied, paid in full`);
    await waitFor(
      async () => (await api.get(`/emails?filter[payment_id]=${paymentId}`)).body.results as Array<{ kind: string; status: string }>,
      (logged) => logged.length === 1 && logged[0].status === 'sent',
    );

    // The page now says so, and offers no form.
    const after = await openPage(invoice.link);
    expect(field(after, 'status')).toBe('Paid in full');
    expect(after).not.toContain('<form');
  });

  it('pays once for a form posted twice, or twice at once, and takes part of the balance by ACH', async () => {
    const { api } = await newMerchant();
    const customer = await approvedCustomer(api);
    const invoice = await sentInvoice(api, customer, 1000, 1);
    const card = formOf(await openPage(invoice.link), invoice.link, 'card');

    // A double click: the same form twice at once.
    const [first, second] = await Promise.all([submit(card, { ...CARD, amount: '400' }), submit(card, { ...CARD, amount: '400' })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(field(first.html, 'payment_id')).toBe(field(second.html, 'payment_id'));
    // Posted again later (the browser's back button, a reload): the receipt of that same payment.
    const replay = await submit(card, { ...CARD, amount: '400' });
    expect(replay.status).toBe(200);
    expect(replay.html).toContain('This form had already been submitted: it was paid once.');
    expect(field(replay.html, 'payment_id')).toBe(field(first.html, 'payment_id'));
    expect(await paymentsOf(api, customer.id)).toHaveLength(1);
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 600, fully_paid: false });
    expect(field(replay.html, 'amount_balance')).toBe('$600.00');

    // The rest of it in part by ACH, from a fresh page: the receipt names what is still owed.
    const page = await openPage(invoice.link);
    expect(field(page, 'amount_balance')).toBe('$600.00');
    const ach = formOf(page, invoice.link, 'ach');
    expect(ach.hidden.form_id).not.toBe(card.hidden.form_id);
    // More than is owed is refused, naming the field.
    const tooMuch = await submit(ach, { ...BANK, amount: '600.01' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.html).toContain('Amount: at most the $600.00 still owed.');
    const partly = await submit(ach, { ...BANK, amount: '250' });
    expect(partly.status).toBe(200);
    expect(field(partly.html, 'paid_with')).toBe('checking account ending 6789');
    expect(field(partly.html, 'amount_balance')).toBe('$350.00');
    expect(partly.html).toContain('Pay the $350.00 still owed');
    const payments = await paymentsOf(api, customer.id);
    expect(payments.map((payment) => [payment.method, payment.amount, payment.status, payment.source])).toEqual(
      expect.arrayContaining([
        ['card', 400, 'paid', 'payment_gateway'],
        ['ach_debit', 250, 'paid', 'payment_gateway'],
      ]),
    );
    expect(payments).toHaveLength(2);
  });

  it('refuses a form not issued for this invoice, and a link that names no invoice', async () => {
    const { api } = await newMerchant();
    const customer = await approvedCustomer(api);
    const invoice = await sentInvoice(api, customer, 300, 1);
    const other = await sentInvoice(api, customer, 200, 2);
    const card = formOf(await openPage(invoice.link), invoice.link, 'card');
    const othersForm = formOf(await openPage(other.link), other.link, 'card');

    // Another invoice's form token, a made-up one, none at all: 403, nothing charged.
    for (const hidden of [othersForm.hidden, { ...card.hidden, form_token: `${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}` }, { method: 'card' }]) {
      const refused = await submit({ action: card.action, hidden }, { ...CARD, amount: '300' });
      expect(refused.status).toBe(403);
      expect(refused.html).toContain('data-state="form_invalid"');
    }
    expect(await paymentsOf(api, customer.id)).toEqual([]);
    // A well-formed address that names no invoice.
    const unknown = await submit({ action: invoice.link.replace(/[A-Za-z0-9]{32}$/, 'Z'.repeat(32)), hidden: card.hidden }, { ...CARD, amount: '300' });
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('data-state="not_found"');
    // A voided invoice takes no payment, even from a form issued before it was voided.
    expect((await api.post(`/invoices/${invoice.id}/void`)).status).toBe(200);
    const closed = await submit(card, { ...CARD, amount: '300' });
    expect(closed.status).toBe(409);
    expect(closed.html).toContain('It is voided.');
    expect(closed.html).not.toContain('<form');
    expect(await paymentsOf(api, customer.id)).toEqual([]);
  });
});
