import { verifyAccessToken } from '@netline/auth';
import { AccessTokenClaims } from '@netline/contracts';
import { IdentityLookup } from '@netline/edge';
import { DomainError } from '@netline/messaging';
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
}

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*)$/i;

/**
 * Verifies the `Authorization: Bearer` token of every request to the MCP endpoint, locally: ES256 only
 * (so `alg: none` and HMAC confusion fail), the signature against identity's public key for the token's
 * `kid` (JWKS, cached, refetched once on an unknown `kid`), `iss`, `aud` = the MCP URL, `exp` and
 * `kind: mcp`. The verified claims then go to the token profile their `auth_type` names, which decides
 * who the token acts for and what it may do. Nothing is remembered between requests but keys and the
 * merchant's settings, so any replica can serve any request.
 */
export class McpAuthenticator {
  private readonly profiles = new Map<string, TokenProfile>();

  constructor(
    private readonly identity: IdentityLookup,
    private readonly options: McpAuthenticatorOptions,
    profiles: TokenProfile[],
  ) {
    for (const profile of profiles) this.profiles.set(profile.authType, profile);
  }

  async authenticate(authorization: string | undefined): Promise<McpCaller> {
    if (authorization === undefined || authorization.trim() === '') throw new McpAuthenticationError('missing');
    const token = BEARER.exec(authorization.trim())?.[1];
    if (!token) throw new McpAuthenticationError('invalid');
    let claims: AccessTokenClaims;
    try {
      claims = await verifyAccessToken(token, this.identity.keys, { audience: this.options.audience, issuer: this.options.issuer, kind: 'mcp' });
    } catch (error) {
      // Identity unreachable while fetching keys is an outage (503), not a bad token.
      if (error instanceof DomainError) throw error;
      throw new McpAuthenticationError('invalid');
    }
    const authType = (claims as AccessTokenClaims & { auth_type?: unknown }).auth_type ?? 'm2m';
    const profile = typeof authType === 'string' ? this.profiles.get(authType) : undefined;
    const caller = profile ? await profile.resolve(claims) : null;
    if (!caller) throw new McpAuthenticationError('invalid');
    return caller;
  }
}
