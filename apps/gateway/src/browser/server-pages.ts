/**
 * The gateway's few server-rendered pages (the OAuth sign-in's forms, the buyer portal's sign-in link
 * page): plain HTML forms, no script, styles in the page, so they work under a CSP without inline script
 * and before any app loads.
 */

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * A page with the shared look. `referrer: 'same-origin'` overrides the response's `no-referrer` for a page
 * whose form posts to a route that checks `Origin` (under `no-referrer` a browser sends `Origin: null`).
 */
export function serverPage(title: string, body: string, options: { referrer?: 'same-origin' } = {}): string {
  const referrer = options.referrer ? `<meta name="referrer" content="${options.referrer}">\n` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${referrer}<title>${escapeHtml(title)} · Netline</title>
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
