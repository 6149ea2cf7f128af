import { Client as StatelessClient, StreamableHTTPClientTransport as StatelessTransport } from '@modelcontextprotocol/client';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ApiClient, createMerchant, customerInput, MerchantCredentials, sharedStack, SharedStack } from '@netline/testing';
import { randomBytes } from 'node:crypto';
import { withoutUntrustedMarks } from '../src/tools/untrusted-text';
import { createMcpKey, mintMcpToken, ToolAnswer } from './mcp-support';

/**
 * Confirmations of the money-moving tools as `input_required` (2026-07-28) through the whole stack, with
 * the official v2 client declaring form elicitation: the person is asked with the preview's facts, and the
 * call happens only when they accept (docs/mcp.md, "Previews and confirmation"). A declined credit note is
 * not written; an accepted one is, once.
 */
describe('MCP confirmations as input_required (v2 client, 2026-07-28)', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let client: StatelessClient;
  /** What the person answers next, and what each form said. */
  let answer: { action: 'accept' | 'decline'; content?: { confirm: boolean } } = { action: 'accept', content: { confirm: true } };
  const asked: string[] = [];

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Elicitation Merchant', ['--oauth', 'on']);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const token = await mintMcpToken(stack.apiUrl, await createMcpKey(stack.env, merchant.merchant_id, ['merchant:write']));
    client = new StatelessClient(
      { name: 'netline-e2e-elicitation', version: '1.0.0' },
      { capabilities: { elicitation: { form: {} } }, versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    client.setRequestHandler('elicitation/create', (request) => {
      asked.push((request.params as { message: string }).message);
      return answer;
    });
    await client.connect(new StatelessTransport(new URL(stack.mcpUrl), { requestInit: { headers: { authorization: `Bearer ${token}` } } }));
  });

  afterAll(async () => {
    await client?.close();
  });

  const call = async (name: string, args: Record<string, unknown>): Promise<CallToolResult> =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const ok = async <N extends string>(name: N, args: Record<string, unknown>): Promise<ToolAnswer<N>> => {
    const result = await call(name, args);
    expect({ name, isError: result.isError ?? false, content: result.isError ? result.content : undefined }).toEqual({
      name,
      isError: false,
      content: undefined,
    });
    // A successful call's structured result is the tool's documented answer (the SDK's client checked it against the output schema).
    return withoutUntrustedMarks(result.structuredContent) as ToolAnswer<N>;
  };

  it('writes a credit note only when the person accepts, after showing them what it does', async () => {
    const customer = await ok('create_customer', customerInput());
    await ok('sandbox_record_credit_decision', { customer_id: customer.id, decision: 'approved', amount: 5_000 });
    const invoice = await ok('create_invoice', { customer_id: customer.id, number: `IR-${randomBytes(4).toString('hex')}`, amount: 400 });
    // Sending moves credit too: confirmed in the form, it is sent.
    expect(await ok('send_invoice', { invoice_id: invoice.id })).toMatchObject({ id: invoice.id, sent_at: expect.any(String) });
    expect(asked.at(-1)).toContain('amount due: $400.00');

    const reason = (
      (await client.listTools()).tools.find((tool) => tool.name === 'create_credit_note')!.inputSchema.properties as Record<string, { enum: string[] }>
    ).reason_code.enum[0];
    const args = { invoice_id: invoice.id, amount: 50, reason_code: reason };
    const notes = async () => (await api.get('/credit-notes?limit=100')).body.results.filter((note) => note.invoice_id === invoice.id);

    answer = { action: 'decline' };
    const declined = await call('create_credit_note', args);
    expect(declined).toMatchObject({ isError: true, content: [{ type: 'text', text: expect.stringContaining('nothing was done') }] });
    expect(asked.at(-1)).toContain('amount balance after: $350.00');
    expect(await notes()).toEqual([]);

    answer = { action: 'accept', content: { confirm: true } };
    const written = await ok('create_credit_note', args);
    expect(written).toMatchObject({ id: expect.stringMatching(/^cn_/) });
    expect(await notes()).toEqual([expect.objectContaining({ id: written.id })]);
    expect((await api.get(`/invoices/${invoice.id}`)).body).toMatchObject({ amount_balance: 350, amount_credited: 50 });
  });
});
