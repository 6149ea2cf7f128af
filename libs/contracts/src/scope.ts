import { PartnerType, Principal } from './rpc';

declare const scopeBrand: unique symbol;

/**
 * The merchant accounts one request may read and write under (docs/decisions/0006-partners.md): a
 * merchant's own id, or a partner's own id followed by its sub-merchants' ids. Repositories take this
 * instead of a bare id and match `merchant_id = ANY(scope)`. The brand keeps a plain string or array
 * from being passed where a scope is expected: a scope comes from `scopeOf` (a caller) or
 * `merchantScope` (a service acting for one known merchant: consumers, jobs, operators).
 */
export type MerchantScope = readonly string[] & { readonly [scopeBrand]: true };

/** What makes a list of ids a scope at run time: it is frozen (only `scopeFrom` below makes one). */
function isFrozenScope(ids: readonly string[]): ids is MerchantScope {
  return Object.isFrozen(ids);
}

/** The one place a scope is made: the ids, each once, frozen. */
function scopeFrom(ids: readonly string[]): MerchantScope {
  const scope = Object.freeze([...new Set(ids)]);
  if (!isFrozenScope(scope)) throw new Error('a merchant scope must be frozen');
  return scope;
}

export function scopeOf(principal: Principal): MerchantScope {
  return scopeFrom(principal.partner ? [principal.merchant_id, ...principal.partner.merchant_ids] : [principal.merchant_id]);
}

export function merchantScope(merchantId: string): MerchantScope {
  return scopeFrom([merchantId]);
}

/** A scope another service sent along with an internal request (it built it with `scopeOf`). */
export function scopeFromIds(merchantIds: readonly string[]): MerchantScope {
  return scopeFrom(merchantIds);
}

export function inScope(scope: MerchantScope, merchantId: string): boolean {
  return scope.includes(merchantId);
}

/** The partner type of the caller, or null for a merchant. */
export function partnerTypeOf(principal: Principal): PartnerType | null {
  return principal.partner?.type ?? null;
}

/** True when `merchantId` is one of the calling partner's sub-merchants (never true for a merchant). */
export function isSubMerchantOf(principal: Principal, merchantId: string): boolean {
  return principal.partner?.merchant_ids.includes(merchantId) ?? false;
}

/**
 * The account that owns the customers and invoices a partner creates for sub-merchant `subMerchantId`
 * (docs/partners.md, "Who owns what"): a marketplace's own account, or the sub-merchant of a
 * single-merchant platform.
 */
export function ownerForSubMerchant(principal: Principal, subMerchantId: string): string {
  return principal.partner?.type === 'marketplace' ? principal.merchant_id : subMerchantId;
}
