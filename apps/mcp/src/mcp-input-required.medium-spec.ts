import { Client as StatelessClient, StreamableHTTPClientTransport as StatelessTransport } from '@modelcontextprotocol/client';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { InvoiceSubjects } from '@netline/contracts';
import { connectStatelessClient } from '../test/mcp-support';
import { KnownAccount, MCP_MEDIUM_START, useMcpWorld } from './mcp.medium-fixture';

/** What the person answers in the client's confirmation form. */
type Answer = { action: 'accept' | 'decline' | 'cancel'; content?: { confirm: boolean } };

/**
 * Confirmations in the stateless era's multi-round-trip pattern (2026-07-28, `input_required`;
 * docs/mcp.md, "Previews and confirmation"): the MCP app in one process with the services faked over real
 * NATS, driven by the official v2 client, which fulfils an `input_required` result through the elicitation
 * handler the test registers (the person's answer) and sends the call again with the `requestState`.
 */
describe('confirmations as input_required (medium)', () => {
  const world = useMcpWorld();
  let merchant: KnownAccount;
  let token: string;

  beforeAll(async () => {
    merchant = world.merchant();
    token = await world.token(merchant, 'merchant:read merchant:write');
  });
  beforeEach(() => world.clock.set(MCP_MEDIUM_START));

  const voids = () => world.services.requests(InvoiceSubjects.void);

  /** A v2 client of 2026-07-28 that declares form elicitation and answers each one with `answer`, recording what it was asked. */
  async function elicitingClient(answer: Answer) {
    const asked: Array<{ message: string; requestedSchema: unknown }> = [];
    const client = new StatelessClient(
      { name: 'netline-elicitation-test', version: '1.0.0' },
      { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    client.setRequestHandler('elicitation/create', (request) => {
      const params = request.params as { message: string; requestedSchema: unknown };
      asked.push({ message: params.message, requestedSchema: params.requestedSchema });
      return answer;
    });
    await client.connect(new StatelessTransport(new URL(world.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
    return { client, asked };
  }

  it('asks the person to confirm what the preview says, and on acceptance acts once with the handle', async () => {
    const customer = world.customer(merchant, { amount_available: 1000 });
    const invoice = world.invoice(merchant, customer, { amount_balance: 300, amount_due: 300 });
    const before = voids().length;
    const { client, asked } = await elicitingClient({ action: 'accept', content: { confirm: true } });
    try {
      const result = (await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } })) as CallToolResult;
      expect(asked).toHaveLength(1);
      expect(asked[0].message).toContain('amount voided: $300.00');
      expect(asked[0].message).toContain("Customer's available credit: $1000.00 → $1300.00");
      expect(asked[0].requestedSchema).toEqual({
        type: 'object',
        properties: { confirm: expect.objectContaining({ type: 'boolean' }) },
        required: ['confirm'],
      });
      // The confirmed call reached billing once, keyed by the preview's handle (the fake billing knows no such invoice).
      expect(voids()).toHaveLength(before + 1);
      expect(voids().at(-1)).toMatchObject({ idempotency_key: expect.stringMatching(/^mcp-confirmation:mcpc_/) });
      expect(result.isError).toBe(true);
      expect(JSON.stringify(result.content)).not.toContain('Not confirmed');
    } finally {
      await client.close();
    }
  });

  it('does nothing when the person declines, cancels or leaves the box unticked, and says so', async () => {
    const customer = world.customer(merchant);
    const invoice = world.invoice(merchant, customer);
    const before = voids().length;
    for (const answer of [{ action: 'decline' }, { action: 'cancel' }, { action: 'accept', content: { confirm: false } }] as Answer[]) {
      const { client, asked } = await elicitingClient(answer);
      try {
        const result = (await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } })) as CallToolResult;
        expect(asked).toHaveLength(1);
        expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining('nothing was done') }] });
      } finally {
        await client.close();
      }
    }
    expect(voids()).toHaveLength(before);
  });

  it('keeps the argument flow for a client without elicitation', async () => {
    const invoice = world.invoice(merchant, world.customer(merchant));
    const { client } = await connectStatelessClient(world.mcpUrl, token);
    try {
      const result = (await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice.id } })) as CallToolResult;
      expect(result.structuredContent).toMatchObject({ preview: true, confirmation: expect.stringMatching(/^mcpc_/) });
    } finally {
      await client.close();
    }
  });

  it('refuses a requestState it never issued, and one sent back with other arguments, doing nothing', async () => {
    const invoice = world.invoice(merchant, world.customer(merchant));
    const other = world.invoice(merchant, world.customer(merchant));
    const before = voids().length;
    const call = async (params: Record<string, unknown>) => {
      const response = await fetch(world.mcpUrl, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-protocol-version': '2026-07-28',
          'mcp-method': 'tools/call',
          'mcp-name': 'void_invoice',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: {
            name: 'void_invoice',
            _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientCapabilities': { elicitation: {} } },
            ...params,
          },
        }),
      });
      return (await response.json()) as { result?: Record<string, unknown>; error?: { code: number } };
    };
    const first = await call({ arguments: { invoice_id: invoice.id } });
    expect(first.result).toMatchObject({
      resultType: 'input_required',
      inputRequests: { confirm: { method: 'elicitation/create', params: { mode: 'form' } } },
      requestState: expect.stringMatching(/^confirmation:mcpc_/),
    });
    const accepted = { confirm: { action: 'accept', content: { confirm: true } } };
    expect(await call({ arguments: { invoice_id: invoice.id }, inputResponses: accepted, requestState: 'forged' })).toMatchObject({ error: { code: -32602 } });
    const unknown = await call({ arguments: { invoice_id: invoice.id }, inputResponses: accepted, requestState: 'confirmation:mcpc_unknown' });
    expect(JSON.stringify(unknown.result)).toContain('MCP.CONFIRMATION');
    const elsewhere = await call({ arguments: { invoice_id: other.id }, inputResponses: accepted, requestState: first.result!.requestState });
    expect(elsewhere.result).toMatchObject({ isError: true });
    expect(JSON.stringify(elsewhere.result)).toContain('other arguments');
    expect(await call({ arguments: { invoice_id: invoice.id }, requestState: first.result!.requestState })).toMatchObject({ error: { code: -32602 } });
    expect(voids()).toHaveLength(before);
  });
});
