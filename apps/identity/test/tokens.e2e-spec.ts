import {
  AccessKeyOptions,
  adminCli,
  ApiClient,
  createAccessKey,
  createMerchant,
  customerInput,
  MerchantCredentials,
  SharedStack,
  sharedStack,
  waitFor,
} from '@netline/testing';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, importPKCS8, importJWK, jwtVerify, KeyLike, SignJWT } from 'jose';
import { Client } from 'pg';
import { KeySealer } from '../src/signing-keys/key-sealer';

const DEV_HMAC_KEY = 'netline-development-only-hmac-key-change-me';
/** The gateway's AUTH_CACHE_TTL_MS when its environment does not set it (apps/gateway/src/config.ts). */
const GATEWAY_DEFAULT_AUTH_CACHE_TTL_MS = 5_000;
/** Added to that cache time when waiting for the gateway to follow a settings change: the polls' own requests take time too. */
const SETTINGS_POLL_MARGIN_MS = 5_000;

/**
 * Access keys through a real stack: the HTTP token endpoint, the gateway's verification of tokens against
 * identity's keys, its following of settings changes, the OpenAPI document and the operator CLI. The rules
 * inside identity (key fields and validation, claims, refusals at minting, expiry, rotation, revocations)
 * are medium tests beside identity's code.
 */
describe('access keys and tokens', () => {
  let stack: SharedStack;
  let merchant: MerchantCredentials;
  let anonymous: ApiClient;

  const createKey = (options: AccessKeyOptions) => createAccessKey(stack.env, merchant.merchant_id, options);
  const mint = (body: Record<string, unknown>) => anonymous.post('/access-keys/token', body);

  /** The signing key identity is using, read from its database and unsealed as identity would. */
  async function identitySigningKey(): Promise<{ kid: string; key: KeyLike }> {
    const client = new Client({ connectionString: `postgres://postgres@127.0.0.1:5432/netline_${stack.namespace}_identity` });
    await client.connect();
    try {
      const { rows } = await client.query<{ kid: string; private_key_sealed: string }>(
        'SELECT kid, private_key_sealed FROM signing_keys ORDER BY created_at DESC LIMIT 1',
      );
      return { kid: rows[0].kid, key: await importPKCS8(new KeySealer(DEV_HMAC_KEY).open(rows[0].private_key_sealed), 'ES256') };
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    stack = await sharedStack();
    merchant = await createMerchant(stack.env, 'Token Merchant', ['--oauth', 'on']);
    anonymous = new ApiClient(stack.apiUrl);
  });

  it('mints a REST token at the HTTP token endpoint that the public JWKS verifies and the REST API accepts', async () => {
    const key = await createKey({ kind: 'rest', scopes: ['merchant:read', 'merchant:write'] });
    const response = await mint({ client_id: key.client_id, client_secret: key.client_secret });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: 'merchant:read merchant:write' });
    expect(decodeProtectedHeader(response.body.access_token)).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    // The stack's identity mints for the audience its gateway checks.
    expect(decodeJwt(response.body.access_token)).toMatchObject({ aud: 'http://127.0.0.1:3000/api', sub: key.client_id, merchant_id: merchant.merchant_id });

    // Outside verifiers: the public JWKS route verifies the token.
    const jwks = await anonymous.get('/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    const jwk = jwks.body.keys.find((candidate: { kid: string }) => candidate.kid === decodeProtectedHeader(response.body.access_token).kid);
    expect(jwk).toBeDefined();
    expect(JSON.stringify(jwks.body)).not.toMatch(/"d"/);
    await expect(jwtVerify(response.body.access_token, await importJWK(jwk!, 'ES256'))).resolves.toBeDefined();

    const bearer = ApiClient.bearer(stack.apiUrl, response.body.access_token);
    const created = await bearer.post('/customers', customerInput());
    expect(created.status).toBe(200);
    expect((await bearer.get(`/customers/${created.body.id}`)).status).toBe(200);
  });

  it('answers a wrong secret or an unknown client with 401, and a key revoked with the CLI with 403', async () => {
    const key = await createKey({ kind: 'rest', scopes: ['merchant:read'] });
    const wrong = await mint({ client_id: key.client_id, client_secret: `${key.client_secret}x` });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error?.type).toBe('authentication_error');
    expect((await mint({ client_id: 'ci_unknown', client_secret: key.client_secret })).status).toBe(401);
    expect(wrong.text).not.toContain(key.client_secret);

    expect((await mint({ client_id: key.client_id, client_secret: key.client_secret })).status).toBe(200);
    const revoked = await adminCli<{ client_id: string; revoked_at: string }>(stack.env, ['access-key', 'revoke', key.client_id]);
    expect(revoked).toEqual({ client_id: key.client_id, revoked_at: expect.any(String) });
    const afterRevoke = await mint({ client_id: key.client_id, client_secret: key.client_secret });
    expect(afterRevoke.status).toBe(403);
    expect(afterRevoke.body.error).toMatchObject({ type: 'forbidden_error', message: 'API access key revoked' });
  });

  it('documents the token route as public in the OpenAPI document', async () => {
    // The reference document is not an operation of the API: the parts of it this test reads.
    type Operation = { security: unknown[]; parameters: Array<{ name: string }>; responses: Record<string, { headers: Record<string, unknown> }> };
    const document = (await anonymous.get<{ paths: Record<string, Record<string, Operation>> }>('/openapi.json')).body;
    const operation = document.paths['/access-keys/token'].post;
    expect(operation.security).toEqual([]);
    expect(operation.responses['403']).toBeDefined();
    expect(operation.responses['200'].headers['X-Ratelimit-Remaining']).toBeDefined();
    expect(operation.parameters.map((parameter: { name: string }) => parameter.name)).not.toContain('Idempotency-Key');
    expect(document.paths['/.well-known/jwks.json'].get.security).toEqual([]);
  });

  it('validates the token request body', async () => {
    const response = await mint({ client_id: 'x' });
    expect(response.status).toBe(400);
    expect(response.body.error?.details).toEqual([{ path: 'client_secret', message: '`client_secret` is required' }]);
    expect((await mint({ client_id: 'x', client_secret: 'y', audience: 'other' })).status).toBe(400);
    expect((await mint({ client_id: 'x', client_secret: 'y', extra: 1 })).status).toBe(400);
  });

  it('mints an MCP token at the HTTP token endpoint, which the REST API refuses', async () => {
    const rest = await createKey({ kind: 'rest', scopes: ['merchant:read'] });
    const mcp = await createKey({ kind: 'mcp', auth: 'm2m', scopes: ['merchant:read', 'merchant:write'] });
    // Identity's refusal to mint across kinds, as the token endpoint answers it.
    const crossed = await mint({ client_id: rest.client_id, client_secret: rest.client_secret, audience: 'mcp' });
    expect(crossed.status).toBe(403);
    expect(crossed.body.error?.type).toBe('forbidden_error');

    const mcpToken = await mint({ client_id: mcp.client_id, client_secret: mcp.client_secret, audience: 'mcp' });
    expect(mcpToken.status).toBe(200);
    expect(mcpToken.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    expect(decodeJwt(mcpToken.body.access_token).aud).toBe(stack.mcpUrl);

    const refused = await ApiClient.bearer(stack.apiUrl, mcpToken.body.access_token).get('/customers');
    expect(refused.status).toBe(401);
    expect(refused.body.error?.type).toBe('authentication_error');
  });

  it('lets a read-only token read but not write (403, nothing created)', async () => {
    const key = await createKey({ kind: 'rest', scopes: ['merchant:read'] });
    const token = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).body.access_token;
    const reader = ApiClient.bearer(stack.apiUrl, token);
    const before = (await reader.get('/customers')).body.count;
    const input = customerInput();
    const write = await reader.post('/customers', input);
    expect(write.status).toBe(403);
    expect(write.body.error?.type).toBe('forbidden_error');
    const after = await reader.get(`/customers?filter[email]=${encodeURIComponent(input.email as string)}`);
    expect(after.body.count).toBe(0);
    expect((await reader.get('/customers')).body.count).toBe(before);
  });

  it('refuses tokens signed with alg none, another key, for another audience, or expired', async () => {
    const key = await createKey({ kind: 'rest', scopes: ['merchant:read', 'merchant:write'] });
    const good = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).body.access_token;
    const claims = decodeJwt(good);
    const signing = await identitySigningKey();
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: Record<string, unknown>, signingKey: KeyLike = signing.key, kid = signing.kid) =>
      new SignJWT(payload).setProtectedHeader({ alg: 'ES256', kid }).sign(signingKey);
    const get = async (token: string) => (await ApiClient.bearer(stack.apiUrl, token).get('/customers')).status;

    // Control: the real key with correct claims is accepted, so the refusals below are for the stated reason.
    expect(await get(await sign({ ...claims }))).toBe(200);

    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid: signing.kid })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expect(await get(none)).toBe(401);
    const other = await generateKeyPair('ES256');
    expect(await get(await sign({ ...claims }, other.privateKey))).toBe(401);
    expect(await get(await sign({ ...claims }, other.privateKey, 'kid_made_up'))).toBe(401);
    expect(await get(await sign({ ...claims, aud: 'https://elsewhere.example/api' }))).toBe(401);
    expect(await get(await sign({ ...claims, iat: now - 7200, exp: now - 3600 }))).toBe(401);
    expect(await get(await sign({ ...claims, iss: 'someone-else' }))).toBe(401);
    // HS256 keyed with the public key: the classic algorithm-confusion forgery.
    const publicJwk = await exportJWK(other.publicKey);
    const hmac = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', kid: signing.kid })
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
    expect(await get(hmac)).toBe(401);
    expect(await get(`${good}x`)).toBe(401);
  });

  it('rotates the signing key with the CLI without the gateway refusing tokens already issued', async () => {
    const key = await createKey({ kind: 'rest', scopes: ['merchant:read'] });
    const before = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).body.access_token;
    const rotated = await adminCli<{ kid: string }>(stack.env, ['signing-key', 'rotate']);
    const after = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).body.access_token;
    expect(decodeProtectedHeader(after).kid).toBe(rotated.kid);
    expect(decodeProtectedHeader(before).kid).not.toBe(rotated.kid);
    // The gateway has only the old key cached; the new kid makes it refetch.
    expect((await ApiClient.bearer(stack.apiUrl, after).get('/customers')).status).toBe(200);
    expect((await ApiClient.bearer(stack.apiUrl, before).get('/customers')).status).toBe(200);
  });

  it('refuses Bearer while OAuth is off and Basic while Basic is off, following the CLI within its settings cache time', async () => {
    // The gateway trusts a merchant's settings for AUTH_CACHE_TTL_MS; it must follow a change within that
    // time. The polls below allow a clear margin on top, for the requests themselves on a loaded machine.
    const settingsCacheMs = Number(stack.process('gateway').env.AUTH_CACHE_TTL_MS || GATEWAY_DEFAULT_AUTH_CACHE_TTL_MS);
    const followWithinMs = settingsCacheMs + SETTINGS_POLL_MARGIN_MS;
    const flipping = await createMerchant(stack.env, 'Flipping Merchant', ['--oauth', 'on']);
    const key = await createAccessKey(stack.env, flipping.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const token = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).body.access_token;
    const bearer = ApiClient.bearer(stack.apiUrl, token);
    const basic = ApiClient.basic(stack.apiUrl, flipping.merchant_id, flipping.secret_key);
    expect((await bearer.get('/customers')).status).toBe(200);
    expect((await basic.get('/customers')).status).toBe(200);

    /** The status of `GET /customers` once it is `status`, or the last one seen when the time ran out. */
    const statusOnceFollowed = async (client: ApiClient, status: number) =>
      waitFor(
        async () => (await client.get('/customers')).status,
        (seen) => seen === status,
        followWithinMs,
      );

    const off = await adminCli(stack.env, ['merchant', 'update', flipping.merchant_id, '--oauth', 'off']);
    expect(off).toEqual({ merchant_id: flipping.merchant_id, name: 'Flipping Merchant', basic_enabled: true, oauth_enabled: false });
    expect(await statusOnceFollowed(bearer, 401)).toBe(401);
    const refused = await bearer.get('/customers');
    expect(refused.body.error?.type).toBe('authentication_error');
    expect((await basic.get('/customers')).status).toBe(200);

    await adminCli(stack.env, ['merchant', 'update', flipping.merchant_id, '--oauth', 'on', '--basic', 'off']);
    // Switching OAuth off ended the tokens issued before it; a new one works.
    const fresh = ApiClient.bearer(stack.apiUrl, (await mint({ client_id: key.client_id, client_secret: key.client_secret })).body.access_token);
    expect(await statusOnceFollowed(fresh, 200)).toBe(200);
    expect((await bearer.get('/customers')).status).toBe(401);
    expect(await statusOnceFollowed(basic, 401)).toBe(401);

    await adminCli(stack.env, ['merchant', 'update', flipping.merchant_id, '--basic', 'on']);
    expect(await statusOnceFollowed(basic, 200)).toBe(200);
  });

  it('rotates the secret API key with the CLI: the gateway takes the new key and refuses the old one', async () => {
    const rotating = await createMerchant(stack.env, 'Rotating Merchant');
    const rotated = await adminCli<{ merchant_id: string; secret_key: string }>(stack.env, ['merchant', 'rotate-secret', rotating.merchant_id]);
    expect(Object.keys(rotated).sort()).toEqual(['merchant_id', 'secret_key']);
    expect(rotated.secret_key).not.toBe(rotating.secret_key);
    expect((await ApiClient.basic(stack.apiUrl, rotating.merchant_id, rotated.secret_key).get('/customers')).status).toBe(200);
    // Nothing cached the old key in this gateway yet, so it is refused at once.
    expect((await ApiClient.basic(stack.apiUrl, rotating.merchant_id, rotating.secret_key).get('/customers')).status).toBe(401);
  });
});
