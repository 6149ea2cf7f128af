import { CreatedAccessKey, IdentitySubjects, VerifiedUser } from '@netline/contracts';
import {
  adminCli,
  createAccessKey,
  createMerchant,
  FormBrowser,
  freePort,
  MailSink,
  MerchantCredentials,
  operatorAsk,
  pkcePair,
  Stack,
} from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, screenshot, signInToDashboard } from '@netline/testing/browser';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newDesktopPage } from './browser';

/**
 * People's own accounts in Debian's Chromium, on a stack of its own (identity and the gateway) whose
 * account emails go to a real SMTP server this test starts: an admin invites a person from the Team
 * page; the person accepts by the link in the email, chooses a password and sets up an authenticator
 * (the codes computed here from the key the page shows, as an app would); signs out and in with password
 * and code; is asked for a fresh code before the webhook secret is revealed; then forgets the password,
 * resets it by the emailed link (which works once) and signs in with the new one. The same person then
 * connects an assistant through the OAuth sign-in pages (submitted with plain HTTP, as a browser posts
 * them): the password alone asks for a code, a wrong or replayed code is refused and counts against the
 * sign-in limit, a right one leads to an authorization code the token endpoint exchanges; a person
 * without an authenticator on a team that requires one is sent to the dashboard. Last, an operator
 * clears the person's second factor with the CLI, which ends their sessions and the assistant's
 * connection.
 */
describe('dashboard accounts in a browser: invitation, TOTP, step-up, password reset', () => {
  const ADMIN_PASSWORD = 'the admin password';
  const FIRST_PASSWORD = 'my chosen password';
  const NEW_PASSWORD = 'my password after reset';
  const invitee = 'invitee@accounts.test';
  /** The OAuth client's registered callback (nothing listens there: the test reads the redirect). */
  const CALLBACK = 'http://127.0.0.1:8123/callback';
  /** Sign-in attempts per email and client address in 15 minutes (the gateway's setting on this stack). */
  const PAIR_LIMIT = 5;
  let chromium: Browser;
  let sink: MailSink;
  let stack: Stack;
  let base: string;
  let merchant: MerchantCredentials;
  /** The MCP endpoint's address as identity and the gateway know it: the resource and `aud` of assistants' tokens. */
  let mcpUrl: string;
  const contexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];
  let secret = '';
  /** The last time step a code was sent for: the server accepts each step once. */
  let lastStep = 0;
  /** The recovery codes shown once at set-up. */
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    chromium = await launchChromium();
    sink = await MailSink.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    mcpUrl = `http://127.0.0.1:${await freePort()}/mcp`;
    stack = await Stack.start({
      apps: ['identity', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      ports: { gateway: port },
      env: { MCP_URL: mcpUrl },
      appEnv: {
        identity: { SMTP_URL: sink.url, DASHBOARD_URL: `${base}/dashboard`, MAIL_SWEEP_INTERVAL_MS: '500', MAIL_RETRY_BASE_MS: '200' },
        // The test's OAuth sign-ins may name their client address (X-Forwarded-For) as a proxy would.
        gateway: { OAUTH_ISSUER: `${base}/oauth`, TRUSTED_PROXIES: '127.0.0.1', DASHBOARD_LOGIN_LIMIT_PER_ACCOUNT_ADDRESS: String(PAIR_LIMIT) },
      },
    });
    merchant = await createMerchant(stack.env, 'Accounts Merchant');
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', 'owner@accounts.test', '--password', ADMIN_PASSWORD, '--role', 'admin']);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await chromium?.close();
    await stack?.stop();
    await sink?.stop();
  });

  const openPage = async () => {
    const opened = await newDesktopPage(chromium);
    contexts.push(opened.context);
    opened.page.on('console', () => consoleErrors.push(...opened.consoleErrors.splice(0)));
    return opened;
  };

  /**
   * A code as the person's app shows it, for a time step after the last one used. The server allows one
   * step of drift either way, so three codes come without waiting: the previous step (only early in the
   * current one, so that it is still within the drift when the page submits it), the current one and the
   * next; past that, it waits for the clock to reach the step before the one it needs.
   */
  const nextCode = async () => {
    const current = () => Math.floor(Date.now() / 30_000);
    const earliest = Date.now() % 30_000 < 15_000 ? current() - 1 : current();
    const step = Math.max(earliest, lastStep + 1);
    while (step > current() + 1) await new Promise((resolve) => setTimeout(resolve, 250));
    lastStep = step;
    return codeAt(step);
  };
  const codeAt = (step: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: step * 30_000 });

  /** The link in the `count`-th email to the invitee. */
  const emailedLink = async (count: number, page: string) => {
    const messages = await sink.waitFor(invitee, count);
    const text = messages[count - 1].parsed.text ?? '';
    const link = /(http\S+#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    expect(link.startsWith(`${base}/dashboard/${page}#token=`)).toBe(true);
    return { link, subject: messages[count - 1].parsed.subject };
  };

  const signInWithPassword = (page: Page, email: string, password: string) => signInToDashboard(page, base, email, password);

  let admin: Page;
  let person: Page;

  it('invites a person from the Team page, who accepts by the emailed link with a password of their own', async () => {
    ({ page: admin } = await openPage());
    await signInWithPassword(admin, 'owner@accounts.test', ADMIN_PASSWORD);
    await admin.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
    await admin.getByRole('link', { name: 'Team' }).click();
    await admin.getByRole('button', { name: 'Invite person' }).click();
    const form = admin.getByRole('dialog', { name: 'Invite a person' });
    await form.getByLabel('Email').fill(invitee);
    await form.getByLabel('Role').click();
    await admin.getByRole('option', { name: 'Admin' }).click();
    await form.getByRole('button', { name: 'Send invitation' }).click();
    const row = admin.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: new RegExp(invitee) });
    await hasText(row, 'Pending');
    await hasText(row, 'Admin');

    const { link, subject } = await emailedLink(1, 'accept-invitation');
    expect(subject).toBe('Join Accounts Merchant on Netline');
    ({ page: person } = await openPage());
    await person.goto(link);
    await person.getByRole('heading', { name: 'Join your team on Netline' }).waitFor();
    await hasText(person.getByRole('main'), `signing in as ${invitee}`);
    await person.getByRole('textbox', { name: 'New password', exact: true }).fill(FIRST_PASSWORD);
    await person.getByLabel('Repeat the new password').fill(FIRST_PASSWORD);
    await person.getByRole('button', { name: 'Accept and sign in' }).click();
    await person.getByRole('heading', { name: 'Account security' }).waitFor();
    await hasText(person.getByRole('banner'), invitee);

    await admin.reload();
    await hasText(admin.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: new RegExp(invitee) }), 'Accepted');
    await hasText(admin.getByRole('table', { name: 'Team members' }), invitee);
  });

  it('sets up an authenticator with a code computed from the key shown, and gets recovery codes once', async () => {
    const section = person.getByRole('region', { name: 'Two-step sign-in' });
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    secret = (await person.getByTestId('secret-setup-key').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await person.getByTestId('secret-setup-link').innerText()).toContain(`otpauth://totp/Netline:${encodeURIComponent(invitee)}`);
    await section.getByLabel('Code from the app').fill(await nextCode());
    await section.getByRole('button', { name: 'Confirm and turn on' }).click();
    const codes = person.getByRole('dialog', { name: 'Your recovery codes' });
    await codes.getByRole('list', { name: 'Recovery codes' }).waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    recoveryCodes = (await codes.getByRole('listitem').allInnerTexts()).map((code) => code.trim());
    await codes.getByRole('button', { name: 'I have saved them' }).click();
    await hasText(section, 'On');
    await hasText(section, 'Recovery codes left: 10');
    expect(await accessibilityProblems(person)).toEqual([]);
    await screenshot(person, 'account-security');
  });

  it('signs out, and signs in again with the password and then a code', async () => {
    await person.getByRole('button', { name: 'Sign out' }).click();
    await signInWithPassword(person, invitee, FIRST_PASSWORD);
    const code = person.getByLabel('Authentication code');
    await code.waitFor();
    // A wrong code is refused and says so; no session exists until a right one.
    await code.fill('000000');
    await person.getByRole('button', { name: 'Verify' }).click();
    await hasText(person.getByRole('alert'), 'Wrong or already used code');
    expect(await person.evaluate(async () => ((await (await fetch('/dashboard/session')).json()) as { signed_in: boolean }).signed_in)).toBe(false);
    await code.fill(await nextCode());
    await person.getByRole('button', { name: 'Verify' }).click();
    await person.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
  });

  it('asks for a fresh code before revealing the webhook secret', async () => {
    await person.getByRole('button', { name: 'Reveal secret' }).click();
    const confirm = person.getByRole('dialog', { name: 'Confirm it is you' });
    await confirm.getByLabel('Authentication code').fill(await nextCode());
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await hasText(person.getByTestId('secret-webhook-secret'), 'whsec_');
    // Within the next minutes the proof holds: a rotation asks nothing more.
    await person.getByRole('button', { name: 'Rotate secret', exact: true }).click();
    await person.getByRole('dialog', { name: 'Rotate the webhook secret?' }).getByRole('button', { name: 'Rotate now' }).click();
    await person.getByText('The previous secret also signs deliveries until').waitFor();
    expect(await person.getByRole('dialog', { name: 'Confirm it is you' }).count()).toBe(0);
  });

  it('resets a forgotten password by the emailed link, which works once, and signs in with the new one', async () => {
    await person.getByRole('button', { name: 'Sign out' }).click();
    await person.getByRole('link', { name: 'Forgot your password?' }).click();
    // The sign-in page has an Email field too: wait for the reset page before typing, or the address lands in the old one.
    await person.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await person.getByLabel('Email').fill(invitee);
    await person.getByRole('button', { name: 'Send the link' }).click();
    await hasText(person.getByRole('status').filter({ hasText: 'Check your email' }), 'If this address has a Netline dashboard account');

    const { link, subject } = await emailedLink(2, 'reset-password');
    expect(subject).toBe('Reset your Netline password');
    await person.goto(link);
    await person.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await person.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await person.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await person.getByRole('button', { name: 'Set the new password' }).click();
    await hasText(person.getByRole('status').filter({ hasText: 'Sign in with the new password' }), 'every session of your account has ended');

    // The link again: refused.
    await person.goto(link);
    await person.getByRole('textbox', { name: 'New password', exact: true }).fill('one more password');
    await person.getByLabel('Repeat the new password').fill('one more password');
    await person.getByRole('button', { name: 'Set the new password' }).click();
    await hasText(person.getByRole('alert'), 'invalid, already used or expired');

    // The old password no longer signs in; the new one does, with a recovery code in place of the app's.
    await signInWithPassword(person, invitee, FIRST_PASSWORD);
    await hasText(person.getByRole('alert'), 'Wrong email or password');
    await signInWithPassword(person, invitee, NEW_PASSWORD);
    await person.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await person.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await person.getByRole('button', { name: 'Verify' }).click();
    await person.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
    await person.getByRole('link', { name: 'Account security' }).click();
    await hasText(person.getByRole('region', { name: 'Two-step sign-in' }), 'Recovery codes left: 9');
  });

  it('lets an admin with an authenticator require one of everyone, after which a person without one may only set it up', async () => {
    await person.getByRole('link', { name: 'Team' }).click();
    await person.getByRole('switch', { name: /Require two-step sign-in for everyone/ }).click();
    await person.getByText('Two-step sign-in is now required.').waitFor();
    // The owner's open session (no authenticator) counts from its next request: set-up only.
    await admin.goto(`${base}/dashboard/settings/integrations`);
    await admin.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    const answers = await admin.evaluate(async () => {
      const settings = await fetch('/api/settings');
      return { settings: { status: settings.status, body: (await settings.json()) as unknown }, account: (await fetch('/api/account')).status };
    });
    expect(answers).toEqual({
      settings: { status: 403, body: { error: expect.objectContaining({ type: 'forbidden_error', code: 'GATEWAY.SECOND_FACTOR_ENROLMENT_REQUIRED' }) } },
      account: 200,
    });
  });

  describe('the OAuth sign-in of an assistant', () => {
    let webApp: CreatedAccessKey;
    let inviteeId: string;
    let refreshToken: string;

    beforeAll(async () => {
      await operatorAsk(stack.env, IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, oauth_enabled: true });
      webApp = await createAccessKey(stack.env, merchant.merchant_id, {
        kind: 'mcp',
        auth: 'web_app',
        scopes: ['merchant:read', 'merchant:write'],
        name: 'Accounts assistant',
        redirectUris: [CALLBACK],
      });
      // The password is right and a code must follow: identity names the person without signing them in.
      inviteeId = (await operatorAsk<VerifiedUser>(stack.env, IdentitySubjects.verifyPassword, { email: invitee, password: NEW_PASSWORD })).id;
    });

    /** An assistant's authorization request in a browser of its own: the sign-in page it lands on, and the PKCE verifier. */
    const authorize = async (browser = new FormBrowser()) => {
      const { verifier, challenge } = pkcePair();
      const params = new URLSearchParams({
        response_type: 'code',
        client_id: webApp.client_id,
        redirect_uri: CALLBACK,
        scope: 'merchant:read merchant:write',
        resource: mcpUrl,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        state: 'st-accounts',
      });
      const step = await browser.follow(`${base}/oauth/auth?${params}`, base);
      expect(step.page?.html).toContain('name="password"');
      return { browser, page: step.page!, verifier };
    };

    /** What a sign-in page says to the person (its alert), and whether it asks for a code. */
    const shown = (step: { page?: { status: number; html: string }; redirect?: URL }) => ({
      status: step.page?.status,
      redirect: step.redirect?.href,
      alert: /<p class="error" role="alert">([^<]*)<\/p>/.exec(step.page?.html ?? '')?.[1],
      asksCode: /name="code"/.test(step.page?.html ?? ''),
    });

    const tokenRequest = async (form: Record<string, string>) => {
      const response = await fetch(`${base}/oauth/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${webApp.client_id}:${webApp.client_secret}`).toString('base64')}`,
        },
        body: new URLSearchParams(form).toString(),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    it('asks for a code after the password, refuses a wrong or replayed one, and gives an authorization code only for a right one', async () => {
      const { browser, page, verifier } = await authorize();
      // The password alone: the form again, asking for a code; no authorization code.
      const passwordOnly = await browser.submit(page, { email: invitee, password: NEW_PASSWORD });
      expect(shown(passwordOnly)).toEqual({
        status: 200,
        redirect: undefined,
        alert: expect.stringContaining('enter your password again and the 6-digit code'),
        asksCode: true,
      });
      const wrong = await browser.submit(passwordOnly.page!, { email: invitee, password: NEW_PASSWORD, code: '000000' });
      expect(shown(wrong)).toEqual({ status: 401, redirect: undefined, alert: expect.stringContaining('Wrong or already used code'), asksCode: true });

      const code = await nextCode();
      const consent = await browser.submit(wrong.page!, { email: invitee, password: NEW_PASSWORD, code });
      expect(consent.page?.html).toContain('Connect Accounts assistant?');
      const allowed = await browser.submit(consent.page!, { decision: 'allow' });
      expect(allowed.redirect?.origin).toBe(new URL(CALLBACK).origin);
      expect(allowed.redirect?.searchParams.get('state')).toBe('st-accounts');
      const authorizationCode = allowed.redirect?.searchParams.get('code') ?? '';
      expect(authorizationCode).not.toBe('');

      const tokens = await tokenRequest({
        grant_type: 'authorization_code',
        code: authorizationCode,
        code_verifier: verifier,
        redirect_uri: CALLBACK,
        resource: mcpUrl,
      });
      expect(tokens).toMatchObject({ status: 200, body: { token_type: 'Bearer', access_token: expect.any(String), refresh_token: expect.any(String) } });
      const claims = JSON.parse(Buffer.from(String(tokens.body.access_token).split('.')[1], 'base64url').toString()) as Record<string, unknown>;
      expect(claims).toMatchObject({ sub: inviteeId, aud: mcpUrl, client_id: webApp.client_id });
      refreshToken = String(tokens.body.refresh_token);

      // The same code in another sign-in: a replay, refused, and no authorization code.
      const again = await authorize();
      const replayed = await again.browser.submit(again.page, { email: invitee, password: NEW_PASSWORD, code });
      expect(shown(replayed)).toEqual({ status: 401, redirect: undefined, alert: expect.stringContaining('Wrong or already used code'), asksCode: true });
    });

    it('sends a person without an authenticator, on a team that requires one, to the dashboard first', async () => {
      const { browser, page } = await authorize();
      const refused = await browser.submit(page, { email: 'owner@accounts.test', password: ADMIN_PASSWORD });
      expect(shown(refused)).toEqual({
        status: 403,
        redirect: undefined,
        alert: expect.stringMatching(/Your team requires two-step sign-in\. Sign in to the Netline dashboard once to set up your authenticator app/),
        asksCode: false,
      });
      // Not signed in to the dashboard either.
      expect(await (await browser.get(`${base}/dashboard/session`)).json()).toEqual({ signed_in: false });
    });

    it('counts a wrong code like a wrong password: past the limit the attempt waits whatever the code', async () => {
      // From an address of its own (through the trusted proxy), so the rest of the suite's sign-ins are not held up.
      const { browser, page } = await authorize(new FormBrowser({ 'x-forwarded-for': '203.0.113.7' }));
      let step: Awaited<ReturnType<FormBrowser['submit']>> = { page: { ...page, status: 200 } };
      for (let attempt = 0; attempt < PAIR_LIMIT; attempt += 1) {
        step = await browser.submit(step.page!, { email: invitee, password: NEW_PASSWORD, code: '000000' });
        expect(shown(step)).toMatchObject({ status: 401, alert: expect.stringContaining('Wrong or already used code') });
      }
      // The code the app shows now: the limit answers before any code is looked at.
      const waited = await browser.submit(step.page!, { email: invitee, password: NEW_PASSWORD, code: codeAt(Math.floor(Date.now() / 30_000)) });
      expect(shown(waited)).toMatchObject({ status: 429, redirect: undefined, alert: expect.stringContaining('Too many sign-in attempts from this network') });
    });

    it('lets an operator clear the second factor with the CLI: sessions and the assistant connection end, and the person sets up a new one', async () => {
      const signedIn = () => person.evaluate(async () => ((await (await fetch('/dashboard/session')).json()) as { signed_in: boolean }).signed_in);
      expect(await signedIn()).toBe(true);
      expect(await adminCli(stack.env, ['user', 'reset-second-factor', inviteeId, '--operator', 'e2e operator'])).toEqual({
        id: inviteeId,
        email: invitee,
        totp_enabled: false,
        recovery_codes_removed: 10,
        sessions_not_before: expect.any(String),
        grants_ended: 1,
      });
      expect(await signedIn()).toBe(false);
      expect(await tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken })).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
      // An unknown user: the CLI's usual refusal.
      const unknown = await adminCli(stack.env, ['user', 'reset-second-factor', 'usr_missing']).then(
        () => undefined,
        (error: { stdout: string }) => JSON.parse(error.stdout.trim()) as unknown,
      );
      expect(unknown).toEqual({ error: { code: 'IDENTITY.USER_NOT_FOUND', message: 'User not found' } });

      // The password alone signs in now, to a session that may only set up a new authenticator.
      await signInWithPassword(person, invitee, NEW_PASSWORD);
      await person.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    });
  });

  it('logged no console error in any page', () => {
    // The one refusal provoked on purpose that the page's loader does not already allow: the used reset link.
    expect(consoleErrors.filter((error) => error !== `400 ${base}/api/account/password-reset/confirm`)).toEqual([]);
  });
});
