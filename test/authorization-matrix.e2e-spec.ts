import { Operation, OPERATIONS } from '@netline/catalogue';
import {
  ApiClient,
  ApiResponse,
  adminCli,
  createAccessKey,
  createMerchant,
  customerInput,
  ErrorBody,
  MerchantCredentials,
  Stack,
  waitFor,
} from '@netline/testing';
import { decodeJwt, importPKCS8, KeyLike, SignJWT } from 'jose';
import { Client } from 'pg';
import { gatewayEnv } from '../apps/gateway/src/config';
import { KeySealer } from '../apps/identity/src/signing-keys/key-sealer';

const DEV_HMAC_KEY = 'netline-development-only-hmac-key-change-me';

interface Key {
  client_id: string;
  client_secret: string;
}

/** Every credential a caller may present, as the columns of the matrix. */
type Column = 'own merchant' | 'other merchant' | 'read token' | 'revoked-key token' | 'token without exp' | 'expired token' | 'MCP token' | 'no credentials';

/** A path with every parameter filled: the other merchant's objects where the test owns one, else an unknown id. */
function fill(operation: Operation, ids: Record<string, string>): string {
  return operation.path.replace(/:([a-z_]+)/g, (_match, name: string) => ids[name] ?? `${name.replace(/_id$/, '')}_unknown0000000000`);
}

async function send(client: ApiClient, operation: Operation, path: string): Promise<ApiResponse<Partial<ErrorBody>>> {
  if (operation.rawBody) return client.request<Partial<ErrorBody>>(operation.method, path, '%PDF-1.4', { 'content-type': operation.rawBody.contentTypes[0] });
  return client.request<Partial<ErrorBody>>(operation.method, path, operation.method === 'GET' ? undefined : {});
}

/**
 * The authorization matrix: every route of the operation catalogue (the merchant API, sandbox routes
 * included) × every kind of credential, with the status each must get. Generated from the catalogue, so
 * a new route is covered the day it is added. One stack, requests in parallel.
 */
describe('authorization matrix', () => {
  let stack: Stack;
  let victim: MerchantCredentials;
  let attacker: MerchantCredentials;
  /** Every credential of the attacking merchant: its Basic credential and its access keys' client ids. */
  let attackerCredentials: Set<string>;
  let clients: Record<Column, ApiClient>;
  const victimIds: Record<string, string> = {};
  let signing: { kid: string; key: KeyLike };

  const mint = async (key: Key, audience?: string) => {
    const response = await new ApiClient(stack.apiUrl).post('/access-keys/token', {
      client_id: key.client_id,
      client_secret: key.client_secret,
      ...(audience ? { audience } : {}),
    });
    expect(response.status).toBe(200);
    return response.body.access_token as string;
  };
  const createKey = (merchant: MerchantCredentials, kind: 'rest' | 'mcp', scopes: string) =>
    createAccessKey(stack.env, merchant.merchant_id, { kind, ...(kind === 'mcp' ? { auth: 'm2m' as const } : {}), scopes: scopes.split(',') });
  const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid: signing.kid, typ: 'JWT' }).sign(signing.key);

  /**
   * How long a revocation may take to reach a token already in use: the gateway trusts a merchant's
   * settings and keys for its AUTH_CACHE_TTL_MS (as this stack's gateway has it). A poll waiting for the
   * outcome gets that plus a clear margin, so a slow machine is not mistaken for a cache that never expires.
   */
  const revocationDeadlineMs = () => gatewayEnv.shape.AUTH_CACHE_TTL_MS.parse(stack.process('gateway').env.AUTH_CACHE_TTL_MS) + 5_000;

  /** Polls until `client` gets `status` on a read, failing with the status it still got at the deadline. */
  async function untilStatus(client: ApiClient, status: number): Promise<void> {
    const deadline = revocationDeadlineMs();
    const answered = await waitFor(
      async () => (await client.get('/customers')).status,
      (current) => current === status,
      deadline,
    );
    expect({ [`status after ${deadline} ms`]: answered }).toEqual({ [`status after ${deadline} ms`]: status });
  }

  beforeAll(async () => {
    stack = await Stack.start({
      apps: ['identity', 'credit', 'billing', 'treasury', 'fulfillment', 'webhook-dispatcher', 'insights', 'gateway'],
      namespace: 'random',
      logDir: 'var/test-logs',
      // On the authenticated bus: every route must work with each app's least-privilege NATS user.
      natsAuth: true,
    });
    [victim, attacker] = await Promise.all([
      createMerchant(stack.env, 'Victim Merchant', ['--oauth', 'on']),
      createMerchant(stack.env, 'Attacker Merchant', ['--oauth', 'on']),
    ]);
    const victimApi = ApiClient.basic(stack.apiUrl, victim.merchant_id, victim.secret_key);
    const customer = await victimApi.post('/customers', customerInput());
    expect(customer.status).toBe(200);
    victimIds.customer_id = customer.body.id;

    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/netline_${stack.namespace}_identity` });
    const [readKey, revokedKey, fullKey, mcpKey] = await Promise.all([
      createKey(attacker, 'rest', 'merchant:read'),
      createKey(attacker, 'rest', 'merchant:read,merchant:write'),
      createKey(attacker, 'rest', 'merchant:read,merchant:write'),
      createKey(attacker, 'mcp', 'merchant:read,merchant:write'),
    ]);
    attackerCredentials = new Set([attacker.merchant_id, ...[readKey, revokedKey, fullKey, mcpKey].map((key) => key.client_id)]);
    const [readToken, revokedToken, fullToken, mcpToken] = await Promise.all([mint(readKey), mint(revokedKey), mint(fullKey), mint(mcpKey, 'mcp')]);
    await client.connect();
    try {
      const { rows } = await client.query<{ kid: string; private_key_sealed: string }>(
        'SELECT kid, private_key_sealed FROM signing_keys ORDER BY created_at DESC LIMIT 1',
      );
      signing = { kid: rows[0].kid, key: await importPKCS8(new KeySealer(DEV_HMAC_KEY).open(rows[0].private_key_sealed), 'ES256') };
    } finally {
      await client.end();
    }
    const claims = decodeJwt(fullToken);
    const now = Math.floor(Date.now() / 1000);
    const { exp: _exp, ...withoutExp } = claims;
    // Controls: the same key with complete claims is accepted, so the refusals are for the stated reason.
    expect((await ApiClient.bearer(stack.apiUrl, await sign({ ...claims, jti: 'control' })).get('/customers')).status).toBe(200);
    expect((await ApiClient.bearer(stack.apiUrl, revokedToken).get('/customers')).status).toBe(200);
    await adminCli(stack.env, ['access-key', 'revoke', revokedKey.client_id]);
    clients = {
      'own merchant': ApiClient.basic(stack.apiUrl, attacker.merchant_id, attacker.secret_key),
      'other merchant': ApiClient.basic(stack.apiUrl, attacker.merchant_id, attacker.secret_key),
      'read token': ApiClient.bearer(stack.apiUrl, readToken),
      'revoked-key token': ApiClient.bearer(stack.apiUrl, revokedToken),
      'token without exp': ApiClient.bearer(stack.apiUrl, await sign(withoutExp)),
      'expired token': ApiClient.bearer(stack.apiUrl, await sign({ ...claims, iat: now - 7200, exp: now - 3600 })),
      'MCP token': ApiClient.bearer(stack.apiUrl, mcpToken),
      'no credentials': new ApiClient(stack.apiUrl),
    };
    await untilStatus(clients['revoked-key token'], 401);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  const protectedRoutes = OPERATIONS.filter((operation) => operation.auth !== 'public');
  const publicRoutes = OPERATIONS.filter((operation) => operation.auth === 'public');

  it('covers the whole merchant catalogue', () => {
    expect(protectedRoutes.length).toBeGreaterThan(50);
    expect(publicRoutes.map((operation) => operation.path)).toContain('/access-keys/token');
  });

  it.each(['revoked-key token', 'token without exp', 'expired token', 'MCP token', 'no credentials'] as Column[])(
    'refuses every protected route to a %s with 401',
    async (column) => {
      const responses = await Promise.all(protectedRoutes.map((operation) => send(clients[column], operation, fill(operation, {}))));
      const wrong = responses
        .map((response, index) => ({ route: `${protectedRoutes[index].method} ${protectedRoutes[index].path}`, status: response.status, body: response.body }))
        .filter((row) => row.status !== 401);
      expect(wrong).toEqual([]);
      expect(responses.every((response) => response.body?.error?.type === 'authentication_error')).toBe(true);
    },
  );

  it('lets a read token read (never 401/403) and refuses it every write with 403, changing nothing', async () => {
    const responses = await Promise.all(protectedRoutes.map((operation) => send(clients['read token'], operation, fill(operation, {}))));
    const wrong = responses
      .map((response, index) => ({
        route: `${protectedRoutes[index].method} ${protectedRoutes[index].path}`,
        access: protectedRoutes[index].access,
        status: response.status,
      }))
      .filter((row) => (row.access === 'write' ? row.status !== 403 : [401, 403].includes(row.status) || row.status >= 500));
    expect(wrong).toEqual([]);
  });

  it('gets its own merchant past authentication and scope on every route, without a server error', async () => {
    const responses = await Promise.all(protectedRoutes.map((operation) => send(clients['own merchant'], operation, fill(operation, {}))));
    const wrong = responses
      .map((response, index) => ({ route: `${protectedRoutes[index].method} ${protectedRoutes[index].path}`, status: response.status, body: response.body }))
      .filter((row) => [401, 403].includes(row.status) || row.status >= 500);
    expect(wrong).toEqual([]);
  });

  it("never shows or changes another merchant's objects: 404 (or 400 before lookup) on each, absent from every list", async () => {
    const routes = protectedRoutes.filter((operation) => operation.path.includes(':customer_id'));
    expect(routes.length).toBeGreaterThan(3);
    const responses = await Promise.all(routes.map((operation) => send(clients['other merchant'], operation, fill(operation, victimIds))));
    const wrong = responses
      .map((response, index) => ({ route: `${routes[index].method} ${routes[index].path}`, status: response.status, body: response.body }))
      .filter((row) => ![400, 404].includes(row.status));
    expect(wrong).toEqual([]);
    expect(responses[routes.findIndex((operation) => operation.method === 'GET' && operation.path === '/customers/:customer_id')].status).toBe(404);
    const lists = protectedRoutes.filter((operation) => operation.method === 'GET' && !operation.path.includes(':'));
    const listed = await Promise.all(lists.map((operation) => send(clients['other merchant'], operation, operation.path)));
    for (const [index, response] of listed.entries()) {
      if (lists[index].path === '/request-logs') {
        // The request log shows the other merchant its own requests, and the paths it sent just above
        // name the victim's customer: the log must hold nothing but that merchant's own credentials (its
        // Basic credential, and its keys, whose requests of the tests before may be logged by now).
        const entries = (response.body as { results: Array<{ credential_id: string }> }).results;
        expect(entries.filter((entry) => !attackerCredentials.has(entry.credential_id))).toEqual([]);
      } else {
        expect(response.text).not.toContain(victimIds.customer_id);
      }
    }
    // The victim still sees its customer unchanged.
    const own = await ApiClient.basic(stack.apiUrl, victim.merchant_id, victim.secret_key).get(`/customers/${victimIds.customer_id}`);
    expect(own.status).toBe(200);
  });

  it('refuses NUL characters and invalid Unicode with 400 naming the field, never a server error', async () => {
    const api = clients['own merchant'];
    const nul = await api.post('/customers', customerInput({ business_name: 'Acme\u0000 Supply' }));
    expect(nul.status).toBe(400);
    expect(nul.body.error).toMatchObject({ type: 'validation_error', details: [{ path: 'business_name', message: expect.stringContaining('NUL') }] });
    // A lone surrogate can only arrive as a JSON escape; send the raw text.
    const surrogate = await api.request('POST', '/customers', JSON.stringify(customerInput()).replace('"business_name":"', '"business_name":"\\ud800'));
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error?.details?.[0].path).toBe('business_name');
    const query = await api.get('/customers?filter[business_name]=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.error?.details?.[0].path).toBe('query.filter[business_name]');
  });

  it('answers public routes without credentials (never 401)', async () => {
    const responses = await Promise.all(publicRoutes.map((operation) => send(clients['no credentials'], operation, fill(operation, {}))));
    expect(responses.filter((response) => response.status === 401 && response.body?.error?.type === 'authentication_error')).toEqual([]);
  });

  it('ignores a spoofed X-Forwarded-For: the per-address limit holds when the header changes on every request', async () => {
    // A gateway with a low limit; its peer (this test) is not a trusted proxy, so the header is ignored.
    const gateway = await stack.launch('gateway', 'gateway-spoofed', { RATE_LIMIT_PER_MINUTE: '20' });
    const statuses: number[] = [];
    for (let index = 0; index < 30; index++) {
      const response = await new ApiClient(`${gateway.url}/api`).get('/customers', { 'x-forwarded-for': `203.0.113.${index}` });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('limits requests to the OAuth authorization server per client address, token endpoint included', async () => {
    const gateway = await stack.launch('gateway', 'gateway-oauth-limited', { OAUTH_RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) statuses.push((await fetch(`${gateway.url}/oauth/auth?client_id=unknown_${index}`)).status);
    expect(statuses.slice(0, 5).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const token = await fetch(`${gateway.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'guess', client_id: 'unknown', client_secret: 'guess' }).toString(),
    });
    expect(token.status).toBe(429);
    expect(Number(token.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await token.json()).toMatchObject({ error: 'rate_limited' });
  });

  it("cannot lock a client or a person out: a guesser's failures delay only the guesser's address", async () => {
    // Behind a trusted proxy (this test), so each caller has its own address.
    const gateway = await stack.launch('gateway', 'gateway-proxied', { TRUSTED_PROXIES: '127.0.0.1' });
    const api = new ApiClient(`${gateway.url}/api`);
    const key = await createKey(attacker, 'rest', 'merchant:read');
    const guesses = [];
    for (let index = 0; index < 12; index++) {
      guesses.push(
        (await api.post('/access-keys/token', { client_id: key.client_id, client_secret: `cs_guess_${index}` }, { 'x-forwarded-for': '198.51.100.66' })).status,
      );
    }
    expect(guesses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(guesses.slice(4).every((status) => status === 429)).toBe(true);
    const owner = await api.post('/access-keys/token', { client_id: key.client_id, client_secret: key.client_secret }, { 'x-forwarded-for': '192.0.2.10' });
    expect(owner.status).toBe(200);
    // Basic guesses against a merchant id: the same per-address delay, the merchant unaffected elsewhere.
    const basicGuesses = [];
    for (let index = 0; index < 6; index++) {
      basicGuesses.push(
        (await ApiClient.basic(`${gateway.url}/api`, victim.merchant_id, `sk_test_guess${index}`).get('/customers', { 'x-forwarded-for': '198.51.100.66' }))
          .status,
      );
    }
    expect(basicGuesses).toEqual([401, 401, 401, 401, 429, 429]);
    expect(
      (await ApiClient.basic(`${gateway.url}/api`, victim.merchant_id, victim.secret_key).get('/customers', { 'x-forwarded-for': '192.0.2.10' })).status,
    ).toBe(200);

    // A person's dashboard sign-in: six wrong passwords from one address pause that address only; the
    // right password from another address signs in. Nothing counts against the email alone.
    const email = `owner.${victim.merchant_id.toLowerCase()}@lockout.test`;
    await adminCli(stack.env, ['user', 'create', victim.merchant_id, '--email', email, '--password', 'the right password', '--role', 'admin']);
    const signIn = (password: string, address: string) =>
      fetch(`${gateway.url}/dashboard/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: gateway.url, 'x-forwarded-for': address },
        body: JSON.stringify({ email, password }),
      });
    const wrong: number[] = [];
    for (let index = 0; index < 6; index++) wrong.push((await signIn(`guess ${index}`, '198.51.100.67')).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn('the right password', '198.51.100.67')).status).toBe(429);
    const elsewhere = await signIn('the right password', '192.0.2.11');
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toMatchObject({ signed_in: true, user: { email, role: 'admin' } });
  });

  describe('revocation within 5 s', () => {
    it('rotating the secret key ends every token issued before; a new token works', async () => {
      const merchant = await createMerchant(stack.env, 'Rotating Merchant', ['--oauth', 'on']);
      const key = await createKey(merchant, 'rest', 'merchant:read');
      const before = ApiClient.bearer(stack.apiUrl, await mint(key));
      expect((await before.get('/customers')).status).toBe(200);
      await adminCli(stack.env, ['merchant', 'rotate-secret', merchant.merchant_id]);
      await untilStatus(before, 401);
      expect((await ApiClient.bearer(stack.apiUrl, await mint(key)).get('/customers')).status).toBe(200);
    });

    it('switching OAuth off ends every token; switching it back on does not revive them', async () => {
      const merchant = await createMerchant(stack.env, 'Switching Merchant', ['--oauth', 'on']);
      const key = await createKey(merchant, 'rest', 'merchant:read');
      const before = ApiClient.bearer(stack.apiUrl, await mint(key));
      expect((await before.get('/customers')).status).toBe(200);
      await adminCli(stack.env, ['merchant', 'update', merchant.merchant_id, '--oauth', 'off']);
      await untilStatus(before, 401);
      await adminCli(stack.env, ['merchant', 'update', merchant.merchant_id, '--oauth', 'on']);
      const after = ApiClient.bearer(stack.apiUrl, await mint(key));
      await untilStatus(after, 200);
      expect((await before.get('/customers')).status).toBe(401);
    });

    it("revoking one key ends its tokens only; the merchant's other keys keep working", async () => {
      const merchant = await createMerchant(stack.env, 'Revoking Merchant', ['--oauth', 'on']);
      const [revoked, kept] = await Promise.all([createKey(merchant, 'rest', 'merchant:read'), createKey(merchant, 'rest', 'merchant:read')]);
      const [revokedApi, keptApi] = [ApiClient.bearer(stack.apiUrl, await mint(revoked)), ApiClient.bearer(stack.apiUrl, await mint(kept))];
      expect((await revokedApi.get('/customers')).status).toBe(200);
      await adminCli(stack.env, ['access-key', 'revoke', revoked.client_id]);
      await untilStatus(revokedApi, 401);
      expect((await keptApi.get('/customers')).status).toBe(200);
    });
  });
});
