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
