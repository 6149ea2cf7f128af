import { OnlinePaymentOptions, Payment } from '@netline/contracts';
import { createHash } from 'node:crypto';
import { Invoice } from './invoice.entity';
import { InvoiceView, PAYMENT_PAGE_HEADERS, paymentPage, receiptPage } from './payment-page';

describe('the payment page', () => {
  const invoice = (overrides: Partial<Invoice> = {}) =>
    Object.assign(new Invoice(), {
      number: 'INV-<7>',
      publicToken: 'Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z',
      sent: true,
      voided: false,
      canceled: false,
      fullyPaid: false,
      amountDue: 152_500,
      amountBalance: 152_500,
      dueAt: new Date('2030-04-03T10:00:00Z'),
      lineItems: [],
      ...overrides,
    });
  const view = (overrides: Partial<Invoice> = {}): InvoiceView => ({
    invoice: invoice(overrides),
    merchantName: 'Acme "Supply" & Sons',
    documentUrl: null,
    remittance: ['Bank: First Bank', 'Reference to quote with any payment: NL-ABCD-EFGH'],
  });
  const sandbox: OnlinePaymentOptions = {
    provider: 'sandbox',
    methods: ['card', 'ach'],
    test_values: [{ method: 'card', field: 'card number', value: '4242 4242 4242 4242', outcome: 'succeeds' }],
  };
  const form = { formId: 'f'.repeat(22), formToken: '1900000000.tok', options: sandbox, amount: '1525.00' };
  const html = (body: { body: string }) => body.body;

  it('runs no script, allows its one style block by hash, and posts its forms to its own address only', () => {
    const page = paymentPage(view(), { form });
    const text = html(page);
    expect(page.headers).toEqual(PAYMENT_PAGE_HEADERS);
    const csp = PAYMENT_PAGE_HEADERS['content-security-policy'];
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/form-action 'self'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-inline|script-src/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(text)![1];
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(text).not.toMatch(/<script|\son[a-z]+=|style="/i);
    // Both forms post to the page itself, each with the page's form id and token and its method.
    const forms = [...text.matchAll(/<form method="post" action="([^"]+)" data-method="(card|ach)"/g)].map((match) => [match[1], match[2]]);
    expect(forms).toEqual([
      ['Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z', 'card'],
      ['Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z', 'ach'],
    ]);
    expect(text.match(/name="form_id" value="f{22}"/g)).toHaveLength(2);
    expect(text.match(/name="form_token" value="1900000000.tok"/g)).toHaveLength(2);
    expect(text).toContain('<li>card number <code>4242 4242 4242 4242</code>: succeeds</li>');
    // Every value is escaped.
    expect(text).toContain('Invoice INV-&lt;7&gt;');
    expect(text).toContain('I authorize Acme &quot;Supply&quot; &amp; Sons, through Netline');
  });

  it('offers no form on an invoice that can take no payment, or without a provider, and shows an alert first', () => {
    expect(html(paymentPage(view({ fullyPaid: true, amountBalance: 0 }), null))).not.toContain('<form');
    const unavailable = html(paymentPage(view(), { unavailable: 'Online payment is not offered for this invoice.' }));
    expect(unavailable).not.toContain('<form');
    expect(unavailable).toContain('data-state="online_unavailable"');
    const declined = paymentPage(view(), { form }, { state: 'declined', title: 'The payment was declined', lines: ['The card was declined.'] }, 402);
    expect(declined.status).toBe(402);
    expect(html(declined)).toMatch(
      /<div class="alert" role="alert" data-state="declined"><strong>The payment was declined<\/strong><p>The card was declined.<\/p><\/div>/,
    );
  });

  it('shows the receipt: the payment, and what the invoice still owes', () => {
    const payment = { id: 'pay_1', amount: 500, status: 'paid', provider_reference: 'sbx_ch_1' } as Payment;
    const text = html(receiptPage(view({ amountBalance: 102_500 }), payment, 'card ending 4242', false));
    expect(text).toContain('<p data-state="paid">Thank you: $500.00 was paid to Acme &quot;Supply&quot; &amp; Sons for invoice INV-&lt;7&gt;.</p>');
    expect(text).toContain('<dd data-field="paid_with">card ending 4242</dd>');
    expect(text).toContain('<dd data-field="amount_balance">$1,025.00</dd>');
    expect(text).toContain('Pay the $1,025.00 still owed');
    const replay = html(receiptPage(view({ amountBalance: 0, fullyPaid: true }), payment, null, true));
    expect(replay).toContain('This form had already been submitted: it was paid once.');
    expect(replay).toContain('<dd data-field="status">Paid in full</dd>');
    expect(html(receiptPage(view(), { ...payment, status: 'in_transit' }, null, false))).toContain('data-state="processing"');
  });
});
