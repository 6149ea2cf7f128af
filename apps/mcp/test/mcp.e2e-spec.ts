import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { discoverOAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthProtectedResourceMetadataSchema } from '@modelcontextprotocol/sdk/shared/auth.js';
import { checkResourceAllowed } from '@modelcontextprotocol/sdk/shared/auth-utils.js';
import { CallToolResult, ErrorCode, LATEST_PROTOCOL_VERSION, ListToolsResult, McpError, Tool } from '@modelcontextprotocol/sdk/types.js';
import { OPERATIONS } from '@netline/catalogue';
import { ApiClient, createMerchant, customerInput, freePort, MerchantCredentials, RoundRobinProxy, ROOT, Stack, StackProcess, waitFor } from '@netline/testing';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client as PgClient } from 'pg';
import { ToolCatalogue } from '../src/tools/tool-catalogue';
import { connectClient, createMcpKey, McpKey, mintMcpToken, OutputCheck, toolError } from './mcp-support';

const run = promisify(execFile);

/**
 * Issue 11: the MCP endpoint through the whole stack. Two mcp replicas stand behind a round-robin proxy
 * whose address is the MCP URL (identity mints tokens for it), so every suite here also runs without
 * session affinity: consecutive requests of one client land on different replicas.
 */
describe('the MCP endpoint', () => {
  let stack: Stack;
  let proxy: RoundRobinProxy;
  let replicas: StackProcess[];
  let mcpUrl: string;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let writeKey: McpKey;
  let readKey: McpKey;
  let writer: Client;
  let check: OutputCheck;
  const mcpLog: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    mcpUrl = `http://127.0.0.1:${port}/mcp`;
    stack = await Stack.start({
      namespace: 'random',
      logDir: 'var/test-logs',
      env: { MCP_URL: mcpUrl },
      onLine: (name, line) => {
        if (name.startsWith('mcp')) mcpLog.push(line);
      },
    });
    await stack.launch('mcp', 'mcp-2');
    replicas = stack.processes.filter((entry) => entry.app === 'mcp');
    proxy = await RoundRobinProxy.start(
      replicas.map((replica) => replica.url),
      port,
    );
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
    await stack?.stop();
  });

  const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });

  describe('tools/list', () => {
    it('lists every merchant operation as a tool, with input and output schemas and annotations, to a write token', async () => {
      const { tools } = await writer.listTools();
      const expected = new ToolCatalogue('merchant', OPERATIONS, 'sandbox').tools;
      expect(tools.map((tool) => tool.name).sort()).toEqual(expected.map((tool) => tool.name).sort());
      for (const name of [
        'fetch_customer',
        'request_customer_credit_check',
        'create_invoice',
        'send_invoice',
        'list_webhook_deliveries',
        'sandbox_record_credit_decision',
      ]) {
        expect(tools.map((tool) => tool.name)).toContain(name);
      }
      const byName = new Map<string, Tool>(tools.map((tool) => [tool.name, tool]));
      for (const { name, operation } of expected) {
        const tool = byName.get(name)!;
        expect(tool.inputSchema.type).toBe('object');
        expect(tool.description).toContain(operation.summary.replace(/\.$/, ''));
        expect(tool.annotations?.readOnlyHint).toBe(operation.access === 'read');
        expect({ name, outputSchema: tool.outputSchema !== undefined }).toEqual({
          name,
          outputSchema: !!operation.response && (operation.status ?? 200) !== 204,
        });
      }
      expect(byName.get('create_invoice')!.inputSchema).toMatchObject({
        required: expect.arrayContaining(['customer_id', 'number', 'amount']),
        properties: { idempotency_key: expect.objectContaining({ type: 'string' }) },
      });
      expect(byName.get('void_invoice')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
    });

    it('lists only the read tools to a read token', async () => {
      const { client } = await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, readKey));
      try {
        const { tools } = await client.listTools();
        const reads = OPERATIONS.filter(
          (operation) => operation.access === 'read' && operation.auth !== 'public' && operation.auth !== 'session' && !operation.rawResponse,
        );
        expect(tools.map((tool) => tool.name).sort()).toEqual(new ToolCatalogue('merchant', reads, 'sandbox').tools.map((tool) => tool.name).sort());
        expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
        expect(tools.map((tool) => tool.name)).not.toContain('create_customer');
      } finally {
        await client.close();
      }
    });
  });

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
      const sent = check.ok('send_invoice', await call(writer, 'send_invoice', { invoice_id: invoice.id }));
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

    it('answers a rule of the domain (voiding a paid invoice) as isError with the contract body', async () => {
      const customer = await api.post('/customers', customerInput());
      await api.post(`/sandbox/customers/${customer.body.id}/credit-decision`, { decision: 'approved', amount: 10_000 });
      const invoice = await api.post('/invoices', { customer_id: customer.body.id, number: `INV-P-${Date.now()}`, amount: 300 });
      await api.put(`/invoices/${invoice.body.id}/send`);
      const payment = check.ok(
        'sandbox_create_payment',
        await call(writer, 'sandbox_create_payment', {
          customer_id: customer.body.id,
          amount: 300,
          method: 'ach_debit',
          links: [{ invoice_id: invoice.body.id, amount: 300 }],
        }),
      );
      check.ok('sandbox_set_payment_status', await call(writer, 'sandbox_set_payment_status', { payment_id: payment.id, status: 'paid' }));
      const paid = await waitFor(
        () => api.get(`/invoices/${invoice.body.id}`),
        (response) => response.body.amount_balance === 0,
      );
      expect(paid.body.amount_balance).toBe(0);

      const refused = toolError(await call(writer, 'void_invoice', { invoice_id: invoice.body.id }));
      expect(refused).toMatchObject({ type: 'invalid_request', message: expect.any(String), code: expect.stringMatching(/^BILLING\./) });
      const rest = await api.post(`/invoices/${invoice.body.id}/void`);
      expect(rest.status).toBe(400);
      expect(rest.body.error).toEqual(refused);
      expect((await api.get(`/invoices/${invoice.body.id}`)).body).toEqual(paid.body);
    });

    it('names each wrong argument, and calls unknown tools a protocol error', async () => {
      const wrong = toolError(await call(writer, 'create_invoice', { customer_id: 'cus_x', amount: 'ten', colour: 'red' }));
      expect(wrong.type).toBe('validation_error');
      expect(wrong.details?.map((detail) => detail.path).sort()).toEqual(['amount', 'colour', 'number']);
      expect(toolError(await call(writer, 'fetch_customer', { customer_id: '' })).details).toEqual([expect.objectContaining({ path: 'customer_id' })]);
      expect(toolError(await call(writer, 'list_invoices', { filter: { colour: 'red' } })).details).toEqual([
        expect.objectContaining({ path: 'filter.colour' }),
      ]);
      expect(toolError(await call(writer, 'fetch_customer', { customer_id: 'cus_unknown' }))).toMatchObject({ type: 'not_found_error' });

      const unknown = await call(writer, 'drop_all_tables').catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(McpError);
      expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams);
    });

    it('replays a write with the same idempotency_key and refuses the key with other arguments', async () => {
      const before = (await api.get('/customers')).body.count;
      const input = customerInput();
      const key = `mcp-${Date.now()}`;
      const first = check.ok('create_customer', await call(writer, 'create_customer', { ...input, idempotency_key: key }));
      const again = check.ok('create_customer', await call(writer, 'create_customer', { idempotency_key: key, ...input }));
      expect(again).toEqual(first);
      expect((await api.get('/customers')).body.count).toBe(before + 1);
      expect(toolError(await call(writer, 'create_customer', { ...input, business_name: 'Other', idempotency_key: key }))).toMatchObject({
        type: 'invalid_request',
      });
    });

    it("does not keep the owning service's 'in progress' as the key's answer: the next call gets the first outcome", async () => {
      const input = customerInput();
      const first = check.ok('create_customer', await call(writer, 'create_customer', { ...input, idempotency_key: 'mcp-first-attempt' }));
      const credit = new PgClient({ connectionString: `postgres://postgres@127.0.0.1:5432/netline_${stack.namespace}_credit` });
      await credit.connect();
      try {
        // Credit holds a second key for the same call whose first attempt has not produced its reply yet.
        const { rows } = await credit.query<{ subject: string; fingerprint: string; reply: unknown }>(
          'SELECT subject, fingerprint, reply FROM idempotency_keys WHERE merchant_id = $1 AND key = $2',
          [merchant.merchant_id, 'mcp-first-attempt'],
        );
        expect(rows).toHaveLength(1);
        await credit.query('INSERT INTO idempotency_keys (merchant_id, key, subject, fingerprint) VALUES ($1, $2, $3, $4)', [
          merchant.merchant_id,
          'mcp-slow-key',
          rows[0].subject,
          rows[0].fingerprint,
        ]);
        expect(toolError(await call(writer, 'create_customer', { ...input, idempotency_key: 'mcp-slow-key' }))).toMatchObject({
          type: 'conflict_error',
          code: 'COMMON.IDEMPOTENCY_IN_PROGRESS',
        });

        // The first attempt finishes; the next call gets its answer.
        await credit.query('UPDATE idempotency_keys SET reply = $3 WHERE merchant_id = $1 AND key = $2', [
          merchant.merchant_id,
          'mcp-slow-key',
          JSON.stringify(rows[0].reply),
        ]);
        expect(check.ok('create_customer', await call(writer, 'create_customer', { ...input, idempotency_key: 'mcp-slow-key' }))).toEqual(first);
      } finally {
        await credit.end();
      }
    });
  });

  describe('protocol revisions', () => {
    it.each([...new Set(['2025-06-18', '2025-11-25', LATEST_PROTOCOL_VERSION])])('serves a client on %s from initialize to tools/call', async (revision) => {
      const { client, transport } = await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, writeKey), revision);
      try {
        expect(transport.protocolVersion).toBe(revision);
        expect(client.getServerVersion()).toMatchObject({ name: 'netline' });
        expect(client.getServerCapabilities()).toMatchObject({ tools: {} });
        const seen = proxy.requests.length;
        const { tools } = await client.listTools();
        expect(tools.length).toBeGreaterThan(40);
        const customer = check.ok('create_customer', await call(client, 'create_customer', customerInput()));
        expect(check.ok('fetch_customer', await call(client, 'fetch_customer', { customer_id: customer.id }))).toMatchObject({ id: customer.id });
        // The client's own GET (for a server-to-client stream) is answered 405, which it takes as "no stream".
        const later = proxy.requests.slice(seen).filter((request) => request.method === 'POST');
        expect(later.length).toBeGreaterThanOrEqual(3);
        expect(later.map((request) => [request.headers['mcp-protocol-version'], request.status])).toEqual(later.map(() => [revision, 200]));
      } finally {
        await client.close();
      }
    });
  });

  describe('replicas', () => {
    it('serves one client from both replicas without a session', async () => {
      const seen = proxy.requests.length;
      const { client, transport } = await connectClient(mcpUrl, await mintMcpToken(stack.apiUrl, writeKey));
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

  describe('HTTP', () => {
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(mcpUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(body),
      });

    it('answers GET and DELETE with 405: no event stream and no session to end', async () => {
      for (const method of ['GET', 'DELETE']) {
        const response = await fetch(mcpUrl, { method, headers: { accept: 'text/event-stream' } });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
      }
    });

    it('refuses a foreign browser origin with 403 and admits its own', async () => {
      const token = await mintMcpToken(stack.apiUrl, writeKey);
      const ping = { jsonrpc: '2.0', id: 7, method: 'ping' };
      const foreign = await post(ping, { authorization: `Bearer ${token}`, origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toMatchObject({ error: { message: expect.stringContaining('https://evil.example') } });
      const origin = new URL(mcpUrl).origin;
      const own = await post(ping, { authorization: `Bearer ${token}`, origin });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await own.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
      const preflight = await fetch(mcpUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      expect((await fetch(mcpUrl, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    });

    it('refuses a JSON-RPC batch, which would carry many calls in one request of the budget', async () => {
      const token = await mintMcpToken(stack.apiUrl, writeKey);
      const response = await post(
        [1, 2].map((id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'create_customer', arguments: customerInput() } })),
        { authorization: `Bearer ${token}`, 'mcp-protocol-version': '2025-06-18' },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    });

    it('answers JSON, never an event stream, and no session id', async () => {
      const token = await mintMcpToken(stack.apiUrl, writeKey);
      const response = await post(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
        },
        { authorization: `Bearer ${token}` },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('mcp-session-id')).toBeNull();
      expect(response.headers.get('x-ratelimit-limit')).not.toBeNull();
      expect(await response.json()).toMatchObject({ id: 1, result: { protocolVersion: '2025-06-18', serverInfo: { name: 'netline' } } });
    });

    it('publishes protected-resource metadata at both paths, which the SDK discovers and validates', async () => {
      const discovered = await discoverOAuthProtectedResourceMetadata(mcpUrl);
      const origin = new URL(mcpUrl).origin;
      const documents = [];
      for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/json');
        documents.push(OAuthProtectedResourceMetadataSchema.parse(await response.json()));
      }
      for (const document of [discovered, ...documents]) {
        expect(document).toEqual({
          resource: mcpUrl,
          authorization_servers: ['http://127.0.0.1:3000/oauth'],
          scopes_supported: [
            'merchant:read',
            'merchant:write',
            'marketplace_partner:read',
            'marketplace_partner:write',
            'single_merchant_partner:read',
            'single_merchant_partner:write',
          ],
          bearer_methods_supported: ['header'],
          resource_name: 'Netline',
        });
        // RFC 9728 §3.3: the resource is exactly the URL the client used.
        expect(checkResourceAllowed({ requestedResource: mcpUrl, configuredResource: document.resource })).toBe(true);
      }
    });
  });

  describe('logs and metrics', () => {
    it('logs every tool call with merchant, tool, outcome and latency, and never the arguments', async () => {
      const input = customerInput({ business_name: `Log Check ${Date.now()}` });
      check.ok('create_customer', await call(writer, 'create_customer', input));
      toolError(await call(writer, 'fetch_customer', { customer_id: 'cus_missing_for_log' }));
      const lines = await waitFor(
        async () => mcpLog.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'tool call'),
        (entries) => entries.some((entry) => entry.tool === 'fetch_customer' && entry.outcome === 'not_found_error'),
      );
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            merchant_id: merchant.merchant_id,
            tool: 'create_customer',
            outcome: 'ok',
            latency_ms: expect.any(Number),
            request_id: expect.any(String),
          }),
          expect.objectContaining({ merchant_id: merchant.merchant_id, tool: 'fetch_customer', outcome: 'not_found_error', status: 404 }),
        ]),
      );
      const everything = mcpLog.join('\n');
      expect(everything).not.toContain(input.email as string);
      expect(everything).not.toContain(input.business_name as string);
      expect(everything).not.toContain('cus_missing_for_log');
      expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
    });
  });

  describe('the MCP Inspector (command-line mode) as an outside client', () => {
    const inspector = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');
    // The Inspector writes ~/.mcp-inspector: give it a home of its own.
    const home = mkdtempSync(join(tmpdir(), 'mcp-inspector-'));
    const inspect = async <T>(token: string, args: string[]) => {
      const { stdout } = await run(
        process.execPath,
        [inspector, '--cli', mcpUrl, '--transport', 'http', '--header', `Authorization: Bearer ${token}`, ...args],
        {
          env: { ...process.env, HOME: home },
          timeout: 60_000,
        },
      );
      return JSON.parse(stdout) as T;
    };

    it('lists the tools (its schema portability check finding no errors) and calls one', async () => {
      const token = await mintMcpToken(stack.apiUrl, writeKey);
      const listed = await inspect<ListToolsResult>(token, ['--method', 'tools/list', '--strict']);
      expect(listed.tools.map((tool: Tool) => tool.name).sort()).toEqual(
        new ToolCatalogue('merchant', OPERATIONS, 'sandbox').tools.map((tool) => tool.name).sort(),
      );

      const customer = (await api.post('/customers', customerInput())).body;
      const called = await inspect<CallToolResult>(token, [
        '--method',
        'tools/call',
        '--tool-name',
        'fetch_customer',
        '--tool-arg',
        `customer_id=${customer.id}`,
      ]);
      expect(called.isError).toBeUndefined();
      expect(check.ok('fetch_customer', called)).toEqual(customer);
    });

    it('is refused without a valid token', async () => {
      const refused = await run(
        process.execPath,
        [inspector, '--cli', mcpUrl, '--transport', 'http', '--header', 'Authorization: Bearer not-a-token', '--method', 'tools/list'],
        {
          env: { ...process.env, HOME: home },
          timeout: 60_000,
        },
      ).catch((error: { code: number; stderr: string; stdout: string }) => error);
      expect((refused as { code: number }).code).not.toBe(0);
      // It read the 401's WWW-Authenticate and would start an OAuth sign-in, which a test cannot complete.
      expect(`${(refused as { stderr: string }).stderr}${(refused as { stdout: string }).stdout}`).toMatch(/auth_required|401|Unauthorized/i);
    });
  });
});
