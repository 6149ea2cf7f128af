import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ApiClient, createMerchant, customerInput, MerchantCredentials, RoundRobinProxy, SharedStack, sharedStack, SharedStackProcess } from '@netline/testing';
import type { Preview } from '../src/tools/previews';
import { connectClient, createMcpKey, McpKey, mintMcpToken, OutputCheck, toolError } from './mcp-support';

/**
 * Issue 11: the MCP endpoint through the whole stack. Two mcp replicas stand behind a round-robin proxy
 * whose address is the MCP URL (identity mints tokens for it), so every suite here also runs without
 * session affinity: consecutive requests of one client land on different replicas.
 */
describe('the MCP endpoint', () => {
  let stack: SharedStack;
  let proxy: RoundRobinProxy;
  let replicas: SharedStackProcess[];
  let replica: SharedStackProcess & { stop(): Promise<void> };
  let mcpUrl: string;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let writeKey: McpKey;
  let readKey: McpKey;
  let writer: Client;
  let check: OutputCheck;

  beforeAll(async () => {
    stack = await sharedStack();
    mcpUrl = stack.mcpUrl;
    // A second replica beside the stack's own, and a proxy that takes turns between them: tokens name
    // the stack's MCP URL as their audience, wherever the request arrives.
    replica = await stack.launchReplica('mcp');
    replicas = [stack.process('mcp'), replica];
    proxy = await RoundRobinProxy.start(replicas.map((entry) => entry.url));
    merchant = await createMerchant(stack.env, 'MCP Merchant', ['--oauth', 'on']);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    writeKey = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read', 'merchant:write']);
    readKey = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read']);
    writer = (await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, writeKey))).client;
    check = new OutputCheck((await writer.listTools()).tools);
  });

  afterAll(async () => {
    await writer?.close();
    await proxy?.stop();
    await replica?.stop();
  });

  const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });

  describe('tools/call', () => {
    it('creates a customer, checks its credit, has it decided, and creates and sends an invoice, all visible through REST', async () => {
      const customer = check.ok('create_customer', await call(writer, 'create_customer', customerInput({ business_name: `Pending Goods ${Date.now()}` })));
      expect(customer).toMatchObject({ id: expect.stringMatching(/^cus_/), credit_status: null });

      check.ok(
        'request_customer_credit_check',
        await call(writer, 'request_customer_credit_check', { customer_id: customer.id, amount_requested: 50_000, has_purchase_history: false }),
      );
      expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ credit_status: 'pending' });

      const decided = check.ok(
        'sandbox_record_credit_decision',
        await call(writer, 'sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 40_000, advance_rate: 0.8 }),
      );
      expect(decided).toMatchObject({ id: customer.id, credit_status: 'approved', amount_approved: 40_000 });

      const invoice = check.ok(
        'create_invoice',
        await call(writer, 'create_invoice', { customer_id: customer.id, number: `INV-${Date.now()}`, amount: 1250.5 }),
      );
      expect(invoice).toMatchObject({ customer_id: customer.id, amount_due: 1250.5, sent_at: null });
      // Sending moves money: the first call answers a preview, the confirmation sends (test/mcp-previews.e2e-spec.ts).
      const preview = check.ok<Preview>('send_invoice', await call(writer, 'send_invoice', { invoice_id: invoice.id }));
      expect(preview).toMatchObject({ preview: true, amounts: { amount_due: 1250.5 } });
      const sent = check.ok('send_invoice', await call(writer, 'send_invoice', { invoice_id: invoice.id, confirmation: preview.confirmation }));
      expect(sent).toMatchObject({ id: invoice.id, sent_at: expect.any(String) });

      // Sending queues the invoice's document, which renders on its own; between the tool's answer and the
      // REST read it may have moved from processing to completed. Everything else must be the same.
      const { resolve_invoice_status: sentDocument, resolve_invoice_url: _sentUrl, ...sentRest } = sent;
      const { resolve_invoice_status: restDocument, resolve_invoice_url: _restUrl, ...restRest } = (await api.get(`/invoices/${invoice.id}`)).body;
      expect(restRest).toEqual(sentRest);
      expect(sentDocument).toMatch(/^(processing|completed)$/);
      expect(restDocument).toMatch(sentDocument === 'completed' ? /^completed$/ : /^(processing|completed)$/);
      expect((await api.get(`/customers/${customer.id}`)).body).toMatchObject({ id: customer.id, credit_status: 'approved', amount_approved: 40_000 });
      expect(check.ok('fetch_customer', await call(writer, 'fetch_customer', { customer_id: customer.id }))).toEqual(
        (await api.get(`/customers/${customer.id}`)).body,
      );
      const listed = check.ok('list_invoices', await call(writer, 'list_invoices', { filter: { customer_id: customer.id } }));
      expect(listed).toMatchObject({ count: 1, results: [expect.objectContaining({ id: invoice.id })] });
    });

    it('refuses a write tool to a read token and changes nothing', async () => {
      const { client } = await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, readKey));
      try {
        const before = (await api.get('/customers')).body.count;
        const result = await call(client, 'create_customer', customerInput());
        expect(toolError(result)).toMatchObject({ type: 'forbidden_error', message: expect.stringContaining('merchant:write') });
        expect((await api.get('/customers')).body.count).toBe(before);
        check.ok('list_customers', await call(client, 'list_customers', { limit: 25 }));
      } finally {
        await client.close();
      }
    });
  });

  describe('replicas', () => {
    it('serves one client from both replicas without a session', async () => {
      const seen = proxy.requests.length;
      const { client, transport } = await connectClient(`${proxy.url}/mcp`, await mintMcpToken(stack.apiUrl, writeKey));
      try {
        const customer = check.ok('create_customer', await call(client, 'create_customer', customerInput()));
        for (let index = 0; index < 3; index++) check.ok('fetch_customer', await call(client, 'fetch_customer', { customer_id: customer.id }));
        await client.listTools();
        expect(transport.sessionId).toBeUndefined();
      } finally {
        await client.close();
      }
      const session = proxy.requests.slice(seen);
      // POSTs succeed (202 for notifications); the client's GET for an event stream gets 405 and it carries on.
      expect(session.filter((request) => request.status !== (request.method === 'GET' ? 405 : request.status === 202 ? 202 : 200))).toEqual([]);
      expect(session.filter((request) => request.method === 'POST').length).toBeGreaterThanOrEqual(6);
      expect(new Set(session.map((request) => request.target))).toEqual(new Set([0, 1]));
      expect(session.some((request) => request.headers['mcp-session-id'] !== undefined)).toBe(false);
      for (const replica of replicas) {
        const metrics = await (await fetch(`${replica.url}/metrics`)).text();
        expect(metrics).toMatch(/mcp_tool_calls_total\{tool="fetch_customer",outcome="ok",app="mcp"\} [1-9]/);
      }
    });
  });
});
