import { BUYER_OPERATIONS, Operation } from '@netline/catalogue';
import { ApiClient, createMerchant, customerInput, ErrorBody, SharedStack, sharedStack, signInBuyer, waitFor } from '@netline/testing';
import { randomUUID } from 'node:crypto';

/**
 * The buyer portal's isolation on the shared stack, over HTTP as the portal's browser app calls it: two
 * merchants; merchant 1 has customers A and B, merchant 2 has customer C. The buyer of A signs in with
 * the link mailed to A's AP address and gets a 200 on every buyer route for A, and a 404 on every buyer
 * route (reads and changes) for B and C, and on A's own paths with B's or C's invoice, dispute and
 * statement ids. The routes are the `BUYER_OPERATIONS` catalogue's, so a new one is covered at once.
 * A dispute the buyer opens is on the merchant's `GET /disputes` with the buyer as author, and the audit
 * trail records `invoice.dispute_opened` with the buyer as its actor, through the portal.
 */
describe('buyer portal isolation', () => {
  let stack: SharedStack;
  let origin: string;

  beforeAll(async () => {
    stack = await sharedStack();
    origin = new URL(stack.apiUrl).origin;
  });

  /** A merchant on the sandbox with approved customers, each with sent invoices. */
  const merchantWith = async (name: string) => {
    const fullName = `${name} ${randomUUID().slice(0, 8)}`;
    const merchant = await createMerchant(stack.env, fullName);
    return { merchant, name: fullName, api: ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key) };
  };
  const customer = async (api: ApiClient, overrides: Record<string, unknown> = {}) => {
    const created = await api.post('/customers', customerInput(overrides));
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect((await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'approved', amount: 20_000 })).status).toBe(200);
    return id;
  };
  const sentInvoice = async (api: ApiClient, customerId: string, amount = 1000) => {
    const invoice = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount });
    expect(invoice.status).toBe(200);
    expect((await api.put(`/invoices/${invoice.body.id}/send`)).status).toBe(200);
    return invoice.body.id as string;
  };

  /** The ids a route's path parameters take for one customer. */
  interface Ids {
    customer_id: string;
    invoice_id: string;
    dispute_id: string;
    statement_id: string;
  }
  const pathOf = (operation: Operation, ids: Ids) =>
    operation.path.replace(/:([a-z_]+)/g, (_match, name: string) => {
      const value = ids[name as keyof Ids];
      if (!value) throw new Error(`no id for ${name} in ${operation.path}`);
      return value;
    });

  it('answers the buyer of A for A, and 404 for B, C and their ids on every buyer route', async () => {
    const tag = randomUUID().slice(0, 8);
    const ap = `ap-${tag}@isolation.example`;
    const one = await merchantWith('Isolation One');
    const two = await merchantWith('Isolation Two');
    const [a, b, c] = await Promise.all([
      customer(one.api, { business_ap_email: ap, business_name: `Buyer A ${tag}` }),
      customer(one.api, { business_name: `Buyer B ${tag}` }),
      customer(two.api, { business_name: `Buyer C ${tag}` }),
    ]);
    const [invoiceA, promisedA, invoiceB, invoiceC] = await Promise.all([
      sentInvoice(one.api, a),
      sentInvoice(one.api, a, 400),
      sentInvoice(one.api, b),
      sentInvoice(two.api, c),
    ]);
    const disputeOf = async (api: ApiClient, invoiceId: string) => {
      const opened = await api.post(`/invoices/${invoiceId}/disputes`, { reason: 'other', amount: 10, message: 'Opened by the merchant' });
      expect(opened.status).toBe(200);
      return opened.body.id as string;
    };
    const [disputeB, disputeC] = await Promise.all([disputeOf(one.api, invoiceB), disputeOf(two.api, invoiceC)]);

    // The buyer of A signs in with the link mailed to A's AP address.
    const { cookie: sessionCookie, session } = await signInBuyer(stack, ap);
    expect(session.customers.map((entry) => entry.customer_id)).toEqual([a]);
    // The portal's own API is not in the merchant API's document: a call that reads more than a refusal names its type.
    const portal = async <T = Partial<ErrorBody>>(method: string, path: string, body?: unknown) => {
      const response = await fetch(`${origin}/portal/api${path}`, {
        method,
        headers: {
          cookie: sessionCookie,
          ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf_token }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const json = (response.headers.get('content-type') ?? '').includes('json') ? (JSON.parse(text) as T) : undefined;
      return { status: response.status, type: response.headers.get('content-type') ?? '', body: json };
    };

    // The buyer's changes for A, each as the portal makes it.
    const opened = await portal<{ id: string }>('POST', `/customers/${a}/invoices/${invoiceA}/disputes`, {
      reason: 'goods_damaged',
      amount: 120,
      message: 'Crushed boxes',
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ invoice_id: invoiceA, customer_id: a, status: 'open', messages: [{ author: 'buyer', text: 'Crushed boxes' }] });
    const disputeA = opened.body!.id;
    const bodies: Record<string, (ids: Ids) => unknown> = {
      buyerOpenDispute: () => ({ reason: 'goods_damaged', amount: 5, message: 'Another problem' }),
      buyerAddDisputeMessage: () => ({ text: 'Photos attached' }),
      buyerCreatePromiseToPay: (ids) => ({
        invoice_ids: [ids.invoice_id],
        amount: 100,
        promised_for: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      }),
      buyerCreateCreditLineRequest: () => ({ amount: 30_000, reason: 'Busy season ahead' }),
    };
    const writes = BUYER_OPERATIONS.filter((operation) => operation.method !== 'GET');
    for (const operation of writes) expect(bodies[operation.operationId]).toBeDefined();
    // A's own writes (the dispute is open already: a second is a 409, itself proof the invoice was reached).
    const ownWrites: Record<string, Ids> = {
      buyerAddDisputeMessage: { customer_id: a, invoice_id: invoiceA, dispute_id: disputeA, statement_id: '' },
      buyerCreatePromiseToPay: { customer_id: a, invoice_id: promisedA, dispute_id: '', statement_id: '' },
      buyerCreateCreditLineRequest: { customer_id: a, invoice_id: '', dispute_id: '', statement_id: '' },
    };
    for (const [operationId, ids] of Object.entries(ownWrites)) {
      const operation = writes.find((candidate) => candidate.operationId === operationId)!;
      const answer = await portal(operation.method, pathOf(operation, ids), bodies[operationId](ids));
      expect({ operationId, status: answer.status }).toEqual({ operationId, status: 200 });
    }

    // The merchant sees the buyer's dispute, written by the buyer; the audit trail names the buyer, through the portal.
    const listed = await one.api.get(`/disputes?filter[customer_id][eq]=${a}`);
    expect(listed.status).toBe(200);
    expect(listed.body.results).toEqual([
      expect.objectContaining({
        id: disputeA,
        messages: [expect.objectContaining({ author: 'buyer', text: 'Crushed boxes' }), expect.objectContaining({ author: 'buyer' })],
      }),
    ]);
    const audited = await waitFor(
      () => one.api.get(`/audit-events?filter[type][eq]=invoice.dispute_opened&filter[object_id][eq]=${disputeA}`),
      (response) => response.status === 200 && response.body.results.length > 0,
      30_000,
    );
    expect(audited.body.results[0].actor).toMatchObject({ type: 'buyer', id: ap, channel: 'portal' });

    // The month ends on each merchant's sandbox clock: every customer gets a closed statement.
    const [moved1, moved2] = await Promise.all([one.api.post('/sandbox/clock/advance', { days: 35 }), two.api.post('/sandbox/clock/advance', { days: 35 })]);
    expect([moved1.status, moved2.status]).toEqual([200, 200]);
    const statementOf = async (api: ApiClient, customerId: string) => {
      const found = await waitFor(
        () => api.get(`/customers/${customerId}/statements`),
        // The page, not the count: the two are read side by side (docs/api-conventions.md, "Lists").
        (response) => response.status === 200 && response.body.results.length > 0,
        30_000,
      );
      expect(found.body.results.length).toBeGreaterThan(0);
      return found.body.results[0].id as string;
    };
    const [statementA, statementB, statementC] = await Promise.all([statementOf(one.api, a), statementOf(one.api, b), statementOf(two.api, c)]);
    // The invoice's document is rendered in the background after it was sent.
    await waitFor(
      () => portal('GET', `/customers/${a}/invoices/${invoiceA}/pdf`),
      (answer) => answer.status === 200,
      30_000,
    );

    const ownIds: Ids = { customer_id: a, invoice_id: invoiceA, dispute_id: disputeA, statement_id: statementA };
    const reads = BUYER_OPERATIONS.filter((operation) => operation.method === 'GET');
    for (const operation of reads) {
      const answer = await portal('GET', pathOf(operation, ownIds));
      expect({ route: operation.operationId, status: answer.status }).toEqual({ route: operation.operationId, status: 200 });
      if (operation.rawResponse) expect(answer.type).toContain('application/pdf');
    }
    const account = await portal('GET', `/customers/${a}/account`);
    expect(account.body).toMatchObject({
      customer_id: a,
      merchant_id: one.merchant.merchant_id,
      merchant_name: one.name,
      pending_credit_line_request: { customer_id: a, status: 'pending', requested_by: { type: 'buyer', id: ap, channel: 'portal' } },
    });
    const invoices = await portal<{ results: Array<{ id: string }> }>('GET', `/customers/${a}/invoices`);
    expect(invoices.body!.results.map((invoice) => invoice.id).sort()).toEqual([invoiceA, promisedA].sort());

    // Every route, read or change, about B (same merchant) or C (another merchant): 404, nothing else.
    const foreign: Ids[] = [
      { customer_id: b, invoice_id: invoiceB, dispute_id: disputeB, statement_id: statementB },
      { customer_id: c, invoice_id: invoiceC, dispute_id: disputeC, statement_id: statementC },
    ];
    for (const ids of foreign) {
      for (const operation of BUYER_OPERATIONS) {
        const answer = await portal(operation.method, pathOf(operation, ids), operation.method === 'GET' ? undefined : bodies[operation.operationId](ids));
        expect({ route: operation.operationId, customer: ids.customer_id, status: answer.status, type: answer.body?.error?.type }).toEqual({
          route: operation.operationId,
          customer: ids.customer_id,
          status: 404,
          type: 'not_found_error',
        });
      }
    }
    // A's own paths naming B's or C's records: 404 too (the promise names the foreign invoice in its body).
    const namesRecord = (operation: Operation) =>
      /:(invoice_id|dispute_id|statement_id)/.test(operation.path) || operation.operationId === 'buyerCreatePromiseToPay';
    for (const ids of foreign) {
      const mixed: Ids = { ...ids, customer_id: a };
      for (const operation of BUYER_OPERATIONS.filter(namesRecord)) {
        const answer = await portal(operation.method, pathOf(operation, mixed), operation.method === 'GET' ? undefined : bodies[operation.operationId](mixed));
        expect({ route: operation.operationId, record_of: ids.customer_id, status: answer.status }).toEqual({
          route: operation.operationId,
          record_of: ids.customer_id,
          status: 404,
        });
      }
    }

    // Nothing of B's or C's moved: their only disputes are still the merchants' own, untouched.
    for (const [api, id] of [
      [one.api, disputeB],
      [two.api, disputeC],
    ] as const) {
      const dispute = await api.get(`/disputes/${id}`);
      expect(dispute.body.messages).toEqual([expect.objectContaining({ author: 'merchant' })]);
    }
    expect((await one.api.get(`/credit-line-requests?filter[customer_id][eq]=${b}`)).body).toMatchObject({ count: 0 });

    // Merchant credentials are no way into the portal's API; the session is none into /api.
    const basic = `Basic ${Buffer.from(`${one.merchant.merchant_id}:${one.merchant.secret_key}`).toString('base64')}`;
    const withKey = await fetch(`${origin}/portal/api/customers/${a}/account`, { headers: { authorization: basic } });
    expect(withKey.status).toBe(401);
    expect(withKey.headers.get('www-authenticate')).toBeNull();
    expect((await fetch(`${stack.apiUrl}/customers/${a}`, { headers: { cookie: sessionCookie } })).status).toBe(401);
    // A change without the session's CSRF token is refused before it reaches anything.
    const forged = await fetch(`${origin}/portal/api/customers/${a}/credit-line-requests`, {
      method: 'POST',
      headers: { cookie: sessionCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 40_000 }),
    });
    expect(forged.status).toBe(403);
  });
});
