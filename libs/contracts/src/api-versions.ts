import { z } from 'zod';

/**
 * The merchant API's versions, oldest first (docs/api-conventions.md, "Versions"). `V5` is the contract
 * the API was first published under and what every account and key answers in until it pins another;
 * each later version is a set of changes applied at the edge (`libs/catalogue/src/api-versions.ts`).
 */
export const MERCHANT_API_VERSIONS = ['V5', 'V6'] as const;
export type MerchantApiVersion = (typeof MERCHANT_API_VERSIONS)[number];

/** What a request answers in when neither it, its access key nor its account names a version. */
export const DEFAULT_MERCHANT_API_VERSION: MerchantApiVersion = 'V5';

/** The newest version: what a client generated today should pin. */
export const LATEST_MERCHANT_API_VERSION: MerchantApiVersion = MERCHANT_API_VERSIONS[MERCHANT_API_VERSIONS.length - 1];

/** The version named as `V6` or `v6`, or undefined when it is none of the merchant API's. */
export function merchantApiVersionOf(value: string): MerchantApiVersion | undefined {
  const given = value.trim().toLowerCase();
  return MERCHANT_API_VERSIONS.find((version) => version.toLowerCase() === given);
}

/** A version pin as a request field: one of the versions, or null to follow the account (a key) or the default (the account). */
export const apiVersionPinSchema = z
  .enum(MERCHANT_API_VERSIONS)
  .nullable()
  .meta({ description: `The merchant API version answers are shaped by (${MERCHANT_API_VERSIONS.join(', ')}); null follows the default` });
