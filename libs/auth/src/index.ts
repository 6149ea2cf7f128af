import { MARKETPLACE_PARTNER_SCOPES, PartnerType, Principal, scopesOfAccount, SINGLE_MERCHANT_PARTNER_SCOPES } from '@netline/contracts';

/**
 * API scopes: `merchant:*` for merchants, `marketplace_partner:*` and
 * `single_merchant_partner:*` for the two kinds of partner. A `:write` scope grants reads too. Only the
 * scopes of the caller's own kind of account count, so a merchant scope on a partner (or the other way
 * round) grants nothing.
 */
export const Scope = {
  MerchantRead: 'merchant:read',
  MerchantWrite: 'merchant:write',
  MarketplacePartnerRead: MARKETPLACE_PARTNER_SCOPES[0],
  MarketplacePartnerWrite: MARKETPLACE_PARTNER_SCOPES[1],
  SingleMerchantPartnerRead: SINGLE_MERCHANT_PARTNER_SCOPES[0],
  SingleMerchantPartnerWrite: SINGLE_MERCHANT_PARTNER_SCOPES[1],
} as const;

/** What a principal authenticated with a merchant's own secret key may do: everything. */
export const FULL_ACCESS_SCOPES = [Scope.MerchantRead, Scope.MerchantWrite];

/** What an account authenticated with its own secret key may do: everything its kind allows. */
export function fullAccessScopes(partnerType: PartnerType | null): string[] {
  return [...scopesOfAccount(partnerType)];
}

/** The scope an operation of `access` needs from this principal, e.g. `marketplace_partner:write`. */
export function requiredScope(principal: Principal, access: 'read' | 'write'): string {
  const [read, write] = scopesOfAccount(principal.partner?.type ?? null);
  return access === 'read' ? read : write;
}

export function canRead(principal: Principal): boolean {
  const [read, write] = scopesOfAccount(principal.partner?.type ?? null);
  return principal.scopes.includes(read) || principal.scopes.includes(write);
}

export function canWrite(principal: Principal): boolean {
  return principal.scopes.includes(scopesOfAccount(principal.partner?.type ?? null)[1]);
}

export { JwksKeyStore } from './jwks-key-store';
export type { VerificationKey } from './jwks-key-store';

const KNOWN_SCOPES: readonly string[] = Object.values(Scope);

/** Scopes of a token's space-separated `scope` claim that Netline knows. */
export function scopesFromClaim(scope: unknown): string[] {
  if (typeof scope !== 'string') return [];
  return [...new Set(scope.split(' ').filter((value) => KNOWN_SCOPES.includes(value)))];
}
export { verifyAccessToken } from './verify-access-token';
export { hasRequiredClaims, isRevoked } from './revocation';
export type { TimedClaims } from './revocation';
