import { isRevoked, scopesFromClaim } from '@netline/auth';
import { AccessTokenClaims, DashboardSubjects, grantableScopes, SessionUser } from '@netline/contracts';
import { CredentialCache, IdentityLookup } from '@netline/edge';
import { callerFor, McpAccounts } from './accounts';
import { McpCaller } from './caller';

/**
 * One kind of MCP token: how its verified claims become a caller. The signature, `alg`, `iss`, `aud` (the
 * MCP URL) and `exp` have already been checked by the authenticator, the same for every kind; a profile
 * decides who the token acts for and what it may do. Tokens say which profile they belong to in their
 * `auth_type` claim; identity's machine-to-machine tokens carry none, which means `m2m`.
 *
 * A profile finds the account through `McpAccounts` (the OAuth switch, merchant or partner, a partner's
 * grant) and builds the caller with `callerFor`, so every kind of token gets the same account rules and
 * the tool set of its account; what differs is who the actor is and where the scopes come from. Returning
 * `null` refuses the token (401).
 */
export interface TokenProfile {
  /** The `auth_type` claim value this profile accepts. */
  readonly authType: string;
  resolve(claims: AccessTokenClaims): Promise<McpCaller | null>;
}

/**
 * A machine-to-machine MCP access key, exchanged for a token with client credentials: the token acts as
 * the account owning the key, limited by the key's scopes (`:read` → read tools only, `:write` → all).
 * A merchant's key gets the merchant tools; a partner's key (scopes `marketplace_partner:*` or
 * `single_merchant_partner:*`) gets the partner tools and acts for the partner's sub-merchants. OAuth must
 * be on for the account; switching it off, rotating the account's secret key or revoking the key locks
 * existing tokens out within `AUTH_CACHE_TTL_MS` (≤ 5 s).
 */
export class AccessKeyProfile implements TokenProfile {
  readonly authType = 'm2m';

  constructor(private readonly accounts: McpAccounts) {}

  async resolve(claims: AccessTokenClaims): Promise<McpCaller | null> {
    const account = await this.accounts.find(claims.merchant_id);
    if (!account || isRevoked(claims, account.settings.revocation)) return null;
    const caller = callerFor(account, 'm2m', { type: 'access_key', id: claims.sub }, scopesFromClaim(claims.scope), { id: claims.sub });
    // Previews stay on unless the merchant turned them off for this key, and the key's policy applies when it
    // has one; identity lists both with the account's settings, so a change bites as fast as a revocation
    // (docs/mcp.md, "Previews and confirmation", "Key policies and approvals").
    const policies = account.settings.mcp_key_policies ?? {};
    const policy = Object.hasOwn(policies, claims.sub) ? policies[claims.sub] : undefined;
    return {
      ...caller,
      ...((account.settings.mcp_previews_off ?? []).includes(claims.sub) ? { previews: false } : {}),
      ...(policy ? { policy } : {}),
    };
  }
}

/**
 * A person's token, minted by identity for the OAuth authorization server (the web-app sign-in,
 * docs/decisions/0013): `sub` is the dashboard user, `client_id` the web-app key the assistant signed in
 * with. The token acts as the user's account, and the user's role as it is now decides the tools: a
 * read-only user gets read tools only, whatever the token says. A deactivated user, a revoked key or
 * OAuth switched off locks the token out within `AUTH_CACHE_TTL_MS` (≤ 5 s): the user is asked of
 * identity at most that often, and revoked keys and deactivated users are in the account's revocations.
 */
export class WebAppProfile implements TokenProfile {
  readonly authType = 'web_app';
  private readonly users: CredentialCache<{ user: SessionUser | null }>;

  constructor(
    private readonly accounts: McpAccounts,
    private readonly identity: IdentityLookup,
    userTtlMs: number,
  ) {
    this.users = new CredentialCache(userTtlMs);
  }

  async resolve(claims: AccessTokenClaims): Promise<McpCaller | null> {
    const clientId = (claims as AccessTokenClaims & { client_id?: unknown }).client_id;
    if (typeof clientId !== 'string' || typeof claims.sub !== 'string') return null;
    const account = await this.accounts.find(claims.merchant_id);
    if (!account) return null;
    if (isRevoked(claims, account.settings.revocation)) return null;
    const user = await this.user(claims.sub);
    if (!user?.active || user.merchant_id !== claims.merchant_id) return null;
    const clientName = typeof claims.client_name === 'string' ? claims.client_name : undefined;
    return callerFor(account, 'web_app', { type: 'user', id: user.id }, grantableScopes(user.role, scopesFromClaim(claims.scope)), {
      id: clientId,
      name: clientName,
    });
  }

  private async user(userId: string): Promise<SessionUser | null> {
    const cached = this.users.get(userId);
    if (cached) return cached.user;
    const user = await this.identity.ask(DashboardSubjects.sessionUser, { user_id: userId });
    this.users.set(userId, { user });
    return user;
  }
}
