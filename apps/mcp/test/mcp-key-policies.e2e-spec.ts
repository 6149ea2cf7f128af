import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { adminCli, ApiClient, createMerchant, customerInput, sharedStack, waitFor } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, signInToDashboard } from '@netline/testing/browser';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { connectClient, createMcpKey, mintMcpToken, toolError } from './mcp-support';

/**
 * Key policies through the whole stack (docs/mcp.md, "Key policies and approvals"): an admin sets a key's
 * policy with `PUT /api/access-keys/{client_id}`; the assistant's void above the approval threshold waits,
 * changing nothing; the admin approves it on the dashboard's Approvals page in Chromium; the assistant's
 * same call then voids the invoice; and the audit trail shows the policy change and the decision under the
 * admin, the request under the key.
 */
describe('MCP key policies and approvals', () => {
  const PASSWORD = 'correct horse battery';
  let chromium: Browser;
  let context: BrowserContext | undefined;
  let client: Client | undefined;

  beforeAll(async () => {
    chromium = await launchChromium();
  });

  afterAll(async () => {
    await client?.close();
    await context?.close().catch(() => undefined);
    await chromium?.close();
  });

  it('holds a call above approval_above until an admin approves it in the dashboard, then acts once, recorded under each actor', async () => {
    const stack = await sharedStack();
    const base = stack.apiUrl.replace(/\/api$/, '');
    const merchant = await createMerchant(stack.env, 'Policy Merchant', ['--oauth', 'on']);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const email = `admin-${randomUUID().slice(0, 8)}@policy.test`;
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', PASSWORD, '--role', 'admin']);
    const key = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:write']);

    // The admin sets the policy through the API, with a session and a proof of presence (as the dashboard does).
    const signedIn = await fetch(`${base}/dashboard/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { csrf_token: string; user: { id: string } };
    const headers = {
      'content-type': 'application/json',
      origin: base,
      cookie: `netline_session=${/netline_session=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')?.[1]}`,
      'x-csrf-token': session.csrf_token,
    };
    expect((await fetch(`${stack.apiUrl}/account/step-up`, { method: 'POST', headers, body: JSON.stringify({ password: PASSWORD }) })).status).toBe(200);
    const policy = { allowed_tools: ['void_invoice', 'fetch_invoice'], limits: { void_invoice: { approval_above: 100, max_per_day: 10_000 } } };
    const put = await fetch(`${stack.apiUrl}/access-keys/${key.client_id}`, { method: 'PUT', headers, body: JSON.stringify({ mcp_previews: false, policy }) });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ client_id: key.client_id, mcp_previews: false, policy });

    // A sent invoice of 250 to void.
    const customer = (await api.post('/customers', customerInput())).body.id as string;
    expect((await api.post(`/sandbox/customers/${customer}/credit-decision`, { decision: 'approved', amount: 5_000 })).status).toBe(200);
    const invoice = (await api.post('/invoices', { customer_id: customer, number: `POL-${randomBytes(4).toString('hex')}`, amount: 250 })).body.id as string;
    expect((await api.put(`/invoices/${invoice}/send`)).status).toBe(200);

    client = (await connectClient(stack.mcpUrl, await mintMcpToken(stack.apiUrl, key))).client;
    expect(toolError(await client.callTool({ name: 'create_customer', arguments: customerInput() }))).toMatchObject({ code: 'MCP.POLICY_TOOL_NOT_ALLOWED' });
    const waiting = toolError(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice } }));
    expect(waiting).toMatchObject({ type: 'forbidden_error', code: 'MCP.APPROVAL_PENDING' });
    const approvalId = /approval (apr_\w+)/.exec(waiting.message)?.[1] ?? '';
    expect(approvalId).toMatch(/^apr_/);
    expect((await api.get(`/invoices/${invoice}`)).body).toMatchObject({ voided: false });

    // The admin approves it on the Approvals page.
    // Reduced motion: a dialog closes at once, so its fading overlay cannot swallow the next click.
    context = await chromium.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    await signInToDashboard(page, base, email, PASSWORD);
    await page.getByRole('link', { name: 'Approvals' }).click();
    const row = page.getByRole('table', { name: 'Approvals' }).getByRole('row').filter({ hasText: invoice });
    await hasText(row, 'void_invoice');
    await hasText(row, '$250.00');
    await hasText(row, 'pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve call' }).click();
    await hasText(row, 'approved');
    expect(await accessibilityProblems(page)).toEqual([]);
    expect(pageErrors).toEqual([]);

    // The assistant's same call now acts, once; again, it answers the same result.
    const acted = (await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice } })) as CallToolResult;
    expect(acted.isError).toBeFalsy();
    expect(acted.structuredContent).toMatchObject({ id: invoice, voided: true });
    expect(await client.callTool({ name: 'void_invoice', arguments: { invoice_id: invoice } })).toEqual(acted);
    expect((await api.get(`/invoices/${invoice}`)).body).toMatchObject({ voided: true });

    // The audit trail: the request under the key (over MCP), the decision and the policy under the admin (in the dashboard).
    const trail = await waitFor(
      () => api.get(`/audit-events?filter[object_id][eq]=${approvalId}`),
      (response) => response.body.count >= 2,
    );
    const entries = (trail.body.results as Array<{ type: string; actor: { type: string; id: string; channel: string } }>).map((entry) => [
      entry.type,
      entry.actor.type,
      entry.actor.id,
      entry.actor.channel,
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['access_key_approval.requested', 'access_key', key.client_id, 'mcp'],
        ['access_key_approval.decided', 'user', session.user.id, 'dashboard'],
      ]),
    );
    const updated = await waitFor(
      () => api.get('/audit-events?filter[type][eq]=access_key.updated'),
      (response) => response.body.results.length >= 1,
    );
    expect(updated.body.results[0]).toMatchObject({ actor: { type: 'user', id: session.user.id, channel: 'dashboard' } });
  });
});
