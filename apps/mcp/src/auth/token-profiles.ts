import { canRead, canWrite, scopesFromClaim } from '@netline/auth';
import { AccessTokenClaims } from '@netline/contracts';
import { IdentityLookup } from '@netline/edge';
import { McpCaller } from './caller';

/**
 * One kind of MCP token: how its verified claims become a caller. The signature, `alg`, `iss`, `aud` (the
 * MCP URL) and `exp` have already been checked by the authenticator, the same for every kind; a profile
 * decides who the token acts for and what it may do. Tokens say which profile they belong to in their
 * `auth_type` claim; identity's machine-to-machine tokens carry none, which means `m2m`.
 *
 * Returning `null` refuses the token (the caller answers 401). Planned profiles, each one more entry in
 * the table the authenticator is given:
 * - `web_app`: minted by the OAuth authorization server for a signed-in dashboard user (`sub`); the
 *   user's role decides read or write tools, and a deactivated user is refused;
 * - partner keys: the account is a partner, which gets the partner tool set instead of the merchant's.
 */
export interface TokenProfile {
  /** The `auth_type` claim value this profile accepts. */
  readonly authType: string;
  resolve(claims: AccessTokenClaims): Promise<McpCaller | null>;
}

/**
 * A merchant's machine-to-machine MCP access key, exchanged for a token with client credentials: the
 * token acts as the merchant, limited by the key's scopes (`merchant:read` → read tools only,
 * `merchant:write` → all). OAuth must be on for the merchant; the switch is read from identity and trusted
 * for at most `AUTH_CACHE_TTL_MS` (≤ 5 s), so switching it off locks out existing tokens within 5 s.
 */
export class MerchantKeyProfile implements TokenProfile {
  readonly authType = 'm2m';

  constructor(private readonly identity: IdentityLookup) {}

  async resolve(claims: AccessTokenClaims): Promise<McpCaller | null> {
    const settings = await this.identity.merchantSettings(claims.merchant_id);
    if (!settings?.oauth_enabled) return null;
    const principal = { merchant_id: settings.merchant_id, actor: { type: 'access_key' as const, id: claims.sub }, scopes: scopesFromClaim(claims.scope) };
    return {
      auth: 'm2m',
      toolSet: 'merchant',
      principal,
      canRead: canRead(principal),
      canWrite: canWrite(principal),
      rateLimitSubject: `merchant:${settings.merchant_id}`,
    };
  }
}
