import {
  ApiClient,
  createMerchant,
  customerInput,
  MerchantCredentials,
  readPdf,
  ReceivedMail,
  SharedStack,
  sharedStack,
  waitFor,
  WebhookReceiver,
} from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * Issue: invoices that reach the buyer, and collections that chase them. Through HTTP on the shared stack,
 * whose billing mails through SMTP to the broker's SMTP server: the invoice with its PDF, one reminder per
 * schedule step as the sandbox clock moves, `invoice.overdue` once, a receipt after payment, and the
 * merchant's email log and settings. The sender's rules (retries, permanent refusals, an outage) are in
 * src/mail-sender/mail-sender.medium-spec.ts.
 */
describe('collections and customer email', () => {
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
    const merchant: MerchantCredentials = await createMerchant(stack.env, `Collections ${randomUUID().slice(0, 6)}`);
    return { merchant, api: ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key) };
  };

  /** An approved customer whose mailboxes are this test's own. */
  const approvedCustomer = async (api: ApiClient) => {
    const tag = randomUUID().slice(0, 8);
    const ap = `ap-${tag}@buyer.example`;
    const contact = `owner-${tag}@buyer.example`;
    const created = await api.post('/customers', customerInput({ business_name: `Globex ${tag}`, business_ap_email: ap, email: contact }));
    expect(created.status).toBe(200);
    // The sandbox underwriter approves a credit check at once and opens a net-terms offer, which is mailed
    // with its enrollment link before anything else.
    const check = { amount_requested: 20_000, has_purchase_history: false, business_description: 'Wholesale' };
    expect((await api.post(`/customers/${created.body.id}/credit-check`, check)).status).toBe(204);
    const approved = (await api.get(`/customers/${created.body.id}`)).body;
    expect(approved).toMatchObject({ credit_status: 'approved', net_terms_status: 'pending_enrollment' });
    const [offer] = await stack.waitForMail(ap, 1);
    expect(offer.parsed.subject).toMatch(/offers you net terms/);
    const line = `$${(approved.amount_approved as number).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect(offer.parsed.text).toContain(`with a credit line of ${line}`);
    const link = /Accept the offer until \d{4}-\d{2}-\d{2}: (\S+)/.exec(offer.parsed.text ?? '')![1];
    expect(link).toBe((await api.get(`/customers/${created.body.id}`)).body.net_terms_enrollment_url);
    return { id: created.body.id as string, ap, contact };
  };

  /** The messages after the offer, once `count` of them have arrived. */
  const inbox = async (address: string, count: number) => (await stack.waitForMail(address, count + 1)).slice(1);

  const emails = async (api: ApiClient, query: string) => {
    const response = await api.get(`/emails?${query}`);
    expect(response.status).toBe(200);
    return response.body.results as Array<Record<string, unknown>>;
  };
  const advance = async (api: ApiClient, days: number) => expect((await api.post('/sandbox/clock/advance', { days })).status).toBe(200);
  const subjects = (messages: ReceivedMail[]) => messages.map((message) => message.parsed.subject);

  it('mails the sent invoice to the AP and contact addresses with its PDF, every line, and a payment link that answers', async () => {
    const { api } = await newMerchant();
    expect((await api.put('/collections/settings', { reply_to: 'billing@merchant.example' })).status).toBe(200);
    const customer = await approvedCustomer(api);
    const lines = [
      { description: 'Steel brackets, 40 mm', quantity: 100, unit_price: 12.5, amount: 1250 },
      { description: 'Anchor bolts', quantity: 25, unit_price: 4, amount: 100 },
      { description: 'Freight', quantity: 1, unit_price: 175, amount: 175 },
    ];
    const number = `INV-${randomUUID().slice(0, 6)}`;
    const created = await api.post('/invoices', { customer_id: customer.id, number, amount: 1525, line_items: lines, po_number: 'PO-881' });
    expect(created.status).toBe(200);
    expect((await api.put(`/invoices/${created.body.id}/send`)).status).toBe(200);

    const [mail] = await inbox(customer.ap, 1);
    expect(mail.to.sort()).toEqual([customer.ap, customer.contact].sort());
    // From Netline's address, under the merchant's name.
    expect(mail.parsed.from?.value).toEqual([{ address: 'invoices@netline.localhost', name: expect.stringMatching(/^Collections /) }]);
    expect(mail.parsed.replyTo?.value[0].address).toBe('billing@merchant.example');
    expect(mail.parsed.subject).toMatch(new RegExp(`^Invoice ${number} from .+: \\$1,525\\.00 due \\d{4}-\\d{2}-\\d{2}$`));
    for (const line of ['Steel brackets, 40 mm — 100 × $12.50 = $1,250.00', 'Anchor bolts — 25 × $4.00 = $100.00', 'Freight — 1 × $175.00 = $175.00']) {
      expect(mail.parsed.text).toContain(line);
    }
    expect(mail.parsed.html).toContain('<td>Steel brackets, 40 mm</td>');

    // The attachment is the invoice PDF, and it lists every line.
    expect(mail.parsed.attachments).toHaveLength(1);
    const [attachment] = mail.parsed.attachments;
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: `invoice-${number.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf` });
    const pdf = await readPdf(attachment.content);
    for (const line of [/Steel brackets, 40 mm +100 +\$12\.50 +\$1,250\.00/, /Anchor bolts +25 +\$4\.00 +\$100\.00/, /Freight +1 +\$175\.00 +\$175\.00/])
      expect(pdf.text).toMatch(line);

    // The link in the message is the invoice's payment page, and it answers with the lines too.
    const link = /View and pay: (\S+)/.exec(mail.parsed.text ?? '')![1];
    expect(link).toBe((await api.get(`/invoices/${created.body.id}`)).body.invoice_payment_url);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<td>Anchor bolts</td>');
    // Real remittance details: the operator's account and a reference that names this customer.
    const reference = /Reference to quote with any payment: (NL-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(mail.parsed.text ?? '')![1];
    for (const value of ['011000015', '000123456789', reference]) expect(html).toContain(`<dd>${value}</dd>`);
    expect(pdf.text).toContain(`Reference to quote with any payment: ${reference}`);
    expect(pdf.text).toContain('Routing number (ABA): 011000015');

    // The log says the same, and the message went once.
    const logged = await emails(api, `filter[invoice_id]=${created.body.id}`);
    expect(logged).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        status: 'sent',
        to: [customer.ap, customer.contact],
        attempts: 1,
        attachments: [attachment.filename],
        last_error: null,
      }),
    ]);
    expect((await api.get(`/emails/${logged[0].id as string}`)).body).toMatchObject({
      id: logged[0].id,
      subject: mail.parsed.subject,
      reply_to: 'billing@merchant.example',
    });
    expect(await stack.mail(customer.ap)).toHaveLength(2);
  });

  it('walks an invoice past its due date: one reminder per step, invoice.overdue once, days_overdue, then a receipt and no reminder after payment', async () => {
    const { api } = await newMerchant();
    // The clock crosses a month end, whose statement would land among the reminders counted below;
    // statements have their own spec (src/statements/statements.medium-spec.ts).
    expect((await api.put('/collections/settings', { emails: { statement: false } })).status).toBe(200);
    const path = `/hooks/${randomUUID()}`;
    receiver.script(path, { kind: 'ok' });
    expect((await api.post('/webhooks', { endpoint_url: receiver.url(path), events: { 'invoice.overdue': true } })).status).toBe(200);
    const customer = await approvedCustomer(api);
    const number = `INV-${randomUUID().slice(0, 6)}`;
    const created = (await api.post('/invoices', { customer_id: customer.id, number, amount: 800, terms: 'net30' })).body;
    expect((await api.put(`/invoices/${created.id}/send`)).status).toBe(200);
    await inbox(customer.ap, 1);

    // 27 days: three days before the due date.
    await advance(api, 27);
    await inbox(customer.ap, 2);
    // The due date, then one day after it.
    await advance(api, 3);
    await inbox(customer.ap, 3);
    await advance(api, 1);
    const afterDay1 = await inbox(customer.ap, 4);
    expect(subjects(afterDay1).slice(1)).toEqual([
      expect.stringMatching(new RegExp(`^Reminder: invoice ${number} from .+ is due \\d{4}-\\d{2}-\\d{2} \\(\\$800\\.00 owed\\)$`)),
      expect.stringMatching(/ is due today \(\$800\.00 owed\)$/),
      expect.stringMatching(/ is 1 day overdue \(\$800\.00 owed\)$/),
    ]);
    expect((await api.get(`/invoices/${created.id}`)).body.days_overdue).toBe(1);

    // invoice.overdue reached the endpoint, once.
    await receiver.waitFor(() => receiver.requestsTo(path).some((request) => request.json?.type === 'invoice.overdue'));

    // 20 more days jump past the 7- and 14-day steps at once: only the latest goes.
    await advance(api, 20);
    const afterJump = await inbox(customer.ap, 5);
    expect(afterJump[4].parsed.subject).toMatch(/ is 21 days overdue/);
    const reminders = await emails(api, `filter[invoice_id]=${created.id}&filter[kind]=reminder`);
    expect(reminders.map((email) => email.reminder_offset_days).sort((a, b) => Number(a) - Number(b))).toEqual([-3, 0, 1, 14]);
    expect((await api.get(`/invoices/${created.id}`)).body.days_overdue).toBe(21);

    // Paid in full: a receipt naming the invoice, and the 30-day step never goes.
    const payment = (
      await api.post('/sandbox/payments', { customer_id: customer.id, amount: 800, method: 'ach_debit', links: [{ invoice_id: created.id, amount: 800 }] })
    ).body;
    expect((await api.post(`/sandbox/payments/${payment.id}/status`, { status: 'paid' })).status).toBe(200);
    const withReceipt = await inbox(customer.ap, 6);
    expect(withReceipt[5].parsed.subject).toMatch(/^Receipt: \$800\.00 received by /);
    expect(withReceipt[5].parsed.text).toContain(`Invoice ${number}: $800.00 applied, paid in full`);
    await waitFor(
      async () => (await api.get(`/invoices/${created.id}`)).body.days_overdue,
      (days) => days === 0,
    );
    await advance(api, 15);
    // The advance was applied by billing (its pass ran): the invoice's reminders still end at 14 days.
    await waitFor(
      async () => emails(api, `filter[customer_id]=${customer.id}`),
      (list) => list.every((email) => email.status !== 'queued'),
    );
    expect((await emails(api, `filter[invoice_id]=${created.id}&filter[kind]=reminder`)).length).toBe(4);
    const overdueDeliveries = new Set(
      receiver
        .requestsTo(path)
        .filter((request) => request.json?.type === 'invoice.overdue')
        .map((request) => request.json.id),
    );
    expect(overdueDeliveries.size).toBe(1);
    expect(await stack.mail(customer.ap)).toHaveLength(7);
  });

  it('sends a reminder on request, refuses one for an unsent invoice, and honours a customer switched off', async () => {
    const { api } = await newMerchant();
    const customer = await approvedCustomer(api);
    const draft = (await api.post('/invoices', { customer_id: customer.id, number: `INV-${randomUUID().slice(0, 6)}`, amount: 100 })).body;
    const refused = await api.post(`/invoices/${draft.id}/remind`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request', code: 'BILLING.INVOICE_NOT_REMINDABLE' });
    expect((await api.put(`/invoices/${draft.id}/send`)).status).toBe(200);
    await inbox(customer.ap, 1);

    const reminded = await api.post(`/invoices/${draft.id}/remind`);
    expect(reminded.status).toBe(200);
    expect(reminded.body).toMatchObject({ kind: 'reminder', invoice_id: draft.id, customer_id: customer.id });
    await inbox(customer.ap, 2);

    // Switched off for this customer: the schedule sends nothing to it.
    expect((await api.put(`/customers/${customer.id}/collections`, { reminders_enabled: false })).body).toMatchObject({
      customer_id: customer.id,
      reminders_enabled: false,
    });
    expect((await api.get(`/customers/${customer.id}/collections`)).body.reminders_enabled).toBe(false);
    await advance(api, 31);
    await waitFor(
      async () => (await api.get(`/invoices/${draft.id}`)).body.days_overdue,
      (days) => days >= 1,
    );
    expect(await emails(api, `filter[invoice_id]=${draft.id}&filter[kind]=reminder`)).toHaveLength(1);
  });

  it('opens a dispute that holds back reminders, and resolves it with a credit note; both reach a webhook', async () => {
    const { api } = await newMerchant();
    const path = `/hooks/${randomUUID()}`;
    receiver.script(path, { kind: 'ok' });
    const topics = { 'invoice.dispute_opened': true, 'invoice.dispute_resolved': true };
    expect((await api.post('/webhooks', { endpoint_url: receiver.url(path), events: topics })).status).toBe(200);
    const customer = await approvedCustomer(api);
    const invoice = (await api.post('/invoices', { customer_id: customer.id, number: `INV-${randomUUID().slice(0, 6)}`, amount: 800, terms: 'net30' })).body;
    expect((await api.put(`/invoices/${invoice.id}/send`)).status).toBe(200);
    await inbox(customer.ap, 1);

    const opened = await api.post(`/invoices/${invoice.id}/disputes`, { reason: 'goods_damaged', amount: 200, message: 'Two boxes arrived crushed' });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      status: 'open',
      invoice_id: invoice.id,
      amount: 200,
      messages: [{ author: 'merchant', text: 'Two boxes arrived crushed' }],
    });
    const again = await api.post(`/invoices/${invoice.id}/disputes`, { reason: 'other', amount: 1, message: 'And another' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ type: 'conflict_error', code: 'BILLING.DISPUTE_ALREADY_OPEN' });
    expect((await api.get(`/invoices/${invoice.id}`)).body.dispute_id).toBe(opened.body.id);
    const refused = await api.post(`/invoices/${invoice.id}/remind`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'BILLING.INVOICE_DISPUTED' });
    expect((await api.get(`/disputes?filter[invoice_id]=${invoice.id}&filter[status]=open`)).body).toMatchObject({ count: 1 });

    const resolved = await api.post(`/disputes/${opened.body.id}/resolve`, { amount: 150, message: 'Credited the two boxes' });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolution: 'credited', amount_credited: 150 });
    expect((await api.get(`/credit-notes/${resolved.body.credit_note_id}`)).body).toMatchObject({ invoice_id: invoice.id, amount: 150 });
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 650, amount_credited: 150, dispute_id: null });

    const deliveries = () => receiver.requestsTo(path).map((request) => [request.json?.type, request.json?.object, request.json?.data?.id]);
    await receiver.waitFor(() => deliveries().length >= 2);
    expect(deliveries().sort()).toEqual([
      ['invoice.dispute_opened', 'dispute', opened.body.id],
      ['invoice.dispute_resolved', 'dispute', opened.body.id],
    ]);
  });

  it('validates the settings, names the field, and keeps each merchant to its own log and settings', async () => {
    const { api } = await newMerchant();
    const defaults = (await api.get('/collections/settings')).body;
    expect(defaults).toEqual({
      reminders_enabled: true,
      reminder_schedule: [-3, 0, 1, 7, 14, 30],
      reply_to: null,
      emails: { invoice: true, reminder: true, receipt: true, enrollment_offer: true, statement: true },
      updated_at: null,
    });
    for (const [body, field] of [
      [{ reply_to: 'not an address' }, 'reply_to'],
      [{ reminder_schedule: [] }, 'reminder_schedule'],
      [{ reminder_schedule: [0, 500] }, 'reminder_schedule.1'],
      [{ reminder_schedule: [-31] }, 'reminder_schedule.0'],
      [{ reminder_schedule: [1, 1] }, 'reminder_schedule'],
      [{ emails: { invoice: 'yes' } }, 'emails.invoice'],
      [{ emails: { fax: true } }, 'emails.fax'],
    ] as const) {
      const response = await api.put('/collections/settings', body);
      expect({ field, status: response.status, type: response.body.error?.type }).toEqual({ field, status: 400, type: 'validation_error' });
      expect(response.body.error?.details?.map((detail: { path: string }) => detail.path)).toContain(field);
    }
    const wrongType = await api.put('/collections/settings', { reminders_enabled: 'yes' });
    expect(wrongType.body.error?.details).toEqual([{ path: 'reminders_enabled', message: '`reminders_enabled` must be a boolean, not a string' }]);

    const changed = await api.put('/collections/settings', { reminder_schedule: [14, 0, -5], emails: { receipt: false } });
    expect(changed.body).toMatchObject({
      reminder_schedule: [-5, 0, 14],
      emails: { invoice: true, reminder: true, receipt: false, enrollment_offer: true, statement: true },
      reminders_enabled: true,
    });

    // Another merchant sees its own defaults, none of these emails, and 404 for this one's customer and email.
    const customer = await approvedCustomer(api);
    const sent = (await api.post('/invoices', { customer_id: customer.id, number: `INV-${randomUUID().slice(0, 6)}`, amount: 50 })).body;
    await api.put(`/invoices/${sent.id}/send`);
    const [email] = await waitFor(
      async () => emails(api, `filter[invoice_id]=${sent.id}`),
      (list) => list.length === 1,
    );
    const other = await newMerchant();
    expect((await other.api.get('/collections/settings')).body.reminder_schedule).toEqual([-3, 0, 1, 7, 14, 30]);
    expect((await other.api.get(`/emails/${email.id as string}`)).status).toBe(404);
    expect((await other.api.get('/emails')).body.count).toBe(0);
    expect((await other.api.get(`/customers/${customer.id}/collections`)).status).toBe(404);
    expect((await other.api.post(`/invoices/${sent.id}/remind`)).status).toBe(404);
  });

  it('says a wrong type is a wrong type, and a body that is not an object is not one', async () => {
    const { api } = await newMerchant();
    const wrong = await api.post('/customers', { ...customerInput(), business_zip: 78701 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.details).toEqual([{ path: 'business_zip', message: '`business_zip` must be a string, not a number' }]);
    const list = await api.request('POST', '/customers', [customerInput()]);
    expect(list.status).toBe(400);
    expect(list.body.error?.details).toEqual([{ path: 'body', message: '`body` must be an object, not an array' }]);
  });
});
