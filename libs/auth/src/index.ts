import { Principal } from '@netline/contracts';

/** Merchant API scopes (spec §5.3). A `:write` scope grants reads too. */
export const Scope = {
  MerchantRead: 'merchant:read',
  MerchantWrite: 'merchant:write',
} as const;

/** What a principal authenticated with the merchant's own secret key may do: everything. */
export const FULL_ACCESS_SCOPES = [Scope.MerchantRead, Scope.MerchantWrite];

export function canRead(principal: Principal): boolean {
  return principal.scopes.includes(Scope.MerchantRead) || principal.scopes.includes(Scope.MerchantWrite);
}

export function canWrite(principal: Principal): boolean {
  return principal.scopes.includes(Scope.MerchantWrite);
}

export { JwksKeyStore } from './jwks-key-store';
export type { VerificationKey } from './jwks-key-store';

/** Scopes of a token's space-separated `scope` claim that Netline knows. */
export function scopesFromClaim(scope: unknown): string[] {
  if (typeof scope !== 'string') return [];
  const known: readonly string[] = FULL_ACCESS_SCOPES;
  return [...new Set(scope.split(' ').filter((value) => known.includes(value)))];
}
export { verifyAccessToken } from './verify-access-token';
