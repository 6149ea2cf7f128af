import { ApiError, ErrorType, PARTNER_API_VERSION_VALUES, Principal } from '@netline/contracts';
import type { FastifyRequest } from 'fastify';

/** Request headers that name the API version (the second is what existing net-terms API clients send). */
const VERSION_HEADERS = ['x-api-version', 'resolve-api-version'];
export const MERCHANT_API_VERSION = 'V5';

/**
 * Each API has one version (merchant `V5`, partners `partners-v1`), answered in `X-Api-Version`. A request
 * may name it (partners may also write `partner-v1`); any other value is refused rather than ignored,
 * so a client built for another version learns it at once. Unauthenticated operations (the token
 * endpoint) serve both APIs and accept either version.
 */
export function checkVersion(request: FastifyRequest, principal: Principal | null): ApiError | null {
  const accepted: readonly string[] = !principal
    ? [MERCHANT_API_VERSION, ...PARTNER_API_VERSION_VALUES]
    : principal.partner
      ? PARTNER_API_VERSION_VALUES
      : [MERCHANT_API_VERSION];
  for (const name of VERSION_HEADERS) {
    const value = request.headers[name];
    if (value === undefined) continue;
    const given = (Array.isArray(value) ? value.join(',') : value).trim();
    if (!accepted.some((version) => version.toLowerCase() === given.toLowerCase())) {
      return {
        status: 400,
        type: ErrorType.InvalidRequest,
        message: `${name}: ${given} is not a version of this API; send ${accepted.join(' or ')} or leave the header out`,
      };
    }
  }
  return null;
}
