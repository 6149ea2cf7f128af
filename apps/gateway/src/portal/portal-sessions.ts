import { BuyerCustomer, buyerGrantOf, buyerPrincipal, BuyerSubjects, DomainError, Principal } from '@netline/contracts';
import { RpcClient } from '@netline/messaging/client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { crossSiteProblem, CSRF_HEADER, csrfProblem, secureCookie } from '../browser/browser-checks';
import { PortalSessionRecord, PortalSessionStore } from './portal-session-store';

/** The portal session's cookie: its own name, never the dashboard's `netline_session`, and sent to `/portal` only. */
export const PORTAL_SESSION_COOKIE = 'netline_portal_session';
/** The random value that ties a sign-in link to the browser that asked for it. */
export const PORTAL_BINDING_COOKIE = 'netline_portal_binding';
export const PORTAL_COOKIE_PATH = '/portal';
export const PORTAL_CSRF_HEADER = CSRF_HEADER;

export class PortalCsrfError extends DomainError {
  constructor(reason: string) {
    super('GATEWAY.CSRF', 'forbidden', `${reason}: the portal sends it on every change. Reload the page and try again`);
  }
}

/** A live portal session: its record and what its address reaches now. */
export interface LivePortalSession {
  id: string;
  record: PortalSessionRecord;
  customers: BuyerCustomer[];
}

/**
 * The buyer portal's sessions and its browser binding (docs/security.md, "Buyer sign-in"). A session is
 * a separate credential from the dashboard's: another cookie name and path, another Redis record, and a
 * principal of actor type `buyer` with no scope, which no merchant route (`/api`) admits. On every
 * request identity says what the session's address reaches now (`identity.buyer-sign-in.reach`), so a
 * removed buyer user or a changed customer email counts at once; an address that reaches nothing any
 * more ends its session.
 */
export class PortalSessions {
  private readonly publicOrigin: string;

  constructor(
    readonly store: PortalSessionStore,
    private readonly rpc: RpcClient,
    options: { publicBaseUrl: string },
  ) {
    this.publicOrigin = new URL(options.publicBaseUrl).origin;
  }

  async current(request: FastifyRequest): Promise<LivePortalSession | null> {
    const id = request.cookies?.[PORTAL_SESSION_COOKIE];
    if (!id) return null;
    const record = await this.store.touch(id);
    if (!record) return null;
    const answer = await this.rpc.tryAsk(BuyerSubjects.reach, { email: record.email });
    if (!answer.ok) throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'The buyer portal is unavailable for a moment; try again');
    if (answer.data.customers.length === 0) {
      await this.store.destroy(id);
      return null;
    }
    return { id, record, customers: answer.data.customers };
  }

  /** The principal of a portal request about one merchant's records (it must be a merchant the session reaches). */
  principalFor(session: LivePortalSession, merchantId: string): Principal {
    return buyerPrincipal(buyerGrantOf({ email: session.record.email, customers: session.customers }), merchantId);
  }

  /** Synchroniser token plus origin, by the dashboard's rule. */
  checkCsrf(request: FastifyRequest, record: PortalSessionRecord): void {
    const problem = csrfProblem(request, this.publicOrigin, record.csrf_token);
    if (problem) throw new PortalCsrfError(problem);
  }

  /** Refuses requests a browser marks as coming from another site (Origin or Sec-Fetch-Site). */
  checkOrigin(request: FastifyRequest): void {
    const problem = crossSiteProblem(request, this.publicOrigin);
    if (problem) throw new PortalCsrfError(problem);
  }

  /** The browser's binding, or a new one: one per browser, so a second link request leaves the first link usable. */
  bindingOf(request: FastifyRequest): { binding: string; fresh: boolean } {
    const held = request.cookies?.[PORTAL_BINDING_COOKIE];
    if (typeof held === 'string' && /^[A-Za-z0-9_-]{43}$/.test(held)) return { binding: held, fresh: false };
    return { binding: randomBytes(32).toString('base64url'), fresh: true };
  }

  setBindingCookie(request: FastifyRequest, reply: FastifyReply, binding: string, maxAgeSeconds: number): void {
    reply.setCookie(PORTAL_BINDING_COOKIE, binding, {
      path: PORTAL_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(request),
      maxAge: maxAgeSeconds,
    });
  }

  setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
    // No Max-Age: the browser forgets it when closed; Redis decides when it ends.
    reply.setCookie(PORTAL_SESSION_COOKIE, id, { path: PORTAL_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: secureCookie(request) });
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply, name: string): void {
    reply.clearCookie(name, { path: PORTAL_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: secureCookie(request) });
  }
}

/** What identity is sent of a binding when a link is asked for: its SHA-256, hex. */
export function bindingHash(binding: string): string {
  return createHash('sha256').update(binding).digest('hex');
}
