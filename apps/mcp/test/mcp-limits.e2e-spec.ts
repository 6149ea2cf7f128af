import { extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { adminCli, ApiClient, createAccessKey, createMerchant, freePort, MerchantCredentials, Stack, waitFor } from '@netline/testing';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { mcpEnv } from '../src/config';
import { createMcpKey, McpKey, mintMcpToken } from './mcp-support';

/**
 * Issue 11: who gets in and how much. The 401 cases (no token, a REST token, an expired token, `alg:
 * none`, a tampered token) with `WWW-Authenticate`, OAuth switched off (401 within the 5 s auth cache),
 * revocation (no new tokens, and the ones minted before refused within the 5 s auth cache) and the rate
 * limit shared with the REST API.
 * MCP tokens live 60 s in this stack (the shortest identity allows), so one of them really expires.
 */
const RATE_LIMIT = 100;
/** How long the MCP app trusts a merchant's settings (OAuth on, revocations): AUTH_CACHE_TTL_MS, which the stack leaves at its default. */
const AUTH_CACHE_TTL_MS: number = mcpEnv.shape.AUTH_CACHE_TTL_MS.parse(undefined);
/**
 * A switch or revocation must show within one cache lifetime; the poll for it allows half of one more for
 * the admin CLI's exit and the polling, so a change taking two lifetimes (a cache in front of the cache)
 * still fails.
 */
const REFUSED_WITHIN_MS = AUTH_CACHE_TTL_MS * 1.5;

describe('MCP authentication and limits', () => {
  let stack: Stack;
  let mcpUrl: string;
  let metadataUrl: string;
  let merchant: MerchantCredentials;
  let key: McpKey;
  let earlyToken: string;

  beforeAll(async () => {
    const port = await freePort();
    mcpUrl = `http://127.0.0.1:${port}/mcp`;
    metadataUrl = `http://127.0.0.1:${port}/.well-known/oauth-protected-resource/mcp`;
    stack = await Stack.start({
      apps: ['identity', 'credit', 'gateway', 'mcp'],
      namespace: 'random',
      logDir: 'var/test-logs',
      ports: { mcp: port },
      env: { MCP_URL: mcpUrl, RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) },
      appEnv: { identity: { TOKEN_TTL_MCP_SECONDS: '60' } },
    });
    merchant = await createMerchant(stack.env, 'Limits Merchant', ['--oauth', 'on']);
    key = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read', 'merchant:write']);
    earlyToken = await mintMcpToken(stack.apiUrl, key);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  let nextId = 1;
  const rpc = (method: string, params?: Record<string, unknown>) => ({ jsonrpc: '2.0', id: nextId++, method, ...(params ? { params } : {}) });
  // Sent as a client that agreed on 2025-11-25 sends it (without the header, a request reads as 2025-03-26,
  // whose tool results have no structuredContent).
  const post = (authorization: string | undefined, body: unknown = rpc('ping')) =>
    fetch(mcpUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-11-25',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify(body),
    });

  async function expectRefused(response: Response, error?: string) {
    expect(response.status).toBe(401);
    expect(extractWWWAuthenticateParams(response)).toEqual({ resourceMetadataUrl: new URL(metadataUrl), ...(error ? { error } : {}) });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(((await response.json()) as { error: unknown }).error).toMatchObject({ type: 'authentication_error' });
  }

  it('accepts a token minted for the MCP URL', async () => {
    const response = await post(`Bearer ${earlyToken}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ result: {} });
  });

  it('answers 401 with WWW-Authenticate pointing at the metadata when there is no token', async () => {
    await expectRefused(await post(undefined));
    await expectRefused(await post(`Basic ${Buffer.from(`${merchant.merchant_id}:${merchant.secret_key}`).toString('base64')}`), 'invalid_token');
    const metadata = (await (await fetch(metadataUrl)).json()) as { resource: string };
    expect(metadata.resource).toBe(mcpUrl);
  });

  it('refuses a REST token, an alg:none token and a tampered token', async () => {
    const restKey = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read', 'merchant:write'] });
    const minted = await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: restKey.client_id, client_secret: restKey.client_secret });
    expect(minted.status).toBe(200);
    await expectRefused(await post(`Bearer ${minted.body.access_token}`), 'invalid_token');
    // and the other way round: the MCP token is refused by the REST API
    expect((await ApiClient.bearer(stack.apiUrl, earlyToken).get('/customers')).status).toBe(401);

    const [, payload, signature] = (await mintMcpToken(stack.apiUrl, key)).split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    await expectRefused(await post(`Bearer ${unsigned}`), 'invalid_token');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const widened = Buffer.from(JSON.stringify({ ...claims, merchant_id: 'mer_someone_else' })).toString('base64url');
    const [header] = earlyToken.split('.');
    await expectRefused(await post(`Bearer ${header}.${widened}.${signature}`), 'invalid_token');
  });

  it('refuses every token within 5 s of OAuth being switched off; back on, only tokens minted since work', async () => {
    const flipping = await createMerchant(stack.env, 'Flipping Merchant', ['--oauth', 'on']);
    const token = await mintMcpToken(stack.apiUrl, await createMcpKey(stack.env, flipping.merchant_id, ['merchant:read']));
    expect((await post(`Bearer ${token}`)).status).toBe(200);

    await adminCli(stack.env, ['merchant', 'update', flipping.merchant_id, '--oauth', 'off']);
    // Settings are trusted for AUTH_CACHE_TTL_MS: the refusal comes within it (the poll's margin above).
    const refused = await waitFor(
      () => post(`Bearer ${token}`),
      (response) => response.status === 401,
      REFUSED_WITHIN_MS,
    );
    await expectRefused(refused, 'invalid_token');

    await adminCli(stack.env, ['merchant', 'update', flipping.merchant_id, '--oauth', 'on']);
    // Switching OAuth off ended the tokens issued before it: switching it back on does not revive them.
    const fresh = await mintMcpToken(stack.apiUrl, await createMcpKey(stack.env, flipping.merchant_id, ['merchant:read']));
    const admitted = await waitFor(
      () => post(`Bearer ${fresh}`),
      (response) => response.status === 200,
      10_000,
    );
    expect(admitted.status).toBe(200);
    await expectRefused(await post(`Bearer ${token}`), 'invalid_token');
  });

  it('stops new tokens when the key is revoked, and within 5 s the tokens it minted before', async () => {
    const revocable = await createMcpKey(stack.env, merchant.merchant_id, ['merchant:read']);
    const token = await mintMcpToken(stack.apiUrl, revocable);
    const listed = await post(`Bearer ${token}`, rpc('tools/call', { name: 'list_customers', arguments: {} }));
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { result: { structuredContent: unknown } }).result.structuredContent).toMatchObject({
      page: 0,
      results: expect.any(Array),
    });
    await adminCli(stack.env, ['access-key', 'revoke', revocable.client_id]);
    const again = await new ApiClient(stack.apiUrl).post('/access-keys/token', {
      client_id: revocable.client_id,
      client_secret: revocable.client_secret,
      audience: 'mcp',
    });
    expect(again.status).toBe(403);
    expect(again.body.error).toMatchObject({ type: 'forbidden_error' });
    // Polled with an authenticated 200 until refused, so the polling counts in the merchant's window only.
    // The revocation reaches the MCP app with the merchant's settings, within AUTH_CACHE_TTL_MS.
    const refused = await waitFor(
      () => post(`Bearer ${token}`),
      (response) => response.status === 401,
      REFUSED_WITHIN_MS,
    );
    await expectRefused(refused, 'invalid_token');
  });

  it('takes MCP requests from the same per-merchant window as REST requests, and answers the excess with a JSON-RPC error', async () => {
    const busy = await createMerchant(stack.env, 'Busy Merchant', ['--oauth', 'on']);
    const rest = ApiClient.basic(stack.apiUrl, busy.merchant_id, busy.secret_key);
    const token = await mintMcpToken(stack.apiUrl, await createMcpKey(stack.env, busy.merchant_id, ['merchant:read']));

    const restStatuses = await Promise.all(Array.from({ length: RATE_LIMIT / 2 }, () => rest.get('/customers').then((response) => response.status)));
    expect(restStatuses.every((status) => status === 200)).toBe(true);
    const mcpResponses = [];
    for (let index = 0; index < RATE_LIMIT / 2; index++)
      mcpResponses.push(await post(`Bearer ${token}`, rpc('tools/call', { name: 'list_customers', arguments: {} })));
    expect(mcpResponses.map((response) => response.status)).toEqual(mcpResponses.map(() => 200));
    expect(mcpResponses.at(-1)!.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(mcpResponses.at(-1)!.headers.get('x-ratelimit-limit')).toBe(String(RATE_LIMIT));

    const excess = rpc('tools/call', { name: 'list_customers', arguments: {} });
    const refused = await post(`Bearer ${token}`, excess);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      jsonrpc: '2.0',
      id: excess.id,
      error: {
        code: -31429,
        message: expect.stringContaining('rate limit'),
        data: { error: { type: 'rate_limit_error', message: 'Too many requests' }, retry_after: expect.any(Number) },
      },
    });
    const restRefused = await rest.get('/customers');
    expect(restRefused.status).toBe(429);
    expect(restRefused.body.error).toMatchObject({ type: 'rate_limit_error' });
  });

  // The MCP app's refusal of a token from the instant it expires is checked with a clock in
  // apps/mcp/src/mcp.medium-spec.ts; here, that identity gives MCP tokens the lifetime this stack set.
  it('gets tokens from identity that live TOKEN_TTL_MCP_SECONDS, while a new one from the same key works', async () => {
    const { iat, exp } = decodeJwt(earlyToken);
    expect(exp! - iat!).toBe(60);
    expect((await post(`Bearer ${await mintMcpToken(stack.apiUrl, key)}`)).status).toBe(200);
  });

  // Last: it withdraws the signing key every token above was signed with.
  it("refuses a revoked signing key's tokens on both edges within 5 s; tokens minted since carry a new key", async () => {
    // A merchant of its own, so the polling below counts in no other test's rate-limit window.
    const rotating = await createMerchant(stack.env, 'Revoked Key Merchant', ['--oauth', 'on']);
    const restKey = await createAccessKey(stack.env, rotating.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const minted = await new ApiClient(stack.apiUrl).post('/access-keys/token', { client_id: restKey.client_id, client_secret: restKey.client_secret });
    expect(minted.status).toBe(200);
    const rest = ApiClient.bearer(stack.apiUrl, minted.body.access_token);
    const mcpKey = await createMcpKey(stack.env, rotating.merchant_id, ['merchant:read']);
    const mcpToken = await mintMcpToken(stack.apiUrl, mcpKey);
    const { kid } = decodeProtectedHeader(mcpToken);
    expect(decodeProtectedHeader(minted.body.access_token).kid).toBe(kid);
    expect((await rest.get('/customers')).status).toBe(200);
    expect((await post(`Bearer ${mcpToken}`)).status).toBe(200);

    const revoked = await adminCli<{ kid: string; revoked_at: string; signing_kid: string }>(stack.env, ['signing-key', 'revoke', kid!, '--json']);
    expect(revoked).toMatchObject({ kid, revoked_at: expect.any(String) });
    expect(revoked.signing_kid).not.toBe(kid);
    const jwks = await new ApiClient(stack.apiUrl).get('/.well-known/jwks.json');
    expect(jwks.body.keys.map((key: { kid: string }) => key.kid)).not.toContain(kid);

    // Both edges at once, each polled every quarter second from the revocation on.
    const until401 = async (status: () => Promise<number>) => {
      const deadline = Date.now() + REFUSED_WITHIN_MS;
      let last = await status();
      while (last !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        last = await status();
      }
      return last;
    };
    const [restStatus, mcpStatus] = await Promise.all([
      until401(async () => (await rest.get('/customers')).status),
      until401(async () => (await post(`Bearer ${mcpToken}`)).status),
    ]);
    expect({ rest: restStatus, mcp: mcpStatus }).toEqual({ rest: 401, mcp: 401 });

    const fresh = await mintMcpToken(stack.apiUrl, mcpKey);
    expect(decodeProtectedHeader(fresh).kid).toBe(revoked.signing_kid);
    expect((await post(`Bearer ${fresh}`)).status).toBe(200);
    expect(
      await adminCli(stack.env, ['signing-key', 'revoke', kid!, '--json']).catch(
        (error: { stdout?: string; message: string }) => error.stdout ?? error.message,
      ),
    ).toMatch(/not found|404/i);
  });
});
