import { CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { BUYER_OPERATIONS, buyerToolOperations } from '@netline/catalogue';
import { BuyerPortalSubjects, IdentitySubjects } from '@netline/contracts';
import { toolError } from '../test/mcp-support';
import { KnownAccount, useMcpWorld } from './mcp.medium-fixture';
import { ToolCatalogue, toolName } from './tools/tool-catalogue';

/**
 * The buyer tool set in the MCP app (`mcp.medium-fixture.ts`): a buyer API token (`nlbt_…`), verified by
 * the fake identity with what its address reaches, gets the buyer portal's operations as tools and
 * nothing else; each call acts in the merchant of the customer it names, with the buyer principal the
 * services check, and a customer the grant does not name is not found before anything is forwarded.
 */
describe('the buyer tool set (medium)', () => {
  const world = useMcpWorld();
  let merchant: KnownAccount;
  let ownCustomerId: string;
  let otherCustomerId: string;

  beforeAll(() => {
    merchant = world.merchant();
    const own = world.customer(merchant, { business_name: 'Own Buyer LLC' });
    const other = world.customer(merchant, { business_name: 'Other Buyer LLC' });
    ownCustomerId = own.id;
    otherCustomerId = other.id;
    world.invoice(merchant, own);
    world.invoice(merchant, other);
  });

  const post = (token: string, body: unknown) =>
    fetch(world.mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  it("lists exactly the buyer catalogue's tools to a buyer token, and no buyer tool to a merchant's token", async () => {
    const { token } = world.buyerToken([{ merchant_id: merchant.id, customer_id: ownCustomerId }]);
    const { client } = await world.connect(token);
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual(
      buyerToolOperations('sandbox')
        .map((operation) => toolName(operation.operationId))
        .sort(),
    );
    expect(names).toEqual(new ToolCatalogue('buyer', BUYER_OPERATIONS, 'sandbox').tools.map((tool) => tool.name).sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'buyer_list_invoices',
        'buyer_fetch_current_statement',
        'buyer_open_dispute',
        'buyer_create_promise_to_pay',
        'buyer_create_credit_line_request',
      ]),
    );
    // Bytes are not tools.
    expect(names).not.toContain('buyer_download_invoice_pdf');
    expect(client.getInstructions()).toContain('buyer portal');

    const { client: merchantClient } = await world.connect(await world.token(merchant, 'merchant:read merchant:write'));
    const merchantNames = (await merchantClient.listTools()).tools.map((tool) => tool.name);
    expect(merchantNames.filter((name) => name.startsWith('buyer_'))).toEqual([]);
    const unknown = await merchantClient.callTool({ name: 'buyer_list_invoices', arguments: { customer_id: ownCustomerId } }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(McpError);
  });

  it("answers its own customer's invoices, asking billing as the buyer acting in that customer's merchant", async () => {
    const { token, email } = world.buyerToken([{ merchant_id: merchant.id, customer_id: ownCustomerId }]);
    const { client } = await world.connect(token);
    const result = (await client.callTool({ name: 'buyer_list_invoices', arguments: { customer_id: ownCustomerId } })) as CallToolResult;
    expect(result.isError).toBeFalsy();
    const listed = result.structuredContent as { count: number; results: Array<{ customer_id: string; payment_page_url: string }> };
    expect(listed.count).toBe(1);
    expect(listed.results[0].customer_id).toBe(ownCustomerId);
    // A link Netline makes is not outside text.
    expect(listed.results[0].payment_page_url).toMatch(/^https:\/\/pay\.netline\.example\//);
    const request = world.services.requests(BuyerPortalSubjects.listInvoices).at(-1)!;
    expect(request.principal).toMatchObject({
      merchant_id: merchant.id,
      actor: { type: 'buyer', id: email },
      scopes: [],
      buyer: { email, customers: [{ merchant_id: merchant.id, customer_ids: [ownCustomerId] }] },
      via: { channel: 'mcp', client_id: expect.stringMatching(/^bat_/) },
    });
  });

  it('answers not found for a customer the grant does not name, even of the same merchant, forwarding nothing', async () => {
    const { token } = world.buyerToken([{ merchant_id: merchant.id, customer_id: ownCustomerId }]);
    const { client } = await world.connect(token);
    const before = world.services.requests(BuyerPortalSubjects.listInvoices).length;
    for (const customerId of [otherCustomerId, 'cus_nobody']) {
      const refused = toolError(await client.callTool({ name: 'buyer_list_invoices', arguments: { customer_id: customerId } }));
      expect(refused).toMatchObject({ type: 'not_found_error', message: 'Customer not found' });
    }
    expect(toolError(await client.callTool({ name: 'buyer_open_dispute', arguments: { customer_id: otherCustomerId, invoice_id: 'inv_x' } }))).toMatchObject({
      type: 'not_found_error',
    });
    expect(world.services.requests(BuyerPortalSubjects.listInvoices)).toHaveLength(before);
  });

  it('knows no merchant tool, and sends nothing to the merchant API for a buyer token', async () => {
    const { token } = world.buyerToken([{ merchant_id: merchant.id, customer_id: ownCustomerId }]);
    const { client } = await world.connect(token);
    for (const name of ['list_invoices', 'fetch_customer', 'list_merchants']) {
      const unknown = await client.callTool({ name, arguments: { customer_id: ownCustomerId } }).catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(McpError);
      expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams);
    }
    // A buyer token names no merchant account: identity is never asked for one.
    expect(world.identity.requests(IdentitySubjects.getMerchant).some((request) => request.body.merchant_id === '')).toBe(false);
  });

  it('refuses an unknown buyer token, and an address that reaches nothing, with a 401', async () => {
    const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };
    const forged = `nlbt_${'A'.repeat(43)}`;
    const unknown = await post(forged, ping);
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const { token } = world.buyerToken([]);
    expect((await post(token, ping)).status).toBe(401);
    // Shorter or longer than a real secret: refused without asking identity.
    const asked = world.identity.requests('identity.buyer-api-tokens.verify').length;
    expect((await post('nlbt_short', ping)).status).toBe(401);
    expect(world.identity.requests('identity.buyer-api-tokens.verify')).toHaveLength(asked);
  });
});
