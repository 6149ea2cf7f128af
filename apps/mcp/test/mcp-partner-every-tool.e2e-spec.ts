import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { PARTNER_TOPIC_NAMES } from '@netline/contracts';
import {
  ApiClient,
  createPartner,
  customerInput,
  PartnerCredentials,
  PartnerOperations,
  PartnerPaths,
  sharedStack,
  SharedStack,
  subMerchantInput,
  waitFor,
} from '@netline/testing';
import { randomBytes } from 'node:crypto';
import type { Preview } from '../src/tools/previews';
import { buildToolSets } from '../src/tools/tool-sets';
import { connectClient, createMcpKey, mintMcpToken, OutputCheck, ToolAnswer } from './mcp-support';

/**
 * The partner twin of `mcp-every-tool.e2e-spec.ts`: every tool a marketplace partner's write token lists
 * is called once with arguments that succeed, through the SDK's client, and each structured result is
 * checked against the output schema the tool announced (the SDK client checks it too). A new operation in
 * the partners API catalogue makes the last test fail until it is called here.
 */
const INVOICE_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

describe('every MCP partner tool', () => {
  let stack: SharedStack;
  let partner: PartnerCredentials;
  let api: ApiClient<PartnerPaths>;
  let client: Client;
  let check: OutputCheck<PartnerOperations>;
  let listed: string[];
  let seller: { id: string };

  beforeAll(async () => {
    stack = await sharedStack();
    const mcpUrl = stack.mcpUrl;
    partner = await createPartner(stack.env, 'marketplace', 'Every Tool Bazaar', ['--oauth', 'on']);
    api = ApiClient.partner(stack.apiUrl, partner.partner_id, partner.secret_key);
    const key = await createMcpKey(stack.env, partner.partner_id, ['marketplace_partner:write']);
    client = (await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, key))).client;
    const { tools } = await client.listTools();
    listed = tools.map((tool) => tool.name);
    check = new OutputCheck<PartnerOperations>(tools);
  });

  afterAll(async () => {
    await client?.close();
  });

  /** Calls a tool, expects success, checks the structured result against the output schema. */
  /**
   * Calls a tool, expects success, checks the structured result against the output schema. A tool that
   * moves money answers a preview first (checked against the same schema) and acts when it is confirmed.
   */
  const ok = async <N extends string>(name: N, args: Record<string, unknown> = {}): Promise<ToolAnswer<N, PartnerOperations>> => {
    const first = check.ok<ToolAnswer<N, PartnerOperations> & Partial<Preview>>(name, await client.callTool({ name, arguments: args }));
    if (first?.preview !== true) return first;
    return check.ok(name, await client.callTool({ name, arguments: { ...args, confirmation: first.confirmation } }));
  };
  const number = () => `P-${randomBytes(4).toString('hex')}`;

  it('sub-merchants, their documents and their underwriting', async () => {
    seller = await ok('create_merchant', subMerchantInput({ metadata: { external_id: 'seller-1' } }));
    const decided = await waitFor(
      () => ok('get_merchant', { merchant_id: seller.id }),
      (found) => found.underwriting_status === 'completed',
    );
    expect(decided).toMatchObject({ underwriting_decision: 'approved', seller_amount_approved: expect.any(Number) });
    expect(await ok('update_merchant', { merchant_id: seller.id, website: 'https://seller.example' })).toMatchObject({ website: 'https://seller.example' });
    expect(await ok('list_merchants', { filter: { external_id: 'seller-1' }, sort: '-created_at' })).toMatchObject({ count: 1 });
    const upload = await ok('create_merchant_document_upload_request', {
      merchant_id: seller.id,
      document_type: 'bank_statements',
      filename: 'march.pdf',
      filetype: 'application/pdf',
    });
    expect(upload).toMatchObject({ upload_url: expect.any(String) });
    await ok('list_merchant_documents', { merchant_id: seller.id });

    const held = await ok('create_merchant', subMerchantInput({ legal_business_name: 'Pending Review Goods LLC', dba_name: 'Pending Review Goods' }));
    expect(await ok('sandbox_decide_merchant_underwriting', { merchant_id: held.id, decision: 'approved', seller_amount_approved: 75_000 })).toMatchObject({
      underwriting_status: 'completed',
      seller_amount_approved: 75_000,
    });
  });

  it('customers and their credit', async () => {
    const customer = await ok('create_customer', customerInput({ external_id: `buyer-${number()}` }));
    await ok('update_customer', { customer_id: customer.id, business_ap_phone: '+1 512 555 0100' });
    await ok('fetch_customer', { customer_id: customer.id });
    await ok('list_customers', { filter: { external_id: customer.external_id } });
    await ok('request_customer_credit_check', { customer_id: customer.id, amount_requested: 20_000, has_purchase_history: false });
    expect(await ok('sandbox_complete_enrollment', { customer_id: customer.id })).toMatchObject({ id: customer.id });
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'line_adjustment', amount: 25_000 });
    await ok('list_customer_ledger', { customer_id: customer.id });
  });

  it('invoices, credit notes, forwarded and customer payments, and payouts', async () => {
    const customer = await ok('create_customer', customerInput());
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 50_000, advance_rate: 0.8 });
    const invoice = (amount: number, extra: Record<string, unknown> = {}) =>
      ok('create_invoice', { merchant_id: seller.id, customer_id: customer.id, number: number(), amount, ...extra });

    const draft = await invoice(100);
    expect(draft).toMatchObject({ merchant_id: seller.id, status: 'unsent' });
    await ok('update_invoice', { invoice_id: draft.id, notes: 'replaced by the next one' });
    await ok('delete_invoice', { invoice_id: draft.id });

    const toVoid = await invoice(200);
    await ok('send_invoice', { invoice_id: toVoid.id });
    expect(await ok('void_invoice', { invoice_id: toVoid.id })).toMatchObject({ voided: true });

    const toCancel = await invoice(300);
    await ok('send_invoice', { invoice_id: toCancel.id });
    expect(await ok('cancel_invoice', { invoice_id: toCancel.id })).toMatchObject({ canceled: true });

    const credited = await invoice(400);
    await ok('send_invoice', { invoice_id: credited.id });
    await ok('fetch_invoice', { invoice_id: credited.id });
    await ok('list_invoices', { filter: { merchant_id: seller.id }, limit: 25, page: 0 });
    const note = await ok('create_credit_note', { invoice_id: credited.id, amount: 50, reason_code: await creditNoteReason() });
    await ok('fetch_credit_note', { credit_note_id: note.id });
    await ok('list_credit_notes', { filter: { merchant_id: seller.id } });
    await ok('void_credit_note', { credit_note_id: note.id });

    const forwarded = await ok('create_payment', { invoice_id: credited.id, amount: 75 });
    expect(forwarded).toMatchObject({ method: 'merchant', status: 'pending', amount: 75 });
    const payment = await ok('sandbox_create_payment', {
      customer_id: customer.id,
      amount: 150,
      method: 'ach_debit',
      links: [{ invoice_id: credited.id, amount: 150 }],
    });
    await ok('sandbox_set_payment_status', { payment_id: payment.id, status: 'in_transit' });
    await ok('fetch_payment', { payment_id: forwarded.id });
    await ok('list_payments', { filter: { status: 'in_transit' } });

    // An advanced invoice books a payout transaction; its PDF is a byte upload, which only REST takes.
    const advanced = await invoice(1000, { advance_requested: true });
    const uploaded = await fetch(`${stack.apiUrl}/invoices/${advanced.id}/pdf`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`${partner.partner_id}:${partner.secret_key}`).toString('base64')}`, 'content-type': 'application/pdf' },
      body: new Uint8Array(INVOICE_PDF),
    });
    expect(uploaded.status).toBe(200);
    expect(await ok('send_invoice', { invoice_id: advanced.id })).toMatchObject({ advanced: true, merchant_id: seller.id });
    const transactions = await waitFor(
      () => api.get('/payout-transactions'),
      // The rows, not the count: a list reads its page and then counts, so a row committed between the
      // two reads is counted on a page that does not hold it yet.
      (response) => response.body.results.length > 0,
      // The booking crosses billing's outbox, the event stream and treasury's consumer: on a loaded
      // machine (the whole e2e tier at once) that can take longer than the default wait.
      60_000,
    );
    await ok('list_payout_transactions', { filter: { merchant_id: seller.id } });
    await ok('get_payout_transaction', { payout_transaction_id: transactions.body.results[0].id });
    const ran = await ok('sandbox_run_payouts');
    const payout = ran.payouts[0];
    expect(payout.merchant_id).toBe(partner.partner_id);
    await ok('get_payout', { payout_id: payout.id });
    await ok('sandbox_set_payout_status', { payout_id: payout.id, status: 'failed' });
    expect(await ok('sandbox_retry_payout', { payout_id: payout.id })).toMatchObject({ status: 'pending' });
    await ok('list_payouts', { filter: { merchant_id: partner.partner_id } });
  });

  it('shipments', async () => {
    const customer = await api.post('/customers', customerInput());
    const invoice = await api.post('/invoices', { merchant_id: seller.id, customer_id: customer.body.id, number: number(), amount: 99 });
    const shipment = await ok('create_shipment', {
      merchant_invoice_id: invoice.body.id,
      shipment_tracking_number: '1Z999AA1012345DLV',
      shipment_courier: 'test-courier',
    });
    await ok('sync_shipment_tracking', { shipment_id: shipment.id });
    await ok('get_shipment', { shipment_id: shipment.id });
    await ok('update_shipment', { shipment_id: shipment.id, shipment_tracking_number: '1Z999AA1012346OFD' });
    await ok('list_shipments', { merchant_invoice_id: invoice.body.id });
    await ok('sign_shipment_upload', { filename: 'receipt.pdf', content_type: 'application/pdf', size: INVOICE_PDF.length });
    await ok('delete_shipment', { shipment_id: shipment.id });
  });

  it('webhooks with the partner topics, and the delivery log', async () => {
    const endpoint = 'https://hooks.example.com/partner';
    const events = Object.fromEntries(PARTNER_TOPIC_NAMES.map((topic) => [topic, topic.startsWith('merchant.')]));
    const upserted = await ok('upsert_webhook_endpoints', { endpoint_url: endpoint, events });
    expect(upserted.results.map((row) => row.topic.name).sort()).toEqual(PARTNER_TOPIC_NAMES.filter((topic) => topic.startsWith('merchant.')).sort());
    await ok('list_webhook_endpoints', {});
    const delivery = await ok('send_test_webhook', { endpoint_url: endpoint });
    await ok('fetch_webhook_delivery', { delivery_id: delivery.id });
    await ok('resend_webhook_delivery', { delivery_id: delivery.id });
    await ok('list_webhook_deliveries', { filter: { endpoint_url: endpoint } });
    // Events: the dispatcher keeps them from the streams, so those of the records created above appear shortly.
    const stored = await waitFor(
      () => ok('list_events', {}),
      (page) => page.results.length > 0,
      30_000,
    );
    await ok('fetch_event', { event_id: stored.results[0].id });
    await ok('redeliver_event', { event_id: stored.results[0].id });
    await ok('delete_webhook_endpoints', { endpoint_url: endpoint });
  });

  it('called every listed tool, each answer matching its output schema', () => {
    expect(listed.sort()).toEqual(
      buildToolSets('sandbox')
        .partner.tools.map((tool) => tool.name)
        .sort(),
    );
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
