import {
  ApiError,
  DEFAULT_MERCHANT_API_VERSION,
  ErrorType,
  MERCHANT_API_VERSIONS,
  MerchantApiVersion,
  merchantApiVersionOf,
  PARTNER_API_VERSION_VALUES,
  Principal,
} from '@netline/contracts';
import type { FastifyRequest } from 'fastify';

/** Request headers that name the API version (the second is what existing net-terms API clients send). */
const VERSION_HEADERS = ['x-api-version', 'resolve-api-version'];

/** The merchant API version a request is answered in, or the refusal of a version it named. */
export type VersionChoice = { version: MerchantApiVersion | null } | { problem: ApiError };

/**
 * Which version answers (docs/api-conventions.md, "Versions"). A merchant API request may name one of
 * the merchant API's versions; without a name, its access key's or account's pin applies (`principal.api_version`,
 * set at authentication; a dashboard session has none, so the dashboard always gets the version it was
 * built against), else the default. The partners API has one version (`partners-v1`, also spelled
 * `partner-v1`), answered without change (`version: null`). Any other value is refused rather than
 * ignored, so a client built for another version learns it at once. Unauthenticated operations (the token
 * endpoint) serve both APIs and accept either API's versions.
 */
export function chooseVersion(request: FastifyRequest, principal: Principal | null): VersionChoice {
  const accepted: readonly string[] = !principal
    ? [...MERCHANT_API_VERSIONS, ...PARTNER_API_VERSION_VALUES]
    : principal.partner
      ? PARTNER_API_VERSION_VALUES
      : MERCHANT_API_VERSIONS;
  let named: MerchantApiVersion | undefined;
  for (const name of VERSION_HEADERS) {
    const value = request.headers[name];
    if (value === undefined) continue;
    const given = (Array.isArray(value) ? value.join(',') : value).trim();
    if (!accepted.some((version) => version.toLowerCase() === given.toLowerCase())) {
      return {
        problem: {
          status: 400,
          type: ErrorType.InvalidRequest,
          message: `${name}: ${given} is not a version of this API; send ${accepted.join(', ')} or leave the header out`,
          details: [{ path: name, message: `supported versions: ${accepted.join(', ')}` }],
        },
      };
    }
    named ??= merchantApiVersionOf(given);
  }
  if (principal?.partner) return { version: null };
  return { version: named ?? principal?.api_version ?? DEFAULT_MERCHANT_API_VERSION };
}
