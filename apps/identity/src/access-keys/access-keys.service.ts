import { Inject, Injectable } from '@nestjs/common';
import {
  ACCESS_KEY_KINDS,
  AccessKeyPolicy,
  AccessKeyView,
  CreateAccessKeyRequest,
  CreatedAccessKey,
  MCP_AUTH_TYPES,
  MERCHANT_API_VERSIONS,
  newEvent,
  redirectUriProblem,
  RevokedAccessKey,
  scopesOfAccount,
  TokenRequest,
  TokenResponse,
  UpdateAccessKeyInput,
  ValidationError,
} from '@netline/contracts';
import { CONFIG, UnitOfWork } from '@netline/messaging';
import { Clock, newId } from '@netline/persistence';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { IdentityConfig } from '../config';
import { MerchantNotFoundError } from '../merchants/merchant.errors';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { SecretHasher } from '../merchants/secret-hasher';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { AccessKey } from './access-key.entity';
import {
  AccessKeyExpiredError,
  AccessKeyNotFoundError,
  AccessKeyRevokedError,
  InteractiveKeyError,
  InvalidClientError,
  OAuthDisabledError,
  WrongAudienceError,
} from './access-key.errors';
import { AccessKeysRepository } from './access-keys.repository';
import { checkedPolicy } from './access-key-policy';
import { issuedAtFor } from './token-revocations';
import { OAuthRecordsRepository } from '../oauth-records/oauth-records.repository';

/** A digest no real secret has, compared against when the client id is unknown so both paths cost the same. */
const UNKNOWN_CLIENT_DIGEST = '0'.repeat(64);

@Injectable()
export class AccessKeysService {
  private readonly hasher: SecretHasher;

  constructor(
    private readonly keys: AccessKeysRepository,
    private readonly merchants: MerchantsRepository,
    private readonly signingKeys: SigningKeysService,
    private readonly oauthRecords: OAuthRecordsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: IdentityConfig,
  ) {
    this.hasher = new SecretHasher(config.SECRET_HMAC_KEY);
  }

  async create(request: CreateAccessKeyRequest): Promise<CreatedAccessKey> {
    const details = [];
    if (!ACCESS_KEY_KINDS.includes(request.kind)) details.push({ path: 'kind', message: '`kind` must be rest or mcp' });
    if (request.kind === 'mcp' && !MCP_AUTH_TYPES.includes(request.auth_type as never)) {
      details.push({ path: 'auth_type', message: '`auth_type` must be m2m or web_app for an mcp key' });
    }
    if (request.kind === 'rest' && request.auth_type !== undefined) {
      details.push({ path: 'auth_type', message: '`auth_type` applies to mcp keys only' });
    }
    const expiresIn = request.expires_in_seconds;
    if (expiresIn !== undefined && (!Number.isInteger(expiresIn) || expiresIn < 1)) {
      details.push({ path: 'expires_in_seconds', message: '`expires_in_seconds` must be a positive integer' });
    }
    const redirectUris = request.redirect_uris ?? [];
    const webApp = request.kind === 'mcp' && request.auth_type === 'web_app';
    if (!Array.isArray(redirectUris) || redirectUris.some((uri) => typeof uri !== 'string')) {
      details.push({ path: 'redirect_uris', message: '`redirect_uris` must be a list of URLs' });
    } else if (!webApp && redirectUris.length > 0) {
      details.push({ path: 'redirect_uris', message: '`redirect_uris` apply to web_app MCP keys only' });
    } else if (webApp && redirectUris.length === 0) {
      details.push({ path: 'redirect_uris', message: 'a web_app MCP key needs at least one redirect URI (its OAuth callback address)' });
    } else {
      redirectUris.forEach((uri, index) => {
        const problem = redirectUriProblem(uri);
        if (problem) details.push({ path: `redirect_uris.${index}`, message: problem });
      });
    }
    const m2mMcp = request.kind === 'mcp' && request.auth_type === 'm2m';
    if (request.mcp_previews !== undefined && (typeof request.mcp_previews !== 'boolean' || !m2mMcp)) {
      details.push({ path: 'mcp_previews', message: '`mcp_previews` is true or false, for machine-to-machine MCP keys only' });
    }
    if (
      request.api_version !== undefined &&
      request.api_version !== null &&
      (request.kind !== 'rest' || !MERCHANT_API_VERSIONS.includes(request.api_version))
    ) {
      details.push({ path: 'api_version', message: `\`api_version\` is one of ${MERCHANT_API_VERSIONS.join(', ')}, for REST keys only` });
    }
    const name = request.name === undefined || request.name === null ? null : typeof request.name === 'string' ? request.name.trim() : '';
    if (name !== null && (name.length === 0 || name.length > 80)) details.push({ path: 'name', message: '`name` must be 1 to 80 characters' });
    const merchant = typeof request.merchant_id === 'string' ? await this.merchants.findById(request.merchant_id) : null;
    if (!merchant) throw new MerchantNotFoundError();
    // A key carries the scopes of its own kind of account: merchant:* for merchants, the partner type's for partners.
    const allowed = scopesOfAccount(merchant.partnerType);
    const scopes = [...new Set(Array.isArray(request.scopes) ? request.scopes : [])];
    if (scopes.length === 0 || scopes.some((scope) => !allowed.includes(scope))) {
      details.push({ path: 'scopes', message: `\`scopes\` must be one or more of ${allowed.join(', ')}` });
    }
    if (details.length > 0) throw new ValidationError(details);

    const clientSecret = SecretHasher.generate('cs');
    const now = this.clock.now();
    const key = Object.assign(new AccessKey(), {
      id: newId('ak'),
      merchantId: merchant.id,
      clientId: newId('ci', 24),
      name,
      clientSecretDigest: this.hasher.digest(clientSecret),
      kind: request.kind,
      authType: request.kind === 'mcp' ? (request.auth_type ?? null) : null,
      scopes,
      redirectUris: webApp ? [...new Set(redirectUris)] : [],
      mcpPreviews: request.mcp_previews ?? true,
      mcpPolicy: null,
      apiVersion: request.api_version ?? null,
      expiresAt: expiresIn === undefined ? null : new Date(now.getTime() + expiresIn * 1000),
      revokedAt: null,
      createdAt: now,
    });
    await this.unitOfWork.run(async ({ manager, emit }) => {
      await this.keys.insert(key, manager);
      await emit(newEvent('access_key.created', merchant.id, { id: key.id, kind: key.kind }));
    });
    return {
      id: key.id,
      client_id: key.clientId,
      client_secret: clientSecret,
      ...(key.name ? { name: key.name } : {}),
      kind: key.kind,
      scopes: key.scopes,
      expires_at: key.expiresAt?.toISOString() ?? null,
      ...(webApp ? { redirect_uris: key.redirectUris } : {}),
    };
  }

  /** The merchant's keys, newest first, without any secret. */
  async list(merchantId: string): Promise<AccessKeyView[]> {
    return (await this.keys.listForMerchant(merchantId)).map(viewOf);
  }

  /**
   * Sets the preview switch (docs/mcp.md, "Previews and confirmation") and the policy (docs/mcp.md, "Key
   * policies and approvals") of one of the merchant's own machine-to-machine MCP keys, or the API version
   * of a REST key (docs/api-conventions.md, "Versions"); a field left out stays as it is. The edges read
   * them with the account's settings, within 5 s. The change is
   * written with `access_key.updated` in one transaction: the audit trail's record of who made it.
   */
  async updateOwn(merchantId: string, clientId: string, change: UpdateAccessKeyInput): Promise<AccessKeyView> {
    const key = await this.keys.findByClientId(clientId);
    if (!key || key.merchantId !== merchantId) throw new AccessKeyNotFoundError();
    const fields = (['mcp_previews', 'policy'] as const).filter((field) => change[field] !== undefined);
    if (fields.length === 0 && change.api_version === undefined)
      throw new ValidationError([{ path: '', message: 'Set `mcp_previews`, `policy` or `api_version`' }]);
    if (fields.length > 0 && (key.kind !== 'mcp' || key.authType !== 'm2m')) {
      throw new ValidationError(fields.map((field) => ({ path: field, message: `\`${field}\` applies to machine-to-machine MCP keys only` })));
    }
    if (change.api_version !== undefined && key.kind !== 'rest') {
      throw new ValidationError([
        { path: 'api_version', message: '`api_version` applies to REST keys only: the MCP endpoint answers in its own tool schemas' },
      ]);
    }
    let policy: AccessKeyPolicy | null | undefined = undefined;
    if (change.policy !== undefined) {
      const merchant = await this.merchants.findById(merchantId);
      if (!merchant) throw new MerchantNotFoundError();
      policy = change.policy === null ? null : checkedPolicy(change.policy, key.scopes, merchant.partnerType ? 'partner' : 'merchant', this.config.APP_ENV);
    }
    const updated = await this.unitOfWork.run(async ({ manager, emit }) => {
      const row = await this.keys.update(
        clientId,
        {
          ...(change.mcp_previews !== undefined ? { mcpPreviews: change.mcp_previews } : {}),
          ...(policy !== undefined ? { mcpPolicy: policy } : {}),
          ...(change.api_version !== undefined ? { apiVersion: change.api_version } : {}),
        },
        manager,
      );
      if (row) {
        await emit(
          newEvent('access_key.updated', row.merchantId, {
            id: row.id,
            kind: row.kind,
            client_id: row.clientId,
            mcp_previews: row.mcpPreviews !== false,
            policy: (row.mcpPolicy ?? null) as Record<string, unknown> | null,
            ...(row.kind === 'rest' ? { api_version: row.apiVersion } : {}),
          }),
        );
      }
      return row;
    });
    if (!updated) throw new AccessKeyNotFoundError();
    return viewOf(updated);
  }

  /** Revokes one of the merchant's own keys; another merchant's client id reads as unknown, like a made-up one. */
  async revokeOwn(merchantId: string, clientId: string): Promise<AccessKeyView> {
    const key = await this.keys.findByClientId(clientId);
    if (!key || key.merchantId !== merchantId) throw new AccessKeyNotFoundError();
    const revoked = await this.revokeRecorded(clientId);
    if (!revoked) throw new AccessKeyNotFoundError();
    // A web-app key's grants end with it: its refresh tokens stop at once.
    await this.oauthRecords.revokeByClient(revoked.clientId);
    return viewOf(revoked);
  }

  async revoke(clientId: string): Promise<RevokedAccessKey> {
    const key = typeof clientId === 'string' ? await this.revokeRecorded(clientId) : null;
    if (!key?.revokedAt) throw new AccessKeyNotFoundError();
    await this.oauthRecords.revokeByClient(key.clientId);
    return { client_id: key.clientId, revoked_at: key.revokedAt.toISOString() };
  }

  /**
   * Revokes a key and, when this call revoked it (not an earlier one), writes `access_key.revoked` in the
   * same transaction: the audit trail's record of it (docs/security.md, "Audit trail").
   */
  private revokeRecorded(clientId: string): Promise<AccessKey | null> {
    const at = this.clock.now();
    return this.unitOfWork.run(async ({ manager, emit }) => {
      const key = await this.keys.revoke(clientId, at, manager);
      if (key?.revokedAt?.getTime() === at.getTime()) {
        await emit(newEvent('access_key.revoked', key.merchantId, { id: key.id, kind: key.kind, client_id: key.clientId, revoked: true }));
      }
      return key;
    });
  }

  /**
   * OAuth 2.0 client credentials grant. The secret is checked first and in
   * constant time, so only a caller holding the secret learns whether a key is revoked or expired.
   */
  async issueToken(request: TokenRequest): Promise<TokenResponse> {
    const key = await this.keys.findByClientId(request.client_id);
    const valid = this.hasher.matches(request.client_secret, key?.clientSecretDigest ?? UNKNOWN_CLIENT_DIGEST);
    if (!key || !valid) throw new InvalidClientError();
    return this.tokenFor(key, request.audience === 'mcp' ? 'mcp' : 'rest');
  }

  /**
   * The same MCP token for a key the OAuth authorization server has authenticated (its `client_credentials`
   * grant at `/oauth/token`, after `identity.oauth.verify-client` checked the secret), with fewer of the
   * key's scopes when the client asked for fewer.
   */
  async issueTokenForAuthenticatedClient(request: { client_id?: unknown; scope?: unknown }): Promise<TokenResponse> {
    const clientId = request.client_id;
    const key = typeof clientId === 'string' && clientId.length <= 100 ? await this.keys.findByClientId(clientId) : null;
    if (!key) throw new InvalidClientError();
    const requested = typeof request.scope === 'string' ? [...new Set(request.scope.split(' ').filter(Boolean))] : [];
    if (requested.some((scope) => !key.scopes.includes(scope))) {
      throw new ValidationError([{ path: 'scope', message: '`scope` must be scopes the access key has' }]);
    }
    return this.tokenFor(key, 'mcp', requested.length > 0 ? key.scopes.filter((scope) => requested.includes(scope)) : key.scopes);
  }

  private async tokenFor(key: AccessKey, wanted: 'mcp' | 'rest', scopes: string[] = key.scopes): Promise<TokenResponse> {
    const now = this.clock.now();
    if (key.revokedAt) throw new AccessKeyRevokedError();
    if (key.isExpired(now)) throw new AccessKeyExpiredError();
    if (key.kind !== wanted) throw new WrongAudienceError(key.kind === 'mcp' ? 'MCP' : 'REST', wanted === 'mcp' ? 'MCP' : 'REST');
    if (key.authType === 'web_app') throw new InteractiveKeyError();
    const merchant = await this.merchants.findById(key.merchantId);
    if (!merchant?.oauthEnabled) throw new OAuthDisabledError();

    const expiresIn = wanted === 'mcp' ? this.config.TOKEN_TTL_MCP_SECONDS : this.config.TOKEN_TTL_REST_SECONDS;
    const issuedAt = issuedAtFor(now, merchant.tokensNotBefore);
    const scope = scopes.join(' ');
    const { kid, privateKey } = await this.signingKeys.signingKey();
    const accessToken = await new SignJWT({ merchant_id: key.merchantId, scope, kind: key.kind })
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(this.config.TOKEN_ISSUER)
      .setAudience(wanted === 'mcp' ? this.config.MCP_URL : this.config.PUBLIC_BASE_URL)
      .setSubject(key.clientId)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + expiresIn)
      .sign(privateKey);
    return wanted === 'mcp'
      ? { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn }
      : { access_token: accessToken, token_type: 'Bearer', expires_in: expiresIn, scope };
  }
}

export function viewOf(key: AccessKey): AccessKeyView {
  return {
    id: key.id,
    client_id: key.clientId,
    name: key.name ?? null,
    kind: key.kind,
    auth_type: key.authType,
    scopes: key.scopes,
    redirect_uris: key.redirectUris ?? [],
    mcp_previews: key.kind === 'mcp' && key.authType === 'm2m' ? key.mcpPreviews !== false : null,
    policy: key.kind === 'mcp' && key.authType === 'm2m' ? (key.mcpPolicy ?? null) : null,
    api_version: key.kind === 'rest' ? (key.apiVersion ?? null) : null,
    expires_at: key.expiresAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
    created_at: key.createdAt.toISOString(),
  };
}
