import { z } from 'zod';

/**
 * The OAuth authorization server (the MCP web-app sign-in) runs in the gateway; everything it keeps or
 * decides about keys, users and tokens is identity's, asked over NATS with these subjects.
 */
export const OAuthSubjects = {
  /** `{client_id}` → `OAuthClient`: a live access key (404 for a revoked, expired or unknown one); only web-app MCP keys sign people in. */
  client: 'identity.oauth.client',
  /** `{client_id, client_secret}` → `{valid}`: the secret checked against the key's stored digest. */
  verifyClient: 'identity.oauth.verify-client',
  /** `MintWebAppTokenRequest` → `MintedWebAppToken`: an MCP access token for a signed-in user. */
  mint: 'identity.oauth.mint',
  /** `OAuthStoreRequest`: the authorization server's grants, codes and refresh tokens (its adapter). */
  store: 'identity.oauth.store',
  /**
   * `{client_id, scope?}` → the MCP token `POST /access-keys/token` mints (with only the requested scopes
   * when `scope` names some of the key's), for an access key the authorization server has already
   * authenticated (`verifyClient`): its `client_credentials` grant.
   */
  clientCredentials: 'identity.oauth.client-credentials',
  /** `{merchant_id, client_id}` → `{allowed}`: whether the merchant lets its people sign in to this Client ID Metadata Document client. */
  allowedClient: 'identity.oauth.allowed-client',
} as const;

/** The longest client id URL accepted (the document's address). */
export const CLIENT_ID_URL_MAX_LENGTH = 2048;

/**
 * Whether `value` may be a Client ID Metadata Document client id (draft-ietf-oauth-client-id-metadata-document):
 * an https URL with a path below the root, no fragment, no user name or password, no `.` or `..` segments.
 * The authorization server fetches nothing else as a client (docs/decisions/0029).
 */
export function isClientIdMetadataUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > CLIENT_ID_URL_MAX_LENGTH || !/^https:\/\/[^\s\\]+$/.test(value)) return false;
  if (value.includes('#')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return false;
  const path = value
    .slice('https://'.length)
    .replace(/^[^/?]*/, '')
    .split('?')[0];
  if (path === '' || path === '/') return false;
  return !path.split('/').some((segment) => ['.', '..'].includes(segment.replace(/%2e/gi, '.')));
}

const clientIdUrlSchema = z
  .string()
  .max(CLIENT_ID_URL_MAX_LENGTH)
  .refine(isClientIdMetadataUrl, "must be an https URL with a path (the address of the client's metadata document), without a fragment or credentials")
  .meta({ description: "The client's id: the https URL of its Client ID Metadata Document", example: 'https://assistant.example.com/oauth/client.json' });

export const allowedOAuthClientSchema = z
  .object({
    client_id: z.string().meta({ description: "The client's id: the https URL of its Client ID Metadata Document" }),
    name: z.string().nullable().meta({ description: 'A name the admin gave it (the sign-in page shows the name its document gives)' }),
    added_by: z.string().nullable().meta({ description: 'The user who allowed it' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'AllowedOAuthClient' });
export type AllowedOAuthClient = z.infer<typeof allowedOAuthClientSchema>;
export const allowedOAuthClientListSchema = z.object({ results: z.array(allowedOAuthClientSchema) }).meta({ id: 'AllowedOAuthClientList' });
export const allowOAuthClientSchema = z
  .strictObject({ client_id: clientIdUrlSchema, name: z.string().trim().min(1).max(100).optional() })
  .meta({ id: 'AllowOAuthClient' });
export const removeOAuthClientSchema = z.strictObject({ client_id: z.string().min(1).max(CLIENT_ID_URL_MAX_LENGTH) }).meta({ id: 'RemoveOAuthClient' });
export const allowedClientRequestSchema = z.object({ merchant_id: z.string(), client_id: z.string() });

/** The access a person grants an assistant, derived from their role: read-only users grant reads only. */
export type OAuthAccess = 'read' | 'read_write';

export interface OAuthClient {
  client_id: string;
  /** The key's name, shown on the consent screen (its client id when it has none). */
  name: string;
  merchant_id: string;
  merchant_name: string;
  kind: 'rest' | 'mcp';
  /** `web_app` keys sign people in (authorization code); the others may only ask for client credentials. */
  auth_type: 'm2m' | 'web_app' | null;
  /** A web-app key's OAuth callbacks; none for other keys. */
  redirect_uris: string[];
  /** The key's scopes: an upper bound on what any grant made with it gives. */
  scopes: string[];
}

export interface MintWebAppTokenRequest {
  client_id: string;
  user_id: string;
  /** The scopes the person granted (space-separated); the token carries those the user's role still allows. */
  scope: string;
  /** The grant the token belongs to, carried as `grant_id`. */
  grant_id: string;
}

export interface MintedWebAppToken {
  access_token: string;
  expires_in: number;
  scope: string;
}

export const OAUTH_STORE_OPERATIONS = ['upsert', 'find', 'findByUid', 'findByUserCode', 'consume', 'destroy', 'revokeByGrantId'] as const;

export interface OAuthStoreRequest {
  op: (typeof OAUTH_STORE_OPERATIONS)[number];
  /** The authorization server's model name (Grant, AuthorizationCode, RefreshToken, Interaction, Session, …). */
  model: string;
  id?: string;
  payload?: Record<string, unknown>;
  expires_in?: number;
  uid?: string;
  user_code?: string;
  grant_id?: string;
}

/** A grant the signed-in person made to an assistant, as the dashboard lists it. */
export const connectedAssistantSchema = z
  .object({
    grant_id: z.string(),
    client_id: z.string(),
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: z.string().meta({ description: 'When the person consented (ISO 8601)' }),
    expires_at: z.string().nullable().meta({ description: 'When the connection ends: the person then signs in again' }),
  })
  .meta({ id: 'ConnectedAssistant' });
export type ConnectedAssistant = z.infer<typeof connectedAssistantSchema>;

/**
 * The scopes a person can grant an assistant through a web-app key: an admin the key's scopes, a
 * read-only user only reads (a key's `:write` scope becomes the same kind's `:read`).
 */
export function grantableScopes(role: 'admin' | 'read_only', keyScopes: readonly string[]): string[] {
  if (role === 'admin') return [...keyScopes];
  return [...new Set(keyScopes.map((scope) => scope.replace(/:write$/, ':read')))];
}

/** What a set of scopes lets an assistant do, in the consent screen's words. */
export function accessOf(scopes: readonly string[]): OAuthAccess {
  return scopes.some((scope) => scope.endsWith(':write')) ? 'read_write' : 'read';
}

export const connectedAssistantListSchema = z.object({ results: z.array(connectedAssistantSchema) }).meta({ id: 'ConnectedAssistantList' });
export type ConnectedAssistantList = z.infer<typeof connectedAssistantListSchema>;

/** Request bodies of the OAuth subjects (the RPC map checks them in identity's handlers). */
export const oauthClientRequestSchema = z.object({ client_id: z.string() });
export const oauthClientCredentialsRequestSchema = z.object({ client_id: z.string(), scope: z.string().optional() });
export const verifyOAuthClientRequestSchema = z.object({ client_id: z.string(), client_secret: z.string() });
export const mintWebAppTokenRequestSchema = z.object({ client_id: z.string(), user_id: z.string(), scope: z.string(), grant_id: z.string() });
export const oauthStoreRequestSchema = z.object({
  op: z.enum(OAUTH_STORE_OPERATIONS),
  model: z.string(),
  id: z.string().optional(),
  payload: z.record(z.string(), z.unknown()).optional(),
  expires_in: z.number().optional(),
  uid: z.string().optional(),
  user_code: z.string().optional(),
  grant_id: z.string().optional(),
});

/** What `identity.oauth.store` answers, by operation: a stored payload (or none), a count, or a plain acknowledgement. */
export type OAuthStoreReply = { payload?: Record<string, unknown> } | { revoked: number } | { ok: true };
