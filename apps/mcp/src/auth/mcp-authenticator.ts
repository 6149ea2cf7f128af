import { verifyAccessToken } from '@netline/auth';
import { AccessTokenClaims, DomainError } from '@netline/contracts';
import { CredentialCache, IdentityLookup } from '@netline/edge';
import { BuyerTokens, isBuyerApiToken } from './buyer-tokens';
import { McpCaller } from './caller';
import { TokenProfile } from './token-profiles';

/** Every refusal of a token: one 401, revealing nothing about why. */
export class McpAuthenticationError extends DomainError {
  constructor(
    /** `missing`: no bearer token at all; `invalid`: one was sent and refused (RFC 6750 `invalid_token`). */
    readonly reason: 'missing' | 'invalid',
  ) {
    super('MCP.AUTHENTICATION_REQUIRED', 'authentication', reason === 'missing' ? 'An access token is required' : 'Invalid access token');
  }
}

export interface McpAuthenticatorOptions {
  /** The MCP URL: the only `aud` accepted, so a REST token (aud = the REST base URL) is refused. */
  audience: string;
  issuer: string;
  /**
   * How long a verified signature is remembered (≤ 5 s, like the merchant's settings). An agent sends the
   * same token for many calls; checking an ES256 signature is the largest CPU cost of a request.
   */
  verifiedTtlMs: number;
  /** What `exp` is checked against (the system clock by default); tests move one by hand instead of waiting. */
  clock?: { now(): Date };
}

/** The clock tolerance `verifyAccessToken` allows on `exp`. */
const CLOCK_TOLERANCE_S = 5;

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * Verifies the `Authorization: Bearer` token of every request to the MCP endpoint, locally: ES256 only
 * (so `alg: none` and HMAC confusion fail), the signature against identity's public key for the token's
 * `kid` (JWKS, cached, refetched once on an unknown `kid`), `iss`, `aud` = the MCP URL, `exp` and
 * `kind: mcp`. The verified claims then go to the token profile their `auth_type` names, which decides
 * who the token acts for and what it may do. A replica remembers only keys, a token it verified in the
 * last few seconds (its expiry still checked on every request), and accounts' settings and partners'
 * grants for at most as long, so any replica can serve any request.
 *
 * A buyer API token (`nlbt_…`, not a JWT) goes to `BuyerTokens` instead: identity verifies it and says
 * what its address reaches, and the caller gets the buyer tool set only.
 */
export class McpAuthenticator {
  private readonly profiles = new Map<string, TokenProfile>();
  private readonly verified: CredentialCache<AccessTokenClaims>;
  private readonly clock: { now(): Date };

  constructor(
    private readonly identity: IdentityLookup,
    private readonly options: McpAuthenticatorOptions,
    profiles: TokenProfile[],
    private readonly buyerTokens?: BuyerTokens,
  ) {
    for (const profile of profiles) this.profiles.set(profile.authType, profile);
    this.verified = new CredentialCache(options.verifiedTtlMs);
    this.clock = options.clock ?? { now: () => new Date() };
  }

  async authenticate(authorization: string | undefined): Promise<McpCaller> {
    if (authorization === undefined || authorization.trim() === '') throw new McpAuthenticationError('missing');
    const token = BEARER.exec(authorization.trim())?.[1];
    if (!token) throw new McpAuthenticationError('invalid');
    if (isBuyerApiToken(token)) {
      const buyer = this.buyerTokens ? await this.buyerTokens.resolve(token) : null;
      if (!buyer) throw new McpAuthenticationError('invalid');
      return buyer;
    }
    let claims = this.verified.get(token);
    if (claims && claims.exp + CLOCK_TOLERANCE_S <= this.clock.now().getTime() / 1000) claims = undefined;
    if (!claims) {
      try {
        claims = await verifyAccessToken(token, this.identity.keys, { audience: this.options.audience, issuer: this.options.issuer, kind: 'mcp' }, this.clock);
      } catch (error) {
        // Identity unreachable while fetching keys is an outage (503), not a bad token.
        if (error instanceof DomainError) throw error;
        throw new McpAuthenticationError('invalid');
      }
      this.verified.set(token, claims);
    }
    const authType = (claims as AccessTokenClaims & { auth_type?: unknown }).auth_type ?? 'm2m';
    const profile = typeof authType === 'string' ? this.profiles.get(authType) : undefined;
    const caller = profile ? await profile.resolve(claims) : null;
    if (!caller) throw new McpAuthenticationError('invalid');
    return caller;
  }
}
