import { isRevoked, scopesFromClaim } from '@netline/auth';
import { AccessTokenClaims } from '@netline/contracts';
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
 * `null` refuses the token (401). Planned: `web_app`, minted by the OAuth authorization server for a
 * signed-in dashboard user (`sub`), whose role gives the account's read scope or both (and a deactivated
 * user is refused).
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
    return callerFor(account, 'm2m', { type: 'access_key', id: claims.sub }, scopesFromClaim(claims.scope));
  }
}
