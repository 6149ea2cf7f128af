import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { adminCli, createAccessKey, createMerchant, MerchantCredentials, sharedStack, SharedStack, waitFor } from '@netline/testing';
import { mcpEnv } from '../src/config';
import { createMcpKey, McpKey } from './mcp-support';
import { TokenResponse } from './oauth-support';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/**
 * Machine-to-machine MCP keys at the OAuth authorization server's token endpoint (`client_credentials`,
 * apps/mcp/README.md "Connect an agent"): the MCP SDK's own client-credentials provider finds the server
 * from the endpoint's metadata and calls a tool; the token is the one `POST /access-keys/token` mints;
 * every refusal has its OAuth error.
 */
describe('MCP machine-to-machine keys with the OAuth client_credentials grant', () => {
  let stack: SharedStack;
  let issuer: string;
  let mcpUrl: string;
  let merchant: MerchantCredentials;
  let key: McpKey;

  beforeAll(async () => {
    stack = await sharedStack();
    issuer = stack.oauthIssuer;
    mcpUrl = stack.mcpUrl;
    merchant = await createMerchant(stack.env, 'Quay Robotics', ['--oauth', 'on']);
    key = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read']);
  });

  type Auth = 'basic' | 'post';

  async function tokenRequest(form: Record<string, string | string[]>, client: McpKey = key, auth: Auth = 'basic') {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(form)) for (const one of ([] as string[]).concat(value)) body.append(name, one);
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (auth === 'basic') {
      // RFC 6749 §2.3.1: each part form-encoded, then Base64.
      const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
      headers.authorization = `Basic ${Buffer.from(`${encode(client.client_id)}:${encode(client.client_secret)}`).toString('base64')}`;
    } else {
      body.set('client_id', client.client_id);
      body.set('client_secret', client.client_secret);
    }
    const response = await fetch(`${issuer}/token`, { method: 'POST', headers, body: body.toString() });
    return { status: response.status, headers: response.headers, body: (await response.json()) as TokenResponse };
  }

  const credentials = (resource: string | string[] = mcpUrl, extra: Record<string, string> = {}) => ({ grant_type: 'client_credentials', resource, ...extra });

  async function mcpStatus(token: string): Promise<number> {
    const response = await fetch(mcpUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
    });
    return response.status;
  }

  it('advertises the grant in the authorization server metadata, which the MCP endpoint names', async () => {
    const protectedResource = (await (await fetch(`${new URL(mcpUrl).origin}/.well-known/oauth-protected-resource/mcp`)).json()) as {
      authorization_servers: string[];
    };
    expect(protectedResource.authorization_servers).toEqual([issuer]);
    const metadata = (await (await fetch(`${new URL(issuer).origin}/.well-known/oauth-authorization-server${new URL(issuer).pathname}`)).json()) as {
      grant_types_supported: string[];
      token_endpoint: string;
      token_endpoint_auth_methods_supported: string[];
    };
    expect(metadata.grant_types_supported).toEqual(expect.arrayContaining(['client_credentials', 'authorization_code', 'refresh_token']));
    expect(metadata.token_endpoint).toBe(`${issuer}/token`);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(expect.arrayContaining(['client_secret_basic', 'client_secret_post']));
  });

  it("connects with the MCP SDK's client-credentials provider and calls a tool", async () => {
    const provider = new ClientCredentialsProvider({ clientId: key.client_id, clientSecret: key.client_secret, expectedIssuer: issuer });
    const client = new Client({ name: 'e2e-agent', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: provider }));
    try {
      const tools = (await client.listTools()).tools.map((tool) => tool.name);
      expect(tools).toContain('list_customers');
      expect(tools).not.toContain('create_customer');
      const listed = await client.callTool({ name: 'list_customers', arguments: {} });
      expect(listed.isError).not.toBe(true);
      const token = provider.tokens()!;
      expect(token.token_type).toBe('Bearer');
      expect(claimsOf(token.access_token)).toMatchObject({ sub: key.client_id, merchant_id: merchant.merchant_id, kind: 'mcp', aud: mcpUrl });
    } finally {
      await client.close();
    }
  });

  it('hands out the token POST /access-keys/token mints: same claims and lifetime, with client_secret_basic or client_secret_post', async () => {
    const rest = await fetch(`${stack.apiUrl}/access-keys/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: key.client_id, client_secret: key.client_secret, audience: 'mcp' }),
    });
    const fromRest = (await rest.json()) as TokenResponse;
    expect(rest.status).toBe(200);
    for (const auth of ['basic', 'post'] as const) {
      const answer = await tokenRequest(credentials(), key, auth);
      expect(answer).toMatchObject({ status: 200, body: { token_type: 'Bearer', expires_in: fromRest.expires_in, scope: 'merchant:read' } });
      expect(answer.body.refresh_token).toBeUndefined();
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const claims = claimsOf(answer.body.access_token);
      const restClaims = claimsOf(fromRest.access_token);
      expect(Object.keys(claims).sort()).toEqual(Object.keys(restClaims).sort());
      for (const name of ['iss', 'aud', 'sub', 'merchant_id', 'scope', 'kind']) expect(claims[name]).toEqual(restClaims[name]);
      expect((claims.exp as number) - (claims.iat as number)).toBe((restClaims.exp as number) - (restClaims.iat as number));
      expect(claims.exp as number).toBe((claims.iat as number) + answer.body.expires_in);
      expect(await mcpStatus(answer.body.access_token)).toBe(200);
    }
    // Fewer of the key's scopes may be asked for: the token then carries only those; none asked, all of them.
    const writer = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read', 'merchant:write']);
    const narrowed = await tokenRequest(credentials(mcpUrl, { scope: 'merchant:read' }), writer);
    expect(narrowed).toMatchObject({ status: 200, body: { scope: 'merchant:read' } });
    expect(claimsOf(narrowed.body.access_token).scope).toBe('merchant:read');
    const whole = await tokenRequest(credentials(), writer, 'post');
    expect(whole).toMatchObject({ status: 200, body: { scope: 'merchant:read merchant:write' } });
    expect(claimsOf(whole.body.access_token).scope).toBe('merchant:read merchant:write');
  });

  it('refuses a wrong secret, an unknown client, a REST key, a web-app key, a scope or resource the key cannot have', async () => {
    expect(await tokenRequest(credentials(), { client_id: key.client_id, client_secret: 'cs_wrong' })).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await tokenRequest(credentials(), { client_id: 'ci_unknown', client_secret: 'cs_wrong' }, 'post')).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    const restKey = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    expect(await tokenRequest(credentials(), restKey)).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    const webApp = await createAccessKey(stack.env, merchant.merchant_id, {
      kind: 'mcp',
      auth: 'web_app',
      scopes: ['merchant:read'],
      redirectUris: ['http://127.0.0.1:8123/callback'],
    });
    // The provider's own check: the grant is not among the web-app key's grant types.
    expect(await tokenRequest(credentials(), webApp)).toMatchObject({ status: 400, body: { error: 'invalid_request' } });

    expect(await tokenRequest(credentials(mcpUrl, { scope: 'merchant:read merchant:write' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_scope' },
    });
    expect(await tokenRequest({ grant_type: 'client_credentials' })).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
    expect(await tokenRequest(credentials('https://elsewhere.example/mcp'))).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
    expect(await tokenRequest(credentials([mcpUrl, 'https://elsewhere.example/mcp']))).toMatchObject({ status: 400, body: { error: 'invalid_target' } });
  });

  it('refuses a revoked key and an account with OAuth off; its tokens stop working within seconds', async () => {
    const revoked = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read']);
    const before = await tokenRequest(credentials(), revoked);
    expect(before.status).toBe(200);
    await adminCli(stack.env, ['access-key', 'revoke', revoked.client_id]);
    expect(await tokenRequest(credentials(), revoked)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    await expectLockedOut(before.body.access_token);

    const switched = await createMerchant(stack.env, 'Quay Switched', ['--oauth', 'on']);
    const switchedKey = await createMcpKey(stack.env, switched.merchant_id, ['merchant:read']);
    const issued = await tokenRequest(credentials(), switchedKey);
    expect(issued.status).toBe(200);
    await adminCli(stack.env, ['merchant', 'update', switched.merchant_id, '--oauth', 'off']);
    expect(await tokenRequest(credentials(), switchedKey)).toMatchObject({ status: 400, body: { error: 'unauthorized_client' } });
    await expectLockedOut(issued.body.access_token);
  });

  it('slows down secret guessing per client id and address, counted together with POST /access-keys/token', async () => {
    const guessed = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read']);
    const wrong = { client_id: guessed.client_id, client_secret: 'cs_guess' };
    const statuses: number[] = [];
    // One guess at the REST API's endpoint, the rest here: the two share one count.
    const rest = await fetch(`${stack.apiUrl}/access-keys/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...wrong, audience: 'mcp' }),
    });
    statuses.push(rest.status);
    let throttled: Awaited<ReturnType<typeof tokenRequest>> | undefined;
    for (let attempt = 0; attempt < 8 && !throttled; attempt++) {
      const answer = await tokenRequest(credentials(), wrong, attempt % 2 === 0 ? 'basic' : 'post');
      statuses.push(answer.status);
      if (answer.status === 429) throttled = answer;
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.length).toBeGreaterThan(2);
    expect(throttled).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(throttled!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // While the wait lasts, even the right secret from this address waits: nothing reaches identity.
    expect((await tokenRequest(credentials(), guessed)).status).toBe(429);
  });

  /** The MCP endpoint trusts what it verified for AUTH_CACHE_TTL_MS: polls until it refuses, with a margin. */
  async function expectLockedOut(token: string): Promise<void> {
    const deadline = mcpEnv.shape.AUTH_CACHE_TTL_MS.parse(stack.process('mcp').env.AUTH_CACHE_TTL_MS) + 5_000;
    const status = await waitFor(
      () => mcpStatus(token),
      (answered) => answered === 401,
      deadline,
    );
    expect({ [`status after ${deadline} ms`]: status }).toEqual({ [`status after ${deadline} ms`]: 401 });
  }
});
