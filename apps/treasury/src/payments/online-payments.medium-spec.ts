import { InvoiceSubjects, OnlinePaymentRequest, onlinePaymentRequestSchema } from '@netline/contracts';
import { randomUUID } from 'node:crypto';
import { useTreasuryWorld } from '../treasury.medium-fixture';
import { ChargeRequest, ChargeResult, PaymentProvider } from './provider/payment-provider';
import { SandboxPaymentProvider } from './provider/sandbox-payment-provider';

/**
 * Online payment from an invoice's payment page, in one process: the real OnlinePayments and
 * PaymentsService against real PostgreSQL and Redis, the sandbox provider (or a provider the test plays),
 * and fake billing and credit over real NATS. What treasury decides (a decline records nothing, one
 * payment per submission, the same payment path as any other, refusals before the provider is asked) is
 * checked here; billing's page and the receipt are the end-to-end suite's (apps/billing/test/pay-online.e2e-spec.ts).
 */
describe('online payments (medium)', () => {
  const world = useTreasuryWorld();
  const { clock } = world;

  const events = (paymentId: string) => world.outboxEvents("payload->'data'->>'id' = $1", paymentId);
  const paymentsOf = (merchantId: string): Promise<Array<{ id: string }>> =>
    world.database.dataSource.query('SELECT id FROM payments WHERE merchant_id = $1', [merchantId]);
  const applyRequests = (paymentId: string) =>
    world.billing.peer.requests(InvoiceSubjects.applyPayment).filter((request) => request.body.payment_id === paymentId);

  const CARD = { method: 'card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } as const;
  const DECLINED_CARD = { ...CARD, number: '4000000000000002' };
  const BANK = { method: 'ach', account_holder: 'Globex AP', routing_number: '110000000', account_number: '000123456789', account_type: 'checking' } as const;

  /** A submission of the payment page for `invoiceId`, as billing sends it. */
  const submission = (merchantId: string, invoiceId: string, cents: number, overrides: Partial<OnlinePaymentRequest> = {}): OnlinePaymentRequest =>
    onlinePaymentRequestSchema.parse({
      merchant_id: merchantId,
      customer_id: 'cus_payer',
      invoice_id: invoiceId,
      amount: cents,
      currency: 'usd',
      idempotency_key: `form_${randomUUID()}`,
      description: 'Invoice INV-1 from Acme Supply',
      instrument: CARD,
      ...overrides,
    });

  /** A provider the test plays: answers `result`, and keeps what it was asked. */
  const recordingProvider = (result: (request: ChargeRequest) => ChargeResult | Promise<ChargeResult>) => {
    const asked: ChargeRequest[] = [];
    const provider: PaymentProvider = {
      name: 'test-processor',
      methods: ['card', 'ach'],
      testValues: [],
      charge: async (request) => {
        asked.push(request);
        return result(request);
      },
    };
    return { provider, asked };
  };

  it('takes a card payment through the sandbox provider and records and applies it as any payment', async () => {
    const { merchantId } = world.merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 152_500);
    clock.advance(60_000);
    const reply = await world.online.pay(submission(merchantId, invoice.id, 152_500));
    if (reply.outcome !== 'paid') throw new Error(`expected a payment, got ${JSON.stringify(reply)}`);
    expect(reply.replayed).toBe(false);
    expect(reply.payment).toMatchObject({
      customer_id: 'cus_payer',
      source: 'payment_gateway',
      method: 'card',
      status: 'paid',
      amount: 1525,
      amount_unapplied: 0,
      provider: 'sandbox',
      provider_reference: expect.stringMatching(/^sbx_ch_[0-9a-f]{24}$/),
      created_at: clock.now().toISOString(),
      paid_at: clock.now().toISOString(),
      processed_at: clock.now().toISOString(),
      payment_links: [{ record_id: invoice.id, record_type: 'invoice', amount: 1525 }],
    });
    // The same table and the same reads as every other payment.
    expect(await world.payments.get(merchantId, reply.payment.id)).toEqual(reply.payment);
    // Billing decided what applies, once; the same events as a payment the bank reported.
    expect(applyRequests(reply.payment.id).map((request) => request.body.links)).toEqual([[{ invoice_id: invoice.id, amount: 152_500 }]]);
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(0);
    const written = await events(reply.payment.id);
    expect(written.map((event) => [event.type, event.data.status ?? null])).toEqual([
      ['payment.created', 'pending'],
      ['payment.status_changed', 'paid'],
      ['payment.paid', null],
    ]);
    expect(written[2].data).toEqual({
      id: reply.payment.id,
      customer_id: 'cus_payer',
      amount: 152_500,
      applied: [{ invoice_id: invoice.id, amount: 152_500 }],
      unapplied: 0,
    });
    // A non-advanced invoice: forwarded to the merchant less the payment fee, as for any payment.
    const forwarded = (await world.payoutsRepository.allTransactions(merchantId)).filter((transaction) => transaction.paymentId === reply.payment.id);
    expect(forwarded.map((transaction) => [transaction.type, transaction.amountGross, transaction.amountFee])).toEqual([['payment', 152_500, 1_525]]);
    // Found again by its submission.
    expect(await world.online.submission(merchantId, (await world.paymentsRepository.find(merchantId, reply.payment.id))!.idempotencyKey!)).toEqual({
      payment: reply.payment,
    });
  });

  it('takes part of the balance by ACH, recorded as an ach_debit', async () => {
    const { merchantId } = world.merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const reply = await world.online.pay(submission(merchantId, invoice.id, 30_000, { instrument: BANK }));
    expect(reply).toMatchObject({
      outcome: 'paid',
      payment: { method: 'ach_debit', source: 'payment_gateway', status: 'paid', amount: 300, provider_reference: expect.stringMatching(/^sbx_ach_/) },
    });
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(70_000);
  });

  it('records nothing for a declined card, and says why', async () => {
    const { merchantId } = world.merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 50_000);
    const request = submission(merchantId, invoice.id, 50_000, { instrument: DECLINED_CARD });
    expect(await world.online.pay(request)).toEqual({ outcome: 'declined', decline_code: 'card_declined', message: 'The card was declined.' });
    expect(await world.online.pay(submission(merchantId, invoice.id, 50_000, { instrument: { ...BANK, account_number: '000222222227' } }))).toEqual({
      outcome: 'declined',
      decline_code: 'insufficient_funds',
      message: 'The bank account has insufficient funds.',
    });
    expect(await paymentsOf(merchantId)).toEqual([]);
    expect(await world.outboxEvents("payload->>'merchant_id' = $1", merchantId)).toEqual([]);
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(50_000);
    expect(await world.online.submission(merchantId, request.idempotency_key)).toEqual({ payment: null });
    // Nothing holds the form: corrected, the same submission pays.
    expect(await world.online.pay({ ...request, instrument: CARD })).toMatchObject({ outcome: 'paid', replayed: false, payment: { status: 'paid' } });
    expect(await paymentsOf(merchantId)).toHaveLength(1);
  });

  it('makes one payment of a submission sent again, or sent five times at once', async () => {
    const { merchantId } = world.merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const request = submission(merchantId, invoice.id, 40_000);
    const first = await world.online.pay(request);
    const again = await world.online.pay(request);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await paymentsOf(merchantId)).toHaveLength(1);

    // A double click: the provider is asked by each (it is idempotent by key), one payment is recorded.
    const { provider, asked } = recordingProvider((charge) => ({ status: 'succeeded', provider_reference: `ref_${charge.idempotency_key}` }));
    const online = world.onlineWith(provider);
    const burst = submission(merchantId, invoice.id, 10_000);
    const replies = await Promise.all(Array.from({ length: 5 }, () => online.pay(burst)));
    const ids = new Set(replies.map((reply) => (reply.outcome === 'paid' ? reply.payment.id : null)));
    expect(ids.size).toBe(1);
    expect(replies.filter((reply) => reply.outcome === 'paid' && !reply.replayed)).toHaveLength(1);
    expect(new Set(asked.map((charge) => charge.idempotency_key))).toEqual(new Set([burst.idempotency_key]));
    expect(await paymentsOf(merchantId)).toHaveLength(2);
    expect(applyRequests([...ids][0]!)).toHaveLength(1);
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(50_000);
  });

  it('refuses before the provider is asked: more than the balance, a closed invoice, an unknown customer, no provider', async () => {
    const { merchantId } = world.merchant();
    const { provider, asked } = recordingProvider(() => ({ status: 'succeeded', provider_reference: 'ref' }));
    const online = world.onlineWith(provider);
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 20_000);
    await expect(online.pay(submission(merchantId, invoice.id, 20_001))).rejects.toMatchObject({
      code: 'TREASURY.ONLINE_PAYMENT_REFUSED',
      kind: 'conflict',
      message: `The payment cannot be taken: invoice ${invoice.number} 200.01 is more than its balance of 200`,
    });
    const voided = world.billing.invoice(merchantId, 'cus_payer', 20_000, { voided: true });
    await expect(online.pay(submission(merchantId, voided.id, 100))).rejects.toMatchObject({ message: expect.stringMatching(/is voided$/) });
    const paid = world.billing.invoice(merchantId, 'cus_payer', 20_000, { amount_balance: 0, fully_paid: true });
    await expect(online.pay(submission(merchantId, paid.id, 100))).rejects.toMatchObject({ message: expect.stringMatching(/has nothing left to pay$/) });
    await expect(online.pay(submission(merchantId, invoice.id, 100, { customer_id: 'cus_unknown' }))).rejects.toMatchObject({ kind: 'not_found' });
    expect(asked).toEqual([]);

    // PAYMENT_PROVIDER=none (production's default): nothing is offered, and a payment is refused.
    const none = world.onlineWith(null);
    expect(none.options()).toEqual({ provider: null, methods: [], test_values: [] });
    await expect(none.pay(submission(merchantId, invoice.id, 100))).rejects.toMatchObject({ code: 'TREASURY.ONLINE_PAYMENTS_UNAVAILABLE' });
    expect(await paymentsOf(merchantId)).toEqual([]);
  });

  it("refuses an invoice's online payment for the hour after five declines, without asking the provider", async () => {
    const { merchantId } = world.merchant();
    const { provider, asked } = recordingProvider(() => ({ status: 'declined', decline_code: 'card_declined', message: 'The card was declined.' }));
    const online = world.onlineWith(provider);
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 20_000);
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await online.pay(submission(merchantId, invoice.id, 100))).toMatchObject({ outcome: 'declined' });
    await expect(online.pay(submission(merchantId, invoice.id, 100))).rejects.toMatchObject({
      code: 'TREASURY.ONLINE_PAYMENT_DECLINES_EXCEEDED',
      kind: 'rate_limited',
      message: 'Too many declined payments on this invoice: online payment opens again in 60 minutes',
    });
    expect(asked).toHaveLength(5);
    // Another invoice is not held back.
    const other = world.billing.invoice(merchantId, 'cus_payer', 20_000);
    expect(await world.online.pay(submission(merchantId, other.id, 100))).toMatchObject({ outcome: 'paid' });
  });

  it('records a payment the provider is still settling as in_transit, which applies when it is paid', async () => {
    const { merchantId } = world.merchant();
    const { provider } = recordingProvider(() => ({ status: 'processing', provider_reference: 'ach_settling_1' }));
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 80_000);
    const reply = await world.onlineWith(provider).pay(submission(merchantId, invoice.id, 80_000, { instrument: BANK }));
    if (reply.outcome !== 'paid') throw new Error('expected a payment');
    expect(reply.payment).toMatchObject({ status: 'in_transit', provider: 'test-processor', provider_reference: 'ach_settling_1', paid_at: null });
    expect(applyRequests(reply.payment.id)).toEqual([]);
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(80_000);
    // The provider's settlement moves it on like a bank notice.
    expect(await world.payments.setStatus(merchantId, reply.payment.id, { status: 'paid' })).toMatchObject({ status: 'paid', amount_unapplied: 0 });
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(0);
    expect((await events(reply.payment.id)).map((event) => [event.type, event.data.status ?? null])).toEqual([
      ['payment.created', 'pending'],
      ['payment.status_changed', 'in_transit'],
      ['payment.status_changed', 'paid'],
      ['payment.paid', null],
    ]);
  });

  it('records nothing when the provider fails, and the same submission pays once it answers', async () => {
    const { merchantId } = world.merchant();
    let down = true;
    const { provider } = recordingProvider((charge) => {
      if (down) throw new Error('provider unreachable');
      return { status: 'succeeded', provider_reference: `ref_${charge.idempotency_key}` };
    });
    const online = world.onlineWith(provider);
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 10_000);
    const request = submission(merchantId, invoice.id, 10_000);
    await expect(online.pay(request)).rejects.toThrow('provider unreachable');
    expect(await paymentsOf(merchantId)).toEqual([]);
    down = false;
    expect(await online.pay(request)).toMatchObject({ outcome: 'paid', replayed: false, payment: { provider_reference: `ref_${request.idempotency_key}` } });
  });

  it("offers the sandbox provider's methods and test values", () => {
    expect(world.online.options()).toEqual({ provider: 'sandbox', methods: ['card', 'ach'], test_values: new SandboxPaymentProvider().testValues });
    expect(world.online.options().test_values).toEqual(
      expect.arrayContaining([
        { method: 'card', field: 'card number', value: '4242 4242 4242 4242', outcome: 'succeeds (any future expiry, any CVC)' },
        { method: 'card', field: 'card number', value: '4000 0000 0000 0002', outcome: 'declined: The card was declined.' },
      ]),
    );
  });
});
