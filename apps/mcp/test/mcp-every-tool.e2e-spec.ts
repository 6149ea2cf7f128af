import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { PUBLIC_TOPIC_NAMES } from '@netline/contracts';
import { ApiClient, createMerchant, customerInput, MerchantCredentials, sharedStack, SharedStack, waitFor } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import type { Preview } from '../src/tools/previews';
import { connectClient, createMcpKey, mintMcpToken, OutputCheck, ToolAnswer } from './mcp-support';

/**
 * Issue 11: every tool the endpoint lists is called once with arguments that succeed, through the SDK's
 * client, and each structured result is checked against the output schema the tool announced (the SDK
 * client checks it too). This proves that what `tools/list` promises is what the services answer. A new
 * operation in the catalogue makes the last test fail until it is called here.
 */
const MERCHANT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('every MCP tool', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let client: Client;
  let check: OutputCheck;
  let listed: string[];

  beforeAll(async () => {
    stack = await sharedStack();
    const mcpUrl = stack.mcpUrl;
    merchant = await createMerchant(stack.env, 'Every Tool Merchant', ['--oauth', 'on']);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const key = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:write']);
    client = (await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, key))).client;
    const { tools } = await client.listTools();
    listed = tools.map((tool) => tool.name);
    check = new OutputCheck(tools);
  });

  afterAll(async () => {
    await client?.close();
  });

  /** Calls a tool, expects success, checks the structured result against the output schema. */
  /**
   * Calls a tool, expects success, checks the structured result against the output schema. A tool that
   * moves money answers a preview first (checked against the same schema) and acts when it is confirmed.
   */
  const ok = async <N extends string>(name: N, args: Record<string, unknown> = {}): Promise<ToolAnswer<N>> => {
    const first = check.ok<ToolAnswer<N> & Partial<Preview>>(name, await client.callTool({ name, arguments: args }));
    if (first?.preview !== true) return first;
    return check.ok(name, await client.callTool({ name, arguments: { ...args, confirmation: first.confirmation } }));
  };
  const number = () => `N-${randomBytes(4).toString('hex')}`;

  it('customers and their credit', async () => {
    const customer = await ok('create_customer', customerInput());
    await ok('update_customer', { customer_id: customer.id, business_ap_phone: '+1 512 555 0100' });
    await ok('fetch_customer', { customer_id: customer.id });
    await ok('list_customers', { filter: { created_at: { gte: '2020-01-01T00:00:00Z' } }, sort: '-created_at' });
    await ok('request_customer_credit_check', { customer_id: customer.id, amount_requested: 20_000, has_purchase_history: false });
    expect(await ok('fetch_customer', { customer_id: customer.id })).toMatchObject({ credit_status: 'approved', net_terms_status: 'pending_enrollment' });
    expect(await ok('sandbox_complete_enrollment', { customer_id: customer.id })).toMatchObject({ id: customer.id, net_terms_status: expect.any(String) });
    await ok('enroll_a_customer', { customer_id: customer.id });
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'line_adjustment', amount: 25_000 });
    await ok('list_customer_ledger', { customer_id: customer.id });
    expect(await ok('sandbox_advance_clock', { days: 1 })).toEqual(expect.any(Object));
  });

  it('receivables reports (insights)', async () => {
    const customer = await ok('create_customer', customerInput());
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 10_000, advance_rate: 0.8 });
    const invoice = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 250 });
    await ok('send_invoice', { invoice_id: invoice.id });
    expect(await ok('get_ar_aging_report')).toMatchObject({ object: 'ar_aging_report', total: expect.any(Number) });
    expect(await ok('get_dso_report')).toMatchObject({ object: 'dso_report', period_days: 90 });
    const history = await ok('get_ar_aging_history', { days: 14, interval: 'week' });
    expect(history).toMatchObject({ object: 'ar_aging_history', days: 14, interval: 'week' });
    expect(history.points.length).toBeGreaterThanOrEqual(2);
    // The audit trail of these changes, recorded from the streams (insights) within moments.
    const trail = await waitFor(
      () => ok('list_audit_events', { filter: { object_id: invoice.id } }),
      (list) => list.count > 0,
    );
    expect(trail.count).toBeGreaterThan(0);
    expect(await ok('get_audit_chain', { max_entries: 10 })).toMatchObject({ merchant_id: merchant.merchant_id, entries: expect.any(Array) });
    // The request log holds the merchant API's requests (the gateway records them; tool calls are in the audit trail).
    expect(await ok('list_request_logs', { filter: { status: { gte: 200 } } })).toMatchObject({ results: expect.any(Array) });
  });

  it('invoices, credit notes, payments, charges and payouts', async () => {
    const customer = await ok('create_customer', customerInput());
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 50_000, advance_rate: 0.8 });

    const draft = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 100 });
    await ok('update_invoice', { invoice_id: draft.id, notes: 'replaced by the next one' });
    await ok('delete_invoice', { invoice_id: draft.id });

    const toVoid = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 200 });
    await ok('send_invoice', { invoice_id: toVoid.id });
    expect(await ok('void_invoice', { invoice_id: toVoid.id })).toMatchObject({ voided: true });

    const toCancel = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 300 });
    await ok('send_invoice', { invoice_id: toCancel.id });
    expect(await ok('cancel_invoice', { invoice_id: toCancel.id })).toMatchObject({ canceled: true });

    const credited = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 400 });
    await ok('send_invoice', { invoice_id: credited.id });
    await ok('fetch_invoice', { invoice_id: credited.id });
    await ok('list_invoices', { limit: 25, page: 0 });
    const note = await ok('create_credit_note', { invoice_id: credited.id, amount: 50, reason_code: await creditNoteReason() });
    await ok('fetch_credit_note', { credit_note_id: note.id });
    await ok('list_credit_notes', {});
    await ok('void_credit_note', { credit_note_id: note.id });

    // Collections: a reminder now, the email log, the merchant's and a customer's settings.
    const reminder = await ok('remind_invoice', { invoice_id: credited.id });
    await ok('fetch_email', { email_id: reminder.id });
    await ok('list_emails', { filter: { invoice_id: credited.id } });
    await ok('list_overdue_invoices', { filter: { bucket: 'days_1_30', customer_id: customer.id }, sort: '-amount_balance' });
    await ok('update_collection_settings', { reply_to: 'billing@merchant.example', reminder_schedule: [0, 7] });
    await ok('fetch_collection_settings', {});
    await ok('update_customer_collections', { customer_id: customer.id, reminders_enabled: false });
    await ok('fetch_customer_collections', { customer_id: customer.id });

    const payment = await ok('sandbox_create_payment', {
      customer_id: customer.id,
      amount: 150,
      method: 'ach_debit',
      links: [{ invoice_id: credited.id, amount: 150 }],
    });
    await ok('sandbox_set_payment_status', { payment_id: payment.id, status: 'in_transit' });
    await ok('fetch_payment', { payment_id: payment.id });
    await ok('list_payments', { filter: { status: 'in_transit' } });

    const charge = await ok('sandbox_authorize_charge', { customer_id: customer.id, amount: 500, terms: 'net30' });
    await ok('update_charge', { charge_id: charge.id, po_number: 'PO-7' });
    await ok('fetch_charge', { charge_id: charge.id });
    expect(await ok('capture_charge', { charge_id: charge.id, amount: 200 })).toMatchObject({ amount_captured: 200 });
    const another = await ok('sandbox_authorize_charge', { customer_id: customer.id, amount: 80, terms: 'net30' });
    expect(await ok('cancel_charge', { charge_id: another.id })).toMatchObject({ canceled: true });
    await ok('list_charges', { search: charge.number });

    // An advanced invoice books a payout transaction; its PDF is a byte upload, which only REST takes.
    const advanced = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 1000, advance_requested: true });
    const uploaded = await fetch(`${stack.apiUrl}/invoices/${advanced.id}/pdf`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`,
        'content-type': 'application/pdf',
      },
      body: new Uint8Array(MERCHANT_PDF),
    });
    expect(uploaded.status).toBe(200);
    expect(await ok('send_invoice', { invoice_id: advanced.id })).toMatchObject({ advanced: true });
    const transactions = await waitFor(
      () => api.get('/payout-transactions'),
      // The rows, not the count: a list reads its page and then counts, so a row committed between the
      // two reads is counted on a page that does not hold it yet.
      (response) => response.body.results.length > 0,
      // The booking crosses billing's outbox, the event stream and treasury's consumer: on a loaded
      // machine (the whole e2e tier at once) that can take longer than the default wait.
      60_000,
    );
    const transaction = transactions.body.results[0];
    await ok('list_payout_transactions', {});
    await ok('get_payout_transaction', { payout_transaction_id: transaction.id });
    const ran = await ok('sandbox_run_payouts');
    const payout = ran.payouts[0];
    await ok('get_payout', { payout_id: payout.id });
    await ok('sandbox_set_payout_status', { payout_id: payout.id, status: 'failed' });
    expect(await ok('sandbox_retry_payout', { payout_id: payout.id })).toMatchObject({ status: 'pending' });
    await ok('list_payouts', {});
  });

  it('the buyer relationship: disputes, promises to pay, statements, credit-line requests and buyer users', async () => {
    const customer = await ok('create_customer', customerInput());
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 10_000, advance_rate: 0.8 });
    const disputed = await ok('create_invoice', { customer_id: customer.id, number: number(), amount: 600 });
    await ok('send_invoice', { invoice_id: disputed.id });
    const dispute = await ok('open_dispute', { invoice_id: disputed.id, reason: 'goods_damaged', amount: 100, message: 'Two cartons arrived crushed' });
    await ok('add_dispute_message', { dispute_id: dispute.id, message: 'Photos are on their way' });
    await ok('fetch_dispute', { dispute_id: dispute.id });
    await ok('list_disputes', { filter: { status: 'open' } });
    expect(await ok('resolve_dispute', { dispute_id: dispute.id, amount: 100 })).toMatchObject({ status: 'resolved' });
    const rejected = await ok('open_dispute', { invoice_id: disputed.id, reason: 'other', amount: 50, message: 'Wrong unit price' });
    expect(await ok('reject_dispute', { dispute_id: rejected.id, message: 'The price is the one quoted' })).toMatchObject({ status: 'rejected' });

    const promise = await ok('create_promise_to_pay', {
      invoice_ids: [disputed.id],
      amount: 200,
      promised_for: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    });
    await ok('fetch_promise_to_pay', { promise_id: promise.id });
    await ok('list_promises_to_pay', {});

    const request = await ok('create_credit_line_request', { customer_id: customer.id, amount: 15_000, reason: 'Seasonal orders' });
    await ok('fetch_credit_line_request', { credit_line_request_id: request.id });
    await ok('list_credit_line_requests', { filter: { customer_id: customer.id } });
    expect(await ok('sandbox_decide_credit_line_request', { credit_line_request_id: request.id, decision: 'approve' })).toMatchObject({
      status: 'approved',
    });

    const buyer = await ok('create_buyer_user', { customer_id: customer.id, email: `ap-${randomBytes(3).toString('hex')}@buyer.example` });
    await ok('list_buyer_users', { customer_id: customer.id });
    await ok('delete_buyer_user', { buyer_user_id: buyer.id });

    // A month closes on the account's clock: its statement is written (billing's statements job).
    await ok('fetch_current_customer_statement', { customer_id: customer.id });
    await ok('sandbox_advance_clock', { days: 32 });
    const statements = await waitFor(
      () => ok('list_customer_statements', { customer_id: customer.id }),
      (list) => list.results.length > 0,
      30_000,
    );
    await ok('fetch_statement', { statement_id: statements.results[0].id });
  });

  it('shipments', async () => {
    const customer = await api.post('/customers', customerInput());
    const invoice = await api.post('/invoices', { customer_id: customer.body.id, number: number(), amount: 99 });
    const shipment = await ok('create_shipment', {
      merchant_invoice_id: invoice.body.id,
      shipment_tracking_number: '1Z999AA1012345DLV',
      shipment_courier: 'test-courier',
    });
    await ok('sync_shipment_tracking', { shipment_id: shipment.id });
    await ok('get_shipment', { shipment_id: shipment.id });
    await ok('update_shipment', { shipment_id: shipment.id, shipment_tracking_number: '1Z999AA1012346OFD' });
    await ok('list_shipments', { merchant_invoice_id: invoice.body.id });
    await ok('sign_shipment_upload', { filename: 'receipt.pdf', content_type: 'application/pdf', size: MERCHANT_PDF.length });
    await ok('delete_shipment', { shipment_id: shipment.id });
  });

  it('webhooks and the delivery log', async () => {
    const endpoint = 'https://hooks.example.com/netline';
    const events = Object.fromEntries(PUBLIC_TOPIC_NAMES.map((topic) => [topic, topic.startsWith('invoice.')]));
    expect(await ok('upsert_webhook_endpoints', { endpoint_url: endpoint, events })).toMatchObject({
      results: expect.arrayContaining([expect.objectContaining({ endpoint_url: endpoint })]),
    });
    await ok('list_webhook_endpoints', {});
    const delivery = await ok('send_test_webhook', { endpoint_url: endpoint });
    await ok('fetch_webhook_delivery', { delivery_id: delivery.id });
    await ok('resend_webhook_delivery', { delivery_id: delivery.id });
    await ok('list_webhook_deliveries', { filter: { endpoint_url: endpoint } });
    // Events: the dispatcher keeps them from the streams, so those of the records created above appear shortly.
    const stored = await waitFor(
      () => ok('list_events', { filter: { type: 'customer.created' } }),
      (page) => page.results.length > 0,
      30_000,
    );
    await ok('fetch_event', { event_id: stored.results[0].id });
    await ok('redeliver_event', { event_id: stored.results[0].id });
    await ok('delete_webhook_endpoints', { endpoint_url: endpoint });
  });

  it('called every listed tool, each answer matching its output schema', () => {
    expect(listed.filter((name) => !check.checked.has(name))).toEqual([]);
    expect(listed.length).toBeGreaterThan(45);
  });

  /** A reason code the contract accepts, read from the tool's own input schema. */
  async function creditNoteReason(): Promise<string> {
    const { tools } = await client.listTools();
    const schema = tools.find((tool) => tool.name === 'create_credit_note')!.inputSchema as { properties: Record<string, { enum?: string[] }> };
    return schema.properties.reason_code.enum![0];
  }
});
