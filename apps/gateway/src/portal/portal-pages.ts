import { escapeHtml, serverPage } from '../browser/server-pages';

/**
 * The portal's server-rendered sign-in pages (the rest of `/portal/` is the app, apps/portal): plain HTML,
 * no script, styles in the page, so a link opened from a mail client works before any script loads.
 */

/**
 * Where an emailed link lands. Opening it spends nothing: the button posts the token (with the browser's
 * binding cookie) to `POST /portal/session`, so a mail scanner that fetches the link leaves it usable.
 * The pages' referrer policy is `same-origin` (the response header's `no-referrer` otherwise): under
 * `no-referrer` a browser sends `Origin: null` with a form post, which the origin check refuses; the
 * page's address (with the token) still goes to no other site.
 */
export function signInPage(token: string): string {
  return serverPage(
    'Sign in',
    `<h1>Sign in to the buyer portal</h1>
<p class="muted">Continue in the browser you asked for the link from. The link works once.</p>
<form method="post" action="/portal/session">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Sign in</button>
</form>`,
    { referrer: 'same-origin' },
  );
}

/** A refused sign-in from the page's form (the same words as the API's 401). */
export function signInRefusedPage(message: string): string {
  return serverPage('Sign in', `<h1>Sign in to the buyer portal</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`, { referrer: 'same-origin' });
}
