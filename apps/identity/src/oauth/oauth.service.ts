import { Inject, Injectable } from '@nestjs/common';
import {
  ConnectedAssistant,
  grantableScopes,
  isClientIdMetadataUrl,
  MERCHANT_SCOPES,
  MintedWebAppToken,
  MintWebAppTokenRequest,
  OAUTH_STORE_OPERATIONS,
  OAuthClient,
  OAuthStoreRequest,
  ValidationError,
} from '@netline/contracts';
import { CONFIG } from '@netline/messaging';
import { Clock } from '@netline/persistence';
import { SignJWT } from 'jose';
import { createHash, randomUUID } from 'node:crypto';
import { AccessKey } from '../access-keys/access-key.entity';
import { AccessKeysRepository } from '../access-keys/access-keys.repository';
import { issuedAtFor, longestTokenLifetimeMs } from '../access-keys/token-revocations';
import { IdentityConfig } from '../config';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { SecretHasher } from '../merchants/secret-hasher';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { UsersRepository } from '../users/users.repository';
import { ConnectedAssistantNotFoundError, OAuthGrantEndedError, UnknownOAuthClientError } from './oauth.errors';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';
import { AllowedOAuthClients } from './allowed-clients';

/** A digest no real secret has, compared against when the client id is unknown so both paths cost the same. */
const UNKNOWN_CLIENT_DIGEST = '0'.repeat(64);
/** The store sweeps expired rows on about one write in this many. */
const SWEEP_EVERY = 50;
/**
 * Models whose id is itself the credential a client presents (the library's opaque token value is its
 * id): stored under a SHA-256 digest of the id and without it in the payload, so a copy of the table
 * holds no usable code or token. The id comes back into the payload when the client presents it.
 */
const BEARER_MODELS = new Set(['AuthorizationCode', 'RefreshToken', 'AccessToken']);

/**
 * Identity's half of the OAuth authorization server the gateway runs (docs/decisions/0013): which web-app
 * keys are clients and whether a secret is theirs (the secret itself never leaves identity, only its
 * digest is stored), the access tokens (signed with the same keys as every other token, so the MCP
 * endpoint verifies them with the JWKS it already has), and the server's grants and tokens in
 * PostgreSQL, so any gateway replica serves any step and a revoked key or deactivated user ends its
 * grants here at once.
 */
@Injectable()
export class OAuthService {
  private readonly hasher: SecretHasher;
  private writes = 0;

  constructor(
    private readonly keys: AccessKeysRepository,
    private readonly merchants: MerchantsRepository,
    private readonly users: UsersRepository,
    private readonly records: OAuthRecordsRepository,
    private readonly signingKeys: SigningKeysService,
    private readonly allowedClients: AllowedOAuthClients,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.hasher = new SecretHasher(config.SECRET_HMAC_KEY);
  }

  /**
   * A live key as a client of the authorization server: web-app MCP keys sign people in (authorization
   * code), every other key may only ask for client credentials, which the gateway's grant checks further
   * (an M2M MCP key, OAuth on) through the same token issue as `POST /access-keys/token`.
   */
  async client(clientId: unknown): Promise<OAuthClient> {
    const key = await this.liveKey(clientId);
    if (!key) throw new UnknownOAuthClientError();
    const merchant = await this.merchants.findById(key.merchantId);
    if (!merchant) throw new UnknownOAuthClientError();
    return {
      client_id: key.clientId,
      name: key.name ?? key.clientId,
      merchant_id: key.merchantId,
      merchant_name: merchant.name,
      kind: key.kind,
      auth_type: key.authType,
      redirect_uris: key.authType === 'web_app' ? key.redirectUris : [],
      scopes: key.scopes,
    };
  }

  /** Constant-time against the stored digest, whether or not the client exists. */
  async verifyClient(request: { client_id?: unknown; client_secret?: unknown }): Promise<{ valid: boolean }> {
    const key = await this.liveKey(request.client_id);
    const secret = typeof request.client_secret === 'string' ? request.client_secret : '';
    const matches = this.hasher.matches(secret, key?.clientSecretDigest ?? UNKNOWN_CLIENT_DIGEST);
    return { valid: Boolean(key) && matches };
  }

  /**
   * An MCP access token for a person's grant, checked afresh at every issue (code exchange or refresh):
   * the key still live, the user still active and on the key's account, OAuth on for the account. Its
   * scopes are the granted ones the user's role still allows, so a demotion counts at the next refresh.
   */
  async mint(request: MintWebAppTokenRequest): Promise<MintedWebAppToken> {
    const client = await this.signInClient(request.client_id);
    if (!client) throw new OAuthGrantEndedError('The access key of this grant is revoked or expired');
    const user = typeof request.user_id === 'string' ? await this.users.findById(request.user_id) : null;
    if (!user || !user.active || (client.merchantId !== null && user.merchantId !== client.merchantId)) {
      throw new OAuthGrantEndedError('The user of this grant is deactivated');
    }
    // A metadata-document client belongs to no account: the person's team must (still) allow it.
    if (client.merchantId === null && !(await this.allowedClients.isAllowed(user.merchantId, client.clientId))) {
      throw new OAuthGrantEndedError('Your team no longer allows this app');
    }
    const merchant = await this.merchants.findById(user.merchantId);
    if (!merchant?.oauthEnabled) throw new OAuthGrantEndedError('OAuth access keys are disabled for this account');
    const allowed = grantableScopes(user.role, client.scopes);
    const granted = typeof request.scope === 'string' ? request.scope.split(' ').filter(Boolean) : [];
    const scopes = granted.filter((scope) => allowed.includes(scope));
    if (scopes.length === 0) throw new OAuthGrantEndedError('Nothing granted is still allowed for this user');
    if (typeof request.grant_id !== 'string' || !request.grant_id) throw new ValidationError([{ path: 'grant_id', message: '`grant_id` is required' }]);

    // Longer than a machine-to-machine token: revocation reaches it within seconds anyway (docs/security.md).
    const expiresIn = this.config.OAUTH_ACCESS_TOKEN_TTL_SECONDS;
    const issuedAt = issuedAtFor(this.clock.now(), merchant.tokensNotBefore);
    const scope = scopes.join(' ');
    const { kid, privateKey } = await this.signingKeys.signingKey();
    const accessToken = await new SignJWT({
      merchant_id: user.merchantId,
      scope,
      kind: 'mcp',
      auth_type: 'web_app',
      client_id: client.clientId,
      // The assistant's name, for the audit trail of what it changes (docs/security.md, "Audit trail").
      client_name: client.name,
      grant_id: request.grant_id,
    })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(this.config.TOKEN_ISSUER)
      .setAudience(this.config.MCP_URL)
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresIn)
      .sign(privateKey);
    return { access_token: accessToken, expires_in: expiresIn, scope };
  }

  /** The authorization server's adapter calls (oidc-provider's adapter interface, one subject). */
  async store(request: OAuthStoreRequest): Promise<{ payload?: Record<string, unknown> } | { revoked: number } | { ok: true }> {
    if (!request || !OAUTH_STORE_OPERATIONS.includes(request.op) || typeof request.model !== 'string' || !/^[A-Za-z]{1,40}$/.test(request.model)) {
      throw new ValidationError([{ path: 'op', message: 'unknown store operation or model' }]);
    }
    const id = typeof request.id === 'string' ? request.id : '';
    const bearer = BEARER_MODELS.has(request.model);
    const key = bearer && id ? createHash('sha256').update(id).digest('base64url') : id;
    switch (request.op) {
      case 'upsert': {
        if (!id || !request.payload || typeof request.payload !== 'object')
          throw new ValidationError([{ path: 'payload', message: '`id` and `payload` are required' }]);
        const { jti: _jti, ...withoutId } = request.payload;
        await this.records.upsert(
          request.model,
          key,
          bearer ? withoutId : request.payload,
          typeof request.expires_in === 'number' ? request.expires_in : undefined,
        );
        if (++this.writes % SWEEP_EVERY === 0) await this.records.sweepExpired(new Date(this.clock.now().getTime() - longestTokenLifetimeMs(this.config)));
        return { ok: true };
      }
      case 'find': {
        const payload = await this.records.find(request.model, key);
        return { payload: payload && bearer ? { ...payload, jti: id } : payload };
      }
      case 'findByUid':
        return { payload: typeof request.uid === 'string' ? await this.records.findByUid(request.model, request.uid) : undefined };
      case 'findByUserCode':
        return { payload: typeof request.user_code === 'string' ? await this.records.findByUserCode(request.model, request.user_code) : undefined };
      case 'consume':
        await this.records.consume(request.model, key);
        return { ok: true };
      case 'destroy':
        await this.records.destroy(request.model, key);
        return { ok: true };
      case 'revokeByGrantId':
        return { revoked: typeof request.grant_id === 'string' ? await this.records.revokeByGrantId(request.grant_id) : 0 };
    }
  }

  /** The assistants a person has connected (their live grants), for the dashboard. */
  async connectedAssistants(userId: string): Promise<ConnectedAssistant[]> {
    const grants = await this.records.grantsOf(userId);
    const names = new Map<string, string>();
    const result: ConnectedAssistant[] = [];
    const user = grants.length > 0 ? await this.users.findById(userId) : null;
    for (const grant of grants) {
      if (!names.has(grant.clientId)) {
        const client = await this.signInClient(grant.clientId);
        const live = client && (client.merchantId !== null || (user !== null && (await this.allowedClients.isAllowed(user.merchantId, client.clientId))));
        names.set(grant.clientId, live ? client.name : '');
      }
      const name = names.get(grant.clientId);
      // A grant of a revoked key is already dead: it is not listed.
      if (!name) continue;
      result.push({
        grant_id: grant.id,
        client_id: grant.clientId,
        name,
        scopes: grantedScopes(grant.payload),
        created_at: grant.createdAt.toISOString(),
        expires_at: grant.expiresAt?.toISOString() ?? null,
      });
    }
    return result;
  }

  /** Ends one of the person's own grants: its refresh tokens stop at once. */
  async disconnect(userId: string, grantId: unknown): Promise<ConnectedAssistant> {
    const own = (await this.connectedAssistants(userId)).find((assistant) => assistant.grant_id === grantId);
    if (!own) throw new ConnectedAssistantNotFoundError();
    await this.records.revokeByGrantId(own.grant_id);
    return own;
  }

  /** A key was revoked: every grant made with it ends. */
  endGrantsOfClient(clientId: string): Promise<void> {
    return this.records.revokeByClient(clientId);
  }

  /** A user was deactivated: every grant and sign-in of theirs ends. */
  endGrantsOfUser(userId: string): Promise<void> {
    return this.records.revokeByAccount(userId);
  }

  /**
   * A client people sign in through: a live web-app MCP key (of its account, with its scopes), or a Client
   * ID Metadata Document client (no account of its own: its people's team allows it or not; the merchant
   * scopes, narrowed by each person's role).
   */
  private async signInClient(clientId: unknown): Promise<{ clientId: string; name: string; merchantId: string | null; scopes: string[] } | null> {
    if (isClientIdMetadataUrl(clientId)) return { clientId, name: new URL(clientId).host, merchantId: null, scopes: [...MERCHANT_SCOPES] };
    const key = await this.liveWebAppKey(clientId);
    return key ? { clientId: key.clientId, name: key.name ?? key.clientId, merchantId: key.merchantId, scopes: key.scopes } : null;
  }

  private async liveWebAppKey(clientId: unknown): Promise<AccessKey | null> {
    const key = await this.liveKey(clientId);
    return key?.kind === 'mcp' && key.authType === 'web_app' ? key : null;
  }

  private async liveKey(clientId: unknown): Promise<AccessKey | null> {
    const key = typeof clientId === 'string' && clientId.length <= 100 ? await this.keys.findByClientId(clientId) : null;
    if (!key || key.revokedAt || key.isExpired(this.clock.now())) return null;
    return key;
  }
}

/** The scopes a grant holds for its resource (oidc-provider keeps them per resource indicator). */
function grantedScopes(payload: Record<string, unknown>): string[] {
  const resources = (payload.resources ?? {}) as Record<string, unknown>;
  const scopes = new Set<string>();
  for (const value of Object.values(resources)) if (typeof value === 'string') for (const scope of value.split(' ')) if (scope) scopes.add(scope);
  return [...scopes];
}
