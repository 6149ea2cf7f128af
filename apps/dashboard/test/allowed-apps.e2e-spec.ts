import { adminCli, createMerchant, sharedStack } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, signInToDashboard, until } from '@netline/testing/browser';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';
import { newDesktopPage } from './browser';

/**
 * "Apps your team allows" on the Integrations page in Debian's Chromium: an admin refuses to add what is
 * not an https client id URL, allows an app by its Client ID Metadata Document URL, sees it listed, and
 * removes it; the page passes the accessibility scan. Signing in through such an app is
 * apps/mcp/test/mcp-cimd.e2e-spec.ts.
 */
describe('the allowed apps section', () => {
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

  it('allows an app by its client id URL, lists it and removes it', async () => {
    const stack = await sharedStack();
    const merchant = await createMerchant(stack.env, 'Allowed Apps Merchant', ['--oauth', 'on']);
    const email = `owner-${randomUUID().slice(0, 8)}@apps.test`;
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', PASSWORD, '--role', 'admin']);
    const clientId = `https://assistant-${randomUUID().slice(0, 8)}.example.com/oauth/client.json`;

    const opened = await newDesktopPage(chromium);
    context = opened.context;
    const page = opened.page;
    await signInToDashboard(page, stack.apiUrl.replace(/\/api$/, ''), email, PASSWORD);
    await page.getByRole('link', { name: 'Settings › Integrations' }).click();

    const section = page.getByRole('region', { name: 'Apps your team allows' });
    const table = section.getByRole('table', { name: 'Apps your team allows' });
    // The empty state stands in for the table.
    await hasText(section, 'No app is allowed');

    // Not an https URL with a path: refused in the page, nothing sent.
    await section.getByLabel('Client id (https address)').fill('http://assistant.example.com');
    await section.getByRole('button', { name: 'Allow app' }).click();
    await hasText(section.getByRole('alert'), 'an https address with a path');

    await section.getByLabel('Client id (https address)').fill(clientId);
    await section.getByLabel('Name (optional)').fill('Our assistant');
    await section.getByRole('button', { name: 'Allow app' }).click();
    const row = table.getByRole('row', { name: /Our assistant/ });
    await hasText(row, clientId);

    expect(await accessibilityProblems(page)).toEqual([]);

    await row.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await until(async () => (await table.getByRole('row', { name: /Our assistant/ }).count()) === 0, 'the app removed from the list');
    // The empty state stands in for the table.
    await hasText(section, 'No app is allowed');
    expect(opened.consoleErrors).toEqual([]);
  });
});
