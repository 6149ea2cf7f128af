import fastifyStatic from '@fastify/static';
import { DomainError, errorBody, ErrorType, IdentitySubjects, SessionView, signInSchema, toApiError, VerifiedUser } from '@netline/contracts';
import { IdentityLookup, RateLimiter } from '@netline/edge';
import { RpcClient } from '@netline/messaging/client';
import { Logger } from '@netline/observability';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DashboardSessions, SESSION_COOKIE } from './dashboard-sessions';

/** The window of the sign-in limits. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/**
 * Headers on every dashboard response. The page loads scripts and styles only from this origin (the
 * component library sets inline style attributes, hence `'unsafe-inline'` for styles alone), talks to
 * this origin only and may not be framed anywhere.
 */
export const DASHBOARD_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

export interface DashboardRoutesOptions {
  appEnv: 'sandbox' | 'production';
  distDir: string;
  /** Attempts per 15 minutes for one email from one client address. */
  loginLimitPerAccountAddress: number;
  /** Attempts per 15 minutes from one client address, whatever the email. */
  loginLimitPerAddress: number;
}

/**
 * `/dashboard`: the built single-page app (any unknown path under it answers its index.html, so deep links
 * work) and the sign-in endpoints `POST|GET|DELETE /dashboard/session`. Everything else the dashboard does
 * goes through `/api` with the session cookie.
 */
export class DashboardRoutes {
  constructor(
    private readonly sessions: DashboardSessions,
    private readonly identity: IdentityLookup,
    private readonly rpc: RpcClient,
    private readonly loginLimiter: RateLimiter,
    private readonly logger: Logger,
    private readonly options: DashboardRoutesOptions,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.get('/dashboard', (_request, reply) => reply.redirect('/dashboard/', 302));
    void fastify.register(
      async (app) => {
        app.addHook('onSend', async (_request, reply, payload) => {
          reply.headers(DASHBOARD_SECURITY_HEADERS);
          return payload;
        });
        app.post('/session', (request, reply) => this.signIn(request, reply));
        app.get('/session', (request, reply) => this.describe(request, reply));
        app.delete('/session', (request, reply) => this.signOut(request, reply));
        const dist = this.options.distDir;
        if (existsSync(join(dist, 'index.html'))) {
          await app.register(fastifyStatic, {
            root: dist,
            prefix: '/',
            // `/dashboard/` (where `/dashboard` redirects) is the app itself; without an index the
            // static handler refuses a directory with 403 before the fallback below can answer.
            index: ['index.html'],
            setHeaders: (response, path) => {
              // Built assets carry a content hash in their names; the page itself must always be fresh.
              response.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
            },
          });
          app.setNotFoundHandler((request, reply) => {
            if (request.method !== 'GET' || request.url.startsWith('/dashboard/assets/')) {
              return reply
                .code(404)
                .send(errorBody({ status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` }));
            }
            return reply.header('cache-control', 'no-cache').sendFile('index.html');
          });
        } else {
          this.logger.warn({ dist }, 'the dashboard is not built; /dashboard answers 503 until `npm run build`');
          app.setNotFoundHandler((_request, reply) =>
            reply.code(503).type('text/plain').send('The dashboard is not built: run `npm run build` and restart the gateway.\n'),
          );
        }
      },
      { prefix: '/dashboard' },
    );
  }

  /**
   * `GET /dashboard/session` answers `{signed_in: false}` (200) without a live session: the app asks on
   * every visit, and an error status there would show as a failed request in the browser's console.
   *
   * Email and password, checked by identity, and throttled as `checkPassword` says. A session already in
   * the browser is ended and a new id issued (no fixation).
   */
  private async signIn(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    try {
      this.sessions.checkOrigin(request);
    } catch (error) {
      return this.fail(reply, error);
    }
    const parsed = signInSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send(errorBody({ status: 400, type: ErrorType.Validation, message: 'Enter your email and password' }));
    }
    try {
      const { email, password, code, recovery_code: recoveryCode } = parsed.data;
      const checked = await this.checkPassword(request.ip, email, password, { code, recovery_code: recoveryCode });
      if (checked.outcome === 'refused') {
        if (checked.retryAfter !== undefined) reply.header('retry-after', String(checked.retryAfter));
        const type = checked.status === 429 ? ErrorType.RateLimit : ErrorType.Authentication;
        return reply.code(checked.status).send(errorBody({ status: checked.status, type, message: checked.message, code: checked.code }));
      }
      // The right password of a person with TOTP, without a code: no session until the code comes.
      if (checked.outcome === 'second_factor_needed') return reply.code(200).send({ signed_in: false, second_factor: 'totp' });
      const record = await this.startSession(request, reply, checked.user);
      const user = { ...checked.user, totp_enabled: checked.user.second_factor === 'verified', enrolment_required: checked.user.second_factor === 'missing' };
      return reply.code(200).send(await this.view(user, record));
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  /**
   * The sign-in check both the dashboard and the OAuth sign-in page use (docs/security.md, "Signing in").
   * Each attempt counts against the client address (any email) and against the pair of email and client
   * address, in 15-minute windows; a correct password clears the pair's count. Nothing counts against
   * the email alone: anyone who knows an admin's email could otherwise keep them out by guessing, and
   * the right password from an address that has not failed is never refused.
   */
  async checkPassword(
    address: string,
    rawEmail: string,
    password: string,
    secondFactor: { code?: string; recovery_code?: string } = {},
  ): Promise<
    | { outcome: 'signed_in'; user: VerifiedUser }
    | { outcome: 'second_factor_needed'; user: VerifiedUser }
    | { outcome: 'refused'; status: 401 | 429; message: string; code?: string; retryAfter?: number }
  > {
    const email = rawEmail.trim().toLowerCase();
    const pairSubject = `dashboard-login:account-address:${email}:${address}`;
    for (const [subject, limit] of [
      [`dashboard-login:address:${address}`, this.options.loginLimitPerAddress],
      [pairSubject, this.options.loginLimitPerAccountAddress],
    ] as const) {
      const taken = await this.loginLimiter.take(subject, limit);
      if (!taken.allowed) {
        const minutes = Math.max(1, Math.ceil(taken.retryAfter / 60));
        return {
          outcome: 'refused',
          status: 429,
          retryAfter: taken.retryAfter,
          message: `Too many sign-in attempts from this network. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or ask an admin of your team to check your account.`,
        };
      }
    }
    const answer = await this.rpc.tryAsk(IdentitySubjects.verifyPassword, {
      email,
      password,
      ...(secondFactor.code !== undefined ? { code: secondFactor.code } : {}),
      ...(secondFactor.recovery_code !== undefined ? { recovery_code: secondFactor.recovery_code } : {}),
    });
    if (!answer.ok) {
      if (answer.error.status !== 401)
        throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'Signing in is unavailable for a moment; try again');
      // A wrong code counts as a failed attempt like a wrong password: the pair's count is not cleared.
      if (answer.error.code === 'IDENTITY.INVALID_SECOND_FACTOR') {
        return { outcome: 'refused', status: 401, code: answer.error.code, message: answer.error.message };
      }
      return {
        outcome: 'refused',
        status: 401,
        message: `Wrong email or password. Check both and try again (after ${this.options.loginLimitPerAccountAddress} wrong attempts, sign-in from this network pauses for 15 minutes).`,
      };
    }
    const user = answer.data;
    // The password alone does not clear the count while a code must follow, so codes cannot be guessed
    // past the limit by sending the right password in between.
    if (user.second_factor === 'needed') return { outcome: 'second_factor_needed', user };
    await this.loginLimiter.reset(pairSubject);
    return { outcome: 'signed_in', user };
  }

  /** A new dashboard session for `user` (any session the browser had is ended: no fixation). */
  async startSession(request: FastifyRequest, reply: FastifyReply, user: VerifiedUser) {
    const previous = request.cookies?.[SESSION_COOKIE];
    if (previous) await this.sessions.store.destroy(previous);
    const { id, record } = await this.sessions.store.create(user);
    this.sessions.setCookie(request, reply, id);
    return record;
  }

  private async describe(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    try {
      const session = await this.sessions.current(request);
      if (!session) {
        if (request.cookies?.[SESSION_COOKIE] !== undefined) this.sessions.clearCookie(request, reply);
        return reply.send({ signed_in: false });
      }
      const user = { ...session.user, totp_enabled: session.user.totp_enabled === true, enrolment_required: session.user.enrolment_required === true };
      return reply.send(await this.view(user, session.record));
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  private async signOut(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store');
    try {
      const session = await this.sessions.current(request);
      if (session) {
        this.sessions.checkCsrf(request, session.record);
        await this.sessions.store.destroy(session.id, session.user.id);
      }
      this.sessions.clearCookie(request, reply);
      return reply.code(204).send();
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  private async view(
    user: { id: string; email: string; role: 'admin' | 'read_only'; merchant_id: string; totp_enabled: boolean; enrolment_required: boolean },
    record: { csrf_token: string; created_at: number },
  ): Promise<SessionView> {
    const settings = await this.identity.merchantSettings(user.merchant_id);
    const store = this.sessions.store.options;
    return {
      signed_in: true,
      user: { id: user.id, email: user.email, role: user.role, totp_enabled: user.totp_enabled },
      enrolment_required: user.enrolment_required,
      merchant: { merchant_id: user.merchant_id, name: settings?.name ?? user.merchant_id },
      environment: this.options.appEnv,
      csrf_token: record.csrf_token,
      idle_timeout_seconds: Math.round(store.idleMs / 1000),
      expires_at: new Date(record.created_at + store.absoluteMs).toISOString(),
    };
  }

  private fail(reply: FastifyReply, error: unknown) {
    if (error instanceof DomainError) {
      const apiError = toApiError(error);
      return reply.code(apiError.status).send(errorBody(apiError));
    }
    this.logger.error({ err: error }, 'dashboard session request failed');
    return reply.code(500).send(errorBody({ status: 500, type: ErrorType.Internal, message: 'An internal error occurred' }));
  }
}
