import { ApiClient, createMerchant, customerInput, SharedStack, sharedStack, waitFor } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, screenshot } from '@netline/testing/browser';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext } from 'playwright-core';

/**
 * The portal's Settings › API access page in Debian's Chromium on the shared stack: a signed-in buyer
 * creates a token by name, sees its secret once with a copy button, finds it listed by its first
 * characters (never the secret), uses it as a Bearer credential on `/portal/api`, and revokes it, after
 * which the buyer API refuses it. The page passes the accessibility scan.
 */
describe('the buyer portal: API access', () => {
  let stack: SharedStack;
  let chromium: Browser;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    chromium = await launchChromium();
    stack = await sharedStack();
  });

  afterAll(async () => {
    await context?.close().catch(() => undefined);
    await chromium?.close();
  });

  it('creates a token shown once, lists it without its secret, and revokes it', async () => {
    const tag = randomUUID().slice(0, 8);
    const merchant = await createMerchant(stack.env, `Portal Tokens ${tag}`);
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const ap = `ap-${tag}@buyer.example`;
    const created = await api.post('/customers', customerInput({ business_name: `Initech ${tag}`, business_ap_email: ap }));
    expect(created.status).toBe(200);
    const customerId = created.body.id as string;
    const origin = new URL(stack.apiUrl).origin;

    context = await chromium.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US', reducedMotion: 'reduce' });
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(String(error)));

    // Signed in with the link from the real SMTP server.
    await page.goto(`${origin}/portal/`);
    await page.getByLabel('Email').fill(ap);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    const link = await waitFor(
      async () => (await stack.mail(ap)).find((message) => message.parsed.subject === 'Your Netline sign-in link'),
      (message) => message !== undefined,
    );
    const token = /\/portal\/sign-in\?token=([A-Za-z0-9_-]{43})/.exec(link?.parsed.text ?? '')?.[1];
    await page.goto(`${origin}/portal/sign-in?token=${token}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(new RegExp(`/portal/customers/${customerId}$`));

    await page.getByRole('link', { name: 'API access', exact: true }).click();
    await hasText(page.getByRole('main'), 'No token yet.');
    await page.getByLabel(/^Name/).fill('Books assistant');
    await page.getByRole('button', { name: 'Create token' }).click();
    const secretBox = page.getByTestId('new-token-secret');
    await hasText(secretBox, 'nlbt_');
    const secret = (await secretBox.textContent())!.trim();
    expect(secret).toMatch(/^nlbt_[A-Za-z0-9_-]{43}$/);
    expect(await page.getByRole('button', { name: 'Copy the token' }).count()).toBe(1);
    const tokens = page.getByRole('table', { name: 'API tokens' });
    const row = tokens.getByRole('row', { name: /Books assistant/ });
    await hasText(row, secret.slice(0, 9));
    await hasText(row, 'active');
    expect(await tokens.textContent()).not.toContain(secret);
    const problemsOnPage = await accessibilityProblems(page);
    await screenshot(page, 'portal-api-access');

    // The token works on the buyer API.
    const bearer = { authorization: `Bearer ${secret}` };
    expect((await fetch(`${origin}/portal/api/customers/${customerId}/account`, { headers: bearer })).status).toBe(200);

    // Done: the secret is gone from the page; it is not shown again.
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('new-token-secret').count()).toBe(0);

    await row.getByRole('button', { name: 'Revoke Books assistant' }).click();
    await hasText(row, 'revoked');
    // The gateway remembers a verified token for up to 5 s (AUTH_CACHE_TTL_MS); a request admitted just
    // before that may still be answering on a busy machine, so the wait is several times as long.
    const refused = await waitFor(
      async () => (await fetch(`${origin}/portal/api/customers/${customerId}/account`, { headers: bearer })).status,
      (status) => status === 401,
      30_000,
    );
    expect({ refused, accessibility: problemsOnPage, problems }).toEqual({ refused: 401, accessibility: [], problems: [] });
  });
});
