import fastifyStatic from '@fastify/static';
import {
  BUYER_SIGN_IN_LINK_TTL_MINUTES,
  BuyerCustomer,
  BuyerSubjects,
  DomainError,
  errorBody,
  ErrorType,
  normalizeBuyerEmail,
  toApiError,
} from '@netline/contracts';
import { RateLimiter } from '@netline/edge';
import { RpcClient } from '@netline/messaging/client';
import { Logger } from '@netline/observability';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DASHBOARD_SECURITY_HEADERS } from '../dashboard/dashboard-routes';
import { signInPage, signInRefusedPage } from './portal-pages';
import { bindingHash, PORTAL_BINDING_COOKIE, PORTAL_SESSION_COOKIE, PortalSessions } from './portal-sessions';
import { PortalTokenRoutes } from './portal-tokens';

/** The window of the link-request limits (the dashboard sign-in's). */
export const PORTAL_LINK_WINDOW_MS = 15 * 60_000;

/** The one answer to every refused sign-in: unknown, used, expired, another browser. */
export const PORTAL_SIGN_IN_REFUSED =
  'This sign-in link is not valid any more (used, expired, or opened in another browser). Ask for a new one from this browser.';

export interface PortalRoutesOptions {
  /** Link requests per 15 minutes for one email, from anywhere. */
  linkLimitPerEmail: number;
  /** Link requests per 15 minutes from one client address, whatever the email. */
  linkLimitPerAddress: number;
  /** The built portal app (apps/portal/dist): `/portal/` and its client routes. */
  distDir: string;
  /** A session's own buyer API tokens (`/portal/api/tokens`, Settings › API access). */
  tokens?: PortalTokenRoutes;
}

/** What `POST /portal/session` and `GET /portal/session` answer for a live session. */
export interface PortalSessionView {
  signed_in: true;
  email: string;
  customers: BuyerCustomer[];
  csrf_token: string;
  idle_timeout_seconds: number;
  expires_at: string;
}

/**
 * `/portal`: the buyer portal's sign-in (docs/security.md, "Buyer sign-in").
 * - `POST /portal/session/link` {email}: sets the browser-binding cookie and asks identity to mail a link;
 *   202 with the same body whatever the email (limited per email and per client address).
 * - `GET /portal/sign-in?token=…`: the page the link opens; its button posts the token.
 * - `POST /portal/session` {token} (JSON, or the page's form): redeems the link with the binding cookie
 *   and starts a portal session; any refusal is one 401.
 * - `GET|DELETE /portal/session`: the session, sign-out.
 * - `GET|POST /portal/api/tokens`, `DELETE /portal/api/tokens/{token_id}`: the session's buyer API tokens
 *   (`PortalTokenRoutes`).
 * - Everything else under `/portal/` that no route claims (the buyer API `/portal/api/…` has its own) is
 *   the built portal app (apps/portal): its assets, and its index.html for any other GET, so the app's
 *   client routes work as deep links.
 */
export class PortalRoutes {
  constructor(
    private readonly sessions: PortalSessions,
    private readonly rpc: RpcClient,
    private readonly linkLimiter: RateLimiter,
    private readonly logger: Logger,
    private readonly options: PortalRoutesOptions,
  ) {}

  register(fastify: FastifyInstance): void {
    fastify.get('/portal', (_request, reply) => reply.redirect('/portal/', 302));
    void fastify.register(
      async (app) => {
        app.addHook('onSend', async (_request, reply, payload) => {
          reply.headers(DASHBOARD_SECURITY_HEADERS);
          // The app's hashed assets may be cached for good; everything else is never stored.
          if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
          return payload;
        });
        app.get('/sign-in', (request, reply) => this.signInPage(request, reply));
        app.post('/session/link', (request, reply) => this.requestLink(request, reply));
        app.post('/session', (request, reply) => this.signIn(request, reply));
        app.get('/session', (request, reply) => this.describe(request, reply));
        app.delete('/session', (request, reply) => this.signOut(request, reply));
        this.options.tokens?.register(app);
        await this.registerApp(app);
      },
      { prefix: '/portal' },
    );
  }

  /** The built app, as the dashboard's is served (`DashboardRoutes`), and the 404 of any other request. */
  private async registerApp(app: FastifyInstance): Promise<void> {
    const dist = this.options.distDir;
    const notFound = (request: FastifyRequest, reply: FastifyReply) =>
      reply.code(404).send(errorBody({ status: 404, type: ErrorType.NotFound, message: `No route for ${request.method} ${request.url.split('?')[0]}` }));
    if (!existsSync(join(dist, 'index.html'))) {
      this.logger.warn({ dist }, 'the buyer portal is not built; /portal/ answers 503 until `npm run build`');
      app.setNotFoundHandler((request, reply) =>
        request.method === 'GET' && !request.url.startsWith('/portal/api/')
          ? reply.code(503).type('text/plain').send('The buyer portal is not built: run `npm run build` and restart the gateway.\n')
          : notFound(request, reply),
      );
      return;
    }
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: ['index.html'],
      setHeaders: (response, path) => {
        // Built assets carry a content hash in their names.
        if (path.includes('/assets/')) response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' || request.url.startsWith('/portal/assets/') || request.url.startsWith('/portal/api/')) return notFound(request, reply);
      return reply.sendFile('index.html');
    });
  }

  private signInPage(request: FastifyRequest, reply: FastifyReply) {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) {
      return reply.code(400).type('text/html; charset=utf-8').send(signInRefusedPage(PORTAL_SIGN_IN_REFUSED));
    }
    return reply.type('text/html; charset=utf-8').send(signInPage(token));
  }

  /**
   * Counted against the client address and against the email (normalised), in 15-minute windows, before
   * identity is asked; the answer is the same for every address, known or not, and identity answers it
   * before it looks the address up.
   */
  private async requestLink(request: FastifyRequest, reply: FastifyReply) {
    try {
      this.sessions.checkOrigin(request);
      const email = (request.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string' || email.trim().length === 0 || email.length > 320) {
        return reply.code(400).send(errorBody({ status: 400, type: ErrorType.Validation, message: 'Enter your email address' }));
      }
      for (const [subject, limit] of [
        [`portal-link:address:${request.ip}`, this.options.linkLimitPerAddress],
        [`portal-link:email:${normalizeBuyerEmail(email)}`, this.options.linkLimitPerEmail],
      ] as const) {
        const taken = await this.linkLimiter.take(subject, limit);
        if (!taken.allowed) {
          const minutes = Math.max(1, Math.ceil(taken.retryAfter / 60));
          reply.header('retry-after', String(taken.retryAfter));
          return reply.code(429).send(
            errorBody({
              status: 429,
              type: ErrorType.RateLimit,
              message: `Too many sign-in links asked for. Wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
            }),
          );
        }
      }
      const { binding } = this.sessions.bindingOf(request);
      const answer = await this.rpc.tryAsk(BuyerSubjects.requestSignInLink, { email, browser_binding_hash: bindingHash(binding) });
      if (!answer.ok) throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'Signing in is unavailable for a moment; try again');
      this.sessions.setBindingCookie(request, reply, binding, BUYER_SIGN_IN_LINK_TTL_MINUTES * 60);
      return reply.code(202).send({ message: answer.data.message });
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  /** Redeems the link in this browser; a session the browser already had is ended and a new id issued. */
  private async signIn(request: FastifyRequest, reply: FastifyReply) {
    const fromForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    try {
      this.sessions.checkOrigin(request);
      const token = (request.body as { token?: unknown } | undefined)?.token;
      const binding = request.cookies?.[PORTAL_BINDING_COOKIE];
      if (typeof token !== 'string' || typeof binding !== 'string' || token.length > 128 || binding.length > 128) return this.refuse(reply, fromForm);
      const answer = await this.rpc.tryAsk(BuyerSubjects.redeemSignInLink, { token, browser_binding: binding });
      if (!answer.ok) {
        if (answer.error.status === 401 || answer.error.status === 400) return this.refuse(reply, fromForm);
        throw new DomainError('GATEWAY.IDENTITY_UNAVAILABLE', 'unavailable', 'Signing in is unavailable for a moment; try again');
      }
      const previous = request.cookies?.[PORTAL_SESSION_COOKIE];
      if (previous) await this.sessions.store.destroy(previous);
      const { id, record } = await this.sessions.store.create(answer.data.email);
      this.sessions.setSessionCookie(request, reply, id);
      this.sessions.clearCookie(request, reply, PORTAL_BINDING_COOKIE);
      this.logger.info({ customers: answer.data.customers.length }, 'buyer signed in to the portal');
      if (fromForm) return reply.redirect('/portal/', 303);
      return reply.code(200).send(this.view(record, answer.data.customers));
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  /** `{signed_in: false}` (200) without a live session, like the dashboard's. */
  private async describe(request: FastifyRequest, reply: FastifyReply) {
    try {
      const session = await this.sessions.current(request);
      if (!session) {
        if (request.cookies?.[PORTAL_SESSION_COOKIE] !== undefined) this.sessions.clearCookie(request, reply, PORTAL_SESSION_COOKIE);
        return reply.send({ signed_in: false });
      }
      return reply.send(this.view(session.record, session.customers));
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  private async signOut(request: FastifyRequest, reply: FastifyReply) {
    try {
      const id = request.cookies?.[PORTAL_SESSION_COOKIE];
      const record = id ? await this.sessions.store.touch(id) : null;
      if (id && record) {
        this.sessions.checkCsrf(request, record);
        await this.sessions.store.destroy(id);
      }
      this.sessions.clearCookie(request, reply, PORTAL_SESSION_COOKIE);
      return reply.code(204).send();
    } catch (error) {
      return this.fail(reply, error);
    }
  }

  private view(record: { email: string; csrf_token: string; created_at: number }, customers: BuyerCustomer[]): PortalSessionView {
    const store = this.sessions.store.options;
    return {
      signed_in: true,
      email: record.email,
      customers,
      csrf_token: record.csrf_token,
      idle_timeout_seconds: Math.round(store.idleMs / 1000),
      expires_at: new Date(record.created_at + store.absoluteMs).toISOString(),
    };
  }

  private refuse(reply: FastifyReply, fromForm: boolean) {
    if (fromForm) return reply.code(401).type('text/html; charset=utf-8').send(signInRefusedPage(PORTAL_SIGN_IN_REFUSED));
    return reply.code(401).send(errorBody({ status: 401, type: ErrorType.Authentication, message: PORTAL_SIGN_IN_REFUSED }));
  }

  private fail(reply: FastifyReply, error: unknown) {
    if (error instanceof DomainError) {
      const apiError = toApiError(error);
      return reply.code(apiError.status).send(errorBody(apiError));
    }
    this.logger.error({ err: error }, 'portal session request failed');
    return reply.code(500).send(errorBody({ status: 500, type: ErrorType.Internal, message: 'An internal error occurred' }));
  }
}
