import { OAuthAccess } from '@netline/contracts';

/** The server-rendered pages of the OAuth sign-in: plain HTML forms, no script, styles inline. */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Netline</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f6f8; color: #1a1b1e; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.3rem; margin-top: 0; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input[type=email], input[type=password], input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #ced4da; border-radius: 4px; }
  button { margin-top: 1.25rem; padding: .55rem 1.1rem; font-size: 1rem; border-radius: 4px; border: 1px solid #1864ab; background: #1864ab; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1864ab; margin-left: .5rem; }
  .error { background: #fff5f5; border: 1px solid #ffc9c9; color: #c92a2a; padding: .6rem; border-radius: 4px; }
  .muted { color: #495057; font-size: .9rem; }
</style>
</head>
<body><main>
${body}
</main></body>
</html>
`;
}

export function signInPage(input: {
  uid: string;
  csrf: string;
  base: string;
  assistant: string;
  merchant: string;
  email?: string;
  error?: string;
  /** The person has a second factor: the form asks for the password again and a code. */
  askCode?: boolean;
}): string {
  return layout(
    'Sign in',
    `<h1>Sign in to connect ${escapeHtml(input.assistant)}</h1>
<p class="muted">${escapeHtml(input.assistant)} asks to use Netline for <strong>${escapeHtml(input.merchant)}</strong>. Sign in with your Netline dashboard account.</p>
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
  return layout(
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
  return layout(
    'Sign-in problem',
    `<h1>This sign-in cannot continue</h1>
<p class="error" role="alert">${escapeHtml(description ?? error)}</p>
<p class="muted">Error: <code>${escapeHtml(error)}</code></p>`,
  );
}
