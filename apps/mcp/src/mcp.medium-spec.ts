import { discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { OAuthProtectedResourceMetadataSchema } from '@modelcontextprotocol/sdk/shared/auth.js';
import { checkResourceAllowed } from '@modelcontextprotocol/sdk/shared/auth-utils.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResult, ErrorCode, LATEST_PROTOCOL_VERSION, ListToolsResult, McpError, Tool } from '@modelcontextprotocol/sdk/types.js';
import { OPERATIONS, PARTNER_OPERATIONS } from '@netline/catalogue';
import { Customer, CustomerSubjects, DEFAULT_API_URL, InvoiceSubjects, RpcSubject } from '@netline/contracts';
import { customerInput, ROOT } from '@netline/testing';
import { execFile } from 'node:child_process';
import { generateKeyPair } from 'jose';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OutputCheck, toolError } from '../test/mcp-support';
import { KnownAccount, MCP_MEDIUM_START, useMcpWorld } from './mcp.medium-fixture';
import { ToolCatalogue } from './tools/tool-catalogue';

const run = promisify(execFile);

/**
 * The MCP app's own rules, in one process (`mcp.medium-fixture.ts`): the real app as `main.js` starts it,
 * driven by the official SDK client over Streamable HTTP, with identity and the services faked over real
 * NATS and token expiry on a clock the test moves. Tool lists by token, argument validation (nothing
 * forwarded), the mapping of a service's refusal into a tool error, idempotency keys, protocol revisions,
 * every 401 and the HTTP surface are decided here; the end-to-end suite keeps a token minted by identity
 * through the gateway, tool calls reaching the real services, and the replicas behind a proxy.
 */
describe('the MCP app (medium)', () => {
  const world = useMcpWorld();
  let merchant: KnownAccount;
  let writer: Client;
  let check: OutputCheck;

  beforeAll(async () => {
    merchant = world.merchant();
    // An automation key: the money-moving tools act on the first call (previews are in mcp-previews.medium-spec.ts).
    world.previewsOff(merchant);
    writer = (await world.connect(await world.token(merchant, 'merchant:read merchant:write'))).client;
    check = new OutputCheck((await writer.listTools()).tools);
  });

  beforeEach(() => world.clock.set(MCP_MEDIUM_START));

  const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
  /** How many requests the fake services received on a subject so far. */
  const forwarded = (subject: RpcSubject) => world.services.requests(subject).length;
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(world.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify(body),
    });
  let nextId = 1;
  const rpc = (method: string, params?: Record<string, unknown>) => ({ jsonrpc: '2.0', id: nextId++, method, ...(params ? { params } : {}) });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

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
      const { client } = await world.connect(await world.token(merchant, 'merchant:read'));
      const { tools } = await client.listTools();
      const reads = OPERATIONS.filter(
        (operation) => operation.access === 'read' && operation.auth !== 'public' && operation.auth !== 'session' && !operation.rawResponse,
      );
      expect(tools.map((tool) => tool.name).sort()).toEqual(new ToolCatalogue('merchant', reads, 'sandbox').tools.map((tool) => tool.name).sort());
      expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
      expect(tools.map((tool) => tool.name)).not.toContain('create_customer');
    });

    it("lists the partner tools in place of the merchant ones to a partner's tokens, as identity says the account is a partner", async () => {
      const partner = world.partner('marketplace', ['mer_sub_one']);
      const partnerTools = new ToolCatalogue('partner', PARTNER_OPERATIONS, 'sandbox').tools;
      const { client: partnerWriter } = await world.connect(await world.token(partner, 'marketplace_partner:read marketplace_partner:write'));
      const written = (await partnerWriter.listTools()).tools.map((tool) => tool.name);
      expect(written.sort()).toEqual(partnerTools.map((tool) => tool.name).sort());
      expect(written).toEqual(expect.arrayContaining(['list_merchants', 'create_merchant', 'create_payment']));
      expect(written).not.toContain('list_charges');
      expect(written).not.toContain('enroll_a_customer');
      expect(partnerWriter.getInstructions()).toContain('partners API');
      expect(writer.getInstructions()).toContain('merchant API');

      const { client: partnerReader } = await world.connect(await world.token(partner, 'marketplace_partner:read'));
      expect((await partnerReader.listTools()).tools.map((tool) => tool.name).sort()).toEqual(
        partnerTools
          .filter((tool) => tool.operation.access === 'read')
          .map((tool) => tool.name)
          .sort(),
      );

      // A merchant tool the partners API lacks is as unknown to a partner as a tool of neither set.
      const unknown = await call(partnerWriter, 'list_charges').catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(McpError);
      expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams);
    });
  });

  describe('tools/call', () => {
    it('forwards a call to the owning service for the caller, and answers its result as structuredContent and text', async () => {
      const customer = world.customer(merchant);
      expect(check.ok('fetch_customer', await call(writer, 'fetch_customer', { customer_id: customer.id }))).toEqual(customer);
      expect(world.services.requests(CustomerSubjects.get).at(-1)).toMatchObject({
        params: { customer_id: customer.id },
        request_id: expect.any(String),
        principal: { merchant_id: merchant.id, actor: { type: 'access_key', id: merchant.clientId }, scopes: ['merchant:read', 'merchant:write'] },
      });

      const partner = world.partner('marketplace', ['mer_sub_a', 'mer_sub_b']);
      const { client } = await world.connect(await world.token(partner, 'marketplace_partner:read'));
      expect(check.ok('list_customers', await call(client, 'list_customers', { limit: 25 }))).toEqual({ count: 0, page: 0, limit: 25, results: [] });
      // A partner's principal carries its grant as identity answered it, as the REST API sends it.
      expect(world.services.requests(CustomerSubjects.list).at(-1)?.principal).toEqual({
        merchant_id: partner.id,
        actor: { type: 'access_key', id: partner.clientId },
        scopes: ['marketplace_partner:read'],
        partner: { type: 'marketplace', merchant_ids: ['mer_sub_a', 'mer_sub_b'] },
        // The door and the key, which the services write into the events of the change (the audit trail).
        via: { channel: 'mcp', client_id: partner.clientId },
      });
    });

    it('refuses a write tool to a read token and forwards nothing', async () => {
      const { client } = await world.connect(await world.token(merchant, 'merchant:read'));
      const before = forwarded(CustomerSubjects.create);
      const result = await call(client, 'create_customer', customerInput());
      expect(toolError(result)).toMatchObject({ type: 'forbidden_error', message: expect.stringContaining('merchant:write') });
      expect(forwarded(CustomerSubjects.create)).toBe(before);
      check.ok('list_customers', await call(client, 'list_customers', { limit: 25 }));
    });

    it.each([
      ['inv_paid', { type: 'invalid_request', message: 'A paid invoice cannot be voided', code: 'BILLING.INVOICE_PAID' }],
      ['inv_conflict', { type: 'conflict_error', message: 'The invoice changed meanwhile', code: 'BILLING.CONFLICTING' }],
      [
        'inv_invalid',
        { type: 'validation_error', message: 'Validation error', code: 'BILLING.INVALID', details: [{ path: 'invoice_id', message: 'not voidable' }] },
      ],
      ['inv_unavailable', { type: 'service_unavailable', message: 'The invoice store is unavailable', code: 'BILLING.STORE_DOWN' }],
      ['inv_crash', { type: 'internal_error', message: 'An internal error occurred', code: 'COMMON.INTERNAL' }],
      ['inv_unknown', { type: 'not_found_error', message: 'Invoice not found' }],
    ])("answers the service's refusal of void_invoice %s as isError with the contract's error body, unchanged", async (invoiceId, error) => {
      const refused = toolError(await call(writer, 'void_invoice', { invoice_id: invoiceId }));
      expect(refused).toEqual(error.type === 'not_found_error' ? expect.objectContaining(error) : error);
      expect(world.services.requests(InvoiceSubjects.void).at(-1)).toMatchObject({
        params: { invoice_id: invoiceId },
        principal: { merchant_id: merchant.id },
      });
    });

    it('names each wrong argument without asking the service, and calls unknown tools a protocol error', async () => {
      const before = [forwarded(InvoiceSubjects.create), forwarded(InvoiceSubjects.list), forwarded(CustomerSubjects.get)];
      const wrong = toolError(await call(writer, 'create_invoice', { customer_id: 'cus_x', amount: 'ten', colour: 'red' }));
      expect(wrong.type).toBe('validation_error');
      expect(wrong.details?.map((detail) => detail.path).sort()).toEqual(['amount', 'colour', 'number']);
      expect(toolError(await call(writer, 'fetch_customer', { customer_id: '' })).details).toEqual([expect.objectContaining({ path: 'customer_id' })]);
      expect(toolError(await call(writer, 'list_invoices', { filter: { colour: 'red' } })).details).toEqual([
        expect.objectContaining({ path: 'filter.colour' }),
      ]);
      expect([forwarded(InvoiceSubjects.create), forwarded(InvoiceSubjects.list), forwarded(CustomerSubjects.get)]).toEqual(before);
      expect(toolError(await call(writer, 'fetch_customer', { customer_id: 'cus_unknown' }))).toMatchObject({ type: 'not_found_error' });

      const unknown = await call(writer, 'drop_all_tables').catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(McpError);
      expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams);
    });

    it('replays a write with the same idempotency_key without asking the service again, and refuses the key with other arguments', async () => {
      const before = forwarded(CustomerSubjects.create);
      const input = customerInput();
      const key = 'mcp-replayed';
      const first = check.ok('create_customer', await call(writer, 'create_customer', { ...input, idempotency_key: key }));
      const again = check.ok('create_customer', await call(writer, 'create_customer', { idempotency_key: key, ...input }));
      expect(again).toEqual(first);
      expect(forwarded(CustomerSubjects.create)).toBe(before + 1);
      expect(world.services.requests(CustomerSubjects.create).at(-1)?.idempotency_key).toBe(key);
      expect(toolError(await call(writer, 'create_customer', { ...input, business_name: 'Other', idempotency_key: key }))).toMatchObject({
        type: 'invalid_request',
      });
      expect(forwarded(CustomerSubjects.create)).toBe(before + 1);
    });

    it("does not keep the owning service's 'in progress' as the key's answer: the next call gets the first outcome", async () => {
      const input = customerInput();
      const first = check.ok<Customer>('create_customer', await call(writer, 'create_customer', { ...input, idempotency_key: 'mcp-first-attempt' }));
      // Credit holds a second key for the same call whose first attempt has not produced its reply yet.
      world.stall(merchant, 'mcp-slow-key');
      const before = forwarded(CustomerSubjects.create);
      expect(toolError(await call(writer, 'create_customer', { ...input, idempotency_key: 'mcp-slow-key' }))).toMatchObject({
        type: 'conflict_error',
        code: 'COMMON.IDEMPOTENCY_IN_PROGRESS',
      });

      // The first attempt finishes; the next call asks credit again and gets its answer.
      world.finish(merchant, 'mcp-slow-key', first);
      expect(check.ok('create_customer', await call(writer, 'create_customer', { ...input, idempotency_key: 'mcp-slow-key' }))).toEqual(first);
      expect(forwarded(CustomerSubjects.create)).toBe(before + 2);
    });
  });

  describe('protocol revisions', () => {
    it.each([...new Set(['2025-06-18', '2025-11-25', LATEST_PROTOCOL_VERSION])])('serves a client on %s from initialize to tools/call', async (revision) => {
      const { client, transport, sent } = await world.connect(await world.token(merchant, 'merchant:read merchant:write'), revision);
      expect(transport.protocolVersion).toBe(revision);
      expect(client.getServerVersion()).toMatchObject({ name: 'netline' });
      expect(client.getServerCapabilities()).toMatchObject({ tools: {} });
      const seen = sent.length;
      const { tools } = await client.listTools();
      expect(tools.length).toBeGreaterThan(40);
      const customer = check.ok('create_customer', await call(client, 'create_customer', customerInput()));
      expect(check.ok('fetch_customer', await call(client, 'fetch_customer', { customer_id: customer.id }))).toMatchObject({ id: customer.id });
      // The client's own GET (for a server-to-client stream) is answered 405, which it takes as "no stream".
      const later = sent.slice(seen).filter((request) => request.method === 'POST');
      expect(later.length).toBeGreaterThanOrEqual(3);
      expect(later.map((request) => [request.headers['mcp-protocol-version'], request.status])).toEqual(later.map(() => [revision, 200]));
      expect(sent.filter((request) => request.method === 'GET').map((request) => request.status)).toEqual(
        sent.filter((request) => request.method === 'GET').map(() => 405),
      );
      expect(transport.sessionId).toBeUndefined();
    });
  });

  describe('authentication', () => {
    async function expectRefused(response: Response, error?: string) {
      expect(response.status).toBe(401);
      expect(extractWWWAuthenticateParams(response)).toEqual({
        resourceMetadataUrl: new URL(`${new URL(world.mcpUrl).origin}/.well-known/oauth-protected-resource/mcp`),
        ...(error ? { error } : {}),
      });
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ type: 'authentication_error' });
    }
    const listCustomers = () => rpc('tools/call', { name: 'list_customers', arguments: {} });

    it('answers 401 with WWW-Authenticate pointing at the metadata when there is no token, and invalid_token for another scheme', async () => {
      await expectRefused(await post(rpc('ping')));
      await expectRefused(await post(rpc('ping'), { authorization: `Basic ${Buffer.from(`${merchant.id}:sk_secret`).toString('base64')}` }), 'invalid_token');
      const metadata = (await (await fetch(`${new URL(world.mcpUrl).origin}/.well-known/oauth-protected-resource/mcp`)).json()) as { resource: string };
      expect(metadata.resource).toBe(world.mcpUrl);
    });

    it('refuses a REST token, a token of another issuer or kind, alg:none, a tampered token and an unknown key, forwarding nothing', async () => {
      const before = forwarded(CustomerSubjects.list);
      const good = await world.token(merchant, 'merchant:read');
      expect((await post(listCustomers(), bearer(good))).status).toBe(200);

      const rest = await world.token(merchant, 'merchant:read', { aud: DEFAULT_API_URL, kind: 'rest' });
      await expectRefused(await post(listCustomers(), bearer(rest)), 'invalid_token');
      await expectRefused(await post(listCustomers(), bearer(await world.token(merchant, 'merchant:read', { kind: 'rest' }))), 'invalid_token');
      await expectRefused(await post(listCustomers(), bearer(await world.token(merchant, 'merchant:read', { iss: 'someone-else' }))), 'invalid_token');

      const [header, payload, signature] = good.split('.');
      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      await expectRefused(await post(listCustomers(), bearer(unsigned)), 'invalid_token');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      const widened = Buffer.from(JSON.stringify({ ...claims, merchant_id: 'mer_someone_else' })).toString('base64url');
      await expectRefused(await post(listCustomers(), bearer(`${header}.${widened}.${signature}`)), 'invalid_token');
      const stranger = (await generateKeyPair('ES256')).privateKey;
      await expectRefused(await post(listCustomers(), bearer(await world.token(merchant, 'merchant:read', { key: stranger }))), 'invalid_token');

      expect(forwarded(CustomerSubjects.list)).toBe(before + 1);
    });

    it('accepts a token until 5 s past its exp by the clock, then refuses it, whether it was verified before or not', async () => {
      const start = world.clock.now().getTime();
      const exp = start + 60_000;
      const seen = await world.token(merchant, 'merchant:read', { ttlSeconds: 60 });
      const unseen = await world.token(merchant, 'merchant:read', { ttlSeconds: 60 });
      expect((await post(rpc('ping'), bearer(seen))).status).toBe(200);

      // Verification allows 5 s of clock difference past `exp`, for a remembered token as for a new one.
      world.clock.set(new Date(exp + 4_999));
      expect((await post(rpc('ping'), bearer(seen))).status).toBe(200);
      world.clock.set(new Date(exp + 5_000));
      await expectRefused(await post(rpc('ping'), bearer(seen)), 'invalid_token');
      await expectRefused(await post(rpc('ping'), bearer(unseen)), 'invalid_token');

      const late = await world.token(merchant, 'merchant:read', { ttlSeconds: 60 });
      world.clock.advance(64_999);
      expect((await post(rpc('ping'), bearer(late))).status).toBe(200);
      // A new token from the same key still works at any time.
      expect((await post(rpc('ping'), bearer(await world.token(merchant, 'merchant:read')))).status).toBe(200);
    });

    it('refuses a token of an account identity does not know, with OAuth off, or revoked; tokens minted after a revocation get in', async () => {
      const mintedAt = Math.floor(world.clock.now().getTime() / 1000);
      const nobody: KnownAccount = { ...world.merchant(), id: 'mer_unknown_to_identity' };
      await expectRefused(await post(rpc('ping'), bearer(await world.token(nobody, 'merchant:read'))), 'invalid_token');
      const oauthOff = world.merchant({ oauth_enabled: false });
      await expectRefused(await post(rpc('ping'), bearer(await world.token(oauthOff, 'merchant:read'))), 'invalid_token');

      // Rotating the secret key or switching OAuth off: every token issued before `not_before` stops.
      const rotated = world.merchant({ revocation: { not_before: mintedAt + 1, subjects: [] } });
      await expectRefused(await post(rpc('ping'), bearer(await world.token(rotated, 'merchant:read'))), 'invalid_token');
      world.clock.advance(1_000);
      expect((await post(rpc('ping'), bearer(await world.token(rotated, 'merchant:read')))).status).toBe(200);

      // A revoked key: its client id is among the account's revoked subjects.
      const revoked = world.merchant();
      revoked.settings.revocation = { not_before: null, subjects: [revoked.clientId] };
      await expectRefused(await post(rpc('ping'), bearer(await world.token(revoked, 'merchant:read'))), 'invalid_token');
    });

    it('answers 503, not 401, when identity cannot answer: an outage is not a bad token', async () => {
      const down = world.merchant({ name: 'identity-down' });
      const response = await post(rpc('ping'), bearer(await world.token(down, 'merchant:read')));
      expect(response.status).toBe(503);
      expect(response.headers.get('www-authenticate')).toBeNull();
      expect(((await response.json()) as { error: unknown }).error).toMatchObject({ type: 'service_unavailable' });
    });
  });

  describe('HTTP', () => {
    it('answers GET and DELETE with 405: no event stream and no session to end', async () => {
      for (const method of ['GET', 'DELETE']) {
        const response = await fetch(world.mcpUrl, { method, headers: { accept: 'text/event-stream' } });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 } });
      }
    });

    it('refuses a foreign browser origin with 403 and admits its own', async () => {
      const token = await world.token(merchant, 'merchant:read merchant:write');
      const ping = { jsonrpc: '2.0', id: 7, method: 'ping' };
      const foreign = await post(ping, { ...bearer(token), origin: 'https://evil.example' });
      expect(foreign.status).toBe(403);
      expect(await foreign.json()).toMatchObject({ error: { message: expect.stringContaining('https://evil.example') } });
      const origin = new URL(world.mcpUrl).origin;
      const own = await post(ping, { ...bearer(token), origin });
      expect(own.status).toBe(200);
      expect(own.headers.get('access-control-allow-origin')).toBe(origin);
      expect(await own.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
      const preflight = await fetch(world.mcpUrl, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
      expect((await fetch(world.mcpUrl, { method: 'OPTIONS', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    });

    it('refuses a JSON-RPC batch, which would carry many calls in one request of the budget, forwarding nothing', async () => {
      const before = forwarded(CustomerSubjects.create);
      const response = await post(
        [1, 2].map((id) => ({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'create_customer', arguments: customerInput() } })),
        { ...bearer(await world.token(merchant, 'merchant:read merchant:write')), 'mcp-protocol-version': '2025-06-18' },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
      expect(forwarded(CustomerSubjects.create)).toBe(before);
    });

    it('answers JSON, never an event stream, and no session id', async () => {
      const response = await post(
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
        },
        bearer(await world.token(merchant, 'merchant:read merchant:write')),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('mcp-session-id')).toBeNull();
      expect(response.headers.get('x-ratelimit-limit')).toBe(String(world.config.RATE_LIMIT_PER_MINUTE));
      expect(await response.json()).toMatchObject({ id: 1, result: { protocolVersion: '2025-06-18', serverInfo: { name: 'netline' } } });
    });

    it('publishes protected-resource metadata at both paths, which the SDK discovers and validates', async () => {
      const discovered = await discoverOAuthProtectedResourceMetadata(world.mcpUrl);
      const origin = new URL(world.mcpUrl).origin;
      const documents = [];
      for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
        const response = await fetch(`${origin}${path}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('application/json');
        documents.push(OAuthProtectedResourceMetadataSchema.parse(await response.json()));
      }
      for (const document of [discovered, ...documents]) {
        expect(document).toEqual({
          resource: world.mcpUrl,
          authorization_servers: [world.config.OAUTH_ISSUER],
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
        expect(checkResourceAllowed({ requestedResource: world.mcpUrl, configuredResource: document.resource })).toBe(true);
      }
    });
  });

  describe('logs and metrics', () => {
    it('logs every tool call with merchant, tool, outcome and latency, and never the arguments or the token', async () => {
      const input = customerInput({ business_name: `Log Check ${Date.now()}` });
      check.ok('create_customer', await call(writer, 'create_customer', input));
      toolError(await call(writer, 'fetch_customer', { customer_id: 'cus_missing_for_log' }));
      const lines = world.logs.filter((entry) => entry.msg === 'tool call');
      expect(lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            merchant_id: merchant.id,
            auth: 'm2m',
            tool_set: 'merchant',
            actor: merchant.clientId,
            tool: 'create_customer',
            outcome: 'ok',
            latency_ms: expect.any(Number),
            request_id: expect.any(String),
          }),
          expect.objectContaining({ merchant_id: merchant.id, tool: 'fetch_customer', outcome: 'not_found_error', status: 404 }),
        ]),
      );
      const everything = JSON.stringify(world.logs);
      expect(everything).not.toContain(input.email as string);
      expect(everything).not.toContain(input.business_name as string);
      expect(everything).not.toContain('cus_missing_for_log');
      expect(everything).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);

      const metrics = await (await fetch(`${world.app.url}/metrics`)).text();
      expect(metrics).toMatch(/mcp_tool_calls_total\{tool="create_customer",outcome="ok",app="mcp"\} [1-9]/);
      expect(metrics).toMatch(/mcp_tool_calls_total\{tool="fetch_customer",outcome="not_found_error",app="mcp"\} [1-9]/);
      expect(metrics).toMatch(/http_request_duration_seconds_count\{app="mcp",method="POST",route="\/mcp",status="200"\} [1-9]/);
    });
  });

  describe('the MCP Inspector (command-line mode) as an outside client', () => {
    const inspector = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');
    // The Inspector writes ~/.mcp-inspector: give it a home of its own.
    const home = mkdtempSync(join(tmpdir(), 'mcp-inspector-'));
    const inspect = (authorization: string, args: string[]) =>
      run(process.execPath, [inspector, '--cli', world.mcpUrl, '--transport', 'http', '--header', `Authorization: ${authorization}`, ...args], {
        env: { ...process.env, HOME: home },
        timeout: 60_000,
      });

    it('lists the tools (its schema portability check finding no errors) and calls one', async () => {
      const token = await world.token(merchant, 'merchant:read merchant:write');
      const listed = JSON.parse((await inspect(`Bearer ${token}`, ['--method', 'tools/list', '--strict'])).stdout) as ListToolsResult;
      expect(listed.tools.map((tool: Tool) => tool.name).sort()).toEqual(
        new ToolCatalogue('merchant', OPERATIONS, 'sandbox').tools.map((tool) => tool.name).sort(),
      );

      const customer = world.customer(merchant);
      const called = JSON.parse(
        (await inspect(`Bearer ${token}`, ['--method', 'tools/call', '--tool-name', 'fetch_customer', '--tool-arg', `customer_id=${customer.id}`])).stdout,
      ) as CallToolResult;
      expect(called.isError).toBeUndefined();
      expect(check.ok('fetch_customer', called)).toEqual(customer);
    });

    it('is refused without a valid token', async () => {
      const refused = await inspect('Bearer not-a-token', ['--method', 'tools/list']).catch((error: { code: number; stderr: string; stdout: string }) => error);
      expect((refused as { code: number }).code).not.toBe(0);
      // It read the 401's WWW-Authenticate and would start an OAuth sign-in, which a test cannot complete.
      expect(`${(refused as { stderr: string }).stderr}${(refused as { stdout: string }).stdout}`).toMatch(/auth_required|401|Unauthorized/i);
    });
  });
});
