import { adminCli, ApiClient, createMerchant, customerInput, sharedStack, waitFor } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, signInToDashboard, until } from '@netline/testing/browser';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { newDesktopPage } from './browser';

/**
 * The dashboard's Audit log page in Debian's Chromium: a change made with the secret key and one made by
 * an operator appear with who made them, their channel, what changed and the request id; the channel
 * filter narrows the list; the page passes the accessibility scan.
 */
describe('the audit log page', () => {
  const PASSWORD = 'correct horse battery';
  let chromium: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    chromium = await launchChromium();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chromium?.close();
  });

  it('lists the changes with actor, channel, changes and request id, and filters by channel', async () => {
    const stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'Audit Log Merchant');
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const email = `owner-${randomUUID().slice(0, 8)}@audit.test`;
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', PASSWORD, '--role', 'admin']);
    const requestId = `req_dash_${randomUUID()}`;
    const customer = (await api.post('/customers', customerInput({ business_name: 'Audited Goods' }), { 'x-request-id': requestId })).body.id as string;
    await adminCli(stack.env, ['--operator', 'ops-carol', 'credit', 'decide', customer, '--decision', 'approved', '--amount', '5000']);
    await waitFor(
      () => api.get(`/audit-events?filter[channel][eq]=cli&filter[object_id][eq]=${customer}`),
      (response) => response.body.count > 0,
    );

    const opened = await newDesktopPage(chromium);
    context = opened.context;
    const page = opened.page;
    await signInToDashboard(page, stack.apiUrl.replace(/\/api$/, ''), email, PASSWORD);

    await page.getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table', { name: 'Audit log' });
    const created = table.getByRole('row', { name: new RegExp(requestId) });
    await hasText(created, 'customer.created');
    await hasText(created, `secret key ${merchant.merchant_id}`);
    await hasText(created, 'api');
    const decided = table.getByRole('row', { name: /ops-carol/ }).filter({ hasText: 'customer.status_updated' });
    await hasText(decided, 'credit status: — → approved');

    await page.getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'Operator', exact: true }).click();
    await until(async () => (await table.getByRole('row', { name: new RegExp(requestId) }).count()) === 0, 'the API change filtered out');
    expect(await table.getByRole('row', { name: /ops-carol/ }).count()).toBeGreaterThan(0);

    expect(await accessibilityProblems(page)).toEqual([]);
    expect(opened.consoleErrors).toEqual([]);
  });
});
