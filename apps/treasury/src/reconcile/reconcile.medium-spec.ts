import { sandboxPaymentSchema } from '@netline/contracts';
import { PaymentsRepository } from '../payments/payments.repository';
import { useTreasuryWorld } from '../treasury.medium-fixture';
import { ReconcileService } from './reconcile.service';

/**
 * Reconciliation over books the real services wrote: payments applied and forwarded, advances, payout
 * runs, in treasury's own database, with billing and credit faked over NATS. The checks one by one are
 * unit-tested on hand-made books (`reconcile-checks.spec.ts`); here the books are the ones the services
 * write, so a service and the check that audits it cannot drift apart. The end-to-end suite keeps the
 * operator's `reconcile` command over the three real services.
 */
describe('reconciliation (medium)', () => {
  const world = useTreasuryWorld();
  let reconcile: ReconcileService;

  beforeAll(() => {
    reconcile = new ReconcileService(new PaymentsRepository(world.database.dataSource), world.payoutsRepository, world.peers, world.clock);
  });

  it('finds the books the services wrote in agreement, and sums them per merchant', async () => {
    const { merchantId } = world.merchant();
    await world.paidPayment(merchantId, [{ dollars: 1_000 }, { dollars: 500, advanced: true }]);
    await world.paidPayment(merchantId, [{ dollars: 200 }]);
    const run = await world.payouts.run(merchantId);
    expect(run.payouts).toHaveLength(1);

    const report = await reconcile.reconcile(merchantId);
    expect(report.differences).toEqual([]);
    expect(report).toMatchObject({ ok: true, checked_at: world.clock.now().toISOString() });
    expect(report.merchants).toEqual([expect.objectContaining({ merchant_id: merchantId })]);
  });

  it("reports a payout changed after its run, and a transaction moved into another merchant's payout", async () => {
    const { merchantId } = world.merchant();
    await world.paidPayment(merchantId, [{ dollars: 800 }]);
    const [payout] = (await world.payouts.run(merchantId)).payouts;
    expect((await reconcile.reconcile(merchantId)).ok).toBe(true);

    // The table keeps net = gross − fee itself; what it cannot see is a payout no longer its transactions' sum.
    await world.database.dataSource.query('UPDATE payouts SET amount_gross = amount_gross + 1, amount_net = amount_net + 1 WHERE id = $1', [payout.id]);
    const tampered = await reconcile.reconcile(merchantId);
    expect(tampered.ok).toBe(false);
    expect(tampered.differences.map((difference) => [difference.merchant_id, difference.check, difference.subject])).toEqual([
      [merchantId, 'payout_sums', payout.id],
    ]);
    await world.database.dataSource.query('UPDATE payouts SET amount_gross = amount_gross - 1, amount_net = amount_net - 1 WHERE id = $1', [payout.id]);
    expect((await reconcile.reconcile(merchantId)).ok).toBe(true);

    const other = world.merchant().merchantId;
    await world.paidPayment(other, [{ dollars: 100 }]);
    const [othersPayout] = (await world.payouts.run(other)).payouts;
    const [transaction] = await world.payoutsRepository.allTransactions(merchantId);
    await world.database.dataSource.query('UPDATE payout_transactions SET payout_id = $1 WHERE id = $2', [othersPayout.id, transaction.id]);
    const moved = await reconcile.reconcile(merchantId);
    expect(moved.differences.map((difference) => [difference.check, difference.subject])).toContainEqual(['transaction', transaction.id]);
  });

  it('reads the books in slices of customers and reports the same figures and differences as in one', async () => {
    const { merchantId } = world.merchant();
    const customers = ['cus_payer', 'cus_b', 'cus_c', 'cus_d'];
    for (const customerId of customers.slice(1)) world.credit.open(merchantId, customerId, 1_000_000);
    const payments: string[] = [];
    for (const [index, customerId] of customers.entries()) {
      payments.push(await world.paidPayment(merchantId, [{ dollars: 100 * (index + 1) }, { dollars: 50, advanced: true }], customerId));
    }
    const [payout] = (await world.payouts.run(merchantId)).payouts;
    await world.paidPayment(merchantId, [{ dollars: 70 }], 'cus_c');

    const whole = await reconcile.reconcile(merchantId);
    expect(whole).toMatchObject({ ok: true, merchants: [expect.objectContaining({ customers_checked: 4, payments_paid: 5, payouts: 1 })] });
    for (const customersPerSlice of [1, 2, 3]) expect(await reconcile.reconcile(merchantId, { customersPerSlice })).toEqual(whole);

    // One difference in each of three checks: a payout's sum, and a payment's unapplied money (treasury's own sum, and credit's figure).
    await world.database.dataSource.query('UPDATE payouts SET amount_gross = amount_gross + 1, amount_net = amount_net + 1 WHERE id = $1', [payout.id]);
    await world.database.dataSource.query('UPDATE payments SET amount_unapplied = amount_unapplied + 100 WHERE id = $1', [payments[2]]);
    const tampered = await reconcile.reconcile(merchantId);
    expect(tampered.differences.map((difference) => [difference.check, difference.subject])).toEqual([
      ['payout_sums', payout.id],
      ['payment', payments[2]],
      ['credit', 'cus_c'],
    ]);
    for (const customersPerSlice of [1, 2, 3]) expect(await reconcile.reconcile(merchantId, { customersPerSlice })).toEqual(tampered);
  });

  it('reports a payment billing applied that treasury never booked, until the sweep books it', async () => {
    const { merchantId } = world.merchant();
    const invoice = world.billing.invoice(merchantId, 'cus_payer', 50_000);
    const payment = await world.payments.record(
      merchantId,
      sandboxPaymentSchema.parse({ customer_id: 'cus_payer', amount: 300, method: 'wire', links: [{ invoice_id: invoice.id, amount: 300 }] }),
      'admin_user',
    );
    // Billing decided the payment (treasury's call reached it) but treasury never booked that decision.
    await world.peers.applyPayment({
      merchant_id: merchantId,
      payment_id: payment.id,
      customer_id: 'cus_payer',
      links: [{ invoice_id: invoice.id, amount: 30_000 }],
    });
    const stranded = await reconcile.reconcile(merchantId);
    expect(stranded.differences.map((difference) => [difference.check, difference.subject])).toContainEqual(['unbooked_payment', payment.id]);

    expect(await world.unbooked.sweep()).toMatchObject({ completed: 1 });
    world.billing.booked.add(payment.id);
    expect(await reconcile.reconcile(merchantId)).toMatchObject({ ok: true, differences: [] });
  });
});
