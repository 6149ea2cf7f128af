import { DomainEvent, ListEnvelope, Payment, Payout, PayoutTransaction, ReconcileReport } from '@netline/contracts';
import { compareStreamIds } from '@netline/messaging';
import {
  adminCli,
  ApiClient,
  createMerchant,
  customerInput,
  eventStream,
  MerchantCredentials,
  sharedStack,
  SharedStack,
  waitFor,
  waitForStreamSettled,
} from '@netline/testing';
import fc from 'fast-check';
import IORedis from 'ioredis';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * Issue: treasury — payments, payout transactions and payouts through the public API and the sandbox
 * bank, with identity, credit, billing, treasury and the gateway running as real processes.
 */
const run = promisify(execFile);
const MERCHANT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('treasury in the sandbox', () => {
  let stack: SharedStack;
  let redis: IORedis;

  beforeAll(async () => {
    stack = await sharedStack();
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  });

  afterAll(async () => {
    redis?.disconnect();
  });

  const newMerchant = async () => {
    const merchant = await createMerchant(stack.env, `Treasury Merchant ${randomUUID().slice(0, 6)}`);
    return { merchant, api: ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key) };
  };

  const approvedCustomer = async (api: ApiClient, line = 100_000, advanceRate = 0.8) => {
    const created = await api.post('/customers', customerInput());
    expect(created.status).toBe(200);
    const decided = await api.post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', amount: line, advance_rate: advanceRate });
    expect(decided.status).toBe(200);
    return created.body.id as string;
  };

  const sentInvoice = async (api: ApiClient, merchant: MerchantCredentials, customerId: string, amount: number, advanced = false) => {
    const created = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount, advance_requested: advanced });
    expect(created.status).toBe(200);
    if (advanced) {
      const uploaded = await fetch(`${stack.apiUrl}/invoices/${created.body.id}/pdf`, {
        method: 'PUT',
        headers: {
          authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`,
          'content-type': 'application/pdf',
        },
        body: new Uint8Array(MERCHANT_PDF),
      });
      expect(uploaded.status).toBe(200);
    }
    const sent = await api.put(`/invoices/${created.body.id}/send`);
    expect(sent.status).toBe(200);
    return sent.body as { id: string; number: string; amount_advance: number; amount_advance_fee: number };
  };

  const events = async (stream: string, merchantId: string): Promise<DomainEvent[]> => {
    const entries = await redis.xrange(`${stack.namespace}:events:${stream}`, '-', '+');
    return entries.map(([, fields]) => JSON.parse(fields[1]) as DomainEvent).filter((event) => event.merchant_id === merchantId);
  };

  const transactions = async (api: ApiClient, query = '') =>
    (await api.get<ListEnvelope<PayoutTransaction>>(`/payout-transactions?limit=100${query}`)).body.results;

  it('scripted scenario: advanced invoice → advance transaction → payout pending with its sums → in_transit → paid', async () => {
    const { merchant, api } = await newMerchant();
    const customerId = await approvedCustomer(api, 20_000, 0.8);
    const invoice = await sentInvoice(api, merchant, customerId, 5000, true);
    expect(invoice).toMatchObject({ amount_advance: 4000, amount_advance_fee: 100 });

    const booked = await waitFor(
      () => transactions(api),
      (list) => list.length === 1,
    );
    expect(booked).toEqual([
      expect.objectContaining({
        type: 'advance',
        payout_id: null,
        customer_id: customerId,
        invoice_id: invoice.id,
        invoice_number: invoice.number,
        amount_gross: 4000,
        amount_fee: 100,
        amount_net: 3900,
      }),
    ]);
    // Both spellings of both paths, and the list envelope with count.
    const underscored = await api.get('/payout_transactions');
    expect(underscored.body).toMatchObject({ count: 1, page: 0, limit: 25 });
    expect((await api.get(`/payout_transactions/${booked[0].id}`)).body).toEqual(booked[0]);
    expect((await api.get(`/payout-transactions/${booked[0].id}`)).body).toEqual(booked[0]);

    const ran = await api.post('/sandbox/payouts/run');
    expect(ran.status).toBe(200);
    expect(ran.body.payouts).toHaveLength(1);
    const payout = ran.body.payouts[0];
    expect(payout).toMatchObject({ status: 'pending', amount_gross: 4000, amount_fee: 100, amount_net: 3900, retry_payout_id: null });
    const inTransit = await api.post(`/sandbox/payouts/${payout.id}/status`, { status: 'in_transit' });
    expect(inTransit.body.status).toBe('in_transit');
    const paid = await api.post(`/sandbox/payouts/${payout.id}/status`, { status: 'paid' });
    expect(paid.body).toMatchObject({ status: 'paid', amount_net: 3900 });
    expect(paid.body.paid_at).not.toBeNull();
    const refused = await api.post(`/sandbox/payouts/${payout.id}/status`, { status: 'canceled' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request', code: 'TREASURY.INVALID_PAYOUT_TRANSITION' });

    const listed = await api.get('/payouts?filter[status]=paid&sort=-created_at');
    expect(listed.body).toMatchObject({ count: 1, results: [expect.objectContaining({ id: payout.id })] });
    expect((await api.get('/payouts?filter[bogus]=1')).status).toBe(400);

    // Each step is an event on treasury's stream, from which webhooks are delivered.
    const published = await waitFor(
      () => events('treasury', merchant.merchant_id),
      (list) => list.filter((event) => event.object === 'payout').length === 3,
    );
    expect(published.filter((event) => event.object === 'payout').map((event) => [event.type, event.data.id, event.data.status])).toEqual([
      ['payout.created', payout.id, 'pending'],
      ['payout.status_changed', payout.id, 'in_transit'],
      ['payout.status_changed', payout.id, 'paid'],
    ]);
  });

  it('a $1,500 payment split over two invoices lowers both balances, raises available credit by $1,500, and is reversed when it fails', async () => {
    const { merchant, api } = await newMerchant();
    const customerId = await approvedCustomer(api, 10_000);
    const first = await sentInvoice(api, merchant, customerId, 1000);
    const second = await sentInvoice(api, merchant, customerId, 2000, true);
    const before = (await api.get(`/customers/${customerId}`)).body;
    expect(before).toMatchObject({ amount_balance: 3000, amount_available: 7000 });

    const created = await api.post('/sandbox/payments', {
      customer_id: customerId,
      amount: 1500,
      method: 'ach_debit',
      links: [
        { invoice_id: first.id, amount: 600 },
        { invoice_id: second.id, amount: 900 },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      customer_id: customerId,
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
    const paymentId = created.body.id;

    const inTransit = await api.post(`/sandbox/payments/${paymentId}/status`, { status: 'in_transit' });
    expect(inTransit.body).toMatchObject({ status: 'in_transit', processed_at: expect.any(String) });
    const paid = await api.post(`/sandbox/payments/${paymentId}/status`, { status: 'paid' });
    expect(paid.body).toMatchObject({ status: 'paid', paid_at: expect.any(String), amount_unapplied: 0 });

    // Billing applies (and reverses) a payment from its event, on its own time.
    const paidAndBalance = async (balances: [number, number]) => {
      const invoices = await waitFor(
        async () => [(await api.get(`/invoices/${first.id}`)).body, (await api.get(`/invoices/${second.id}`)).body],
        ([a, b]) => a.amount_balance === balances[0] && b.amount_balance === balances[1],
      );
      return invoices.map((invoice) => [invoice.amount_paid, invoice.amount_balance]);
    };
    expect(await paidAndBalance([400, 1100])).toEqual([
      [600, 400],
      [900, 1100],
    ]);
    const billingEvents = await waitFor(
      () => events('billing', merchant.merchant_id),
      (list) => list.filter((event) => event.type === 'invoice.balance_updated').length >= 2,
    );
    expect(billingEvents.filter((event) => event.type === 'invoice.balance_updated').map((event) => [event.data.id, event.data.amount_balance])).toEqual(
      expect.arrayContaining([
        [first.id, 40_000],
        [second.id, 110_000],
      ]),
    );
    const credited = await waitFor(
      () => api.get(`/customers/${customerId}`),
      (response) => response.body.amount_available === 8500,
    );
    expect(credited.body).toMatchObject({ amount_available: 8500, amount_balance: 1500, amount_unapplied_payments: 0 });

    // The same payment event delivered five more times, concurrently, changes nothing.
    const paidEvent = (await events('treasury', merchant.merchant_id)).find((event) => event.type === 'payment.paid' && event.data.id === paymentId);
    expect(paidEvent).toBeDefined();
    const stream = eventStream(stack, 'treasury');
    const duplicates = await Promise.all(Array.from({ length: 5 }, () => redis.xadd(stream, '*', 'event', JSON.stringify(paidEvent))));
    expect(duplicates).toEqual(Array.from({ length: 5 }, () => expect.stringMatching(/^\d+-\d+$/)));
    // Billing and credit (the stream's consumer groups) have read and acknowledged every duplicate, so
    // whatever they were going to do with them is done.
    const last = [...(duplicates as string[])].sort(compareStreamIds).at(-1) as string;
    await waitForStreamSettled(redis, stream, last);
    const groups = ((await redis.xinfo('GROUPS', stream)) as unknown[][]).map((group) => group[group.indexOf('name') + 1]);
    expect(groups).toEqual(expect.arrayContaining(['billing', 'credit']));
    expect((await api.get(`/invoices/${first.id}`)).body).toMatchObject({ amount_paid: 600, amount_balance: 400 });
    expect((await api.get(`/invoices/${second.id}`)).body).toMatchObject({ amount_paid: 900, amount_balance: 1100 });
    expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_available: 8500, amount_balance: 1500 });

    // The bank returns it: reversed at billing, credit and in the merchant's payouts.
    const failed = await api.post(`/sandbox/payments/${paymentId}/status`, { status: 'failed', failed_code: 'insufficient_funds' });
    expect(failed.body).toMatchObject({ status: 'failed', failed_code: 'insufficient_funds', failed_at: expect.any(String) });
    const restored = await waitFor(
      () => api.get(`/customers/${customerId}`),
      (response) => response.body.amount_available === 7000,
    );
    expect(restored.body).toMatchObject({ amount_available: 7000, amount_balance: 3000 });
    // Credit being done says nothing about billing, which reverses from the same event.
    expect(await paidAndBalance([1000, 2000])).toEqual([
      [0, 1000],
      [0, 2000],
    ]);

    const report = await adminCli<{ ok: boolean; differences: unknown[] }>(stack.env, ['reconcile', '--merchant', merchant.merchant_id]);
    expect(report).toMatchObject({ ok: true, differences: [] });
  });

  it('refuses what cannot be applied, applies what still fits when paid, and holds the rest as unapplied', async () => {
    const { merchant, api } = await newMerchant();
    const customerId = await approvedCustomer(api, 10_000);
    const invoice = await sentInvoice(api, merchant, customerId, 1000);

    expect((await api.post('/sandbox/payments', { customer_id: 'cus_unknown', amount: 10, method: 'wire' })).status).toBe(404);
    const tooMuch = await api.post('/sandbox/payments', {
      customer_id: customerId,
      amount: 2000,
      method: 'wire',
      links: [{ invoice_id: invoice.id, amount: 1000.01 }],
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toMatchObject({
      type: 'invalid_request',
      code: 'TREASURY.INVALID_PAYMENT_LINKS',
      details: [expect.objectContaining({ path: 'links.0.amount' })],
    });
    expect((await api.post('/sandbox/payments', { customer_id: customerId, amount: 10.001, method: 'wire' })).body.error?.type).toBe('validation_error');
    expect((await api.post('/sandbox/payments', { customer_id: customerId, amount: 10, method: 'bitcoin' })).status).toBe(400);

    // Two payments name the whole balance; paid one after the other, the second finds nothing left.
    const a = (
      await api.post('/sandbox/payments', { customer_id: customerId, amount: 1000, method: 'check', links: [{ invoice_id: invoice.id, amount: 1000 }] })
    ).body;
    const b = (
      await api.post('/sandbox/payments', { customer_id: customerId, amount: 1200, method: 'check', links: [{ invoice_id: invoice.id, amount: 1000 }] })
    ).body;
    expect((await api.post(`/sandbox/payments/${a.id}/status`, { status: 'paid' })).body).toMatchObject({
      amount_unapplied: 0,
      payment_links: [{ record_id: invoice.id, amount: 1000 }],
    });
    expect((await api.post(`/sandbox/payments/${b.id}/status`, { status: 'paid' })).body).toMatchObject({ amount_unapplied: 1200, payment_links: [] });
    const customer = await waitFor(
      () => api.get(`/customers/${customerId}`),
      (response) => response.body.amount_unapplied_payments === 1200,
    );
    expect(customer.body).toMatchObject({ amount_unapplied_payments: 1200, amount_balance: 0 });

    const canceled = (await api.post('/sandbox/payments', { customer_id: customerId, amount: 5, method: 'card' })).body;
    expect((await api.post(`/sandbox/payments/${canceled.id}/status`, { status: 'canceled', canceled_code: 'requested' })).body).toMatchObject({
      status: 'canceled',
      canceled_code: 'requested',
    });

    const list = await api.get(`/payments?filter[customer_id]=${customerId}&filter[amount][gte]=1000&sort=amount`);
    expect(list.body).toMatchObject({ count: 2, results: [expect.objectContaining({ id: a.id }), expect.objectContaining({ id: b.id })] });
    expect((await api.get('/payments?filter[status]=canceled')).body.count).toBe(1);
    expect((await api.get('/payments/pay_missing')).status).toBe(404);
    const stranger = await newMerchant();
    expect((await stranger.api.get(`/payments/${a.id}`)).status).toBe(404);
    expect((await stranger.api.post('/sandbox/payments', { customer_id: customerId, amount: 5, method: 'card' })).status).toBe(404);
  });

  it('operator CLI: records and moves a payment, fails and retries a payout, and the monthly fee follows the sandbox clock', async () => {
    const { merchant, api } = await newMerchant();
    const customerId = await approvedCustomer(api, 10_000);
    const invoice = await sentInvoice(api, merchant, customerId, 800);
    const recorded = await adminCli<Payment>(stack.env, [
      'payment',
      'record',
      '--merchant',
      merchant.merchant_id,
      '--customer',
      customerId,
      '--amount',
      '800',
      '--method',
      'wire',
      '--link',
      `${invoice.id}:800`,
    ]);
    expect(recorded).toMatchObject({ status: 'pending', source: 'admin_user', amount: 800 });
    const paid = await adminCli<Payment>(stack.env, ['payment', 'status', recorded.id, '--merchant', merchant.merchant_id, '--status', 'paid']);
    expect(paid).toMatchObject({ status: 'paid', payment_links: [{ record_id: invoice.id, amount: 800 }] });

    const payout = (await api.post('/sandbox/payouts/run')).body.payouts[0];
    expect(payout).toMatchObject({ amount_gross: 800, amount_fee: 8, amount_net: 792 });
    const failed = await adminCli<Payout>(stack.env, ['payout', 'status', payout.id, '--merchant', merchant.merchant_id, '--status', 'failed']);
    expect(failed).toMatchObject({ status: 'failed', failed_at: expect.any(String) });
    const retry = await adminCli<Payout>(stack.env, ['payout', 'retry', payout.id, '--merchant', merchant.merchant_id]);
    expect(retry).toMatchObject({ status: 'pending', retry_payout_id: payout.id, amount_net: 792 });

    // Moving the clock past the end of the month books that month's fee once and runs the daily payout.
    const advanced = await api.post('/sandbox/clock/advance', { days: 32 });
    expect(advanced.status).toBe(200);
    const fees = await waitFor(
      () => transactions(api, '&filter[type]=monthly_fee'),
      (list) => list.length === 1,
    );
    expect(fees).toEqual([expect.objectContaining({ customer_id: null, invoice_id: null, amount_gross: 0, amount_fee: 49, amount_net: -49 })]);
    const feePayout = await waitFor(
      async () => (await api.get(`/payout_transactions/${fees[0].id}`)).body.payout_id,
      (id) => id !== null,
    );
    expect((await api.get(`/payouts/${feePayout}`)).body).toMatchObject({ status: 'pending', amount_net: -49 });

    const report = await adminCli<ReconcileReport>(stack.env, ['reconcile', '--merchant', merchant.merchant_id]);
    expect(report.ok).toBe(true);
    expect(report.merchants[0]).toMatchObject({ payments_paid: 1, amount_applied: 80_000, amount_unapplied: 0 });
  });

  it('reconcile passes after 200 randomized operations and fails on a tampered payout or customer balance', async () => {
    const { merchant, api } = await newMerchant();
    const customers = [await approvedCustomer(api, 1_000_000), await approvedCustomer(api, 1_000_000)];
    const invoices: Array<{ id: string; customer: string }> = [];
    const payments: string[] = [];
    const payouts: string[] = [];
    const counts: Record<string, number> = {};

    const operation = fc.oneof(
      fc.record({ kind: fc.constant('invoice' as const), customer: fc.nat(1), amount: fc.integer({ min: 1, max: 500_000 }), advanced: fc.boolean() }),
      fc.record({
        kind: fc.constant('payment' as const),
        customer: fc.nat(1),
        amount: fc.integer({ min: 1, max: 300_000 }),
        links: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 200_000 })), { maxLength: 3 }),
      }),
      fc.record({ kind: fc.constant('payment_status' as const), pick: fc.nat(), status: fc.constantFrom('in_transit', 'paid', 'paid', 'failed', 'canceled') }),
      fc.record({ kind: fc.constant('credit_note' as const), pick: fc.nat(), amount: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant('payout_run' as const) }),
      fc.record({ kind: fc.constant('payout_status' as const), pick: fc.nat(), status: fc.constantFrom('in_transit', 'paid', 'failed', 'canceled', 'retry') }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 200, maxLength: 200 }), async (operations) => {
        for (const op of operations) {
          counts[op.kind] = (counts[op.kind] ?? 0) + 1;
          if (op.kind === 'invoice') {
            const customer = customers[op.customer];
            const sent = await sentInvoice(api, merchant, customer, op.amount / 100, op.advanced);
            invoices.push({ id: sent.id, customer });
          } else if (op.kind === 'payment') {
            const customer = customers[op.customer];
            const own = invoices.filter((invoice) => invoice.customer === customer);
            const links =
              own.length === 0
                ? []
                : [...new Map(op.links.map(([pick, cents]) => [own[pick % own.length].id, cents / 100])).entries()].map(([invoice_id, amount]) => ({
                    invoice_id,
                    amount,
                  }));
            const response = await api.post('/sandbox/payments', { customer_id: customer, amount: op.amount / 100, method: 'ach_debit', links });
            // Links that do not fit are refused (400); the payment is then recorded without them.
            const created =
              response.status === 200 ? response : await api.post('/sandbox/payments', { customer_id: customer, amount: op.amount / 100, method: 'ach_debit' });
            expect(created.status).toBe(200);
            payments.push(created.body.id);
          } else if (op.kind === 'payment_status' && payments.length > 0) {
            const response = await api.post(`/sandbox/payments/${payments[op.pick % payments.length]}/status`, { status: op.status });
            expect([200, 400]).toContain(response.status);
          } else if (op.kind === 'credit_note' && invoices.length > 0) {
            const response = await api.post('/credit-notes', {
              invoice_id: invoices[op.pick % invoices.length].id,
              amount: op.amount / 100,
              reason_code: 'other',
            });
            expect([200, 400]).toContain(response.status);
          } else if (op.kind === 'payout_run') {
            payouts.push(...(await api.post('/sandbox/payouts/run')).body.payouts.map((payout: { id: string }) => payout.id));
          } else if (op.kind === 'payout_status' && payouts.length > 0) {
            const id = payouts[op.pick % payouts.length];
            const response =
              op.status === 'retry' ? await api.post(`/sandbox/payouts/${id}/retry`) : await api.post(`/sandbox/payouts/${id}/status`, { status: op.status });
            expect([200, 400]).toContain(response.status);
            if (op.status === 'retry' && response.status === 200) payouts.push(response.body.id);
          }
        }
      }),
      { numRuns: 1 },
    );
    // Billing and credit apply treasury's events a moment later: reconcile once the system is quiet.
    const report = await waitFor(
      () =>
        adminCli<ReconcileReport>(stack.env, ['reconcile', '--merchant', merchant.merchant_id]).catch((error: { stdout?: string }) =>
          JSON.parse(error.stdout ?? '{}'),
        ),
      (value) => value.ok === true,
      30_000,
    );
    expect(report.differences).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.merchants[0].transactions).toBeGreaterThan(0);

    // The check can fail: a payout whose amount no longer matches its transactions is reported, exit 1.
    await sentInvoice(api, merchant, customers[0], 100, true);
    await waitFor(
      () => transactions(api, '&filter[payout_id]='),
      (list) => list.length > 0,
    );
    const payoutId = (await api.post('/sandbox/payouts/run')).body.payouts[0]?.id;
    expect(payoutId).toEqual(expect.any(String));
    const database = `${process.env.DB_PREFIX || 'netline'}_${stack.namespace}_treasury`;
    const { Client } = await import('pg');
    const client = new Client({
      connectionString: (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(/\/[^/]*$/, `/${database}`),
    });
    await client.connect();
    await client.query('UPDATE payouts SET amount_gross = amount_gross + 1, amount_net = amount_net + 1 WHERE id = $1', [payoutId]);
    await client.end();
    const failing = await run(process.execPath, [join(__dirname, '../../admin/dist/main.js'), 'reconcile', '--merchant', merchant.merchant_id, '--json'], {
      env: { ...process.env, ...stack.env },
    }).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(failing?.code).toBe(1);
    expect(JSON.parse(failing?.stdout ?? '{}').differences).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'payout_sums' })]));

    // Credit and billing must agree per customer: a cent more in credit's balance is named, with both figures.
    const creditClient = new Client({
      connectionString: (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres').replace(
        /\/[^/]*$/,
        `/${process.env.DB_PREFIX || 'netline'}_${stack.namespace}_credit`,
      ),
    });
    await creditClient.connect();
    await creditClient.query('UPDATE customers SET amount_balance = amount_balance + 1 WHERE id = $1', [customers[1]]);
    await creditClient.end();
    const unbalanced = await run(process.execPath, [join(__dirname, '../../admin/dist/main.js'), 'reconcile', '--merchant', merchant.merchant_id, '--json'], {
      env: { ...process.env, ...stack.env },
    }).then(
      () => null,
      (error: { code: number; stdout: string }) => error,
    );
    expect(unbalanced?.code).toBe(1);
    const balanceDifferences = JSON.parse(unbalanced?.stdout ?? '{}').differences.filter(
      (difference: { check: string }) => difference.check === 'customer_balance',
    );
    expect(balanceDifferences).toHaveLength(1);
    expect(balanceDifferences[0]).toMatchObject({ merchant_id: merchant.merchant_id, subject: customers[1] });
    expect(balanceDifferences[0].credit_outstanding).toBe(balanceDifferences[0].billing_open_balance + 1);
    process.stdout.write(`randomized run: ${JSON.stringify(counts)}\n`);
  }, 240_000);
});
