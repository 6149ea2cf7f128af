import { adminCli, createAccessKey, createMerchant, freePort, SharedStack, sharedStack } from '@netline/testing';
import { createServer, Server } from 'node:http';
import { accessibilityProblems, launchChromium, screenshot } from '@netline/testing/browser';
import type { Browser, Page } from 'playwright-core';
import { pkcePair } from './oauth-support';

/** Serious and critical accessibility violations (axe-core, WCAG 2 A/AA), and a screenshot to look at. */
async function checkPage(page: Page, name: string): Promise<string[]> {
  await screenshot(page, `oauth-${name}`);
  return (await accessibilityProblems(page)).map((problem) => `${name}: ${problem}`);
}

const PASSWORD = 'correct horse battery';

/**
 * The MCP web-app sign-in as a person sees it, in Chromium: the assistant sends the browser to the
 * authorization server, the person signs in and allows access, and the browser lands on the assistant's
 * callback (a small HTTP server here) with a code and the issuer (RFC 9207). Forms, cookies, the
 * content security policy and the redirects are the browser's own.
 */
describe('MCP web-app sign-in in a browser', () => {
  let stack: SharedStack;
  let chromium: Browser;
  let callbackServer: Server;
  let callbackUrl: string;
  let issuer: string;
  let mcpUrl: string;
  let key: { client_id: string; client_secret: string };
  let email: string;
  const arrivals: URL[] = [];

  beforeAll(async () => {
    const callbackPort = await freePort();
    callbackUrl = `http://127.0.0.1:${callbackPort}/callback`;
    callbackServer = createServer((request, response) => {
      arrivals.push(new URL(request.url ?? '/', callbackUrl));
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Connected</title><h1>Assistant connected</h1>');
    });
    await new Promise<void>((resolve) => callbackServer.listen(callbackPort, '127.0.0.1', resolve));
    // The browser first: it fails at once when Chromium is missing, before a stack is running that
    // nothing would assign, and so nothing would stop.
    chromium = await launchChromium();
    stack = await sharedStack();
    issuer = stack.oauthIssuer;
    mcpUrl = stack.mcpUrl;
    const merchant = await createMerchant(stack.env, 'Osprey Tools', ['--oauth', 'on']);
    key = await createAccessKey(stack.env, merchant.merchant_id, {
      kind: 'mcp',
      auth: 'web_app',
      scopes: ['merchant:read', 'merchant:write'],
      name: 'Osprey assistant',
      redirectUris: [callbackUrl],
    });
    email = `owner-${Date.now()}@osprey.example`;
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', PASSWORD, '--role', 'admin']);
  });

  afterAll(async () => {
    await chromium?.close();
    await new Promise((resolve) => callbackServer?.close(resolve));
  });

  it('signs in, consents and is sent back to the assistant with a code and iss', async () => {
    const context = await chromium.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const { challenge } = pkcePair();
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: key.client_id,
      redirect_uri: callbackUrl,
      scope: 'merchant:read merchant:write',
      resource: mcpUrl,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'browser-state',
    });
    await page.goto(`${issuer}/auth?${params}`);
    await page.getByRole('heading', { name: 'Sign in to connect Osprey assistant' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong email or password' }).waitFor();
    expect(await checkPage(page, 'sign-in')).toEqual([]);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Connect Osprey assistant?' }).waitFor();
    expect(await page.textContent('main')).toContain('Osprey Tools');
    expect(await page.textContent('main')).toContain('read and write');
    expect(await checkPage(page, 'consent')).toEqual([]);
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(callbackUrl));
    const arrived = new URL(page.url());
    expect(arrived.searchParams.get('code')).toEqual(expect.any(String));
    expect(arrived.searchParams.get('iss')).toBe(issuer);
    expect(arrived.searchParams.get('state')).toBe('browser-state');
    expect(arrivals.map((url) => url.searchParams.get('code'))).toContain(arrived.searchParams.get('code'));
    // The wrong password's page is answered 401, which the browser logs; nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);

    // Connecting again in the same browser: signed in, and the grant stands, so straight back with a code.
    await page.goto(`${issuer}/auth?${new URLSearchParams({ ...Object.fromEntries(params), state: 'second', code_challenge: pkcePair().challenge })}`);
    await page.waitForURL((url) => url.href.startsWith(callbackUrl));
    expect(new URL(page.url()).searchParams.get('state')).toBe('second');
    expect(new URL(page.url()).searchParams.get('code')).toEqual(expect.any(String));

    // Signing in there signed the person in to the dashboard too: the assistant is listed, and goes.
    await page.goto(`${new URL(issuer).origin}/dashboard/settings/integrations`);
    const section = page.getByRole('region', { name: 'Connected assistants' });
    const row = section.getByRole('row').filter({ hasText: 'Osprey assistant' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Read and write');
    await row.getByRole('button', { name: 'Disconnect' }).click();
    await page
      .getByRole('dialog', { name: /Disconnect/ })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await section.getByText('No assistant is connected with your account.').waitFor();
    await context.close();
  });
});
