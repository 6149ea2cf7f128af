import { Principal } from '@netline/contracts';
import { NotAPartnerError } from './sub-merchant.errors';

/** The calling partner's id. The partners API's paths are never routed for merchants; checked anyway. */
export function partnerOf(principal: Principal | null | undefined): string {
  if (!principal?.partner) throw new NotAPartnerError();
  return principal.merchant_id;
}
