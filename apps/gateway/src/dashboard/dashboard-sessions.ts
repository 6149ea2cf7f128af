import { DashboardSubjects, DomainError, SessionUser, Principal } from '@netline/contracts';
import { IdentityLookup } from '@netline/edge';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthenticationError, Authenticator } from '../auth/authenticator';
import { crossSiteProblem, CSRF_HEADER, csrfProblem, secureCookie } from '../browser/browser-checks';
import { SessionRecord, SessionStore } from './session-store';

export const SESSION_COOKIE = 'netline_session';
export { CSRF_HEADER };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export class CsrfError extends DomainError {
  constructor(reason: string) {
    super('GATEWAY.CSRF', 'forbidden', `${reason}: the dashboard sends it on every change. Reload the page and try again`);
  }
}

export class StepUpRequiredError extends DomainError {
  constructor(totp: boolean) {
    super(
      'GATEWAY.STEP_UP_REQUIRED',
      'forbidden',
      totp
        ? 'Confirm it is you: enter a code from your authenticator app (POST /api/account/step-up), then try again'
        : 'Confirm it is you: enter your password (POST /api/account/step-up), then try again',
    );
  }
}

export class EnrolmentRequiredError extends DomainError {
  constructor() {
    super('GATEWAY.SECOND_FACTOR_ENROLMENT_REQUIRED', 'forbidden', 'Your team requires a second factor: set up your authenticator app first');
  }
}

export interface DashboardSessionsOptions {
  /** The public API address: a request whose Origin is this one's is same-site even behind an ingress. */
  publicBaseUrl: string;
  /** How long a proof of presence lets the session reveal or rotate secrets. */
  stepUpMs: number;
}

interface LiveSession {
  id: string;
  record: SessionRecord;
  user: SessionUser;
}

/**
 * The dashboard session as the third credential beside Basic and Bearer. On every request: the cookie's
 * session must be live (idle and absolute expiry), its user must still exist, be active and belong to
 * the session's merchant (asked of identity each time, so a deactivation or a role change counts at
 * once; a deactivated user's sessions are all deleted), and a state-changing request must carry the
 * session's CSRF token in `X-CSRF-Token` and, when the browser names one, come from this origin.
 */
export class DashboardSessions {
  private readonly publicOrigin: string;
  /** The session each admitted request came with, for the router's enrolment and step-up checks. */
  private readonly admitted = new WeakMap<FastifyRequest, LiveSession>();

  constructor(
    readonly store: SessionStore,
    private readonly identity: IdentityLookup,
    private readonly authenticator: Authenticator,
    private readonly options: DashboardSessionsOptions,
  ) {
    this.publicOrigin = new URL(options.publicBaseUrl).origin;
  }

  /** A request that carries a session cookie and no Authorization header is authenticated by session. */
  presentedBy(request: FastifyRequest): boolean {
    return !request.headers.authorization && typeof request.cookies?.[SESSION_COOKIE] === 'string';
  }

  /** The live session of this request and its user, or null (no cookie, ended, user gone or deactivated). */
  async current(request: FastifyRequest): Promise<{ id: string; record: SessionRecord; user: SessionUser } | null> {
    const id = request.cookies?.[SESSION_COOKIE];
    if (!id) return null;
    const record = await this.store.touch(id);
    if (!record) return null;
    const user = await this.identity.ask(DashboardSubjects.sessionUser, { user_id: record.user_id });
    if (!user || !user.active || user.merchant_id !== record.merchant_id) {
      await this.store.destroyAllFor(record.user_id);
      return null;
    }
    // A password change or reset ends every session started before it.
    if (typeof user.sessions_not_before === 'number' && record.created_at < user.sessions_not_before) {
      await this.store.destroy(id, record.user_id);
      return null;
    }
    return { id, record, user };
  }

  async authenticate(request: FastifyRequest): Promise<Principal> {
    const session = await this.current(request);
    if (!session) throw new AuthenticationError('Your dashboard session has ended; sign in again');
    if (!SAFE_METHODS.has(request.method)) this.checkCsrf(request, session.record);
    this.admitted.set(request, session);
    return this.authenticator.forUser(session.user);
  }

  /**
   * The checks a session operation's catalogue entry asks for: while the merchant requires a second
   * factor the person lacks, only the enrolment operations; and before revealing or rotating a secret,
   * a proof of presence within the last `stepUpMs`.
   */
  checkOperation(request: FastifyRequest, operation: { beforeEnrolment?: boolean; stepUp?: boolean }): void {
    const session = this.admitted.get(request);
    if (!session) return;
    if (session.user.enrolment_required && !operation.beforeEnrolment) throw new EnrolmentRequiredError();
    if (operation.stepUp && !(session.record.proved_at !== undefined && Date.now() - session.record.proved_at < this.options.stepUpMs)) {
      throw new StepUpRequiredError(session.user.totp_enabled === true);
    }
  }

  /**
   * What a successful session operation does to the session (its catalogue `sessionEffect`): a proof of
   * presence is recorded on it; a password change gives this browser a new session, started after the
   * instant identity ended the others at (`sessions_not_before` in the answer).
   */
  async applyEffect(request: FastifyRequest, reply: FastifyReply, effect: 'proves-presence' | 'renews', answer: unknown): Promise<void> {
    const session = this.admitted.get(request);
    if (!session) return;
    if (effect === 'proves-presence') {
      await this.store.markProved(session.id, Date.now());
      return;
    }
    const notBefore = Date.parse((answer as { sessions_not_before?: string } | undefined)?.sessions_not_before ?? '');
    await this.store.destroy(session.id, session.user.id);
    const renewed = await this.store.create(session.user, Number.isFinite(notBefore) ? notBefore : undefined);
    this.setCookie(request, reply, renewed.id);
  }

  /** Synchroniser token plus origin: a page on another site can neither read the token nor pass the check. */
  checkCsrf(request: FastifyRequest, record: SessionRecord): void {
    const problem = csrfProblem(request, this.publicOrigin, record.csrf_token);
    if (problem) throw new CsrfError(problem);
  }

  /** Refuses requests a browser marks as coming from another site (Origin or Sec-Fetch-Site). */
  checkOrigin(request: FastifyRequest): void {
    const problem = crossSiteProblem(request, this.publicOrigin);
    if (problem) throw new CsrfError(problem);
  }

  setCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
    reply.setCookie(SESSION_COOKIE, id, {
      path: '/',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie(request),
      // No Max-Age: the browser forgets it when closed; Redis decides when it ends.
    });
  }

  clearCookie(request: FastifyRequest, reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookie(request) });
  }
}
