import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { createHash, randomBytes } from 'node:crypto';

/** The token endpoint's answer: the tokens, or on a refusal the OAuth error (RFC 6749 §5). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
  id_token?: string;
  error?: string;
  error_description?: string;
}

/**
 * A browser reduced to what the OAuth sign-in needs: it follows redirects one by one, keeps the
 * server's cookies, reads the forms' hidden CSRF field and submits them, with plain HTTP.
 */
export class FormBrowser {
  private readonly cookies = new Map<string, string>();

  async get(url: string): Promise<Response> {
    return this.send(url, { method: 'GET' });
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
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

  private async send(url: string, init: RequestInit): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
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

/**
 * Signs in on the authorization server's page and answers the consent screen: returns the callback the
 * browser is finally sent to (with `code`, `state` and `iss`, or `error`) and the consent page's text.
 */
export async function signInAndConsent(
  browser: FormBrowser,
  authorizeUrl: string,
  credentials: { email: string; password: string },
  decision: 'allow' | 'deny' = 'allow',
): Promise<{ callback: URL; consent: string }> {
  const origin = new URL(authorizeUrl).origin;
  let step = await browser.follow(authorizeUrl, origin);
  if (step.page && /name="password"/.test(step.page.html)) {
    const form = formOf(step.page.html);
    const response = await browser.post(new URL(form.action, origin).href, { csrf: form.csrf, email: credentials.email, password: credentials.password });
    step = await browser.follow(new URL(form.action, origin).href, origin, response);
  }
  if (!step.page) throw new Error(`expected the consent page, was sent to ${step.redirect?.href}`);
  if (step.page.status !== 200 || !/decision/.test(step.page.html))
    throw new Error(`expected the consent page, got ${step.page.status}: ${step.page.html.slice(0, 800)}`);
  const consent = step.page.html;
  const form = formOf(consent);
  const response = await browser.post(new URL(form.action, origin).href, { csrf: form.csrf, decision });
  const done = await browser.follow(new URL(form.action, origin).href, origin, response);
  if (!done.redirect) throw new Error(`expected a redirect to the client, got ${done.page?.status}: ${done.page?.html.slice(0, 500)}`);
  return { callback: done.redirect, consent };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/**
 * The MCP SDK's `OAuthClientProvider`, holding a web-app key's client id and secret (pre-registered, so
 * the SDK never tries dynamic registration) and the redirect URL registered on the key. Where the SDK
 * sends the person's browser, `redirectToAuthorization` records the URL for the test to follow.
 */
export class KeyClientProvider implements OAuthClientProvider {
  authorizationUrl?: URL;
  private savedTokens?: OAuthTokens;
  private verifier?: string;

  constructor(
    private readonly key: { client_id: string; client_secret: string },
    readonly redirectUrl: string,
  ) {}

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'e2e assistant',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    };
  }

  clientInformation(): OAuthClientInformationMixed {
    return { client_id: this.key.client_id, client_secret: this.key.client_secret };
  }

  tokens(): OAuthTokens | undefined {
    return this.savedTokens;
  }

  saveTokens(tokens: OAuthTokens): void {
    this.savedTokens = tokens;
  }

  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('no code verifier saved');
    return this.verifier;
  }
}
