import { apiErrorOf } from './errors';

/**
 * How the client authenticates:
 * - `{ merchantId, secretKey }`: HTTP Basic with the account's secret key;
 * - `{ clientId, clientSecret }`: an access key, exchanged for a short-lived bearer token at
 *   `POST /access-keys/token` (OAuth 2.0 client credentials), fetched again shortly before it expires or
 *   when the API answers 401 (the key's secret was rotated, the token revoked);
 * - `{ accessToken }`: a bearer token obtained elsewhere, used as it is.
 */
export type Credentials = { merchantId: string; secretKey: string } | { clientId: string; clientSecret: string } | { accessToken: string };

/** Reads `NETLINE_API_KEY` (`merchant_id:secret_key`, or an access key's `client_id:client_secret`). */
export function credentialsFromKey(key: string): Credentials {
  const colon = key.indexOf(':');
  if (colon <= 0 || colon === key.length - 1) throw new Error('An API key is `merchant_id:secret_key` or `client_id:client_secret`');
  const [id, secret] = [key.slice(0, colon), key.slice(colon + 1)];
  return /^client_/.test(id) ? { clientId: id, clientSecret: secret } : { merchantId: id, secretKey: secret };
}

/** Seconds before a token's expiry at which the next request fetches a new one. */
const REFRESH_MARGIN_MS = 30_000;

/** Produces the `Authorization` header for each request, refreshing client-credentials tokens. */
export class Authorizer {
  private token?: { value: string; expiresAt: number };
  private pending?: Promise<string>;

  constructor(
    private readonly credentials: Credentials,
    private readonly baseUrl: string,
    private readonly fetchImpl: typeof fetch,
    private readonly now: () => number = Date.now,
  ) {}

  /** The header value for the next request. */
  async header(): Promise<string> {
    const credentials = this.credentials;
    if ('secretKey' in credentials) return `Basic ${Buffer.from(`${credentials.merchantId}:${credentials.secretKey}`).toString('base64')}`;
    if ('accessToken' in credentials) return `Bearer ${credentials.accessToken}`;
    if (this.token && this.token.expiresAt - REFRESH_MARGIN_MS > this.now()) return `Bearer ${this.token.value}`;
    return `Bearer ${await this.refresh()}`;
  }

  /** Forgets the token after a 401, so the next request fetches a new one; false when nothing can be refreshed. */
  invalidate(): boolean {
    if (!('clientSecret' in this.credentials)) return false;
    this.token = undefined;
    return true;
  }

  private refresh(): Promise<string> {
    // Concurrent requests share one token request.
    this.pending ??= this.fetchToken().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async fetchToken(): Promise<string> {
    const { clientId, clientSecret } = this.credentials as { clientId: string; clientSecret: string };
    const response = await this.fetchImpl(`${this.baseUrl}/access-keys/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_id: clientId, client_secret: clientSecret }),
    });
    const body = (await response.json().catch(() => undefined)) as { access_token?: string; expires_in?: number } | undefined;
    if (!response.ok || typeof body?.access_token !== 'string') {
      throw apiErrorOf(response.status, body, response.headers.get('x-request-id') ?? undefined);
    }
    this.token = { value: body.access_token, expiresAt: this.now() + (body.expires_in ?? 300) * 1000 };
    return body.access_token;
  }
}
