import { IdentitySubjects, RpcBodyIn, TokenRequest } from '@netline/contracts';
import { isRevoked } from '@netline/auth';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { IDENTITY_MEDIUM_START, useIdentityWorld } from '../identity.medium-fixture';

const START_SECONDS = Date.parse(IDENTITY_MEDIUM_START) / 1000;

/**
 * Access keys and the tokens they mint, in one process: the real AccessKeysService, SigningKeysService,
 * MerchantsService and TokenRevocations against real PostgreSQL (as identity's runtime role), and a clock
 * the test moves. A key's fields and refusals, a token's claims and lifetime, the edges of a key's expiry,
 * signing-key rotation and the revocations identity hands the edges are checked here; the end-to-end
 * suite keeps the HTTP token endpoint, the gateway's verification of tokens and its following of
 * settings changes.
 */
describe('access keys and tokens (medium)', () => {
  const world = useIdentityWorld();
  const { clock, config } = world;

  const createKey = (merchantId: string, request: Omit<RpcBodyIn<typeof IdentitySubjects.createAccessKey>, 'merchant_id'>) =>
    world.accessKeys.create(world.body(IdentitySubjects.createAccessKey, { merchant_id: merchantId, ...request }));
  const mint = (request: TokenRequest) => world.accessKeys.issueToken(request);

  it('creates a key with its documented fields and mints a REST token with the expected fields and claims', async () => {
    const merchant = await world.merchant({ oauth: true });
    const key = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read', 'merchant:write'] });
    expect(Object.keys(key).sort()).toEqual(['client_id', 'client_secret', 'expires_at', 'id', 'kind', 'scopes']);
    expect(key).toEqual({
      id: expect.stringMatching(/^ak_/),
      client_id: expect.stringMatching(/^ci_/),
      client_secret: expect.stringMatching(/^cs_/),
      kind: 'rest',
      scopes: ['merchant:read', 'merchant:write'],
      expires_at: null,
    });
    expect((await world.events(merchant.merchant_id)).map((event) => [event.type, event.data])).toContainEqual([
      'access_key.created',
      { id: key.id, kind: 'rest' },
    ]);

    const token = await mint({ client_id: key.client_id, client_secret: key.client_secret });
    expect(token).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: 'merchant:read merchant:write' });
    expect(decodeProtectedHeader(token.access_token)).toEqual({ alg: 'ES256', kid: expect.stringMatching(/^kid_/), typ: 'JWT' });
    expect(decodeJwt(token.access_token)).toEqual({
      iss: 'netline-identity',
      aud: config.PUBLIC_BASE_URL,
      sub: key.client_id,
      merchant_id: merchant.merchant_id,
      scope: 'merchant:read merchant:write',
      kind: 'rest',
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: START_SECONDS,
      exp: START_SECONDS + 3600,
    });

    // Outside verifiers: identity's public keys verify the token, and they hold no private part.
    const jwks = await world.signingKeys.jwks();
    expect(jwks.keys.map((jwk) => jwk.kid)).toContain(decodeProtectedHeader(token.access_token).kid);
    expect(JSON.stringify(jwks)).not.toMatch(/"d"/);
    await expect(world.verify(token.access_token)).resolves.toMatchObject({ sub: key.client_id });
  });

  it('refuses a wrong secret or an unknown client alike, and a revoked key or an expired one from the instant it expires', async () => {
    const merchant = await world.merchant({ oauth: true });
    const key = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const invalid = { code: 'IDENTITY.INVALID_CLIENT', kind: 'authentication', message: 'Invalid client credentials' };
    await expect(mint({ client_id: key.client_id, client_secret: `${key.client_secret}x` })).rejects.toMatchObject(invalid);
    await expect(mint({ client_id: 'ci_unknown', client_secret: key.client_secret })).rejects.toMatchObject(invalid);

    await expect(mint({ client_id: key.client_id, client_secret: key.client_secret })).resolves.toMatchObject({ token_type: 'Bearer' });
    const revokedAt = clock.advance(60_000).toISOString();
    expect(await world.accessKeys.revoke(world.body(IdentitySubjects.revokeAccessKey, { client_id: key.client_id }).client_id)).toEqual({
      client_id: key.client_id,
      revoked_at: revokedAt,
    });
    await expect(mint({ client_id: key.client_id, client_secret: key.client_secret })).rejects.toMatchObject({
      code: 'IDENTITY.ACCESS_KEY_REVOKED',
      kind: 'forbidden',
      message: 'API access key revoked',
    });
    // The secret is checked first: without it, nobody learns the key is revoked.
    await expect(mint({ client_id: key.client_id, client_secret: `${key.client_secret}x` })).rejects.toMatchObject(invalid);
    // The edges learn of the revocation: the key's client id is among the account's revoked subjects.
    expect((await world.revocations.settingsFor(merchant.merchant_id)).revocation?.subjects).toEqual([key.client_id]);

    const shortLived = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'], expires_in_seconds: 1 });
    const expiresAt = Date.parse(revokedAt) + 1_000;
    expect(shortLived.expires_at).toBe(new Date(expiresAt).toISOString());
    clock.set(new Date(expiresAt - 1));
    await expect(mint({ client_id: shortLived.client_id, client_secret: shortLived.client_secret })).resolves.toMatchObject({ token_type: 'Bearer' });
    clock.set(new Date(expiresAt));
    await expect(mint({ client_id: shortLived.client_id, client_secret: shortLived.client_secret })).rejects.toMatchObject({
      code: 'IDENTITY.ACCESS_KEY_EXPIRED',
      kind: 'forbidden',
      message: 'API access key expired',
    });
  });

  it('keeps REST and MCP keys apart at minting, and mints an MCP token for the MCP audience', async () => {
    const merchant = await world.merchant({ oauth: true });
    const rest = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const mcp = await createKey(merchant.merchant_id, { kind: 'mcp', auth_type: 'm2m', scopes: ['merchant:read', 'merchant:write'] });
    const webApp = await createKey(merchant.merchant_id, {
      kind: 'mcp',
      auth_type: 'web_app',
      scopes: ['merchant:read'],
      redirect_uris: ['https://assistant.example/callback'],
    });

    await expect(mint({ client_id: rest.client_id, client_secret: rest.client_secret, audience: 'mcp' })).rejects.toMatchObject({
      code: 'IDENTITY.WRONG_AUDIENCE',
      kind: 'forbidden',
      message: 'A REST access key cannot mint a MCP token',
    });
    await expect(mint({ client_id: mcp.client_id, client_secret: mcp.client_secret })).rejects.toMatchObject({
      code: 'IDENTITY.WRONG_AUDIENCE',
      kind: 'forbidden',
      message: 'A MCP access key cannot mint a REST token',
    });
    await expect(mint({ client_id: webApp.client_id, client_secret: webApp.client_secret, audience: 'mcp' })).rejects.toMatchObject({
      code: 'IDENTITY.INTERACTIVE_KEY',
      kind: 'forbidden',
    });

    const token = await mint({ client_id: mcp.client_id, client_secret: mcp.client_secret, audience: 'mcp' });
    expect(token).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 900 });
    const claims = await world.verify(token.access_token, config.MCP_URL);
    expect(claims).toMatchObject({ aud: 'http://127.0.0.1:3100/mcp', kind: 'mcp', sub: mcp.client_id, scope: 'merchant:read merchant:write' });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    // An MCP token is not one for the REST API's audience.
    await expect(world.verify(token.access_token)).rejects.toMatchObject({ code: 'ERR_JWT_CLAIM_VALIDATION_FAILED', claim: 'aud' });
  });

  it("keeps each machine-to-machine MCP key's preview switch, and lists the keys with previews off in the edges' settings", async () => {
    const merchant = await world.merchant({ oauth: true });
    const robot = await createKey(merchant.merchant_id, { kind: 'mcp', auth_type: 'm2m', scopes: ['merchant:write'], mcp_previews: false });
    const agent = await createKey(merchant.merchant_id, { kind: 'mcp', auth_type: 'm2m', scopes: ['merchant:write'] });
    const settingsOff = async () => (await world.revocations.settingsFor(merchant.merchant_id)).mcp_previews_off;
    expect(await settingsOff()).toEqual([robot.client_id]);
    const listed = await world.accessKeys.list(merchant.merchant_id);
    expect(listed.find((key) => key.client_id === robot.client_id)).toMatchObject({ mcp_previews: false });
    expect(listed.find((key) => key.client_id === agent.client_id)).toMatchObject({ mcp_previews: true });

    await expect(world.accessKeys.updateOwn(merchant.merchant_id, agent.client_id, { mcp_previews: false })).resolves.toMatchObject({ mcp_previews: false });
    await expect(world.accessKeys.updateOwn(merchant.merchant_id, robot.client_id, { mcp_previews: true })).resolves.toMatchObject({ mcp_previews: true });
    expect(await settingsOff()).toEqual([agent.client_id]);
    // A revoked key is no longer listed; nor is another merchant's key updatable here.
    await world.accessKeys.revokeOwn(merchant.merchant_id, agent.client_id);
    expect(await settingsOff()).toEqual([]);
    const other = await world.merchant({ oauth: true });
    await expect(world.accessKeys.updateOwn(other.merchant_id, robot.client_id, { mcp_previews: false })).rejects.toMatchObject({ kind: 'not_found' });

    // Only machine-to-machine MCP keys have the switch.
    const rest = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    expect((await world.accessKeys.list(merchant.merchant_id)).find((key) => key.client_id === rest.client_id)).toMatchObject({ mcp_previews: null });
    await expect(world.accessKeys.updateOwn(merchant.merchant_id, rest.client_id, { mcp_previews: false })).rejects.toMatchObject({
      details: [{ path: 'mcp_previews', message: expect.any(String) }],
    });
    await expect(createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'], mcp_previews: false })).rejects.toMatchObject({
      details: [{ path: 'mcp_previews', message: expect.any(String) }],
    });
  });

  it('rotates the signing key without invalidating tokens already issued', async () => {
    const merchant = await world.merchant({ oauth: true });
    const key = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const before = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).access_token;

    clock.advance(60_000);
    const rotated = await world.signingKeys.rotate();
    expect(rotated).toEqual({ kid: expect.stringMatching(/^kid_/), created_at: clock.now().toISOString() });
    const after = (await mint({ client_id: key.client_id, client_secret: key.client_secret })).access_token;
    expect(decodeProtectedHeader(after).kid).toBe(rotated.kid);
    expect(decodeProtectedHeader(before).kid).not.toBe(rotated.kid);

    const kids = (await world.signingKeys.jwks()).keys.map((jwk) => jwk.kid);
    expect(kids).toEqual(expect.arrayContaining([decodeProtectedHeader(before).kid, rotated.kid]));
    await expect(world.verify(before)).resolves.toMatchObject({ sub: key.client_id });
    await expect(world.verify(after)).resolves.toMatchObject({ sub: key.client_id });
  });

  it('ends the tokens issued before OAuth is switched off, mints none while it is off, and counts fresh ones after', async () => {
    const merchant = await world.merchant({ oauth: true });
    const key = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const earlier = decodeJwt((await mint({ client_id: key.client_id, client_secret: key.client_secret })).access_token);
    expect((await world.revocations.settingsFor(merchant.merchant_id)).revocation).toEqual({ not_before: null, subjects: [], grants: [] });

    // Half a second into a second: the revocation counts from the next whole second.
    const offAt = clock.advance(60_500);
    const off = await world.merchants.update(world.body(IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, oauth_enabled: false }));
    expect(off).toMatchObject({ merchant_id: merchant.merchant_id, basic_enabled: true, oauth_enabled: false });
    const revocation = (await world.revocations.settingsFor(merchant.merchant_id)).revocation;
    expect(revocation).toEqual({ not_before: Math.ceil(offAt.getTime() / 1000), subjects: [], grants: [] });
    expect(isRevoked(earlier, revocation)).toBe(true);
    await expect(mint({ client_id: key.client_id, client_secret: key.client_secret })).rejects.toMatchObject({
      code: 'IDENTITY.OAUTH_DISABLED',
      kind: 'forbidden',
    });

    // Back on within the same second: a fresh token counts (its iat is never before not_before), the earlier one stays ended.
    await world.merchants.update(world.body(IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, oauth_enabled: true }));
    const fresh = decodeJwt((await mint({ client_id: key.client_id, client_secret: key.client_secret })).access_token);
    const afterOn = (await world.revocations.settingsFor(merchant.merchant_id)).revocation;
    expect(fresh.iat).toBe(revocation?.not_before);
    expect(isRevoked(fresh, afterOn)).toBe(false);
    expect(isRevoked(earlier, afterOn)).toBe(true);
    expect((await world.events(merchant.merchant_id)).filter((event) => event.type === 'merchant.updated')).toHaveLength(2);

    // Basic off: the secret key is refused, though it is right.
    await world.merchants.update(world.body(IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, basic_enabled: false }));
    await expect(world.merchants.verifyBasic({ merchant_id: merchant.merchant_id, secret_key: merchant.secret_key })).rejects.toMatchObject({
      kind: 'authentication',
    });
  });

  it('rotates the secret API key: the old key stops working at once, and so do the tokens issued before', async () => {
    const merchant = await world.merchant({ oauth: true });
    const key = await createKey(merchant.merchant_id, { kind: 'rest', scopes: ['merchant:read'] });
    const earlier = decodeJwt((await mint({ client_id: key.client_id, client_secret: key.client_secret })).access_token);
    expect(await world.merchants.verifyBasic({ merchant_id: merchant.merchant_id, secret_key: merchant.secret_key })).toMatchObject({
      merchant_id: merchant.merchant_id,
    });

    const rotatedAt = clock.advance(60_000);
    const rotated = await world.merchants.rotateSecretKey(world.body(IdentitySubjects.rotateSecretKey, { merchant_id: merchant.merchant_id }).merchant_id);
    expect(Object.keys(rotated).sort()).toEqual(['merchant_id', 'secret_key']);
    expect(rotated).toEqual({ merchant_id: merchant.merchant_id, secret_key: expect.stringMatching(/^sk_test_/) });
    expect(rotated.secret_key).not.toBe(merchant.secret_key);
    expect(await world.merchants.verifyBasic({ merchant_id: merchant.merchant_id, secret_key: rotated.secret_key })).toMatchObject({
      merchant_id: merchant.merchant_id,
    });
    await expect(world.merchants.verifyBasic({ merchant_id: merchant.merchant_id, secret_key: merchant.secret_key })).rejects.toMatchObject({
      kind: 'authentication',
    });
    const revocation = (await world.revocations.settingsFor(merchant.merchant_id)).revocation;
    expect(revocation?.not_before).toBe(Math.ceil(rotatedAt.getTime() / 1000));
    expect(isRevoked(earlier, revocation)).toBe(true);
  });
});
