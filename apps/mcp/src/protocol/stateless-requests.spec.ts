import type { RpcRequest } from '@netline/contracts';
import { IdempotencyStore } from '@netline/edge';
import { RpcClient } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Registry } from 'prom-client';
import { Writable } from 'node:stream';
import { callerFor, McpAccount } from '../auth/accounts';
import { CallerTools } from '../tools/mcp-server';
import { ToolRunner } from '../tools/tool-runner';
import { buildToolSets } from '../tools/tool-sets';
import { routeRequest } from './request-route';
import { PROTOCOL_REVISIONS } from '../revisions/revisions';
import { answerStatelessRequest, decodeHeaderValue, LIST_TTL_MS, MirroredHeaders } from './stateless-requests';
import { ConfirmationStore } from '../tools/confirmations';
import { PreviewBuilder } from '../tools/previews';

const sets = buildToolSets('sandbox');
const account: McpAccount = {
  settings: { merchant_id: 'mer_1', name: 'Acme', basic_enabled: true, oauth_enabled: true, account_type: 'merchant', partner_type: null, partner_id: null },
  partner: null,
};
const REVISION = '2026-07-28';
const META = { 'io.modelcontextprotocol/protocolVersion': REVISION, 'io.modelcontextprotocol/clientCapabilities': {} };
const ACCEPT = 'application/json, text/event-stream';

describe('routing a message to its era', () => {
  const message = (method: string, meta?: Record<string, unknown>) => ({ jsonrpc: '2.0', id: 1, method, params: meta ? { _meta: meta } : {} });

  it("serves initialize in the legacy era, whatever it asks for, and the others in their claim's or header's era", () => {
    expect(routeRequest(message('initialize', META), REVISION)).toMatchObject({ era: 'legacy' });
    expect(routeRequest(message('tools/list', META), REVISION)).toEqual({ era: 'stateless', revision: REVISION });
    expect(routeRequest(message('tools/list', { ...META, 'io.modelcontextprotocol/protocolVersion': '2025-11-25' }), undefined)).toEqual({
      era: 'legacy',
      revision: '2025-11-25',
    });
    expect(routeRequest(message('tools/list'), undefined)).toEqual({ era: 'legacy', revision: '2025-03-26' });
    expect(routeRequest(message('tools/list'), '2025-06-18')).toEqual({ era: 'legacy', revision: '2025-06-18' });
    // The stateless revision in the header without the body's fields: the stateless era refuses it for them.
    expect(routeRequest(message('tools/list'), REVISION)).toEqual({ era: 'stateless', revision: REVISION });
  });

  it('refuses a revision the endpoint does not speak, in the body or the header, with -32022 and the revisions it does', () => {
    for (const route of [
      routeRequest(message('tools/list', { ...META, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' }), '2099-01-01'),
      routeRequest(message('tools/list'), '2099-01-01'),
    ]) {
      expect(route).toEqual({
        refused: {
          status: 400,
          body: {
            jsonrpc: '2.0',
            id: 1,
            error: { code: -32022, message: 'Unsupported protocol version: 2099-01-01', data: { supported: [...PROTOCOL_REVISIONS], requested: '2099-01-01' } },
          },
        },
      });
    }
    expect(routeRequest(message('tools/list', { 'io.modelcontextprotocol/protocolVersion': 20260728 }), undefined)).toMatchObject({
      refused: { status: 400, body: { error: { code: -32602 } } },
    });
  });
});

describe('a stateless-era request', () => {
  let sent: Array<{ subject: string; body: RpcRequest }>;
  let tools: CallerTools;

  beforeEach(() => {
    sent = [];
    const rpc = {
      request: async (subject: string, body: RpcRequest) => {
        sent.push({ subject, body });
        return { ok: true, data: { id: 'cus_1', business_name: 'Acme' } };
      },
    } as unknown as RpcClient;
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    const runner = new ToolRunner(
      rpc,
      {} as IdempotencyStore,
      {} as ConfirmationStore,
      {} as PreviewBuilder,
      createLogger('mcp', 'info', quiet),
      new Registry(),
    );
    const caller = callerFor(account, 'm2m', { type: 'access_key', id: 'ci_1' }, ['merchant:read', 'merchant:write']);
    tools = new CallerTools(caller, sets.merchant, runner, 'req_1');
  });

  let nextId = 1;
  const request = (method: string, params: Record<string, unknown> = {}, meta: Record<string, unknown> = META) => ({
    jsonrpc: '2.0',
    id: nextId++,
    method,
    params: { ...params, _meta: meta },
  });
  const headersFor = (method: string, name?: string): MirroredHeaders => ({ protocolVersion: REVISION, method, accept: ACCEPT, ...(name ? { name } : {}) });
  const answer = (message: unknown, headers: MirroredHeaders) => answerStatelessRequest(message, headers, tools);

  it('answers server/discover with every revision, the tools capability, the instructions and cache hints', async () => {
    const discover = request('server/discover');
    expect(await answer(discover, headersFor('server/discover'))).toEqual({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: discover.id,
        result: {
          resultType: 'complete',
          supportedVersions: [...PROTOCOL_REVISIONS],
          capabilities: { tools: { listChanged: false } },
          instructions: expect.stringContaining('merchant API'),
          ttlMs: LIST_TTL_MS,
          cacheScope: 'private',
          _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'netline', title: 'Netline', version: expect.any(String) } },
        },
      },
    });
  });

  it("lists the caller's tools in catalogue order as this revision defines them, with private cache hints", async () => {
    const { status, body } = await answer(request('tools/list'), headersFor('tools/list'));
    const result = (
      body as { result: { tools: Array<{ name: string; inputSchema: Record<string, unknown> }>; resultType: string; ttlMs: number; cacheScope: string } }
    ).result;
    expect(status).toBe(200);
    expect(result).toMatchObject({ resultType: 'complete', ttlMs: LIST_TTL_MS, cacheScope: 'private' });
    expect(result.tools.map((tool) => tool.name)).toEqual(sets.merchant.tools.map((tool) => tool.name));
    expect(result.tools.every((tool) => tool.inputSchema.$schema === undefined)).toBe(true);
    expect(await answer(request('tools/list', { cursor: 'abc' }), headersFor('tools/list'))).toMatchObject({ status: 200, body: { error: { code: -32602 } } });
  });

  it('calls a tool and answers a complete result, its outside text wrapped', async () => {
    const call = request('tools/call', { name: 'fetch_customer', arguments: { customer_id: 'cus_1' } });
    expect(await answer(call, headersFor('tools/call', 'fetch_customer'))).toEqual({
      status: 200,
      body: {
        jsonrpc: '2.0',
        id: call.id,
        result: {
          resultType: 'complete',
          content: [{ type: 'text', text: '{"id":"cus_1","business_name":{"untrusted":"Acme"}}' }],
          structuredContent: { id: 'cus_1', business_name: { untrusted: 'Acme' } },
          _meta: { 'io.modelcontextprotocol/serverInfo': expect.objectContaining({ name: 'netline' }) },
        },
      },
    });
    expect(sent.map((entry) => entry.subject)).toEqual(['credit.customers.get']);
  });

  it('answers an unknown tool, a stray requestState and bad arguments in-band with -32602, calling nothing', async () => {
    for (const params of [{ name: 'drop_tables' }, { name: 'fetch_customer', requestState: 'abc' }, { name: 'fetch_customer', arguments: [1] }]) {
      expect(await answer(request('tools/call', params), headersFor('tools/call', params.name))).toMatchObject({
        status: 200,
        body: { error: { code: -32602 } },
      });
    }
    expect(sent).toEqual([]);
  });

  it('refuses a request without the required _meta fields with 400 and -32602, naming each', async () => {
    const noCapabilities = await answer(request('tools/list', {}, { 'io.modelcontextprotocol/protocolVersion': REVISION }), headersFor('tools/list'));
    expect(noCapabilities).toMatchObject({
      status: 400,
      body: { error: { code: -32602, data: { meta: [{ key: 'io.modelcontextprotocol/clientCapabilities', message: expect.stringContaining('required') }] } } },
    });
    const nothing = await answer({ jsonrpc: '2.0', id: 9, method: 'tools/list' }, headersFor('tools/list'));
    expect(nothing).toMatchObject({ status: 400, body: { id: 9, error: { code: -32602 } } });
    expect((nothing.body as { error: { data: { meta: Array<{ key: string }> } } }).error.data.meta.map((problem) => problem.key)).toEqual([
      'io.modelcontextprotocol/protocolVersion',
      'io.modelcontextprotocol/clientCapabilities',
    ]);
    expect(await answer(request('tools/list', {}, { ...META, 'io.modelcontextprotocol/clientInfo': 'curl' }), headersFor('tools/list'))).toMatchObject({
      status: 400,
      body: { error: { code: -32602, data: { meta: [{ key: 'io.modelcontextprotocol/clientInfo' }] } } },
    });
    expect(await answer(request('tools/list', {}, { ...META, 'io.modelcontextprotocol/clientCapabilities': [] }), headersFor('tools/list'))).toMatchObject({
      status: 400,
      body: { error: { code: -32602 } },
    });
  });

  it('refuses headers that are missing or disagree with the body with 400 and -32020, and takes base64-sentinel names', async () => {
    const call = () => request('tools/call', { name: 'fetch_customer', arguments: { customer_id: 'cus_1' } });
    const mismatched: MirroredHeaders[] = [
      { ...headersFor('tools/call', 'fetch_customer'), protocolVersion: undefined },
      { ...headersFor('tools/call', 'fetch_customer'), protocolVersion: '2025-11-25' },
      { ...headersFor('tools/call', 'fetch_customer'), method: undefined },
      { ...headersFor('tools/call', 'fetch_customer'), method: 'tools/list' },
      headersFor('tools/call'),
      headersFor('tools/call', 'void_invoice'),
    ];
    for (const headers of mismatched) expect(await answer(call(), headers)).toMatchObject({ status: 400, body: { error: { code: -32020 } } });
    expect(sent).toEqual([]);
    const encoded = `=?base64?${Buffer.from('fetch_customer').toString('base64')}?=`;
    expect(await answer(call(), headersFor('tools/call', encoded))).toMatchObject({ status: 200, body: { result: { resultType: 'complete' } } });
    expect(decodeHeaderValue('=?base64?SGVsbG8sIOS4lueVjA==?=')).toBe('Hello, 世界');
    expect(decodeHeaderValue('plain')).toBe('plain');
  });

  it('answers methods this revision or this server does not have with 404 and -32601, and accepts notifications with 202', async () => {
    for (const method of ['ping', 'initialize', 'resources/list', 'prompts/get', 'subscriptions/listen']) {
      expect(await answer(request(method), headersFor(method))).toMatchObject({ status: 404, body: { error: { code: -32601 } } });
    }
    expect(await answer({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1 } }, headersFor('notifications/cancelled'))).toEqual({
      status: 202,
    });
  });

  it('refuses what is not a JSON-RPC request with 400 and -32600, and an Accept without both types with 406', async () => {
    expect(await answer({ jsonrpc: '2.0', id: null, method: 'tools/list', params: { _meta: META } }, headersFor('tools/list'))).toMatchObject({
      status: 400,
      body: { error: { code: -32600 } },
    });
    expect(await answer({ jsonrpc: '1.0', id: 1, method: 'tools/list' }, headersFor('tools/list'))).toMatchObject({
      status: 400,
      body: { error: { code: -32600 } },
    });
    expect(await answer({ jsonrpc: '2.0', id: 1, result: {} }, headersFor('tools/list'))).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    expect(await answer(request('tools/list'), { ...headersFor('tools/list'), accept: 'application/json' })).toMatchObject({
      status: 406,
      body: { error: { code: -32600 } },
    });
  });
});
