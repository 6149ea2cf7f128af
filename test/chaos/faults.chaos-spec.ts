import { adminCli, ApiClient, ApiResponse, createMerchant, customerInput, Stack, TcpRelay, waitFor } from '@netline/testing';
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';

/**
 * Faults as an operator meets them, with the stack's own processes cut off from NATS, Redis and
 * PostgreSQL through TCP relays (the servers themselves untouched), on one stack:
 *
 * - NATS cut for 35 s for every process, Redis refused for 12 s and then black-holed for 20 s for every
 *   process, and PostgreSQL cut for 2 minutes for credit, all starting together: nothing is restarted,
 *   every request made meanwhile answers within the RPC deadline + 1 s, liveness stays green, readiness
 *   reports the outage, money events reach credit once its database is back, nothing is dead-lettered
 *   and `reconcile` passes;
 * - a consumer group deleted in Redis is re-created and the events after it are applied;
 * - the owning service paused past the RPC deadline while a client retries one Idempotency-Key until it
 *   succeeds: exactly one invoice, one sent invoice, one charge, one credit note, one payment.
 *
 * The cut durations are the point of the test, so it takes minutes: it is its own Jest project (`chaos`).
 */
const RPC_TIMEOUT_MS = 4_000;
const APPS = ['identity', 'credit', 'billing', 'treasury', 'gateway'] as const;
const NATS_URL = process.env.NATS_URL || 'nats://127.0.0.1:4222';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_CUT_MS = 35_000;
const REDIS_REFUSED_MS = 12_000;
const REDIS_BLACKHOLE_MS = 20_000;
const POSTGRES_CUT_MS = 120_000;

jest.setTimeout(420_000);

interface Probe {
  name: string;
  at: number;
  ms: number;
  status: number;
}

describe('money safety under faults', () => {
  let stack: Stack;
  let redis: IORedis;
  const nats: Record<string, TcpRelay> = {};
  const redisRelays: Record<string, TcpRelay> = {};
  let creditPostgres: TcpRelay;
  let api: ApiClient;
  // Probes during the outages only time the answers: with Redis away the gateway cannot compute the
  // rate-limit headers the reference promises, so these answers are not checked against it.
  let probe: ApiClient;
  let customerId: string;

  beforeAll(async () => {
    const appEnv: Record<string, Record<string, string>> = {};
    for (const app of APPS) {
      nats[app] = await TcpRelay.start(NATS_URL);
      redisRelays[app] = await TcpRelay.start(REDIS_URL);
      appEnv[app] = { NATS_URL: nats[app].rewrite(NATS_URL), REDIS_URL: redisRelays[app].rewrite(REDIS_URL) };
    }
    creditPostgres = await TcpRelay.start(DATABASE_URL);
    appEnv.credit.DATABASE_URL = creditPostgres.rewrite(DATABASE_URL);
    stack = await Stack.start({
      apps: [...APPS],
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS), TREASURY_JOBS_INTERVAL_MS: '0' },
      appEnv,
    });
    redis = new IORedis(REDIS_URL);
    const merchant = await createMerchant(stack.env, `Chaos ${randomUUID().slice(0, 6)}`);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    probe = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key, { validate: false });
    customerId = await approvedCustomer(100_000);
  });

  afterAll(async () => {
    redis?.disconnect();
    await stack?.stop();
    for (const relay of [...Object.values(nats), ...Object.values(redisRelays), creditPostgres]) await relay?.stop();
  });

  async function approvedCustomer(line: number): Promise<string> {
    const input = customerInput();
    const created = await settingUp((headers) => api.post('/customers', input, headers));
    expect(created.status).toBe(200);
    const decided = await settingUp((headers) =>
      api.post(`/sandbox/customers/${created.body.id}/credit-decision`, { decision: 'approved', amount: line, advance_rate: 0.8 }, headers),
    );
    expect(decided.status).toBe(200);
    return created.body.id as string;
  }

  /**
   * A setup request, sent again with its idempotency key while it answers 503, or 409 because the first
   * attempt is still running (docs/api-conventions.md: retry shortly). The stack runs with a short RPC
   * deadline (the faults are measured against it), which a loaded CI machine can exceed before any fault
   * is made; the setup is not what these tests are about, and a client would retry it so.
   */
  function settingUp<T>(send: (headers: Record<string, string>) => Promise<ApiResponse<T>>): Promise<ApiResponse<T>> {
    const headers = { 'idempotency-key': randomUUID() };
    return waitFor(
      () => send(headers),
      (response) => response.status !== 503 && !(response.status === 409 && /in progress/.test(response.text)),
      60_000,
    );
  }

  async function sentInvoice(customer: string, amount: number): Promise<string> {
    const created = await api.post('/invoices', { customer_id: customer, number: `INV-${randomUUID().slice(0, 8)}`, amount });
    expect(created.status).toBe(200);
    expect((await api.put(`/invoices/${created.body.id}/send`)).status).toBe(200);
    return created.body.id as string;
  }

  /** A payment on its way (the customer must exist at credit, so this needs credit's database). */
  async function inTransit(customer: string, links: Array<{ invoice_id: string; amount: number }>): Promise<string> {
    const amount = links.reduce((sum, link) => sum + link.amount, 0);
    const created = await api.post('/sandbox/payments', { customer_id: customer, amount, method: 'ach_debit', links });
    expect(created.status).toBe(200);
    expect((await api.post(`/sandbox/payments/${created.body.id}/status`, { status: 'in_transit' })).status).toBe(200);
    return created.body.id as string;
  }

  /** Marks a payment paid, retrying while the processes reconnect (a repeat of "paid" changes nothing). */
  async function settle(paymentId: string): Promise<void> {
    const answered = await waitFor(
      () => api.post(`/sandbox/payments/${paymentId}/status`, { status: 'paid' }),
      (response) => response.status === 200,
      30_000,
    );
    expect(answered.status).toBe(200);
  }

  /** Billing's and credit's view of one customer agree: outstanding = the invoices' balances. */
  async function figuresAgree(customer: string, invoices: string[]): Promise<{ credit: number; billing: number }> {
    const balances = await Promise.all(invoices.map(async (id) => (await api.get(`/invoices/${id}`)).body.amount_balance as number));
    const credit = (await api.get(`/customers/${customer}`)).body.amount_balance as number;
    return { credit, billing: Math.round(balances.reduce((sum, value) => sum + value, 0) * 100) / 100 };
  }

  async function timed(name: string, request: () => Promise<ApiResponse>, probes: Probe[]): Promise<void> {
    const started = Date.now();
    let status = 0;
    try {
      status = (await request()).status;
    } catch {
      status = -1;
    }
    probes.push({ name, at: started, ms: Date.now() - started, status });
  }

  async function ready(app: string): Promise<number> {
    try {
      return (await fetch(`${stack.process(app).url}/readyz`)).status;
    } catch {
      return -1;
    }
  }

  it('heals from NATS, Redis and PostgreSQL outages without a restart, answering in time and losing no event', async () => {
    const invoices = await Promise.all([1000, 1000, 1000].map((amount) => sentInvoice(customerId, amount)));
    const paymentId = await inTransit(customerId, [
      { invoice_id: invoices[0], amount: 600 },
      { invoice_id: invoices[1], amount: 300 },
    ]);
    const pids = APPS.map((app) => stack.process(app).child.pid);
    const start = Date.now();

    // All faults start together; each heals on its own timer.
    await creditPostgres.cut(POSTGRES_CUT_MS);
    for (const app of APPS) await nats[app].cut(NATS_CUT_MS);
    for (const app of APPS) await redisRelays[app].refuse(REDIS_REFUSED_MS);
    const redisBlackhole = new Promise<void>((resolve) =>
      setTimeout(() => {
        void Promise.all(APPS.map((app) => redisRelays[app].blackhole(REDIS_BLACKHOLE_MS))).then(() => resolve());
      }, REDIS_REFUSED_MS),
    );

    // Meanwhile: clients keep calling, and the orchestrator keeps probing liveness and readiness.
    const probes: Probe[] = [];
    const liveness: Array<{ app: string; status: number }> = [];
    const readiness: Array<{ app: string; at: number; status: number }> = [];
    let probing = true;
    const clients = [
      (async () => {
        while (probing) await timed('read customer (credit)', () => probe.get(`/customers/${customerId}`), probes);
      })(),
      (async () => {
        while (probing) await timed('read invoice (billing)', () => probe.get(`/invoices/${invoices[0]}`), probes);
      })(),
      (async () => {
        while (probing) {
          await timed('create customer (credit, keyed)', () => probe.post('/customers', customerInput(), { 'idempotency-key': randomUUID() }), probes);
        }
      })(),
      (async () => {
        while (probing) {
          for (const app of APPS) {
            if (!probing) break;
            const entry = stack.process(app);
            liveness.push({
              app,
              status: await fetch(`${entry.url}/healthz`).then(
                (response) => response.status,
                () => -1,
              ),
            });
            readiness.push({ app, at: Date.now() - start, status: await ready(app) });
          }
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
      })(),
    ];

    try {
      // Once NATS and Redis are back, money moves while credit still has no database: a payment over two
      // invoices settles at treasury and is applied by billing; credit must apply it later, not drop it.
      await redisBlackhole;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, NATS_CUT_MS - (Date.now() - start)) + 1_000));
      const gatewayBack = await waitFor(
        () => ready('gateway'),
        (status) => status === 200,
        30_000,
      );
      expect(gatewayBack).toBe(200);
      await settle(paymentId);
      const applied = await waitFor(
        async () => (await api.get(`/invoices/${invoices[0]}`)).body.amount_balance,
        (balance) => balance === 400,
        30_000,
      );
      expect(applied).toBe(400);
      // Billing applied it while credit's database link is still cut (the relay's own state, not a guess
      // from elapsed time): what credit does with it afterwards is the catching up checked below.
      expect(creditPostgres.state).toBe('cut');
      // Credit is down for its database but alive: readiness red, liveness green.
      const creditReadiness = await waitFor(
        () => ready('credit'),
        (status) => status === 503,
        20_000,
      );
      expect(creditReadiness).toBe(503);
      expect(creditPostgres.state).toBe('cut');

      // After the database is back: credit catches up by itself.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, POSTGRES_CUT_MS - (Date.now() - start))));
      const agreed = await waitFor(
        () => figuresAgree(customerId, invoices),
        (figures) => figures.credit === figures.billing && figures.billing === 2100,
        90_000,
      );
      expect(agreed).toEqual({ credit: 2100, billing: 2100 });
    } finally {
      probing = false;
      await Promise.all(clients);
    }

    // Nothing was restarted, and every process says it is alive and ready.
    expect(APPS.map((app) => stack.process(app).child.pid)).toEqual(pids);
    for (const app of APPS)
      expect([
        app,
        await waitFor(
          () => ready(app),
          (status) => status === 200,
          30_000,
        ),
      ]).toEqual([app, 200]);
    expect(liveness.filter((sample) => sample.status !== 200)).toEqual([]);
    // Readiness went red where a dependency was away.
    expect(readiness.some((sample) => sample.app === 'gateway' && sample.status === 503 && sample.at < NATS_CUT_MS)).toBe(true);
    expect(readiness.some((sample) => sample.app === 'credit' && sample.status === 503 && sample.at > NATS_CUT_MS + 10_000)).toBe(true);

    // Every request made during the outages answered within the RPC deadline + 1 s, and some failed.
    expect(probes.length).toBeGreaterThan(50);
    expect(probes.filter((probe) => probe.ms > RPC_TIMEOUT_MS + 1_000)).toEqual([]);
    expect(probes.filter((probe) => probe.at - start < NATS_CUT_MS && probe.status >= 500).length).toBeGreaterThan(0);
    expect(probes.filter((probe) => probe.status === -1)).toEqual([]);
    // After healing, the same calls succeed.
    expect((await api.get(`/customers/${customerId}`)).status).toBe(200);
    expect((await api.post('/customers', customerInput(), { 'idempotency-key': randomUUID() })).status).toBe(200);

    // The payment reached every service once; nothing was dead-lettered; the books reconcile.
    expect((await api.get(`/payments/${paymentId}`)).body).toMatchObject({ status: 'paid' });
    expect((await adminCli<{ count: number }>(stack.env, ['events', 'dead-letters', 'list'])).count).toBe(0);
    expect(await adminCli(stack.env, ['reconcile'])).toMatchObject({ ok: true, differences: [] });
  });

  it('re-creates a deleted consumer group and applies the events that follow', async () => {
    const invoice = await sentInvoice(customerId, 500);
    const before = (await api.get(`/customers/${customerId}`)).body.amount_balance as number;
    // Credit's group on treasury's stream disappears (as when Redis loses the stream's metadata).
    await redis.xgroup('DESTROY', `${stack.namespace}:events:treasury`, 'credit');
    await settle(await inTransit(customerId, [{ invoice_id: invoice, amount: 200 }]));
    const after = await waitFor(
      async () => (await api.get(`/customers/${customerId}`)).body.amount_balance as number,
      (balance) => balance === before - 200,
      60_000,
    );
    expect(after).toBe(before - 200);
    const groups = (await redis.xinfo('GROUPS', `${stack.namespace}:events:treasury`)) as unknown[][];
    expect(groups.map((fields) => fields[fields.indexOf('name') + 1])).toContain('credit');
    expect((await adminCli<{ count: number }>(stack.env, ['events', 'dead-letters', 'list'])).count).toBe(0);
  });

  describe('the owning service paused past the RPC deadline while a client retries one key', () => {
    /** Retries `call` with the same key until it answers 200, pausing `app` for the first attempts. */
    async function retriedWhilePaused<T>(app: string, call: (key: string) => Promise<ApiResponse<T>>): Promise<{ final: ApiResponse<T>; statuses: number[] }> {
      const key = randomUUID();
      const process = stack.process(app);
      process.child.kill('SIGSTOP');
      const resume = setTimeout(() => process.child.kill('SIGCONT'), RPC_TIMEOUT_MS * 2 + 1_500);
      const statuses: number[] = [];
      try {
        // Up to ~30 s of "in progress" after the resume: a resumed process first works off its backlog
        // (queued requests, stream entries, timed-out Redis commands), slowly on a loaded machine.
        for (let attempt = 0; attempt < 120; attempt += 1) {
          const response = await call(key);
          statuses.push(response.status);
          if (response.status === 200) return { final: response, statuses };
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        throw new Error(`no success after ${statuses.length} attempts: ${statuses.join(',')}`);
      } finally {
        clearTimeout(resume);
        process.child.kill('SIGCONT');
      }
    }

    it('creates one invoice, sends it once, and records one credit note, one charge and one payment', async () => {
      const number = `INV-${randomUUID().slice(0, 8)}`;
      const created = await retriedWhilePaused('billing', (key) =>
        api.post('/invoices', { customer_id: customerId, number, amount: 700 }, { 'idempotency-key': key }),
      );
      // The first attempt found nobody answering; later ones were told it is in progress.
      expect(created.statuses[0]).toBe(503);
      expect(created.statuses).toContain(409);
      const invoices = await api.get(`/invoices?filter[number]=${number}`);
      expect(invoices.body.count).toBe(1);
      const invoiceId = invoices.body.results[0].id as string;
      expect(created.final.body.id).toBe(invoiceId);

      const sent = await retriedWhilePaused('billing', (key) => api.put(`/invoices/${invoiceId}/send`, undefined, { 'idempotency-key': key }));
      expect(sent.final.body).toMatchObject({ id: invoiceId, sent_at: expect.any(String) });
      // The relay publishes after the commit, on its own schedule: the answer can reach the client first.
      const sentEvents = async () =>
        (await redis.xrange(`${stack.namespace}:events:billing`, '-', '+'))
          .map(([, fields]) => JSON.parse(fields[1]) as { type: string; data: { id: string } })
          .filter((event) => event.type === 'invoice.sent' && event.data.id === invoiceId);
      await waitFor(sentEvents, (events) => events.length > 0, 30_000);
      expect(await sentEvents()).toHaveLength(1);
      expect((await api.get(`/invoices/${invoiceId}`)).body).toMatchObject({ amount_balance: 700 });

      const note = await retriedWhilePaused('billing', (key) =>
        api.post('/credit-notes', { invoice_id: invoiceId, amount: 100, reason_code: 'other' }, { 'idempotency-key': key }),
      );
      const notes = await api.get(`/credit-notes?filter[invoice_id]=${invoiceId}`);
      expect(notes.body.count).toBe(1);
      expect(note.final.body).toMatchObject({ id: notes.body.results[0].id, status: 'completed' });
      expect((await api.get(`/invoices/${invoiceId}`)).body).toMatchObject({ amount_balance: 600 });

      const order = `ORD-${randomUUID().slice(0, 8)}`;
      const charge = await retriedWhilePaused('billing', (key) =>
        api.post('/sandbox/charges', { customer_id: customerId, amount: 250, terms: 'net30', order_number: order }, { 'idempotency-key': key }),
      );
      const charges = await api.get(`/charges?search=${order}`);
      expect(charges.body.count).toBe(1);
      expect(charges.body.results[0].id).toBe(charge.final.body.id);

      const payment = await retriedWhilePaused('treasury', (key) =>
        api.post(
          '/sandbox/payments',
          { customer_id: customerId, amount: 50, method: 'ach_debit', links: [{ invoice_id: invoiceId, amount: 50 }] },
          { 'idempotency-key': key },
        ),
      );
      const payments = await api.get(`/payments?filter[customer_id]=${customerId}&limit=100`);
      expect(
        (payments.body.results as Array<{ payment_links: Array<{ record_id: string }> }>).filter((item) =>
          item.payment_links.some((link) => link.record_id === invoiceId),
        ),
      ).toHaveLength(1);
      expect(payment.final.body.amount).toBe(50);
    });
  });
});
