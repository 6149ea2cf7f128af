import {
  createInvoiceSchema,
  DomainError,
  InvoicePaymentForm,
  OnlinePaymentOptions,
  OnlinePaymentReply,
  Payment,
  PaymentSubjects,
  RawReplyBody,
} from '@netline/contracts';
import { FakePeer, mediumMerchant } from '@netline/testing/medium';
import { useBillingWorld } from '../billing.medium-fixture';
import { randomBytes } from 'node:crypto';
import { PAYMENT_FORM_TTL_MS } from './payment-form';
import { PaymentPages } from './payment-page.service';
import { TreasuryClient } from './treasury.client';

const START = '2030-03-04T10:00:00.000Z';
const SANDBOX: OnlinePaymentOptions = { provider: 'sandbox', methods: ['card', 'ach'], test_values: [] };
const CARD = { method: 'card', amount: '250.00', card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_cvc: '123' };

/**
 * The payment page's service in one process: the real PaymentPages, invoices and repositories against
 * real PostgreSQL, the real RpcClient over real NATS to a fake credit and a treasury the test plays. The
 * order of the checks and the page each outcome gets are checked here, including what the end-to-end
 * suite cannot provoke on a healthy stack (an expired form, treasury not answering, no provider).
 */
describe('the payment page (medium)', () => {
  const world = useBillingWorld({ start: START });
  const { clock } = world;
  let treasury: FakePeer;
  let pages: PaymentPages;
  // What the fake treasury answers; each test sets what it needs.
  let options: () => OnlinePaymentOptions;
  let submissions: Map<string, Payment>;
  let submissionsDown: boolean;
  let online: () => OnlinePaymentReply;

  beforeAll(async () => {
    const { config, repository, creditClient, rpc, logger } = world;
    treasury = await FakePeer.start(config, 'fake-treasury');
    world.closeFirst(() => treasury.close());
    await treasury.answer(PaymentSubjects.onlineOptions, () => options());
    await treasury.answer(PaymentSubjects.onlineSubmission, ({ body }) => {
      if (submissionsDown) throw new DomainError('COMMON.UNAVAILABLE', 'unavailable', 'Service temporarily unavailable');
      return { payment: submissions.get(body.idempotency_key) ?? null };
    });
    await treasury.answer(PaymentSubjects.online, () => online());
    pages = new PaymentPages(repository, creditClient, new TreasuryClient(rpc), clock, config, logger);
  });

  beforeEach(() => {
    options = () => SANDBOX;
    submissions = new Map();
    submissionsDown = false;
    online = () => {
      throw new Error('treasury was not expected to be asked to take a payment');
    };
  });

  /** A sent invoice of $1,000 and its page's token. */
  async function sentInvoice(): Promise<{ token: string; merchantId: string; id: string; number: string }> {
    const { principal, merchantId } = mediumMerchant();
    world.credit.open(merchantId, 'cus_buyer', 500_000);
    const number = `N-${randomBytes(3).toString('hex')}`;
    const created = await world.invoices.create(principal, createInvoiceSchema.parse({ customer_id: 'cus_buyer', number, amount: 1000 }));
    const sent = await world.invoices.send(principal, created.id);
    return { token: /[A-Za-z0-9]{32}$/.exec(sent.invoice_payment_url as string)![0], merchantId, id: created.id, number };
  }

  const html = (page: RawReplyBody) => page.body;
  /** What treasury was asked to take for this merchant (the fake serves every test). */
  const asked = (merchantId: string) => treasury.requests(PaymentSubjects.online).filter((request) => request.body.merchant_id === merchantId);
  /** The hidden fields of the page's card form. */
  const cardForm = (page: RawReplyBody) => {
    const form = /<form[^>]*data-method="card"[\s\S]*?<\/form>/.exec(html(page));
    if (!form) return null;
    return Object.fromEntries([...form[0].matchAll(/type="hidden" name="([a-z_]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));
  };
  const payment = (id: string, amount: number): Payment => ({
    id,
    customer_id: 'cus_buyer',
    source: 'payment_gateway',
    amount,
    amount_unapplied: 0,
    method: 'card',
    status: 'paid',
    created_at: START,
    paid_at: START,
    canceled_at: null,
    failed_at: null,
    processed_at: START,
    scheduled_at: null,
    processing_fee: 0,
    canceled_code: null,
    failed_code: null,
    payment_links: [],
    created_by_user_id: null,
    provider: 'sandbox',
    provider_reference: `sbx_ch_${id}`,
  });

  it('asks treasury with the invoice, its customer, the cents and the form id as the key, and shows the receipt', async () => {
    const invoice = await sentInvoice();
    const form = cardForm(await pages.show(invoice.token))!;
    online = () => ({ outcome: 'paid', payment: payment('pay_card', 250), replayed: false });
    const receipt = await pages.pay(invoice.token, { ...CARD, ...form } as InvoicePaymentForm);
    expect(receipt.status).toBe(200);
    expect(html(receipt)).toContain('<dd data-field="payment_id">pay_card</dd>');
    expect(asked(invoice.merchantId).map((request) => request.body)).toEqual([
      {
        merchant_id: invoice.merchantId,
        customer_id: 'cus_buyer',
        invoice_id: invoice.id,
        amount: 25_000,
        currency: 'usd',
        idempotency_key: form.form_id,
        // Identity does not answer here: the merchant is named by its id, as on the world.documents.
        description: `Invoice ${invoice.number} from ${invoice.merchantId}`,
        instrument: { method: 'card', number: '4242424242424242', exp_month: 12, exp_year: 2039, cvc: '123' },
      },
    ]);
  });

  it('answers the receipt of a form that already paid, however old, and refuses an expired one that did not', async () => {
    const invoice = await sentInvoice();
    const paidForm = cardForm(await pages.show(invoice.token))!;
    const unpaidForm = cardForm(await pages.show(invoice.token))!;
    submissions.set(paidForm.form_id, payment('pay_earlier', 1000));
    clock.advance(PAYMENT_FORM_TTL_MS + 60_000);

    const receipt = await pages.pay(invoice.token, { ...CARD, ...paidForm } as InvoicePaymentForm);
    expect(html(receipt)).toContain('This form had already been submitted: it was paid once.');
    expect(html(receipt)).toContain('<dd data-field="payment_id">pay_earlier</dd>');

    const expired = await pages.pay(invoice.token, { ...CARD, ...unpaidForm } as InvoicePaymentForm);
    expect(expired.status).toBe(403);
    expect(html(expired)).toContain('data-state="form_expired"');
    // A fresh form to fill in again.
    expect(cardForm(expired)!.form_id).not.toBe(unpaidForm.form_id);
    expect(asked(invoice.merchantId)).toEqual([]);
  });

  it("shows treasury's refusals as pages: too many declines (429), the invoice taken meanwhile (409)", async () => {
    const invoice = await sentInvoice();
    const form = cardForm(await pages.show(invoice.token))!;
    online = () => {
      throw new DomainError(
        'TREASURY.ONLINE_PAYMENT_DECLINES_EXCEEDED',
        'rate_limited',
        'Too many declined payments on this invoice: online payment opens again in 42 minutes',
      );
    };
    const limited = await pages.pay(invoice.token, { ...CARD, ...form } as InvoicePaymentForm);
    expect(limited.status).toBe(429);
    expect(html(limited)).toContain('online payment opens again in 42 minutes');
    online = () => {
      throw new DomainError('TREASURY.ONLINE_PAYMENT_REFUSED', 'conflict', `The payment cannot be taken: invoice ${invoice.number} has nothing left to pay`);
    };
    const refused = await pages.pay(invoice.token, { ...CARD, ...form } as InvoicePaymentForm);
    expect(refused.status).toBe(409);
    expect(html(refused)).toContain('has nothing left to pay');
    expect(html(refused)).toContain('Nothing was charged.');
  });

  it('offers the very same form again when treasury does not confirm the payment, so sending it again cannot pay twice', async () => {
    const invoice = await sentInvoice();
    const form = cardForm(await pages.show(invoice.token))!;
    online = () => {
      throw new DomainError('COMMON.UNAVAILABLE', 'unavailable', 'Service temporarily unavailable');
    };
    const unconfirmed = await pages.pay(invoice.token, { ...CARD, ...form } as InvoicePaymentForm);
    expect(unconfirmed.status).toBe(503);
    expect(html(unconfirmed)).toContain('data-state="not_confirmed"');
    expect(cardForm(unconfirmed)).toEqual(form);
    // Nor before it is asked to take anything: treasury cannot say whether this form already paid.
    submissionsDown = true;
    const unknown = await pages.pay(invoice.token, { ...CARD, ...form } as InvoicePaymentForm);
    expect(unknown.status).toBe(503);
    expect(cardForm(unknown)).toEqual(form);
  });

  it('without a provider shows bank transfer only, and refuses a post; without treasury the page is still served', async () => {
    const invoice = await sentInvoice();
    const form = cardForm(await pages.show(invoice.token))!;
    options = () => ({ provider: null, methods: [], test_values: [] });
    const page = await pages.show(invoice.token);
    expect(cardForm(page)).toBeNull();
    expect(html(page)).toContain('Online payment is not offered for this invoice');
    const refused = await pages.pay(invoice.token, { ...CARD, ...form } as InvoicePaymentForm);
    expect(refused.status).toBe(409);
    expect(html(refused)).toContain('data-state="online_unavailable"');

    options = () => {
      throw new DomainError('COMMON.UNAVAILABLE', 'unavailable', 'Service temporarily unavailable');
    };
    const degraded = await pages.show(invoice.token);
    expect(degraded.status).toBe(200);
    expect(cardForm(degraded)).toBeNull();
    expect(html(degraded)).toContain('Online payment is unavailable right now');
    expect(html(degraded)).toContain('How to pay by bank transfer');
    expect(asked(invoice.merchantId)).toEqual([]);
  });
});
