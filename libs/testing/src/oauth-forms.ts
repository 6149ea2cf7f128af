import { createHash, randomBytes } from 'node:crypto';

/**
 * A browser reduced to what the OAuth sign-in pages need: it follows redirects one by one, keeps the
 * server's cookies, and submits the pages' forms (with their hidden CSRF field), with plain HTTP.
 * `headers` go with every request (e.g. `X-Forwarded-For` through a trusted proxy, to sign in from an
 * address of the test's choosing).
 */
export class FormBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.send(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
  }

  /**
   * Follows redirects from `url` while they stay on `origin` (the authorization server); answers the
   * first redirect elsewhere (the client's callback) or the first page.
   */
  async follow(url: string, origin: string, first?: Response): Promise<{ page?: { url: string; status: number; html: string }; redirect?: URL }> {
    let response = first ?? (await this.get(url));
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current);
        if (next.origin !== origin) return { redirect: next };
        current = next.href;
        response = await this.get(current);
        continue;
      }
      return { page: { url: current, status: response.status, html: await response.text() } };
    }
    throw new Error('too many redirects');
  }

  /** Posts the form of `page` with `fields` (and its CSRF token), then follows where it leads. */
  async submit(page: { url: string; html: string }, fields: Record<string, string>) {
    const form = formOf(page.html);
    const action = new URL(form.action, page.url);
    const response = await this.post(action.href, { csrf: form.csrf, ...fields });
    return this.follow(action.href, action.origin, response);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...this.headers, ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attributes.some((attribute) => /^\s*expires=thu, 01 jan 1970/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }
}

/** The hidden CSRF field and the action of the page's form. */
export function formOf(html: string): { action: string; csrf: string } {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error(`no form on the page: ${html.slice(0, 500)}`);
  return { action: action.replace(/&amp;/g, '&'), csrf };
}

/** A PKCE verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
