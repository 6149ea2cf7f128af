import { allowOAuthClientSchema, DomainError, IdentitySubjects, isClientIdMetadataUrl, toApiError } from '@netline/contracts';
import { randomBytes } from 'node:crypto';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { useIdentityWorld } from '../identity.medium-fixture';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { UsersRepository } from '../users/users.repository';
import { AllowedOAuthClients } from './allowed-clients';
import { AllowedOAuthClientsRepository } from './allowed-clients.repository';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';
import { OAuthService } from './oauth.service';

const CLIENT = 'https://assistant.example.com/oauth/client.json';

/**
 * The apps a merchant allows to sign its people in by a Client ID Metadata Document, in identity against
 * real PostgreSQL: the allow list per merchant, the token identity mints for such a client (only for a
 * person of a team that allows it, with the merchant scopes their role allows), and the end of the
 * connections when the app is removed (their grants on the ended list, so the edges refuse their tokens).
 */
describe('allowed OAuth clients (medium)', () => {
  const world = useIdentityWorld();
  let allowed: AllowedOAuthClients;
  let oauth: OAuthService;
  let records: OAuthRecordsRepository;

  beforeAll(() => {
    const dataSource = world.database.dataSource;
    records = new OAuthRecordsRepository(dataSource);
    allowed = new AllowedOAuthClients(new AllowedOAuthClientsRepository(dataSource), records, world.unitOfWork, world.clock);
    oauth = new OAuthService(
      new AccessKeysRepository(dataSource),
      new MerchantsRepository(dataSource),
      new UsersRepository(dataSource),
      records,
      world.signingKeys,
      allowed,
      world.clock,
      world.config,
    );
  });

  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    return toApiError(error as DomainError);
  };

  const person = async (merchantId: string, role: 'admin' | 'read_only') =>
    world.users.create(
      world.body(IdentitySubjects.createUser, {
        merchant_id: merchantId,
        email: `p${randomBytes(4).toString('hex')}@cimd.test`,
        password: 'a long password',
        role,
      }),
    );

  it('accepts only https URLs with a path as client ids', () => {
    expect(isClientIdMetadataUrl(CLIENT)).toBe(true);
    for (const bad of [
      'http://assistant.example.com/client.json',
      'https://assistant.example.com',
      'https://assistant.example.com/',
      'https://user:pw@assistant.example.com/client.json',
      'https://assistant.example.com/client.json#x',
      'https://assistant.example.com/a/../client.json',
      'https://assistant.example.com/a/%2E%2E/client.json',
      'cli_8Hq2mZ5rT1wK',
      `https://assistant.example.com/${'a'.repeat(2100)}`,
    ]) {
      expect({ bad, valid: isClientIdMetadataUrl(bad) }).toEqual({ bad, valid: false });
    }
    // The dashboard's request is checked with the same rule.
    expect(allowOAuthClientSchema.safeParse({ client_id: 'https://assistant.example.com' }).success).toBe(false);
    expect(allowOAuthClientSchema.safeParse({ client_id: CLIENT, name: 'Our assistant' }).success).toBe(true);
  });

  it('keeps one list per merchant: allowing again keeps the row, removing an unknown app is 404', async () => {
    const merchant = await world.merchant({ oauth: true });
    const other = await world.merchant({ oauth: true });
    const first = await allowed.allow(merchant.merchant_id, 'usr_admin', CLIENT, undefined);
    expect(first).toEqual({ client_id: CLIENT, name: null, added_by: 'usr_admin', created_at: world.clock.now().toISOString() });
    expect(await allowed.allow(merchant.merchant_id, 'usr_other', CLIENT, 'Our assistant')).toEqual({ ...first, name: 'Our assistant' });
    expect(await allowed.list(merchant.merchant_id)).toEqual([{ ...first, name: 'Our assistant' }]);
    expect(await allowed.list(other.merchant_id)).toEqual([]);
    expect(await allowed.isAllowed(merchant.merchant_id, CLIENT)).toBe(true);
    expect(await allowed.isAllowed(other.merchant_id, CLIENT)).toBe(false);
    expect(await refusal(allowed.remove(other.merchant_id, CLIENT))).toMatchObject({ status: 404, code: 'IDENTITY.ALLOWED_OAUTH_CLIENT_NOT_FOUND' });
    await allowed.allow(merchant.merchant_id, 'usr_admin', CLIENT, undefined);
    await allowed.remove(merchant.merchant_id, CLIENT);
    // Each change is an event for the audit trail; allowing again without a new name is none.
    expect((await world.events(merchant.merchant_id)).filter((event) => event.type.startsWith('oauth_client.'))).toEqual([
      expect.objectContaining({ type: 'oauth_client.allowed', data: { id: CLIENT, name: null, active: true } }),
      expect.objectContaining({ type: 'oauth_client.allowed', data: { id: CLIENT, name: 'Our assistant', active: true } }),
      expect.objectContaining({ type: 'oauth_client.removed', data: { id: CLIENT, name: 'Our assistant', active: false } }),
    ]);
  });

  it('mints a token for a person of a team that allows the app, with their role’s scopes; removing the app ends their grants', async () => {
    const merchant = await world.merchant({ oauth: true });
    const admin = await person(merchant.merchant_id, 'admin');
    const reader = await person(merchant.merchant_id, 'read_only');
    const outsider = await person((await world.merchant({ oauth: true })).merchant_id, 'admin');
    const mint = (userId: string, grantId: string) =>
      oauth.mint({ client_id: CLIENT, user_id: userId, scope: 'merchant:read merchant:write', grant_id: grantId });

    expect(await refusal(mint(admin.id, 'grant_a'))).toMatchObject({ status: 403, code: 'IDENTITY.OAUTH_GRANT_ENDED' });
    await allowed.allow(merchant.merchant_id, admin.id, CLIENT, undefined);
    const minted = await mint(admin.id, 'grant_a');
    expect(minted.scope).toBe('merchant:read merchant:write');
    expect(await world.verify(minted.access_token, world.config.MCP_URL)).toMatchObject({
      sub: admin.id,
      merchant_id: merchant.merchant_id,
      client_id: CLIENT,
      client_name: 'assistant.example.com',
      auth_type: 'web_app',
      grant_id: 'grant_a',
    });
    expect((await mint(reader.id, 'grant_b')).scope).toBe('merchant:read');
    // Another team has not allowed it: no token for its people.
    expect(await refusal(mint(outsider.id, 'grant_c'))).toMatchObject({ status: 403 });

    // The admin's connection, as the authorization server stores it, and the outsider's grant with the same client elsewhere.
    await records.upsert('Grant', 'grant_a', { jti: 'grant_a', accountId: admin.id, clientId: CLIENT }, 3600);
    await records.upsert('RefreshToken', 'rt_a', { jti: 'rt_a', grantId: 'grant_a', accountId: admin.id, clientId: CLIENT }, 3600);
    await records.upsert('Grant', 'grant_c', { jti: 'grant_c', accountId: outsider.id, clientId: CLIENT }, 3600);
    expect((await oauth.connectedAssistants(admin.id)).map((assistant) => assistant.client_id)).toEqual([CLIENT]);

    await allowed.remove(merchant.merchant_id, CLIENT);
    const dataSource = world.database.dataSource;
    expect(await dataSource.query("SELECT id FROM oauth_records WHERE grant_id = 'grant_a' OR id IN ('grant_a', 'rt_a')")).toEqual([]);
    expect(await dataSource.query("SELECT merchant_id FROM ended_grants WHERE grant_id = 'grant_a'")).toEqual([{ merchant_id: merchant.merchant_id }]);
    // Another merchant's people keep theirs.
    expect(await dataSource.query("SELECT id FROM oauth_records WHERE id = 'grant_c'")).toEqual([{ id: 'grant_c' }]);
    expect(await refusal(mint(admin.id, 'grant_d'))).toMatchObject({ status: 403, message: 'Your team no longer allows this app' });
    expect(await oauth.connectedAssistants(admin.id)).toEqual([]);
  });
});
