import { adminCli, createAccessKey, createMerchant, freePort, RoundRobinProxy, Stack } from '@netline/testing';
import { FormBrowser, pkcePair, signInAndConsent, TokenResponse } from './oauth-support';

const PASSWORD = 'correct horse battery';
const CALLBACK = 'http://127.0.0.1:8123/callback';

/**
 * The sign-in with two gateway replicas behind a load balancer without affinity (consecutive requests
 * land on different replicas, which rewrites Host to the replica's): every step — authorization
 * request, sign-in, consent, code exchange, refresh, replay detection — works whichever replica serves
 * it, and every URL the server hands out is the issuer's.
 */
describe('MCP web-app sign-in across gateway replicas', () => {
  let stack: Stack;
  let proxy: RoundRobinProxy;
  let issuer: string;
  let mcpUrl: string;
  let key: { client_id: string; client_secret: string };
  let email: string;

  beforeAll(async () => {
    const [proxyPort, mcpPort] = [await freePort(), await freePort()];
    issuer = `http://127.0.0.1:${proxyPort}/oauth`;
    mcpUrl = `http://127.0.0.1:${mcpPort}/mcp`;
    stack = await Stack.start({ namespace: 'random', logDir: 'var/test-logs', apps: ['identity', 'gateway'], env: { MCP_URL: mcpUrl, OAUTH_ISSUER: issuer } });
    await stack.launch('gateway', 'gateway-2');
    proxy = await RoundRobinProxy.start(
      stack.processes.filter((entry) => entry.app === 'gateway').map((entry) => entry.url),
      proxyPort,
    );
    const merchant = await createMerchant(stack.env, 'Replica Foods', ['--oauth', 'on']);
    key = await createAccessKey(stack.env, merchant.merchant_id, { kind: 'mcp', auth: 'web_app', scopes: ['merchant:read'], redirectUris: [CALLBACK] });
    email = `owner-${Date.now()}@replica.example`;
    await adminCli(stack.env, ['user', 'create', merchant.merchant_id, '--email', email, '--password', PASSWORD, '--role', 'admin']);
  });

  afterAll(async () => {
    await proxy?.stop();
    await stack?.stop();
  });

  const token = async (form: Record<string, string>) => {
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${key.client_id}:${key.client_secret}`).toString('base64')}`,
      },
      body: new URLSearchParams(form).toString(),
    });
    return { status: response.status, body: (await response.json()) as TokenResponse };
  };

  it('serves every step on whichever replica, with the issuer in every URL', async () => {
    const metadata = (await (await fetch(`${new URL(issuer).origin}/.well-known/oauth-authorization-server/oauth`)).json()) as Record<string, string>;
    expect(metadata).toMatchObject({ issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` });

    const { verifier, challenge } = pkcePair();
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: key.client_id,
      redirect_uri: CALLBACK,
      scope: 'merchant:read',
      resource: mcpUrl,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'r1',
    });
    const { callback } = await signInAndConsent(new FormBrowser(), `${issuer}/auth?${params}`, { email, password: PASSWORD });
    expect(callback.searchParams.get('iss')).toBe(issuer);
    const tokens = await token({ grant_type: 'authorization_code', code: callback.searchParams.get('code')!, code_verifier: verifier, redirect_uri: CALLBACK });
    expect(tokens.status).toBe(200);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(await token({ grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect(await token({ grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token })).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });

    // Both replicas took part.
    expect(new Set(proxy.requests.map((request) => request.target))).toEqual(new Set([0, 1]));
  });
});
