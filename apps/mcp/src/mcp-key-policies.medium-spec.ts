import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { AccessKeyPolicy, CustomerSubjects, InvoiceSubjects } from '@netline/contracts';
import { ManualClock } from '@netline/testing';
import IORedis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { OutputCheck, toolError } from '../test/mcp-support';
import { loadMcpConfig } from './config';
import { KnownAccount, MCP_MEDIUM_START, useMcpWorld } from './mcp.medium-fixture';
import { KeyPolicies } from './tools/key-policies';
import type { Preview } from './tools/previews';

/**
 * Key policies (docs/mcp.md, "Key policies and approvals"), enforced by the MCP app in one process
 * (`mcp.medium-fixture.ts`: identity's settings and approvals and billing's invoices faked over real NATS,
 * the day counters in the real Redis), driven by the official SDK client. Every refusal is a tool error the
 * model reads, and the service is not sent the call. The whole path (identity's approvals, an admin
 * approving in the dashboard, the audit trail) is in test/mcp-key-policies.e2e-spec.ts.
 */
describe('key policies (medium)', () => {
  describe('the day counter', () => {
    const config = loadMcpConfig({ ...process.env, NETLINE_NAMESPACE: `k${randomBytes(5).toString('hex')}` });
    const clock = new ManualClock(MCP_MEDIUM_START);
    let redis: IORedis;
    let other: IORedis;

    beforeAll(() => {
      redis = new IORedis(config.REDIS_URL);
      other = new IORedis(config.REDIS_URL);
    });
    afterAll(async () => {
      const keys = await redis.keys(`${config.NETLINE_NAMESPACE}:*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
      other.disconnect();
    });

    it('lets concurrent calls of two replicas reserve no more than the cap together, and releases what a call did not move', async () => {
      // Two replicas: two stores on two connections, one counter in Redis (the counter asks no peer: no RPC client).
      const replicas = [redis, other].map((connection) => new KeyPolicies(connection, undefined as never, config, clock));
      const reserved = await Promise.all(
        Array.from({ length: 10 }, (_, index) => replicas[index % 2].reserve('mer_1', 'ci_1', 'send_invoice', 30_000, 100_000)),
      );
      expect(reserved.filter((answer) => answer.ok)).toHaveLength(3);
      expect(reserved.find((answer) => !answer.ok)).toEqual({ ok: false, spentCents: 90_000 });
      const key = `${config.NETLINE_NAMESPACE}:mcp-policy-spend:mer_1:ci_1:send_invoice:2030-05-06`;
      expect(await redis.get(key)).toBe('90000');
      expect(await redis.pttl(key)).toBeGreaterThan(47 * 3_600_000);

      const first = reserved.find((answer) => answer.ok);
      if (!first?.ok) throw new Error('nothing reserved');
      await first.reservation.release();
      await first.reservation.release();
      expect(await redis.get(key)).toBe('60000');
      await expect(replicas[1].reserve('mer_1', 'ci_1', 'send_invoice', 40_000, 100_000)).resolves.toMatchObject({ ok: true });
      // Another key, tool or day counts apart.
      await expect(replicas[0].reserve('mer_1', 'ci_2', 'send_invoice', 100_000, 100_000)).resolves.toMatchObject({ ok: true });
      clock.set('2030-05-07T00:00:00.000Z');
      await expect(replicas[0].reserve('mer_1', 'ci_1', 'send_invoice', 100_000, 100_000)).resolves.toMatchObject({ ok: true });
    });
  });

  describe('through the app', () => {
    const world = useMcpWorld();
    beforeEach(() => world.clock.set(MCP_MEDIUM_START));

    const voids = () => world.services.requests(InvoiceSubjects.void).length;
    const structured = (result: unknown) => (result as CallToolResult).structuredContent as Record<string, unknown>;

    /** A merchant whose MCP key has `policy` (and previews off unless `previews`), connected with a write token. */
    async function keyWith(policy: AccessKeyPolicy, previews = false): Promise<{ merchant: KnownAccount; client: Client }> {
      const merchant = world.merchant();
      world.policy(merchant, policy);
      if (!previews) world.previewsOff(merchant);
      const { client } = await world.connect(await world.token(merchant, 'merchant:read merchant:write'));
      return { merchant, client };
    }

    /** An invoice of `merchant` for `amount` that the fake billing voids. */
    function voidableInvoice(merchant: KnownAccount, amount: number) {
      const invoice = world.invoice(merchant, world.customer(merchant, { amount_available: 10_000 }), { amount_due: amount, amount_balance: amount });
      world.voidable(merchant, invoice);
      return invoice;
    }

    it('refuses a tool outside allowed_tools, naming the policy, and sends nothing; an allowed tool runs', async () => {
      const { merchant, client } = await keyWith({ allowed_tools: ['fetch_customer', 'void_invoice'] });
      const before = world.services.requests(CustomerSubjects.create).length;
      const refused = toolError(await client.callTool({ name: 'create_customer', arguments: { business_name: 'Acme', email: 'a@acme.example' } }));
      expect(refused).toMatchObject({ type: 'forbidden_error', code: 'MCP.POLICY_TOOL_NOT_ALLOWED', message: expect.stringContaining('policy') });
      expect(refused.message).toContain('fetch_customer, void_invoice');
      expect(world.services.requests(CustomerSubjects.create).length).toBe(before);

      const customer = world.customer(merchant);
      const fetched = await client.callTool({ name: 'fetch_customer', arguments: { customer_id: customer.id } });
      expect(fetched.isError).toBeFalsy();
    });

    it('refuses a call above max_per_call with a message the model can read, and sends nothing', async () => {
      const { merchant, client } = await keyWith({ limits: { void_invoice: { max_per_call: 500 } } });
      const invoice = voidableInvoice(merchant, 800);
      const before = voids();
      expect(toolError(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } }))).toEqual({
        type: 'forbidden_error',
        code: 'MCP.POLICY_MAX_PER_CALL',
        message: "This access key's policy allows at most 500.00 per call of void_invoice; this call moves 800.00. Nothing was done.",
      });
      expect(voids()).toBe(before);

      const small = voidableInvoice(merchant, 500);
      expect(structured(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: small.id } }))).toMatchObject({ id: small.id, voided: true });
      expect(voids()).toBe(before + 1);
    });

    it('counts what the calls of a UTC day moved against max_per_day, releasing what a refused call reserved', async () => {
      const { merchant, client } = await keyWith({ limits: { void_invoice: { max_per_day: 1000 } } });
      const call = (invoiceId: string) => client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoiceId } });
      const before = voids();

      expect((await call(voidableInvoice(merchant, 600).id)).isError).toBeFalsy();
      // 600 + 600 would pass 1,000: refused before billing is asked.
      expect(toolError(await call(voidableInvoice(merchant, 600).id))).toMatchObject({
        type: 'forbidden_error',
        code: 'MCP.POLICY_MAX_PER_DAY',
        message: expect.stringContaining('allows 1,000.00 a day (UTC) for void_invoice; 600.00 is used today'),
      });
      expect(voids()).toBe(before + 1);

      // Billing refuses this one (it is not voidable): what it reserved is released, so 400 more still fits.
      const refusedByBilling = world.invoice(merchant, world.customer(merchant), { amount_due: 300, amount_balance: 300 });
      expect(toolError(await call(refusedByBilling.id))).toMatchObject({ type: 'not_found_error' });
      expect((await call(voidableInvoice(merchant, 400).id)).isError).toBeFalsy();
      expect(voids()).toBe(before + 3);
      expect(toolError(await call(voidableInvoice(merchant, 0.01).id))).toMatchObject({ code: 'MCP.POLICY_MAX_PER_DAY' });

      // A new UTC day starts from nothing.
      world.clock.set('2030-05-07T00:00:01.000Z');
      const { client: tomorrow } = await world.connect(await world.token(merchant, 'merchant:read merchant:write'));
      expect((await tomorrow.callTool({ name: 'void_invoice', arguments: { invoice_id: voidableInvoice(merchant, 1000).id } })).isError).toBeFalsy();
    });

    it('sends a confirmed call above approval_above to an admin, then acts once when it is approved and replays that result', async () => {
      const { merchant, client } = await keyWith({ limits: { void_invoice: { approval_above: 100, max_per_call: 5000 } } }, true);
      const check = new OutputCheck((await client.listTools()).tools);
      const invoice = voidableInvoice(merchant, 250);
      const before = voids();

      const preview = check.ok<Preview>('void_invoice', await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } }));
      // The preview says what the policy will do with the confirmed call.
      expect(preview).toMatchObject({ refusals: [expect.stringContaining("makes the confirmed call wait for an admin's approval")] });
      const confirmation = preview.confirmation;
      const confirmed = { invoice_id: invoice.id, confirmation };
      const waiting = toolError(await client.callTool({ name: 'void_invoice', arguments: confirmed }));
      expect(waiting).toMatchObject({ type: 'forbidden_error', code: 'MCP.APPROVAL_PENDING' });
      const [approval] = world.approvals.list().filter((entry) => entry.arguments.invoice_id === invoice.id);
      expect(approval).toMatchObject({ status: 'pending', tool: 'void_invoice', amount: 250, arguments: { invoice_id: invoice.id } });
      expect(waiting.message).toContain(approval.id);
      expect(waiting.message).toContain('above the 100.00');
      // Asking again while it waits finds the same approval and still does nothing.
      expect(toolError(await client.callTool({ name: 'void_invoice', arguments: confirmed }))).toMatchObject({ code: 'MCP.APPROVAL_PENDING' });
      expect(world.approvals.list().filter((entry) => entry.arguments.invoice_id === invoice.id)).toHaveLength(1);
      expect(voids()).toBe(before);

      world.approvals.decide(approval.id, 'approved');
      const acted = await client.callTool({ name: 'void_invoice', arguments: confirmed });
      expect(check.ok('void_invoice', acted)).toMatchObject({ id: invoice.id, voided: true });
      expect(voids()).toBe(before + 1);
      expect(world.services.requests(InvoiceSubjects.void).at(-1)).toMatchObject({ idempotency_key: `mcp-approval:${approval.id}` });
      expect(world.approvals.list().find((entry) => entry.id === approval.id)).toMatchObject({ status: 'used' });

      // The same call again (even previewed and confirmed anew) answers the first result; billing is not asked again.
      const again = await client.callTool({ name: 'void_invoice', arguments: confirmed });
      expect(again).toEqual(acted);
      const fresh = (structured(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } })) as { confirmation: string })
        .confirmation;
      expect(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id, confirmation: fresh } })).toEqual(acted);
      expect(voids()).toBe(before + 1);
    });

    it('refuses a call an admin rejected, naming the rejection, and sends nothing', async () => {
      const { merchant, client } = await keyWith({ limits: { void_invoice: { approval_above: 100 } } });
      const invoice = voidableInvoice(merchant, 250);
      const before = voids();
      expect(toolError(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } }))).toMatchObject({ code: 'MCP.APPROVAL_PENDING' });
      const approval = world.approvals.list().find((entry) => entry.arguments.invoice_id === invoice.id)!;
      world.approvals.decide(approval.id, 'rejected');
      const rejected = toolError(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id, idempotency_key: 'retry-1' } }));
      expect(rejected).toMatchObject({
        type: 'forbidden_error',
        code: 'MCP.APPROVAL_REJECTED',
        message: expect.stringContaining(`An admin rejected this call (approval ${approval.id})`),
      });
      expect(voids()).toBe(before);

      // At or below the threshold needs no approval.
      expect((await client.callTool({ name: 'void_invoice', arguments: { invoice_id: voidableInvoice(merchant, 100).id } })).isError).toBeFalsy();
      expect(voids()).toBe(before + 1);
    });
  });
});
