import { InvoiceSubjects, PaymentStatusRequest, SandboxPayment, sandboxPaymentSchema } from '@netline/contracts';
import { useTreasuryWorld } from '../treasury.medium-fixture';

/**
 * Payments in one process: the real PaymentsService, PayoutLedger, repositories and unit of work
 * against real PostgreSQL (as treasury's runtime role), the real RpcClient over real NATS to a fake
 * billing and a fake credit, and a clock the test moves. What treasury decides on its own (what a payment
 * may name, the unapplied rest, forwarding and its fee, refunds, the events written, repeated notices)
 * is checked here; the end-to-end suite keeps billing and credit applying those events.
 */
describe('payments (medium)', () => {
  const world = useTreasuryWorld({ TREASURY_UNBOOKED_MIN_AGE_MS: '0' });
  const { clock } = world;
  const merchant = world.merchant;

  const input = (body: Record<string, unknown>): SandboxPayment => sandboxPaymentSchema.parse(body);
  const move = (merchantId: string, id: string, request: PaymentStatusRequest) => world.payments.setStatus(merchantId, id, request);

  const events = (paymentId: string) => world.outboxEvents("payload->'data'->>'id' = $1", paymentId);

  async function transactions(merchantId: string) {
    return (await world.payoutsRepository.allTransactions(merchantId)).map((transaction) => ({
      type: transaction.type,
      payment_id: transaction.paymentId,
      invoice_id: transaction.invoiceId,
      customer_id: transaction.customerId,
      gross: transaction.amountGross,
      fee: transaction.amountFee,
      net: transaction.amountNet,
    }));
  }

  it('applies a $1,500 payment over two invoices, forwards only the non-advanced share less 1 %, and reverses exactly that when it fails', async () => {
    const { merchantId } = merchant();
    const first = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const second = world.billing.invoice(merchantId, 'cus_payer', 200_000, { advanced: true, advance_rate: 0.9 });
    const created = await world.payments.record(
      merchantId,
      input({
        customer_id: 'cus_payer',
        amount: 1500,
        method: 'ach_debit',
        links: [
          { invoice_id: first.id, amount: 600 },
          { invoice_id: second.id, amount: 900 },
        ],
      }),
      'api',
    );
    expect(created).toMatchObject({
      customer_id: 'cus_payer',
      amount: 1500,
      method: 'ach_debit',
      status: 'pending',
      source: 'api',
      amount_unapplied: 0,
      paid_at: null,
      processed_at: null,
      failed_at: null,
      canceled_at: null,
      processing_fee: 0,
      payment_links: [
        { record_id: first.id, record_type: 'invoice', amount: 600 },
        { record_id: second.id, record_type: 'invoice', amount: 900 },
      ],
    });

    clock.advance(60_000);
    expect(await move(merchantId, created.id, { status: 'in_transit' })).toMatchObject({ status: 'in_transit', processed_at: clock.now().toISOString() });
    clock.advance(60_000);
    expect(await move(merchantId, created.id, { status: 'paid' })).toMatchObject({ status: 'paid', paid_at: clock.now().toISOString(), amount_unapplied: 0 });
    expect(world.billing.peer.requests(InvoiceSubjects.applyPayment).map((request) => request.body)).toEqual([
      {
        merchant_id: merchantId,
        payment_id: created.id,
        customer_id: 'cus_payer',
        links: [
          { invoice_id: first.id, amount: 60_000 },
          { invoice_id: second.id, amount: 90_000 },
        ],
      },
    ]);
    // Only the non-advanced invoice's share is forwarded to the merchant, less 1 %.
    expect(await transactions(merchantId)).toEqual([
      { type: 'payment', payment_id: created.id, invoice_id: first.id, customer_id: 'cus_payer', gross: 60_000, fee: 600, net: 59_400 },
    ]);
    const paidData = {
      id: created.id,
      customer_id: 'cus_payer',
      amount: 150_000,
      applied: [
        { invoice_id: first.id, amount: 60_000 },
        { invoice_id: second.id, amount: 90_000 },
      ],
      unapplied: 0,
    };
    expect((await events(created.id)).find((event) => event.type === 'payment.paid')?.data).toEqual(paidData);

    // Five concurrent repeats of the bank's notice answer the paid payment, ask billing nothing more and write nothing.
    const repeats = await Promise.all(Array.from({ length: 5 }, () => move(merchantId, created.id, { status: 'paid' })));
    expect(repeats.map((payment) => payment.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
    expect(world.billing.peer.requests(InvoiceSubjects.applyPayment).filter((request) => request.body.payment_id === created.id)).toHaveLength(1);
    expect(await world.outboxEvents("type = 'payment.paid' AND payload->>'merchant_id' = $1", merchantId)).toHaveLength(1);
    expect(await transactions(merchantId)).toHaveLength(1);

    // The bank returns it: what it applied is handed back in the event, the forwarded share refunded.
    clock.advance(60_000);
    const failed = await move(merchantId, created.id, { status: 'failed', failed_code: 'insufficient_funds' });
    expect(failed).toMatchObject({ status: 'failed', failed_code: 'insufficient_funds', failed_at: clock.now().toISOString() });
    expect(await move(merchantId, created.id, { status: 'failed', failed_code: 'insufficient_funds' })).toEqual(failed);
    expect(await transactions(merchantId)).toEqual([
      { type: 'payment', payment_id: created.id, invoice_id: first.id, customer_id: 'cus_payer', gross: 60_000, fee: 600, net: 59_400 },
      { type: 'refund', payment_id: created.id, invoice_id: first.id, customer_id: 'cus_payer', gross: -60_000, fee: -600, net: -59_400 },
    ]);
    await expect(move(merchantId, created.id, { status: 'paid' })).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'TREASURY.INVALID_PAYMENT_TRANSITION',
    });
    const written = await events(created.id);
    expect(written.map((event) => [event.type, event.data.status ?? null])).toEqual([
      ['payment.created', 'pending'],
      ['payment.status_changed', 'in_transit'],
      ['payment.status_changed', 'paid'],
      ['payment.paid', null],
      ['payment.status_changed', 'failed'],
      ['payment.reversed', null],
    ]);
    expect(written[5].data).toEqual(paidData);
  });

  it('refuses links that do not fit when the payment is recorded, naming each', async () => {
    const { merchantId } = merchant();
    world.credit.open(merchantId, 'cus_other', 1_000_000);
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const othersInvoice = world.billing.invoice(merchantId, 'cus_other', 50_000);
    const unsent = world.billing.invoice(merchantId, 'cus_payer', 10_000, { sent: false });
    const voided = world.billing.invoice(merchantId, 'cus_payer', 10_000, { voided: true });
    const record = (body: Record<string, unknown>) => world.payments.record(merchantId, input({ customer_id: 'cus_payer', method: 'wire', ...body }), 'api');

    // An unknown customer is credit's 404, passed through.
    await expect(world.payments.record(merchantId, input({ customer_id: 'cus_unknown', amount: 10, method: 'wire' }), 'api')).rejects.toMatchObject({
      kind: 'not_found',
    });
    await expect(record({ amount: 2000, links: [{ invoice_id: invoice.id, amount: 1000.01 }] })).rejects.toMatchObject({
      code: 'TREASURY.INVALID_PAYMENT_LINKS',
      kind: 'invalid_request',
      details: [{ path: 'links.0.amount', message: `invoice ${invoice.id}: 1000.01 is more than the invoice's balance of 1000` }],
    });
    await expect(record({ amount: 100, links: [{ invoice_id: othersInvoice.id, amount: 100 }] })).rejects.toMatchObject({
      details: [{ path: 'links.0.amount', message: expect.stringMatching(/belongs to another customer/) }],
    });
    const overLinked = await record({ amount: 100, links: [{ invoice_id: invoice.id, amount: 200 }] }).catch((error: unknown) => error);
    expect((overLinked as { details: Array<{ path: string }> }).details.map((detail) => detail.path)).toEqual(['links']);
    await expect(
      record({
        amount: 300,
        links: [
          { invoice_id: unsent.id, amount: 50 },
          { invoice_id: voided.id, amount: 50 },
        ],
      }),
    ).rejects.toMatchObject({
      details: [
        { path: 'links.0.amount', message: expect.stringMatching(/has not been sent/) },
        { path: 'links.1.amount', message: expect.stringMatching(/is voided/) },
      ],
    });
    // Another merchant's invoice is billing's 404.
    const stranger = merchant();
    const strangersInvoice = world.billing.invoice(stranger.merchantId, 'cus_payer', 10_000);
    await expect(record({ amount: 10, links: [{ invoice_id: strangersInvoice.id, amount: 10 }] })).rejects.toMatchObject({
      kind: 'not_found',
      code: 'BILLING.INVOICE_NOT_FOUND',
    });
    expect(await world.database.dataSource.query('SELECT id FROM payments WHERE merchant_id = $1', [merchantId])).toEqual([]);
  });

  it('holds over-payments and what no longer fits when paid as unapplied, and applies an under-payment in part', async () => {
    const { merchantId } = merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const pay = async (amount: number, links: Array<{ invoice_id: string; amount: number }>) => {
      const recorded = await world.payments.record(merchantId, input({ customer_id: 'cus_payer', amount, method: 'check', links }), 'api');
      return { recorded, paid: () => move(merchantId, recorded.id, { status: 'paid' }) };
    };

    // Two payments name the whole balance; paid one after the other, the second finds nothing left.
    const a = await pay(1000, [{ invoice_id: invoice.id, amount: 1000 }]);
    const b = await pay(1200, [{ invoice_id: invoice.id, amount: 1000 }]);
    expect(await a.paid()).toMatchObject({ amount_unapplied: 0, payment_links: [{ record_id: invoice.id, amount: 1000 }] });
    expect(await b.paid()).toMatchObject({ amount_unapplied: 1200, payment_links: [] });
    expect((await events(b.recorded.id)).find((event) => event.type === 'payment.paid')?.data).toMatchObject({ applied: [], unapplied: 120_000 });
    // Recorded once it is paid, the same link is refused: treasury's own paid payments already took the balance.
    await expect(pay(10, [{ invoice_id: invoice.id, amount: 10 }])).rejects.toMatchObject({
      details: [{ message: expect.stringMatching(/has nothing left to pay/) }],
    });

    // An under-payment applies what it names; an over-payment keeps the rest unapplied.
    const partly = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    expect(await (await pay(400, [{ invoice_id: partly.id, amount: 400 }])).paid()).toMatchObject({
      amount_unapplied: 0,
      payment_links: [{ record_id: partly.id, amount: 400 }],
    });
    expect(world.billing.invoices.get(partly.id)?.amount_balance).toBe(60_000);
    const over = await pay(1500, [{ invoice_id: partly.id, amount: 600 }]);
    expect(await over.paid()).toMatchObject({ amount: 1500, amount_unapplied: 900, payment_links: [{ record_id: partly.id, amount: 600 }] });
    expect((await events(over.recorded.id)).find((event) => event.type === 'payment.paid')?.data).toMatchObject({
      applied: [{ invoice_id: partly.id, amount: 60_000 }],
      unapplied: 90_000,
    });

    // Voided between recording and paying: nothing applies, all of it is unapplied and nothing is forwarded.
    const later = world.billing.invoice(merchantId, 'cus_payer', 30_000);
    const pending = await pay(300, [{ invoice_id: later.id, amount: 300 }]);
    (world.billing.invoices.get(later.id) as { voided: boolean }).voided = true;
    expect(await pending.paid()).toMatchObject({ amount_unapplied: 300, payment_links: [] });
    expect((await transactions(merchantId)).filter((transaction) => transaction.payment_id === pending.recorded.id)).toEqual([]);
  });

  it('cancels a pending payment with its code, and a canceled payment is never paid', async () => {
    const { merchantId } = merchant();
    const recorded = await world.payments.record(merchantId, input({ customer_id: 'cus_payer', amount: 5, method: 'card' }), 'api');
    clock.advance(1_000);
    expect(await move(merchantId, recorded.id, { status: 'canceled', canceled_code: 'requested' })).toMatchObject({
      status: 'canceled',
      canceled_code: 'requested',
      canceled_at: clock.now().toISOString(),
      processed_at: null,
    });
    await expect(move(merchantId, recorded.id, { status: 'paid' })).rejects.toMatchObject({ code: 'TREASURY.INVALID_PAYMENT_TRANSITION' });
    await expect(move(merchantId, 'pay_missing', { status: 'paid' })).rejects.toMatchObject({ kind: 'not_found' });
    expect((await events(recorded.id)).map((event) => event.type)).toEqual(['payment.created', 'payment.status_changed']);
    expect(world.billing.peer.requests(InvoiceSubjects.applyPayment).filter((request) => request.body.payment_id === recorded.id)).toEqual([]);
  });

  it('completes a payment billing decided but treasury never booked from that decision, once, and withdraws one canceled meanwhile', async () => {
    const { merchantId } = merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const record = (dollars: number, invoiceId: string) =>
      world.payments.record(
        merchantId,
        input({ customer_id: 'cus_payer', amount: dollars, method: 'ach_debit', links: [{ invoice_id: invoiceId, amount: dollars }] }),
        'api',
      );
    // What treasury's `paid` step asks first; its own transaction then never commits.
    const decideOnly = (paymentId: string, invoiceId: string, cents: number) =>
      world.peers.applyPayment({ merchant_id: merchantId, payment_id: paymentId, customer_id: 'cus_payer', links: [{ invoice_id: invoiceId, amount: cents }] });

    const stranded = await record(400, invoice.id);
    await decideOnly(stranded.id, invoice.id, 40_000);
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(60_000);
    expect(await world.unbooked.sweep()).toEqual({ completed: 1, withdrawn: 0 });
    expect(await world.payments.get(merchantId, stranded.id)).toMatchObject({
      status: 'paid',
      amount_unapplied: 0,
      payment_links: [{ record_id: invoice.id, amount: 400 }],
    });
    // Applied once: asked again, billing answered its recorded decision, and treasury forwarded that.
    expect(world.billing.invoices.get(invoice.id)?.amount_balance).toBe(60_000);
    expect((await transactions(merchantId)).filter((transaction) => transaction.payment_id === stranded.id)).toEqual([
      { type: 'payment', payment_id: stranded.id, invoice_id: invoice.id, customer_id: 'cus_payer', gross: 40_000, fee: 400, net: 39_600 },
    ]);
    expect((await events(stranded.id)).map((event) => event.type)).toEqual(['payment.created', 'payment.status_changed', 'payment.paid']);
    // Until billing reads payment.paid it lists the payment still; a second pass finds it paid and does nothing.
    expect(await world.unbooked.sweep()).toEqual({ completed: 0, withdrawn: 0 });
    world.billing.booked.add(stranded.id);

    const other = world.billing.invoice(merchantId, 'cus_payer', 100_000);
    const canceled = await record(300, other.id);
    await decideOnly(canceled.id, other.id, 30_000);
    await move(merchantId, canceled.id, { status: 'canceled' });
    expect(await world.unbooked.sweep()).toEqual({ completed: 0, withdrawn: 1 });
    expect(world.billing.withdrawn.has(canceled.id)).toBe(true);
    expect(world.billing.invoices.get(other.id)?.amount_balance).toBe(100_000);
    expect(await world.payments.get(merchantId, canceled.id)).toMatchObject({ status: 'canceled' });
    expect(await world.unbooked.sweep()).toEqual({ completed: 0, withdrawn: 0 });
    expect((await transactions(merchantId)).filter((transaction) => transaction.payment_id === canceled.id)).toEqual([]);
  });
});
