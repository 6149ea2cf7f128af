import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buyerToolOperations } from '@netline/catalogue';
import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack, signInBuyer, waitFor } from '@netline/testing';
import { randomUUID } from 'node:crypto';
import { toolName } from '../src/tools/tool-catalogue';
import { connectClient, toolError } from './mcp-support';

/**
 * A buyer API token end to end on the shared stack: a buyer signs in to the portal with the link mailed
 * to a customer's AP address, mints a token through the portal's route (Settings › API access), and an
 * assistant connects the official MCP SDK client with it. The token gets the buyer tool set only; its
 * customer's invoices are answered by billing; another customer of the same merchant is a tool error.
 * The same token is a Bearer credential on `/portal/api` and none on `/api`; once revoked it opens
 * neither (within the edges' 5-second cache).
 */
describe('buyer API tokens and the buyer tool set', () => {
  let stack: SharedStack;
  let origin: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    stack = await sharedStack();
    origin = new URL(stack.apiUrl).origin;
  });

  afterAll(async () => {
    for (const client of clients) await client.close().catch(() => undefined);
  });

  const customer = async (api: ApiClient, overrides: Record<string, unknown>) => {
    const created = await api.post('/customers', customerInput(overrides));
    expect(created.status).toBe(200);
    const id = created.body.id as string;
    expect((await api.post(`/sandbox/customers/${id}/credit-decision`, { decision: 'approved', amount: 20_000 })).status).toBe(200);
    return id;
  };
  const sentInvoice = async (api: ApiClient, customerId: string) => {
    const invoice = await api.post('/invoices', { customer_id: customerId, number: `INV-${randomUUID().slice(0, 8)}`, amount: 750 });
    expect(invoice.status).toBe(200);
    expect((await api.put(`/invoices/${invoice.body.id}/send`)).status).toBe(200);
    return invoice.body.id as string;
  };

  /** Signs the AP address in to the portal: its session cookie and CSRF token. */
  const signIn = (ap: string) => signInBuyer(stack, ap);

  it('mints a token in the portal whose MCP tools and /portal/api routes see only its own customer, until it is revoked', async () => {
    const tag = randomUUID().slice(0, 8);
    const ap = `ap-${tag}@tokens.example`;
    const merchant = await createMerchant(stack.env, `Buyer Tokens ${tag}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const own = await customer(api, { business_ap_email: ap, business_name: `Token Buyer ${tag}` });
    const other = await customer(api, { business_name: `Other Buyer ${tag}` });
    const ownInvoice = await sentInvoice(api, own);
    await sentInvoice(api, other);

    const session = await signIn(ap);
    const portal = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}/portal/api${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const asSession = { cookie: session.cookie, 'x-csrf-token': session.csrf };

    // Minting needs the session and its CSRF token.
    expect((await portal('POST', '/tokens', { name: 'Books assistant' }, { cookie: session.cookie })).status).toBe(403);
    const minted = await portal('POST', '/tokens', { name: 'Books assistant' }, asSession);
    expect(minted.status).toBe(201);
    const created = (await minted.json()) as { id: string; secret: string; hint: string; expires_at: string };
    expect(created.secret).toMatch(/^nlbt_[A-Za-z0-9_-]{43}$/);
    expect(new Date(created.expires_at).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000);
    const listed = (await (await portal('GET', '/tokens', undefined, { cookie: session.cookie })).json()) as { results: Array<{ id: string }> };
    expect(listed.results.map((token) => token.id)).toEqual([created.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    // A token is no credential for the token routes.
    expect((await portal('GET', '/tokens', undefined, { authorization: `Bearer ${created.secret}` })).status).toBe(401);

    // The assistant: the buyer tool set and nothing else.
    const { client } = await connectClient(stack.mcpUrl, created.secret);
    clients.push(client);
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual(
      buyerToolOperations('sandbox')
        .map((operation) => toolName(operation.operationId))
        .sort(),
    );
    expect(names).not.toContain('list_invoices');

    const invoices = (await client.callTool({ name: 'buyer_list_invoices', arguments: { customer_id: own } })) as CallToolResult;
    expect(invoices.isError).toBeFalsy();
    const envelope = invoices.structuredContent as { count: number; results: Array<{ id: string; customer_id: string; payment_page_url: string | null }> };
    expect(envelope.results.map((invoice) => invoice.id)).toEqual([ownInvoice]);
    expect(envelope.results[0].customer_id).toBe(own);
    expect(toolError(await client.callTool({ name: 'buyer_list_invoices', arguments: { customer_id: other } }))).toMatchObject({
      type: 'not_found_error',
    });

    // The same token on /portal/api as a Bearer credential (no CSRF token for a token), and not on /api.
    const bearer = { authorization: `Bearer ${created.secret}` };
    const viaRest = await portal('GET', `/customers/${own}/invoices`, undefined, bearer);
    expect(viaRest.status).toBe(200);
    expect(((await viaRest.json()) as { results: Array<{ id: string }> }).results.map((invoice) => invoice.id)).toEqual([ownInvoice]);
    expect((await portal('GET', `/customers/${other}/invoices`, undefined, bearer)).status).toBe(404);
    const requested = await portal('POST', `/customers/${own}/credit-line-requests`, { amount: 30_000, reason: 'Busy season ahead' }, bearer);
    expect(requested.status).toBe(200);
    const merchantApi = await fetch(`${stack.apiUrl}/invoices`, { headers: bearer });
    expect(merchantApi.status).toBe(401);

    // Revoked: both doors refuse it once the edges' cache has let it go (at most 5 seconds). The waits are
    // longer: a read that began while the cache still held the token answers 200, and on two loaded cores
    // one read has taken seconds.
    const revoked = await portal('DELETE', `/tokens/${created.id}`, undefined, asSession);
    expect(revoked.status).toBe(200);
    expect(((await revoked.json()) as { revoked_at: string | null }).revoked_at).not.toBeNull();
    const restStatus = await waitFor(
      async () => (await portal('GET', `/customers/${own}/invoices`, undefined, bearer)).status,
      (status) => status === 401,
      20_000,
    );
    expect(restStatus).toBe(401);
    const mcpStatus = await waitFor(
      async () =>
        (
          await fetch(stack.mcpUrl, {
            method: 'POST',
            headers: { ...bearer, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
          })
        ).status,
      (status) => status === 401,
      20_000,
    );
    expect(mcpStatus).toBe(401);
  });
});
