import { InvoiceAdvancedData } from '@netline/contracts';
import { TypedEvent } from '@netline/messaging';
import { randomBytes } from 'node:crypto';
import { TREASURY_MEDIUM_START as START, useTreasuryWorld } from '../treasury.medium-fixture';

const DAY_MS = 86_400_000;

/**
 * Payouts in one process: the real ledger, PayoutsService, treasury's jobs and its event consumer with
 * their repositories and unit of work against real PostgreSQL, billing and credit faked over real NATS,
 * and the clock moved by hand. Advances and their fees, the run's sums, the status machine and retries,
 * the daily run and the monthly fee booked once are checked here, each at an exact time; the
 * end-to-end suite keeps billing's `invoice.advanced` reaching treasury and the HTTP and CLI surfaces.
 */
describe('payouts (medium)', () => {
  const world = useTreasuryWorld();
  const { clock } = world;
  const merchant = () => world.merchant().merchantId;

  /** Billing's `invoice.advanced` as the consumer kit hands it over, in an inbox-like transaction. */
  function advanced(merchantId: string, data: InvoiceAdvancedData): Promise<void> {
    const event: TypedEvent<'invoice.advanced'> = {
      id: `evt_${randomBytes(6).toString('hex')}`,
      type: 'invoice.advanced',
      object: 'invoice',
      version: 1,
      merchant_id: merchantId,
      occurred_at: clock.now().toISOString(),
      data,
    };
    return world.unitOfWork.run(({ manager }) => world.consumer.onInvoiceAdvanced(event, manager));
  }

  async function transactions(merchantId: string) {
    return world.payoutsRepository.allTransactions(merchantId);
  }

  async function payoutEvents(merchantId: string): Promise<Array<[string, unknown, unknown]>> {
    const events = await world.outboxEvents("payload->>'merchant_id' = $1 AND type LIKE 'payout.%'", merchantId);
    return events.map((event) => [event.type, event.data.id, event.data.status]);
  }

  it('books an advance once, rolls it into a pending payout with its sums, and moves the payout pending → in_transit → paid', async () => {
    const merchantId = merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 500_000, { advanced: true, advance_rate: 0.8, order_number: 'SO-7', po_number: 'PO-9' });
    const data: InvoiceAdvancedData = {
      id: invoice.id,
      customer_id: 'cus_payer',
      number: invoice.number,
      amount: 500_000,
      amount_advance: 400_000,
      amount_advance_fee: 10_000,
      advance_rate: 0.8,
    };
    await advanced(merchantId, data);
    // A re-sent copy (another event id) books nothing: the source key is unique.
    clock.advance(1_000);
    await advanced(merchantId, data);
    const booked = await transactions(merchantId);
    expect(booked).toEqual([
      expect.objectContaining({
        type: 'advance',
        payoutId: null,
        customerId: 'cus_payer',
        customerName: 'Globex Wholesale',
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        orderId: 'SO-7',
        poNumber: 'PO-9',
        amountGross: 400_000,
        amountFee: 10_000,
        amountNet: 390_000,
        createdAt: new Date(START),
      }),
    ]);

    clock.advance(DAY_MS);
    const ran = await world.payouts.run(merchantId);
    expect(ran.payouts).toEqual([
      expect.objectContaining({
        status: 'pending',
        amount_gross: 4000,
        amount_fee: 100,
        amount_net: 3900,
        retry_payout_id: null,
        created_at: clock.now().toISOString(),
        expected_by: new Date(clock.now().getTime() + 2 * DAY_MS).toISOString(),
        transactions_starting_at: START,
        transactions_ending_at: START,
      }),
    ]);
    const payout = ran.payouts[0];
    expect(await world.payouts.run(merchantId)).toEqual({ payouts: [] });
    expect((await transactions(merchantId)).map((transaction) => transaction.payoutId)).toEqual([payout.id]);

    await expect(world.payouts.setStatus(merchantId, payout.id, 'paid')).rejects.toMatchObject({ code: 'TREASURY.INVALID_PAYOUT_TRANSITION' });
    clock.advance(3_600_000);
    expect(await world.payouts.setStatus(merchantId, payout.id, 'in_transit')).toMatchObject({
      status: 'in_transit',
      updated_at: clock.now().toISOString(),
      paid_at: null,
    });
    clock.advance(3_600_000);
    const paid = await world.payouts.setStatus(merchantId, payout.id, 'paid');
    expect(paid).toMatchObject({ status: 'paid', amount_net: 3900, paid_at: clock.now().toISOString() });
    // A repeated bank notice changes nothing and writes nothing.
    expect(await world.payouts.setStatus(merchantId, payout.id, 'paid')).toEqual(paid);
    await expect(world.payouts.setStatus(merchantId, payout.id, 'canceled')).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'TREASURY.INVALID_PAYOUT_TRANSITION',
    });
    expect(await payoutEvents(merchantId)).toEqual([
      ['payout.created', payout.id, 'pending'],
      ['payout.status_changed', payout.id, 'in_transit'],
      ['payout.status_changed', payout.id, 'paid'],
    ]);
  });

  it('retries a failed payout once with the same transactions, and a canceled one gives them to the next run', async () => {
    const merchantId = merchant();
    await world.paidPayment(merchantId, [{ dollars: 800 }]);
    const payout = (await world.payouts.run(merchantId)).payouts[0];
    expect(payout).toMatchObject({ amount_gross: 800, amount_fee: 8, amount_net: 792 });
    clock.advance(DAY_MS);
    expect(await world.payouts.setStatus(merchantId, payout.id, 'failed')).toMatchObject({ status: 'failed', failed_at: clock.now().toISOString() });
    const retry = await world.payouts.retry(merchantId, payout.id);
    expect(retry).toMatchObject({ status: 'pending', retry_payout_id: payout.id, amount_net: 792 });
    await expect(world.payouts.retry(merchantId, payout.id)).rejects.toMatchObject({ code: 'TREASURY.PAYOUT_NOT_RETRYABLE' });
    expect((await transactions(merchantId)).map((transaction) => transaction.payoutId)).toEqual([retry.id]);

    // Canceled before it was sent: its transactions are owed still and the next run takes them.
    expect(await world.payouts.setStatus(merchantId, retry.id, 'canceled')).toMatchObject({ status: 'canceled' });
    expect((await transactions(merchantId)).map((transaction) => transaction.payoutId)).toEqual([null]);
    const next = (await world.payouts.run(merchantId)).payouts[0];
    expect(next).toMatchObject({ status: 'pending', retry_payout_id: null, amount_net: 792 });
    expect((await payoutEvents(merchantId)).map(([type, , status]) => [type, status])).toEqual([
      ['payout.created', 'pending'],
      ['payout.status_changed', 'failed'],
      ['payout.created', 'pending'],
      ['payout.status_changed', 'canceled'],
      ['payout.created', 'pending'],
    ]);
  });

  it("books the month's fee once after it ends and runs the payout once a day, at the merchant's time", async () => {
    const merchantId = merchant();
    await world.paidPayment(merchantId, [{ dollars: 800 }]);
    const mine = async () => (await world.jobs.runAll()).find((run) => run.merchant_id === merchantId);
    const fees = async () => (await transactions(merchantId)).filter((transaction) => transaction.type === 'monthly_fee');

    // Today's run pays out the payment; no month has ended yet.
    const today = await mine();
    expect(today).toMatchObject({ now: START, monthly_fees: 0, payout_id: expect.any(String) });
    expect(await mine()).toMatchObject({ monthly_fees: 0, payout_id: null });

    // 32 days on, March has ended: its fee is booked once, and that day's payout takes it.
    const april = clock.advance(32 * DAY_MS);
    const run = await mine();
    expect(run).toMatchObject({ now: april.toISOString(), monthly_fees: 1, payout_id: expect.any(String) });
    expect(await fees()).toEqual([
      expect.objectContaining({
        customerId: null,
        invoiceId: null,
        sourceKey: 'monthly_fee:2030-03',
        amountGross: 0,
        amountFee: 4900,
        amountNet: -4900,
        payoutId: run?.payout_id,
        createdAt: april,
      }),
    ]);
    const feePayout = await world.payoutsRepository.findPayout(merchantId, run?.payout_id as string);
    expect(feePayout).toMatchObject({ status: 'pending', amountNet: -4900 });

    // The next day: no second fee for March, and nothing left to pay out (April's fee waits for May).
    clock.advance(DAY_MS);
    expect(await mine()).toMatchObject({ monthly_fees: 0, payout_id: null });
    expect(await fees()).toHaveLength(1);
    // The clock-advanced event runs the same jobs at once, and books nothing twice either.
    const now = clock.now().toISOString();
    const moved: TypedEvent<'clock.advanced'> = {
      id: 'evt_clock',
      type: 'clock.advanced',
      object: 'clock',
      version: 1,
      merchant_id: merchantId,
      occurred_at: now,
      data: { id: merchantId, days: 1, now },
    };
    await world.unitOfWork.run(({ manager }) => world.consumer.onClockAdvanced(moved, manager));
    expect(await fees()).toHaveLength(1);
    expect(await world.payoutsRepository.allPayouts(merchantId)).toHaveLength(2);
  });
});
