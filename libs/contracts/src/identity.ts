import { z } from 'zod';
import { PARTNER_TYPES, PartnerGrant, PartnerType } from './rpc';
import type { AccessKeyPolicy } from './access-key-policies';
import { MERCHANT_API_VERSIONS, type MerchantApiVersion } from './api-versions';

/** Messages served by the identity app. */
export const IdentitySubjects = {
  verifyBasic: 'identity.auth.verify-basic',
  createMerchant: 'identity.merchants.create',
  getMerchant: 'identity.merchants.get',
  updateMerchant: 'identity.merchants.update',
  rotateSecretKey: 'identity.merchants.rotate-secret',
  rotateWebhookSecret: 'identity.merchants.rotate-webhook-secret',
  ensureDemoMerchant: 'identity.merchants.ensure-demo',
  webhookSecrets: 'identity.merchants.webhook-secrets',
  createAccessKey: 'identity.access-keys.create',
  revokeAccessKey: 'identity.access-keys.revoke',
  issueToken: 'identity.access-keys.token',
  jwks: 'identity.keys.jwks',
  rotateSigningKey: 'identity.keys.rotate',
  /** Operator: `admin signing-key revoke KID`, an emergency (a key thought compromised). */
  revokeSigningKey: 'identity.keys.revoke',
  createUser: 'identity.users.create',
  deactivateUser: 'identity.users.deactivate',
  /**
   * Operator: `admin user reset-second-factor USER_ID`, for a person who lost their authenticator and
   * every recovery code (docs/security.md, "Second factor").
   */
  resetSecondFactor: 'identity.users.reset-second-factor',
  verifyPassword: 'identity.users.verify-password',
  /** Operator: `npm run admin -- partner create`. */
  createPartner: 'identity.partners.create',
  /** The gateway: a partner's sub-merchants (`PartnerGrant`), cached ≤ AUTH_CACHE_TTL_MS. */
  partnerGrant: 'identity.partners.grant',
  /**
   * Published (not requested) by identity when a partner's grant changed, `{partner_id}`; every gateway
   * subscribes and forgets that partner's cached grant.
   */
  partnerChanged: 'identity.partners.changed',
} as const;

/** The tool-protocol endpoint's default address, the audience of MCP tokens. */
export const DEFAULT_MCP_URL = 'http://127.0.0.1:3100/mcp';
/** The default issuer of the OAuth authorization server assistants sign people in with (MCP web-app path). */
export const DEFAULT_OAUTH_ISSUER = 'http://127.0.0.1:3000/oauth';
/** The merchant REST API's default base address, the audience of REST tokens. */
export const DEFAULT_API_URL = 'http://127.0.0.1:3000/api';
/** The `iss` of every token identity mints. */
export const DEFAULT_TOKEN_ISSUER = 'netline-identity';
/** The only signature algorithm tokens are minted and accepted with. */
export const TOKEN_ALGORITHM = 'ES256';

export interface VerifyBasicRequest {
  merchant_id: string;
  secret_key: string;
}

/** `merchant`: sells through the merchant API (a sub-merchant too). `partner`: uses the partners API. */
export const ACCOUNT_TYPES = ['merchant', 'partner'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface MerchantSettings {
  merchant_id: string;
  name: string;
  basic_enabled: boolean;
  oauth_enabled: boolean;
  account_type: AccountType;
  /** Set for partner accounts. */
  partner_type: PartnerType | null;
  /** Set for sub-merchants: the partner that manages them. */
  partner_id: string | null;
  /** Only in identity's answer to the edges (`getMerchant`): which of the account's tokens no longer count. */
  revocation?: TokenRevocation;
  /**
   * Only in identity's answer to the edges (`getMerchant`): the client ids of the account's MCP access keys
   * whose tool calls act at once, without a preview (`mcp_previews: false` on the key; docs/mcp.md).
   */
  mcp_previews_off?: string[];
  /**
   * Only in identity's answer to the edges (`getMerchant`): the policies of the account's live
   * machine-to-machine MCP keys that have one, by client id (docs/mcp.md, "Key policies and approvals").
   */
  mcp_key_policies?: Record<string, AccessKeyPolicy>;
  /** The merchant API version the account pins; null: the default (docs/api-conventions.md, "Versions"). */
  api_version?: MerchantApiVersion | null;
  /** Only in identity's answer to the edges (`getMerchant`): the versions the account's live REST access keys pin, by client id. */
  access_key_api_versions?: Record<string, MerchantApiVersion>;
}

/**
 * The account's revoked tokens, as the edges (REST gateway, MCP endpoint) need them to refuse a token that
 * is still signed and unexpired. Cached with the account's settings (≤ 5 s), so a revocation bites within
 * that time on every replica.
 */
export interface TokenRevocation {
  /** Tokens issued (`iat`, seconds) before this instant are refused: the secret key was rotated or OAuth switched off. */
  not_before: number | null;
  /** Token subjects (client ids of revoked access keys, ids of deactivated users) whose tokens may still be unexpired. */
  subjects: string[];
  /**
   * Ended OAuth grants (an assistant disconnected, a replayed refresh token or code) whose access tokens
   * may still be unexpired. Absent from an identity older than this field.
   */
  grants?: string[];
}

export interface CreatedMerchant extends MerchantSettings {
  secret_key: string;
  webhook_secret: string;
}

export type DemoMerchant = ({ created: true } & CreatedMerchant) | { created: false; merchant_id: string };

export interface UpdateMerchantRequest {
  merchant_id: string;
  basic_enabled?: boolean;
  oauth_enabled?: boolean;
  api_version?: MerchantApiVersion;
}

export interface RotatedSecretKey {
  merchant_id: string;
  secret_key: string;
}

export interface RotatedWebhookSecret {
  merchant_id: string;
  webhook_secret: string;
}

/** The secrets that sign a merchant's webhook deliveries: the current one first (more during a rotation). */
export interface WebhookSecrets {
  merchant_id: string;
  secrets: string[];
}

/** `partner create` (docs/partners.md). */
export interface CreatePartnerRequest {
  name: string;
  type: PartnerType;
  basic_enabled?: boolean;
  oauth_enabled?: boolean;
}

/** What `partner create` prints; `secret_key` exists only in this reply. */
export interface CreatedPartner {
  partner_id: string;
  name: string;
  type: PartnerType;
  secret_key: string;
  webhook_secret: string;
  basic_enabled: boolean;
  oauth_enabled: boolean;
}

/** `identity.partners.grant` reply. */
export interface PartnerGrantReply extends PartnerGrant {
  partner_id: string;
}

/** Access keys: OAuth 2.0 client credentials for the REST API or the MCP endpoint. */
export const ACCESS_KEY_KINDS = ['rest', 'mcp'] as const;
export const MCP_AUTH_TYPES = ['m2m', 'web_app'] as const;
export const MERCHANT_SCOPES = ['merchant:read', 'merchant:write'] as const;
export const MARKETPLACE_PARTNER_SCOPES = ['marketplace_partner:read', 'marketplace_partner:write'] as const;
export const SINGLE_MERCHANT_PARTNER_SCOPES = ['single_merchant_partner:read', 'single_merchant_partner:write'] as const;

/** The scopes an account's access keys may carry, `[read, write]`, by kind of account (docs/partners.md). */
export function scopesOfAccount(partnerType: PartnerType | null): readonly [string, string] {
  if (partnerType === 'marketplace') return MARKETPLACE_PARTNER_SCOPES;
  if (partnerType === 'single_merchant') return SINGLE_MERCHANT_PARTNER_SCOPES;
  return MERCHANT_SCOPES;
}
export type AccessKeyKind = (typeof ACCESS_KEY_KINDS)[number];
export type McpAuthType = (typeof MCP_AUTH_TYPES)[number];

export interface CreateAccessKeyRequest {
  merchant_id: string;
  kind: AccessKeyKind;
  auth_type?: McpAuthType;
  scopes: string[];
  expires_in_seconds?: number;
  /** Web-app MCP keys: one or more OAuth callback addresses (https, or http on loopback). */
  redirect_uris?: string[];
  /** What the key is for, e.g. the assistant it connects; shown on the OAuth consent screen. */
  name?: string;
  /** Machine-to-machine MCP keys: false lets its money-moving tool calls act without a preview (docs/mcp.md). */
  mcp_previews?: boolean;
  /** REST keys: the merchant API version the key's requests answer in (null or absent: the account's). */
  api_version?: MerchantApiVersion | null;
}

/** What `access-key create` prints; `client_secret` exists only in this reply. */
export interface CreatedAccessKey {
  id: string;
  client_id: string;
  client_secret: string;
  /** Present when the key was given one. */
  name?: string;
  kind: AccessKeyKind;
  scopes: string[];
  expires_at: string | null;
  /** Present for web-app MCP keys. */
  redirect_uris?: string[];
}

export interface RevokedAccessKey {
  client_id: string;
  revoked_at: string;
}

/** `POST /access-keys/token`: no other fields are accepted. */
export const tokenRequestSchema = z
  .strictObject({
    client_id: z.string().min(1).max(200),
    client_secret: z.string().min(1).max(200),
    audience: z.enum(['mcp']).optional().meta({ description: '`mcp` for a tool-protocol token; omit for a REST token' }),
  })
  .meta({ id: 'IssueAccessKeyTokenRequest' });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** `scope` is present for REST tokens and absent for MCP tokens. */
export const tokenResponseSchema = z
  .object({
    access_token: z.string().meta({ description: 'A JWT; send it as `Authorization: Bearer …`' }),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int().meta({ description: 'Lifetime in seconds' }),
    scope: z.string().optional().meta({ description: 'Space-separated scopes (REST tokens only)' }),
  })
  .meta({ id: 'AccessKeyTokenResponse' });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * The claims of an access token identity mints (checked in this shape by the verifiers). Loose: a token
 * may carry more (`auth_type`, `grant_id` on MCP tokens), which the verifiers read where they need it.
 */
export const accessTokenClaimsSchema = z.looseObject({
  iss: z.string(),
  aud: z.string(),
  sub: z.string(),
  merchant_id: z.string(),
  scope: z.string(),
  jti: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  /** `rest` or `mcp`: which door the key was made for. */
  kind: z.enum(ACCESS_KEY_KINDS),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

/** A public signing key as a JSON Web Key (RFC 7517). */
export interface PublicJwk {
  kid: string;
  kty: string;
  crv?: string;
  x?: string;
  y?: string;
  alg: string;
  use: 'sig';
}

export const jwksSchema = z
  .object({
    keys: z.array(z.object({ kid: z.string(), kty: z.string(), crv: z.string(), x: z.string(), y: z.string(), alg: z.string(), use: z.string() })),
  })
  .meta({ id: 'JsonWebKeySet' });
export interface Jwks {
  keys: PublicJwk[];
}

export interface RotatedSigningKey {
  kid: string;
  created_at: string;
}

export const revokeSigningKeyRequestSchema = z.strictObject({ kid: z.string().min(1).max(100) });

export interface RevokedSigningKey {
  /** The key revoked: out of the JWKS at once, its tokens refused everywhere within 5 s. */
  kid: string;
  revoked_at: string;
  /** The key that signs from now on (a new one when the revoked key was signing). */
  signing_kid: string;
}

/** Dashboard users (used by the MCP web sign-in and the dashboard). */
export const USER_ROLES = ['admin', 'read_only'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface CreateUserRequest {
  merchant_id: string;
  email: string;
  password: string;
  role: UserRole;
}

export interface CreatedUser {
  id: string;
  email: string;
  role: UserRole;
}

export interface DeactivatedUser {
  id: string;
  active: false;
}

/** What `identity.users.reset-second-factor` answers: the person's second factor is gone, their sessions and assistant connections ended. */
export interface SecondFactorReset {
  id: string;
  email: string;
  totp_enabled: false;
  /** Recovery codes deleted with the authenticator (used ones included). */
  recovery_codes_removed: number;
  /** Every dashboard session of the person started before this instant has ended. */
  sessions_not_before: string;
  /** Assistant connections (OAuth grants) ended. */
  grants_ended: number;
}

export interface VerifyPasswordRequest {
  email: string;
  password: string;
  /** The person's TOTP code, or one of their recovery codes, when they have a second factor. */
  code?: string;
  recovery_code?: string;
}

export interface VerifiedUser {
  id: string;
  merchant_id: string;
  email: string;
  role: UserRole;
  /** `needed`: the password is right but a code must follow before any session (`SECOND_FACTOR_STATES`). */
  second_factor: 'verified' | 'needed' | 'missing' | 'off';
}

/*
 * Request bodies of identity's internal and operator subjects (the RPC map checks them in the handler).
 * They say what the callers send; identity still applies its own rules (name length, password length,
 * e-mail form, scopes of the account) with its own messages.
 */
export const verifyBasicRequestSchema = z.object({ merchant_id: z.string(), secret_key: z.string() });
export const createMerchantRequestSchema = z.object({ name: z.string(), basic_enabled: z.boolean().optional(), oauth_enabled: z.boolean().optional() });
export const updateMerchantRequestSchema = z.object({
  merchant_id: z.string(),
  basic_enabled: z.boolean().optional(),
  oauth_enabled: z.boolean().optional(),
  api_version: z.enum(MERCHANT_API_VERSIONS).optional(),
});
export const createAccessKeyRequestSchema = z.object({
  merchant_id: z.string(),
  kind: z.enum(ACCESS_KEY_KINDS),
  auth_type: z.enum(MCP_AUTH_TYPES).optional(),
  scopes: z.array(z.string()),
  expires_in_seconds: z.number().optional(),
  redirect_uris: z.array(z.string()).optional(),
  name: z.string().optional(),
  mcp_previews: z.boolean().optional(),
});
export const revokeAccessKeyRequestSchema = z.object({ client_id: z.string() });
export const createUserRequestSchema = z.object({ merchant_id: z.string(), email: z.string(), password: z.string(), role: z.enum(USER_ROLES) });
export const userIdRequestSchema = z.object({ user_id: z.string() });
/** `operator`: who ran the command (the CLI sends its `--operator`, else the machine's login name), for identity's log. */
export const resetSecondFactorRequestSchema = z.object({ user_id: z.string(), operator: z.string().trim().min(1).max(200) });
export const verifyPasswordRequestSchema = z.object({
  email: z.string(),
  password: z.string(),
  code: z.string().optional(),
  recovery_code: z.string().optional(),
});
export const createPartnerRequestSchema = z.object({
  name: z.string(),
  type: z.enum(PARTNER_TYPES),
  basic_enabled: z.boolean().optional(),
  oauth_enabled: z.boolean().optional(),
});
export const partnerIdRequestSchema = z.object({ partner_id: z.string() });
/** Operator commands that take no arguments send an empty body; anything in it is ignored. */
export const emptyRequestSchema = z.looseObject({});
