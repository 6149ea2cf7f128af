import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApiClient, createAccessKey, createMerchant, customerInput, MerchantCredentials, sharedStack, SharedStack, waitFor } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import type { Preview } from '../src/tools/previews';
import { connectClient, createMcpKey, mintMcpToken, OutputCheck, ToolAnswer, toolError } from './mcp-support';

const MERCHANT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/**
 * Previews and confirmation of the money-moving tools through the whole stack (docs/mcp.md, "Previews
 * and confirmation"): the preview reads the real services and changes nothing, the confirmation acts
 * once, a second confirmation answers the first result, and a wrong handle changes nothing.
 */
describe('MCP previews and confirmation', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let client: Client;
  let check: OutputCheck;

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Preview Merchant', ['--oauth', 'on']);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const key = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:write']);
    client = (await connectClient(stack.mcpUrl, await mintMcpToken(stack.apiUrl, key))).client;
    check = new OutputCheck((await client.listTools()).tools);
  });

  afterAll(async () => {
    await client?.close();
  });

  const call = (name: string, args: Record<string, unknown>, using: Client = client) => using.callTool({ name, arguments: args });
  const number = () => `PV-${randomBytes(4).toString('hex')}`;

  /** An approved customer (advance rate 0.8) and an invoice of 1000 with an advance requested, its PDF held. */
  async function advancedInvoice(): Promise<{ customer: ToolAnswer<'create_customer'>; invoice: ToolAnswer<'create_invoice'> }> {
    const customer = check.ok('create_customer', await call('create_customer', customerInput()));
    check.ok(
      'sandbox_record_credit_decision',
      await call('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 10_000, advance_rate: 0.8 }),
    );
    const invoice = check.ok(
      'create_invoice',
      await call('create_invoice', { customer_id: customer.id, number: number(), amount: 1000, advance_requested: true }),
    );
    const uploaded = await fetch(`${stack.apiUrl}/invoices/${invoice.id}/pdf`, {
      method: 'PUT',
      headers: {
        authorization: `Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`,
        'content-type': 'application/pdf',
      },
      body: new Uint8Array(MERCHANT_PDF),
    });
    expect(uploaded.status).toBe(200);
    return { customer, invoice };
  }

  it('previews a send with its advance, fee, net payout and credit, leaves the invoice unsent, and sends on confirmation as previewed', async () => {
    const { customer, invoice } = await advancedInvoice();
    const available = (await api.get(`/customers/${customer.id}`)).body.amount_available;

    const preview = check.ok<Preview>('send_invoice', await call('send_invoice', { invoice_id: invoice.id }));
    expect(preview).toMatchObject({
      preview: true,
      tool: 'send_invoice',
      amounts: { amount_due: 1000 },
      advance: { rate: 0.8, fee_rate: 0.02, amount_advance: 800, amount_advance_fee: 20, net_payout: 780 },
      customer_credit: { customer_id: customer.id, available_before: available, available_after: available - 1000 },
      ledger: expect.arrayContaining([
        { account: `customer_credit:${customer.id}`, change: -1000, description: expect.any(String) },
        { account: 'merchant_payouts', change: 780, description: expect.any(String) },
      ]),
      refusals: [],
      confirmation: expect.stringMatching(/^mcpc_/),
    });
    expect(Date.parse(preview.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ sent_at: null, advanced: false });
    expect((await api.get(`/customers/${customer.id}`)).body.amount_available).toBe(available);

    const sent = check.ok('send_invoice', await call('send_invoice', { invoice_id: invoice.id, confirmation: preview.confirmation }));
    expect(sent).toMatchObject({
      id: invoice.id,
      sent_at: expect.any(String),
      advanced: true,
      amount_advance: 800,
      amount_advance_fee: 20,
      amount_payout_due: 780,
    });
    expect((await api.get(`/customers/${customer.id}`)).body.amount_available).toBe(available - 1000);
  });

  it('previews a credit note without writing one; two confirmations answer the same result and one credit note exists', async () => {
    const customer = check.ok('create_customer', await call('create_customer', customerInput()));
    check.ok('sandbox_record_credit_decision', await call('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 5_000 }));
    const invoice = check.ok('create_invoice', await call('create_invoice', { customer_id: customer.id, number: number(), amount: 400 }));
    const sendPreview = check.ok<Preview>('send_invoice', await call('send_invoice', { invoice_id: invoice.id }));
    check.ok('send_invoice', await call('send_invoice', { invoice_id: invoice.id, confirmation: sendPreview.confirmation }));
    const notes = async () => (await api.get('/credit-notes?limit=100')).body.results.filter((note) => note.invoice_id === invoice.id);
    const reason = (
      (await client.listTools()).tools.find((tool) => tool.name === 'create_credit_note')!.inputSchema.properties as Record<string, { enum: string[] }>
    ).reason_code.enum[0];
    const args = { invoice_id: invoice.id, amount: 50, reason_code: reason };

    // Over the balance: the preview says so; nothing is written.
    const over = check.ok<Preview>('create_credit_note', await call('create_credit_note', { ...args, amount: 450 }));
    expect(over).toMatchObject({ preview: true, refusals: [expect.stringContaining("more than the invoice's balance")], ledger: [] });

    const preview = check.ok<Preview>('create_credit_note', await call('create_credit_note', args));
    expect(preview).toMatchObject({
      preview: true,
      amounts: { amount: 50, amount_balance_before: 400, amount_balance_after: 350 },
      ledger: expect.arrayContaining([{ account: `invoice_balance:${invoice.id}`, change: -50, description: expect.any(String) }]),
      refusals: [],
    });
    expect(await notes()).toEqual([]);
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 400, amount_credited: 0 });

    const first = check.ok(
      'create_credit_note',
      await call('create_credit_note', { ...args, confirmation: preview.confirmation, idempotency_key: `k-${number()}` }),
    );
    const second = check.ok('create_credit_note', await call('create_credit_note', { ...args, confirmation: preview.confirmation }));
    expect(second).toEqual(first);
    expect(await notes()).toEqual([expect.objectContaining({ id: first.id })]);
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 350, amount_credited: 50 });
  });

  it('refuses an unknown handle, one for other arguments, and one presented by another key or merchant, and changes nothing', async () => {
    const customer = check.ok('create_customer', await call('create_customer', customerInput()));
    check.ok('sandbox_record_credit_decision', await call('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 5_000 }));
    const invoice = check.ok('create_invoice', await call('create_invoice', { customer_id: customer.id, number: number(), amount: 300 }));
    const other = check.ok('create_invoice', await call('create_invoice', { customer_id: customer.id, number: number(), amount: 200 }));
    const preview = check.ok<Preview>('send_invoice', await call('send_invoice', { invoice_id: invoice.id }));

    expect(toolError(await call('send_invoice', { invoice_id: invoice.id, confirmation: `mcpc_${randomBytes(32).toString('base64url')}` }))).toMatchObject({
      type: 'invalid_request',
      code: 'MCP.CONFIRMATION_UNKNOWN',
    });
    expect(toolError(await call('send_invoice', { invoice_id: other.id, confirmation: preview.confirmation }))).toMatchObject({
      type: 'invalid_request',
      code: 'MCP.CONFIRMATION_OTHER_ARGUMENTS',
    });
    const secondKey = (
      await connectClient(stack.mcpUrl, await mintMcpToken(stack.apiUrl, await createMcpKey(stack.env, merchant.merchant_id, ['merchant:write'])))
    ).client;
    const otherMerchant = await createMerchant(stack.env, 'Preview Stranger', ['--oauth', 'on']);
    const stranger = (
      await connectClient(stack.mcpUrl, await mintMcpToken(stack.apiUrl, await createMcpKey(stack.env, otherMerchant.merchant_id, ['merchant:write'])))
    ).client;
    try {
      for (const using of [secondKey, stranger]) {
        expect(toolError(await call('send_invoice', { invoice_id: invoice.id, confirmation: preview.confirmation }, using))).toMatchObject({
          type: 'invalid_request',
          code: 'MCP.CONFIRMATION_OTHER_CALLER',
        });
      }
    } finally {
      await secondKey.close();
      await stranger.close();
    }
    for (const id of [invoice.id, other.id]) expect((await api.get(`/invoices/${id}`)).body).toMatchObject({ sent_at: null });
    // The handle still confirms for its own caller and arguments.
    expect(check.ok('send_invoice', await call('send_invoice', { invoice_id: invoice.id, confirmation: preview.confirmation }))).toMatchObject({
      sent_at: expect.any(String),
    });
  });

  it('acts on the first call for a key created with previews off, once the endpoint has read the account again', async () => {
    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'mcp', auth: 'm2m', scopes: ['merchant:write'], mcpPreviews: false });
    const robot = (await connectClient(stack.mcpUrl, await mintMcpToken(stack.apiUrl, key))).client;
    try {
      const customer = check.ok('create_customer', await call('create_customer', customerInput(), robot));
      check.ok(
        'sandbox_record_credit_decision',
        await call('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 5_000 }, robot),
      );
      const invoice = check.ok('create_invoice', await call('create_invoice', { customer_id: customer.id, number: number(), amount: 250 }, robot));
      // The account's settings (revocations, keys with previews off) are trusted for up to AUTH_CACHE_TTL_MS
      // (5 s) and this merchant's were read moments ago; until they are read again the call previews, changing
      // nothing. That the cache bites within its time is the authenticator's unit test, on a controlled clock;
      // here, on a loaded machine, only that it does.
      const sent = await waitFor(
        async () => check.ok<ToolAnswer<'send_invoice'> & Partial<Preview>>('send_invoice', await call('send_invoice', { invoice_id: invoice.id }, robot)),
        (answer) => answer.preview !== true,
        30_000,
      );
      expect(sent).toMatchObject({ id: invoice.id, sent_at: expect.any(String) });
      expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ sent_at: expect.any(String) });
    } finally {
      await robot.close();
    }
  });
});
