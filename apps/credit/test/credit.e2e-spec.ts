import { CreditFigures, CreditSubjects, DomainError, DomainEvent } from '@netline/contracts';
import { RpcClient } from '@netline/messaging';
import { adminCli, ApiClient, createMerchant, customerInput, SharedStack, sharedStack } from '@netline/testing';
import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';

/**
 * Issue: credit checks, decisions, enrollment, the credit ledger and holds — through the public API, the
 * NATS API billing and treasury use, and the event streams credit consumes and produces.
 * The rules of decisions, holds and the sandbox clock are checked in credit's medium suites
 * (apps/credit/src/underwriting/decisions.medium-spec.ts, apps/credit/src/jobs/credit-jobs.medium-spec.ts).
 */
const CHECK = { amount_requested: 5000, has_purchase_history: false };
const DAY_MS = 86_400_000;

describe('credit in the sandbox', () => {
  let stack: SharedStack;
  let api: ApiClient;
  let merchantId: string;
  let redis: IORedis;
  let rpc: RpcClient;

  beforeAll(async () => {
    stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'Credit Merchant');
    merchantId = merchant.merchant_id;
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
    rpc = new RpcClient(
      { NATS_URL: process.env.NATS_URL || 'nats://127.0.0.1:4222', NETLINE_NAMESPACE: stack.namespace, RPC_TIMEOUT_MS: 10_000 },
      'credit-test',
    );
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    redis?.disconnect();
  });

  const newCustomer = async (overrides: Record<string, unknown> = {}) => {
    const created = await api.post('/customers', customerInput(overrides));
    expect(created.status).toBe(200);
    return created.body.id as string;
  };

  const creditEvents = async (customerId: string): Promise<DomainEvent[]> => {
    const entries = await redis.xrange(`${stack.namespace}:events:credit`, '-', '+');
    return entries.map(([, fields]) => JSON.parse(fields[1]) as DomainEvent).filter((event) => event.data.id === customerId);
  };

  /** Waits until the outbox relay has published what the predicate needs. */
  const waitForEvents = async (customerId: string, predicate: (types: string[]) => boolean): Promise<string[]> => {
    const deadline = Date.now() + 10_000;
    let types: string[] = [];
    while (Date.now() < deadline) {
      types = (await creditEvents(customerId)).map((event) => event.type);
      if (predicate(types)) return types;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return types;
  };

  const approvedCustomer = async (line: number) => {
    const id = await newCustomer();
    const decided = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'approved', amount: line, advance_rate: 0.8 });
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ credit_status: 'approved', net_terms_status: 'enrolled', amount_approved: line });
    return id;
  };

  const reserve = (customerId: string, invoiceId: string, cents: number, dueAt: Date) =>
    rpc.ask(CreditSubjects.reserve, {
      merchant_id: merchantId,
      customer_id: customerId,
      invoice_id: invoiceId,
      amount: cents,
      due_at: dueAt.toISOString(),
      purpose: 'invoice',
    });

  describe('credit checks', () => {
    it('approves at once, offers enrollment, and refuses a second check with 422', async () => {
      const id = await newCustomer();
      expect((await api.get(`/customers/${id}`)).body).toMatchObject({ credit_status: null, net_terms_status: null });

      const check = await api.post(`/customers/${id}/credit-check`, { ...CHECK, business_description: 'Wholesale' });
      expect(check.status).toBe(204);
      expect(check.text).toBe('');

      const customer = (await api.get(`/customers/${id}`)).body;
      expect(customer).toMatchObject({
        credit_status: 'approved',
        net_terms_status: 'pending_enrollment',
        amount_approved: 5000,
        amount_available: 5000,
        advance_rate: 0.9,
        credit_decisions: [expect.objectContaining({ decision: 'approved', amount: 5000, advance_rate: 0.9, decline_code: null, hold_code: null })],
      });
      expect(customer.net_terms_enrollment_url).toMatch(/\/api\/enrollment\/[A-Za-z0-9_-]{32}$/);
      expect(Date.parse(customer.net_terms_enrollment_expires_at!)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
      expect(Date.parse(customer.credit_check_requested_at!)).toBeLessThanOrEqual(Date.now());
      // The offer page runs nothing and allows its one style by hash.
      const offer = await fetch(`${stack.apiUrl}${new URL(customer.net_terms_enrollment_url!).pathname.replace(/^\/api/, '')}`);
      expect(offer.status).toBe(200);
      expect(offer.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/]{43}='; form-action 'self'/);
      expect(await offer.text()).toContain('Your net terms offer');

      const again = await api.post(`/customers/${id}/credit-check`, CHECK);
      expect(again.status).toBe(422);
      expect(again.body).toEqual({
        error: { type: 'invalid_request', message: 'Credit check already created for this customer.', code: 'CREDIT.CREDIT_CHECK_EXISTS' },
      });
    });

    it('declines at once with the decline code named in the business name', async () => {
      const id = await newCustomer({ business_name: 'Shaky Goods decline thin_file' });
      expect((await api.post(`/customers/${id}/credit-check`, CHECK)).status).toBe(204);
      const customer = (await api.get(`/customers/${id}`)).body;
      expect(customer).toMatchObject({ credit_status: 'declined', net_terms_status: null, net_terms_enrollment_url: null, amount_approved: 0 });
      expect(customer.credit_decisions).toEqual([expect.objectContaining({ decision: 'declined', decline_code: 'thin_file', amount: 0 })]);
    });

    it('declines very large requests with poor_cash_flow', async () => {
      const id = await newCustomer();
      expect((await api.post(`/customers/${id}/credit-check`, { ...CHECK, amount_requested: 1_000_000.01 })).status).toBe(204);
      expect((await api.get(`/customers/${id}`)).body.credit_decisions[0].decline_code).toBe('poor_cash_flow');
    });

    it('leaves a large request pending until the sandbox helper decides, then enrolls through the helper', async () => {
      const id = await newCustomer();
      expect(
        (await api.post(`/customers/${id}/credit-check`, { ...CHECK, amount_requested: 500_000, has_purchase_history: true, has_purchase_terms_history: true }))
          .status,
      ).toBe(204);
      const pending = (await api.get(`/customers/${id}`)).body;
      expect(pending).toMatchObject({ credit_status: 'pending', net_terms_status: null, amount_approved: 0, credit_decisions: [] });

      const decided = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'approved', amount: 250_000.5, advance_rate: 0.75 });
      expect(decided.status).toBe(200);
      expect(decided.body).toMatchObject({ credit_status: 'approved', net_terms_status: 'pending_enrollment', amount_approved: 250_000.5, advance_rate: 0.75 });

      const enrolled = await api.post(`/sandbox/customers/${id}/enroll`);
      expect(enrolled.status).toBe(200);
      expect(enrolled.body).toMatchObject({ net_terms_status: 'enrolled', net_terms_enrollment_url: null, net_terms_enrollment_expires_at: null });
      const twice = await api.post(`/sandbox/customers/${id}/enroll`);
      expect(twice.status).toBe(400);
      expect(twice.body.error).toMatchObject({ type: 'invalid_request', code: 'CREDIT.NO_PENDING_ENROLLMENT' });
    });

    it('validates the credit check body and the customer id', async () => {
      const id = await newCustomer();
      const missing = await api.post(`/customers/${id}/credit-check`, { amount_requested: 100, has_purchase_history: true });
      expect(missing.status).toBe(400);
      expect(missing.body.error?.type).toBe('validation_error');
      expect(missing.body.error?.details).toEqual([expect.objectContaining({ path: 'has_purchase_terms_history' })]);
      const small = await api.post(`/customers/${id}/credit-check`, { amount_requested: 0.5, has_purchase_history: false });
      expect(small.body.error?.details).toEqual([expect.objectContaining({ path: 'amount_requested' })]);
      const cents = await api.post(`/customers/${id}/credit-check`, { amount_requested: 10.001, has_purchase_history: false });
      expect(cents.status).toBe(400);
      expect((await api.get(`/customers/${id}`)).body.credit_check_requested_at).toBeNull();
      const unknown = await api.post('/customers/cus_doesnotexist/credit-check', CHECK);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error?.type).toBe('not_found_error');
    });

    it('answers the deprecated enroll with the unchanged customer and a Deprecation header', async () => {
      const id = await newCustomer();
      const before = (await api.get(`/customers/${id}`)).body;
      const stub = await api.post(`/customers/${id}/enroll`);
      expect(stub.status).toBe(200);
      expect(stub.headers.get('deprecation')).toBe('true');
      expect(stub.body).toEqual(before);
      expect((await api.post('/customers/cus_nope/enroll')).status).toBe(404);
    });
  });

  describe('the hosted enrollment page', () => {
    it('shows the offer over plain HTTP and enrolls the customer on accept', async () => {
      const id = await newCustomer({ business_name: 'Page & <Co>' });
      await api.post(`/customers/${id}/credit-check`, CHECK);
      const url: string = (await api.get(`/customers/${id}`)).body.net_terms_enrollment_url!;
      const path = url.slice(url.indexOf('/enrollment/'));

      const page = await fetch(`${stack.apiUrl}${path}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('Page &amp; &lt;Co&gt;');
      expect(html).toContain('data-field="amount_approved">$5,000.00');
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      expect(action).toBeDefined();

      const accepted = await fetch(new URL(action as string, `${stack.apiUrl}${path}`), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'accept=yes',
      });
      expect(accepted.status).toBe(200);
      expect(await accepted.text()).toContain('data-state="enrolled"');

      const customer = (await api.get(`/customers/${id}`)).body;
      expect(customer).toMatchObject({ credit_status: 'approved', net_terms_status: 'enrolled', net_terms_enrollment_url: null });
      const types = await waitForEvents(id, (seen) => seen.filter((type) => type === 'customer.status_updated').length >= 3);
      expect(types.filter((type) => type === 'customer.status_updated')).toHaveLength(3); // pending, approved, enrolled
    });

    it('documents the sandbox underwriting rules and the new operations in the API reference', async () => {
      const document = (await (await fetch(`${stack.apiUrl}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { description: string; responses: Record<string, unknown>; deprecated?: boolean; security?: unknown[] }>>;
      };
      const check = document.paths['/customers/{customer_id}/credit-check'].post;
      expect(check.description).toContain('Sandbox underwriting is deterministic');
      expect(check.description).toContain('poor_cash_flow');
      expect(Object.keys(check.responses)).toEqual(expect.arrayContaining(['204', '404', '422']));
      expect(document.paths['/customers/{customer_id}/enroll'].post.deprecated).toBe(true);
      expect(document.paths['/customers/{customer_id}/ledger'].get).toBeDefined();
      expect(document.paths['/sandbox/clock/advance'].post).toBeDefined();
      expect(document.paths['/enrollment/{token}'].get.security).toEqual([]);
    });

    it('answers an expired offer with a 410 page, for a merchant whose sandbox clock passed its expiry', async () => {
      // A merchant of its own: moving the sandbox clock moves it for every customer of the merchant.
      const merchant = await createMerchant(stack.env, 'Expiring Offer Merchant');
      const own = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
      const id = (await own.post('/customers', customerInput())).body.id as string;
      await own.post(`/customers/${id}/credit-check`, CHECK);
      const url: string = (await own.get(`/customers/${id}`)).body.net_terms_enrollment_url!;
      expect((await own.post('/sandbox/clock/advance', { days: 31 })).status).toBe(200);

      const page = await fetch(`${stack.apiUrl}${url.slice(url.indexOf('/enrollment/'))}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('data-state="enrollment_expired"');
    });

    it('answers an unknown token with a 404 page', async () => {
      const page = await fetch(`${stack.apiUrl}/enrollment/${'x'.repeat(32)}`);
      expect(page.status).toBe(404);
      expect(await page.text()).toContain('data-state="not_found"');
    });
  });

  describe('decisions and their events', () => {
    it('validates decisions', async () => {
      const id = await newCustomer();
      const noAmount = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'approved' });
      expect(noAmount.status).toBe(400);
      expect(noAmount.body.error?.details).toEqual([expect.objectContaining({ path: 'amount' })]);
      const wrongCode = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'hold', hold_code: 'bored' });
      expect(wrongCode.status).toBe(400);
      const adjustFirst = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'line_adjustment', amount: 10 });
      expect(adjustFirst.status).toBe(400);
      expect(adjustFirst.body.error?.code).toBe('CREDIT.INVALID_DECISION');
    });
  });

  describe('the credit ledger', () => {
    it('lets exactly 33 of 50 concurrent $30 reservations through a $1,000 line, never going below zero', async () => {
      const id = await approvedCustomer(1000);
      const due = new Date(Date.now() + 30 * DAY_MS);
      const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, index) => reserve(id, `inv_c${index}`, 3000, due)));
      const ok = outcomes.filter((outcome) => outcome.status === 'fulfilled');
      const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      expect(ok).toHaveLength(33);
      expect(refused).toHaveLength(17);
      for (const failure of refused) {
        expect(failure.reason).toBeInstanceOf(DomainError);
        expect((failure.reason as DomainError).code).toBe('CREDIT.INSUFFICIENT_CREDIT');
        expect((failure.reason as DomainError).message).toContain('insufficient available credit');
      }
      for (const outcome of ok) expect((outcome as PromiseFulfilledResult<CreditFigures>).value.amount_available).toBeGreaterThanOrEqual(0);

      const customer = (await api.get(`/customers/${id}`)).body;
      expect(customer).toMatchObject({ amount_approved: 1000, amount_balance: 990, amount_available: 10 });

      // Replaying the ledger in order: the balance never exceeds the line at any moment.
      const ledger = await api.get(`/customers/${id}/ledger?limit=100`);
      expect(ledger.body.count).toBe(34);
      let approved = 0;
      let balance = 0;
      for (const entry of ledger.body.results) {
        approved += entry.approved_change;
        balance += entry.balance_change;
        expect(approved - balance).toBeGreaterThanOrEqual(0);
      }
      expect([approved, balance]).toEqual([1000, 990]);

      // Idempotent by invoice id: repeating a reservation that succeeded reserves nothing more.
      const repeatTarget = outcomes.findIndex((outcome) => outcome.status === 'fulfilled');
      const repeat = await reserve(id, `inv_c${repeatTarget}`, 3000, due);
      expect(repeat).toMatchObject({ amount_balance: 99_000, amount_available: 1_000 });
      expect((await api.get(`/customers/${id}/ledger?limit=100`)).body.count).toBe(34);
    });

    it('refuses reservations for unknown or unapproved customers and malformed messages', async () => {
      const due = new Date(Date.now() + DAY_MS);
      await expect(reserve('cus_missing', 'inv_x', 100, due)).rejects.toMatchObject({ kind: 'not_found' });
      const unapproved = await newCustomer();
      await expect(reserve(unapproved, 'inv_y', 100, due)).rejects.toMatchObject({ code: 'CREDIT.CUSTOMER_NOT_APPROVED' });
      // Malformed on purpose, so sent raw (`ask` would not compile it).
      const malformed = await rpc.request(CreditSubjects.reserve, {
        request_id: 'r',
        body: { merchant_id: merchantId, customer_id: unapproved, invoice_id: 'i', amount: 1.5 },
      });
      expect(malformed).toMatchObject({ ok: false, error: { code: 'COMMON.VALIDATION' } });
    });

    it('releases, authorizes, captures and cancels, each once', async () => {
      const id = await approvedCustomer(500);
      const due = new Date(Date.now() + 30 * DAY_MS);
      await reserve(id, 'inv_r1', 20_000, due);
      const release = { request_id: 'r', body: { merchant_id: merchantId, customer_id: id, invoice_id: 'inv_r1', key: 'inv_r1:partial', amount: 5_000 } };
      expect((await rpc.ask(CreditSubjects.release, release.body)).amount_balance).toBe(15_000);
      expect((await rpc.ask(CreditSubjects.release, release.body)).amount_balance).toBe(15_000);
      await expect(rpc.ask(CreditSubjects.release, { ...release.body, key: 'too-much', amount: 15_001 })).rejects.toMatchObject({
        code: 'CREDIT.RELEASE_EXCEEDS_RESERVATION',
      });

      const charge = { merchant_id: merchantId, customer_id: id, charge_id: 'ch_1', amount: 10_000 };
      expect((await rpc.ask(CreditSubjects.authorizeCharge, charge)).amount_authorized).toBe(10_000);
      await rpc.ask(CreditSubjects.authorizeCharge, charge);
      const captured = await rpc.ask(CreditSubjects.captureCharge, {
        merchant_id: merchantId,
        customer_id: id,
        charge_id: 'ch_1',
        invoice_id: 'inv_ch1',
        due_at: due.toISOString(),
        amount: 8_000,
      });
      expect(captured).toMatchObject({ amount_authorized: 0, amount_balance: 23_000, amount_available: 27_000 });
      await expect(rpc.ask(CreditSubjects.cancelCharge, { merchant_id: merchantId, customer_id: id, charge_id: 'ch_1' })).rejects.toMatchObject({
        code: 'CREDIT.CHARGE_NOT_AUTHORIZED',
      });
      await rpc.ask(CreditSubjects.authorizeCharge, { ...charge, charge_id: 'ch_2', amount: 2_000 });
      const canceled = await rpc.ask(CreditSubjects.cancelCharge, { merchant_id: merchantId, customer_id: id, charge_id: 'ch_2' });
      expect(canceled).toMatchObject({ amount_authorized: 0, amount_balance: 23_000 });

      const kinds = (await api.get(`/customers/${id}/ledger?limit=100`)).body.results.map((entry: { kind: string }) => entry.kind);
      expect(kinds).toEqual([
        'line_change',
        'invoice_reserved',
        'reservation_released',
        'charge_authorized',
        'charge_captured',
        'charge_authorized',
        'charge_canceled',
      ]);
      const filtered = await api.get(`/customers/${id}/ledger?filter[kind]=charge_authorized`);
      expect(filtered.body.count).toBe(2);
      expect((await api.get(`/customers/${id}/ledger?filter[kind]=nonsense`)).status).toBe(400);
      expect((await api.get('/customers/cus_missing/ledger')).status).toBe(404);
    });

    it('applies payments, credit notes and voids from the billing and treasury streams exactly once', async () => {
      const id = await approvedCustomer(1000);
      const due = new Date(Date.now() + 30 * DAY_MS);
      await reserve(id, 'inv_p1', 40_000, due);
      await reserve(id, 'inv_p2', 30_000, due);
      await reserve(id, 'inv_p3', 20_000, due);

      const publish = (stream: string, type: string, data: Record<string, unknown>, eventId = `evt_${randomUUID()}`) =>
        redis.xadd(
          `${stack.namespace}:events:${stream}`,
          '*',
          'event',
          JSON.stringify({
            id: eventId,
            type,
            object: type.split('.')[0],
            merchant_id: merchantId,
            occurred_at: new Date().toISOString(),
            data,
          }),
        );
      const paymentId = `pay_${randomUUID()}`;
      const payment = {
        id: paymentId,
        customer_id: id,
        amount: 50_000,
        applied: [
          { invoice_id: 'inv_p1', amount: 40_000 },
          { invoice_id: 'inv_p2', amount: 5_000 },
        ],
        unapplied: 5_000,
      };
      const paymentEventId = `evt_${randomUUID()}`;
      await publish('treasury', 'payment.paid', payment, paymentEventId);
      await publish('treasury', 'payment.paid', payment, paymentEventId);
      await publish('billing', 'credit_note.applied', {
        id: 'cn_1',
        customer_id: id,
        invoice_id: 'inv_p2',
        amount: 10_000,
        invoice_number: 'NL-000002',
        invoice_advanced: false,
      });
      await publish('billing', 'invoice.voided', { id: 'inv_p3', customer_id: id });
      await publish('billing', 'invoice.created', { id: 'inv_other', customer_id: id });

      const deadline = Date.now() + 15_000;
      let customer = (await api.get(`/customers/${id}`)).body;
      while (Date.now() < deadline && (customer.amount_balance !== 150 || customer.amount_unapplied_payments !== 50)) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        customer = (await api.get(`/customers/${id}`)).body;
      }
      // 900 reserved − 450 paid − 100 credit note − 200 voided = 150 owed; 50 held unapplied.
      expect(customer).toMatchObject({ amount_balance: 150, amount_unapplied_payments: 50, amount_available: 900 });

      await publish('treasury', 'payment.reversed', payment);
      const until = Date.now() + 15_000;
      while (Date.now() < until && customer.amount_balance !== 600) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        customer = (await api.get(`/customers/${id}`)).body;
      }
      expect(customer).toMatchObject({ amount_balance: 600, amount_unapplied_payments: 0, amount_available: 400 });
      const entries = (await api.get(`/customers/${id}/ledger?limit=100`)).body.results;
      expect(entries.filter((entry: { kind: string }) => entry.kind === 'payment_received')).toHaveLength(3);
      expect(entries.reduce((sum: number, entry: { balance_change: number }) => sum + entry.balance_change, 0)).toBeCloseTo(600, 2);
    });

    it('dead-letters a malformed event at once with the validation error, and applies the next one', async () => {
      const id = await approvedCustomer(1000);
      await reserve(id, 'inv_dl', 25_000, new Date(Date.now() + 30 * DAY_MS));
      const stream = `${stack.namespace}:events:treasury`;
      const envelope = (type: string, data: Record<string, unknown>) => ({
        id: `evt_${randomUUID()}`,
        type,
        object: type.split('.')[0],
        version: 1,
        merchant_id: merchantId,
        occurred_at: new Date().toISOString(),
        data,
      });
      // A valid envelope whose data breaks the catalogue: the amount is a string of dollars, not integer cents.
      const malformed = envelope('payment.paid', {
        id: `pay_${randomUUID()}`,
        customer_id: id,
        amount: '250.00',
        applied: [{ invoice_id: 'inv_dl', amount: 25_000 }],
        unapplied: 0,
      });
      const next = envelope('payment.paid', {
        id: `pay_${randomUUID()}`,
        customer_id: id,
        amount: 10_000,
        applied: [{ invoice_id: 'inv_dl', amount: 10_000 }],
        unapplied: 0,
      });
      await redis.xadd(stream, '*', 'event', JSON.stringify(malformed));
      await redis.xadd(stream, '*', 'event', JSON.stringify(next));

      const deadline = Date.now() + 15_000;
      let customer = (await api.get(`/customers/${id}`)).body;
      while (Date.now() < deadline && customer.amount_balance !== 150) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        customer = (await api.get(`/customers/${id}`)).body;
      }
      // Only the valid payment moved the ledger: 250 reserved − 100 paid.
      expect(customer).toMatchObject({ amount_balance: 150, amount_unapplied_payments: 0 });

      const listed = await adminCli<{ dead_letters: Array<Record<string, unknown>> }>(stack.env, ['events', 'dead-letters', 'list', '--stream', 'treasury']);
      // Every consumer of the stream dead-letters it on its own (insights too, on a full stack); this is credit's.
      const letter = listed.dead_letters.find((entry) => entry.event_id === malformed.id && entry.group === 'credit');
      expect(letter).toMatchObject({ stream: 'events:treasury', group: 'credit', type: 'payment.paid', merchant_id: merchantId });
      expect(letter?.error).toMatch(/^invalid_data: The data of payment\.paid .* does not match its schema \(data\.amount: /);
      // Dead-lettered on its first delivery, nothing left pending for retries, nothing recorded in the inbox.
      const [pending] = (await redis.xpending(stream, 'credit')) as [number];
      expect(pending).toBe(0);
    });
  });

  describe('holds and the sandbox clock', () => {
    it('validates the clock request', async () => {
      expect((await api.post('/sandbox/clock/advance', { days: 0 })).status).toBe(400);
      expect((await api.post('/sandbox/clock/advance', { days: 1.5 })).status).toBe(400);
    });
  });
});
