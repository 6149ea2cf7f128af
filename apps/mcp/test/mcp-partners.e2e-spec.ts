import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import {
  accessKeyArgs,
  adminCli,
  ApiClient,
  createMerchant,
  createPartner,
  customerInput,
  MerchantCredentials,
  PartnerCredentials,
  PartnerOperations,
  PartnerPaths,
  ROOT,
  SharedStack,
  sharedStack,
  SharedStackProcess,
  SharedStackReplica,
  subMerchantInput,
  waitFor,
} from '@netline/testing';
import { decodeJwt } from 'jose';
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildToolSets } from '../src/tools/tool-sets';
import { connectClient, createMcpKey, McpKey, mintMcpToken, OutputCheck, toolError } from './mcp-support';

const run = promisify(execFile);

/**
 * Partners over MCP (docs/partners.md, "AI assistants (MCP)"): a partner account's MCP key gets the
 * partner tool set in place of the merchant one, gated by its `marketplace_partner:*` or
 * `single_merchant_partner:*` scopes, and every call acts with the partner's grant as the REST API does.
 * Driven by the SDK's own `Client` against two MCP replicas, each client talking to one replica, so a
 * sub-merchant created through one replica is named at once through the other.
 */
describe('MCP for partners', () => {
  const { merchant: merchantTools, partner: partnerTools } = buildToolSets('sandbox');
  let stack: SharedStack;
  let mcpUrl: string;
  let replicas: SharedStackProcess[];
  let replica: SharedStackReplica;
  let marketplace: PartnerCredentials;
  let platform: PartnerCredentials;
  let merchant: MerchantCredentials;
  let marketplaceApi: ApiClient<PartnerPaths>;
  let platformApi: ApiClient<PartnerPaths>;
  let marketplaceWriteKey: McpKey;
  let marketplaceReadKey: McpKey;
  /** The marketplace's write token, one client per replica. */
  let viaFirst: Client;
  let viaSecond: Client;
  let platformClient: Client;
  let check: OutputCheck<PartnerOperations>;
  const clients: Client[] = [];

  const connect = async (key: McpKey, url = mcpUrl) => {
    const { client } = await connectClient(url, await mintMcpToken(stack.apiUrl, key));
    clients.push(client);
    return client;
  };
  const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
  const names = (tools: Array<{ name: string }>) => tools.map((tool) => tool.name).sort();
  const number = () => `P-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  beforeAll(async () => {
    stack = await sharedStack();
    // Identity mints MCP tokens for the stack's MCP URL; the second replica accepts it as its audience too.
    mcpUrl = stack.mcpUrl;
    replica = await stack.launchReplica('mcp');
    replicas = [stack.process('mcp'), replica];
    marketplace = await createPartner(stack.env, 'marketplace', 'MCP Bazaar', ['--oauth', 'on']);
    platform = await createPartner(stack.env, 'single_merchant', 'MCP Platform', ['--oauth', 'on']);
    merchant = await createMerchant(stack.env, 'MCP Plain Merchant', ['--oauth', 'on']);
    marketplaceApi = ApiClient.partner(stack.apiUrl, marketplace.partner_id, marketplace.secret_key);
    platformApi = ApiClient.partner(stack.apiUrl, platform.partner_id, platform.secret_key);
    marketplaceWriteKey = await createMcpKey(stack.env, marketplace.partner_id, ['marketplace_partner:read', 'marketplace_partner:write']);
    marketplaceReadKey = await createMcpKey(stack.env, marketplace.partner_id, ['marketplace_partner:read']);
    viaFirst = await connect(marketplaceWriteKey, `${replicas[0].url}/mcp`);
    viaSecond = await connect(marketplaceWriteKey, `${replicas[1].url}/mcp`);
    platformClient = await connect(await createMcpKey(stack.env, platform.partner_id, ['single_merchant_partner:write']));
    check = new OutputCheck<PartnerOperations>((await viaFirst.listTools()).tools);
  });

  afterAll(async () => {
    for (const client of clients) await client.close();
    await replica?.stop();
  });

  describe('keys and tokens', () => {
    it("mints MCP tokens from a partner's key, for the partner's account and the partner scopes", async () => {
      const claims = decodeJwt(await mintMcpToken(stack.apiUrl, marketplaceWriteKey));
      expect(claims).toMatchObject({
        merchant_id: marketplace.partner_id,
        scope: 'marketplace_partner:read marketplace_partner:write',
        kind: 'mcp',
        aud: mcpUrl,
      });
      const refused = await adminCli(stack.env, accessKeyArgs(marketplace.partner_id, { kind: 'mcp', scopes: ['merchant:write'] })).catch(
        (error: { stdout: string }) => JSON.parse(error.stdout),
      );
      expect(refused.error).toMatchObject({ code: 'COMMON.VALIDATION', message: expect.any(String) });
    });
  });

  describe('tools/list', () => {
    it("lists the partner tools to a marketplace's write token, in place of the merchant ones", async () => {
      const { tools } = await viaFirst.listTools();
      expect(names(tools)).toEqual(names(partnerTools.tools));
      for (const name of [
        'list_merchants',
        'create_merchant',
        'get_merchant',
        'update_merchant',
        'list_merchant_documents',
        'create_merchant_document_upload_request',
        'create_payment',
        'create_invoice',
        'sandbox_decide_merchant_underwriting',
      ]) {
        expect(names(tools)).toContain(name);
      }
      for (const name of [
        'list_charges',
        'fetch_charge',
        'capture_charge',
        'cancel_charge',
        'update_charge',
        'enroll_a_customer',
        'sandbox_advance_clock',
        'sandbox_authorize_charge',
      ]) {
        expect(names(tools)).not.toContain(name);
      }
      const createInvoice = tools.find((tool) => tool.name === 'create_invoice')!;
      expect(createInvoice.inputSchema.required).toEqual(expect.arrayContaining(['merchant_id', 'customer_id', 'number', 'amount']));
      expect(tools.find((tool) => tool.name === 'create_merchant')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
      expect(viaFirst.getInstructions()).toContain('partners API');
      // The other replica answers the same.
      expect(names((await viaSecond.listTools()).tools)).toEqual(names(partnerTools.tools));
    });

    it('lists only the partner read tools to a read token, and refuses its writes naming the partner scope', async () => {
      const reader = await connect(marketplaceReadKey);
      const { tools } = await reader.listTools();
      expect(names(tools)).toEqual(names(partnerTools.tools.filter((tool) => tool.operation.access === 'read')));
      expect(names(tools)).toEqual(expect.arrayContaining(['list_merchants', 'get_merchant', 'list_merchant_documents', 'list_customers', 'fetch_invoice']));
      expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);

      const before = (await marketplaceApi.get('/merchants')).body.count;
      expect(toolError(await call(reader, 'create_merchant', subMerchantInput()))).toEqual({
        type: 'forbidden_error',
        message: 'The tool create_merchant needs the marketplace_partner:write scope',
      });
      expect((await marketplaceApi.get('/merchants')).body.count).toBe(before);
      expect(check.ok('list_merchants', await call(reader, 'list_merchants', { limit: 10 }))).toMatchObject({ count: before });
    });

    it("still lists the merchant tools to a merchant's token, and no partner tool", async () => {
      const merchantClient = await connect(await createMcpKey(stack.env, merchant.merchant_id, ['merchant:write']));
      const { tools } = await merchantClient.listTools();
      expect(names(tools)).toEqual(names(merchantTools.tools));
      expect(names(tools)).toEqual(expect.arrayContaining(['list_charges', 'enroll_a_customer']));
      expect(names(tools)).not.toContain('create_merchant');
      const unknown = await call(merchantClient, 'list_merchants').catch((error: unknown) => error);
      expect(unknown).toBeInstanceOf(McpError);
      expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams);
    });

    it('answers a merchant-only tool as unknown to a partner, like REST answers its path 404', async () => {
      for (const name of ['list_charges', 'enroll_a_customer']) {
        const unknown = await call(viaFirst, name, name === 'enroll_a_customer' ? { customer_id: 'cus_x' } : {}).catch((error: unknown) => error);
        expect(unknown).toBeInstanceOf(McpError);
        expect((unknown as McpError).code).toBe(ErrorCode.InvalidParams);
      }
    });
  });

  describe('tools/call', () => {
    let seller: { id: string };
    let customer: { id: string };

    it('creates a sub-merchant and a customer, both visible through REST with the Basic credentials', async () => {
      seller = check.ok(
        'create_merchant',
        await call(viaFirst, 'create_merchant', subMerchantInput({ legal_business_name: 'Kestrel Supply LLC', dba_name: 'Kestrel Supply' })),
      );
      expect(seller).toMatchObject({
        id: expect.stringMatching(/^kestrelsupply/),
        legal_business_name: 'Kestrel Supply LLC',
        business_phone: '+15125550123',
        formation_state: 'TX',
      });
      const restSeller = await marketplaceApi.get(`/merchants/${seller.id}`);
      expect(restSeller.status).toBe(200);
      expect(restSeller.body).toMatchObject({ id: seller.id, legal_business_name: 'Kestrel Supply LLC' });

      customer = check.ok(
        'create_customer',
        await call(viaSecond, 'create_customer', customerInput({ business_name: 'Cafe Lisboa', external_id: 'buyer-mcp-1' })),
      );
      expect(customer).toMatchObject({ id: expect.stringMatching(/^cus_/), external_id: 'buyer-mcp-1' });
      expect(customer).not.toHaveProperty('merchant_id');
      const restCustomer = await marketplaceApi.get(`/customers/${customer.id}`);
      expect(restCustomer.status).toBe(200);
      expect(restCustomer.body).toEqual(customer);
      expect(check.ok('get_merchant', await call(viaSecond, 'get_merchant', { merchant_id: seller.id }))).toMatchObject({ id: seller.id });
    });

    it('names a new sub-merchant in the very next call, on the replica that created it and on the other', async () => {
      // Both replicas hold the marketplace's grant from a call just now, without the sub-merchant made next.
      for (const client of [viaFirst, viaSecond]) check.ok('list_merchants', await call(client, 'list_merchants'));
      const fresh = check.ok(
        'create_merchant',
        await call(viaFirst, 'create_merchant', subMerchantInput({ legal_business_name: 'Osprey Parts LLC', dba_name: 'Osprey Parts' })),
      );
      const onOther = check.ok(
        'create_invoice',
        await call(viaSecond, 'create_invoice', { merchant_id: fresh.id, customer_id: customer.id, number: number(), amount: 120 }),
      );
      expect(onOther).toMatchObject({ merchant_id: fresh.id, customer_id: customer.id, status: 'unsent' });
      const another = check.ok(
        'create_merchant',
        await call(viaSecond, 'create_merchant', subMerchantInput({ legal_business_name: 'Heron Tools LLC', dba_name: 'Heron Tools' })),
      );
      const onSame = check.ok(
        'create_invoice',
        await call(viaSecond, 'create_invoice', { merchant_id: another.id, customer_id: customer.id, number: number(), amount: 80 }),
      );
      expect(onSame).toMatchObject({ merchant_id: another.id });
      const listed = await marketplaceApi.get(`/invoices?filter[merchant_id]=${fresh.id}`);
      expect(listed.body.results.map((invoice) => invoice.id)).toEqual([onOther.id]);
    });

    it('applies the partner rules: invoices name their sub-merchant, a marketplace customer takes none', async () => {
      const missing = toolError(await call(viaFirst, 'create_invoice', { customer_id: customer.id, number: number(), amount: 10 }));
      expect(missing).toMatchObject({ type: 'validation_error', details: [{ path: 'merchant_id', message: expect.any(String) }] });
      const refused = toolError(await call(viaFirst, 'create_customer', customerInput({ merchant_id: seller.id })));
      expect(refused).toMatchObject({ type: 'validation_error', details: [expect.objectContaining({ path: 'merchant_id' })] });
    });

    it("makes a single-merchant platform name each customer's sub-merchant", async () => {
      const missing = toolError(await call(platformClient, 'create_customer', customerInput()));
      expect(missing).toMatchObject({ type: 'validation_error', details: [expect.objectContaining({ path: 'merchant_id' })] });
      const own = check.ok(
        'create_merchant',
        await call(platformClient, 'create_merchant', subMerchantInput({ legal_business_name: 'Wren Goods LLC', dba_name: 'Wren Goods' })),
      );
      const owned = check.ok('create_customer', await call(platformClient, 'create_customer', customerInput({ merchant_id: own.id })));
      expect(owned).toMatchObject({ merchant_id: own.id });
      expect((await platformApi.get(`/customers?filter[merchant_id]=${own.id}`)).body.results.map((row) => row.id)).toEqual([owned.id]);
    });

    it("lets no partner token see or touch another partner's objects, or a merchant's (404 as isError)", async () => {
      const invoice = check.ok(
        'create_invoice',
        await call(viaFirst, 'create_invoice', { merchant_id: seller.id, customer_id: customer.id, number: number(), amount: 55 }),
      );
      const notFound = async (client: Client, name: string, args: Record<string, unknown>) => {
        const error = toolError(await call(client, name, args));
        expect({ name, type: error.type }).toEqual({ name, type: 'not_found_error' });
      };
      await notFound(platformClient, 'get_merchant', { merchant_id: seller.id });
      await notFound(platformClient, 'update_merchant', { merchant_id: seller.id, website: 'https://intruder.example' });
      await notFound(platformClient, 'list_merchant_documents', { merchant_id: seller.id });
      await notFound(platformClient, 'fetch_customer', { customer_id: customer.id });
      await notFound(platformClient, 'update_customer', { customer_id: customer.id, business_name: 'Taken Over' });
      await notFound(platformClient, 'fetch_invoice', { invoice_id: invoice.id });
      await notFound(platformClient, 'send_invoice', { invoice_id: invoice.id });
      await notFound(platformClient, 'create_customer', customerInput({ merchant_id: seller.id }));
      const platformSeller = (await platformApi.post('/merchants', subMerchantInput({ legal_business_name: 'Finch Wares LLC', dba_name: 'Finch Wares' }))).body;
      await notFound(viaFirst, 'get_merchant', { merchant_id: platformSeller.id });
      await notFound(viaFirst, 'create_invoice', { merchant_id: platformSeller.id, customer_id: customer.id, number: number(), amount: 5 });

      const merchantApi = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
      const merchantCustomer = (await merchantApi.post('/customers', customerInput())).body;
      await notFound(viaFirst, 'fetch_customer', { customer_id: merchantCustomer.id });
      await notFound(platformClient, 'fetch_customer', { customer_id: merchantCustomer.id });

      const listed = JSON.stringify([
        check.ok('list_merchants', await call(platformClient, 'list_merchants')),
        check.ok('list_customers', await call(platformClient, 'list_customers')),
        check.ok('list_invoices', await call(platformClient, 'list_invoices')),
      ]);
      for (const id of [seller.id, customer.id, invoice.id, merchantCustomer.id]) expect(listed).not.toContain(id);
      // The marketplace's objects are as they were.
      expect((await marketplaceApi.get(`/merchants/${seller.id}`)).body.website ?? null).toBeNull();
      expect((await marketplaceApi.get(`/customers/${customer.id}`)).body.business_name).toBe('Cafe Lisboa');
      expect((await marketplaceApi.get(`/invoices/${invoice.id}`)).body.sent_at).toBeNull();
    });

    it('logs partner calls with the partner account and the partner tool set', async () => {
      const entries = await waitFor(
        async () =>
          [...stack.logLines('mcp'), ...replica.lines]
            .filter((line) => line.startsWith('{'))
            .map((line) => JSON.parse(line) as Record<string, unknown>)
            .filter((entry) => entry.msg === 'tool call'),
        (found) => found.some((entry) => entry.tool === 'create_merchant' && entry.merchant_id === marketplace.partner_id),
      );
      expect(entries).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ merchant_id: marketplace.partner_id, auth: 'm2m', tool_set: 'partner', tool: 'create_merchant', outcome: 'ok' }),
        ]),
      );
    });
  });

  describe('the OAuth switch', () => {
    it("locks a partner's tokens out within seconds of switching OAuth off; back on, tokens minted since get in", async () => {
      const partner = await createPartner(stack.env, 'marketplace', 'Switch Bazaar', ['--oauth', 'on']);
      const key = await createMcpKey(stack.env, partner.partner_id, ['marketplace_partner:read']);
      let token = await mintMcpToken(stack.apiUrl, key);
      // Paced: refused requests count against the client address's window, which the token endpoint shares.
      const ping = async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        return fetch(`${replicas[1].url}/mcp`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
        });
      };
      expect((await ping()).status).toBe(200);
      await adminCli(stack.env, ['merchant', 'update', partner.partner_id, '--oauth', 'off']);
      // Each replica trusts the account's settings for at most AUTH_CACHE_TTL_MS (5 s).
      expect((await waitFor(ping, (response) => response.status === 401, 10_000)).status).toBe(401);
      await adminCli(stack.env, ['merchant', 'update', partner.partner_id, '--oauth', 'on']);
      // Switching OAuth off ended the tokens issued before it; a new one gets in.
      const old = token;
      token = await mintMcpToken(stack.apiUrl, key);
      expect((await waitFor(ping, (response) => response.status === 200, 10_000)).status).toBe(200);
      token = old;
      expect((await ping()).status).toBe(401);
    });
  });

  describe('the MCP Inspector (command-line mode)', () => {
    it('lists the partner tools with its schema portability check finding no errors', async () => {
      const inspector = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'clients', 'launcher', 'build', 'index.js');
      const home = mkdtempSync(join(tmpdir(), 'mcp-inspector-'));
      const token = await mintMcpToken(stack.apiUrl, marketplaceWriteKey);
      const { stdout } = await run(
        process.execPath,
        [inspector, '--cli', mcpUrl, '--transport', 'http', '--header', `Authorization: Bearer ${token}`, '--method', 'tools/list', '--strict'],
        {
          env: { ...process.env, HOME: home },
          timeout: 60_000,
        },
      );
      expect(names((JSON.parse(stdout) as { tools: Array<{ name: string }> }).tools)).toEqual(names(partnerTools.tools));
    });
  });
});
