import { AccessKeyPolicy, IdentitySubjects, Principal, RpcBodyIn, updateAccessKeySchema } from '@netline/contracts';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { useIdentityWorld } from '../identity.medium-fixture';
import { AccessKeyApprovalsRepository } from './access-key-approvals.repository';
import { AccessKeyApprovalsService } from './access-key-approvals.service';

/**
 * Key policies and approvals as identity keeps them (docs/mcp.md, "Key policies and approvals"): the
 * policy's rules when it is set, what the edges read, the audit events, and the approvals' life (asked
 * for by a key's call, decided by a person, used once, expired) against a real database.
 */
describe('access key policies and approvals (medium)', () => {
  const world = useIdentityWorld();
  let approvals: AccessKeyApprovalsService;

  beforeAll(() => {
    const dataSource = world.database.dataSource;
    approvals = new AccessKeyApprovalsService(
      new AccessKeyApprovalsRepository(dataSource),
      new AccessKeysRepository(dataSource),
      world.unitOfWork,
      world.clock,
    );
  });

  const createKey = (merchantId: string, request: Omit<RpcBodyIn<typeof IdentitySubjects.createAccessKey>, 'merchant_id'>) =>
    world.accessKeys.create(world.body(IdentitySubjects.createAccessKey, { merchant_id: merchantId, ...request }));
  const robot = async (scopes = ['merchant:write']) => {
    const merchant = await world.merchant({ oauth: true });
    const key = await createKey(merchant.merchant_id, { kind: 'mcp', auth_type: 'm2m', scopes, name: 'Books robot' });
    return { merchantId: merchant.merchant_id, clientId: key.client_id };
  };
  const setPolicy = (merchantId: string, clientId: string, policy: AccessKeyPolicy | null) => world.accessKeys.updateOwn(merchantId, clientId, { policy });

  describe('policies', () => {
    it('stores a policy, shows it, hands it to the edges with the settings, and records who changed it', async () => {
      const { merchantId, clientId } = await robot();
      const policy = {
        allowed_tools: ['list_invoices', 'send_invoice', 'void_invoice', 'send_invoice'],
        limits: { send_invoice: { max_per_call: 5000, max_per_day: 20000, approval_above: 1000.5 }, void_invoice: { max_per_day: 300 } },
      };
      const stored = { allowed_tools: ['list_invoices', 'send_invoice', 'void_invoice'], limits: { ...policy.limits } };
      await expect(setPolicy(merchantId, clientId, policy)).resolves.toMatchObject({ client_id: clientId, mcp_previews: true, policy: stored });
      expect((await world.accessKeys.list(merchantId))[0].policy).toEqual(stored);
      expect((await world.revocations.settingsFor(merchantId)).mcp_key_policies).toEqual({ [clientId]: stored });
      expect((await world.events(merchantId)).filter((event) => event.type === 'access_key.updated').map((event) => event.data)).toEqual([
        expect.objectContaining({ client_id: clientId, kind: 'mcp', mcp_previews: true, policy: stored }),
      ]);

      // The preview switch alone keeps the policy; `policy: null` removes it (and the edges stop seeing it).
      await expect(world.accessKeys.updateOwn(merchantId, clientId, { mcp_previews: false })).resolves.toMatchObject({ mcp_previews: false, policy: stored });
      await expect(setPolicy(merchantId, clientId, null)).resolves.toMatchObject({ policy: null });
      expect((await world.revocations.settingsFor(merchantId)).mcp_key_policies).toEqual({});
      expect((await world.events(merchantId)).filter((event) => event.type === 'access_key.updated')).toHaveLength(3);
    });

    it('refuses, naming each, tools the scopes do not permit, limits off the money tools, and thresholds that cannot hold', async () => {
      const { merchantId, clientId } = await robot();
      await expect(
        setPolicy(merchantId, clientId, {
          allowed_tools: ['list_invoices', 'send_invoice', 'fly_to_the_moon', 'update_dashboard_settings'],
          limits: {
            list_invoices: { max_per_call: 10 },
            send_invoice: { max_per_call: 100, approval_above: 200 },
            void_invoice: { max_per_call: 50 },
            capture_charge: {},
            create_credit_note: { max_per_call: 500, max_per_day: 100 },
          },
        }),
      ).rejects.toMatchObject({
        kind: 'validation',
        details: [
          { path: 'policy.allowed_tools.2', message: "fly_to_the_moon is not a tool this key's scopes permit" },
          { path: 'policy.allowed_tools.3', message: "update_dashboard_settings is not a tool this key's scopes permit" },
          { path: 'policy.limits.list_invoices', message: expect.stringContaining('money-moving tools') },
          { path: 'policy.limits.send_invoice.approval_above', message: 'approval_above must not be more than max_per_call' },
          { path: 'policy.limits.void_invoice', message: 'void_invoice is not in allowed_tools' },
          { path: 'policy.limits.capture_charge', message: expect.stringContaining('capture_charge is not in allowed_tools') },
          { path: 'policy.limits.capture_charge', message: 'set max_per_call, max_per_day or approval_above' },
          { path: 'policy.limits.create_credit_note', message: 'create_credit_note is not in allowed_tools' },
          { path: 'policy.limits.create_credit_note.max_per_call', message: 'max_per_call must not be more than max_per_day' },
        ],
      });
      expect((await world.accessKeys.list(merchantId))[0].policy).toBeNull();

      // A read-only key is permitted read tools only; a partner's money tool is not a merchant's.
      const reader = await robot(['merchant:read']);
      await expect(setPolicy(reader.merchantId, reader.clientId, { allowed_tools: ['list_invoices', 'send_invoice'] })).rejects.toMatchObject({
        details: [{ path: 'policy.allowed_tools.1', message: "send_invoice is not a tool this key's scopes permit" }],
      });
      await expect(setPolicy(merchantId, clientId, { limits: { create_payment: { max_per_call: 10 } } })).rejects.toMatchObject({
        details: [{ path: 'policy.limits.create_payment', message: "create_payment is not a tool this key's scopes permit" }],
      });

      // Only machine-to-machine MCP keys have a policy.
      const rest = await createKey(merchantId, { kind: 'rest', scopes: ['merchant:read'] });
      await expect(setPolicy(merchantId, rest.client_id, { allowed_tools: [] })).rejects.toMatchObject({ details: [{ path: 'policy' }] });
      await expect(world.accessKeys.updateOwn(merchantId, clientId, {})).rejects.toMatchObject({ kind: 'validation' });
    });

    it('takes amounts as positive US dollars with at most two decimals, and no unknown fields (the operation schema)', () => {
      const parse = (policy: unknown) => updateAccessKeySchema.safeParse({ policy }).success;
      expect(parse({ limits: { send_invoice: { max_per_call: 10.25 } } })).toBe(true);
      expect(parse({ limits: { send_invoice: { max_per_call: 0 } } })).toBe(false);
      expect(parse({ limits: { send_invoice: { max_per_call: -5 } } })).toBe(false);
      expect(parse({ limits: { send_invoice: { max_per_call: 10.255 } } })).toBe(false);
      expect(parse({ limits: { send_invoice: { maximum: 10 } } })).toBe(false);
      expect(parse({ allowed_tools: 'send_invoice' })).toBe(false);
    });
  });

  describe('approvals', () => {
    const principalOf = (merchantId: string, clientId: string): Principal => ({
      merchant_id: merchantId,
      actor: { type: 'access_key', id: clientId },
      scopes: ['merchant:write'],
      via: { channel: 'mcp', client_id: clientId },
    });
    const call = (amount = 1250, digest = 'digest-1') => ({
      tool: 'send_invoice' as const,
      arguments_digest: digest,
      arguments: { invoice_id: 'inv_1' },
      amount,
    });

    it('asks once per call, lets a person approve it, is used once, and records both events', async () => {
      const { merchantId, clientId } = await robot();
      const principal = principalOf(merchantId, clientId);
      const asked = await approvals.request(principal, call());
      expect(asked).toEqual({
        id: expect.stringMatching(/^apr_/),
        client_id: clientId,
        key_name: 'Books robot',
        tool: 'send_invoice',
        arguments: { invoice_id: 'inv_1' },
        amount: 1250,
        status: 'pending',
        requested_at: '2030-03-04T10:00:00.000Z',
        decided_by: null,
        decided_at: null,
        used_at: null,
        expires_at: '2030-03-05T10:00:00.000Z',
      });
      // The same call again finds it; other arguments ask anew.
      expect((await approvals.request(principal, call())).id).toBe(asked.id);
      const other = await approvals.request(principal, call(80, 'digest-2'));
      expect(other.id).not.toBe(asked.id);
      // Nothing to use before a person approved it.
      await expect(approvals.use(principal, asked.id)).resolves.toMatchObject({ used_now: false, approval: { status: 'pending' } });

      world.clock.set('2030-03-04T11:00:00.000Z');
      await expect(approvals.decide(merchantId, 'usr_admin', asked.id, 'approved')).resolves.toMatchObject({
        status: 'approved',
        decided_by: 'usr_admin',
        decided_at: '2030-03-04T11:00:00.000Z',
      });
      // A retried click answers the same; changing one's mind after deciding is a conflict.
      await expect(approvals.decide(merchantId, 'usr_admin', asked.id, 'approved')).resolves.toMatchObject({ status: 'approved' });
      await expect(approvals.decide(merchantId, 'usr_admin', asked.id, 'rejected')).rejects.toMatchObject({
        kind: 'conflict',
        code: 'IDENTITY.APPROVAL_DECIDED',
      });

      const uses = await Promise.all([approvals.use(principal, asked.id), approvals.use(principal, asked.id)]);
      expect(uses.map((use) => use.used_now).sort()).toEqual([false, true]);
      expect((await approvals.request(principal, call())).status).toBe('used');

      const events = (await world.events(merchantId)).filter((event) => event.type.startsWith('access_key_approval.'));
      expect(events.map((event) => [event.type, event.data])).toEqual([
        ['access_key_approval.requested', { id: asked.id, client_id: clientId, tool: 'send_invoice', amount: 125_000, status: 'pending' }],
        ['access_key_approval.requested', expect.objectContaining({ id: other.id, amount: 8000 })],
        ['access_key_approval.decided', { id: asked.id, client_id: clientId, tool: 'send_invoice', amount: 125_000, status: 'approved' }],
      ]);
    });

    it('answers a rejection to the same call until it expires, then asks anew; lists pending first', async () => {
      const { merchantId, clientId } = await robot();
      const principal = principalOf(merchantId, clientId);
      const first = await approvals.request(principal, call());
      await approvals.decide(merchantId, 'usr_admin', first.id, 'rejected');
      expect(await approvals.request(principal, call())).toMatchObject({ id: first.id, status: 'rejected' });
      await expect(approvals.use(principal, first.id)).resolves.toMatchObject({ used_now: false });

      world.clock.set('2030-03-05T10:00:01.000Z');
      const second = await approvals.request(principal, call());
      expect(second).toMatchObject({ status: 'pending' });
      expect(second.id).not.toBe(first.id);
      world.clock.set('2030-03-05T10:00:02.000Z');
      const stale = await approvals.request(principal, call(50, 'digest-stale'));
      world.clock.set('2030-03-06T12:00:00.000Z');
      const third = await approvals.request(principal, call(60, 'digest-3'));
      // Deciding an expired one is a conflict; the list shows pending ones first, then the rest newest first.
      await expect(approvals.decide(merchantId, 'usr_admin', stale.id, 'approved')).rejects.toMatchObject({ kind: 'conflict' });
      expect((await approvals.list(merchantId)).map((approval) => [approval.id, approval.status])).toEqual([
        [third.id, 'pending'],
        [stale.id, 'expired'],
        [second.id, 'expired'],
        [first.id, 'rejected'],
      ]);
    });

    it("keeps each merchant's and key's approvals apart, and asks only for a live machine-to-machine key's calls", async () => {
      const { merchantId, clientId } = await robot();
      const mine = await approvals.request(principalOf(merchantId, clientId), call());
      const stranger = await robot();
      await expect(approvals.decide(stranger.merchantId, 'usr_other', mine.id, 'approved')).rejects.toMatchObject({ kind: 'not_found' });
      await expect(approvals.use(principalOf(stranger.merchantId, stranger.clientId), mine.id)).rejects.toMatchObject({ kind: 'not_found' });
      expect(await approvals.list(stranger.merchantId)).toEqual([]);
      // Another key of the merchant asking the same call gets its own approval.
      const sibling = await createKey(merchantId, { kind: 'mcp', auth_type: 'm2m', scopes: ['merchant:write'] });
      expect((await approvals.request(principalOf(merchantId, sibling.client_id), call())).id).not.toBe(mine.id);

      await expect(approvals.request({ ...principalOf(merchantId, 'usr_1'), actor: { type: 'user', id: 'usr_1' } }, call())).rejects.toMatchObject({
        kind: 'forbidden',
        code: 'IDENTITY.APPROVAL_KEY_REQUIRED',
      });
      await expect(approvals.request(principalOf(stranger.merchantId, clientId), call())).rejects.toMatchObject({ kind: 'forbidden' });
      await world.accessKeys.revokeOwn(merchantId, clientId);
      await expect(approvals.request(principalOf(merchantId, clientId), call())).rejects.toMatchObject({ kind: 'forbidden' });
    });
  });
});
