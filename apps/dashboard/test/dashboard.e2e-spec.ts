import {
  accessKeyArgs,
  adminCli,
  ApiClient,
  createAccessKey,
  createMerchant,
  customerInput,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
  WebhookReceiver,
} from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, openDashboardSignIn, screenshot, signInToDashboard, until } from '@netline/testing/browser';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { newDesktopPage } from './browser';

/**
 * An invoice's detail once its lists have loaded. Its buttons sit below the lists, so a list that loads
 * between Playwright's aim and its click moves the button out from under the pointer: under load, a click
 * on Void once opened nothing.
 */
async function invoiceDetail(page: Page, number: string): Promise<Locator> {
  const detail = page.getByRole('dialog', { name: `Invoice ${number}` });
  await detail.waitFor();
  await until(async () => (await detail.getByLabel(/^Loading /).count()) === 0, `the lists of invoice ${number}'s detail`);
  return detail;
}

/**
 * The merchant dashboard in Debian's Chromium against a running stack: sign-in and session security,
 * Settings > Integrations, webhooks, data pages, the sandbox console and the team page, for an admin and
 * a read-only person; every page scanned with axe-core (and screenshotted into var/screenshots/ with NETLINE_SCREENSHOTS=1).
 */
describe('merchant dashboard in a browser', () => {
  const PASSWORD = 'correct horse battery';
  let stack: SharedStack;
  let receiver: WebhookReceiver;
  let chromium: Browser;
  let merchant: MerchantCredentials;
  let api: ApiClient;
  let base: string;
  const consoleErrors: string[] = [];
  /** Failed loads a test provokes on purpose (a refusal it checks the page shows), by status and address. */
  const provokedFailures: string[] = [];
  const contexts: BrowserContext[] = [];
  const emails = {
    admin: 'admin@dash.test',
    reader: 'reader@dash.test',
    limited: 'limited@dash.test',
    leaver: 'leaver@dash.test',
    promoted: 'promoted@dash.test',
  };

  beforeAll(async () => {
    // The browser first: it fails at once when Chromium is missing, before any stack is asked for.
    chromium = await launchChromium();
    stack = await sharedStack();
    receiver = await WebhookReceiver.start(stack.certificate);
    base = stack.apiUrl.replace(/\/api$/, '');
    merchant = await createMerchant(stack.env, 'Dashboard Merchant', ['--oauth', 'off']);
    api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    await Promise.all([
      adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', emails.admin, '--password', PASSWORD, '--role', 'admin']),
      adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', emails.reader, '--password', PASSWORD, '--role', 'read_only']),
      adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', emails.limited, '--password', PASSWORD, '--role', 'read_only']),
      adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', emails.leaver, '--password', PASSWORD, '--role', 'admin']),
      adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', emails.promoted, '--password', PASSWORD, '--role', 'read_only']),
    ]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chromium?.close();
    await receiver?.stop();
  });

  const openPage = async () => {
    const opened = await newDesktopPage(chromium);
    contexts.push(opened.context);
    opened.page.on('console', () => consoleErrors.push(...opened.consoleErrors.splice(0)));
    return opened;
  };

  const signIn = (page: Page, email: string, password = PASSWORD) => signInToDashboard(page, base, email, password);

  /** Retries `check` (reloading the data through `refresh`) until it passes or time runs out. */
  const eventually = async (check: () => Promise<void>, refresh: () => Promise<void>, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        await check();
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await refresh();
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
  };

  /** Signs in outside the browser; returns the session cookie and CSRF token. */
  const rawSignIn = async (email: string, cookie?: string) => {
    const response = await fetch(`${base}/dashboard/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie: `netline_session=${cookie}` } : {}) },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.get('set-cookie') ?? '';
    const id = /netline_session=([^;]+)/.exec(setCookie)?.[1] ?? '';
    return { id, setCookie, csrf: ((await response.json()) as { csrf_token: string }).csrf_token };
  };

  /** The role a fresh sign-in reports for this login. */
  const rawSessionRole = async (email: string, password: string) => {
    const response = await fetch(`${base}/dashboard/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email, password }),
    });
    return response.ok ? ((await response.json()) as { user: { role: string } }).user.role : `HTTP ${response.status}`;
  };

  /**
   * Revealing or rotating a secret and creating an access key take a recent proof of presence
   * (docs/security.md, "Second factor"): the admin here has no authenticator, so the password.
   */
  const confirmPresence = async (page: Page) => {
    const status = await page.evaluate(async (password) => {
      const current = (await (await fetch('/dashboard/session')).json()) as { csrf_token: string };
      const headers = { 'content-type': 'application/json', 'x-csrf-token': current.csrf_token };
      return (await fetch('/api/account/step-up', { method: 'POST', headers, body: JSON.stringify({ password }) })).status;
    }, PASSWORD);
    expect(status).toBe(200);
  };

  /** Dollars as the dashboard shows them. */
  const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

  const withCookie = (id: string, init: RequestInit = {}) => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), cookie: `netline_session=${id}` },
  });

  describe('signing in', () => {
    it('says clearly when the password is wrong, and pauses sign-in at the sixth rapid wrong attempt', async () => {
      const { page } = await openPage();
      await screenshotPage(page, 'sign-in', async () => page.goto(`${base}/dashboard/sign-in`));
      for (let attempt = 1; attempt <= 5; attempt++) {
        await signIn(page, emails.limited, 'not the password');
        await hasText(page.getByRole('alert'), 'Wrong email or password');
      }
      await signIn(page, emails.limited, 'not the password');
      await hasText(page.getByRole('alert'), 'Too many sign-in attempts');
      await hasText(page.getByRole('alert'), 'Wait 15 minutes');
      // Now even the right password waits: guessing cannot go on in the background.
      await signIn(page, emails.limited);
      await hasText(page.getByRole('alert'), 'Too many sign-in attempts');
    });

    it('sets an HttpOnly SameSite=Strict cookie, a new session id at every sign-in, and ends it at sign-out', async () => {
      const first = await rawSignIn(emails.reader);
      expect(first.setCookie).toMatch(/HttpOnly/i);
      expect(first.setCookie).toMatch(/SameSite=Strict/i);
      expect(first.setCookie).not.toMatch(/Secure/i); // plain HTTP on the machine itself
      const second = await rawSignIn(emails.reader, first.id);
      expect(second.id).not.toBe(first.id);
      expect(await (await fetch(`${base}/dashboard/session`, withCookie(first.id))).json()).toEqual({ signed_in: false });
      expect(await (await fetch(`${base}/dashboard/session`, withCookie(second.id))).json()).toMatchObject({
        signed_in: true,
        user: { email: emails.reader, role: 'read_only' },
      });
      const signOut = await fetch(
        `${base}/dashboard/session`,
        withCookie(second.id, { method: 'DELETE', headers: { 'x-csrf-token': second.csrf, origin: base } }),
      );
      expect(signOut.status).toBe(204);
      expect((await fetch(`${base}/api/customers`, withCookie(second.id))).status).toBe(401);
    });

    it('refuses state-changing calls without the CSRF token or from another origin, and cross-site form posts', async () => {
      const session = await rawSignIn(emails.admin);
      const post = (headers: Record<string, string>) =>
        fetch(
          `${base}/api/customers`,
          withCookie(session.id, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(customerInput()) }),
        );
      const noToken = await post({ origin: base });
      expect(noToken.status).toBe(403);
      expect(((await noToken.json()) as { error: { type: string } }).error.type).toBe('forbidden_error');
      const otherSite = await post({ origin: 'https://evil.example', 'x-csrf-token': session.csrf });
      expect(otherSite.status).toBe(403);
      const fetchedCrossSite = await post({ 'sec-fetch-site': 'cross-site', 'x-csrf-token': session.csrf });
      expect(fetchedCrossSite.status).toBe(403);
      expect((await post({ origin: base, 'x-csrf-token': session.csrf })).status).toBe(200);

      // A page on another site posting a form at the API with the signed-in browser's cookie jar.
      const { page } = await openPage();
      await signIn(page, emails.admin);
      await page.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
      const before = (await api.get('/customers')).body.count as number;
      await page.route('http://evil.test/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<form id="f" method="POST" action="${base}/api/customers"><input name="business_name" value="Forged"></form><script>document.getElementById('f').submit()</script>`,
        }),
      );
      const forged = page.waitForResponse((response) => response.url() === `${base}/api/customers` && response.request().method() === 'POST');
      await page.goto('http://evil.test/attack');
      expect([401, 403]).toContain((await forged).status());
      expect((await api.get('/customers')).body.count).toBe(before);
    });
  });

  describe('an admin', () => {
    let page: Page;
    let context: BrowserContext;
    let customerId: string;
    let supplyCustomerId: string;
    let creditedInvoiceId: string;
    let paidInvoiceId: string;

    beforeAll(async () => {
      ({ page, context } = await openPage());
    });

    /** An invoice of the supply customer, sent (through the API: sending from the page is checked above). */
    const sentInvoice = async (number: string, amount: number): Promise<string> => {
      const created = await api.post('/invoices', { customer_id: supplyCustomerId, number, amount });
      expect(created.status).toBe(200);
      expect((await api.put(`/invoices/${created.body.id}/send`)).status).toBe(200);
      return created.body.id as string;
    };

    /** Opens an invoice's detail from the Invoices page, found through the number filter. */
    const openInvoice = async (number: string) => {
      await page.getByRole('link', { name: 'Invoices' }).click();
      await page.getByLabel('Invoice number').fill(number);
      // The box searches by what the number starts with: the exact name picks this invoice's row.
      await page.getByRole('button', { name: number, exact: true }).click();
      return invoiceDetail(page, number);
    };

    it('signs in to Settings > Integrations behind a CSP that forbids framing', async () => {
      const response = await page.goto(`${base}/dashboard`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(response?.headers()['x-frame-options']).toBe('DENY');
      await signIn(page, emails.admin);
      await page.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
      await hasText(page.getByTestId('merchant-id'), merchant.merchant_id, { exact: true });
      await hasText(page.getByRole('status', { name: 'Sandbox' }), 'Sandbox');
      const cookie = (await context.cookies()).find((entry) => entry.name === 'netline_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    });

    it('turns OAuth on, creates an MCP M2M key with merchant:read, sees its secret once, and the key mints a token', async () => {
      await confirmPresence(page);
      const oauth = page.getByRole('switch', { name: /OAuth 2.0/ });
      await until(async () => !(await oauth.isChecked()), 'unchecked');
      await oauth.click();
      await until(() => oauth.isChecked(), 'checked');
      await page.reload();
      await until(() => page.getByRole('switch', { name: /OAuth 2.0/ }).isChecked(), 'checked');

      await page.getByRole('button', { name: 'Create access key' }).click();
      const form = page.getByRole('dialog', { name: 'Create access key' });
      await form.getByText('MCP (AI assistants)').click();
      await form.getByText('Machine-to-machine (M2M)').click();
      await until(() => form.getByRole('checkbox', { name: 'merchant:read' }).isChecked(), 'checked');
      await until(async () => !(await form.getByRole('checkbox', { name: 'merchant:write' }).isChecked()), 'unchecked');
      await form.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByRole('dialog', { name: 'Access key created' });
      const clientId = (await shown.getByTestId('secret-client-id').textContent())?.trim() ?? '';
      const clientSecret = (await shown.getByTestId('secret-client-secret').textContent())?.trim() ?? '';
      expect(clientId).toMatch(/^ci_/);
      expect(clientSecret.length).toBeGreaterThan(20);
      await shown.getByRole('button', { name: 'I have copied the secret' }).click();
      await hasText(page.getByRole('row', { name: new RegExp(clientId) }), 'MCP (M2M)');
      expect(await page.content()).not.toContain(clientSecret);
      await page.reload();
      await page.getByRole('row', { name: new RegExp(clientId) }).waitFor();
      expect(await page.content()).not.toContain(clientSecret);

      // Its MCP previews: on when created; the switch turns them off (trusted automation), and it stays off.
      const previews = () => page.getByRole('switch', { name: `MCP previews for ${clientId}` });
      await until(() => previews().isChecked(), 'checked');
      await previews().click();
      await until(async () => !(await previews().isChecked()), 'unchecked');
      await hasText(page.getByRole('row', { name: new RegExp(clientId) }), 'Acts at once');
      await page.reload();
      await until(async () => !(await previews().isChecked()), 'unchecked');

      const minted = await fetch(`${stack.apiUrl}/access-keys/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, audience: 'mcp' }),
      });
      expect(minted.status).toBe(200);
      const token = (await minted.json()) as { access_token: string; token_type: string };
      expect(token.token_type).toBe('Bearer');
      const claims = JSON.parse(Buffer.from(token.access_token.split('.')[1], 'base64url').toString()) as { merchant_id: string; scope: string };
      expect(claims).toMatchObject({ merchant_id: merchant.merchant_id, scope: 'merchant:read' });
    });

    it("pins the account's API version and a REST key's own, and the API answers in each", async () => {
      await confirmPresence(page);
      const accountVersion = () => page.getByRole('region', { name: 'Direct API' }).getByRole('combobox', { name: 'API version' });
      try {
        await accountVersion().click();
        await page.getByRole('option', { name: 'V6', exact: true }).click();
        await page.getByText('The merchant API now answers in V6').waitFor();
        await page.reload();
        await until(async () => (await accountVersion().inputValue()) === 'V6', 'V6');
        // Within the 5 s the gateway may keep the account's settings.
        await until(async () => (await api.get('/customers')).headers.get('x-api-version') === 'V6', 'answers in V6');

        // A REST key pinned to V5 keeps answering V5; set to follow the account, it answers V6.
        await page.getByRole('button', { name: 'Create access key' }).click();
        const form = page.getByRole('dialog', { name: 'Create access key' });
        await form.getByRole('combobox', { name: 'API version' }).click();
        await page.getByRole('option', { name: 'V5', exact: true }).click();
        await form.getByRole('button', { name: 'Create key' }).click();
        const shown = page.getByRole('dialog', { name: 'Access key created' });
        const clientId = (await shown.getByTestId('secret-client-id').textContent())?.trim() ?? '';
        const clientSecret = (await shown.getByTestId('secret-client-secret').textContent())?.trim() ?? '';
        await shown.getByRole('button', { name: 'I have copied the secret' }).click();
        const keyVersion = () => page.getByRole('combobox', { name: `API version of ${clientId}` });
        await until(async () => (await keyVersion().inputValue()) === 'V5', 'V5');
        const minted = (await (
          await fetch(`${stack.apiUrl}/access-keys/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
          })
        ).json()) as { access_token: string };
        const bearer = ApiClient.bearer(stack.apiUrl, minted.access_token);
        await until(async () => (await bearer.get('/customers')).headers.get('x-api-version') === 'V5', 'the key answers in V5');
        await keyVersion().click();
        await page.getByRole('option', { name: "The account's" }).click();
        await until(async () => (await bearer.get('/customers')).headers.get('x-api-version') === 'V6', "the key follows the account's V6");

        await accountVersion().click();
        await page.getByRole('option', { name: 'V5', exact: true }).click();
        await page.getByText('The merchant API now answers in V5').waitFor();
      } finally {
        // The rest of this suite reads lists in V5, whatever happened above.
        await adminCli(stack.env, ['merchant', 'update', merchant.merchant_id, '--api-version', 'V5']);
        await until(async () => (await api.get('/customers')).headers.get('x-api-version') === 'V5', 'answers in V5');
      }
    });

    it('creates a web-app MCP key with its redirect URL, refuses a plain-http one, and revokes a key', async () => {
      await confirmPresence(page);
      await page.getByRole('button', { name: 'Create access key' }).click();
      const form = page.getByRole('dialog', { name: 'Create access key' });
      await form.getByText('MCP (AI assistants)').click();
      await form.getByText('Web app (a person signs in)').click();
      await form.getByLabel('Redirect URLs').fill('http://assistant.example/callback');
      await form.getByRole('button', { name: 'Create key' }).click();
      await hasText(form.getByRole('alert'), 'must be an https URL');
      await form.getByLabel('Redirect URLs').fill('https://assistant.example/oauth/callback');
      await form.getByRole('button', { name: 'Create key' }).click();
      const shown = page.getByRole('dialog', { name: 'Access key created' });
      const clientId = (await shown.getByTestId('secret-client-id').textContent())?.trim() ?? '';
      // The page asks for reduced motion (newDesktopPage), and the dialog honours it: no transition.
      const transition = await shown.evaluate(
        (dialog) =>
          (globalThis as unknown as { getComputedStyle(element: unknown): { transitionDuration: string } }).getComputedStyle(dialog).transitionDuration,
      );
      expect(transition).toBe('0s');
      await shown.getByRole('button', { name: 'I have copied the secret' }).click();
      await shown.waitFor({ state: 'hidden' });
      const row = page.getByRole('row', { name: new RegExp(clientId) });
      await hasText(row, 'https://assistant.example/oauth/callback');
      await row.getByRole('button', { name: 'Revoke' }).click();
      await page
        .getByRole('dialog', { name: /Revoke/ })
        .getByRole('button', { name: 'Revoke key' })
        .click();
      await hasText(row, 'Revoked');
    });

    it('reveals and rotates the webhook secret, showing the 24-hour overlap', async () => {
      await confirmPresence(page);
      await page.getByRole('button', { name: 'Reveal secret' }).click();
      await hasText(page.getByTestId('secret-webhook-secret'), merchant.webhook_secret, { exact: true });
      await page.getByRole('button', { name: 'Rotate secret', exact: true }).click();
      await page.getByRole('dialog', { name: 'Rotate the webhook secret?' }).getByRole('button', { name: 'Rotate now' }).click();
      await until(async () => ((await page.getByTestId('secret-webhook-secret').textContent()) ?? '').trim() !== merchant.webhook_secret, 'the text to change');
      await page.getByText('The previous secret also signs deliveries until').waitFor();
    });

    it('adds a webhook endpoint, sends a test event and sees it delivered in the log', async () => {
      receiver.script('/ok', { kind: 'ok' });
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await addEndpoint(page, receiver.url('/ok'));
      await page.getByRole('row', { name: /\/ok/ }).getByRole('button', { name: 'Send test event' }).click();
      await receiver.waitFor(() => receiver.requestsTo('/ok').length > 0);
      expect(receiver.requestsTo('/ok')[0].json.type).toBe('webhook.test');
      const log = page.getByRole('table', { name: 'Webhook deliveries' });
      await eventually(
        async () => expect(await log.getByRole('row', { name: /webhook\.test.*\/ok.*succeeded/ }).count()).toBe(1),
        () => page.getByRole('button', { name: 'Refresh' }).click(),
      );
    });

    it("shows a failing endpoint's attempts and resends the delivery", async () => {
      receiver.script('/down', { kind: 'always', status: 503 });
      await addEndpoint(page, receiver.url('/down'));
      await page
        .getByRole('row', { name: /\/down/ })
        .getByRole('button', { name: 'Send test event' })
        .click();
      // The log reloads once the event is sent; filter after that.
      await page.getByText(/Test event sent to .*\/down/).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'failed' }).click();
      const log = page.getByRole('table', { name: 'Webhook deliveries' });
      await eventually(
        async () => expect(await log.getByRole('row', { name: /\/down.*failed/ }).count()).toBe(1),
        () => page.getByRole('button', { name: 'Refresh' }).click(),
        40_000,
      );
      await log
        .getByRole('row', { name: /\/down.*failed/ })
        .getByRole('button', { name: /Attempts of delivery/ })
        .click();
      const detail = page.getByRole('dialog', { name: 'Delivery' });
      const attempts = detail.getByRole('table', { name: 'Attempts' });
      await until(async () => (await attempts.getByRole('row').count()) === 7, 'the row count'); // header + the first try and five retries
      await hasText(attempts.getByRole('row').nth(1), '503');
      const before = receiver.requestsTo('/down').length;
      receiver.script('/down', { kind: 'ok' });
      await detail.getByRole('button', { name: 'Resend' }).click();
      await receiver.waitFor(() => receiver.requestsTo('/down').length > before);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'succeeded' }).click();
      await eventually(
        async () => expect(await log.getByRole('row', { name: /\/down.*succeeded/ }).count()).toBe(1),
        () => page.getByRole('button', { name: 'Refresh' }).click(),
      );
    });

    it('adds a customer and approves it in the sandbox console', async () => {
      await page.getByRole('link', { name: 'Customers' }).click();
      await page.getByRole('button', { name: 'Add customer' }).click();
      const form = page.getByRole('dialog', { name: 'Add customer' });
      const fields: Record<string, string> = {
        'Business name': 'Dashboard Hardware LLC',
        'Contact email': 'owner@hardware.test',
        'Accounts payable email': 'ap@hardware.test',
        'Street address': '1 Main Street',
        City: 'Austin',
        State: 'TX',
        'ZIP code': '78701',
      };
      for (const [name, value] of Object.entries(fields)) await form.getByLabel(name).fill(value);
      await form.getByRole('button', { name: 'Add customer' }).click();
      const row = page.getByRole('row', { name: /Dashboard Hardware LLC/ });
      await row.waitFor();
      const listed = await api.get('/customers?filter[business_name][eq]=Dashboard Hardware LLC');
      customerId = listed.body.results[0].id;
      // The list searches by what a name starts with, whatever its case.
      await page.getByLabel('Business name').fill('dashboard hard');
      await page.getByRole('row', { name: /Dashboard Hardware LLC/ }).waitFor();
      await page.getByLabel('Business name').fill('hardware');
      await page.getByText('No customer matches this search.').waitFor();
      await page.getByLabel('Business name').fill('');

      await page.getByRole('link', { name: 'Sandbox console' }).click();
      const card = page.getByRole('region', { name: 'Credit decision and enrollment' });
      await card.getByLabel('Customer').click();
      await page.getByRole('option', { name: /Dashboard Hardware LLC/ }).click();
      await card.getByLabel('Credit line (USD)').fill('25000');
      await card.getByRole('button', { name: 'Record decision' }).click();
      await page.getByText('Credit decision: approved', { exact: true }).waitFor();
      const approved = await api.get(`/customers/${customerId}`);
      expect(approved.body).toMatchObject({ credit_status: 'approved', amount_approved: 25000 });

      await page.getByRole('link', { name: 'Customers' }).click();
      await hasText(page.getByRole('row', { name: /Dashboard Hardware LLC/ }), '$25,000.00');
    });

    it('finds the customer.created event on the Events page, reads its body and redelivers it', async () => {
      await page.getByRole('link', { name: 'Events' }).click();
      await page.getByRole('heading', { name: 'Events', exact: true }).waitFor();
      await page.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'customer.created' }).click();
      const events = page.getByRole('table', { name: 'Events' });
      await eventually(
        async () => expect(await events.getByRole('row', { name: /customer\.created/ }).count()).toBeGreaterThan(0),
        () => page.getByRole('button', { name: 'Refresh' }).click(),
      );
      await events
        .getByRole('row', { name: /customer\.created/ })
        .first()
        .getByRole('button', { name: /^Event evt_/ })
        .click();
      const detail = page.getByRole('dialog', { name: 'Event' });
      await hasText(detail, '"type": "customer.created"');
      const eventId = /"id": "(evt_[^"]+)"/.exec((await detail.getByLabel('Event body').textContent()) ?? '')?.[1];
      expect(eventId).toMatch(/^evt_/);
      // Every endpoint subscribed to the type receives it again, the same event.
      await detail.getByRole('button', { name: 'Redeliver' }).click();
      await page.getByText(/Sent again to/).waitFor();
      await receiver.waitFor(() => receiver.requestsTo('/ok').some((request) => request.json?.id === eventId));
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'hidden' });
    });

    it('sees an invoice created through the API in the list, in dollars', async () => {
      const created = await api.post('/invoices', { customer_id: customerId, number: 'INV-DASH-1', amount: 1250.5 });
      expect(created.status).toBe(200);
      await page.getByRole('link', { name: 'Invoices' }).click();
      const row = page.getByRole('row', { name: /INV-DASH-1/ });
      await hasText(row, '$1,250.50');
      await row.getByRole('button', { name: 'INV-DASH-1' }).click();
      await hasText(page.getByRole('dialog', { name: 'Invoice INV-DASH-1' }), customerId);
      await page.keyboard.press('Escape');
    });

    it('creates an invoice with lines from the page and sends it; the list names the customer', async () => {
      await page.getByRole('link', { name: 'Invoices' }).click();
      await hasText(page.getByRole('row', { name: /INV-DASH-1/ }), 'Dashboard Hardware LLC');
      await page.getByRole('button', { name: 'New invoice' }).click();
      const form = page.getByRole('dialog', { name: 'New invoice' });

      // Nothing filled in: the form names what is missing before anything is sent.
      await form.getByRole('button', { name: 'Create and send' }).click();
      const problems = form.getByRole('alert');
      await hasText(problems, 'Customer');
      await hasText(problems, 'Invoice number');
      await hasText(problems, 'Line 1 description');
      expect((await api.get('/invoices?filter[number][eq]=INV-DASH-LINES')).body.count).toBe(0);

      await form.getByLabel('Customer').fill('Dashboard Hard');
      await page.getByRole('option', { name: 'Dashboard Hardware LLC' }).click();
      await form.getByLabel('Invoice number').fill('INV-DASH-LINES');
      await form.getByLabel('Line 1 description').fill('Steel brackets');
      await form.getByLabel('Line 1 quantity').fill('12');
      await form.getByLabel('Line 1 unit price (USD)').fill('12.5');
      await form.getByRole('button', { name: 'Add a line' }).click();
      await form.getByLabel('Line 2 description').fill('Freight');
      await form.getByLabel('Line 2 quantity').fill('1');
      await form.getByLabel('Line 2 unit price (USD)').fill('40');
      await hasText(form.getByLabel('Invoice total'), 'Total $190.00');
      await form.getByRole('button', { name: 'Create and send' }).click();
      await page.getByText('Invoice INV-DASH-LINES created and sent to the customer.').waitFor();

      const listed = (await api.get('/invoices?filter[number][eq]=INV-DASH-LINES')).body.results[0];
      expect(listed).toMatchObject({
        customer_id: customerId,
        amount_due: 190,
        sent_at: expect.any(String),
        line_items: [
          { description: 'Steel brackets', quantity: 12, unit_price: 12.5, amount: 150 },
          { description: 'Freight', quantity: 1, unit_price: 40, amount: 40 },
        ],
      });
      await hasText(page.getByRole('row', { name: /INV-DASH-LINES/ }), 'Dashboard Hardware LLC');
      // Canceled, so the receivables the reports test adds up are those of the invoices it names.
      expect((await api.post(`/invoices/${listed.id as string}/cancel`)).status).toBe(200);
    });

    it('sends, voids and cancels invoices from their detail, and a refused void says why', async () => {
      const toVoid = (await api.post('/invoices', { customer_id: customerId, number: 'INV-DASH-2', amount: 300 })).body as { id: string };
      const toCancel = (await api.post('/invoices', { customer_id: customerId, number: 'INV-DASH-3', amount: 400 })).body as { id: string };
      // The list loads when the page opens: leave and come back to see the two new invoices.
      await page.getByRole('link', { name: 'Customers' }).click();
      await page.getByRole('link', { name: 'Invoices' }).click();
      await page
        .getByRole('row', { name: /INV-DASH-2/ })
        .getByRole('button', { name: 'INV-DASH-2' })
        .click();
      const detail = await invoiceDetail(page, 'INV-DASH-2');

      // An unsent invoice cannot be voided: the confirmation shows the API's reason and nothing changes.
      await detail.getByRole('button', { name: 'Void', exact: true }).click();
      const confirmVoid = page.getByRole('dialog', { name: 'Void this invoice?' });
      await confirmVoid.getByRole('button', { name: 'Void invoice' }).click();
      await hasText(confirmVoid, 'Only a sent invoice can be voided');
      provokedFailures.push(`400 ${base}/api/invoices/${toVoid.id}/void`);
      await confirmVoid.getByRole('button', { name: 'Cancel', exact: true }).click();
      expect((await api.get(`/invoices/${toVoid.id}`)).body).toMatchObject({ voided: false, sent_at: null });

      await detail.getByRole('button', { name: 'Send', exact: true }).click();
      await page.getByText('Invoice sent to the customer.').waitFor();
      await detail.getByRole('button', { name: 'Send', exact: true }).waitFor({ state: 'detached' });
      expect((await api.get(`/invoices/${toVoid.id}`)).body.sent_at).toEqual(expect.any(String));

      // The invoice went to the customer by email: the detail lists it, and a reminder goes on request.
      await detail.getByRole('button', { name: 'Send reminder' }).click();
      await page.getByText('Reminder sent to the customer.').waitFor();
      const emailRows = detail.getByRole('table', { name: 'Emails to the customer' }).getByRole('row');
      await until(
        async () => (await emailRows.allTextContents()).filter((row) => /^(invoice|reminder)/.test(row)).length === 2,
        'the invoice and reminder emails in the list',
      );
      expect((await api.get(`/emails?filter[invoice_id]=${toVoid.id}`)).body.results.map((email: { kind: string }) => email.kind).sort()).toEqual([
        'invoice',
        'reminder',
      ]);

      await detail.getByRole('button', { name: 'Void', exact: true }).click();
      await confirmVoid.getByRole('button', { name: 'Void invoice' }).click();
      await confirmVoid.waitFor({ state: 'detached' });
      await hasText(detail, 'voided');
      expect((await api.get(`/invoices/${toVoid.id}`)).body).toMatchObject({ voided: true, amount_balance: 0 });
      await page.keyboard.press('Escape');
      await hasText(page.getByRole('row', { name: /INV-DASH-2/ }), 'voided');

      await page
        .getByRole('row', { name: /INV-DASH-3/ })
        .getByRole('button', { name: 'INV-DASH-3' })
        .click();
      const other = await invoiceDetail(page, 'INV-DASH-3');
      await other.getByRole('button', { name: 'Send', exact: true }).click();
      await other.getByRole('button', { name: 'Send', exact: true }).waitFor({ state: 'detached' });
      await hasText(other, 'State sent');
      expect((await api.get(`/invoices/${toCancel.id}`)).body).toMatchObject({ sent_at: expect.any(String), canceled: false, amount_balance: 400 });
      await hasText(page.getByRole('row', { name: /INV-DASH-3/ }), 'sent');

      await other.getByRole('button', { name: 'Cancel invoice' }).click();
      const confirmCancel = page.getByRole('dialog', { name: 'Cancel this invoice?' });
      await confirmCancel.getByRole('button', { name: 'Cancel invoice' }).click();
      await confirmCancel.waitFor({ state: 'detached' });
      await hasText(other, 'canceled');
      // Closed invoices offer no further action.
      expect(
        await other
          .getByRole('button')
          .filter({ hasText: /^(Send|Void|Cancel invoice|Add credit note)$/ })
          .count(),
      ).toBe(0);
      expect((await api.get(`/invoices/${toCancel.id}`)).body).toMatchObject({ canceled: true, amount_balance: 0 });
      await page.keyboard.press('Escape');
      await hasText(page.getByRole('row', { name: /INV-DASH-3/ }), 'canceled');
    });

    it('adds a credit note from the invoice page: a note over the balance is refused with the reason, and a valid one lowers the balance', async () => {
      // A customer of its own, so the reports below can be checked to the cent.
      const supply = await api.post('/customers', customerInput({ business_name: 'Dashboard Supply Co' }));
      expect(supply.status).toBe(200);
      supplyCustomerId = supply.body.id;
      expect((await api.post(`/sandbox/customers/${supplyCustomerId}/credit-decision`, { decision: 'approved', amount: 20_000 })).status).toBe(200);
      creditedInvoiceId = await sentInvoice('INV-DASH-4', 1000);

      const detail = await openInvoice('INV-DASH-4');
      const form = detail.getByRole('form', { name: 'New credit note' });
      // Nothing filled in: the form names what is missing before anything is sent.
      await form.getByRole('button', { name: 'Add credit note' }).click();
      await hasText(form.getByRole('alert'), 'Amount is required');
      await hasText(form.getByRole('alert'), 'Reason is required');

      await form.getByLabel('Amount (USD)').fill('1500');
      await form.getByLabel('Reason').click();
      await page.getByRole('option', { name: 'requested by customer', exact: true }).click();
      await form.getByRole('button', { name: 'Add credit note' }).click();
      await hasText(form.getByRole('alert'), 'The credit note (1500.00) exceeds the invoice balance (1000.00)');
      provokedFailures.push(`400 ${base}/api/credit-notes`);
      expect(await accessibilityProblems(page)).toEqual([]);
      expect((await api.get(`/credit-notes?filter[invoice_id][eq]=${creditedInvoiceId}`)).body.count).toBe(0);
      expect((await api.get(`/invoices/${creditedInvoiceId}`)).body).toMatchObject({ amount_balance: 1000, amount_credited: 0 });

      await form.getByLabel('Amount (USD)').fill('250');
      await form.getByLabel('Credit note number (optional)').fill('CN-DASH-1');
      await form.getByLabel('Note (optional)').fill('Two crates arrived damaged');
      await form.getByRole('button', { name: 'Add credit note' }).click();
      await hasText(detail.getByRole('row', { name: /CN-DASH-1/ }), '$250.00');
      await detail.getByText('Balance $750.00', { exact: true }).waitFor();
      await detail.getByText('Credited $250.00', { exact: true }).waitFor();
      expect(await form.getByRole('alert').count()).toBe(0);
      expect((await api.get(`/invoices/${creditedInvoiceId}`)).body).toMatchObject({ amount_balance: 750, amount_credited: 250 });
      const notes = await api.get(`/credit-notes?filter[invoice_id][eq]=${creditedInvoiceId}`);
      expect(notes.body.results).toEqual([
        expect.objectContaining({
          customer_id: supplyCustomerId,
          number: 'CN-DASH-1',
          amount: 250,
          reason_code: 'requested_by_customer',
          reason_message: 'Two crates arrived damaged',
          voided: false,
        }),
      ]);
      await page.keyboard.press('Escape');
      await hasText(page.getByRole('row', { name: /INV-DASH-4/ }), '$750.00');
    });

    it('sees a payment the sandbox console pays applied to its invoice, and narrows the payments list by status', async () => {
      paidInvoiceId = await sentInvoice('INV-DASH-5', 600);
      const applied = await api.post('/sandbox/payments', {
        customer_id: supplyCustomerId,
        amount: 600,
        method: 'ach_debit',
        links: [{ invoice_id: paidInvoiceId, amount: 600 }],
      });
      expect(applied.status).toBe(200);
      const waiting = await api.post('/sandbox/payments', { customer_id: supplyCustomerId, amount: 75, method: 'check' });
      expect(waiting.status).toBe(200);

      // The bank's side, played from the console: the linked payment is paid.
      await page.getByRole('link', { name: 'Sandbox console' }).click();
      const card = page.getByRole('region', { name: 'Customer payments' });
      await card.getByLabel('Payment', { exact: true }).click();
      await page.getByRole('option', { name: '$600.00 · pending', exact: true }).click();
      await card.getByRole('button', { name: 'Move payment on' }).click();
      await page.getByText('Payment paid: done', { exact: true }).waitFor();
      expect((await api.get(`/payments/${applied.body.id}`)).body).toMatchObject({ status: 'paid', amount_unapplied: 0 });

      await page.getByRole('link', { name: 'Payments' }).click();
      const table = page.getByRole('table', { name: 'Payments' });
      await page.getByLabel('Customer id').fill(supplyCustomerId);
      await table.getByRole('row', { name: new RegExp(applied.body.id) }).waitFor();
      await table.getByRole('row', { name: new RegExp(waiting.body.id) }).waitFor();
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'paid', exact: true }).click();
      await until(async () => (await table.getByRole('row').count()) === 2, 'the list to narrow to the paid payment'); // header + one
      const paid = table.getByRole('row', { name: new RegExp(applied.body.id) });
      await hasText(paid, 'paid');
      expect(await paid.getByRole('cell').allTextContents()).toEqual([
        applied.body.id,
        supplyCustomerId,
        '$600.00',
        '$0.00',
        'ach debit',
        'paid',
        expect.any(String),
      ]);
      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'pending', exact: true }).click();
      await hasText(table.getByRole('row', { name: new RegExp(waiting.body.id) }), '$75.00');
      expect(await table.getByRole('row').count()).toBe(2);

      // Billing applies the payment from treasury's event, on its own time.
      await until(async () => (await api.get(`/invoices/${paidInvoiceId}`)).body.fully_paid === true, 'billing to apply the payment');
      const detail = await openInvoice('INV-DASH-5');
      await detail.getByText('Paid $600.00', { exact: true }).waitFor();
      await detail.getByText('Balance $0.00', { exact: true }).waitFor();
      await detail.getByText('Nothing is owed on this invoice, so it takes no credit note.').waitFor();
      await page.keyboard.press('Escape');
      await hasText(page.getByRole('row', { name: /INV-DASH-5/ }), 'paid');
    });

    it('sees the payout the sandbox console runs, with the forwarded payment among its transactions', async () => {
      await page.getByRole('link', { name: 'Sandbox console' }).click();
      await page.getByRole('region', { name: 'Payouts', exact: true }).getByRole('button', { name: 'Run payouts now' }).click();
      await page.getByText('Payout run: done', { exact: true }).waitFor();
      const payouts = (await api.get('/payouts')).body.results as Array<{ id: string; amount_gross: number; amount_fee: number; amount_net: number }>;
      expect(payouts).toHaveLength(1);
      const [payout] = payouts;
      // The payment on a non-advanced invoice is forwarded to the merchant, less Netline's fee.
      expect(payout.amount_gross).toBe(600);

      await page.getByRole('link', { name: 'Payouts' }).click();
      const row = page.getByRole('table', { name: 'Payouts' }).getByRole('row', { name: new RegExp(payout.id) });
      await hasText(row, 'pending');
      expect((await row.getByRole('cell').allTextContents()).slice(0, 5)).toEqual([
        payout.id,
        '$600.00',
        money(payout.amount_fee),
        money(payout.amount_net),
        'pending',
      ]);
      await row.getByRole('button', { name: payout.id }).click();
      const detail = page.getByRole('dialog', { name: `Transactions of ${payout.id}` });
      const transaction = detail.getByRole('table', { name: 'Payout transactions' }).getByRole('row', { name: /INV-DASH-5/ });
      await hasText(transaction, 'Dashboard Supply Co');
      expect((await transaction.getByRole('cell').allTextContents()).slice(0, 6)).toEqual([
        'payment',
        'Dashboard Supply Co',
        'INV-DASH-5',
        '$600.00',
        money(payout.amount_fee),
        money(payout.amount_net),
      ]);
      await page.keyboard.press('Escape');
    });

    it('sees a shipment recorded for an invoice with its courier and tracking number, and finds it by the invoice', async () => {
      // The sandbox courier reads the last three characters: DLV is delivered.
      const tracking = 'DASH4TRACKDLV';
      const shipped = await api.post('/shipments', {
        merchant_invoice_id: creditedInvoiceId,
        shipment_courier: 'test-courier',
        shipment_tracking_number: tracking,
      });
      expect(shipped.status).toBe(200);
      expect((await api.post(`/shipments/${shipped.body.id}/sync`)).body).toMatchObject({ verification_status: 'verified', tracking_status: 'delivered' });
      const other = await api.post('/shipments', { merchant_invoice_id: paidInvoiceId, shipment_courier: 'ups', shipment_tracking_number: '1ZDASH5OTHER' });
      expect(other.status).toBe(200);

      await page.getByRole('link', { name: 'Shipments' }).click();
      const table = page.getByRole('table', { name: 'Shipments' });
      await table.getByRole('row', { name: /1ZDASH5OTHER/ }).waitFor();
      await page.getByLabel('Invoice id').fill(creditedInvoiceId);
      await until(async () => (await table.getByRole('row').count()) === 2, "the list to narrow to the invoice's shipment"); // header + one
      const row = table.getByRole('row', { name: new RegExp(shipped.body.id) });
      expect((await row.getByRole('cell').allTextContents()).slice(0, 6)).toEqual([
        shipped.body.id,
        creditedInvoiceId,
        'shipping provider',
        'test-courier',
        tracking,
        'verified',
      ]);
    });

    it("shows receivables and the customer's invoiced, paid and credited totals the tests above made", async () => {
      // What the API holds, which the report must agree with: every sent invoice, the open ones' balances.
      const invoices = (await api.get('/invoices?limit=100')).body.results as Array<{
        sent_at: string | null;
        voided: boolean;
        canceled: boolean;
        amount_due: number;
        amount_balance: number;
      }>;
      const sent = invoices.filter((invoice) => invoice.sent_at);
      const receivables = sent.filter((invoice) => !invoice.voided && !invoice.canceled).reduce((sum, invoice) => sum + invoice.amount_balance, 0);
      const creditSales = sent.reduce((sum, invoice) => sum + invoice.amount_due, 0);
      expect(receivables).toBe(750);

      await page.getByRole('link', { name: 'Reports' }).click();
      /** A figure of the report: its label and its value. */
      const figure = (name: string) => page.getByText(name, { exact: true }).locator('xpath=..');
      const row = page.getByRole('table', { name: 'Receivables by customer' }).getByRole('row', { name: /Dashboard Supply Co/ });
      // Insights builds its figures from the services' events, on its own time: reload until it has them all.
      // After each reload the page draws the report once its code and figures have arrived, which on a busy
      // machine takes seconds: the row is waited for before it is read, or the reloads never let it appear.
      await eventually(
        async () => {
          await row.waitFor({ timeout: 10_000 });
          expect(await row.getByRole('cell').allTextContents()).toEqual([
            'Dashboard Supply Co',
            '1',
            '$750.00',
            '$750.00',
            '$0.00',
            '$0.00',
            '$0.00',
            '$0.00',
            '$1,600.00',
            '$600.00',
            '$250.00',
          ]);
          await hasText(figure('Receivables'), `Receivables${money(receivables)}`, { exact: true, timeoutMs: 1_000 });
          await hasText(figure('Credit sales, last 90 days'), `Credit sales, last 90 days${money(creditSales)}`, { exact: true, timeoutMs: 1_000 });
        },
        () => page.reload().then(() => undefined),
        60_000,
      );
      // The charts: the open balance by age (a bar per bucket), and receivables against credit sales (two
      // bars); each names its figures for people who do not see it.
      const buckets = page.getByTestId('aging-buckets-chart');
      await until(async () => (await buckets.locator('svg .recharts-bar-rectangle').count()) === 5, 'a bar per bucket in the ageing chart');
      expect(await buckets.locator('svg .recharts-cartesian-axis-tick-value').allTextContents()).toEqual(
        expect.arrayContaining(['Current', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days']),
      );
      expect(await buckets.locator('div[role="img"]').getAttribute('aria-label')).toContain('Current $750.00');
      const dso = page.getByTestId('dso-chart');
      await until(async () => (await dso.locator('svg .recharts-bar-rectangle').count()) === 2, 'two bars in the DSO chart');
      await hasText(dso, `DSO`);
    });

    it('lists an overdue invoice in its age bucket with its last reminder, reminds now, logs the email and charts receivables over time', async () => {
      // INV-DASH-4 (net 30, $750 still owed) goes ten days past due on the sandbox clock; the advance runs
      // billing's collections pass at once, which marks it overdue and sends the latest step due (7 days).
      expect((await api.post('/sandbox/clock/advance', { days: 40 })).status).toBe(200);
      const listed = await waitFor(
        () => api.get('/collections/overdue'),
        (response) => response.body.results[0]?.last_reminder_at != null,
      );
      expect(listed.body).toMatchObject({ count: 1, results: [{ invoice_id: creditedInvoiceId, number: 'INV-DASH-4', customer_name: 'Dashboard Supply Co' }] });
      const [overdue] = listed.body.results as Array<{
        due_at: string;
        days_overdue: number;
        bucket: string;
        last_reminder_at: string;
        next_reminder_at: string;
      }>;
      expect(overdue).toMatchObject({ days_overdue: 10, bucket: 'days_1_30', next_reminder_at: expect.any(String) });
      const reminders = async () => (await api.get(`/emails?filter[invoice_id]=${creditedInvoiceId}&filter[kind]=reminder`)).body.count as number;
      expect(await reminders()).toBe(1);

      await page.getByRole('link', { name: 'Collections' }).click();
      const table = page.getByRole('table', { name: 'Overdue invoices' });
      const row = table.getByRole('row', { name: /INV-DASH-4/ });
      // The age filter's options are labels over visually hidden radio buttons: click what a person sees.
      const age = (name: string) => page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });
      await age('31–60 days').click();
      await page.getByText('No invoice is 31–60 days overdue.').waitFor();
      await age('1–30 days').click();
      expect(await page.getByRole('radio', { name: '1–30 days' }).isChecked()).toBe(true);
      // As the page shows them: in the viewer's zone (newDesktopPage's America/Chicago), spaces made plain.
      const plain = (text: string) => text.replace(/\s+/g, ' ').trim();
      const shown = (iso: string, withTime = true) =>
        plain(new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}), timeZone: 'America/Chicago' }));
      await eventually(
        async () =>
          expect((await row.getByRole('cell').allTextContents()).map(plain)).toEqual([
            'Dashboard Supply Co',
            'INV-DASH-4',
            '$750.00',
            shown(overdue.due_at, false),
            '10',
            '1–30 days',
            shown(overdue.last_reminder_at),
            shown(overdue.next_reminder_at),
            'Remind now',
          ]),
        async () => undefined,
        10_000,
      );

      // A reminder on request: one more reminder email, and it is the latest.
      await row.getByRole('button', { name: 'Remind now' }).click();
      await page.getByText('Reminder sent to Dashboard Supply Co about invoice INV-DASH-4.').waitFor();
      expect(await reminders()).toBe(2);
      const reminded = (await api.get(`/collections/overdue?filter[customer_id]=${supplyCustomerId}`)).body.results[0] as { last_reminder_at: string };
      expect(new Date(reminded.last_reminder_at).getTime()).toBeGreaterThan(new Date(overdue.last_reminder_at).getTime());

      // Receivables over the last 30 days: a stacked area per bucket, named in the legend, a point per day.
      const chart = page.getByTestId('aging-history-chart');
      await until(async () => (await chart.locator('svg .recharts-area').count()) === 5, 'an area for each of the five buckets');
      expect(await chart.locator('.mantine-ChartLegend-legendItemName').allTextContents()).toEqual([
        'Current',
        '1–30 days',
        '31–60 days',
        '61–90 days',
        'Over 90 days',
      ]);
      const history = (await api.get('/reports/ar-aging/history')).body as { points: Array<{ total: number; buckets: Record<string, number> }> };
      expect(history.points).toHaveLength(30);
      expect(history.points[29]).toMatchObject({ total: 750, buckets: { days_1_30: 750 } });
      expect(await chart.locator('div[role="img"]').getAttribute('aria-label')).toContain('now $750.00');

      // The invoice's link opens its detail on the Invoices page.
      await row.getByRole('link', { name: 'INV-DASH-4' }).click();
      const detail = page.getByRole('dialog', { name: 'Invoice INV-DASH-4' });
      await hasText(detail, '10 days overdue');
      await page.keyboard.press('Escape');

      // The Emails page lists both reminders; the newest opens with its recipients, attempts and invoice.
      await page.getByRole('link', { name: 'Emails' }).click();
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'reminder', exact: true }).click();
      const emails = page.getByRole('table', { name: 'Emails' });
      await until(async () => (await emails.getByRole('row', { name: /Dashboard Supply Co/ }).count()) === 2, 'both reminders in the email log');
      const [latest] = (await api.get(`/emails?filter[invoice_id]=${creditedInvoiceId}&filter[kind]=reminder`)).body.results as Array<{
        id: string;
        subject: string | null;
        to: string[];
        attempts: number;
      }>;
      const composed = await waitFor(
        () => api.get(`/emails/${latest.id}`),
        (response) => response.body.subject !== null && response.body.status !== 'queued',
      );
      await page.reload();
      await emails.getByRole('row').nth(1).getByRole('button').click();
      const email = page.getByRole('dialog', { name: 'Email' });
      await hasText(email, `Subject ${composed.body.subject as string}`);
      await hasText(email, `To ${(composed.body.to as string[]).join(', ')}`);
      await hasText(email, `Attempts ${composed.body.attempts as number}`);
      await hasText(email, 'Invoice INV-DASH-4');
      await page.keyboard.press('Escape');
    });

    it('invites a person by email, makes a member admin, and deactivates a member, whose open session is refused on its next request', async () => {
      const leaver = await openPage();
      await signIn(leaver.page, emails.leaver);
      await leaver.page.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();

      await page.getByRole('link', { name: 'Team' }).click();
      // An invitation by email (its acceptance: apps/dashboard/test/accounts.e2e-spec.ts).
      await page.getByRole('button', { name: 'Invite person' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a person' });
      await invite.getByLabel('Email').fill('newcomer@dash.test');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await hasText(page.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: /newcomer@dash\.test/ }), 'Pending');
      // A read-only member made admin.
      const promoted = page.getByRole('row', { name: new RegExp(emails.promoted.replace('.', '\\.')) });
      await promoted.getByRole('combobox', { name: `Role of ${emails.promoted}` }).click();
      await page.getByRole('option', { name: 'Admin' }).click();
      await page.getByText(`${emails.promoted} is now Admin.`).waitFor();
      expect(await rawSessionRole(emails.promoted, PASSWORD)).toBe('admin');

      const row = page.getByRole('row', { name: new RegExp(emails.leaver) });
      await row.getByRole('button', { name: 'Deactivate' }).click();
      await page
        .getByRole('dialog', { name: /Deactivate/ })
        .getByRole('button', { name: 'Deactivate' })
        .click();
      await hasText(row, 'Deactivated');

      const answer = await leaver.page.evaluate(async () => (await fetch('/api/customers')).status);
      expect(answer).toBe(401);
      await leaver.page.reload();
      await leaver.page.getByRole('heading', { name: 'Sign in to Netline' }).waitFor();
    });

    it('shows every page without a serious accessibility problem, and screenshots each', async () => {
      const pages = [
        'settings/integrations',
        'webhooks',
        'events',
        'customers',
        'invoices',
        'collections',
        'disputes',
        'emails',
        'payments',
        'payouts',
        'shipments',
        'reports',
        'team',
        'sandbox',
      ];
      const problems: Record<string, string[]> = {};
      for (const path of pages) {
        const name = path.replace('settings/', '');
        problems[name] = await screenshotPage(page, name, async () => page.goto(`${base}/dashboard/${path}`));
      }
      expect(problems).toEqual(Object.fromEntries(pages.map((path) => [path.replace('settings/', ''), []])));
    });

    it('reads the API and events references under their content security policies, with no violation logged', async () => {
      const docs = await page.goto(`${base}/api/docs/`);
      expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The reference renders every operation of a large document: on two busy cores that has taken past 10 s.
      await page.locator('.opblock').first().waitFor({ timeout: 30_000 });
      const events = await page.goto(`${base}/api/docs/events`);
      expect(events?.headers()['content-security-policy']).toContain("default-src 'none'");
      await page.getByText('payment.paid').first().waitFor();
      await page.goto(`${base}/dashboard/settings/integrations`);
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
    });

    it('signs out', async () => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('heading', { name: 'Sign in to Netline' }).waitFor();
      expect(await page.evaluate(async () => (await fetch('/api/customers')).status)).toBe(401);
    });
  });

  describe('a read-only person', () => {
    it('signs in by keyboard, sees the same pages with no write control, and a forged write is refused with 403', async () => {
      const { page } = await openPage();
      // By keyboard alone: the email field, Tab to the password, Enter to sign in, then a menu link.
      await openDashboardSignIn(page, base);
      await page.getByLabel('Email').focus();
      await page.keyboard.type(emails.reader);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
      await page.getByRole('link', { name: 'Payouts' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Payouts', exact: true }).waitFor();
      await page.goto(`${base}/dashboard/settings/integrations`);
      await page.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
      await page.getByText('Read only', { exact: true }).waitFor();
      await until(() => page.getByRole('switch', { name: /OAuth 2.0/ }).isDisabled(), 'disabled');
      await page.getByRole('region', { name: 'Access keys' }).waitFor();
      for (const [path, heading] of [
        ['settings/integrations', 'Settings › Integrations'],
        ['webhooks', 'Webhooks'],
        ['customers', 'Customers'],
        ['invoices', 'Invoices'],
        ['collections', 'Collections'],
        ['team', 'Team'],
      ]) {
        await page.goto(`${base}/dashboard/${path}`);
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
        await page.waitForLoadState('networkidle');
        for (const control of [
          'Create access key',
          'Rotate secret API key',
          'Reveal secret',
          'Revoke',
          'Add endpoint',
          'Send test event',
          'Remove',
          'Add customer',
          'Invite person',
          'Deactivate',
          'Remind now',
        ]) {
          expect({ path, control, count: await page.getByRole('button', { name: control, exact: true }).count() }).toEqual({ path, control, count: 0 });
        }
      }
      await screenshot(page, 'team-read-only');

      // An invoice's detail offers neither its actions nor the credit-note form.
      await page.goto(`${base}/dashboard/invoices`);
      await page
        .getByRole('row', { name: /INV-DASH-4/ })
        .getByRole('button', { name: 'INV-DASH-4' })
        .click();
      const detail = await invoiceDetail(page, 'INV-DASH-4');
      await detail.getByRole('row', { name: /CN-DASH-1/ }).waitFor();
      expect(
        await detail
          .getByRole('button')
          .filter({ hasText: /^(Send|Void|Cancel invoice|Add credit note)$/ })
          .count(),
      ).toBe(0);
      expect(await detail.getByRole('form').count()).toBe(0);
      await page.keyboard.press('Escape');

      const forged = await page.evaluate(async () => {
        const session = (await (await fetch('/dashboard/session')).json()) as { csrf_token: string };
        const headers = { 'content-type': 'application/json', 'x-csrf-token': session.csrf_token };
        const customer = await fetch('/api/customers', { method: 'POST', headers, body: JSON.stringify({ business_name: 'Nope' }) });
        const settings = await fetch('/api/settings', { method: 'PUT', headers, body: JSON.stringify({ basic_enabled: false }) });
        return [
          { status: customer.status, body: (await customer.json()) as { error: { type: string } } },
          { status: settings.status, body: (await settings.json()) as { error: { type: string } } },
        ];
      });
      for (const answer of forged) {
        expect(answer.status).toBe(403);
        expect(answer.body.error.type).toBe('forbidden_error');
      }
    });
  });

  describe('session-only operations and the operator CLI', () => {
    it('answers the dashboard operations to sessions only, never to API credentials', async () => {
      expect((await api.get('/settings')).status).toBe(404);
      expect((await api.get('/access-keys')).status).toBe(404);
      expect((await api.get('/team/users')).status).toBe(404);
    });

    it('creates web-app MCP keys with redirect URIs from the CLI and refuses them without one', async () => {
      const created = await createAccessKey(stack.env, merchant.merchant_id, {
        kind: 'mcp',
        auth: 'web_app',
        scopes: ['merchant:read'],
        redirectUris: ['https://assistant.example/callback', 'http://127.0.0.1:6274/oauth/callback'],
      });
      expect(created.redirect_uris).toEqual(['https://assistant.example/callback', 'http://127.0.0.1:6274/oauth/callback']);
      const webApp = accessKeyArgs(merchant.merchant_id, { kind: 'mcp', auth: 'web_app', scopes: ['merchant:read'] });
      await expect(adminCli(stack.env, webApp)).rejects.toMatchObject({ stdout: expect.stringContaining('needs at least one redirect URI') });
      await expect(adminCli(stack.env, [...webApp, '--redirect-uri', 'http://assistant.example/cb'])).rejects.toMatchObject({
        stdout: expect.stringContaining('must be an https URL'),
      });
    });
  });

  it('logged no console error in any page', () => {
    expect(consoleErrors.filter((error) => !provokedFailures.includes(error))).toEqual([]);
  });

  /** Opens a page, waits until its data has loaded, screenshots it and returns its accessibility problems. */
  async function screenshotPage(page: Page, name: string, open: () => Promise<unknown>): Promise<string[]> {
    await open();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await page
      .locator('[aria-label^="Loading"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await screenshot(page, name);
    return accessibilityProblems(page);
  }

  async function addEndpoint(page: Page, url: string) {
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(url);
    await form.getByRole('button', { name: 'Save endpoint' }).click();
    await page.getByRole('row', { name: new RegExp(url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  }
});
