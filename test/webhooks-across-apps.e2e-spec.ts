import type { ListEnvelope, PayoutTransaction } from '@netline/contracts';
import { ApiClient, createMerchant, customerInput, MerchantCredentials, ReceivedRequest, SharedStack, sharedStack, WebhookReceiver } from '@netline/testing';
import { createHmac, randomUUID } from 'node:crypto';
import IORedis from 'ioredis';

/**
 * The whole stack, seen from a merchant's HTTPS endpoint. Credit, billing and treasury each write their
 * public events to their own stream; the dispatcher fans them out to subscribed endpoints. These tests
 * drive the public API and then check two sides: every public event the source app put on its stream for
 * the object at hand reached the receiver (same event id), and every delivery carries the envelope of
 * docs/webhooks.md signed with the merchant's webhook secret.
 *
 * Issue 5: each customer status, decision, line and advance-rate change arrives as its topic.
 * Issue 7: advanced invoice → advance transaction → payout pending → in_transit → paid, each payout step
 * (and the invoice's creation and a credit note's balance change) arriving as a webhook.
 */

/** The smallest file billing accepts as a PDF: it only checks the %PDF- signature. */
const INVOICE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const CUSTOMER_TOPICS = [
  'customer.created',
  'customer.status_updated',
  'customer.credit_decision_created',
  'customer.line_amount_updated',
  'customer.advance_rate_updated',
];
const MONEY_TOPICS = ['invoice.created', 'invoice.balance_updated', 'payout.created', 'payout.status_changed'];

interface StreamEvent {
  id: string;
  type: string;
  object: string;
  merchant_id: string;
  occurred_at: string;
  data: { id: string } & Record<string, unknown>;
}

describe('webhooks across apps', () => {
  let stack: SharedStack;
  let receiver: WebhookReceiver;
  let redis: IORedis;

  beforeAll(async () => {
    stack = await sharedStack();
    receiver = await WebhookReceiver.start(stack.certificate);
    redis = new IORedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
  });

  afterAll(async () => {
    redis?.disconnect();
    await receiver?.stop();
  });

  const newMerchant = async (name: string) => {
    const merchant = await createMerchant(stack.env, `${name} ${randomUUID().slice(0, 6)}`);
    return { merchant, api: ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key) };
  };

  const subscribe = async (api: ApiClient, path: string, topics: string[]) => {
    receiver.script(path, { kind: 'ok' });
    const response = await api.post('/webhooks', { endpoint_url: receiver.url(path), events: Object.fromEntries(topics.map((topic) => [topic, true])) });
    expect(response.status).toBe(200);
    expect(response.body.map((row: { topic: { name: string } }) => row.topic.name).sort()).toEqual([...topics].sort());
  };

  /** Public events of `app` for one merchant, in stream order, limited to `topics`. */
  const streamEvents = async (app: string, merchantId: string, topics: string[]): Promise<StreamEvent[]> => {
    const entries = await redis.xrange(`${stack.namespace}:events:${app}`, '-', '+');
    const events = entries
      .map(([, fields]) => JSON.parse(fields[fields.indexOf('event') + 1]) as StreamEvent)
      .filter((event) => event.merchant_id === merchantId && topics.includes(event.type));
    // The relay may publish a row twice if it dies between XADD and marking it sent; the event id is the identity.
    return events.filter((event, index) => events.findIndex((other) => other.id === event.id) === index);
  };

  /** Deliveries to `path`, one per event id (a retried attempt may arrive twice; receivers dedupe by id). */
  const delivered = (path: string): ReceivedRequest[] => {
    const byId = new Map<string, ReceivedRequest>();
    for (const request of receiver.requestsTo(path)) if (request.json?.id && !byId.has(request.json.id)) byId.set(request.json.id, request);
    return [...byId.values()];
  };

  const deliveredFor = (path: string, objectId: string) => delivered(path).filter((request) => request.json.data?.id === objectId);
  const typesOf = (requests: ReceivedRequest[]) => requests.map((request) => request.json.type as string).sort();

  const waitUntil = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  /**
   * Waits until every event on the stream for `objectId` (within `topics`) has been delivered to `path`,
   * then checks each delivery's envelope and signature. Returns the stream events, in order.
   */
  const expectAllDelivered = async (app: string, merchant: MerchantCredentials, path: string, objectId: string, topics: string[], minimum: number) => {
    const published = await waitUntil(
      async () => (await streamEvents(app, merchant.merchant_id, topics)).filter((event) => event.data.id === objectId),
      (list) => list.length >= minimum,
      `${minimum} ${app} events for ${objectId} on the stream`,
    );
    const ids = published.map((event) => event.id);
    await receiver.waitFor(
      () => {
        const seen = new Set(deliveredFor(path, objectId).map((request) => request.json.id));
        return ids.every((id) => seen.has(id));
      },
      20_000,
      `deliveries of ${ids.length} events for ${objectId} to ${path}`,
    );
    for (const request of deliveredFor(path, objectId)) expectSignedEnvelope(request, merchant);
    return published;
  };

  const expectSignedEnvelope = (request: ReceivedRequest, merchant: MerchantCredentials) => {
    expect(request.json).toEqual({
      id: expect.stringMatching(/^evt_/),
      object: request.json.type.split('.')[0],
      type: request.json.type,
      occurred_at: expect.any(String),
      data: { id: request.json.data.id },
    });
    expect(new Date(request.json.occurred_at).toISOString()).toBe(request.json.occurred_at);
    expect(request.headers['x-webhook-signature']).toBe(createHmac('sha256', merchant.webhook_secret).update(request.body).digest('hex'));
    expect(request.headers['webhook-id']).toBe(request.json.id);
  };

  it("issue 5: a customer's creation, credit check, line adjustment and hold each reach the receiver as their topics", async () => {
    const { merchant, api } = await newMerchant('Customer Events Merchant');
    const path = '/customer-events';
    await subscribe(api, path, CUSTOMER_TOPICS);

    const created = await api.post('/customers', customerInput());
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    await expectAllDelivered('credit', merchant, path, id, CUSTOMER_TOPICS, 1);
    expect(typesOf(deliveredFor(path, id))).toEqual(['customer.created']);

    // ≤ $100,000 requested, no name marker: the sandbox underwriter approves at once at advance rate 0.9.
    const check = await api.post(`/customers/${id}/credit-check`, { amount_requested: 5000, has_purchase_history: false });
    expect(check.status).toBe(204);
    const approved = (await api.get(`/customers/${id}`)).body;
    expect(approved).toMatchObject({ credit_status: 'approved', amount_approved: 5000, advance_rate: 0.9 });
    let published = await expectAllDelivered('credit', merchant, path, id, CUSTOMER_TOPICS, 5);
    let types = typesOf(deliveredFor(path, id));
    for (const topic of CUSTOMER_TOPICS) expect(types).toContain(topic);
    expect(types.filter((type) => type === 'customer.credit_decision_created')).toHaveLength(1);
    expect(types.filter((type) => type === 'customer.line_amount_updated')).toHaveLength(1);
    expect(types.filter((type) => type === 'customer.advance_rate_updated')).toHaveLength(1);
    let before = published.length;

    // A line adjustment that moves both the line and the rate: one decision, one line, one rate event.
    const adjusted = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'line_adjustment', amount: 7500, advance_rate: 0.8 });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ credit_status: 'approved', amount_approved: 7500, advance_rate: 0.8 });
    published = await expectAllDelivered('credit', merchant, path, id, CUSTOMER_TOPICS, before + 3);
    const adjustmentIds = new Set(published.slice(before).map((event) => event.id));
    expect(typesOf(deliveredFor(path, id).filter((request) => adjustmentIds.has(request.json.id)))).toEqual([
      'customer.advance_rate_updated',
      'customer.credit_decision_created',
      'customer.line_amount_updated',
    ]);
    before = published.length;

    // A hold keeps the line: a status change and a decision, nothing else.
    const held = await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'hold', hold_code: 'dispute' });
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ credit_status: 'hold', amount_approved: 7500 });
    published = await expectAllDelivered('credit', merchant, path, id, CUSTOMER_TOPICS, before + 2);
    const holdIds = new Set(published.slice(before).map((event) => event.id));
    expect(typesOf(deliveredFor(path, id).filter((request) => holdIds.has(request.json.id)))).toEqual([
      'customer.credit_decision_created',
      'customer.status_updated',
    ]);

    // Exactly the stream's public events for this customer, no more (no stray or foreign deliveries).
    types = typesOf(deliveredFor(path, id));
    expect(
      deliveredFor(path, id)
        .map((request) => request.json.id)
        .sort(),
    ).toEqual(published.map((event) => event.id).sort());
    expect(delivered(path).every((request) => request.json.data.id === id)).toBe(true);
    expect(types.filter((type) => type === 'customer.credit_decision_created')).toHaveLength(3);

    // The delivery log agrees: every one of them succeeded. It is waited for event by event, not by the
    // page's count: rows and count are two reads, and the count can already include a delivery that
    // succeeded after the rows were read.
    const loggedIds = (response: { body: { results: Array<{ event_id: string }> } }) => new Set(response.body.results.map((row) => row.event_id));
    const log = await waitUntil(
      () => api.get(`/webhooks/deliveries?limit=100&filter[status]=succeeded`),
      (response) => published.every((event) => loggedIds(response).has(event.id)),
      'the delivery log to show every delivery succeeded',
    );
    const logged = loggedIds(log);
    for (const event of published) expect(logged.has(event.id)).toBe(true);
  });

  it('issue 7: advanced invoice → advance → payout pending → in_transit → paid, and a credit note, each delivered as a webhook', async () => {
    const { merchant, api } = await newMerchant('Payout Events Merchant');
    const path = '/money-events';
    await subscribe(api, path, MONEY_TOPICS);

    const customer = await api.post('/customers', customerInput());
    expect(customer.status).toBe(200);
    const customerId = customer.body.id as string;
    const approved = await api.post(`/sandbox/customers/${customerId}/credit-decision`, { decision: 'approved', amount: 20_000, advance_rate: 0.8 });
    expect(approved.status).toBe(200);

    const created = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount: 5000, advance_requested: true });
    expect(created.status).toBe(200);
    const invoiceId = created.body.id as string;
    const uploaded = await fetch(`${stack.apiUrl}/invoices/${invoiceId}/pdf`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`,
        'content-type': 'application/pdf',
      },
      body: new Uint8Array(INVOICE_PDF),
    });
    expect(uploaded.status).toBe(200);
    const sent = await api.put(`/invoices/${invoiceId}/send`);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ advanced: true, advance_rate: 0.8, amount_advance: 4000 });
    const advanceFee = sent.body.amount_advance_fee as number;

    // Treasury books the advance from billing's invoice.advanced event, a moment after the send.
    const booked = await waitUntil(
      async () => (await api.get<ListEnvelope<PayoutTransaction>>('/payout-transactions?limit=100')).body.results,
      (list) => list.length === 1,
      'the advance payout transaction',
    );
    expect(booked[0]).toMatchObject({ type: 'advance', payout_id: null, invoice_id: invoiceId, amount_gross: 4000, amount_fee: advanceFee });

    const ran = await api.post('/sandbox/payouts/run');
    expect(ran.status).toBe(200);
    expect(ran.body.payouts).toHaveLength(1);
    const payout = ran.body.payouts[0];
    expect(payout).toMatchObject({ status: 'pending', amount_gross: 4000, amount_fee: advanceFee, amount_net: 4000 - advanceFee });
    const payoutId = payout.id as string;
    let payoutEvents = await expectAllDelivered('treasury', merchant, path, payoutId, MONEY_TOPICS, 1);
    expect(typesOf(deliveredFor(path, payoutId))).toEqual(['payout.created']);

    expect((await api.post(`/sandbox/payouts/${payoutId}/status`, { status: 'in_transit' })).body.status).toBe('in_transit');
    payoutEvents = await expectAllDelivered('treasury', merchant, path, payoutId, MONEY_TOPICS, 2);
    expect(typesOf(deliveredFor(path, payoutId))).toEqual(['payout.created', 'payout.status_changed']);

    expect((await api.post(`/sandbox/payouts/${payoutId}/status`, { status: 'paid' })).body.status).toBe('paid');
    payoutEvents = await expectAllDelivered('treasury', merchant, path, payoutId, MONEY_TOPICS, 3);
    expect(payoutEvents.map((event) => [event.type, event.data.status])).toEqual([
      ['payout.created', 'pending'],
      ['payout.status_changed', 'in_transit'],
      ['payout.status_changed', 'paid'],
    ]);
    const payoutDeliveries = deliveredFor(path, payoutId);
    expect(typesOf(payoutDeliveries)).toEqual(['payout.created', 'payout.status_changed', 'payout.status_changed']);
    expect(payoutDeliveries.map((request) => request.json.id).sort()).toEqual(payoutEvents.map((event) => event.id).sort());

    // The invoice's creation reached the receiver too.
    await expectAllDelivered('billing', merchant, path, invoiceId, ['invoice.created'], 1);
    expect(typesOf(deliveredFor(path, invoiceId))).toContain('invoice.created');

    // A $500 credit note lowers the balance to $4,500: that invoice.balance_updated is delivered.
    const note = await api.post('/credit-notes', { invoice_id: invoiceId, amount: 500, reason_code: 'requested_by_customer' });
    expect(note.status).toBe(200);
    expect((await api.get(`/invoices/${invoiceId}`)).body.amount_balance).toBe(4500);
    const balanceEvents = await waitUntil(
      () => streamEvents('billing', merchant.merchant_id, ['invoice.balance_updated']),
      (list) => list.some((event) => event.data.id === invoiceId && event.data.amount_balance === 450_000),
      'invoice.balance_updated for the credit note on the stream',
    );
    const noteEvent = balanceEvents.find((event) => event.data.id === invoiceId && event.data.amount_balance === 450_000)!;
    await receiver.waitFor(
      () => deliveredFor(path, invoiceId).some((request) => request.json.id === noteEvent.id),
      20_000,
      "the credit note's invoice.balance_updated delivery",
    );
    await expectAllDelivered('billing', merchant, path, invoiceId, MONEY_TOPICS, 2);
    expect(deliveredFor(path, invoiceId).find((request) => request.json.id === noteEvent.id)!.json).toMatchObject({
      type: 'invoice.balance_updated',
      object: 'invoice',
      data: { id: invoiceId },
    });
  });
});
