import { DashboardSubjects, IdentitySubjects, MerchantSettings, PartnerGrantReply, PublicJwk, RpcReply, SessionUser } from '@netline/contracts';
import { IdentityLookup } from '@netline/edge';
import { RpcClient } from '@netline/messaging';
import { exportJWK, generateKeyPair, KeyLike, SignJWT } from 'jose';
import { McpAuthenticationError, McpAuthenticator } from './mcp-authenticator';
import { McpAccounts } from './accounts';
import { AccessKeyProfile, WebAppProfile } from './token-profiles';

const MCP_URL = 'http://127.0.0.1:3100/mcp';
const ISSUER = 'netline-identity';

describe('McpAuthenticator', () => {
  let privateKey: KeyLike;
  let jwk: PublicJwk;
  let settings: MerchantSettings;
  let grant: PartnerGrantReply | null;
  let grantQuestions: number;
  let identityDown: boolean;
  let user: SessionUser | null;
  let userQuestions: number;
  let identity: IdentityLookup;
  let authenticator: McpAuthenticator;

  const sign = (claims: Record<string, unknown> = {}, options: { aud?: string; iss?: string; exp?: number; key?: KeyLike; kid?: string } = {}) =>
    new SignJWT({ merchant_id: 'mer_1', scope: 'merchant:read merchant:write', kind: 'mcp', ...claims })
      .setProtectedHeader({ alg: 'ES256', kid: options.kid ?? 'kid_1', typ: 'JWT' })
      .setIssuer(options.iss ?? ISSUER)
      .setAudience(options.aud ?? MCP_URL)
      .setSubject('ci_1')
      .setJti(`jti_${Math.random()}`)
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 900)
      .sign(options.key ?? privateKey);

  beforeAll(async () => {
    const pair = await generateKeyPair('ES256');
    privateKey = pair.privateKey;
    jwk = { ...(await exportJWK(pair.publicKey)), kid: 'kid_1', alg: 'ES256', use: 'sig' } as PublicJwk;
  });

  beforeEach(() => {
    settings = { merchant_id: 'mer_1', name: 'Acme', basic_enabled: true, oauth_enabled: true, account_type: 'merchant', partner_type: null, partner_id: null };
    grant = null;
    grantQuestions = 0;
    identityDown = false;
    user = { id: 'usr_1', merchant_id: 'mer_1', email: 'ana@acme.example', role: 'admin', active: true };
    userQuestions = 0;
    // Identity over NATS, replaced: the JWKS, the account's settings and a partner's grant.
    const answer = async (subject: string): Promise<RpcReply> => {
      if (identityDown) return { ok: false, error: { status: 503, type: 'service_unavailable', message: 'down', code: 'COMMON.UNAVAILABLE' } };
      if (subject === IdentitySubjects.jwks) return { ok: true, data: { keys: [jwk] } };
      if (subject === IdentitySubjects.getMerchant) return { ok: true, data: settings };
      if (subject === DashboardSubjects.sessionUser) {
        userQuestions += 1;
        if (user) return { ok: true, data: user };
      }
      if (subject === IdentitySubjects.partnerGrant) {
        grantQuestions += 1;
        if (grant) return { ok: true, data: grant };
      }
      return { ok: false, error: { status: 404, type: 'not_found_error', message: 'no' } };
    };
    rpc = { tryAsk: answer, tryAskAs: answer } as unknown as RpcClient;
    useIdentity(0);
  });

  let rpc: RpcClient;
  /** The lookup the authenticator asks through, trusting answers for `ttlMs`. */
  const useIdentity = (ttlMs: number) => {
    identity = new IdentityLookup(rpc, { settingsTtlMs: ttlMs });
    const accounts = new McpAccounts(identity);
    authenticator = new McpAuthenticator(identity, { audience: MCP_URL, issuer: ISSUER, verifiedTtlMs: 5_000 }, [
      new AccessKeyProfile(accounts),
      new WebAppProfile(accounts, identity, ttlMs),
    ]);
  };
  /** A token of the OAuth sign-in: a person (`sub`) through a web-app key (`client_id`). */
  const signWebApp = async (claims: Record<string, unknown> = {}) => {
    const token = await new SignJWT({
      merchant_id: 'mer_1',
      scope: 'merchant:read merchant:write',
      kind: 'mcp',
      auth_type: 'web_app',
      client_id: 'ci_web',
      grant_id: 'g_1',
      ...claims,
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'kid_1', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(MCP_URL)
      .setSubject('usr_1')
      .setJti(`jti_${Math.random()}`)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 900)
      .sign(privateKey);
    return `Bearer ${token}`;
  };

  const asPartner = (type: 'marketplace' | 'single_merchant', merchantIds: string[]) => {
    settings = {
      merchant_id: 'ptr_1',
      name: 'Bazaar',
      basic_enabled: true,
      oauth_enabled: true,
      account_type: 'partner',
      partner_type: type,
      partner_id: null,
    };
    grant = { partner_id: 'ptr_1', type, merchant_ids: merchantIds };
  };

  const refusal = (authorization: string | undefined) =>
    authenticator.authenticate(authorization).then(
      () => 'accepted',
      (error: unknown) => error,
    );

  it("refuses a token identity has revoked: its key revoked, or issued before the account's not-before", async () => {
    const token = `Bearer ${await sign()}`;
    await expect(authenticator.authenticate(token)).resolves.toMatchObject({ auth: 'm2m' });
    settings = { ...settings, revocation: { not_before: null, subjects: ['ci_other'] } };
    await expect(authenticator.authenticate(token)).resolves.toMatchObject({ auth: 'm2m' });
    settings = { ...settings, revocation: { not_before: null, subjects: ['ci_1'] } };
    expect(await refusal(token)).toBeInstanceOf(McpAuthenticationError);
    settings = { ...settings, revocation: { not_before: Math.floor(Date.now() / 1000) + 1, subjects: [] } };
    expect(await refusal(token)).toBeInstanceOf(McpAuthenticationError);
    settings = { ...settings, revocation: { not_before: Math.floor(Date.now() / 1000) - 60, subjects: [] } };
    await expect(authenticator.authenticate(token)).resolves.toMatchObject({ auth: 'm2m' });
  });

  it("accepts an MCP token and acts as the merchant with the key's scopes", async () => {
    const caller = await authenticator.authenticate(`Bearer ${await sign()}`);
    expect(caller).toMatchObject({
      auth: 'm2m',
      toolSet: 'merchant',
      principal: { merchant_id: 'mer_1', actor: { type: 'access_key', id: 'ci_1' }, scopes: ['merchant:read', 'merchant:write'] },
      canRead: true,
      canWrite: true,
      previews: true,
      rateLimitSubject: 'merchant:mer_1',
    });
    const reader = await authenticator.authenticate(`Bearer ${await sign({ scope: 'merchant:read' })}`);
    expect([reader.canRead, reader.canWrite]).toEqual([true, false]);
  });

  it('previews the money-moving tools for a key unless identity lists it with previews off, and bites within the cache time', async () => {
    const token = `Bearer ${await sign()}`;
    expect((await authenticator.authenticate(token)).previews).toBe(true);
    settings = { ...settings, mcp_previews_off: ['ci_other'] };
    expect((await authenticator.authenticate(token)).previews).toBe(true);
    settings = { ...settings, mcp_previews_off: ['ci_1'] };
    expect((await authenticator.authenticate(token)).previews).toBe(false);
  });

  it('always previews for a person, whatever identity lists for the web-app key', async () => {
    settings = { ...settings, mcp_previews_off: ['ci_web', 'usr_1'] };
    expect((await authenticator.authenticate(await signWebApp())).previews).toBe(true);
  });

  it("gives a partner's token the partner tool set, the partner's grant and its own kind of scopes", async () => {
    asPartner('marketplace', ['northwind']);
    const writer = await authenticator.authenticate(`Bearer ${await sign({ merchant_id: 'ptr_1', scope: 'marketplace_partner:write' })}`);
    expect(writer).toEqual({
      auth: 'm2m',
      toolSet: 'partner',
      principal: {
        merchant_id: 'ptr_1',
        actor: { type: 'access_key', id: 'ci_1' },
        scopes: ['marketplace_partner:write'],
        partner: { type: 'marketplace', merchant_ids: ['northwind'] },
        // The door and the key, for the audit trail.
        via: { channel: 'mcp', client_id: 'ci_1' },
      },
      canRead: true,
      canWrite: true,
      previews: true,
      rateLimitSubject: 'merchant:ptr_1',
    });
    const reader = await authenticator.authenticate(`Bearer ${await sign({ merchant_id: 'ptr_1', scope: 'marketplace_partner:read' })}`);
    expect([reader.toolSet, reader.canRead, reader.canWrite]).toEqual(['partner', true, false]);
    // A scope of another kind of account grants nothing, even if a token carried one.
    const merchantScoped = await authenticator.authenticate(
      `Bearer ${await sign({ merchant_id: 'ptr_1', scope: 'merchant:write single_merchant_partner:write' })}`,
    );
    expect([merchantScoped.toolSet, merchantScoped.canRead, merchantScoped.canWrite]).toEqual(['partner', false, false]);
  });

  it("reads a partner's grant live: a new sub-merchant is in the next call once the grant is forgotten", async () => {
    useIdentity(5_000);
    asPartner('single_merchant', ['harbor']);
    const token = `Bearer ${await sign({ merchant_id: 'ptr_1', scope: 'single_merchant_partner:write' })}`;
    expect((await authenticator.authenticate(token)).principal.partner).toEqual({ type: 'single_merchant', merchant_ids: ['harbor'] });
    grant = { partner_id: 'ptr_1', type: 'single_merchant', merchant_ids: ['harbor', 'osprey'] };
    // Within the cache time the grant is not asked again...
    expect((await authenticator.authenticate(token)).principal.partner?.merchant_ids).toEqual(['harbor']);
    expect(grantQuestions).toBe(1);
    // ...until it is dropped (identity's notice, or this replica forwarding the change).
    identity.forgetPartner('ptr_1');
    expect((await authenticator.authenticate(token)).principal.partner?.merchant_ids).toEqual(['harbor', 'osprey']);
  });

  it('refuses a partner token while OAuth is off for the partner, or when identity knows no grant for it', async () => {
    asPartner('marketplace', []);
    const token = `Bearer ${await sign({ merchant_id: 'ptr_1', scope: 'marketplace_partner:write' })}`;
    settings = { ...settings, oauth_enabled: false };
    expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
    settings = { ...settings, oauth_enabled: true };
    grant = null;
    identity.forgetPartner('ptr_1');
    expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
  });

  describe('web-app tokens (a person signed in through the OAuth authorization server)', () => {
    it('acts as the user, whose role decides the tools: an admin writes, a read-only user only reads', async () => {
      const token = await signWebApp({ client_name: 'Books assistant' });
      expect(await authenticator.authenticate(token)).toEqual({
        auth: 'web_app',
        toolSet: 'merchant',
        principal: {
          merchant_id: 'mer_1',
          actor: { type: 'user', id: 'usr_1' },
          scopes: ['merchant:read', 'merchant:write'],
          // The assistant the person signed in, for the audit trail.
          via: { channel: 'mcp', client_id: 'ci_web', client_name: 'Books assistant' },
        },
        canRead: true,
        canWrite: true,
        previews: true,
        rateLimitSubject: 'merchant:mer_1',
      });
      user = { ...user!, role: 'read_only' };
      const reader = await authenticator.authenticate(token);
      expect([reader.canRead, reader.canWrite, reader.principal.scopes]).toEqual([true, false, ['merchant:read']]);
    });

    it('refuses the token of a deactivated user, of a user of another account, and of a revoked key', async () => {
      const token = await signWebApp();
      user = { ...user!, active: false };
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
      user = { id: 'usr_1', merchant_id: 'mer_2', email: 'ana@acme.example', role: 'admin', active: true };
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
      user = null;
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
      user = { id: 'usr_1', merchant_id: 'mer_1', email: 'ana@acme.example', role: 'admin', active: true };
      settings = { ...settings, revocation: { not_before: null, subjects: ['ci_web'] } };
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
      settings = { ...settings, revocation: { not_before: null, subjects: ['usr_1'] } };
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
      settings = { ...settings, revocation: { not_before: null, subjects: [] }, oauth_enabled: false };
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
      expect(await refusal(await signWebApp({ client_id: undefined }))).toMatchObject({ reason: 'invalid' });
    });

    it('asks identity for the user at most once per cache period', async () => {
      useIdentity(5_000);
      const token = await signWebApp();
      await authenticator.authenticate(token);
      await authenticator.authenticate(token);
      expect(userQuestions).toBe(1);
    });
  });

  it('says "missing" without a token and "invalid" for every token it refuses', async () => {
    expect(await refusal(undefined)).toMatchObject({ reason: 'missing' });
    expect(await refusal('')).toMatchObject({ reason: 'missing' });
    const other = await generateKeyPair('ES256');
    const valid = await sign();
    const [header, payload] = valid.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), merchant_id: 'mer_2' })).toString('base64url')}.${valid.split('.')[2]}`;
    const refused = {
      'Basic scheme': `Basic ${Buffer.from('mer_1:sk').toString('base64')}`,
      'not a JWT': 'Bearer not-a-token',
      'REST token': `Bearer ${await sign({ kind: 'rest' }, { aud: 'http://127.0.0.1:3000/api' })}`,
      'REST kind for the MCP audience': `Bearer ${await sign({ kind: 'rest' })}`,
      expired: `Bearer ${await sign({}, { exp: Math.floor(Date.now() / 1000) - 60 })}`,
      'other issuer': `Bearer ${await sign({}, { iss: 'someone-else' })}`,
      'foreign key': `Bearer ${await sign({}, { key: other.privateKey })}`,
      'unknown kid': `Bearer ${await sign({}, { key: other.privateKey, kid: 'kid_unknown' })}`,
      'alg none': `Bearer ${unsigned}`,
      tampered: `Bearer ${tampered}`,
      'unknown auth type': `Bearer ${await sign({ auth_type: 'partner_app' })}`,
      'web-app token without a client id': `Bearer ${await sign({ auth_type: 'web_app' })}`,
    };
    for (const [label, authorization] of Object.entries(refused)) {
      const error = await refusal(authorization);
      expect({ label, error: error instanceof McpAuthenticationError && error.reason }).toEqual({ label, error: 'invalid' });
    }
  });

  it('refuses a valid token while OAuth is off for the merchant', async () => {
    const token = `Bearer ${await sign()}`;
    settings = { ...settings, oauth_enabled: false };
    expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
  });

  it('remembers a verified token briefly but still refuses it once it has expired', async () => {
    const exp = Math.floor(Date.now() / 1000) + 2;
    const token = `Bearer ${await sign({}, { exp })}`;
    await authenticator.authenticate(token);
    jest.useFakeTimers({ now: (exp + 5) * 1000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      expect(await refusal(token)).toMatchObject({ reason: 'invalid' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('reports identity being down as an outage, not as a bad token', async () => {
    const token = `Bearer ${await sign()}`;
    identityDown = true;
    expect(await refusal(token)).toMatchObject({ kind: 'unavailable' });
  });
});
