import { adminCli, createMerchant, freePort, MailSink, Stack } from '@netline/testing';
import { accessibilityProblems, hasText, launchChromium, screenshot } from '@netline/testing/browser';
import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newDesktopPage } from './browser';

/**
 * People's own accounts in Debian's Chromium, on a stack of its own (identity and the gateway) whose
 * account emails go to a real SMTP server this test starts: an admin invites a person from the Team
 * page; the person accepts by the link in the email, chooses a password and sets up an authenticator
 * (the codes computed here from the key the page shows, as an app would); signs out and in with password
 * and code; is asked for a fresh code before the webhook secret is revealed; then forgets the password,
 * resets it by the emailed link (which works once) and signs in with the new one.
 */
describe('dashboard accounts in a browser: invitation, TOTP, step-up, password reset', () => {
  const ADMIN_PASSWORD = 'the admin password';
  const FIRST_PASSWORD = 'my chosen password';
  const NEW_PASSWORD = 'my password after reset';
  const invitee = 'invitee@accounts.test';
  let chromium: Browser;
  let sink: MailSink;
  let stack: Stack;
  let base: string;
  const contexts: BrowserContext[] = [];
  const consoleErrors: string[] = [];
  let secret = '';
  /** The last time step a code was sent for: the server accepts each step once. */
  let lastStep = 0;

  beforeAll(async () => {
    chromium = await launchChromium();
    sink = await MailSink.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    stack = await Stack.start({
      apps: ['identity', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      ports: { gateway: port },
      appEnv: {
        identity: { SMTP_URL: sink.url, DASHBOARD_URL: `${base}/dashboard`, MAIL_SWEEP_INTERVAL_MS: '500', MAIL_RETRY_BASE_MS: '200' },
      },
    });
    const merchant = await createMerchant(stack.env, 'Accounts Merchant');
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
   * A code as the person's app shows it, for a time step after the last one used: the current step, or
   * the next one (the server allows one step of drift) when the current one was used; past that, it
   * waits for the clock to reach the step before it.
   */
  const nextCode = async () => {
    const current = () => Math.floor(Date.now() / 30_000);
    const step = Math.max(current(), lastStep + 1);
    while (step > current() + 1) await new Promise((resolve) => setTimeout(resolve, 250));
    lastStep = step;
    return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: step * 30_000 });
  };

  /** The link in the `count`-th email to the invitee. */
  const emailedLink = async (count: number, page: string) => {
    const messages = await sink.waitFor(invitee, count);
    const text = messages[count - 1].parsed.text ?? '';
    const link = /(http\S+#token=[A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';
    expect(link.startsWith(`${base}/dashboard/${page}#token=`)).toBe(true);
    return { link, subject: messages[count - 1].parsed.subject };
  };

  const signInWithPassword = async (page: Page, email: string, password: string) => {
    await page.goto(`${base}/dashboard/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.locator('input[type=password]').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

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

    // The old password no longer signs in; the new one does, with a code.
    await signInWithPassword(person, invitee, FIRST_PASSWORD);
    await hasText(person.getByRole('alert'), 'Wrong email or password');
    await signInWithPassword(person, invitee, NEW_PASSWORD);
    await person.getByLabel('Authentication code').fill(await nextCode());
    await person.getByRole('button', { name: 'Verify' }).click();
    await person.getByRole('heading', { name: 'Settings › Integrations' }).waitFor();
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

  it('logged no console error in any page', () => {
    // The one refusal provoked on purpose that the page's loader does not already allow: the used reset link.
    expect(consoleErrors.filter((error) => error !== `400 ${base}/api/account/password-reset/confirm`)).toEqual([]);
  });
});
