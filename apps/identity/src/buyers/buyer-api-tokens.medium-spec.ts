import { BuyerSubjects, DomainError, toApiError } from '@netline/contracts';
import { randomBytes } from 'node:crypto';
import { tokenDigest } from '../accounts/account-tokens';
import { IDENTITY_MEDIUM_START, useIdentityWorld } from '../identity.medium-fixture';
import { BuyerApiTokensRepository } from './buyer-api-tokens.repository';
import { BUYER_API_TOKEN_LIMIT, BuyerApiTokensService } from './buyer-api-tokens.service';

const DAY_MS = 86_400_000;

/**
 * Buyer API tokens in identity, in process against real PostgreSQL with a clock the test moves: minted
 * for an address with the secret shown once and only its digest stored, verified to the address until
 * revoked or expired (every refusal the same 401), listed without secrets, and revoked only by their own
 * address. Requests go through the RPC map's check as identity's handler runs it.
 */
describe('buyer API tokens (medium)', () => {
  const world = useIdentityWorld();
  const { clock } = world;
  let tokens: BuyerApiTokensService;

  beforeAll(() => {
    tokens = new BuyerApiTokensService(world.database.dataSource, new BuyerApiTokensRepository(), clock);
  });

  beforeEach(() => clock.set(IDENTITY_MEDIUM_START));

  const address = () => `buyer-${randomBytes(4).toString('hex')}@buyer.test`;

  const mint = (email: string, name = 'Books assistant', expiresInDays?: number) => {
    const body = world.body(BuyerSubjects.createApiToken, { email, name, ...(expiresInDays !== undefined ? { expires_in_days: expiresInDays } : {}) });
    return tokens.create(body.email, body.name, body.expires_in_days);
  };

  const refusal = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(DomainError);
    return toApiError(error as DomainError);
  };

  it('mints a token whose secret is shown once and stored as its digest; it verifies to the address until revoked', async () => {
    const email = address();
    const created = await mint(email.toUpperCase());
    expect(created).toMatchObject({
      id: expect.stringMatching(/^bat_/),
      name: 'Books assistant',
      secret: expect.stringMatching(/^nlbt_[A-Za-z0-9_-]{43}$/),
      revoked_at: null,
      last_used_at: null,
    });
    expect(created.hint).toBe(created.secret.slice(0, 9));
    // 90 days unless asked otherwise.
    expect(new Date(created.expires_at).getTime() - clock.now().getTime()).toBe(90 * DAY_MS);
    const [row] = await world.database.dataSource.query('SELECT * FROM buyer_api_tokens WHERE id = $1', [created.id]);
    expect(row).toMatchObject({ email, token_digest: tokenDigest(created.secret) });
    expect(JSON.stringify(row)).not.toContain(created.secret);

    expect(await tokens.verify(created.secret)).toEqual({ email, token_id: created.id, expires_at: created.expires_at });
    const listed = await tokens.list(email);
    expect(listed.results).toHaveLength(1);
    expect(listed.results[0]).toMatchObject({ id: created.id, last_used_at: clock.now().toISOString() });
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const revoked = await tokens.revoke(email, created.id);
    expect(revoked.revoked_at).toBe(clock.now().toISOString());
    // Revoking again answers the same.
    expect(await tokens.revoke(email, created.id)).toEqual(revoked);
    expect(await refusal(tokens.verify(created.secret))).toMatchObject({ status: 401, code: 'IDENTITY.BUYER_API_TOKEN_INVALID' });
  });

  it('refuses an expired token, an unknown one and a malformed one alike', async () => {
    const email = address();
    const short = await mint(email, 'One day', 1);
    expect(new Date(short.expires_at).getTime() - clock.now().getTime()).toBe(DAY_MS);
    await expect(tokens.verify(short.secret)).resolves.toMatchObject({ email });
    clock.advance(DAY_MS);
    const expired = await refusal(tokens.verify(short.secret));
    expect(expired).toMatchObject({ status: 401, code: 'IDENTITY.BUYER_API_TOKEN_INVALID' });
    expect(await refusal(tokens.verify(`nlbt_${randomBytes(32).toString('base64url')}`))).toEqual(expired);
    expect(await refusal(tokens.verify('sk_test_not_a_buyer_token'))).toEqual(expired);
  });

  it('lets no other address revoke or list a token', async () => {
    const owner = address();
    const other = address();
    const created = await mint(owner);
    expect(await refusal(tokens.revoke(other, created.id))).toMatchObject({ status: 404, code: 'IDENTITY.BUYER_API_TOKEN_NOT_FOUND' });
    expect((await tokens.list(other)).results).toEqual([]);
    await expect(tokens.verify(created.secret)).resolves.toMatchObject({ email: owner });
  });

  it('keeps expiry within a year and names within the contract', async () => {
    expect(() => world.body(BuyerSubjects.createApiToken, { email: address(), name: 'x', expires_in_days: 366 })).toThrow();
    expect(() => world.body(BuyerSubjects.createApiToken, { email: address(), name: '' })).toThrow();
    const year = await mint(address(), 'A year', 365);
    expect(new Date(year.expires_at).getTime() - clock.now().getTime()).toBe(365 * DAY_MS);
  });

  it(`holds at most ${BUYER_API_TOKEN_LIMIT} live tokens per address`, async () => {
    const email = address();
    const minted = [];
    for (let index = 0; index < BUYER_API_TOKEN_LIMIT; index++) minted.push(await mint(email, `Token ${index}`));
    expect(await refusal(mint(email, 'One too many'))).toMatchObject({ status: 409, code: 'IDENTITY.BUYER_API_TOKEN_LIMIT' });
    await tokens.revoke(email, minted[0].id);
    await expect(mint(email, 'In its place')).resolves.toMatchObject({ name: 'In its place' });
  });
});
