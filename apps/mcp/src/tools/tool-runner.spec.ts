import type { RpcRequest } from '@netline/contracts';
import { IdempotencyStore } from '@netline/edge';
import { RpcClient } from '@netline/messaging';
import { createLogger } from '@netline/observability';
import { Registry } from 'prom-client';
import { Writable } from 'node:stream';
import { callerFor, McpAccount } from '../auth/accounts';
import { ToolRunner } from './tool-runner';
import { buildToolSets } from './tool-sets';
import { ConfirmationStore } from './confirmations';
import { PreviewBuilder } from './previews';

/** None of these calls previews, so none reads anything. */
const noReads = () => undefined;

const { merchant: merchantTools, partner: partnerTools } = buildToolSets('sandbox');

const partnerAccount: McpAccount = {
  settings: {
    merchant_id: 'ptr_1',
    name: 'Bazaar',
    basic_enabled: true,
    oauth_enabled: true,
    account_type: 'partner',
    partner_type: 'marketplace',
    partner_id: null,
  },
  partner: { type: 'marketplace', merchant_ids: ['northwind'] },
};
const merchantAccount: McpAccount = {
  settings: { merchant_id: 'mer_1', name: 'Acme', basic_enabled: true, oauth_enabled: true, account_type: 'merchant', partner_type: null, partner_id: null },
  partner: null,
};
const actor = { type: 'access_key' as const, id: 'ci_1' };
const application = {
  legal_business_name: 'Osprey Parts LLC',
  business_address: { line1: '1 Main St', city: 'Austin', state: 'TX', postal_code: '78701', country: 'US' },
  business_email: 'ops@osprey.example',
  business_phone: '(512) 555-0123',
  entity_type: 'llc',
  formation_state: 'TX',
  ein: '12-3456789',
};

describe('ToolRunner', () => {
  let sent: Array<{ subject: string; body: RpcRequest }>;
  let answer: { ok: true; data: unknown } | { ok: false; error: { status: number; type: string; message: string } };
  let grantChanges: string[];
  let logLines: Array<Record<string, unknown>>;
  let runner: ToolRunner;

  beforeEach(() => {
    sent = [];
    grantChanges = [];
    logLines = [];
    answer = { ok: true, data: {} };
    const rpc = {
      request: async (subject: string, body: RpcRequest) => {
        sent.push({ subject, body });
        return answer;
      },
    } as unknown as RpcClient;
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    runner = new ToolRunner(rpc, {} as IdempotencyStore, {} as ConfirmationStore, {} as PreviewBuilder, createLogger('mcp', 'info', sink), new Registry(), {
      onPartnerGrantChanged: (partnerId) => grantChanges.push(partnerId),
    });
  });

  it("refuses a write tool to a partner's read token, naming the partner's own write scope, and sends nothing", async () => {
    const reader = callerFor(partnerAccount, 'm2m', actor, ['marketplace_partner:read']);
    const result = await runner.call(reader, partnerTools.get('create_merchant')!, application, 'req_1', noReads);
    expect(result.isError).toBe(true);
    expect(JSON.parse((result.content[0] as { text: string }).text)).toEqual({
      error: { type: 'forbidden_error', message: 'The tool create_merchant needs the marketplace_partner:write scope' },
    });
    expect(sent).toEqual([]);
  });

  it("sends the partner's principal with its grant, and forgets the grant after a sub-merchant was created", async () => {
    const writer = callerFor(partnerAccount, 'm2m', actor, ['marketplace_partner:write']);
    answer = { ok: true, data: { id: 'ospreyparts' } };
    const result = await runner.call(writer, partnerTools.get('create_merchant')!, application, 'req_2', noReads);
    expect(result.structuredContent).toEqual({ id: 'ospreyparts' });
    expect(sent).toHaveLength(1);
    expect(sent[0].body.principal).toEqual({
      merchant_id: 'ptr_1',
      actor,
      scopes: ['marketplace_partner:write'],
      partner: { type: 'marketplace', merchant_ids: ['northwind'] },
    });
    expect(grantChanges).toEqual(['ptr_1']);
    expect(logLines).toEqual([
      expect.objectContaining({ msg: 'tool call', merchant_id: 'ptr_1', auth: 'm2m', tool_set: 'partner', tool: 'create_merchant', outcome: 'ok' }),
    ]);
  });

  it('keeps the grant when the creation was refused, and after calls that do not change it', async () => {
    const writer = callerFor(partnerAccount, 'm2m', actor, ['marketplace_partner:write']);
    answer = { ok: false, error: { status: 503, type: 'service_unavailable', message: 'down' } };
    expect((await runner.call(writer, partnerTools.get('create_merchant')!, application, 'req_3', noReads)).isError).toBe(true);
    answer = { ok: true, data: { id: 'northwind' } };
    await runner.call(writer, partnerTools.get('update_merchant')!, { merchant_id: 'northwind', website: 'https://northwind.example' }, 'req_4', noReads);
    expect(sent).toHaveLength(2);
    expect(grantChanges).toEqual([]);
  });

  it("names merchant:write to a merchant's read token", async () => {
    const reader = callerFor(merchantAccount, 'm2m', actor, ['merchant:read']);
    const result = await runner.call(reader, merchantTools.get('create_customer')!, {}, 'req_5', noReads);
    expect(JSON.parse((result.content[0] as { text: string }).text).error.message).toBe('The tool create_customer needs the merchant:write scope');
  });
});
