import { adminCli, ApiClient, createMerchant, customerInput, Stack, waitFor } from '@netline/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

/**
 * A process killed between two services' commits, for real: the caller's transaction is open and the
 * owner's is about to commit (or has), and the caller's process dies (SIGKILL), so its transaction is
 * rolled back by PostgreSQL and its request is never retried. Each crash point is reached by holding,
 * from the test, a row lock the next statement needs, and waiting until PostgreSQL shows it waiting:
 *
 * - billing's capture: billing has inserted the capture's invoice and asked credit to capture; credit
 *   waits for the customer's row (held here); billing is killed, then credit goes on and commits. Credit
 *   holds a capture whose invoice billing never committed. Credit's orphan sweep undoes it.
 * - treasury's `paid`: billing has decided and committed what the payment applies; treasury waits to
 *   book the forwarded payment (its payout transaction's unique key, held here by an uncommitted row);
 *   treasury is killed. Billing shows the invoice paid, treasury the payment pending. Once treasury is
 *   back, its unbooked-payment sweep completes the payment from billing's decision.
 *
 * Before the sweeps `reconcile` reports each difference; after them it passes.
 */
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Long enough that the held lock, not a statement or lock deadline, decides when the waiter goes on.
const SLOW_RPC_TIMEOUT_MS = '30000';

jest.setTimeout(240_000);

type Reconcile = { ok: boolean; differences: Array<{ check: string; subject: string }> };

describe('a process killed between two services’ commits', () => {
  let stack: Stack;
  let api: ApiClient;
  let merchantId: string;
  const clients: Client[] = [];

  const reconcile = () =>
    adminCli<Reconcile>(stack.env, ['reconcile', '--merchant', merchantId]).catch(
      (error: { stdout?: string }) => JSON.parse(error.stdout ?? '{}') as Reconcile,
    );

  /** A connection to one service's own database in this stack. */
  async function database(service: string): Promise<Client> {
    const client = new Client({ connectionString: DATABASE_URL.replace(/\/[^/]*$/, `/netline_${stack.namespace}_${service}`) });
    await client.connect();
    clients.push(client);
    return client;
  }

  /**
   * Waits until a session of that service's database is waiting for a lock. It watches from a connection
   * of its own: inside the transaction holding the lock, `pg_stat_activity` would answer the snapshot of
   * its first read for the rest of that transaction, and miss a waiter that arrived after it.
   */
  async function lockWaiter(service: string): Promise<void> {
    const observer = await database(service);
    const waiting = await waitFor(
      async () =>
        (
          await observer.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock'", [
            `netline_${stack.namespace}_${service}`,
          ])
        ).rows[0].count,
      (count) => count > 0,
      20_000,
    );
    expect(waiting).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'treasury', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      appEnv: {
        credit: { CREDIT_ORPHAN_MIN_AGE_MS: '0', CREDIT_JOBS_INTERVAL_MS: '0', RPC_TIMEOUT_MS: SLOW_RPC_TIMEOUT_MS },
        billing: { RPC_TIMEOUT_MS: SLOW_RPC_TIMEOUT_MS },
        treasury: { TREASURY_UNBOOKED_MIN_AGE_MS: '0', TREASURY_JOBS_INTERVAL_MS: '0', RPC_TIMEOUT_MS: SLOW_RPC_TIMEOUT_MS },
      },
    });
    const merchant = await createMerchant(stack.env, `Crash ${randomUUID().slice(0, 6)}`);
    merchantId = merchant.merchant_id;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => undefined);
    await stack?.stop();
  });

  async function approvedCustomer(): Promise<string> {
    const customer = (await api.post('/customers', customerInput())).body;
    await api.post(`/sandbox/customers/${customer.id}/credit-decision`, { decision: 'approved', amount: 5000, advance_rate: 0.8 });
    return customer.id as string;
  }

  it('billing killed after credit captured: the orphan sweep undoes the capture, and the charge captures for real', async () => {
    const customerId = await approvedCustomer();
    const charge = (await api.post('/sandbox/charges', { customer_id: customerId, amount: 700, terms: 'net30' })).body;
    const credit = await database('credit');
    await credit.query('BEGIN');
    await credit.query('SELECT 1 FROM customers WHERE merchant_id = $1 AND id = $2 FOR UPDATE', [merchantId, customerId]);
    // The capture: billing inserts the invoice and asks credit, which now waits for the customer's row.
    const capture = api.post(`/charges/${charge.id}/capture`, {}).catch((error: Error) => error);
    await lockWaiter('credit');
    await stack.kill(stack.process('billing'));
    await credit.query('ROLLBACK');
    await capture;
    // Credit committed its capture; billing's transaction died with its process.
    const billing = await database('billing');
    await waitFor(
      async () =>
        (await credit.query("SELECT 1 FROM credit_ledger WHERE merchant_id = $1 AND reference = $2 AND kind = 'charge_captured'", [merchantId, charge.id]))
          .rowCount,
      (rows) => rows === 1,
    );
    expect((await billing.query('SELECT captured FROM charges WHERE merchant_id = $1 AND id = $2', [merchantId, charge.id])).rows).toEqual([
      { captured: false },
    ]);
    expect(
      (await billing.query('SELECT 1 FROM invoices WHERE merchant_id = $1 AND id = $2', [merchantId, `inv_${String(charge.id).replace(/^chg_/, '')}`]))
        .rowCount,
    ).toBe(0);
    await stack.launch('billing');
    expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_authorized: 0, amount_balance: 700 });
    const before = await reconcile();
    expect(before.differences).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'customer_balance', subject: customerId })]));

    const swept = await adminCli<{ orphan_captures_released: number }>(stack.env, ['credit', 'run-jobs']);
    expect(swept.orphan_captures_released).toBe(1);
    expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_authorized: 700, amount_balance: 0 });
    expect(await reconcile()).toMatchObject({ ok: true, differences: [] });

    expect((await api.post(`/charges/${charge.id}/capture`, {})).status).toBe(200);
    expect((await api.get(`/customers/${customerId}`)).body).toMatchObject({ amount_authorized: 0, amount_balance: 700 });
    expect(await reconcile()).toMatchObject({ ok: true, differences: [] });
  });

  it('treasury killed after billing applied a payment: the unbooked-payment sweep completes it, once', async () => {
    const customerId = await approvedCustomer();
    const invoice = (await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount: 1000 })).body;
    expect((await api.put(`/invoices/${invoice.id}/send`)).status).toBe(200);
    const payment = (
      await api.post('/sandbox/payments', { customer_id: customerId, amount: 400, method: 'ach_debit', links: [{ invoice_id: invoice.id, amount: 400 }] })
    ).body;
    const treasury = await database('treasury');
    await treasury.query('BEGIN');
    // The forwarded payment's row, uncommitted: treasury's own insert of it waits for this transaction.
    await treasury.query(
      `INSERT INTO payout_transactions (id, merchant_id, type, source_key, amount_gross, amount_fee, amount_net, created_at, updated_at)
       VALUES ($1, $2, 'payment', $3, 0, 0, 0, now(), now())`,
      [`ptx_${randomUUID().replace(/-/g, '')}`, merchantId, `payment:${payment.id}:${invoice.id}`],
    );
    const paid = api.post(`/sandbox/payments/${payment.id}/status`, { status: 'paid' }).catch((error: Error) => error);
    await lockWaiter('treasury');
    await stack.kill(stack.process('treasury'));
    await treasury.query('ROLLBACK');
    await paid;
    // Billing decided and committed; treasury's transaction died with its process.
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 600 });
    await stack.launch('treasury');
    expect((await api.get(`/payments/${payment.id}`)).body).toMatchObject({ status: 'pending' });
    const before = await reconcile();
    expect(before.differences).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'unbooked_payment', subject: payment.id })]));

    expect(await adminCli(stack.env, ['payment', 'complete-unbooked'])).toEqual({ completed: 1, withdrawn: 0 });
    expect((await api.get(`/payments/${payment.id}`)).body).toMatchObject({ status: 'paid', amount_unapplied: 0 });
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 600 });
    const transactions = (await api.get('/payout_transactions?limit=100')).body.results as Array<{ payment_id: string | null; amount_gross: number }>;
    expect(transactions.filter((transaction) => transaction.payment_id === payment.id)).toEqual([expect.objectContaining({ amount_gross: 400 })]);
    expect(await waitFor(reconcile, (report) => report.ok)).toMatchObject({ ok: true, differences: [] });
    expect(await adminCli(stack.env, ['payment', 'complete-unbooked'])).toEqual({ completed: 0, withdrawn: 0 });
  });
});
