import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { adminCli, ApiClient, createMerchant, FormBrowser, formOf, MerchantCredentials, sharedStack, SharedStack, waitFor } from '@netline/testing';
import { AddressInfo } from 'node:net';
import { createServer, Server } from 'node:https';
import { mcpEnv } from '../src/config';
import { signInAndConsent } from './oauth-support';

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://127.0.0.1:8124/callback';

/**
 * An app that signs in by its Client ID Metadata Document (no access key): the MCP SDK's own OAuth client
 * with `clientMetadataUrl` against the gateway's authorization server, the document served over HTTPS
 * from this test (with the certificate the shared stack trusts; the stack may fetch from 127.0.0.1, which
 * production refuses). The sign-in refuses a person whose team has not allowed the app; an admin allows
 * it in the dashboard's API; the person signs in and consents on the real pages, the SDK exchanges the
 * code without a secret (PKCE) and calls a tool; removing the app ends the connection.
 */
describe('MCP sign-in by Client ID Metadata Document', () => {
  let stack: SharedStack;
  let issuer: string;
  let mcpUrl: string;
  let merchant: MerchantCredentials;
  let server: Server;
  let documentUrl: string;
  let fetches = 0;
  const admin = { email: `cimd-admin-${Date.now()}@harbor.example`, id: '' };

  beforeAll(async () => {
    stack = await sharedStack();
    issuer = stack.oauthIssuer;
    mcpUrl = stack.mcpUrl;
    merchant = await createMerchant(stack.env, 'Metadata Supply', ['--oauth', 'on']);
    const created = await adminCli<{ id: string }>(stack.env, [
      'user',
      'create',
      merchant.merchant_id,
      '--email',
      admin.email,
      '--password',
      PASSWORD,
      '--role',
      'admin',
    ]);
    admin.id = created.id;
    const certificate = stack.certificate;
    server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
      if (request.url !== '/oauth/client.json') {
        response.writeHead(404).end();
        return;
      }
      fetches++;
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' });
      response.end(
        JSON.stringify({
          client_id: documentUrl,
          client_name: 'Metadata Assistant',
          redirect_uris: [CALLBACK],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
          token_endpoint_auth_method: 'none',
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    documentUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/oauth/client.json`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  /** The gateway's origin (the dashboard's API is under `/api`, its sign-in under `/dashboard`). */
  const gateway = () => stack.apiUrl.replace(/\/api$/, '');

  /** A dashboard session of the admin: its cookie and CSRF token. */
  async function dashboardSession(): Promise<{ cookie: string; csrf: string }> {
    const response = await fetch(`${gateway()}/dashboard/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gateway() },
      body: JSON.stringify({ email: admin.email, password: PASSWORD }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { csrf_token: string };
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { cookie, csrf: body.csrf_token };
  }

  async function dashboard(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const { cookie, csrf } = await dashboardSession();
    const response = await fetch(`${gateway()}/api${path}`, {
      method,
      headers: { 'content-type': 'application/json', origin: gateway(), cookie, 'x-csrf-token': csrf },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** The SDK's provider for an app that has no registration: its client id is its document's URL. */
  class MetadataDocumentProvider implements OAuthClientProvider {
    authorizationUrl?: URL;
    private saved?: OAuthClientInformationMixed;
    private savedTokens?: OAuthTokens;
    private verifier?: string;
    readonly redirectUrl = CALLBACK;

    get clientMetadataUrl(): string {
      return documentUrl;
    }
    get clientMetadata(): OAuthClientMetadata {
      return { client_name: 'Metadata Assistant', redirect_uris: [CALLBACK], token_endpoint_auth_method: 'none' };
    }
    clientInformation(): OAuthClientInformationMixed | undefined {
      return this.saved;
    }
    saveClientInformation(information: OAuthClientInformationMixed): void {
      this.saved = information;
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

  it('advertises metadata documents in the authorization server metadata', async () => {
    const metadata = (await (await fetch(`${gateway()}/.well-known/oauth-authorization-server/oauth`)).json()) as Record<string, unknown>;
    expect(metadata).toMatchObject({ client_id_metadata_document_supported: true });
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['none']));
  });

  it('refuses the sign-in while the team has not allowed the app, and refuses to allow what is no https URL', async () => {
    const provider = new MetadataDocumentProvider();
    expect(await auth(provider, { serverUrl: mcpUrl })).toBe('REDIRECT');
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.searchParams.get('client_id')).toBe(documentUrl);
    const browser = new FormBrowser();
    const start = await browser.follow(authorizationUrl.href, new URL(issuer).origin);
    expect(start.page?.status).toBe(200);
    // The document was fetched and its name is shown, with its address.
    expect(start.page!.html).toContain('Metadata Assistant');
    expect(start.page!.html).toContain(documentUrl);
    expect(fetches).toBeGreaterThanOrEqual(1);
    const form = formOf(start.page!.html);
    const refused = await browser.post(new URL(form.action, issuer).href, { csrf: form.csrf, email: admin.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Your team has not allowed Metadata Assistant');

    const invalid = await dashboard('POST', '/allowed-oauth-clients', { client_id: 'http://assistant.example.com/client.json' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ type: expect.any(String), message: expect.any(String) });
  });

  it('signs a person in once an admin allowed the app; the SDK exchanges the code without a secret and calls a tool', async () => {
    const allowed = await dashboard('POST', '/allowed-oauth-clients', { client_id: documentUrl, name: 'Our assistant' });
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatchObject({ client_id: documentUrl, name: 'Our assistant', added_by: admin.id });
    expect((await dashboard('GET', '/allowed-oauth-clients')).body).toEqual({ results: [expect.objectContaining({ client_id: documentUrl })] });

    const provider = new MetadataDocumentProvider();
    expect(await auth(provider, { serverUrl: mcpUrl })).toBe('REDIRECT');
    const { callback, consent } = await signInAndConsent(new FormBrowser(), provider.authorizationUrl!.href, { email: admin.email, password: PASSWORD });
    expect(consent).toContain('Metadata Supply');
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: callback.searchParams.get('code')! })).toBe('AUTHORIZED');
    const token = provider.tokens()!.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: admin.id, merchant_id: merchant.merchant_id, client_id: documentUrl, auth_type: 'web_app' });

    const client = new Client({ name: 'metadata-assistant', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider }));
    try {
      const listed = (await client.callTool({ name: 'list_customers', arguments: {} })) as CallToolResult;
      expect(listed.isError).toBeFalsy();
      expect(listed.structuredContent).toMatchObject({ count: 0 });
    } finally {
      await client.close();
    }

    // Removing the app ends the connection: the token is refused within the MCP endpoint's cache time,
    // and the refresh token no longer yields one.
    expect((await dashboard('DELETE', '/allowed-oauth-clients', { client_id: documentUrl })).status).toBe(200);
    const deadline = mcpEnv.shape.AUTH_CACHE_TTL_MS.parse(stack.process('mcp').env.AUTH_CACHE_TTL_MS) + 5_000;
    const status = await waitFor(
      () => mcpStatus(token),
      (answered) => answered === 401,
      deadline,
    );
    expect(status).toBe(401);
    const refreshed = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: provider.tokens()!.refresh_token!, client_id: documentUrl }).toString(),
    });
    expect(refreshed.status).toBe(400);
    expect((await dashboard('DELETE', '/allowed-oauth-clients', { client_id: documentUrl })).status).toBe(404);

    // Both changes are in the audit trail, by the admin in the dashboard.
    const api = ApiClient.basic(stack.apiUrl, merchant.merchant_id, merchant.secret_key);
    const trail = await waitFor(
      () => api.get('/audit-events?filter[object_type][eq]=oauth_client'),
      (response) => (response.body.results as unknown[]).length >= 2,
      45_000,
    );
    expect(trail.body.results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'oauth_client.allowed', object_id: documentUrl, actor: { type: 'user', id: admin.id, channel: 'dashboard' } }),
        expect.objectContaining({ type: 'oauth_client.removed', object_id: documentUrl, actor: { type: 'user', id: admin.id, channel: 'dashboard' } }),
      ]),
    );
  });

  async function mcpStatus(token: string): Promise<number> {
    const response = await fetch(mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    await response.body?.cancel();
    return response.status;
  }
});
