import { BuyerCustomer, buyerGrantOf, buyerPrincipal, DomainError, ErrorType, Principal, PrincipalVia, toApiError } from '@netline/contracts';
import { Logger } from '@netline/observability';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { sendError } from './error-reply';
import { RateLimits } from './rate-limit';
import { PortalSessions } from '../portal/portal-sessions';
import { buyerBearerOf, PortalBearerTokens } from '../portal/portal-tokens';

/** Methods that change something: they need the session's CSRF token. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Admission of the buyer portal's API (`/portal/api`, docs/buyer-portal.md), the `onRequest` stage of its
 * router: the portal session is the only credential (merchant credentials are a 401 here, as a portal
 * session is on `/api`), one request is taken from the session's rate-limit window, changes need the
 * session's CSRF token, and the path's `customer_id` becomes the principal: the buyer, acting in the
 * merchant that customer belongs to, with the session's grant. A customer the session does not reach is
 * a 404, whatever the method, before anything else is read: the answer says nothing of whether it exists.
 *
 * A buyer API token (`Authorization: Bearer nlbt_…`, docs/buyer-portal.md, "API tokens and the buyer tool
 * set") is the other credential: identity says whose it is and what that address reaches now
 * (`PortalBearerTokens`), and the request is admitted as the session's would be, without a CSRF token (a
 * browser never sends a bearer token on its own) and counted in the address's window, which the MCP
 * endpoint's buyer tools share. Any other `Authorization` (merchant credentials) is a 401.
 */
export class PortalAdmission {
  constructor(
    private readonly sessions: PortalSessions,
    private readonly limits: RateLimits,
    private readonly logger: Logger,
    private readonly tokens?: PortalBearerTokens,
  ) {}

  async admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    // What a session reads is for the signed-in person's eyes only.
    reply.header('cache-control', 'no-store');
    const route = request.routeOptions.config?.netlineRoute?.merchant;
    let failure: DomainError | undefined;
    let subject = `ip:${request.ip}`;
    if (route) {
      try {
        if (request.headers.authorization !== undefined) {
          const secret = buyerBearerOf(request.headers.authorization);
          if (!secret || !this.tokens) {
            throw new DomainError(
              'GATEWAY.PORTAL_SESSION_REQUIRED',
              'authentication',
              'The buyer portal takes a portal session or a buyer API token, not merchant credentials',
            );
          }
          const holder = await this.tokens.holderOf(secret);
          if (!holder) throw new DomainError('GATEWAY.BUYER_API_TOKEN_INVALID', 'authentication', 'Invalid API token');
          subject = `buyer:${createHash('sha256').update(holder.email).digest('base64url').slice(0, 22)}`;
          if (await this.limits.limit(request, reply, subject, this.limits.perMinute)) return reply;
          return this.actAs(request, reply, holder.email, holder.customers, { channel: 'portal', client_id: holder.tokenId });
        }
        const session = await this.sessions.current(request);
        if (!session) throw new DomainError('GATEWAY.PORTAL_SESSION_REQUIRED', 'authentication', 'Sign in to the buyer portal');
        subject = `portal:${createHash('sha256').update(session.id).digest('base64url').slice(0, 22)}`;
        if (await this.limits.limit(request, reply, subject, this.limits.perMinute)) return reply;
        if (!SAFE_METHODS.has(request.method)) this.sessions.checkCsrf(request, session.record);
        return this.actAs(request, reply, session.record.email, session.customers, { channel: 'portal' });
      } catch (error) {
        failure =
          error instanceof DomainError
            ? error
            : new DomainError('GATEWAY.AUTH_FAILED', 'unavailable', 'The buyer portal is unavailable for a moment; try again');
        if (!(error instanceof DomainError)) this.logger.error({ err: error }, 'portal admission failed unexpectedly');
      }
    }
    // Refusals count too: against the session when it was known (a CSRF refusal), else the client address.
    if (!request.rateLimit && (await this.limits.limit(request, reply, subject, this.limits.perMinute))) return reply;
    if (failure) return sendError(reply, toApiError(failure));
    return undefined;
  }

  /** The path's customer among those the address reaches makes the principal; any other customer is a 404. */
  private actAs(request: FastifyRequest, reply: FastifyReply, email: string, customers: BuyerCustomer[], via: PrincipalVia): FastifyReply | undefined {
    const customerId = (request.params as { customer_id?: unknown } | undefined)?.customer_id;
    const reached = customers.find((customer) => customer.customer_id === customerId);
    if (!reached) return sendError(reply, { status: 404, type: ErrorType.NotFound, message: 'Customer not found' });
    request.principal = { ...portalPrincipal(buyerGrantOf({ email, customers }), reached.merchant_id), via };
    return undefined;
  }
}

/** The buyer principal of a portal request, marked as coming through the portal for the audit trail. */
export function portalPrincipal(grant: ReturnType<typeof buyerGrantOf>, merchantId: string): Principal {
  return { ...buyerPrincipal(grant, merchantId), via: { channel: 'portal' } };
}
