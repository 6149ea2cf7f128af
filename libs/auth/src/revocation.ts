import { TokenRevocation } from '@netline/contracts';

/** The claims every Netline access token must carry to be accepted, whatever its signature says. */
export interface TimedClaims {
  sub?: unknown;
  /** The access key a web-app token was issued through, and the person's grant it belongs to. */
  client_id?: unknown;
  grant_id?: unknown;
  iat?: unknown;
  exp?: unknown;
  jti?: unknown;
}

/**
 * True when the token carries `exp`, `iat` (numbers) and a `jti` (a non-empty string). A token without an
 * expiry would live for ever, and one without `iat` or `jti` could not be revoked by time or by id, so
 * the edges refuse all three cases with their usual 401.
 */
export function hasRequiredClaims(claims: TimedClaims): boolean {
  return (
    typeof claims.exp === 'number' &&
    Number.isFinite(claims.exp) &&
    typeof claims.iat === 'number' &&
    Number.isFinite(claims.iat) &&
    typeof claims.jti === 'string' &&
    claims.jti.length > 0
  );
}

/**
 * True when identity has revoked the token: it was issued before the account's `not_before` (secret key
 * rotated, OAuth switched off), its subject (an access key's client id, a user) or the key it was issued
 * through is on the revoked list, or its grant has ended (the assistant was disconnected, or a replayed
 * refresh token ended the grant). A missing revocation record (an older identity) revokes nothing.
 */
export function isRevoked(claims: TimedClaims, revocation: TokenRevocation | undefined): boolean {
  if (!revocation) return false;
  if (revocation.not_before !== null && (typeof claims.iat !== 'number' || claims.iat < revocation.not_before)) return true;
  const listed = (value: unknown, list: readonly string[] | undefined) => typeof value === 'string' && (list ?? []).includes(value);
  return listed(claims.sub, revocation.subjects) || listed(claims.client_id, revocation.subjects) || listed(claims.grant_id, revocation.grants);
}
