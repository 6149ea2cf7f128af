import { OAuthStoreReply, OAuthStoreRequest, OAuthSubjects } from '@netline/contracts';
import { IdentityLookup, IdentityUnavailableError } from '@netline/edge';
import { randomBytes } from 'node:crypto';

/** The client metadata oidc-provider needs, plus what the consent screen shows. */
export type NetlineClientMetadata = {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
  grant_types: string[];
  response_types: string[];
  token_endpoint_auth_method: string;
  id_token_signed_response_alg: string;
  netline_name: string;
  netline_merchant_id: string;
  netline_merchant_name: string;
  netline_scopes: string[];
  netline_kind: 'rest' | 'mcp';
};

/**
 * oidc-provider's storage adapter, backed by identity over NATS: grants, codes and refresh tokens live in
 * identity's PostgreSQL (so any gateway replica serves any step, and a revoked key or a deactivated user
 * ends its grants there), and clients are the live access keys identity knows (only web-app MCP keys
 * sign people in). A client's secret
 * never leaves identity: the metadata carries a random stand-in, and the provider's secret comparison is
 * replaced by identity's check (see `AuthorizationServer`).
 */
export class IdentityAdapter {
  constructor(
    private readonly model: string,
    private readonly identity: IdentityLookup,
  ) {}

  async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number): Promise<void> {
    await this.store({ op: 'upsert', id, payload, expires_in: expiresIn });
  }

  async find(id: string): Promise<Record<string, unknown> | undefined> {
    if (this.model === 'Client') return this.client(id);
    return payloadOf(await this.store({ op: 'find', id }));
  }

  async findByUid(uid: string): Promise<Record<string, unknown> | undefined> {
    return payloadOf(await this.store({ op: 'findByUid', uid }));
  }

  async findByUserCode(userCode: string): Promise<Record<string, unknown> | undefined> {
    return payloadOf(await this.store({ op: 'findByUserCode', user_code: userCode }));
  }

  async consume(id: string): Promise<void> {
    await this.store({ op: 'consume', id });
  }

  async destroy(id: string): Promise<void> {
    await this.store({ op: 'destroy', id });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.store({ op: 'revokeByGrantId', grant_id: grantId });
  }

  private async client(clientId: string): Promise<NetlineClientMetadata | undefined> {
    const client = await this.identity.ask(OAuthSubjects.client, { client_id: clientId });
    if (!client) return undefined;
    const webApp = client.kind === 'mcp' && client.auth_type === 'web_app';
    return {
      client_id: client.client_id,
      // Never compared: secrets are checked by identity.
      client_secret: randomBytes(32).toString('base64url'),
      redirect_uris: client.redirect_uris,
      // Web-app MCP keys sign people in; every other key may only ask for client credentials, which the
      // grant handler allows to M2M MCP keys alone (`AuthorizationServer`).
      ...(webApp
        ? { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }
        : { grant_types: ['client_credentials'], response_types: [] }),
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
      netline_name: client.name,
      netline_merchant_id: client.merchant_id,
      netline_merchant_name: client.merchant_name,
      netline_scopes: client.scopes,
      netline_kind: client.kind,
    };
  }

  private async store(request: Omit<OAuthStoreRequest, 'model'>): Promise<OAuthStoreReply> {
    const reply = await this.identity.ask(OAuthSubjects.store, { ...request, model: this.model });
    if (reply === null) throw new IdentityUnavailableError();
    return reply;
  }
}

/** The stored payload a find answered, if any (the other operations answer a count or an acknowledgement). */
function payloadOf(reply: OAuthStoreReply): Record<string, unknown> | undefined {
  return 'payload' in reply ? (reply.payload ?? undefined) : undefined;
}
