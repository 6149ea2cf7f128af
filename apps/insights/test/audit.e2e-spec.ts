import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AuditChainEntry, AuditEvent, AuditExport, ListEnvelope } from '@netline/contracts';
import {
  adminCli,
  ApiClient,
  createAccessKey,
  createMerchant,
  customerInput,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
  totalOf,
} from '@netline/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The audit trail through the real stack: a write by secret key over REST, one by an M2M key through an
 * MCP tool, and one by an operator with the CLI each appear in `GET /audit-events` with their actor,
 * channel and request id; the filters select them; the export verifies with `admin audit verify`, and an
 * altered or removed entry is reported at its sequence.
 */
describe('the audit trail', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let key: { client_id: string; client_secret: string };
  let agent: Client;
  let folder: string;

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Audit Merchant', ['--oauth', 'on']);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    key = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read', 'merchant:write']);
    folder = mkdtempSync(join(tmpdir(), 'netline-audit-'));
  });

  afterAll(async () => {
    await agent?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const entries = async (query: string): Promise<ListEnvelope<AuditEvent>> => {
    const response = await api.get<ListEnvelope<AuditEvent>>(`/audit-events${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };
  /**
   * Waits for the entries `query` selects to reach `count`: they are recorded from the streams within
   * moments, but on a machine busy with other suites the recorder's group can lag for a while.
   */
  const settled = (query: string, count: number) =>
    waitFor(
      () => entries(query),
      // The page itself, not `count`: the two are read side by side, and an entry committed between the
      // reads is counted before the page shows it.
      (list) => list.results.length >= count,
      45_000,
    );

  const restRequest = `req_rest_${randomUUID()}`;
  const mcpRequest = `req_mcp_${randomUUID()}`;
  const cliRequest = `req_cli_${randomUUID()}`;
  let restCustomer: string;
  let mcpCustomer: string;

  it('records a REST write by secret key with its actor, channel and request id', async () => {
    const created = await api.post('/customers', customerInput(), { 'x-request-id': restRequest });
    expect(created.status).toBe(200);
    restCustomer = created.body.id;

    const list = await settled(`?filter[request_id][eq]=${restRequest}`, 1);
    expect(list.results).toEqual([
      expect.objectContaining({
        type: 'customer.created',
        object_type: 'customer',
        object_id: restCustomer,
        request_id: restRequest,
        actor: { type: 'secret_key', id: merchant.merchant_id, channel: 'api' },
        sequence: expect.any(Number),
      }),
    ]);
  });

  it('records an MCP write by an M2M key with the key as actor and client', async () => {
    ({ client: agent } = await connectClientWithRequestId(stack.mcpUrl, await mintMcpToken(stack.apiUrl, key), `req_reads_${randomUUID()}`));
    // The request id the agent's HTTP request carries reaches the entry.
    const { client: tagged } = await connectClientWithRequestId(stack.mcpUrl, await mintMcpToken(stack.apiUrl, key), mcpRequest);
    try {
      const result = (await tagged.callTool({ name: 'create_customer', arguments: customerInput() })) as CallToolResult;
      expect(result.isError).toBeFalsy();
      mcpCustomer = (result.structuredContent as { id: string }).id;
    } finally {
      await tagged.close();
    }

    const list = await settled(`?filter[object_id][eq]=${mcpCustomer}`, 1);
    expect(list.results).toEqual([
      expect.objectContaining({
        type: 'customer.created',
        object_id: mcpCustomer,
        request_id: mcpRequest,
        actor: { type: 'access_key', id: key.client_id, channel: 'mcp', client_id: key.client_id },
      }),
    ]);
  });

  it('records an operator CLI write under the operator name, with its money fields before and after', async () => {
    const decided = await adminCli<Record<string, unknown>>(stack.env, [
      '--operator',
      'ops-alice',
      '--request-id',
      cliRequest,
      'credit',
      'decide',
      restCustomer,
      '--decision',
      'approved',
      '--amount',
      '7500',
      '--advance-rate',
      '0.85',
    ]);
    expect(decided).toMatchObject({ id: restCustomer, credit_status: 'approved' });

    const list = await settled(`?filter[request_id][eq]=${cliRequest}`, 1);
    expect(list.results.length).toBeGreaterThanOrEqual(1);
    for (const entry of list.results) {
      expect(entry).toMatchObject({ object_id: restCustomer, request_id: cliRequest, actor: { type: 'operator', id: 'ops-alice', channel: 'cli' } });
    }
    const status = list.results.find((entry) => entry.type === 'customer.status_updated');
    expect(status?.changes).toMatchObject({ credit_status: { after: 'approved' } });
  });

  it('records a settings change that is no money movement: an access key revoked by an operator', async () => {
    const spare = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read']);
    const revokeRequest = `req_revoke_${randomUUID()}`;
    await adminCli(stack.env, ['--operator', 'ops-bob', '--request-id', revokeRequest, 'access-key', 'revoke', spare.client_id]);

    const list = await settled(`?filter[request_id][eq]=${revokeRequest}`, 1);
    expect(list.results).toEqual([
      expect.objectContaining({
        type: 'access_key.revoked',
        object_type: 'access_key',
        actor: { type: 'operator', id: 'ops-bob', channel: 'cli' },
        changes: { revoked: { before: null, after: true } },
      }),
    ]);
  });

  it('filters by actor, object, type, channel and time, within the caller’s merchant only', async () => {
    const byKey = await entries(`?filter[actor_id][eq]=${key.client_id}`);
    expect(totalOf(byKey)).toBeGreaterThanOrEqual(1);
    expect(byKey.results.every((entry) => entry.actor.id === key.client_id)).toBe(true);

    const byObject = await entries(`?filter[object_id][eq]=${restCustomer}`);
    expect(byObject.results.map((entry) => entry.object_id)).toEqual(byObject.results.map(() => restCustomer));
    expect(new Set(byObject.results.map((entry) => entry.actor.channel))).toEqual(new Set(['api', 'cli']));

    const created = await entries('?filter[type][eq]=customer.created');
    expect(created.results.map((entry) => entry.object_id).sort()).toEqual([restCustomer, mcpCustomer].sort());
    expect((await entries('?filter[channel][eq]=cli')).results.every((entry) => entry.actor.channel === 'cli')).toBe(true);

    const all = await entries('?limit=100');
    const newest = all.results[0];
    expect(all.results.map((entry) => entry.sequence)).toEqual([...all.results.map((entry) => entry.sequence)].sort((a, b) => b - a));
    const since = await entries(`?filter[created_at][gte]=${encodeURIComponent(newest.created_at)}`);
    expect(since.results.map((entry) => entry.id)).toContain(newest.id);
    const before = await entries(`?filter[created_at][lte]=${encodeURIComponent(new Date(Date.parse(all.results.at(-1)!.created_at) - 1).toISOString())}`);
    expect(totalOf(before)).toBe(0);

    const bad = await api.get('/audit-events?filter[actor][eq]=x');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ type: expect.any(String), message: expect.any(String) });

    // Another merchant sees none of these.
    const other = await createMerchant(stack.env, 'Audit Bystander');
    const stranger = ApiClient.basic(stack.apiUrl, other.merchant_id, other.secret_key);
    expect((await stranger.get(`/audit-events?filter[object_id][eq]=${restCustomer}`)).body.count).toBe(0);

    // The same list is an MCP read tool.
    const tool = (await agent.callTool({ name: 'list_audit_events', arguments: { filter: { object_id: mcpCustomer } } })) as CallToolResult;
    expect(tool.structuredContent).toMatchObject({ count: 1, results: [expect.objectContaining({ object_id: mcpCustomer, request_id: mcpRequest })] });
  });

  it('exports the chain, which admin audit verify accepts, and reports an altered or a removed entry at its sequence', async () => {
    const exported = await api.get<AuditExport>('/audit-events/export');
    expect(exported.status).toBe(200);
    const chain = exported.body.entries;
    expect(chain.length).toBeGreaterThanOrEqual(4);
    expect(chain.map((entry) => entry.sequence)).toEqual(chain.map((_, index) => index + 1));
    expect(exported.body).toMatchObject({ merchant_id: merchant.merchant_id, next_sequence: null });

    const verify = async (name: string, body: unknown) => {
      const file = join(folder, name);
      writeFileSync(file, JSON.stringify(body));
      return adminCli<Record<string, unknown>>(stack.env, ['audit', 'verify', file]).catch(
        (error: { stdout: string }) => JSON.parse(error.stdout) as Record<string, unknown>,
      );
    };
    expect(await verify('intact.json', exported.body)).toMatchObject({ ok: true, count: chain.length, last_hash: chain.at(-1)!.hash });

    const altered: AuditChainEntry[] = chain.map((entry) => ({ ...entry }));
    altered[1] = { ...altered[1], actor: { ...altered[1].actor, id: 'someone_else' } };
    expect(await verify('altered.json', { ...exported.body, entries: altered })).toMatchObject({ ok: false, sequence: 2 });

    const removed = chain.filter((entry) => entry.sequence !== 2);
    expect(await verify('removed.json', { ...exported.body, entries: removed })).toMatchObject({ ok: false, sequence: 3 });

    // Pages continue where they stop.
    const first = await api.get<AuditExport>('/audit-events/export?max_entries=2');
    expect(first.body.next_sequence).toBe(3);
    const rest = await api.get<AuditExport>(`/audit-events/export?from_sequence=${first.body.next_sequence}`);
    expect([...first.body.entries, ...rest.body.entries]).toEqual(chain);
  });
});

/** An M2M MCP access key, made by an operator as `admin access-key create --kind mcp --auth m2m` makes it. */
function createMcpKey(env: Record<string, string>, merchantId: string, scopes: string[]) {
  return createAccessKey(env, merchantId, { kind: 'mcp', auth: 'm2m', scopes });
}

/** An MCP token minted at the REST API's token endpoint, as an agent mints it. */
async function mintMcpToken(apiUrl: string, key: { client_id: string; client_secret: string }): Promise<string> {
  const response = await fetch(`${apiUrl}/access-keys/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: key.client_id, client_secret: key.client_secret, audience: 'mcp' }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (response.status !== 200 || !body.access_token) throw new Error(`token request answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

/** An SDK client whose HTTP requests all carry `requestId` as `X-Request-Id`. */
async function connectClientWithRequestId(mcpUrl: string, token: string, requestId: string) {
  const { Client: SdkClient } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId } },
  });
  const client = new SdkClient({ name: 'netline-audit-e2e', version: '1.0.0' });
  await client.connect(transport);
  return { client };
}
