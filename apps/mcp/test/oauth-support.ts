import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { FormBrowser, formOf } from '@netline/testing';

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

// The sign-in pages' form browser, form reader and PKCE pair are shared with the accounts suite.
export { FormBrowser, formOf, pkcePair } from '@netline/testing';

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
