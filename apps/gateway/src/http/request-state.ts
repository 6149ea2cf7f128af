import { Principal } from '@netline/contracts';
import type { RateLimitResult } from '@netline/edge';
import type { Operation } from '@netline/catalogue';

// What each stage of the router leaves on the request for the next ones.
declare module 'fastify' {
  interface FastifyRequest {
    requestId: string;
    principal?: Principal;
    rateLimit?: RateLimitResult;
    idempotency?: { merchantId: string; key: string; fingerprint: string; retry: boolean; unknown?: boolean };
  }
  interface FastifyContextConfig {
    netlineRoute?: RouteVariants;
  }
}

/** The merchant API's and the partners API's entry for one method and path (either may be absent). */
export interface RouteVariants {
  merchant?: Operation;
  partner?: Operation;
}

/** The operations of both APIs, which share paths (docs/decisions/0006-partners.md). */
export interface Catalogues {
  merchant: Operation[];
  partner: Operation[];
}
