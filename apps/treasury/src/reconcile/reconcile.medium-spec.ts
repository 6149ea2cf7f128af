import { sandboxPaymentSchema } from '@netline/contracts';
import { testAdminDatabaseUrl } from '@netline/testing';
import { Client } from 'pg';
import { useTreasuryWorld } from '../treasury.medium-fixture';
import { ReconcileRepository } from './reconcile.repository';
import { ReconcileService } from './reconcile.service';

/**
 * Reconciliation over books the real services wrote: payments applied and forwarded, advances, payout
 * runs, in treasury's own database, with billing and credit faked over NATS. The checks one by one are
 * unit-tested on hand-made books (`reconcile-checks.spec.ts`); here the books are the ones the services
 * write, so a service and the check that audits it cannot drift apart, and each rule is broken through
 * the database, so the queries that find what may disagree (`ReconcileRepository`) cannot miss what the
 * checks would report. The end-to-end suite keeps the operator's `reconcile` command over the three real
 * services.
 */
describe('reconciliation (medium)', () => {
  const world = useTreasuryWorld();
  let reconcile: ReconcileService;

  beforeAll(() => {
    reconcile = new ReconcileService(new ReconcileRepository(world.database.dataSource, world.config), world.payoutsRepository, world.peers, world.clock);
  });

  const sql = (text: string, values: unknown[] = []) => world.database.dataSource.query(text, values);
  /** Payments the medium clock made at one instant are listed in id order, which is random: compare in subject order. */
  const bySubject = <T extends string[]>(rows: T[]): T[] => [...rows].sort((a, b) => a.join(' ').localeCompare(b.join(' ')));
  const found = async (merchantId: string) => (await reconcile.reconcile(merchantId)).differences.map((difference) => [difference.check, difference.subject]);
  /** Streamed batches of columns as rows (id, then each figure), in the order they came; no batch above `size`. */
  const rowsOf = async (batches: AsyncIterable<object>, size: number): Promise<unknown[][]> => {
    const rows: unknown[][] = [];
    for await (const batch of batches) {
      const [ids, ...figures] = Object.values(batch) as unknown[][];
      expect(ids.length).toBeLessThanOrEqual(size);
      ids.forEach((id, index) => rows.push([id, ...figures.map((column) => column[index])]));
    }
    return rows;
  };
  /** The invoices a payment applied to, in link order. */
  const invoicesOf = async (paymentId: string): Promise<string[]> =>
    (await sql('SELECT invoice_id FROM payment_links WHERE payment_id = $1 ORDER BY position', [paymentId])).map(
      (row: { invoice_id: string }) => row.invoice_id,
    );

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

  it("sums several customers' books into the merchant's figures, and finds one difference in each of three checks", async () => {
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
    expect(whole).toMatchObject({
      ok: true,
      merchants: [
        expect.objectContaining({
          customers_checked: 4,
          payments_paid: 5,
          payments_reversed: 0,
          payouts: 1,
          // 100 + 200 + 300 + 400 + 70 dollars, and 50 on each of four advanced invoices.
          amount_paid: 127_000,
          amount_applied: 127_000,
          amount_unapplied: 0,
          transactions_unpaid_out: 1,
        }),
      ],
    });

    // Streamed two at a time, every invoice and customer comes once, its figures beside it.
    const reads = await new ReconcileRepository(world.database.dataSource, world.config).open();
    try {
      const gathered = async (batches: AsyncIterable<object>, size: number) =>
        (await rowsOf(batches, size)).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      const whole = await gathered(reads.invoiceSums(merchantId, 100), 100);
      expect(whole).toHaveLength(9);
      expect(await gathered(reads.invoiceSums(merchantId, 2), 2)).toEqual(whole);
      expect(await gathered(reads.customerSums(merchantId, 2), 2)).toEqual(customers.map((customerId) => [customerId, 0]).sort());
    } finally {
      await reads.close();
    }

    // One difference in each of three checks: a payout's sum, and a payment's unapplied money (treasury's own sum, and credit's figure).
    await sql('UPDATE payouts SET amount_gross = amount_gross + 1, amount_net = amount_net + 1 WHERE id = $1', [payout.id]);
    await sql('UPDATE payments SET amount_unapplied = amount_unapplied + 100 WHERE id = $1', [payments[2]]);
    expect(await found(merchantId)).toEqual([
      ['payout_sums', payout.id],
      ['payment', payments[2]],
      ['credit', 'cus_c'],
    ]);
  });

  it('finds money forwarded that should not have been, not forwarded, or not taken back', async () => {
    const { merchantId } = world.merchant();
    const overforwarded = await world.paidPayment(merchantId, [{ dollars: 100 }, { dollars: 50, advanced: true }]);
    const [plain, advanced] = await invoicesOf(overforwarded);
    const unforwarded = await world.paidPayment(merchantId, [{ dollars: 10 }, { dollars: 60, advanced: true }]);
    const reversed = await world.paidPayment(merchantId, [{ dollars: 20 }]);
    const refunded = await world.paidPayment(merchantId, [{ dollars: 30 }]);
    expect(await found(merchantId)).toEqual([]);

    // Forwarded for an advanced invoice (the advance paid the merchant already).
    await sql(
      `INSERT INTO payout_transactions (id, merchant_id, type, source_key, invoice_id, amount_gross, amount_fee, amount_net, created_at, updated_at)
       SELECT 'tx_extra', merchant_id, type, 'payment:' || $2 || ':' || $3, $3, amount_gross, amount_fee, amount_net, created_at, updated_at
         FROM payout_transactions WHERE source_key = 'payment:' || $2 || ':' || $1`,
      [plain, overforwarded, advanced],
    );
    // Not forwarded: the books now say the invoice was not advanced, so its payment should have been.
    await sql('UPDATE payment_links SET invoice_advanced = false WHERE payment_id = $1 AND position = 1', [unforwarded]);
    // Reversed without its refund; refunded without a reversal.
    await sql('UPDATE payments SET reversed_at = paid_at WHERE id = $1', [reversed]);
    await sql(
      `INSERT INTO payout_transactions (id, merchant_id, type, source_key, invoice_id, amount_gross, amount_fee, amount_net, created_at, updated_at)
       SELECT 'tx_refund', merchant_id, 'refund', 'refund:' || substr(source_key, 9), invoice_id, -amount_gross, -amount_fee, -amount_net, created_at, updated_at
         FROM payout_transactions WHERE source_key LIKE 'payment:' || $1 || ':%'`,
      [refunded],
    );
    const differences = (await reconcile.reconcile(merchantId)).differences.filter((difference) => difference.check === 'forwarded_payment');
    expect(bySubject(differences.map((difference) => [difference.subject, difference.message]))).toEqual(
      bySubject([
        [overforwarded, `forwarded money for ${advanced}, which it should not`],
        [unforwarded, `applied 6000 cents to ${(await invoicesOf(unforwarded))[1]} but forwarded nothing`],
        [reversed, `reversed, but ${(await invoicesOf(reversed))[0]}'s forwarded money was not taken back`],
        [refunded, `a refund for ${(await invoicesOf(refunded))[0]} without a reversal`],
      ]),
    );
  });

  it('finds a payment applying money it was never paid, and one no longer paid that was never reversed', async () => {
    const { merchantId } = world.merchant();
    const unpaid = await world.paidPayment(merchantId, [{ dollars: 10 }]);
    const failed = await world.paidPayment(merchantId, [{ dollars: 20 }]);
    await sql("UPDATE payments SET status = 'pending', paid_at = NULL WHERE id = $1", [unpaid]);
    await sql("UPDATE payments SET status = 'failed' WHERE id = $1", [failed]);
    const differences = (await reconcile.reconcile(merchantId)).differences.filter((difference) => difference.check === 'payment');
    expect(bySubject(differences.map((difference) => [difference.subject, difference.message]))).toEqual(
      bySubject([
        [unpaid, 'a pending payment that was never paid applies money'],
        [failed, 'was paid, is now failed, but was never reversed'],
      ]),
    );
  });

  it('hands billing the sums per invoice: what payments still paid applied, and what was forwarded even for one since reversed', async () => {
    const { merchantId } = world.merchant();
    const [short] = await invoicesOf(await world.paidPayment(merchantId, [{ dollars: 100 }]));
    const reversed = await world.paidPayment(merchantId, [{ dollars: 40 }]);
    const [orphan] = await invoicesOf(reversed);
    expect(await found(merchantId)).toEqual([]);

    // Billing shows less settled than treasury applied (and all of it paid).
    Object.assign(world.billing.invoices.get(short)!, { amount_balance: 1_000, amount_paid: 10_000 });
    // No longer paid, its forwarded money not taken back: applied counts nothing, forwarded still 40.00, billing 0.
    await sql("UPDATE payments SET status = 'failed', reversed_at = paid_at WHERE id = $1", [reversed]);
    world.billing.invoices.get(orphan)!.amount_paid = 0;
    const differences = (await reconcile.reconcile(merchantId)).differences.filter((difference) =>
      ['billing', 'forwarded_vs_applied'].includes(difference.check),
    );
    expect(bySubject(differences.map((difference) => [difference.check, difference.subject, difference.message]))).toEqual(
      bySubject([
        ['billing', short, 'treasury applied 10000 cents, billing shows only 9000 settled'],
        ['forwarded_vs_applied', orphan, 'forwarded 4000 cents to the merchant, billing applied only 0'],
      ]),
    );
  });

  it('takes out of the invoice sums what payments no longer paid applied, and leaves out an invoice that holds nothing else', async () => {
    const { merchantId } = world.merchant();
    // Two payments on one invoice; an advanced invoice (nothing forwarded for it); a plain one.
    const shared = world.billing.invoice(merchantId, 'cus_payer', 10_000);
    const onShared: string[] = [];
    for (const amount of [30, 20]) {
      const payment = await world.payments.record(
        merchantId,
        sandboxPaymentSchema.parse({ customer_id: 'cus_payer', amount, method: 'wire', links: [{ invoice_id: shared.id, amount }] }),
        'admin_user',
      );
      await world.payments.setStatus(merchantId, payment.id, { status: 'paid' });
      world.billing.booked.add(payment.id);
      onShared.push(payment.id);
    }
    const advancedPayment = await world.paidPayment(merchantId, [{ dollars: 40, advanced: true }]);
    const [advanced] = await invoicesOf(advancedPayment);
    const plainPayment = await world.paidPayment(merchantId, [{ dollars: 10 }]);
    const [plain] = await invoicesOf(plainPayment);

    const sums = async (batch: number) => {
      const reads = await new ReconcileRepository(world.database.dataSource, world.config).open();
      try {
        return await rowsOf(reads.invoiceSums(merchantId, batch), batch);
      } finally {
        await reads.close();
      }
    };
    const byId = (rows: unknown[][]) => [...rows].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1));
    expect(byId(await sums(100))).toEqual(
      byId([
        [shared.id, 5_000, 5_000],
        [advanced, 4_000, 0],
        [plain, 1_000, 1_000],
      ]),
    );

    // Reversed, their forwarded money not (yet) taken back: applied drops, forwarded stays; the advanced
    // invoice, linked by a reversed payment alone and with nothing forwarded, holds none of treasury's money.
    for (const payment of [onShared[1], advancedPayment, plainPayment])
      await sql("UPDATE payments SET status = 'failed', reversed_at = paid_at WHERE id = $1", [payment]);
    const expected = byId([
      [shared.id, 3_000, 5_000],
      [plain, 0, 1_000],
    ]);
    const whole = await sums(100);
    // In invoice id order, one invoice per batch (the advanced invoice's batch, empty once taken out, is skipped).
    expect(whole).toEqual(expected);
    expect(await sums(1)).toEqual(expected);
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

  // Last: it drops constraints of the suite's database.
  it('finds the rows the tables themselves refuse, should one ever be there (restored from elsewhere, or written before a constraint)', async () => {
    const { merchantId } = world.merchant();
    const payment = await world.paidPayment(merchantId, [{ dollars: 10 }]);
    // The suite's own database: its owner may drop the constraints that keep these rows out.
    const [{ name }] = await sql('SELECT current_database() AS name');
    const admin = new Client({ connectionString: testAdminDatabaseUrl().replace(/\/[^/]*$/, `/${name}`) });
    await admin.connect();
    try {
      for (const table of ['payout_transactions', 'payment_links']) {
        const checks: Array<{ conname: string }> = (
          await admin.query("SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass AND contype = 'c'", [table])
        ).rows;
        for (const { conname } of checks) await admin.query(`ALTER TABLE ${table} DROP CONSTRAINT ${conname}`);
      }
    } finally {
      await admin.end();
    }
    // Rows are append-only: the bad transaction is a new one, beside the payment's.
    await sql(
      `INSERT INTO payout_transactions (id, merchant_id, type, source_key, amount_gross, amount_fee, amount_net, created_at, updated_at)
       VALUES ('tx_unbalanced', $1, 'adjustment', 'adjustment:unbalanced', 100, 10, 100, now(), now())`,
      [merchantId],
    );
    const transaction = { id: 'tx_unbalanced' };
    await sql('UPDATE payment_links SET amount = amount - 1 WHERE payment_id = $1', [payment]);
    const differences = (await reconcile.reconcile(merchantId)).differences;
    expect(differences).toContainEqual(
      expect.objectContaining({ check: 'transaction', subject: transaction.id, message: 'amount_net is not amount_gross − amount_fee' }),
    );
    expect(differences).toContainEqual(
      expect.objectContaining({ check: 'payment', subject: payment, message: expect.stringContaining('more than the 999 asked') }),
    );
  });
});
