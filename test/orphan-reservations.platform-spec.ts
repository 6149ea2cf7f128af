import { CreditSubjects } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { adminCli, ApiClient, createMerchant, customerInput, Stack } from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * A send that died half-way: credit committed the reservation, billing never committed the send. The
 * orphan sweep (credit's jobs, `npm run admin -- credit run-jobs`) releases it, counts it, and leaves
 * reservations of sent invoices alone; sending the invoice later reserves again. The same for a charge
 * creation that died half-way (credit authorized, billing never committed the charge) and for a
 * capture that died half-way (credit captured, billing never committed the capture's invoice).
 *
 * Each half-done step is staged as billing's process would have left it: the first half (the call to
 * credit) sent exactly as billing sends it, and billing's own transaction never committed.
 */
describe('orphaned reservations', () => {
  let stack: Stack;
  let rpc: RpcClient;
  let api: ApiClient;
  let merchantId: string;

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'treasury', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      appEnv: { credit: { CREDIT_ORPHAN_MIN_AGE_MS: '0', CREDIT_JOBS_INTERVAL_MS: '0' }, treasury: { TREASURY_JOBS_INTERVAL_MS: '0' } },
    });
    rpc = new RpcClient(
      { NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222', NETLINE_NAMESPACE: stack.namespace, RPC_TIMEOUT_MS: 10_000 },
      'orphan-test',
    );
    await rpc.connect();
    const merchant = await createMerchant(stack.env, `Orphans ${randomUUID().slice(0, 6)}`);
    merchantId = merchant.merchant_id;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
  });

  afterAll(async () => {
    await rpc?.close();
    await stack?.stop();
  });

  const orphanReserve = (customerId: string, invoiceId: string, cents: number) =>
    rpc.ask(CreditSubjects.reserve, {
      merchant_id: merchantId,
      customer_id: customerId,
      invoice_id: invoiceId,
      amount: cents,
      due_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      purpose: 'invoice',
    });

  it('releases a reservation whose invoice billing never sent, once and only that one; a later send reserves again', async () => {
    const customer = (await api.post('/customers', customerInput())).body;
    await api.post(`/sandbox/customers/${customer.id}/credit-decision`, { decision: 'approved', amount: 5000, advance_rate: 0.8 });
    const unsent = (await api.post('/invoices', { customer_id: customer.id, number: `INV-${randomUUID().slice(0, 8)}`, amount: 1000 })).body;
    const sent = (await api.post('/invoices', { customer_id: customer.id, number: `INV-${randomUUID().slice(0, 8)}`, amount: 500 })).body;
    expect((await api.put(`/invoices/${sent.id}/send`)).status).toBe(200);
    // What billing's send does first, for an invoice whose send then never committed.
    await orphanReserve(customer.id, unsent.id, 100_000);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_balance: 1500, amount_available: 3500 });

    const first = await adminCli<{ orphan_reservations_released: number }>(stack.env, ['credit', 'run-jobs']);
    expect(first.orphan_reservations_released).toBe(1);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_balance: 500, amount_available: 4500 });
    const second = await adminCli<{ orphan_reservations_released: number }>(stack.env, ['credit', 'run-jobs']);
    expect(second.orphan_reservations_released).toBe(0);
    const metrics = await (await fetch(`${stack.process('credit').url}/metrics`)).text();
    expect(metrics).toMatch(/^credit_orphan_reservations_released_total\{[^}]*\} 1$/m);

    // The same half-done send once more, then swept again: each cycle is its own reservation.
    await orphanReserve(customer.id, unsent.id, 100_000);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_balance: 1500 });
    expect((await adminCli<{ orphan_reservations_released: number }>(stack.env, ['credit', 'run-jobs'])).orphan_reservations_released).toBe(1);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_balance: 500, amount_available: 4500 });

    // The merchant sends it after all: credit reserves it again, and the sweep leaves it alone.
    expect((await api.put(`/invoices/${unsent.id}/send`)).status).toBe(200);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_balance: 1500, amount_available: 3500 });
    expect((await adminCli<{ orphan_reservations_released: number }>(stack.env, ['credit', 'run-jobs'])).orphan_reservations_released).toBe(0);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_balance: 1500, amount_available: 3500 });
  });

  type RunJobs = { orphan_reservations_released: number; orphan_authorizations_released: number; orphan_captures_released: number };
  type Reconcile = { ok: boolean; differences: Array<{ check: string; subject: string }> };
  // `reconcile` exits 1 on a difference; its JSON report is on stdout either way.
  const reconcile = () =>
    adminCli<Reconcile>(stack.env, ['reconcile', '--merchant', merchantId]).catch(
      (error: { stdout?: string }) => JSON.parse(error.stdout ?? '{}') as Reconcile,
    );

  it("releases an authorization whose charge billing never recorded, once, and leaves a live charge's alone", async () => {
    const customer = (await api.post('/customers', customerInput())).body;
    await api.post(`/sandbox/customers/${customer.id}/credit-decision`, { decision: 'approved', amount: 5000, advance_rate: 0.8 });
    const live = await api.post('/sandbox/charges', { customer_id: customer.id, amount: 700, terms: 'net30' });
    expect(live.status).toBe(200);
    // What billing's charge creation does first, for a charge whose insert then never committed.
    const orphanChargeId = `chg_${randomUUID().replace(/-/g, '')}`;
    await rpc.ask(CreditSubjects.authorizeCharge, { merchant_id: merchantId, customer_id: customer.id, charge_id: orphanChargeId, amount: 120_000 });
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 1900, amount_available: 3100 });

    const first = await adminCli<RunJobs>(stack.env, ['credit', 'run-jobs']);
    expect(first.orphan_authorizations_released).toBe(1);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 700, amount_available: 4300 });
    const second = await adminCli<RunJobs>(stack.env, ['credit', 'run-jobs']);
    expect(second.orphan_authorizations_released).toBe(0);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 700, amount_available: 4300 });
    const metrics = await (await fetch(`${stack.process('credit').url}/metrics`)).text();
    expect(metrics).toMatch(/^credit_orphan_authorizations_released_total\{[^}]*\} 1$/m);

    // The released charge's ledger holds one cancel movement; the live charge still captures in full.
    const ledger = (await api.get(`/customers/${customer.id}/ledger`)).body.results as Array<{ kind: string; reference: string; authorized_change: number }>;
    expect(ledger.filter((entry) => entry.reference === orphanChargeId).map((entry) => [entry.kind, entry.authorized_change])).toEqual(
      expect.arrayContaining([
        ['charge_authorized', 1200],
        ['charge_canceled', -1200],
      ]),
    );
    expect(ledger.filter((entry) => entry.reference === orphanChargeId)).toHaveLength(2);
    const captured = await api.post(`/charges/${live.body.id}/capture`, {});
    expect(captured.status).toBe(200);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 0, amount_balance: 700, amount_available: 4300 });
  });

  it('undoes a capture whose invoice billing never committed, once; the charge then captures for real and reconcile passes', async () => {
    const customer = (await api.post('/customers', customerInput())).body;
    await api.post(`/sandbox/customers/${customer.id}/credit-decision`, { decision: 'approved', amount: 5000, advance_rate: 0.8 });
    const charge = (await api.post('/sandbox/charges', { customer_id: customer.id, amount: 700, terms: 'net30' })).body;
    // What billing's capture does first (credit's capture, naming the invoice the capture creates), for a
    // capture whose billing transaction then never committed: the charge stays authorized at billing.
    await rpc.ask(CreditSubjects.captureCharge, {
      merchant_id: merchantId,
      customer_id: customer.id,
      charge_id: charge.id,
      invoice_id: `inv_${String(charge.id).replace(/^chg_/, '')}`,
      due_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      amount: 70_000,
    });
    expect((await api.get(`/charges/${charge.id}`)).body).toMatchObject({ captured: false, canceled: false });
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 0, amount_balance: 700 });
    // Credit holds a receivable billing has no invoice for: reconcile sees the balances differ.
    const before = await reconcile();
    expect(before.ok).toBe(false);
    expect(before.differences).toEqual(expect.arrayContaining([expect.objectContaining({ check: 'customer_balance', subject: customer.id })]));

    const first = await adminCli<RunJobs>(stack.env, ['credit', 'run-jobs']);
    expect(first.orphan_captures_released).toBe(1);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 700, amount_balance: 0, amount_available: 4300 });
    expect((await adminCli<RunJobs>(stack.env, ['credit', 'run-jobs'])).orphan_captures_released).toBe(0);
    const metrics = await (await fetch(`${stack.process('credit').url}/metrics`)).text();
    expect(metrics).toMatch(/^credit_orphan_captures_released_total\{[^}]*\} 1$/m);
    expect(await reconcile()).toMatchObject({ ok: true, differences: [] });

    // The merchant captures it after all: billing and credit agree, and the sweep leaves it alone.
    expect((await api.post(`/charges/${charge.id}/capture`, {})).status).toBe(200);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 0, amount_balance: 700 });
    expect((await adminCli<RunJobs>(stack.env, ['credit', 'run-jobs'])).orphan_captures_released).toBe(0);
    expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ amount_authorized: 0, amount_balance: 700 });
    expect(await reconcile()).toMatchObject({ ok: true, differences: [] });
  });
});
