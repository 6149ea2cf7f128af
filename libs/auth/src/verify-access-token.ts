import { AccessTokenClaims, accessTokenClaimsSchema, TOKEN_ALGORITHM } from '@netline/contracts';
import { jwtVerify } from 'jose';
import { JwksKeyStore } from './jwks-key-store';
import { hasRequiredClaims } from './revocation';

/**
 * Verifies an access token minted by identity, for verifiers that do not use passport (the MCP endpoint):
 * ES256 only, the key for the token's `kid` from the store, `iss`, `aud` (so a REST token is refused at
 * the MCP URL and the other way round) and `exp` with 5 s of clock tolerance; `exp`, `iat` and `jti` must all
 * be present (revocation needs the last two). Resolves the claims or
 * rejects; callers answer every rejection with the same 401.
 */
export async function verifyAccessToken(
  token: string,
  keys: JwksKeyStore,
  expected: { audience: string; issuer: string; kind: AccessTokenClaims['kind'] },
  /** What `exp` is checked against; tests move one by hand instead of waiting for a token to expire. */
  clock: { now(): Date } = { now: () => new Date() },
): Promise<AccessTokenClaims> {
  const { payload } = await jwtVerify(
    token,
    async (header) => {
      const key = await keys.get(header.kid);
      if (!key) throw new Error('unknown signing key');
      return key.key;
    },
    {
      algorithms: [TOKEN_ALGORITHM],
      audience: expected.audience,
      issuer: expected.issuer,
      clockTolerance: 5,
      currentDate: clock.now(),
      requiredClaims: ['exp', 'iat', 'jti'],
    },
  );
  if (!hasRequiredClaims(payload)) throw new Error('the token lacks exp, iat or jti');
  const parsed = accessTokenClaimsSchema.safeParse(payload);
  if (!parsed.success || parsed.data.kind !== expected.kind) throw new Error('not an access token for this audience');
  return parsed.data;
}
