/**
 * The portal's server-rendered sign-in pages (the rest of `/portal/` is the app, apps/portal): plain HTML,
 * no script, styles in the page, so a link opened from a mail client works before any script loads.
 */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} · Netline</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f6f8; color: #1a1b1e; margin: 0; }
  main { max-width: 26rem; margin: 4rem auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 1.3rem; margin-top: 0; }
  button { margin-top: 1.25rem; padding: .55rem 1.1rem; font-size: 1rem; border-radius: 4px; border: 1px solid #1864ab; background: #1864ab; color: #fff; cursor: pointer; }
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

/**
 * Where an emailed link lands. Opening it spends nothing: the button posts the token (with the browser's
 * binding cookie) to `POST /portal/session`, so a mail scanner that fetches the link leaves it usable.
 * The pages' referrer policy is `same-origin` (the response header's `no-referrer` otherwise): under
 * `no-referrer` a browser sends `Origin: null` with a form post, which the origin check refuses; the
 * page's address (with the token) still goes to no other site.
 */
export function signInPage(token: string): string {
  return layout(
    'Sign in',
    `<h1>Sign in to the buyer portal</h1>
<p class="muted">Continue in the browser you asked for the link from. The link works once.</p>
<form method="post" action="/portal/session">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>`,
  );
}

/** A refused sign-in from the page's form (the same words as the API's 401). */
export function signInRefusedPage(message: string): string {
  return layout('Sign in', `<h1>Sign in to the buyer portal</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
}
