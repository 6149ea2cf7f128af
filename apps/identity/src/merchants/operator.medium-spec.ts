import { DomainError, IdentitySubjects, RpcBodyIn, toApiError } from '@netline/contracts';
import { IDENTITY_MEDIUM_START, useIdentityWorld } from '../identity.medium-fixture';

const HOUR_MS = 3_600_000;

/**
 * Identity's operator and service requests in one process: the real MerchantsService, AccessKeysService,
 * UsersService, PasswordsService and TokenRevocations against real PostgreSQL (as identity's runtime
 * role), each request checked by the RPC map as identity's handlers check it, and a clock the test moves.
 * Settings, webhook secret rotation and its overlap, access-key validation and revocation, and dashboard
 * users are checked here; the end-to-end suite keeps what the operator CLI itself does (its commands, its
 * output, its printed refusals).
 */
describe('operator requests to identity (medium)', () => {
  const world = useIdentityWorld();
  const { clock } = world;

  /** The refusal as the caller receives it over the bus. */
  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    return toApiError(error as DomainError);
  };

  it('creates a merchant with its credentials, updates its settings and refuses unknown merchants', async () => {
    const merchant = await world.merchant();
    expect(merchant).toEqual({
      merchant_id: expect.stringMatching(/^mer_/),
      name: expect.any(String),
      secret_key: expect.stringMatching(/^sk_test_/),
      webhook_secret: expect.stringMatching(/^whsec_/),
      basic_enabled: true,
      oauth_enabled: false,
      account_type: 'merchant',
      partner_type: null,
      partner_id: null,
      api_version: null,
    });
    const updated = await world.merchants.update(world.body(IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, oauth_enabled: true }));
    expect(updated).toEqual({
      merchant_id: merchant.merchant_id,
      name: merchant.name,
      basic_enabled: true,
      oauth_enabled: true,
      account_type: 'merchant',
      partner_type: null,
      partner_id: null,
      api_version: null,
    });
    // What the edges read (`getMerchant`): the settings as updated, with the account's revocations.
    expect(await world.revocations.settingsFor(world.body(IdentitySubjects.getMerchant, { merchant_id: merchant.merchant_id }).merchant_id)).toEqual({
      ...updated,
      revocation: { not_before: null, subjects: [], grants: [] },
      mcp_previews_off: [],
      mcp_key_policies: {},
      access_key_api_versions: {},
    });
    expect((await world.events(merchant.merchant_id)).map((event) => event.type)).toEqual(['merchant.created', 'merchant.updated']);
    // A pinned API version is part of the settings the edges read, and its change is recorded like a switch.
    const pinned = await world.merchants.update(world.body(IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, api_version: 'V6' }));
    expect(pinned.api_version).toBe('V6');
    expect((await world.revocations.settingsFor(merchant.merchant_id)).api_version).toBe('V6');
    expect((await world.events(merchant.merchant_id)).at(-1)).toMatchObject({ type: 'merchant.updated', data: { api_version: 'V6' } });
    expect(() => world.body(IdentitySubjects.updateMerchant, { merchant_id: merchant.merchant_id, api_version: 'V9' as never })).toThrow('Validation error');
    await expect(world.merchants.update({ merchant_id: merchant.merchant_id, api_version: 'V9' as never })).rejects.toMatchObject({
      details: [{ path: 'api_version', message: '`api_version` must be one of V5, V6' }],
    });

    const notFound = { status: 404, code: 'IDENTITY.MERCHANT_NOT_FOUND' };
    expect(
      await refusal(world.merchants.update(world.body(IdentitySubjects.updateMerchant, { merchant_id: 'mer_missing', basic_enabled: false }))),
    ).toMatchObject(notFound);
    expect(await refusal(world.merchants.rotateSecretKey('mer_missing'))).toMatchObject(notFound);
    expect(await refusal(world.revocations.settingsFor('mer_missing'))).toMatchObject(notFound);
  });

  it('rotates the webhook secret, serving both secrets for 24 hours and then the new one alone', async () => {
    const merchant = await world.merchant();
    const secrets = () => world.merchants.webhookSecrets(world.body(IdentitySubjects.webhookSecrets, { merchant_id: merchant.merchant_id }).merchant_id);
    expect(await secrets()).toEqual({ merchant_id: merchant.merchant_id, secrets: [merchant.webhook_secret] });

    const rotatedAt = Date.parse(IDENTITY_MEDIUM_START);
    const rotated = await world.merchants.rotateWebhookSecret(merchant.merchant_id);
    expect(rotated).toEqual({ merchant_id: merchant.merchant_id, webhook_secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.webhook_secret).not.toBe(merchant.webhook_secret);
    expect(await secrets()).toEqual({ merchant_id: merchant.merchant_id, secrets: [rotated.webhook_secret, merchant.webhook_secret] });
    clock.set(new Date(rotatedAt + 24 * HOUR_MS - 1));
    expect((await secrets()).secrets).toEqual([rotated.webhook_secret, merchant.webhook_secret]);
    clock.set(new Date(rotatedAt + 24 * HOUR_MS));
    expect((await secrets()).secrets).toEqual([rotated.webhook_secret]);
  });

  it('validates access keys and revokes by client id, once', async () => {
    const merchant = await world.merchant();
    const create = (body: Omit<RpcBodyIn<typeof IdentitySubjects.createAccessKey>, 'merchant_id'>, merchantId = merchant.merchant_id) =>
      world.accessKeys.create(world.body(IdentitySubjects.createAccessKey, { merchant_id: merchantId, ...body }));

    expect(await refusal(create({ kind: 'rest', scopes: ['merchant:read', 'admin:all'] }))).toMatchObject({
      status: 400,
      code: 'COMMON.VALIDATION',
      details: [{ path: 'scopes', message: expect.stringContaining('merchant:read, merchant:write') }],
    });
    expect(await refusal(create({ kind: 'rest', auth_type: 'm2m', scopes: ['merchant:read'] }))).toMatchObject({
      code: 'COMMON.VALIDATION',
      details: [{ path: 'auth_type', message: '`auth_type` applies to mcp keys only' }],
    });
    expect(await refusal(create({ kind: 'rest', scopes: ['merchant:read'] }, 'mer_missing'))).toMatchObject({ code: 'IDENTITY.MERCHANT_NOT_FOUND' });
    expect(await refusal(world.accessKeys.revoke('ci_missing'))).toMatchObject({ status: 404, code: 'IDENTITY.ACCESS_KEY_NOT_FOUND' });

    const key = await create({ kind: 'mcp', auth_type: 'm2m', scopes: ['merchant:read'] });
    expect(key).toMatchObject({ kind: 'mcp', scopes: ['merchant:read'] });
    const first = await world.accessKeys.revoke(key.client_id);
    expect(first).toEqual({ client_id: key.client_id, revoked_at: IDENTITY_MEDIUM_START });
    clock.advance(60_000);
    // A second revoke keeps the first time.
    expect(await world.accessKeys.revoke(key.client_id)).toEqual(first);
  });

  it('creates dashboard users whose password verifies until they are deactivated', async () => {
    const merchant = await world.merchant();
    const password = 'a long enough password';
    const createUser = (email: string, userPassword: string, role: 'admin' | 'read_only') =>
      world.users.create(world.body(IdentitySubjects.createUser, { merchant_id: merchant.merchant_id, email, password: userPassword, role }));
    const verify = (email: string, userPassword: string) =>
      world.passwords.verifyPassword(world.body(IdentitySubjects.verifyPassword, { email, password: userPassword }));

    const email = `Reader-${merchant.merchant_id}@Operated.example`;
    const user = await createUser(email, password, 'read_only');
    expect(user).toEqual({ id: expect.stringMatching(/^usr_/), email: email.toLowerCase(), role: 'read_only' });
    expect(await refusal(createUser(email.toLowerCase(), password, 'admin'))).toMatchObject({ code: 'IDENTITY.EMAIL_TAKEN' });
    expect(await refusal(createUser(`short-${merchant.merchant_id}@operated.example`, 'short', 'admin'))).toMatchObject({
      code: 'COMMON.VALIDATION',
      details: [{ path: 'password', message: '`password` must be 10 to 200 characters' }],
    });

    expect(await verify(email.toUpperCase(), password)).toEqual({
      id: user.id,
      merchant_id: merchant.merchant_id,
      email: email.toLowerCase(),
      role: 'read_only',
      second_factor: 'off',
    });
    expect(await refusal(verify(email, `${password}!`))).toMatchObject({ status: 401, type: 'authentication_error' });
    expect(await refusal(verify(`nobody-${merchant.merchant_id}@operated.example`, password))).toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });

    clock.advance(60_000);
    expect(await world.users.deactivate(world.body(IdentitySubjects.deactivateUser, { user_id: user.id }).user_id)).toEqual({ id: user.id, active: false });
    expect(await refusal(verify(email, password))).toMatchObject({ status: 401, message: 'Invalid email or password' });
    // The edges learn of it: the user's tokens are among the account's revoked subjects.
    expect((await world.revocations.settingsFor(merchant.merchant_id)).revocation?.subjects).toEqual([user.id]);
    expect(await refusal(world.users.deactivate('usr_missing'))).toMatchObject({ code: 'IDENTITY.USER_NOT_FOUND' });
  });
});
