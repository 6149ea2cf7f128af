import { InvoiceSubjects } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { adminCli, ApiClient, createMerchant, customerInput, Stack, waitFor } from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * A payment paid half-way: billing decided (and committed) what it applies, treasury died before its
 * own transaction (forwarding, unapplied money, `payment.paid`) committed. The half-done step is staged
 * as treasury's process would have left it: billing's `apply_payment`, sent exactly as treasury sends it,
 * and no treasury commit. `reconcile` reports the payment; the unbooked-payment sweep (treasury's jobs,
 * `npm run admin -- payment complete-unbooked`) completes it from billing's recorded decision, or, if the
 * bank canceled the payment meanwhile, has billing withdraw what it applied; `reconcile` passes after.
 */
describe('payments billing applied but treasury never booked', () => {
  let stack: Stack;
  let rpc: RpcClient;
  let api: ApiClient;
  let merchantId: string;

  type Reconcile = { ok: boolean; differences: Array<{ check: string; subject: string }> };
  type Run = { completed: number; withdrawn: number };
  const reconcile = () =>
    adminCli<Reconcile>(stack.env, ['reconcile', '--merchant', merchantId]).catch(
      (error: { stdout?: string }) => JSON.parse(error.stdout ?? '{}') as Reconcile,
    );
  const sweep = () => adminCli<Run>(stack.env, ['payment', 'complete-unbooked']);

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'treasury', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      appEnv: { treasury: { TREASURY_UNBOOKED_MIN_AGE_MS: '0', TREASURY_JOBS_INTERVAL_MS: '0' } },
    });
    rpc = new RpcClient(
      { NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222', NETLINE_NAMESPACE: stack.namespace, RPC_TIMEOUT_MS: 10_000 },
      'unbooked-test',
    );
    await rpc.connect();
    const merchant = await createMerchant(stack.env, `Unbooked ${randomUUID().slice(0, 6)}`);
    merchantId = merchant.merchant_id;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await rpc?.close();
    await stack?.stop();
  });

  /** An approved customer with one sent invoice of $1,000, and a pending payment of `dollars` linked to it. */
  async function pendingPayment(dollars: number) {
    const customer = (await api.post('/customers', customerInput())).body;
    await api.post(`/sandbox/customers/${customer.id}/credit-decision`, { decision: 'approved', amount: 5000, advance_rate: 0.8 });
    const invoice = (await api.post('/invoices', { customer_id: customer.id, number: `INV-${randomUUID().slice(0, 8)}`, amount: 1000 })).body;
    expect((await api.put(`/invoices/${invoice.id}/send`)).status).toBe(200);
    const payment = await api.post('/sandbox/payments', {
      customer_id: customer.id,
      amount: dollars,
      method: 'ach_debit',
      links: [{ invoice_id: invoice.id, amount: dollars }],
    });
    expect(payment.status).toBe(200);
    // What treasury's `paid` step does first; its own transaction then never commits.
    await rpc.ask(InvoiceSubjects.applyPayment, {
      merchant_id: merchantId,
      payment_id: payment.body.id,
      customer_id: customer.id,
      links: [{ invoice_id: invoice.id, amount: dollars * 100 }],
    });
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 1000 - dollars });
    expect((await api.get(`/payments/${payment.body.id}`)).body).toMatchObject({ status: 'pending' });
    return { customer, invoice, payment: payment.body };
  }

  it('completes the payment from billing’s decision, once, so forwarding, credit and reconcile agree', async () => {
    const { customer, invoice, payment } = await pendingPayment(400);
    const before = await reconcile();
    expect(before.ok).toBe(false);
    expect(before.differences).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'unbooked_payment', subject: payment.id })]));

    expect(await sweep()).toEqual({ completed: 1, withdrawn: 0 });
    expect((await api.get(`/payments/${payment.id}`)).body).toMatchObject({ status: 'paid', amount_unapplied: 0 });
    // Applied once: billing still shows $400 paid, not $800.
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 600 });
    const transactions = (await api.get('/payout_transactions?limit=100')).body.results as Array<{
      payment_id: string | null;
      type: string;
      amount_gross: number;
    }>;
    expect(transactions.filter((transaction) => transaction.payment_id === payment.id)).toEqual([
      expect.objectContaining({ type: 'payment', amount_gross: 400 }),
    ]);
    // Credit follows payment.paid: the customer's balance drops by what was applied.
    const figures = await waitFor(
      () => api.get(`/customers/${customer.id}`),
      (response) => response.body.amount_balance === 600,
    );
    expect(figures.body).toMatchObject({ amount_balance: 600 });

    expect(await sweep()).toEqual({ completed: 0, withdrawn: 0 });
    const after = await waitFor(reconcile, (report) => report.ok);
    expect(after).toMatchObject({ ok: true, differences: [] });
    const metrics = await (await fetch(`${stack.process('treasury').url}/metrics`)).text();
    expect(metrics).toMatch(/^treasury_unbooked_payments_total\{[^}]*outcome="completed"[^}]*\} 1$/m);
  });

  it('has billing withdraw the application of a payment canceled before treasury ever booked it', async () => {
    const { invoice, payment } = await pendingPayment(300);
    // The bank's next word on it: canceled. Treasury can never book it as paid now.
    expect((await api.post(`/sandbox/payments/${payment.id}/status`, { status: 'canceled' })).status).toBe(200);
    expect((await reconcile()).differences).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'unbooked_payment', subject: payment.id })]));

    expect(await sweep()).toEqual({ completed: 0, withdrawn: 1 });
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 1000 });
    expect((await api.get(`/payments/${payment.id}`)).body).toMatchObject({ status: 'canceled' });
    expect(await sweep()).toEqual({ completed: 0, withdrawn: 0 });
    expect(await waitFor(reconcile, (report) => report.ok)).toMatchObject({ ok: true, differences: [] });
    const metrics = await (await fetch(`${stack.process('treasury').url}/metrics`)).text();
    expect(metrics).toMatch(/^treasury_unbooked_payments_total\{[^}]*outcome="withdrawn"[^}]*\} 1$/m);
  });
});
