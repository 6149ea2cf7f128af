import { OAuthAccess } from '@netline/contracts';
import { escapeHtml, serverPage } from '../browser/server-pages';

/** The server-rendered pages of the OAuth sign-in (the look: src/browser/server-pages.ts). */

export function signInPage(input: {
  uid: string;
  csrf: string;
  base: string;
  assistant: string;
  merchant: string;
  /** A metadata-document client's id (its document's address), shown so the person can tell which app this is. */
  clientUrl?: string;
  email?: string;
  error?: string;
  /** The person has a second factor: the form asks for the password again and a code. */
  askCode?: boolean;
}): string {
  return serverPage(
    'Sign in',
    `<h1>Sign in to connect ${escapeHtml(input.assistant)}</h1>
<p class="muted">${escapeHtml(input.assistant)} asks to use Netline for <strong>${escapeHtml(input.merchant)}</strong>. Sign in with your Netline dashboard account.</p>
${input.clientUrl ? `<p class="muted">This app identifies itself as <code>${escapeHtml(input.clientUrl)}</code>; your team must have allowed it.</p>` : ''}
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post" action="${escapeHtml(`${input.base}/interaction/${input.uid}/login`)}">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
${
  input.askCode
    ? `<label for="code">Authentication code</label>
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" required>
<p class="muted">The 6-digit code from your authenticator app, or one of your recovery codes.</p>`
    : ''
}
<button type="submit">Sign in</button>
</form>`,
  );
}

export function consentPage(input: {
  uid: string;
  csrf: string;
  base: string;
  assistant: string;
  merchant: string;
  email: string;
  access: OAuthAccess;
}): string {
  const access =
    input.access === 'read_write'
      ? 'read and change your data: customers, credit, invoices, charges, payments and the rest of the API, including creating and sending'
      : 'read your data only: customers, credit, invoices, charges, payments and the rest of the API, without changing anything';
  return serverPage(
    'Connect an assistant',
    `<h1>Connect ${escapeHtml(input.assistant)}?</h1>
<p><strong>${escapeHtml(input.assistant)}</strong> will act for <strong>${escapeHtml(input.merchant)}</strong> as ${escapeHtml(input.email)}.</p>
<p>It will be able to <strong data-access="${input.access}">${input.access === 'read_write' ? 'read and write' : 'read only'}</strong>: ${escapeHtml(access)}.</p>
<p class="muted">You can disconnect it at any time in the dashboard (Settings › Integrations › Connected assistants).</p>
<form method="post" action="${escapeHtml(`${input.base}/interaction/${input.uid}/consent`)}">
<input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="deny" class="secondary">Deny</button>
</form>`,
  );
}

export function errorPage(error: string, description?: string): string {
  return serverPage(
    'Sign-in problem',
    `<h1>This sign-in cannot continue</h1>
<p class="error" role="alert">${escapeHtml(description ?? error)}</p>
<p class="muted">Error: <code>${escapeHtml(error)}</code></p>`,
  );
}
