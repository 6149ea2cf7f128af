import { auth } from '@modelcontextprotocol/sdk/client/auth.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { adminCli, createAccessKey, createMerchant, MerchantCredentials, sharedStack, SharedStack, waitFor } from '@netline/testing';
import { Client as PgClient } from 'pg';
import { mcpEnv } from '../src/config';
import { FormBrowser, formOf, KeyClientProvider, pkcePair, signInAndConsent, TokenResponse } from './oauth-support';

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://127.0.0.1:8123/callback';

interface Key {
  client_id: string;
  client_secret: string;
}

/**
 * The MCP web-app sign-in through the whole stack: the MCP SDK's own OAuth client (`auth()` and the
 * Streamable HTTP transport with an `OAuthClientProvider`) against the gateway's authorization server,
 * signing in and consenting on the real pages with plain HTTP, then using the MCP endpoint.
 */
describe('MCP web-app sign-in (OAuth authorization server)', () => {
  let stack: SharedStack;
  let issuer: string;
  let mcpUrl: string;
  let merchant: MerchantCredentials;
  let webApp: Key;
  const users: Record<'admin' | 'reader', { id: string; email: string }> = {} as never;

  beforeAll(async () => {
    stack = await sharedStack();
    issuer = stack.oauthIssuer;
    mcpUrl = stack.mcpUrl;
    merchant = await createMerchant(stack.env, 'Harbor Supply', ['--oauth', 'on']);
    webApp = await createAccessKey(stack.env, merchant.merchant_id, {
      kind: 'mcp',
      auth: 'web_app',
      scopes: ['merchant:read', 'merchant:write'],
      name: 'Harbor assistant',
      redirectUris: [CALLBACK],
    });
    for (const [role, name] of [
      ['admin', 'admin'],
      ['read_only', 'reader'],
    ] as const) {
      const email = `${name}-${Date.now()}@harbor.example`;
      const created = await adminCli<{ id: string }>(stack.env, [
        'user',
        'create',
        merchant.merchant_id,
        '--email',
        email,
        '--password',
        PASSWORD,
        '--role',
        role,
      ]);
      users[name] = { id: created.id, email };
    }
  });

  /**
   * How long a lock-out may take to reach a token already in use: the MCP endpoint trusts what it
   * verified for its AUTH_CACHE_TTL_MS (as this stack's process has it). A poll waiting for the lock-out
   * gets that plus a clear margin, so a slow machine is not mistaken for a cache that never expires.
   */
  const lockoutDeadlineMs = () => mcpEnv.shape.AUTH_CACHE_TTL_MS.parse(stack.process('mcp').env.AUTH_CACHE_TTL_MS) + 5_000;

  /** Polls the MCP endpoint with `token` until it answers 401, failing with what it answered instead. */
  async function lockedOut(token: string): Promise<void> {
    const deadline = lockoutDeadlineMs();
    const status = await waitFor(
      () => mcpStatus(token),
      (answered) => answered === 401,
      deadline,
    );
    expect({ [`status after ${deadline} ms`]: status }).toEqual({ [`status after ${deadline} ms`]: 401 });
  }

  /** The SDK's whole flow: discovery, authorization (signing in on the pages), code exchange, tools/list. */
  async function connectWithSdk(email: string): Promise<{ client: Client; provider: KeyClientProvider; consent: string }> {
    const provider = new KeyClientProvider(webApp, CALLBACK);
    expect(await auth(provider, { serverUrl: mcpUrl })).toBe('REDIRECT');
    const authorizationUrl = provider.authorizationUrl!;
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${issuer}/auth`);
    expect(authorizationUrl.searchParams.get('resource')).toBe(mcpUrl);
    expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
    const { callback, consent } = await signInAndConsent(new FormBrowser(), authorizationUrl.href, { email, password: PASSWORD });
    expect(callback.origin + callback.pathname).toBe(CALLBACK);
    expect(callback.searchParams.get('iss')).toBe(issuer);
    expect(callback.searchParams.get('state')).toBe(authorizationUrl.searchParams.get('state'));
    const code = callback.searchParams.get('code')!;
    expect(await auth(provider, { serverUrl: mcpUrl, authorizationCode: code })).toBe('AUTHORIZED');
    const client = new Client({ name: 'e2e-assistant', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider }));
    return { client, provider, consent };
  }

  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

  async function tokenRequest(form: Record<string, string>, key: Key = webApp): Promise<{ status: number; body: TokenResponse }> {
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${key.client_id}:${key.client_secret}`).toString('base64')}`,
      },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as TokenResponse };
  }

  /** An authorization request of our own (PKCE, resource), signed in and consented: the callback URL. */
  async function authorize(email: string, overrides: Record<string, string> = {}) {
    const { verifier, challenge } = pkcePair();
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: webApp.client_id,
      redirect_uri: CALLBACK,
      scope: 'merchant:read merchant:write',
      resource: mcpUrl,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st-1',
      ...overrides,
    });
    const { callback } = await signInAndConsent(new FormBrowser(), `${issuer}/auth?${params}`, { email, password: PASSWORD });
    return { code: callback.searchParams.get('code')!, verifier };
  }

  async function exchange(email: string) {
    const { code, verifier } = await authorize(email);
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl });
    expect(tokens.status).toBe(200);
    return tokens.body;
  }

  async function mcpStatus(token: string): Promise<number> {
    const response = await fetch(mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    return response.status;
  }

  it('publishes RFC 8414 metadata at every path MCP clients try, S256 only, no registration endpoint', async () => {
    const paths = [
      `/.well-known/oauth-authorization-server/oauth`,
      `/oauth/.well-known/oauth-authorization-server`,
      `/oauth/.well-known/openid-configuration`,
      `/.well-known/openid-configuration/oauth`,
    ];
    const origin = new URL(issuer).origin;
    for (const path of paths) {
      const response = await fetch(`${origin}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      const metadata = (await response.json()) as Record<string, unknown>;
      expect(metadata).toMatchObject({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        revocation_endpoint: `${issuer}/token/revocation`,
        response_types_supported: ['code'],
        code_challenge_methods_supported: ['S256'],
        authorization_response_iss_parameter_supported: true,
      });
      // Machine-to-machine MCP keys use client credentials at the same token endpoint (mcp-client-credentials.e2e-spec.ts).
      expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'client_credentials']));
      expect(metadata.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post']));
      expect(metadata.registration_endpoint).toBeUndefined();
      // Apps may also sign in by a Client ID Metadata Document, once a team allows them (mcp-cimd.e2e-spec.ts).
      expect(metadata.client_id_metadata_document_supported).toBe(true);
      // Nothing advertised that the edges do not honour: no pushed requests, no DPoP-bound tokens.
      expect(metadata.pushed_authorization_request_endpoint).toBeUndefined();
      expect(metadata.dpop_signing_alg_values_supported).toBeUndefined();
    }
    expect((await fetch(`${issuer}/request`, { method: 'POST' })).status).toBe(404);
    const resource = (await (await fetch(`${new URL(mcpUrl).origin}/.well-known/oauth-protected-resource/mcp`)).json()) as { authorization_servers: string[] };
    expect(resource.authorization_servers).toEqual([issuer]);
  });

  it("runs the MCP SDK's OAuth flow: an admin gets the write tools, a read-only user the read tools only", async () => {
    const admin = await connectWithSdk(users.admin.email);
    expect(admin.consent).toContain('Harbor assistant');
    expect(admin.consent).toContain('Harbor Supply');
    expect(admin.consent).toContain('data-access="read_write"');
    const adminTools = (await admin.client.listTools()).tools.map((tool) => tool.name);
    expect(adminTools).toEqual(expect.arrayContaining(['create_customer', 'create_invoice', 'list_customers']));
    const token = admin.provider.tokens()!;
    expect(claimsOf(token.access_token)).toMatchObject({
      auth_type: 'web_app',
      sub: users.admin.id,
      merchant_id: merchant.merchant_id,
      aud: mcpUrl,
      client_id: webApp.client_id,
      kind: 'mcp',
    });
    expect(claimsOf(token.access_token)).toEqual(expect.objectContaining({ exp: expect.any(Number), iat: expect.any(Number), jti: expect.any(String) }));
    expect(token.refresh_token).toEqual(expect.any(String));
    await admin.client.close();

    const reader = await connectWithSdk(users.reader.email);
    expect(reader.consent).toContain('data-access="read"');
    const readerTools = (await reader.client.listTools()).tools.map((tool) => tool.name);
    expect(readerTools).toContain('list_customers');
    expect(readerTools).not.toContain('create_customer');
    expect(readerTools).not.toContain('create_invoice');
    expect(claimsOf(reader.provider.tokens()!.access_token).scope).toBe('merchant:read');
    await reader.client.close();
  });

  it('issues a refresh token without offline_access, and access tokens that live OAUTH_ACCESS_TOKEN_TTL_SECONDS (an hour)', async () => {
    const { code, verifier } = await authorize(users.admin.email, { scope: 'merchant:read' });
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl });
    expect(tokens.status).toBe(200);
    expect(tokens.body.scope).toBe('merchant:read');
    expect(tokens.body.refresh_token).toEqual(expect.any(String));
    const ttl = Number(stack.process('identity').env.OAUTH_ACCESS_TOKEN_TTL_SECONDS ?? 3600);
    expect(ttl).toBeGreaterThan(900);
    for (const issued of [tokens.body, (await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token })).body]) {
      expect(issued.expires_in).toBe(ttl);
      const claims = claimsOf(issued.access_token);
      expect((claims.exp as number) - (claims.iat as number)).toBe(ttl);
      expect(await mcpStatus(issued.access_token)).toBe(200);
    }
  });

  it('rotates refresh tokens; replaying a used one ends the whole grant, its access tokens within seconds', async () => {
    const first = await exchange(users.admin.email);
    // client_secret_post this time: the key's credentials in the form instead of the Authorization header.
    const posted = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
        client_id: webApp.client_id,
        client_secret: webApp.client_secret,
      }).toString(),
    });
    const second = { status: posted.status, body: (await posted.json()) as TokenResponse };
    expect(second.status).toBe(200);
    expect(claimsOf(second.body.access_token)).toMatchObject({ auth_type: 'web_app', sub: users.admin.id });
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(await mcpStatus(second.body.access_token)).toBe(200);
    const replay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    const afterReplay = await tokenRequest({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token });
    expect(afterReplay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    // The replay may be the thief's or the owner's: every access token of the grant stops too.
    await lockedOut(second.body.access_token);
  });

  it('answers one of three concurrent uses of a refresh token or a code; the others are replays that end the grant', async () => {
    const first = await exchange(users.admin.email);
    const raced = await Promise.all([1, 2, 3].map(() => tokenRequest({ grant_type: 'refresh_token', refresh_token: first.refresh_token })));
    expect(raced.map((response) => response.status).sort()).toEqual([200, 400, 400]);
    const winner = raced.find((response) => response.status === 200)!;
    // A replay ends the grant: even the winner's new refresh token is refused.
    expect(await tokenRequest({ grant_type: 'refresh_token', refresh_token: winner.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });

    const { code, verifier } = await authorize(users.admin.email);
    const form = { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl };
    const exchanged = await Promise.all([1, 2, 3].map(() => tokenRequest(form)));
    expect(exchanged.map((response) => response.status).sort()).toEqual([200, 400, 400]);
  });

  it("keeps no usable refresh token or code in identity's database", async () => {
    const { code, verifier } = await authorize(users.admin.email);
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl });
    const client = new PgClient({ connectionString: `postgres://postgres@127.0.0.1:5432/netline_${stack.namespace}_identity` });
    await client.connect();
    try {
      const { rows } = await client.query<{ row: string }>('SELECT oauth_records::text AS row FROM oauth_records');
      expect(rows.length).toBeGreaterThan(0);
      const dump = rows.map((entry) => entry.row).join('\n');
      expect(dump).not.toContain(tokens.body.refresh_token);
      expect(dump).not.toContain(code);
    } finally {
      await client.end();
    }
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token })).status).toBe(200);
  });

  it('revokes a refresh token at the revocation endpoint (RFC 7009), and hands out no ID token even for openid', async () => {
    const { code, verifier } = await authorize(users.admin.email, { scope: 'openid merchant:read' });
    const tokens = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl });
    expect(tokens.status).toBe(200);
    expect(tokens.body.id_token).toBeUndefined();
    const revoked = await fetch(`${issuer}/token/revocation`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${webApp.client_id}:${webApp.client_secret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ token: tokens.body.refresh_token, token_type_hint: 'refresh_token' }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect(await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });

  it('refuses a wrong PKCE verifier, a wrong redirect URI, an unknown resource and sign-in with keys that are not web-app keys', async () => {
    const { code } = await authorize(users.admin.email);
    const wrongVerifier = await tokenRequest({ grant_type: 'authorization_code', code, code_verifier: pkcePair().verifier, redirect_uri: CALLBACK });
    expect(wrongVerifier).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const again = await authorize(users.admin.email);
    const wrongRedirect = await tokenRequest({
      grant_type: 'authorization_code',
      code: again.code,
      code_verifier: again.verifier,
      redirect_uri: 'http://127.0.0.1:8123/other',
    });
    expect(wrongRedirect).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    // An unregistered redirect URI is never redirected to: the server shows an error page.
    const { challenge } = pkcePair();
    const unregistered = await fetch(
      `${issuer}/auth?${new URLSearchParams({ response_type: 'code', client_id: webApp.client_id, redirect_uri: 'https://evil.example/cb', resource: mcpUrl, code_challenge: challenge, code_challenge_method: 'S256' })}`,
      { redirect: 'manual' },
    );
    expect(unregistered.status).toBe(400);
    expect(await unregistered.text()).toContain('redirect_uri');

    // PKCE is required, and only S256.
    const plain = await fetch(
      `${issuer}/auth?${new URLSearchParams({ response_type: 'code', client_id: webApp.client_id, redirect_uri: CALLBACK, resource: mcpUrl, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' })}`,
      { redirect: 'manual' },
    );
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');

    const unknownResource = await fetch(
      `${issuer}/auth?${new URLSearchParams({ response_type: 'code', client_id: webApp.client_id, redirect_uri: CALLBACK, resource: 'https://elsewhere.example/mcp', code_challenge: challenge, code_challenge_method: 'S256' })}`,
      { redirect: 'manual' },
    );
    expect(new URL(unknownResource.headers.get('location')!).searchParams.get('error')).toBe('invalid_target');

    const rest = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const m2m = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'mcp', auth: 'm2m', scopes: ['merchant:read'] });
    for (const key of [rest, m2m]) {
      const response = await tokenRequest(
        { grant_type: 'authorization_code', code: 'whatever', code_verifier: pkcePair().verifier, redirect_uri: CALLBACK },
        key,
      );
      // Authenticated, but client credentials are the only grant such a key has.
      expect(response).toMatchObject({
        status: 400,
        body: { error: 'invalid_request', error_description: 'requested grant type is not allowed for this client' },
      });
      const page = await fetch(
        `${issuer}/auth?${new URLSearchParams({ response_type: 'code', client_id: key.client_id, redirect_uri: CALLBACK, resource: mcpUrl, code_challenge: challenge, code_challenge_method: 'S256' })}`,
        { redirect: 'manual' },
      );
      expect(page.status).toBe(400);
    }
    const wrongSecret = await tokenRequest({ grant_type: 'refresh_token', refresh_token: 'x' }, { client_id: webApp.client_id, client_secret: 'cs_wrong' });
    expect(wrongSecret).toMatchObject({ status: 401, body: { error: 'invalid_client' } });

    const registration = await fetch(`${issuer}/reg`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [CALLBACK] }),
    });
    expect(registration.status).toBe(404);
  });

  it("signs in only people of the key's account", async () => {
    const other = await createMerchant(stack.env, 'Other Co', ['--oauth', 'on']);
    const outsider = `outsider-${Date.now()}@other.example`;
    await adminCli(stack.env, ['user', 'create', other.merchant_id, '--email', outsider, '--password', PASSWORD, '--role', 'admin']);
    const browser = new FormBrowser();
    const { challenge } = pkcePair();
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: webApp.client_id,
      redirect_uri: CALLBACK,
      scope: 'merchant:read',
      resource: mcpUrl,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    const start = await browser.follow(`${issuer}/auth?${params}`, new URL(issuer).origin);
    const form = formOf(start.page!.html);
    const refused = await browser.post(new URL(form.action, issuer).href, { csrf: form.csrf, email: outsider, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('sign in with an account of that team');
    // A form posted without the page's CSRF token is refused.
    const forged = await browser.post(new URL(form.action, issuer).href, { csrf: 'forged', email: users.admin.email, password: PASSWORD });
    expect(forged.status).toBe(403);
  });

  it('answers access_denied to the client when the person denies', async () => {
    const { verifier: _verifier, challenge } = pkcePair();
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: webApp.client_id,
      redirect_uri: CALLBACK,
      scope: 'merchant:read',
      resource: mcpUrl,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'st-deny',
    });
    const { callback } = await signInAndConsent(new FormBrowser(), `${issuer}/auth?${params}`, { email: users.admin.email, password: PASSWORD }, 'deny');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('st-deny');
    expect(callback.searchParams.get('iss')).toBe(issuer);
  });

  it("locks a deactivated user's access token out within seconds and their refresh token at once", async () => {
    const email = `leaver-${Date.now()}@harbor.example`;
    const leaver = await adminCli<{ id: string }>(stack.env, [
      'user',
      'create',
      merchant.merchant_id,
      '--email',
      email,
      '--password',
      PASSWORD,
      '--role',
      'admin',
    ]);
    const tokens = await exchange(email);
    expect(await mcpStatus(tokens.access_token)).toBe(200);
    await adminCli(stack.env, ['user', 'deactivate', leaver.id]);
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    await lockedOut(tokens.access_token);
  });

  it("lists a person's connected assistants in the dashboard and disconnects one: its refresh token stops at once, its access token within seconds", async () => {
    const tokens = await exchange(users.reader.email);
    expect(await mcpStatus(tokens.access_token)).toBe(200);
    const origin = new URL(issuer).origin;
    const signIn = await fetch(`${origin}/dashboard/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: users.reader.email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const { csrf_token: csrf } = (await signIn.json()) as { csrf_token: string };
    const listed = await fetch(`${origin}/api/connected-assistants`, { headers: { cookie } });
    expect(listed.status).toBe(200);
    const { results } = (await listed.json()) as { results: Array<{ grant_id: string; client_id: string; name: string; scopes: string[] }> };
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]).toMatchObject({ client_id: webApp.client_id, name: 'Harbor assistant', scopes: ['merchant:read'] });
    // Another person's grant is unknown to this one.
    const adminTokens = await exchange(users.admin.email);
    expect(adminTokens.refresh_token).toEqual(expect.any(String));
    for (const assistant of results) {
      const disconnected = await fetch(`${origin}/api/connected-assistants/${assistant.grant_id}`, {
        method: 'DELETE',
        headers: { cookie, 'x-csrf-token': csrf },
      });
      expect(disconnected.status).toBe(200);
    }
    const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    expect(((await (await fetch(`${origin}/api/connected-assistants`, { headers: { cookie } })).json()) as { results: unknown[] }).results).toEqual([]);
    await lockedOut(tokens.access_token);
    // The admin's grant was not the reader's to end: its access token and refresh token still work.
    expect(await mcpStatus(adminTokens.access_token)).toBe(200);
    expect((await tokenRequest({ grant_type: 'refresh_token', refresh_token: adminTokens.refresh_token })).status).toBe(200);
    const unknown = await fetch(`${origin}/api/connected-assistants/nope`, { method: 'DELETE', headers: { cookie, 'x-csrf-token': csrf } });
    expect(unknown.status).toBe(404);
  });

  it('revoking the web-app key ends every grant made with it', async () => {
    const key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'mcp', auth: 'web_app', scopes: ['merchant:read'], redirectUris: [CALLBACK] });
    const saved = webApp;
    webApp = key;
    try {
      const tokens = await exchange(users.admin.email);
      expect(await mcpStatus(tokens.access_token)).toBe(200);
      await adminCli(stack.env, ['access-key', 'revoke', key.client_id]);
      const refresh = await tokenRequest({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, key);
      expect(refresh.status).toBe(401);
      await lockedOut(tokens.access_token);
    } finally {
      webApp = saved;
    }
  });
});
