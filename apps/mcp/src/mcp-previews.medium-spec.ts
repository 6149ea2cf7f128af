import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { InvoiceSubjects } from '@netline/contracts';
import { ManualClock } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { connectStatelessClient, OutputCheck, toolError } from '../test/mcp-support';
import { loadMcpConfig } from './config';
import { KnownAccount, MCP_MEDIUM_START, useMcpWorld } from './mcp.medium-fixture';
import { ConfirmationBinding, ConfirmationStore, fingerprintOf } from './tools/confirmations';
import type { Preview } from './tools/previews';

/**
 * Previews and confirmation of the money-moving tools (docs/mcp.md, "Previews and confirmation"): the
 * handle store against the real Redis, and the MCP app in one process (`mcp.medium-fixture.ts`, services
 * faked over real NATS) driven by the official SDK clients, v1 and v2. The whole stack (an invoice left
 * unsent by a preview, one credit note after two confirmations) is in test/mcp-previews.e2e-spec.ts.
 */
describe('previews and confirmation (medium)', () => {
  describe('the handle store and its fingerprint', () => {
    const config = loadMcpConfig({ ...process.env, NETLINE_NAMESPACE: `p${randomBytes(5).toString('hex')}` });
    const clock = new ManualClock(MCP_MEDIUM_START);
    let redis: IORedis;
    let store: ConfirmationStore;
    const binding: ConfirmationBinding = { accountId: 'mer_1', actor: 'access_key:ci_1', tool: 'merchant:void_invoice', fingerprint: 'f1' };

    beforeAll(() => {
      redis = new IORedis(config.REDIS_URL);
      store = new ConfirmationStore(redis, config, 60_000, clock);
    });
    beforeEach(() => clock.set(MCP_MEDIUM_START));
    afterAll(async () => {
      const keys = await redis.keys(`${config.NETLINE_NAMESPACE}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });

    it('issues an opaque handle for 10 minutes, kept under the mcp-confirmation prefix', async () => {
      const issued = await store.issue(binding);
      expect(issued.handle).toMatch(/^mcpc_[A-Za-z0-9_-]{43}$/);
      expect(issued.expiresAt.toISOString()).toBe('2030-05-06T09:10:00.000Z');
      expect(await redis.exists(`${config.NETLINE_NAMESPACE}:mcp-confirmation:${issued.handle}`)).toBe(1);
      expect((await store.issue(binding)).handle).not.toBe(issued.handle);
    });

    it('confirms for the same account, actor, tool and arguments, and again once confirmed, even after the ten minutes', async () => {
      const { handle } = await store.issue(binding);
      await expect(store.confirm(handle, binding)).resolves.toEqual({ ok: true });
      clock.set('2030-05-06T09:30:00.000Z');
      await expect(store.confirm(handle, binding)).resolves.toEqual({ ok: true });
      // Kept as long as the result is (the store's result lifetime, 60 s here), not the ten minutes.
      expect(await redis.pttl(`${config.NETLINE_NAMESPACE}:mcp-confirmation:${handle}`)).toBeGreaterThan(50_000);
      expect(await redis.pttl(`${config.NETLINE_NAMESPACE}:mcp-confirmation:${handle}`)).toBeLessThanOrEqual(60_000);
    });

    it('refuses another caller, another tool, other arguments, an expired, an unknown and a malformed handle, and stays unconfirmed', async () => {
      const { handle } = await store.issue(binding);
      await expect(store.confirm(handle, { ...binding, accountId: 'mer_2' })).resolves.toEqual({ ok: false, refusal: 'other_caller' });
      await expect(store.confirm(handle, { ...binding, actor: 'access_key:ci_2' })).resolves.toEqual({ ok: false, refusal: 'other_caller' });
      await expect(store.confirm(handle, { ...binding, tool: 'merchant:cancel_invoice' })).resolves.toEqual({ ok: false, refusal: 'other_tool' });
      await expect(store.confirm(handle, { ...binding, fingerprint: 'f2' })).resolves.toEqual({ ok: false, refusal: 'other_arguments' });
      await expect(store.confirm(`mcpc_${randomBytes(32).toString('base64url')}`, binding)).resolves.toEqual({ ok: false, refusal: 'unknown' });
      await expect(store.confirm('inv_1', binding)).resolves.toEqual({ ok: false, refusal: 'malformed' });
      clock.set('2030-05-06T09:10:00.000Z');
      await expect(store.confirm(handle, binding)).resolves.toEqual({ ok: false, refusal: 'expired' });
      clock.set('2030-05-06T09:09:59.000Z');
      await expect(store.confirm(handle, binding)).resolves.toEqual({ ok: true });
    });

    it('lets every one of several concurrent confirmations through the handle (the act itself is claimed once by its idempotency record)', async () => {
      const { handle } = await store.issue(binding);
      const answers = await Promise.all(Array.from({ length: 5 }, () => store.confirm(handle, binding)));
      expect(answers).toEqual(Array.from({ length: 5 }, () => ({ ok: true })));
      expect(JSON.parse((await redis.get(`${config.NETLINE_NAMESPACE}:mcp-confirmation:${handle}`))!)).toMatchObject({ confirmed: true });
    });

    it('fingerprints the tool and its arguments in any key order, without idempotency_key and confirmation', () => {
      const base = fingerprintOf('create_credit_note', { invoice_id: 'inv_1', amount: 50, reason_code: 'other' });
      expect(fingerprintOf('create_credit_note', { reason_code: 'other', amount: 50, invoice_id: 'inv_1' })).toBe(base);
      expect(
        fingerprintOf('create_credit_note', { invoice_id: 'inv_1', amount: 50, reason_code: 'other', idempotency_key: 'k1', confirmation: 'mcpc_x' }),
      ).toBe(base);
      expect(fingerprintOf('create_credit_note', { invoice_id: 'inv_1', amount: 50.01, reason_code: 'other' })).not.toBe(base);
      expect(fingerprintOf('void_invoice', { invoice_id: 'inv_1', amount: 50, reason_code: 'other' })).not.toBe(base);
    });
  });

  describe('through the app', () => {
    const world = useMcpWorld();
    let merchant: KnownAccount;
    let token: string;
    let client: Client;
    let check: OutputCheck;

    beforeAll(async () => {
      merchant = world.merchant();
      token = await world.token(merchant, 'merchant:read merchant:write');
      client = (await world.connect(token)).client;
      check = new OutputCheck((await client.listTools()).tools);
    });
    beforeEach(() => world.clock.set(MCP_MEDIUM_START));

    const voids = () => world.services.requests(InvoiceSubjects.void).length;
    const structured = (result: unknown) => (result as CallToolResult).structuredContent as Record<string, unknown>;

    it('lists `confirmation` on exactly the money-moving tools, and an output schema that is the resource or a preview', async () => {
      const { tools } = await client.listTools();
      const withHandle = tools.filter((tool) => 'confirmation' in (tool.inputSchema.properties ?? {})).map((tool) => tool.name);
      expect(withHandle.sort()).toEqual(['cancel_invoice', 'capture_charge', 'create_credit_note', 'resolve_dispute', 'send_invoice', 'void_invoice']);
      const voidTool = tools.find((tool) => tool.name === 'void_invoice')!;
      expect(voidTool.outputSchema).toMatchObject({
        type: 'object',
        anyOf: [expect.objectContaining({ type: 'object' }), expect.objectContaining({ required: expect.arrayContaining(['preview', 'confirmation']) })],
      });
      expect(voidTool.description).not.toMatch(/confirm/i);
    });

    it('answers a preview that changes nothing (v1 client), and acts once on confirmation, replaying the first result', async () => {
      const customer = world.customer(merchant, { amount_available: 1000 });
      const invoice = world.invoice(merchant, customer, { amount_balance: 300, amount_due: 300 });
      const before = voids();
      const preview = check.ok<Preview>('void_invoice', await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } }));
      expect(preview).toMatchObject({
        preview: true,
        tool: 'void_invoice',
        amounts: { amount_balance: 300, amount_voided: 300 },
        customer_credit: { customer_id: customer.id, available_before: 1000, available_after: 1300 },
        ledger: [
          { account: `invoice_balance:${invoice.id}`, change: -300, description: expect.any(String) },
          { account: `customer_credit:${customer.id}`, change: 300, description: expect.any(String) },
        ],
        refusals: [],
        confirmation: expect.stringMatching(/^mcpc_/),
        expires_at: '2030-05-06T09:10:00.000Z',
      });
      expect(voids()).toBe(before);

      const handle = preview.confirmation;
      const first = await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id, confirmation: handle } });
      expect(voids()).toBe(before + 1);
      // The fake billing refuses this void (not found); the refusal is the call's result, replayed as it was.
      expect(world.services.requests(InvoiceSubjects.void).at(-1)).toMatchObject({ idempotency_key: `mcp-confirmation:${handle}` });
      const again = await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id, confirmation: handle, idempotency_key: 'other-key' } });
      expect(again).toEqual(first);
      expect(voids()).toBe(before + 1);
    });

    it('acts once when the same handle is confirmed twice at the same moment', async () => {
      const customer = world.customer(merchant);
      const invoice = world.invoice(merchant, customer);
      const handle = (structured(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } })) as { confirmation: string })
        .confirmation;
      const before = voids();
      const second = (await world.connect(token)).client;
      await Promise.all([client, second].map((using) => using.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id, confirmation: handle } })));
      expect(voids()).toBe(before + 1);
    });

    it('shows in the preview what the service would refuse, from the records (a paid invoice cannot be voided)', async () => {
      const customer = world.customer(merchant);
      const invoice = world.invoice(merchant, customer, { amount_paid: 100, amount_balance: 400 });
      const preview = check.ok('void_invoice', await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } }));
      expect(preview).toMatchObject({ refusals: [expect.stringContaining('cannot be voided')], ledger: [] });
    });

    it('refuses, changing nothing, an unknown handle, one of another key or merchant, an expired one and one for other arguments', async () => {
      const customer = world.customer(merchant);
      const invoice = world.invoice(merchant, customer);
      const other = world.invoice(merchant, customer);
      const before = voids();
      const handle = (structured(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } })) as { confirmation: string })
        .confirmation;

      const refused = async (args: Record<string, unknown>, using: Client = client) =>
        toolError(await using.callTool({ name: 'void_invoice', arguments: args }));
      expect(await refused({ invoice_id: invoice.id, confirmation: `mcpc_${randomBytes(32).toString('base64url')}` })).toMatchObject({
        type: 'invalid_request',
        code: 'MCP.CONFIRMATION_UNKNOWN',
      });
      expect(await refused({ invoice_id: other.id, confirmation: handle })).toMatchObject({
        type: 'invalid_request',
        code: 'MCP.CONFIRMATION_OTHER_ARGUMENTS',
      });
      expect(toolError(await client.callTool({ name: 'cancel_invoice', arguments: { invoice_id: invoice.id, confirmation: handle } }))).toMatchObject({
        code: 'MCP.CONFIRMATION_OTHER_TOOL',
      });

      // Another key of the same merchant, and another merchant.
      const otherMerchant = world.merchant();
      const strangers = [
        (await world.connect(await world.token({ ...merchant, clientId: 'ci_another_key' }, 'merchant:read merchant:write'))).client,
        (await world.connect(await world.token(otherMerchant, 'merchant:read merchant:write'))).client,
      ];
      for (const stranger of strangers) {
        expect(await refused({ invoice_id: invoice.id, confirmation: handle }, stranger)).toMatchObject({
          type: 'invalid_request',
          code: 'MCP.CONFIRMATION_OTHER_CALLER',
          message: 'This confirmation was issued to another caller',
        });
      }

      world.clock.set('2030-05-06T09:10:01.000Z');
      expect(await refused({ invoice_id: invoice.id, confirmation: handle })).toMatchObject({ type: 'invalid_request', code: 'MCP.CONFIRMATION_EXPIRED' });
      expect(await refused({ invoice_id: invoice.id, confirmation: 42 })).toMatchObject({ type: 'validation_error', details: [{ path: 'confirmation' }] });
      expect(voids()).toBe(before);
    });

    it('answers a preview to the v2 client on the stateless revision, which accepts it against the output schema', async () => {
      const customer = world.customer(merchant, { amount_available: 50 });
      const invoice = world.invoice(merchant, customer);
      const { client: v2 } = await connectStatelessClient(world.mcpUrl, token);
      try {
        const { tools } = await v2.listTools();
        const result = await v2.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } });
        expect(result.isError).toBeFalsy();
        expect(new OutputCheck(tools).ok('void_invoice', result)).toMatchObject({
          preview: true,
          customer_credit: { available_before: 50, available_after: 550 },
        });
      } finally {
        await v2.close();
      }
    });

    it('acts on the first call for a key whose merchant turned previews off', async () => {
      const automation = world.merchant();
      world.previewsOff(automation);
      const { client: robot } = await world.connect(await world.token(automation, 'merchant:read merchant:write'));
      const before = voids();
      const result = await robot.callTool({ name: 'void_invoice', arguments: { invoice_id: 'inv_paid' } });
      expect(toolError(result)).toMatchObject({ code: 'BILLING.INVOICE_PAID' });
      expect(voids()).toBe(before + 1);
    });
  });
});
